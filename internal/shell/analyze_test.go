package shell

import (
	"reflect"
	"testing"
)

func TestAnalyzeWrites(t *testing.T) {
	env := Env{Cwd: "/p", Home: "/h"}
	cases := []struct {
		cmd  string
		want []Write
	}{
		{"echo {} > .claude/settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"cd .claude && echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"cd .claude && cd .. && echo x >> a", []Write{{Path: "/p/a", How: "redirection"}}},
		{"cd .claude; cd ..; echo x >> a", []Write{{Path: "/p/a", How: "redirection"}, {Path: "/p/.claude/a", How: "redirection"}, {Path: "/a", How: "redirection"}}},
		{"cd nowhere; echo {} > .claude/settings.json", []Write{{Path: "/p/nowhere/.claude/settings.json", How: "redirection"}, {Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"cd .claude; echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}, {Path: "/p/settings.json", How: "redirection"}}},
		{"cd sub && ls; echo {} > f", []Write{{Path: "/p/sub/f", How: "redirection"}, {Path: "/p/f", How: "redirection"}}},
		{"set -e; cd sub; echo > f", []Write{{Path: "/p/sub/f", How: "redirection"}}},
		{"cd sub || exit 1; echo > f", []Write{{Path: "/p/sub/f", How: "redirection"}}},
		{"shopt -s lastpipe; echo | cd .claude; echo > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		// zsh (and bash with the user's lastpipe) runs a pipeline's last
		// part in this shell: the cd may hold.
		{"true | cd .claude; cp /tmp/e settings.json", []Write{{Path: "/p/.claude/settings.json", How: "cp"}, {Path: "/p/settings.json", How: "cp"}}},
		{"true | cd .claude | cat; echo > settings.json", []Write{{Path: "/p/settings.json", How: "redirection"}}},
		// cdable_vars: cd x goes to $x when there is no folder x.
		{"shopt -s cdable_vars; x=.claude; cd x && echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		// The user's own cdable_vars (restored by Claude Code's
		// snapshot): cd x may go to $x, which the line set.
		{"x=.claude; cd x && echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		// pushd goes through cd, cdable_vars and all (bash 5.2).
		{"x=.claude; pushd x && echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"shopt -s cdable_vars; pushd x && echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"f=.claude/settings.json; echo {} > $f", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		// += appends to what the variable held.
		{"f=.claude/settings; f+=.json; echo {} > $f", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"f+=.json; echo {} > $f", []Write{{Path: "", Dynamic: true, How: "redirection"}}},
		// f=x cmd sets f for cmd only: the shell's f is not x after it.
		{"f=.claude/settings.json; f=x true; echo {} > $f", []Write{{Path: "", Dynamic: true, How: "redirection"}}},
		{"f=.claude/settings; declare f+=.json; echo {} > $f", []Write{{Path: "", Dynamic: true, How: "redirection"}}},
		{"echo x > ~/.claude/settings.json", []Write{{Path: "/h/.claude/settings.json", How: "redirection"}}},
		{"echo x > \"$HOME/x\"", []Write{{Path: "/h/x", How: "redirection"}}},
		{"echo x > $PWD/../y", []Write{{Path: "/y", How: "redirection"}}},
		{"pushd /tmp && tee a b < f && popd && touch c", []Write{{Path: "/tmp/a", How: "tee"}, {Path: "/tmp/b", How: "tee"}, {Path: "/p/c", How: "touch"}}},
		{"(cd sub && rm x); rm y", []Write{{Path: "/p/sub/x", How: "rm"}, {Path: "/p/y", How: "rm"}}},
		{"cp a b dst/", []Write{{Path: "/p/dst", How: "cp"}}},
		{"cp -t dir a b", []Write{{Path: "/p/dir", How: "cp"}}},
		{"cp --target=dir a b", []Write{{Path: "/p/dir", How: "cp"}}},
		{"shuf -r -o out -n 3 in", []Write{{Path: "/p/out", How: "shuf"}}},
		{"mv a b", []Write{{Path: "/p/a", How: "mv"}, {Path: "/p/b", How: "mv"}}},
		{"sed -i 's/a/b/' x.json y.json", []Write{{Path: "/p/x.json", How: "sed -i"}, {Path: "/p/y.json", How: "sed -i"}}},
		{"sed -l 80 -i 's/a/b/' x.json", []Write{{Path: "/p/x.json", How: "sed -i"}}},
		{"sed -f s.sed -i x.json", []Write{{Path: "/p/x.json", How: "sed -i"}}},
		{"perl -pi -e 's/a/b/' x", []Write{{Path: "/p/x", How: "perl -i"}}},
		{"dd if=/dev/zero of=out bs=1", []Write{{Path: "/p/out", How: "dd of="}}},
		{"sort -o out in", []Write{{Path: "/p/out", How: "sort"}}},
		{"sort {\"-o\",f} x", []Write{{Path: "/p/f", How: "sort"}}},
		{"timeout 5 truncate -s 0 f", []Write{{Path: "/p/f", How: "truncate"}}},
		// A cd run by a program (timeout, env, nice) changes no directory
		// here; one run by command or builtin does.
		{"cd .claude && timeout 5 cd /tmp && echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"cd .claude && env cd /tmp && echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"command cd .claude && echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"builtin cd .claude && echo {} > settings.json", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"echo x > $dir/f", []Write{{Path: "", Dynamic: true, How: "redirection"}}},
		{"cd \"$d\" && echo x > f", []Write{{Path: "f", Dynamic: true, How: "redirection"}}},
		{"if true; then cd a; fi; echo x > f", []Write{{Path: "/p/a/f", How: "redirection"}, {Path: "/p/f", How: "redirection"}}},
		{"echo x > /dev/null 2>&1", nil},
		{"bash -c 'echo x > .claude/settings.json'", []Write{{Path: "/p/.claude/settings.json", How: "redirection"}}},
		{"cd .claude && ln -s /tmp/x/settings.json", []Write{{Path: "/p/.claude/settings.json", How: "ln"}}},
		{"chmod --reference=a .claude/settings.json", []Write{{Path: "/p/.claude/settings.json", How: "chmod"}}},
		{"chmod -R 777 .claude", []Write{{Path: "/p/.claude", How: "chmod"}}},
		{"install -d a b", []Write{{Path: "/p/a", How: "install"}, {Path: "/p/b", How: "install"}}},
		{"CDPATH=/x; cd sub; echo > f", []Write{{Path: "f", Dynamic: true, How: "redirection"}}},
		{"f() { cd .claude; }; cd /p; f; echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"cd() { builtin cd .claude; }; cd /tmp; echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"if true; then f() { cd .claude; }; fi; cd /p; f; echo > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"source x.sh; echo {} > settings.json", []Write{{Path: "settings.json", Dynamic: true, How: "redirection"}}},
		{"d=/p; eval \"$x\"; echo > $d/f", []Write{{Path: "", Dynamic: true, How: "redirection"}}},
		{"CDPATH=/x; cd ./sub && echo > f", []Write{{Path: "/p/sub/f", How: "redirection"}}},
	}
	for _, tc := range cases {
		a := Analyze(tc.cmd, env)
		var got []Write
		for _, w := range a.Writes {
			w.Command = ""
			got = append(got, w)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Analyze(%q).Writes = %+v, want %+v", tc.cmd, got, tc.want)
		}
	}
}

func TestAnalyzeInvocations(t *testing.T) {
	cases := []struct {
		cmd  string
		want []string // Program + args
	}{
		{"teamctl uninstall --project", []string{"teamctl uninstall --project"}},
		{"timeout 5 teamctl pattern set x", []string{"timeout 5 teamctl pattern set x", "teamctl pattern set x"}},
		{"echo $(teamctl install)", []string{"teamctl install", "echo "}},
		{"bash -c 'teamctl init --force'", []string{"bash -c teamctl init --force", "teamctl init --force"}},
		{"xargs teamctl uninstall < f", []string{"xargs teamctl uninstall", "teamctl uninstall"}},
		{"find . -exec teamctl history repair --file {} \\;", []string{"find . -exec teamctl history repair --file {} ;", "teamctl history repair --file {}"}},
		{"{teamctl,x} y", []string{"teamctl x y"}},
		{"./bin/teamctl uninstall", []string{"teamctl uninstall"}},
		{"env -S 'teamctl uninstall'", []string{"env -S teamctl uninstall", "teamctl uninstall"}},
		{"find . -exec sh -c 'teamctl uninstall' \\;", []string{"find . -exec sh -c teamctl uninstall ;", "sh -c teamctl uninstall", "teamctl uninstall"}},
		{"watch teamctl team prune", []string{"watch teamctl team prune", "teamctl team prune"}},
		// An unquoted pattern of find's own is judged three ways; the
		// -exec command stays an invocation of the line.
		{"find . -name x* -exec teamctl uninstall \\;", []string{"find . -name x* -exec teamctl uninstall ;", "teamctl uninstall"}},
		{"perf stat -e cycles -- teamctl uninstall", []string{"perf stat -e cycles -- teamctl uninstall", "teamctl uninstall"}},
		{"su -c 'teamctl init' root", []string{"su -c teamctl init root", "teamctl init"}},
		{"exec teamctl uninstall", []string{"exec teamctl uninstall", "teamctl uninstall", "uninstall"}},
		{"sudo -u root teamctl uninstall", []string{"sudo -u root teamctl uninstall", "root teamctl uninstall", "teamctl uninstall", "uninstall"}},
	}
	for _, tc := range cases {
		a := Analyze(tc.cmd, Env{})
		var got []string
		for _, inv := range a.Invocations {
			s := inv.Program
			for _, x := range inv.Args {
				s += " " + x
			}
			got = append(got, s)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Analyze(%q).Invocations = %q, want %q", tc.cmd, got, tc.want)
		}
	}
}

func TestAnalyzeJudge(t *testing.T) {
	judge := func(inv Invocation) (bool, string, bool) {
		if inv.Program != "teamctl" {
			return false, "", false
		}
		if inv.Path != "teamctl" {
			return false, "not the installed teamctl", true
		}
		if len(inv.Args) > 0 && inv.Args[0] == "uninstall" {
			return false, "`teamctl uninstall` switches the guard off", true
		}
		return true, "", true
	}
	env := Env{Judge: judge}
	if a := Analyze("teamctl team show && ls", env); !a.ReadOnly {
		t.Errorf("teamctl team show: %+v", a)
	}
	a := Analyze("ls; timeout 3 teamctl uninstall", env)
	if a.ReadOnly || a.Reason != "`teamctl uninstall` switches the guard off" {
		t.Errorf("teamctl uninstall: %+v", a)
	}
	if a := Analyze("./teamctl status", env); a.ReadOnly || a.Reason != "not the installed teamctl" {
		t.Errorf("./teamctl: %+v", a)
	}
}

func TestAnalyzeTooComplex(t *testing.T) {
	for _, cmd := range []string{
		string(make([]byte, maxBytes+1)),
	} {
		a := Analyze(cmd, Env{})
		if a.ReadOnly || a.ParseError == nil {
			t.Errorf("Analyze(%d bytes) = %+v", len(cmd), a)
		}
	}
}

// TestAnalyzeModeled pins which commands count as fully modeled: the
// guard treats an unmodeled program as one that may write anything.
func TestAnalyzeModeled(t *testing.T) {
	cases := map[string]bool{
		"ls":                              true,
		"sed -i 's/a/b/' f":               true,
		"sed -i 'w .claude/x' f":          false,
		"sed 's/a/b/w out' f":             false,
		"sed -i -e 's/a/b/e' f":           false,
		"perl -pi -e 's/a/b/' f":          false,
		"sort -o out in":                  true,
		"sort --compress-program=sh -o x": false,
		"rsync -a src/ dst/":              false,
		"cp a b":                          true,
		"python3 x.py":                    false,
		"git status":                      true,
		"git commit -m x":                 false,
	}
	for cmd, want := range cases {
		a := Analyze(cmd, Env{Cwd: "/p"})
		if len(a.Invocations) == 0 {
			t.Fatalf("%q: no invocation", cmd)
		}
		if got := a.Invocations[0].Modeled; got != want {
			t.Errorf("Analyze(%q).Invocations[0].Modeled = %v, want %v", cmd, got, want)
		}
	}
}
