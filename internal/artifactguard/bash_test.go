package artifactguard

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

func bash(command string) func(map[string]any) {
	return tool("Bash", map[string]any{"command": command, "description": "x"})
}

func runBash(t *testing.T, w *hooktest.World, g *Guard, command string) hooktest.Result {
	t.Helper()
	return w.Run(g, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), bash(command)), now)
}

func TestBashTexts(t *testing.T) {
	cases := []struct {
		name    string
		files   map[string]string
		command string
		want    string
		rule    string
		has     []string
	}{
		{name: "read-only command", command: "ls -la && git status", want: "none"},
		{name: "clean commit message", command: `git commit --allow-empty -m "Fix the retry loop"`, want: "none"},
		{name: "commit message", command: `git commit --allow-empty -m "Add Spike Spiegel's tracker"`, want: "deny", rule: RuleNames,
			has: []string{`"Spike Spiegel"`, "found in git commit -m:"}},
		{name: "commit heredoc idiom", command: "git commit --allow-empty -m \"$(cat <<'EOF'\nFix retries\n\nThanks to Faye Valentine\nEOF\n)\"",
			want: "deny", rule: RuleNames, has: []string{"git commit -m (line 3)"}},
		{name: "title in a tag", command: `git tag -a v1 -m "cowboy bebop edition"`, want: "deny", rule: RuleWorkTitle},
		{name: "tag name", command: `git tag edward-release`, want: "deny", rule: RuleNames, has: []string{"git tag name"}},
		{name: "pr title", command: `gh pr create --title "Jet Black's fix" --body "details"`, want: "deny", rule: RuleNames, has: []string{"gh pr create --title"}},
		{name: "issue comment", command: `gh issue comment 12 --body "Ein found it"`, want: "deny", rule: RuleNames},
		{name: "body file in the project", files: map[string]string{"body.md": "## Summary\n\nEdward did it.\n"}, command: `gh pr create --title "Fix" --body-file body.md`,
			want: "deny", rule: RuleNames, has: []string{"body.md (line 3)"}},
		{name: "commit -F file", files: map[string]string{"msg.txt": "Fix\n\nby Edward\n"}, command: `git commit --allow-empty -F msg.txt`,
			want: "deny", rule: RuleNames, has: []string{"msg.txt (line 3)"}},
		{name: "missing body file", command: `gh pr create --title "Fix" --body-file nothere.md`, want: "none"},
		{name: "message file written outside the project and committed", command: "cat > /tmp/teamctl-msg-$$ <<'EOF'\nFix by Faye Valentine\nEOF\ngit commit --allow-empty -F /tmp/teamctl-msg-$$",
			want: "deny", rule: RuleNames},
		{name: "message file written outside the project and committed (literal path)", command: "cat > /tmp/teamctl-test-msg <<'EOF'\nFix by Faye Valentine\nEOF\ngit commit --allow-empty -F /tmp/teamctl-test-msg",
			want: "deny", rule: RuleNames, has: []string{"Faye Valentine"}},
		{name: "scratch outside the project", command: "echo 'Spike Spiegel' > /tmp/teamctl-scratch.txt", want: "none"},
		{name: "heredoc into a project file", command: "cat > notes/todo.md <<'EOF'\n- ask Jet Black\nEOF", want: "deny", rule: RuleNames, has: []string{"notes/todo.md"}},
		{name: "heredoc into CLAUDE.md", command: "cat >> CLAUDE.md <<'EOF'\n- Jet Black is the storyteller\nEOF", want: "none"},
		{name: "bash -c", command: `bash -c 'git commit --allow-empty -m "Ein"'`, want: "deny", rule: RuleNames},
		{name: "unparsable git line is scanned whole", command: `git commit -m 'Spike Spiegel`, want: "deny", rule: RuleNames, has: []string{"did not parse"}},
		{name: "unparsable other line", command: `echo 'Spike Spiegel`, want: "none"},
		{name: "name only in a read-only command", command: `grep -rn "Spike Spiegel" src/`, want: "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := world(t, "fixed-theme", bebop)
			for p, c := range tc.files {
				w.WriteFile(filepath.Join(w.Project, p), c)
			}
			expect(t, runBash(t, w, guard(), tc.command), tc.want, tc.rule, tc.has...)
		})
	}
}

// repo makes the project a git repository with one commit.
func repo(t testing.TB, w *hooktest.World) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	w.WriteFile(filepath.Join(w.Project, "README.md"), "# project\n")
	git(t, w, "init", "-q")
	git(t, w, "add", "README.md")
	git(t, w, "commit", "-q", "-m", "init")
}

func git(t testing.TB, w *hooktest.World, args ...string) {
	t.Helper()
	cmd := gitCmd(w, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func gitCmd(w *hooktest.World, args ...string) *exec.Cmd {
	return exec.Command("git", append([]string{"-C", w.Project, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
}

func TestCommitScansWhatItCommits(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(w *hooktest.World)
		command string
		want    string
		rule    string
		has     []string
		stderr  string
	}{
		{name: "clean staged change", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "src/app.go"), "package app\n")
			git(t, w, "add", "src/app.go")
		}, command: `git commit -m "Add app"`, want: "none"},
		{name: "staged line", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "src/app.go"), "package app\n\n// tuned by Jet Black\nvar x = 1\n")
			git(t, w, "add", "src/app.go")
		}, command: `git commit -m "Add app"`, want: "deny", rule: RuleNames, has: []string{"staged file src/app.go:3", "// tuned by Jet Black"}},
		{name: "staged change to an existing file", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "README.md"), "# project\n\nmore\nby Ein\n")
			git(t, w, "add", "README.md")
		}, command: `git commit -m "Docs"`, want: "deny", rule: RuleNames, has: []string{"staged file README.md:4"}},
		{name: "removed lines do not count", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "old.md"), "Ein\n")
			git(t, w, "add", "old.md")
			git(t, w, "commit", "-q", "-m", "old")
			w.WriteFile(filepath.Join(w.Project, "old.md"), "gone\n")
			git(t, w, "add", "old.md")
		}, command: `git commit -m "Clean up"`, want: "none"},
		{name: "staged exempt file", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "CLAUDE.md"), "Spike Spiegel leads\n")
			w.WriteFile(filepath.Join(w.Project, "docs/specs/agentic/teams/cast.md"), "Jet Black\n")
			git(t, w, "add", ".")
		}, command: `git commit -m "Team docs"`, want: "none"},
		{name: "staged file named after a character", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "src/ein.go"), "package src\n")
			git(t, w, "add", ".")
		}, command: `git commit -m "Add"`, want: "deny", rule: RuleNames, has: []string{`the name of a file the commit adds: "src/ein.go"`}},
		{name: "rename to a character name", setup: func(w *hooktest.World) {
			git(t, w, "mv", "README.md", "EDWARD.md")
		}, command: `git commit -m "Rename"`, want: "deny", rule: RuleNames, has: []string{"EDWARD.md"}},
		{name: "unstaged change not committed", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "README.md"), "# project\nEin\n")
		}, command: `git commit --allow-empty -m "Nothing"`, want: "none"},
		{name: "commit -a takes unstaged changes", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "README.md"), "# project\nEin\n")
		}, command: `git commit -am "Docs"`, want: "deny", rule: RuleNames, has: []string{"unstaged file README.md:2"}},
		{name: "add and commit in one line", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, "notes.txt"), "first\nFaye Valentine\n")
		}, command: `git add -A && git commit -m "Notes"`, want: "deny", rule: RuleNames, has: []string{"untracked file notes.txt:2"}},
		{name: "ignored files are not added", setup: func(w *hooktest.World) {
			w.WriteFile(filepath.Join(w.Project, ".gitignore"), "scratch/\n")
			git(t, w, "add", ".gitignore")
			git(t, w, "commit", "-q", "-m", "ignore")
			w.WriteFile(filepath.Join(w.Project, "scratch/notes.txt"), "Faye Valentine\n")
		}, command: `git add -A && git commit -m "Notes"`, want: "none"},
		{name: "not a repository", setup: func(w *hooktest.World) {
			os.RemoveAll(filepath.Join(w.Project, ".git"))
		}, command: `git commit -m "x"`, want: "none", stderr: "not in a git work tree"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := world(t, "fixed-theme", bebop)
			repo(t, w)
			tc.setup(w)
			r := runBash(t, w, guard(), tc.command)
			expect(t, r, tc.want, tc.rule, tc.has...)
			if tc.stderr != "" && !strings.Contains(r.Stderr, tc.stderr) {
				t.Errorf("stderr lacks %q: %q", tc.stderr, r.Stderr)
			}
		})
	}
}

func TestStagedScanIsBounded(t *testing.T) {
	w := world(t, "fixed-theme", bebop)
	repo(t, w)
	w.WriteFile(filepath.Join(w.Project, "big.txt"), strings.Repeat("plain line of text\n", 1000)+"Ein\n")
	git(t, w, "add", "big.txt")

	r := runBash(t, w, &Guard{Proc: hooktest.Proc{}, MaxDiffBytes: 4 << 10, DiffTimeout: 10 * time.Second}, `git commit -m "big"`)
	expect(t, r, "none", "")
	if !strings.Contains(r.Stderr, "scanned the first") {
		t.Errorf("the cap was not reported: %q", r.Stderr)
	}
	r = runBash(t, w, &Guard{Proc: hooktest.Proc{}, MaxDiffBytes: 1 << 20, DiffTimeout: time.Nanosecond}, `git commit -m "big"`)
	expect(t, r, "none", "")
	if !strings.Contains(r.Stderr, "took longer than") {
		t.Errorf("the timeout was not reported: %q", r.Stderr)
	}
	expect(t, runBash(t, w, guard(), `git commit -m "big"`), "deny", RuleNames, "staged file big.txt:1001")
}

func TestStagesWorkTree(t *testing.T) {
	cases := map[string]bool{
		`git commit -m "x"`:                        false,
		`git commit -m "x" --amend`:                false,
		`git commit --message=x -S`:                false,
		`git commit -F msg.txt`:                    false,
		`git -C sub commit -m x`:                   false,
		`git commit -am "x"`:                       true,
		`git commit -a -m x`:                       true,
		`git commit --all -m x`:                    true,
		`git commit -m x src/app.go`:               true,
		`git commit -m x -- src/app.go`:            true,
		`git commit -m x --`:                       false,
		`git commit -i -m x a.go`:                  true,
		`git commit --only -m x a.go`:              true,
		`git commit --pathspec-from-file=list.txt`: true,
		`git add . && git commit -m x`:             true,
		`git -C . add -A; git commit -m x`:         true,
		`git rm old.go && git commit -m x`:         true,
		`git status && git commit -m "$(cat m)"`:   false,
		`/usr/bin/git commit -m x file`:            true,
		`echo git add`:                             false,
		`env GIT_TRACE=1 git add x && git commit`:  true,
		`command git commit -am x`:                 true,
		`git commit -m 'unterminated`:              false,
	}
	for cmd, want := range cases {
		if got := stagesWorkTree(cmd); got != want {
			t.Errorf("stagesWorkTree(%q) = %v, want %v", cmd, got, want)
		}
	}
}
