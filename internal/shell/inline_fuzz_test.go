package shell

import "testing"

// FuzzInlineCode feeds arbitrary code to the inline readers: none may
// panic, whatever it decides.
func FuzzInlineCode(f *testing.F) {
	for _, s := range []string{
		`import json; print(json.load(open("a"))["x"])`, `f"{a!r:>{b}}"`, `'''x''' rb"\"" 0x1f 1e-3j`,
		"console.log(`${a}${b}`)", `/[/]/.test(x) ? a/b : {}`, `require("./a.json")["k"]`,
		`print if /a/ .. /b/; s{a}{b}g; tr/a-z/A-Z/; $h{x}{y}[0]`, `"@{[ 1 ]}" qw(a b) q{x}`,
		`puts "#{x}"; [1].map { |y| y }`, `/\\/ "\"`, "\"", "'", "`", "${", "#{", "s/", "q{",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		c := &classifier{w: newWalker(fixtureEnv())}
		pythonCodeReason(code)
		c.jsCodeReason(code)
		perlCodeReason(code)
		rubyCodeReason(code)
	})
}
