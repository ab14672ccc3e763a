package teamrules

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/rulestate"
	"github.com/teamctl/teamctl/internal/teamstate"
	"github.com/tidwall/gjson"
)

var now = time.Date(2026, 11, 21, 18, 40, 0, 0, time.UTC)

const t2Team = "session-716ec9d0"

func handler(dirty bool) *Handler {
	return &Handler{Proc: hooktest.Proc{}, GitDirty: func(string) bool { return dirty }}
}

// as turns alice's captured in-process call into another member's.
func as(member string) func(map[string]any) {
	return func(in map[string]any) {
		if member == "" { // the leader's main thread
			delete(in, "agent_id")
			delete(in, "agent_type")
			return
		}
		in["agent_id"], in["agent_type"] = "a"+member+"-0123456789abcdef", member
	}
}

// call is a captured in-process call of member (or the leader) with the
// tool and input replaced.
func call(w *hooktest.World, event, member, tool string, input map[string]any) []byte {
	key := "inproc_teammate_PreToolUse_Write"
	if event == "PostToolUse" {
		key = "inproc_teammate_PostToolUse_SendMessage"
	}
	return w.Payload(hooktest.Load(w.T, key), func(in map[string]any) {
		as(member)(in)
		in["tool_name"], in["tool_input"] = tool, input
		if event == "PostToolUse" {
			in["tool_response"] = map[string]any{"success": true}
		}
	})
}

func rulesDir(w *hooktest.World) string {
	w.T.Helper()
	tm, err := claudefs.ReadTeam(filepath.Join(w.Config, "teams", t2Team))
	if err != nil {
		w.T.Fatal(err)
	}
	dir, err := rulestate.Dir(w.State, tm)
	if err != nil {
		w.T.Fatal(err)
	}
	return dir
}

func linkHistory(w *hooktest.World) {
	w.T.Helper()
	err := teamstate.Update(w.State, w.Key(t2Team), now, func(r *teamstate.Record) error {
		r.Characters = &teamstate.Characters{Theme: "Cowboy Bebop", Names: []string{"Spike", "Jet", "Faye", "Ed"}}
		return nil
	})
	if err != nil {
		w.T.Fatal(err)
	}
}

func spawnInput(name string) map[string]any {
	in := map[string]any{"description": "a task", "prompt": "SCN do the work"}
	if name != "" {
		in["name"] = name
	}
	return in
}

func TestSpawnGuard(t *testing.T) {
	cases := []struct {
		name    string
		pattern string
		members []string // teammates beyond alice and bob
		history bool
		caller  string
		input   map[string]any
		setup   func(w *hooktest.World)
		want    string
		rule    string
		has     []string
	}{
		{name: "plain subagent is not a spawn", pattern: "fixed-theme", input: spawnInput(""), want: "none"},
		{name: "no pattern", pattern: "", history: true, input: spawnInput("carol"), want: "deny", rule: RuleSpawnPattern,
			has: []string{"teamctl pattern set", `"carol"`, t2Team}},
		{name: "no history linked", pattern: "fixed-theme", input: spawnInput("carol"), want: "deny", rule: RuleSpawnHistory,
			has: []string{"teamctl history add --pattern fixed-theme --theme '<work title>' --characters", "then spawn again"}},
		{name: "no history linked, mixed-genius", pattern: "mixed-genius", input: spawnInput("carol"), want: "deny", rule: RuleSpawnHistory,
			has: []string{"teamctl history add --pattern mixed-genius --member 'Name:Work:role'"}},
		{name: "fixed-theme: fifth member allowed", pattern: "fixed-theme", history: true, members: []string{"carol", "dave"}, input: spawnInput("erin"), want: "update"},
		{name: "fixed-theme: sixth member denied", pattern: "fixed-theme", history: true, members: []string{"carol", "dave", "erin"}, input: spawnInput("fay"),
			want: "deny", rule: RuleSpawnMax, has: []string{"already has 5 members besides the leader", "4–6 people, leader included", "at most 5 spawned members"}},
		{name: "mixed-genius: third member denied", pattern: "mixed-genius", history: true, input: spawnInput("carol"),
			want: "deny", rule: RuleSpawnMax, has: []string{"(alice, bob)", "2–3 people", "at most 2 spawned members"}},
		{name: "a member's Agent call is not the leader's", pattern: "fixed-theme", caller: "alice", input: spawnInput("carol"), want: "none"},
		{name: "switched off", pattern: "fixed-theme", input: spawnInput("carol"), want: "none",
			setup: func(w *hooktest.World) {
				w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"spawn_guard":false}}`)
			}},
		{name: "rules already in the prompt", pattern: "fixed-theme", history: true,
			input: map[string]any{"description": "d", "prompt": "work\n\n" + rulesMarker + " ...", "name": "carol"}, want: "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := hooktest.New(t)
			w.T2WithMembers(tc.pattern, tc.members...)
			if tc.history {
				linkHistory(w)
			}
			if tc.setup != nil {
				tc.setup(w)
			}
			r := w.Run(handler(false), call(w, "PreToolUse", tc.caller, "Agent", tc.input), now)
			hooktest.Expect(t, r, "team-rules", tc.want, tc.rule, tc.has...)
			if tc.want == "update" {
				prompt := gjson.Get(r.UpdatedInput, "prompt").String()
				for _, s := range []string{"SCN do the work\n\n" + rulesMarker, `SendMessage {to: "team-lead"`, "full report text", "No character names",
					"do not edit files another member owns", "git stash", "You are erin"} {
					if !strings.Contains(prompt, s) {
						t.Errorf("prompt lacks %q:\n%s", s, prompt)
					}
				}
				if gjson.Get(r.UpdatedInput, "name").String() != "erin" || gjson.Get(r.UpdatedInput, "description").String() != "a task" {
					t.Errorf("updated input lost fields: %s", r.UpdatedInput)
				}
			}
		})
	}
}

func TestFileOwnership(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	file := filepath.Join(w.Project, "parser.go")
	write := func(member string) map[string]any {
		return map[string]any{"file_path": file, "content": "package p // " + member + "\n"}
	}

	// alice edits first and owns the file.
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "alice", "Write", write("alice")), now), "team-rules", "none", "")
	hooktest.Expect(t, w.Run(handler(false), call(w, "PostToolUse", "alice", "Write", write("alice")), now), "team-rules", "none", "")
	owners, err := rulestate.LoadOwners(rulesDir(w))
	if err != nil || owners[file].Member != "alice" || !owners[file].Since.Equal(now) || owners[file].Tool != "Write" {
		t.Fatalf("owners = %+v, %v", owners, err)
	}
	// alice may go on; bob may not, by any edit tool or a Bash write.
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "alice", "Edit", map[string]any{"file_path": file, "old_string": "a", "new_string": "b"}), now), "team-rules", "none", "")
	for _, tc := range []struct {
		tool  string
		input map[string]any
	}{
		{"Write", write("bob")},
		{"Edit", map[string]any{"file_path": file, "old_string": "a", "new_string": "b"}},
		{"MultiEdit", map[string]any{"file_path": file, "edits": []any{}}},
		{"Bash", map[string]any{"command": "echo x >> parser.go"}},
		{"Bash", map[string]any{"command": "sed -i 's/a/b/' " + file}},
		{"Bash", map[string]any{"command": "cd /tmp && bash -c 'cp other.go " + file + "'"}},
	} {
		r := w.Run(handler(false), call(w, "PreToolUse", "bob", tc.tool, tc.input), now)
		hooktest.Expect(t, r, "team-rules", "deny", RuleOwnership, "teammate bob", "parser.go", "teammate alice owns it", "SendMessage", "teamctl files release parser.go")
	}
	// A Bash write elsewhere, a read, the leader: no opinion.
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "bob", "Bash", map[string]any{"command": "cat parser.go > /tmp/copy"}), now), "team-rules", "none", "")
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "", "Write", write("lead")), now), "team-rules", "none", "")

	// bob's edit that raced in anyway is told after the fact.
	r := w.Run(handler(false), call(w, "PostToolUse", "bob", "Write", write("bob")), now)
	if r.Decision != "context" || !strings.Contains(r.Context, "parser.go (owned by alice)") {
		t.Fatalf("racing edit not told: %+v", r)
	}

	// alice completing her task frees her files.
	hooktest.Expect(t, w.Run(handler(false), call(w, "PostToolUse", "alice", "TaskUpdate", map[string]any{"taskId": "1", "status": "completed"}), now), "team-rules", "none", "")
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "bob", "Write", write("bob")), now), "team-rules", "none", "")

	// The leader's documents belong to nobody.
	dash := filepath.Join(w.Project, "docs", "dashboard.md")
	w.Run(handler(false), call(w, "PostToolUse", "alice", "Write", map[string]any{"file_path": dash, "content": "x"}), now)
	if owners, _ := rulestate.LoadOwners(rulesDir(w)); owners[dash].Member != "" {
		t.Fatalf("dashboard.md owned: %+v", owners[dash])
	}

	// Files outside the project (the shared tree) belong to nobody.
	outside := filepath.Join(w.Root, "scratch.txt")
	w.Run(handler(false), call(w, "PostToolUse", "alice", "Write", map[string]any{"file_path": outside, "content": "x"}), now)
	if owners, _ := rulestate.LoadOwners(rulesDir(w)); owners[outside].Member != "" {
		t.Fatalf("a file outside the project owned: %+v", owners[outside])
	}

	// Switched off: no checks, no records.
	w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"file_ownership":false}}`)
	other := filepath.Join(w.Project, "lexer.go")
	w.Run(handler(false), call(w, "PostToolUse", "alice", "Write", map[string]any{"file_path": other, "content": "x"}), now)
	if owners, _ := rulestate.LoadOwners(rulesDir(w)); owners[other].Member != "" {
		t.Fatalf("recorded while off: %+v", owners)
	}
}

// Two members claim one file at the same moment, 100 times: each round
// exactly one of them owns it, and the record never names anyone else.
func TestOwnershipRace(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	dir := rulesDir(w)
	for round := 0; round < 100; round++ {
		file := filepath.Join(w.Project, fmt.Sprintf("f%d.go", round))
		var wg sync.WaitGroup
		won := make([]bool, 2)
		errs := make([]error, 2)
		start := make(chan struct{})
		for i, m := range []string{"alice", "bob"} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, won[i], errs[i] = rulestate.Claim(dir, file, m, "Write", now)
			}()
		}
		close(start)
		wg.Wait()
		if errs[0] != nil || errs[1] != nil {
			t.Fatal(errs)
		}
		if won[0] == won[1] {
			t.Fatalf("round %d: alice won %v, bob won %v", round, won[0], won[1])
		}
		owners, err := rulestate.LoadOwners(dir)
		if err != nil {
			t.Fatal(err)
		}
		winner := map[bool]string{true: "alice", false: "bob"}[won[0]]
		if owners[file].Member != winner {
			t.Fatalf("round %d: owner %q, winner %q", round, owners[file].Member, winner)
		}
	}
}

// The race through the hook: two members' PostToolUse for one file at
// once, then both try again: exactly one is denied.
func TestOwnershipRaceThroughTheHook(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	for round := 0; round < 20; round++ {
		file := filepath.Join(w.Project, fmt.Sprintf("h%d.go", round))
		in := map[string]any{"file_path": file, "content": "x"}
		payloads := [][]byte{call(w, "PostToolUse", "alice", "Write", in), call(w, "PostToolUse", "bob", "Write", in)}
		var wg sync.WaitGroup
		for _, p := range payloads {
			wg.Add(1)
			go func() { defer wg.Done(); w.Run(handler(false), p, now) }()
		}
		wg.Wait()
		denied := 0
		for _, m := range []string{"alice", "bob"} {
			if r := w.Run(handler(false), call(w, "PreToolUse", m, "Write", in), now); r.Decision == "deny" {
				denied++
			}
		}
		if denied != 1 {
			t.Fatalf("round %d: %d members denied, want exactly 1", round, denied)
		}
	}
}

func TestSharedTree(t *testing.T) {
	cases := []struct {
		name    string
		command string
		active  bool // bob used a tool a minute ago
		dirty   bool
		own     string // a file alice owns
		want    string
		has     []string
	}{
		{name: "stash while bob is active", command: "git stash", active: true, want: "deny", has: []string{"`git stash`", "bob", "git worktree add"}},
		{name: "stash -u", command: "git stash push -u -m wip", active: true, want: "deny"},
		{name: "stash list is a query", command: "git stash list", active: true, want: "none"},
		{name: "stash alone in the tree", command: "git stash", active: false, want: "none"},
		{name: "reset --hard", command: "git reset --hard HEAD~1", active: true, want: "deny"},
		{name: "checkout -- .", command: "git checkout -- .", active: true, want: "deny", has: []string{`"."`, "do not own"}},
		{name: "checkout -- own file", command: "git checkout -- mine.go", own: "mine.go", active: true, want: "none"},
		{name: "restore another's file", command: "git restore theirs.go", active: true, want: "deny", has: []string{"theirs.go"}},
		{name: "restore own file", command: "git restore --staged mine.go", own: "mine.go", active: true, want: "none"},
		{name: "clean -fd", command: "git clean -fd", active: true, want: "deny"},
		{name: "clean -n", command: "git clean -nd", active: true, want: "none"},
		{name: "switch", command: "git switch main", active: true, want: "deny"},
		{name: "checkout a branch", command: "git checkout feature", active: true, want: "deny"},
		{name: "checkout -b", command: "git checkout -b topic", active: true, want: "deny"},
		{name: "rebase", command: "git rebase main", active: true, want: "deny"},
		{name: "merge, dirty tree", command: "git merge topic", active: true, dirty: true, want: "deny", has: []string{"uncommitted"}},
		{name: "merge, clean tree", command: "git merge topic", active: true, want: "none"},
		{name: "hidden in a list", command: "make build && git stash && make test", active: true, want: "deny"},
		{name: "hidden in bash -c", command: "bash -c 'git reset --hard'", active: true, want: "deny"},
		{name: "wrapped", command: "env GIT_PAGER=cat git -c color.ui=never stash", active: true, want: "deny"},
		{name: "another repository", command: "git -C /tmp/other stash", active: true, want: "none"},
		{name: "git status", command: "git status && git diff", active: true, want: "none"},
		{name: "text, not a command", command: "echo 'git stash'", active: true, want: "none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := hooktest.New(t)
			w.T2("fixed-theme")
			dir := rulesDir(w)
			if tc.active {
				if err := rulestate.Touch(dir, rulestate.Active, "bob", now.Add(-time.Minute)); err != nil {
					t.Fatal(err)
				}
			}
			if tc.own != "" {
				if _, _, err := rulestate.Claim(dir, filepath.Join(w.Project, tc.own), "alice", "Write", now); err != nil {
					t.Fatal(err)
				}
			}
			w.WriteFile(filepath.Join(w.Project, "mine.go"), "x")
			r := w.Run(handler(tc.dirty), call(w, "PreToolUse", "alice", "Bash", map[string]any{"command": tc.command}), now)
			hooktest.Expect(t, r, "team-rules", tc.want, RuleSharedTree, tc.has...)
		})
	}
	t.Run("bob idle for longer than the window", func(t *testing.T) {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		_ = rulestate.Touch(rulesDir(w), rulestate.Active, "bob", now.Add(-ActiveWindow-time.Second))
		r := w.Run(handler(false), call(w, "PreToolUse", "alice", "Bash", map[string]any{"command": "git stash"}), now)
		hooktest.Expect(t, r, "team-rules", "none", "")
	})
	t.Run("a pane member's isActive counts", func(t *testing.T) {
		w := hooktest.New(t)
		w.Team("config-t4-tmux-member.json", func(cfg map[string]any) {
			cfg["pattern"] = "fixed-theme"
			for _, m := range cfg["members"].([]any) {
				if m.(map[string]any)["name"] == "erin" {
					m.(map[string]any)["isActive"] = true
				}
			}
			hooktest.AddMember(cfg, "frank")
		})
		e := hooktest.Load(t, "tmux_teammate_PreToolUse_Write")
		// frank (in-process) runs git stash while erin's pane works.
		payload := w.Payload(e, func(in map[string]any) {
			in["session_id"] = "1fc07471-f170-45c7-bfc5-74cdec799f12"
			in["agent_id"], in["agent_type"] = "afrank-0123456789abcdef", "frank"
			in["tool_name"], in["tool_input"] = "Bash", map[string]any{"command": "git stash"}
		})
		w.Vars["CLAUDE_PID"] = "31695"
		r := w.Run(&Handler{Proc: hooktest.Proc{}}, payload, now)
		hooktest.Expect(t, r, "team-rules", "deny", RuleSharedTree, "erin")
	})
	t.Run("switched off", func(t *testing.T) {
		w := hooktest.New(t)
		w.T2("fixed-theme")
		_ = rulestate.Touch(rulesDir(w), rulestate.Active, "bob", now)
		w.WriteFile(filepath.Join(w.Project, ".claude/team-themes/patterns/fixed-theme.json"), `{"rules":{"shared_tree":false}}`)
		r := w.Run(handler(false), call(w, "PreToolUse", "alice", "Bash", map[string]any{"command": "git stash"}), now)
		hooktest.Expect(t, r, "team-rules", "none", "")
	})
}

func TestRecorder(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	dir := rulesDir(w)
	// A sent report to team-lead marks alice reported and active.
	w.Run(handler(false), w.Payload(hooktest.Load(t, "inproc_teammate_PostToolUse_SendMessage"), nil), now)
	if got := rulestate.When(dir, rulestate.Reported, "alice"); !got.Equal(now) {
		t.Fatalf("reported = %v", got)
	}
	if got := rulestate.When(dir, rulestate.Active, "alice"); !got.Equal(now) {
		t.Fatalf("active = %v", got)
	}
	// A message to bob, or one that was not sent, is no report.
	later := now.Add(time.Minute)
	w.Run(handler(false), call(w, "PostToolUse", "bob", "SendMessage", map[string]any{"to": "alice", "message": "hi"}), later)
	notSent := w.Payload(hooktest.Load(t, "inproc_teammate_PostToolUse_SendMessage"), func(in map[string]any) {
		as("bob")(in)
		in["tool_response"] = map[string]any{"success": false}
	})
	w.Run(handler(false), notSent, later)
	if got := rulestate.When(dir, rulestate.Reported, "bob"); !got.IsZero() {
		t.Fatalf("bob reported at %v", got)
	}
	// A TaskUpdate marks a task update.
	w.Run(handler(false), w.Payload(hooktest.Load(t, "inproc_teammate_PostToolUse_TaskUpdate_completed"), func(in map[string]any) {
		as("bob")(in)
	}), later)
	if got := rulestate.When(dir, rulestate.TaskUpdate, "bob"); !got.Equal(later) {
		t.Fatalf("bob's task update = %v", got)
	}
	// SubagentStart of an in-process member marks it active.
	w.Run(handler(false), w.Payload(hooktest.Load(t, "inproc_teammate_SubagentStart"), as("bob")), later.Add(time.Minute))
	if got := rulestate.When(dir, rulestate.Active, "bob"); !got.Equal(later.Add(time.Minute)) {
		t.Fatalf("bob active = %v", got)
	}
	// The leader's calls record nothing.
	w.Run(handler(false), call(w, "PostToolUse", "", "SendMessage", map[string]any{"to": "alice", "message": "x"}), later)
	if got := rulestate.When(dir, rulestate.Active, "team-lead"); !got.IsZero() {
		t.Fatalf("leader marked active")
	}
}

// A new team that reuses a name starts without the old team's owners.
func TestOwnershipEndsWithTheTeam(t *testing.T) {
	w := hooktest.New(t)
	w.T2("fixed-theme")
	file := filepath.Join(w.Project, "a.go")
	w.Run(handler(false), call(w, "PostToolUse", "alice", "Write", map[string]any{"file_path": file, "content": "x"}), now)
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "bob", "Write", map[string]any{"file_path": file, "content": "y"}), now), "team-rules", "deny", RuleOwnership)
	w.Team("config-t2-inprocess-after-2-joins-with-pattern.json", func(cfg map[string]any) {
		cfg["pattern"] = "fixed-theme"
		cfg["createdAt"] = 1795299999999
	})
	hooktest.Expect(t, w.Run(handler(false), call(w, "PreToolUse", "bob", "Write", map[string]any{"file_path": file, "content": "y"}), now), "team-rules", "none", "")
}
