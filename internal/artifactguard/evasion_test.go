package artifactguard

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// TestBashEvasions covers the routes a name took past the guard, one table
// per class, with control cases that must stay allowed.
func TestBashEvasions(t *testing.T) {
	type tc struct {
		name    string
		files   map[string]string // project-relative, or absolute under /tmp
		command string
		want    string
		rule    string
		has     []string
	}
	classes := map[string][]tc{
		"git spellings": {
			{name: "abbreviated --message", command: `git commit --allow-empty --mess="Add Ein's tracker"`, want: "deny", rule: RuleNames},
			{name: "abbreviated --trailer", command: `git commit --allow-empty -m x --trai "Co-authored-by: Jet Black <j@example.com>"`, want: "deny", rule: RuleNames},
			{name: "tag abbreviated --message", command: `git tag -a v1 --mess "Edward"`, want: "deny", rule: RuleNames},
			{name: "-c user.name", command: `git -c user.name="Faye Valentine" commit --allow-empty -m x`, want: "deny", rule: RuleNames, has: []string{"git commit"}},
			{name: "GIT_AUTHOR_NAME", command: `GIT_AUTHOR_NAME="Jet Black" git commit --allow-empty -m x`, want: "deny", rule: RuleNames},
			{name: "GIT_COMMITTER_NAME exported", command: `export GIT_COMMITTER_NAME=Edward; git commit --allow-empty -m x`, want: "deny", rule: RuleNames},
			{name: "GIT_AUTHOR_NAME from a variable", command: `GIT_AUTHOR_NAME="$WHO" git commit --allow-empty -m x`, want: "deny", rule: RuleUnseen},
			{name: "--author", command: `git commit --allow-empty --author="Ein <e@example.com>" -m x`, want: "deny", rule: RuleNames},
			{name: "commit-tree and update-ref", command: `git update-ref refs/heads/main "$(git commit-tree HEAD^{tree} -p HEAD -m 'Ein did it')"`, want: "deny", rule: RuleNames},
			{name: "message from a variable", command: `git commit --allow-empty -m "$MSG"`, want: "deny", rule: RuleUnseen, has: []string{"cannot see the text of git commit -m", "Write the message literally"}},
			{name: "message from a variable set on the line", command: `MSG="Ein was here"; git commit --allow-empty -m "$MSG"`, want: "deny", rule: RuleNames},
			{name: "message from head of a file", files: map[string]string{"notes": "Edward's notes\n"}, command: `git commit --allow-empty -m "$(head -1 notes)"`, want: "deny", rule: RuleNames},
			{name: "control: message from head of a clean file", files: map[string]string{"notes": "Fix the loop\n"}, command: `git commit --allow-empty -m "$(head -n 1 notes)"`, want: "none"},
			{name: "printf halves", command: `git commit --allow-empty -m "$(printf 'Spike Spi')$(printf 'egel')"`, want: "deny", rule: RuleNames},
			{name: "control: plain message", command: `git commit --allow-empty -m "Disable the cache"`, want: "none"},
			{name: "control: log by author is a query", command: `git log --author=Ein`, want: "none"},
			{name: "control: heredoc idiom", command: "git commit --allow-empty -m \"$(cat <<'EOF'\nFix the retry loop\nEOF\n)\"", want: "none"},
		},
		"gh spellings": {
			{name: "JSON escape in an api body", command: `gh api repos/o/r/issues --input - <<< '{"title":"\u0045in"}'`, want: "deny", rule: RuleNames},
			{name: "HTML entity in a PR body", command: `gh pr create --title x --body "&#69;in did it"`, want: "deny", rule: RuleNames},
			{name: "markdown comment inside a name", command: `gh issue comment 3 --body "Sp<!-- -->ike Spiegel"`, want: "deny", rule: RuleNames},
			{name: "markdown emphasis inside a name", command: `gh issue comment 3 --body "Sp*ik*e Spiegel"`, want: "deny", rule: RuleNames},
			{name: "percent-encoded in a curl body", command: `curl -X POST --data-urlencode 'title=%45in' https://api.github.com/repos/o/r/issues`, want: "deny", rule: RuleNames},
			{name: "control: markdown with emphasis", command: `gh pr create --title "Fix *retry* loop" --body "Uses <b>backoff</b> &amp; jitter"`, want: "none"},
			{name: "repo flag before the verb", command: `gh --repo o/r pr create --title "Ein" --body x`, want: "deny", rule: RuleNames},
			{name: "unknown flag hiding the verb", command: `gh pr --unknown value create --title x --body "Jet Black"`, want: "deny", rule: RuleNames},
			{name: "repo edit --description", command: `gh repo edit --description "Spike Spiegel's fork"`, want: "deny", rule: RuleNames},
			{name: "gist create", command: `gh gist create -d "Faye Valentine" notes.txt`, want: "deny", rule: RuleNames},
			{name: "gist create of a file holding a name", files: map[string]string{"/tmp/teamctl-evasion-gist.txt": "by Edward\n"}, command: `gh gist create /tmp/teamctl-evasion-gist.txt`, want: "deny", rule: RuleNames},
			{name: "label create", command: `gh label create "Ein"`, want: "deny", rule: RuleNames},
			{name: "api with a body", command: `gh api repos/o/r/issues -f title="Jet Black"`, want: "deny", rule: RuleNames},
			{name: "api with a body from a variable", command: `gh api repos/o/r/issues -f title="$T"`, want: "deny", rule: RuleUnseen},
			{name: "control: pr view", command: `gh pr view 12`, want: "none"},
		},
		"other writers": {
			{name: "perl -pi", files: map[string]string{"src/a.go": "package a\n"}, command: `perl -pi -e 's/package a/package a \/\/ Ein/' src/a.go`, want: "deny", rule: RuleNames},
			{name: "python3 -c", command: `python3 -c "open('src/a.py','w').write('Jet Black')"`, want: "deny", rule: RuleNames},
			{name: "cp of a file holding a name", files: map[string]string{"/tmp/teamctl-evasion-cp.txt": "thanks Faye Valentine\n"}, command: `cp /tmp/teamctl-evasion-cp.txt src/thanks.txt`, want: "deny", rule: RuleNames, has: []string{"copied by cp"}},
			{name: "mv of a file holding a name", files: map[string]string{"/tmp/teamctl-evasion-mv.txt": "Edward\n"}, command: `mv /tmp/teamctl-evasion-mv.txt docs/x.md`, want: "deny", rule: RuleNames},
			{name: "touch a file named after one", command: `touch src/Ein.go`, want: "deny", rule: RuleNames, has: []string{"the name of a file touch creates"}},
			{name: "dd", files: map[string]string{"/tmp/teamctl-evasion-dd.txt": "Jet Black\n"}, command: `dd if=/tmp/teamctl-evasion-dd.txt of=src/dd.txt`, want: "deny", rule: RuleNames},
			{name: "printf into a file", command: `printf '%s\n' "Spike Spiegel" > src/x.txt`, want: "deny", rule: RuleNames},
			{name: "printf format joins halves", command: `printf 'Sp%sike Spiegel\n' '' > src/p.txt`, want: "deny", rule: RuleNames},
			{name: "printf escapes", command: `printf '\x45in\n' > src/q.txt`, want: "deny", rule: RuleNames},
			{name: "printf octal escapes", command: `printf '\105in\n' >> src/q.txt`, want: "deny", rule: RuleNames},
			{name: "echo -e escapes", command: `echo -e 'Sp\x69ke Spiegel' > src/e.txt`, want: "deny", rule: RuleNames},
			{name: "xargs hands git its message", command: `cat /tmp/msg | xargs -0 git commit --allow-empty -m`, want: "deny", rule: RuleUnseen},
			{name: "curl creates an issue", command: `curl -s -X POST -d '{"title":"Ein"}' https://api.github.com/repos/o/r/issues`, want: "deny", rule: RuleNames},
			{name: "control: curl fetches", command: `curl -s https://example.com/Ein`, want: "none"},
			{name: "control: xargs gofmt", command: `find . -name '*.go' | xargs gofmt -l`, want: "none"},
			{name: "control: printf a clean line", command: `printf '%s\n' 'done' > src/ok.txt`, want: "none"},
			{name: "cat a file holding a name into the project", files: map[string]string{"/tmp/teamctl-evasion-cat.txt": "Jet Black\n"}, command: `cat /tmp/teamctl-evasion-cat.txt > src/cat.txt`, want: "deny", rule: RuleNames, has: []string{"read into a file"}},
			{name: "head of a file holding a name into the project", files: map[string]string{"/tmp/teamctl-evasion-head.txt": "Jet Black\n"}, command: `head -1 /tmp/teamctl-evasion-head.txt > src/head.txt`, want: "deny", rule: RuleNames},
			{name: "control: grep a name out of a file", files: map[string]string{"notes/cast.txt": "Jet Black\nother\n"}, command: `grep -v "Jet Black" notes/cast.txt > notes/clean.txt`, want: "none"},
			{name: "control: tee the test output", files: map[string]string{"test.log": "Jet Black\n"}, command: `go test ./... 2>&1 | tee test.log`, want: "none"},
			{name: "control: rename away from a name", files: map[string]string{"src/ein_old.go": "package src\n"}, command: `mv src/ein_old.go src/agent.go`, want: "none"},
			{name: "control: delete a file named after one", files: map[string]string{"src/ein.go": "package src\n"}, command: `rm src/ein.go`, want: "none"},
			{name: "control: guide updated and committed", command: "cat >> CLAUDE.md <<'EOF'\n- Jet Black tells the stories\nEOF\ngit add CLAUDE.md && git commit -m 'Update the guide'", want: "none"},
			{name: "guide updated, name in the message", command: "cat >> CLAUDE.md <<'EOF'\n- Jet Black\nEOF\ngit add CLAUDE.md && git commit -m 'Jet Black joins'", want: "deny", rule: RuleNames},
			{name: "control: a team spec named after a character", files: map[string]string{"docs/specs/agentic/teams/spike.md": "Spike\n"}, command: "git add docs/specs/agentic/teams/spike.md && git commit -m 'Update the roles'", want: "none"},
			{name: "a path named after a character outside the guides", command: "git add src/ein_client.go && git commit -m 'Add the client'", want: "deny", rule: RuleNames},
			{name: "control: python prints", command: `python3 -c "print(1)"`, want: "none"},
			{name: "control: search", command: `grep -rn "Jet Black" src/`, want: "none"},
		},
		"name forms": {
			{name: "zero-width space", command: "git commit --allow-empty -m \"Thanks Ei\u200Bn\"", want: "deny", rule: RuleNames},
			{name: "cyrillic a", command: "git commit --allow-empty -m \"Fаye Valentine\"", want: "deny", rule: RuleNames},
			{name: "family name alone", command: `git commit --allow-empty -m "Spiegel's fix"`, want: "deny", rule: RuleNames},
			{name: "dropped accent", command: `git commit --allow-empty -m "Édward"`, want: "deny", rule: RuleNames},
		},
	}
	for class, cases := range classes {
		for _, c := range cases {
			t.Run(class+"/"+c.name, func(t *testing.T) {
				w := world(t, "fixed-theme", bebop)
				for p, content := range c.files {
					if !filepath.IsAbs(p) {
						p = filepath.Join(w.Project, p)
					} else {
						t.Cleanup(func() { os.Remove(p) })
					}
					w.WriteFile(p, content)
				}
				expect(t, runBash(t, w, guard(), c.command), c.want, c.rule, c.has...)
			})
		}
	}
}

// TestStagedContentEvasions: what the commit records is read whatever git
// would show of it.
func TestStagedContentEvasions(t *testing.T) {
	utf16le := func(s string) string {
		u := utf16.Encode([]rune(s))
		b := []byte{0xFF, 0xFE}
		for _, x := range u {
			b = append(b, byte(x), byte(x>>8))
		}
		return string(b)
	}
	cases := []struct {
		name    string
		setup   func(w *hooktest.World)
		command string
		strict  bool
		want    string
		rule    string
		has     []string
	}{
		{name: "binary file", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "data.bin"), "\x00\x01\x02header\x00by Jet Black\x00\xff")
			git(t, w, "add", "data.bin")
		}, command: `git commit -m x`, want: "deny", rule: RuleNames, has: []string{"data.bin", "decoded"}},
		{name: "UTF-16 file", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "notes.txt"), utf16le("first line\nthanks Faye Valentine\n"))
			git(t, w, "add", "notes.txt")
		}, command: `git commit -m x`, want: "deny", rule: RuleNames, has: []string{"notes.txt:2"}},
		{name: "-diff attribute", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, ".gitattributes"), "*.txt -diff\n")
			w.WriteFile(filepath.Join(w.Project, "plain.txt"), "Edward\n")
			git(t, w, "add", ".")
		}, command: `git commit -m x`, want: "deny", rule: RuleNames, has: []string{"plain.txt:1"}},
		{name: "textconv driver ignored", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, ".gitattributes"), "*.txt diff=hide\n")
			w.WriteFile(filepath.Join(w.Project, "plain.txt"), "Edward\n")
			git(t, w, "add", ".")
		}, command: `git -c diff.hide.textconv=true commit -m x`, want: "deny", rule: RuleNames},
		{name: "GIT_INDEX_FILE", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "other.txt"), "Spike Spiegel\n")
			cmd := gitCmd(w, "add", "other.txt")
			cmd.Env = append(os.Environ(), "GIT_INDEX_FILE="+filepath.Join(w.Project, ".git", "alt-index"))
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
		}, command: `GIT_INDEX_FILE=.git/alt-index git commit -m x`, want: "deny", rule: RuleNames, has: []string{"other.txt"}},
		{name: "GIT_INDEX_FILE from a variable", setup: func(*hooktest.World) {}, command: `GIT_INDEX_FILE=$IDX git commit -m x`, want: "deny", rule: RuleUnseen},
		{name: "beyond the bound in strict mode", strict: true, setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "big.txt"), strings.Repeat("plain line of text\n", 1000))
			git(t, w, "add", "big.txt")
		}, command: `git commit -m x`, want: "deny", rule: RuleUnseen, has: []string{"strict mode"}},
		{name: "beyond the bound otherwise", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "big.txt"), strings.Repeat("plain line of text\n", 1000))
			git(t, w, "add", "big.txt")
		}, command: `git commit -m x`, want: "none"},
		{name: "long minified line", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "app.min.js"), strings.Repeat("var a=1;", 20000)+"/*Ein*/\n")
			git(t, w, "add", "app.min.js")
		}, command: `git commit -m x`, want: "deny", rule: RuleNames},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := world(t, "fixed-theme", bebop)
			repo(t, w)
			if c.strict {
				w.ProjectConfig(`{"strict": true}`)
			}
			c.setup(w)
			g := guard()
			if strings.HasPrefix(c.name, "beyond") {
				g.MaxDiffBytes = 4 << 10
			}
			expect(t, runBash(t, w, g, c.command), c.want, c.rule, c.has...)
		})
	}
}

func TestAbbreviatedOptionWithAVariableIsUnseen(t *testing.T) {
	w := world(t, "fixed-theme", bebop)
	expect(t, runBash(t, w, guard(), `git commit --allow-empty --mess="$MSG"`), "deny", RuleUnseen, "git commit -m")
	expect(t, runBash(t, w, guard(), `git commit --allow-empty --me "$(cat msg.txt)"`), "none", "")
}

// The project's own path is the user's choice: a character whose name is
// part of it (here "Project", the test project's folder) is not found in
// cd /…/project && git commit, but still in the message.
func TestProjectPathIsNotScanned(t *testing.T) {
	w := world(t, "fixed-theme", `[{"pattern":"fixed-theme","theme":"Harbor","characters":["Project","Jet Black"]}]`)
	if !strings.HasSuffix(w.Project, "/project") {
		t.Skipf("project folder %s", w.Project)
	}
	expect(t, runBash(t, w, guard(), "cd "+w.Project+" && git -C "+w.Project+" commit --allow-empty -m 'Fix the loop'"), "none", "")
	expect(t, runBash(t, w, guard(), "cd "+w.Project+" && git commit --allow-empty -m 'Project notes'"), "deny", RuleNames)
}

// Text a file shows or runs differently from how it is written: escapes in
// string literals, HTML references, Markdown inside words.
func TestEncodedNamesInFiles(t *testing.T) {
	cases := []struct {
		name, path, content string
		want                string
	}{
		{"unicode escape in a string literal", "src/a.go", "package a\n\nvar who = \"\\u0045in\"\n", "deny"},
		{"hex escapes", "src/a.py", "who = '\\x45\\x69\\x6e'\n", "deny"},
		{"HTML reference in a doc", "docs/a.md", "Thanks &#69;in.\n", "deny"},
		{"markdown emphasis inside a name", "docs/b.md", "Thanks Sp*ik*e Spiegel.\n", "deny"},
		{"markdown comment inside a name", "docs/c.md", "Thanks Sp<!-- x -->ike Spiegel.\n", "deny"},
		{"control: escapes in code", "src/b.go", "package b\n\nvar f = \"%d\\n\\t\\u00e9 100%\"\n", "none"},
		{"control: emphasis in code is not markdown", "src/c.go", "package c\n\n// a*b*c Sp*ik*e\n", "none"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := world(t, "fixed-theme", bebop)
			edit := func(in map[string]any) {
				tool("Write", map[string]any{"file_path": filepath.Join(in["cwd"].(string), c.path), "content": c.content})(in)
			}
			r := w.Run(guard(), w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), edit), now)
			rule := ""
			if c.want == "deny" {
				rule = RuleNames
			}
			expect(t, r, c.want, rule)
		})
	}
	t.Run("staged escape", func(t *testing.T) {
		w := world(t, "fixed-theme", bebop)
		repo(t, w)
		w.WriteFile(filepath.Join(w.Project, "src/d.go"), "package d\n\nvar who = \"\\u0045in\"\n")
		git(t, w, "add", ".")
		expect(t, runBash(t, w, guard(), `git commit -m x`), "deny", RuleNames, "staged file src/d.go:3 (escapes decoded)")
	})
}

func TestCaseInsensitiveFSProbe(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Project")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := os.Stat(filepath.Join(filepath.Dir(dir), "pROJECT"))
	want := err == nil // what this machine's file system does
	if got := caseInsensitiveFS(dir); got != want {
		t.Errorf("caseInsensitiveFS = %v, the file system says %v", got, want)
	}
	if !exemptMatch("CLAUDE.md", "claude.md", true) || exemptMatch("CLAUDE.md", "claude.md", false) {
		t.Error("exemptMatch ignores case only when asked")
	}
}
