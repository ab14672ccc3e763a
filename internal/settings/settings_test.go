package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

const bin = "/opt/teamctl/bin"

// teamctlHandlers is the wiring teamctl install is expected to use: the
// leader guard on the file tools and Bash, the teamctl hook dispatcher on
// spawn/messaging tools and on the events without matcher support.
func teamctlHandlers(dir string) []Handler {
	return []Handler{
		{Event: "PreToolUse", Matcher: "Edit|Write|MultiEdit|NotebookEdit|Bash", Command: dir + "/leader-guard", Args: []string{}, Timeout: 10},
		{Event: "PreToolUse", Matcher: "Agent|Task|SendMessage", Command: dir + "/teamctl", Args: []string{"hook", "pre-tool-use"}, Timeout: 10},
		{Event: "SessionStart", Matcher: "startup|resume|clear", Command: dir + "/teamctl", Args: []string{"hook", "session-start"}},
		{Event: "UserPromptSubmit", Command: dir + "/teamctl", Args: []string{"hook", "user-prompt-submit"}, Timeout: 5},
		{Event: "TeammateIdle", Command: dir + "/teamctl", Args: []string{"hook", "teammate-idle"}},
		{Event: "TaskCompleted", Command: dir + "/teamctl", Args: []string{"hook", "task-completed"}},
	}
}

// fixtures are realistic settings files full of keys teamctl must not touch.
func fixtures(t *testing.T) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("testdata/*.json")
	if err != nil || len(files) < 10 {
		t.Fatalf("fixtures: %v (%d files)", err, len(files))
	}
	out := map[string][]byte{"missing": nil}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = data
	}
	return out
}

func mustInstall(t *testing.T, data []byte, hs []Handler, opts Options) Result {
	t.Helper()
	res, err := Install(data, hs, opts)
	if err != nil {
		t.Fatalf("install: %v", err)
	}
	if !json.Valid(res.Data) && !blank(res.Data) {
		t.Fatalf("install wrote invalid JSON:\n%s", res.Data)
	}
	return res
}

func mustUninstall(t *testing.T, data []byte, owned func(string) bool, r *Receipt) Result {
	t.Helper()
	res, err := Uninstall(data, owned, r)
	if err != nil {
		t.Fatalf("uninstall: %v", err)
	}
	if !json.Valid(res.Data) && !blank(res.Data) {
		t.Fatalf("uninstall wrote invalid JSON:\n%s", res.Data)
	}
	return res
}

// wiredOnce checks that each handler appears exactly once, in its own
// group, exactly as asked.
func wiredOnce(t *testing.T, data []byte, hs []Handler) {
	t.Helper()
	ws, err := Inspect(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hs {
		var got []Wired
		for _, w := range ws {
			if w.Event == h.Event && w.Command == h.Command && slices.Equal(w.Args, h.Args) {
				got = append(got, w)
			}
		}
		if len(got) != 1 {
			t.Fatalf("%s %s %v wired %d times in\n%s", h.Event, h.Command, h.Args, len(got), data)
		}
		w := got[0]
		if w.Handler.Matcher != h.Matcher || w.HasMatcher != (h.Matcher != "") || w.Timeout != h.Timeout ||
			w.Type != "command" || !w.ExecForm || w.GroupSize != 1 {
			t.Errorf("%s %s wired as %+v", h.Event, h.Command, w)
		}
		if h.Timeout == 0 && gjson.GetBytes(data, w.Path+".timeout").Exists() {
			t.Errorf("%s: timeout key written for 0", w.Path)
		}
	}
}

// othersUnchanged checks that every top-level key but hooks and env, every
// env key but ours, and every handler teamctl does not own keeps its bytes.
func othersUnchanged(t *testing.T, before, after []byte, owned func(string) bool) {
	t.Helper()
	if blank(before) {
		return
	}
	b, _ := topLevel(before)
	a, _ := topLevel(after)
	members := func(obj gjson.Result, skip ...string) []string {
		var out []string
		obj.ForEach(func(k, v gjson.Result) bool {
			if !slices.Contains(skip, k.Str) {
				out = append(out, k.Raw+":"+v.Raw)
			}
			return true
		})
		return out
	}
	if diff := cmp.Diff(members(b, "hooks", "env"), members(a, "hooks", "env")); diff != "" {
		t.Errorf("top-level keys changed (-before +after):\n%s", diff)
	}
	if diff := cmp.Diff(members(b.Get("env"), AgentTeamsEnv), members(a.Get("env"), AgentTeamsEnv)); diff != "" {
		t.Errorf("env changed (-before +after):\n%s", diff)
	}
	if v := b.Get("env").Get(AgentTeamsEnv); v.Exists() && a.Get("env").Get(AgentTeamsEnv).Raw != v.Raw {
		t.Errorf("the user's %s changed", AgentTeamsEnv)
	}
	for _, w := range inspect(b) {
		if owned(w.Command) {
			continue
		}
		want := gjson.GetBytes(before, w.Path).Raw
		if got := gjson.GetBytes(after, w.Path).Raw; got != want {
			t.Errorf("someone else's handler %s changed:\n%s\n->\n%s", w.Path, want, got)
		}
		if got := gjson.GetBytes(after, w.GroupPath()+".matcher").Raw; got != gjson.GetBytes(before, w.GroupPath()+".matcher").Raw {
			t.Errorf("someone else's matcher at %s changed to %s", w.GroupPath(), got)
		}
	}
}

func TestInstallUninstallRoundTrip(t *testing.T) {
	hs := teamctlHandlers(bin)
	owned := Commands(hs)
	for name, original := range fixtures(t) {
		for _, env := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "", true: "+env"}[env], func(t *testing.T) {
				res := mustInstall(t, original, hs, Options{AgentTeams: env})
				if !res.Changed || res.Added != len(hs) || res.Updated != 0 || res.Removed != 0 {
					t.Fatalf("install: changed=%v added=%d updated=%d removed=%d", res.Changed, res.Added, res.Updated, res.Removed)
				}
				wiredOnce(t, res.Data, hs)
				othersUnchanged(t, original, res.Data, owned)
				if env && gjson.GetBytes(res.Data, "env."+AgentTeamsEnv).String() != "1" {
					t.Errorf("env key not set:\n%s", res.Data)
				}
				hadEnv := gjson.GetBytes(original, "env."+AgentTeamsEnv).Exists()
				if res.Receipt.AddedEnv != (env && !hadEnv) {
					t.Errorf("receipt AddedEnv = %v, env option %v, file had the key %v", res.Receipt.AddedEnv, env, hadEnv)
				}

				again := mustInstall(t, res.Data, hs, Options{AgentTeams: env, Receipt: &res.Receipt})
				if again.Changed || !bytes.Equal(again.Data, res.Data) || again.Added+again.Updated+again.Removed != 0 {
					t.Fatalf("second install changed the file:\n%s", Diff(res.Data, again.Data, name))
				}
				if diff := cmp.Diff(res.Receipt, again.Receipt); diff != "" {
					t.Errorf("second install changed the receipt (-first +second):\n%s", diff)
				}

				back := mustUninstall(t, again.Data, nil, &again.Receipt)
				if !bytes.Equal(back.Data, original) {
					t.Fatalf("uninstall is not byte-identical:\n%s", Diff(original, back.Data, name))
				}
				if back.Removed != len(hs) {
					t.Errorf("uninstall removed %d handlers, want %d", back.Removed, len(hs))
				}

				// Without the receipt every handler still goes and nothing
				// else changes, but the env key stays.
				blind := mustUninstall(t, res.Data, owned, nil)
				if ws, _ := Inspect(blind.Data); slices.ContainsFunc(ws, func(w Wired) bool { return owned(w.Command) }) {
					t.Fatalf("handlers left after uninstall without receipt:\n%s", blind.Data)
				}
				othersUnchanged(t, original, blind.Data, owned)
				if env && gjson.GetBytes(blind.Data, "env."+AgentTeamsEnv).String() != "1" {
					t.Errorf("uninstall without receipt removed the env key")
				}
			})
		}
	}
}

func TestInstallLayoutFollowsFile(t *testing.T) {
	h := []Handler{{Event: "TeammateIdle", Command: `C:\Program Files\teamctl\teamctl.exe`, Args: []string{"hook", "teammate-idle"}}}
	tests := []struct {
		name, in, want string
	}{
		{"2 spaces", "{\n  \"model\": \"opus\"\n}\n",
			"{\n  \"model\": \"opus\",\n  \"hooks\": {\n    \"TeammateIdle\": [\n      {\n        \"hooks\": [\n          {\n            \"type\": \"command\",\n            \"command\": \"C:\\\\Program Files\\\\teamctl\\\\teamctl.exe\",\n            \"args\": [\n              \"hook\",\n              \"teammate-idle\"\n            ]\n          }\n        ]\n      }\n    ]\n  }\n}\n"},
		{"tab, CRLF", "{\r\n\t\"model\": \"opus\"\r\n}",
			"{\r\n\t\"model\": \"opus\",\r\n\t\"hooks\": {\r\n\t\t\"TeammateIdle\": [\r\n\t\t\t{\r\n\t\t\t\t\"hooks\": [\r\n\t\t\t\t\t{\r\n\t\t\t\t\t\t\"type\": \"command\",\r\n\t\t\t\t\t\t\"command\": \"C:\\\\Program Files\\\\teamctl\\\\teamctl.exe\",\r\n\t\t\t\t\t\t\"args\": [\r\n\t\t\t\t\t\t\t\"hook\",\r\n\t\t\t\t\t\t\t\"teammate-idle\"\r\n\t\t\t\t\t\t]\r\n\t\t\t\t\t}\r\n\t\t\t\t]\r\n\t\t\t}\r\n\t\t]\r\n\t}\r\n}"},
		{"compact", `{"model":"opus"}`,
			`{"model":"opus","hooks":{"TeammateIdle":[{"hooks":[{"type":"command","command":"C:\\Program Files\\teamctl\\teamctl.exe","args":["hook","teammate-idle"]}]}]}}`},
		{"compact with spaces", `{ "model": "opus" }`,
			`{ "model": "opus", "hooks": {"TeammateIdle": [{"hooks": [{"type": "command", "command": "C:\\Program Files\\teamctl\\teamctl.exe", "args": ["hook", "teammate-idle"]}]}]} }`},
		{"one-line event array in a pretty file", "{\n  \"hooks\": {\"TeammateIdle\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"ding\"}]}]}\n}\n",
			"{\n  \"hooks\": {\"TeammateIdle\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"ding\"}]},{\"hooks\": [{\"type\": \"command\", \"command\": \"C:\\\\Program Files\\\\teamctl\\\\teamctl.exe\", \"args\": [\"hook\", \"teammate-idle\"]}]}]}\n}\n"},
		{"empty object", "{}",
			"{\n  \"hooks\": {\n    \"TeammateIdle\": [\n      {\n        \"hooks\": [\n          {\n            \"type\": \"command\",\n            \"command\": \"C:\\\\Program Files\\\\teamctl\\\\teamctl.exe\",\n            \"args\": [\n              \"hook\",\n              \"teammate-idle\"\n            ]\n          }\n        ]\n      }\n    ]\n  }\n}"},
		{"missing file", "",
			"{\n  \"hooks\": {\n    \"TeammateIdle\": [\n      {\n        \"hooks\": [\n          {\n            \"type\": \"command\",\n            \"command\": \"C:\\\\Program Files\\\\teamctl\\\\teamctl.exe\",\n            \"args\": [\n              \"hook\",\n              \"teammate-idle\"\n            ]\n          }\n        ]\n      }\n    ]\n  }\n}\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustInstall(t, []byte(tt.in), h, Options{})
			if got := string(res.Data); got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s\ndiff:\n%s", got, tt.want, Diff([]byte(tt.want), res.Data, "want"))
			}
			back := mustUninstall(t, res.Data, nil, &res.Receipt)
			if string(back.Data) != tt.in {
				t.Errorf("round trip:\n%s", Diff([]byte(tt.in), back.Data, "in"))
			}
		})
	}
}

func TestInstallCorrectsOurHandlerInPlace(t *testing.T) {
	guard := Handler{Event: "PreToolUse", Matcher: "Edit|Write|MultiEdit|NotebookEdit|Bash", Command: "/bin/leader-guard", Args: []string{"--strict"}, Timeout: 10}
	idle := Handler{Event: "TeammateIdle", Command: "/bin/teamctl", Args: []string{"hook", "teammate-idle"}}
	tests := []struct {
		name    string
		h       Handler
		in      string
		want    string
		updated int
	}{
		{
			name:    "stale matcher, args and timeout",
			h:       guard,
			in:      `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write","hooks":[{"type":"command","command":"/bin/leader-guard","args":[],"timeout":5}]}]}}`,
			want:    `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10}]}]}}`,
			updated: 1,
		},
		{
			name:    "shell form becomes exec form, missing matcher and timeout added, user's extra key kept",
			h:       guard,
			in:      `{"hooks":{"PreToolUse":[{"hooks":[{"command":"/bin/leader-guard","statusMessage":"guarding"}]}]}}`,
			want:    `{"hooks":{"PreToolUse":[{"hooks":[{"command":"/bin/leader-guard","statusMessage":"guarding","type":"command","args":["--strict"],"timeout":10}],"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash"}]}}`,
			updated: 1,
		},
		{
			name:    "matcher and timeout dropped on TeammateIdle",
			h:       idle,
			in:      "{\n  \"hooks\": {\n    \"TeammateIdle\": [\n      {\n        \"matcher\": \"*\",\n        \"hooks\": [\n          {\n            \"type\": \"command\",\n            \"command\": \"/bin/teamctl\",\n            \"args\": [\"hook\"],\n            \"timeout\": 30\n          }\n        ]\n      }\n    ]\n  }\n}\n",
			want:    "{\n  \"hooks\": {\n    \"TeammateIdle\": [\n      {\n        \"hooks\": [\n          {\n            \"type\": \"command\",\n            \"command\": \"/bin/teamctl\",\n            \"args\": [\n              \"hook\",\n              \"teammate-idle\"\n            ]\n          }\n        ]\n      }\n    ]\n  }\n}\n",
			updated: 1,
		},
		{
			name:    "equal timeout written as 10.0 is left alone",
			h:       guard,
			in:      `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10.0}]}]}}`,
			want:    `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10.0}]}]}}`,
			updated: 0,
		},
		{
			name:    "in a shared group with the same matcher: fixed there",
			h:       guard,
			in:      `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"lint"},{"type":"command","command":"/bin/leader-guard","args":[]}]}]}}`,
			want:    `{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"lint"},{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10}]}]}}`,
			updated: 1,
		},
		{
			name:    "in a shared group under another matcher: moved to a group of its own",
			h:       guard,
			in:      `{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10},{"type":"command","command":"lint"}]}]}}`,
			want:    `{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"lint"}]},{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":["--strict"],"timeout":10}]}]}}`,
			updated: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustInstall(t, []byte(tt.in), []Handler{tt.h}, Options{})
			if string(res.Data) != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", res.Data, tt.want)
			}
			if res.Updated != tt.updated || res.Added != 0 {
				t.Errorf("updated=%d added=%d, want updated=%d added=0", res.Updated, res.Added, tt.updated)
			}
			if again := mustInstall(t, res.Data, []Handler{tt.h}, Options{}); again.Changed {
				t.Errorf("not idempotent:\n%s", Diff(res.Data, again.Data, "settings.json"))
			}
		})
	}
}

func TestInstallRemovesDuplicates(t *testing.T) {
	h := Handler{Event: "PreToolUse", Matcher: "Bash", Command: "/bin/leader-guard", Args: []string{}}
	in := `{"hooks":{"PreToolUse":[` +
		`{"matcher":"Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":[]}]},` +
		`{"matcher":"Bash","hooks":[{"type":"command","command":"other"}]},` +
		`{"matcher":"Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":[]},{"type":"command","command":"/bin/leader-guard"}]}` +
		`]}}`
	want := `{"hooks":{"PreToolUse":[` +
		`{"matcher":"Bash","hooks":[{"type":"command","command":"/bin/leader-guard","args":[]}]},` +
		`{"matcher":"Bash","hooks":[{"type":"command","command":"other"}]}` +
		`]}}`
	res := mustInstall(t, []byte(in), []Handler{h}, Options{})
	if string(res.Data) != want {
		t.Errorf("got:\n%s\nwant:\n%s", res.Data, want)
	}
	if res.Removed != 2 || res.Added != 0 {
		t.Errorf("removed=%d added=%d, want 2 and 0", res.Removed, res.Added)
	}
}

func TestInstallTellsSubcommandsApart(t *testing.T) {
	hs := []Handler{
		{Event: "PreToolUse", Matcher: "Agent|Task", Command: "/bin/teamctl", Args: []string{"hook", "spawn", "--v2"}},
		{Event: "PreToolUse", Matcher: "SendMessage", Command: "/bin/teamctl", Args: []string{"hook", "message"}},
	}
	in := `{"hooks":{"PreToolUse":[` +
		`{"matcher":"SendMessage","hooks":[{"type":"command","command":"/bin/teamctl","args":["hook","message"]}]},` +
		`{"matcher":"Agent|Task","hooks":[{"type":"command","command":"/bin/teamctl","args":["hook","spawn"]}]}` +
		`]}}`
	want := `{"hooks":{"PreToolUse":[` +
		`{"matcher":"SendMessage","hooks":[{"type":"command","command":"/bin/teamctl","args":["hook","message"]}]},` +
		`{"matcher":"Agent|Task","hooks":[{"type":"command","command":"/bin/teamctl","args":["hook","spawn","--v2"]}]}` +
		`]}}`
	res := mustInstall(t, []byte(in), hs, Options{})
	if string(res.Data) != want {
		t.Errorf("got:\n%s\nwant:\n%s", res.Data, want)
	}
	if res.Updated != 1 || res.Added != 0 {
		t.Errorf("updated=%d added=%d, want 1 and 0", res.Updated, res.Added)
	}
}

func TestInstallPrunesStaleCopies(t *testing.T) {
	hs := []Handler{{Event: "PreToolUse", Matcher: "Bash", Command: "/new/leader-guard", Args: []string{}}}
	in := "{\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\"matcher\": \"Bash\", \"hooks\": [{\"type\": \"command\", \"command\": \"/old/leader-guard\", \"args\": []}]}\n    ],\n    \"Stop\": [\n      {\"hooks\": [{\"type\": \"command\", \"command\": \"/old/leader-guard\", \"args\": [\"stop\"]}]}\n    ]\n  }\n}\n"
	isGuard := func(c string) bool { return filepath.Base(c) == "leader-guard" }

	kept := mustInstall(t, []byte(in), hs, Options{})
	if n := len(inspectMust(t, kept.Data)); n != 3 {
		t.Fatalf("without Prune: %d handlers, want 3", n)
	}
	res := mustInstall(t, []byte(in), hs, Options{Prune: isGuard})
	ws := inspectMust(t, res.Data)
	if len(ws) != 1 || ws[0].Command != "/new/leader-guard" || res.Removed != 2 {
		t.Fatalf("pruned to %+v (removed %d):\n%s", ws, res.Removed, res.Data)
	}
	if gjson.GetBytes(res.Data, "hooks.Stop").Exists() {
		t.Errorf("emptied Stop array left behind:\n%s", res.Data)
	}
}

func inspectMust(t *testing.T, data []byte) []Wired {
	t.Helper()
	ws, err := Inspect(data)
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func TestUninstallLeavesForeignFilesAlone(t *testing.T) {
	hs := teamctlHandlers(bin)
	for name, data := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			for _, r := range []*Receipt{nil, {Commands: []string{"/elsewhere/teamctl"}}} {
				res := mustUninstall(t, data, Commands(hs), r)
				if res.Changed || !bytes.Equal(res.Data, data) || res.Removed != 0 {
					t.Errorf("uninstall changed a file without teamctl hooks:\n%s", Diff(data, res.Data, name))
				}
			}
		})
	}
}

func TestUninstallKeepsOthersInOurGroups(t *testing.T) {
	// Someone added their handler into the group install created, and a
	// group after it: both survive, ours goes.
	hs := []Handler{{Event: "PreToolUse", Matcher: "Bash", Command: "/bin/leader-guard", Args: []string{}}}
	res := mustInstall(t, []byte("{\n  \"hooks\": {}\n}\n"), hs, Options{})
	edited := mustSet(t, res.Data, "hooks.PreToolUse.0.hooks.-1", `{"type":"command","command":"theirs"}`)
	edited = mustSet(t, edited, "hooks.PreToolUse.-1", `{"matcher":"Write","hooks":[{"type":"command","command":"later"}]}`)
	back := mustUninstall(t, edited, nil, &res.Receipt)
	ws := inspectMust(t, back.Data)
	var cmds []string
	for _, w := range ws {
		cmds = append(cmds, w.Matcher+" "+w.Command)
	}
	if want := []string{"Bash theirs", "Write later"}; !slices.Equal(cmds, want) {
		t.Errorf("left %q, want %q:\n%s", cmds, want, back.Data)
	}
}

func TestAgentTeamsEnvOwnership(t *testing.T) {
	hs := []Handler{{Event: "TeammateIdle", Command: "/bin/teamctl", Args: []string{"hook", "teammate-idle"}}}
	tests := []struct {
		name      string
		in        string
		wantAdded bool
	}{
		{"user set it", "{\n  \"env\": {\n    \"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS\": \"1\"\n  }\n}\n", false},
		{"user set it to 0", "{\n  \"env\": {\n    \"CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS\": \"0\"\n  }\n}\n", false},
		{"other env keys", "{\n  \"env\": {\n    \"FOO\": \"bar\"\n  }\n}\n", true},
		{"empty env", "{\n  \"env\": {}\n}\n", true},
		{"no env", "{\n  \"model\": \"opus\"\n}\n", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustInstall(t, []byte(tt.in), hs, Options{AgentTeams: true})
			if res.Receipt.AddedEnv != tt.wantAdded {
				t.Errorf("AddedEnv = %v, want %v", res.Receipt.AddedEnv, tt.wantAdded)
			}
			before := gjson.Get(tt.in, "env."+AgentTeamsEnv)
			after := gjson.GetBytes(res.Data, "env."+AgentTeamsEnv)
			if before.Exists() && after.Raw != before.Raw {
				t.Errorf("install changed the user's value %s to %s", before.Raw, after.Raw)
			}
			back := mustUninstall(t, res.Data, nil, &res.Receipt)
			if string(back.Data) != tt.in {
				t.Errorf("round trip:\n%s", Diff([]byte(tt.in), back.Data, "settings.json"))
			}
			if before.Exists() && !gjson.GetBytes(back.Data, "env."+AgentTeamsEnv).Exists() {
				t.Errorf("uninstall removed the user's env key")
			}
		})
	}
}

func TestReceiptAccumulatesAcrossInstalls(t *testing.T) {
	// The first install fills the empty hooks object; a later install adds
	// an event. Uninstall with the merged receipt restores the first state.
	first := []Handler{{Event: "PreToolUse", Matcher: "Bash", Command: "/bin/leader-guard", Args: []string{}}}
	later := append(first, Handler{Event: "Stop", Command: "/bin/teamctl", Args: []string{"hook", "stop"}})
	in := []byte("{\n  \"hooks\": {}\n}\n")
	r1 := mustInstall(t, in, first, Options{})
	r2 := mustInstall(t, r1.Data, later, Options{Receipt: &r1.Receipt, AgentTeams: true})
	if r2.Added != 1 || !r2.Receipt.AddedEnv || r2.Receipt.Empty["hooks"] != "{}" {
		t.Fatalf("second install: added %d, receipt %+v", r2.Added, r2.Receipt)
	}
	// The receipt survives being stored as JSON.
	path := filepath.Join(t.TempDir(), "receipt.json")
	if err := SaveReceipt(path, r2.Receipt); err != nil {
		t.Fatal(err)
	}
	loaded, err := LoadReceipt(path)
	if err != nil {
		t.Fatal(err)
	}
	back := mustUninstall(t, r2.Data, nil, loaded)
	if !bytes.Equal(back.Data, in) {
		t.Errorf("round trip:\n%s", Diff(in, back.Data, "settings.json"))
	}
}

func TestReceiptKeepsBlankFile(t *testing.T) {
	hs := []Handler{{Event: "Stop", Command: "/bin/teamctl", Args: []string{"hook", "stop"}}}
	for _, in := range []string{"", "\n", " \r\n\t"} {
		res := mustInstall(t, []byte(in), hs, Options{AgentTeams: true})
		path := filepath.Join(t.TempDir(), "receipt.json")
		if err := SaveReceipt(path, res.Receipt); err != nil {
			t.Fatal(err)
		}
		loaded, err := LoadReceipt(path)
		if err != nil {
			t.Fatal(err)
		}
		if loaded.File == nil || *loaded.File != in {
			t.Fatalf("receipt file = %v, want %q", loaded.File, in)
		}
		back := mustUninstall(t, res.Data, nil, loaded)
		if string(back.Data) != in {
			t.Errorf("%q came back as %q", in, back.Data)
		}
	}
	if r, err := LoadReceipt(filepath.Join(t.TempDir(), "none.json")); r != nil || err != nil {
		t.Errorf("missing receipt: %v, %v", r, err)
	}
}

func TestInstallNothingOnBlankFileLeavesIt(t *testing.T) {
	res := mustInstall(t, nil, nil, Options{})
	if res.Changed || res.Data != nil {
		t.Errorf("empty install changed a missing file: %q", res.Data)
	}
}

func TestInvalidFiles(t *testing.T) {
	hs := []Handler{{Event: "PreToolUse", Matcher: "Bash", Command: "/bin/leader-guard", Args: []string{}}}
	tests := []struct {
		name, in  string
		line, col int
		problem   string
	}{
		{"trailing comma", "{\n  \"a\": 1,\n}\n", 3, 1, "invalid JSON: invalid character '}' looking for beginning of object key string"},
		{"truncated", "{\n  \"a\": [1, 2", 2, 13, "invalid JSON: unexpected end of JSON input"},
		{"comment", "{\n  // mine\n  \"a\": 1\n}", 2, 3, "invalid JSON: invalid character '/' looking for beginning of object key string"},
		{"non-ASCII column", "{\"é\": x}", 1, 7, "invalid JSON: invalid character 'x' looking for beginning of value"},
		{"byte order mark", "\xef\xbb\xbf{}", 1, 1, "the file starts with a UTF-8 byte order mark, which JSON does not allow"},
		{"array", "\n [1]", 2, 2, "the top level is an array, not an object"},
		{"duplicate hooks", "{\"hooks\": {},\n \"hooks\": {}}", 2, 2, `the top level has the key "hooks" twice (Claude Code reads the last, an edit would change the first)`},
		{"duplicate event", `{"hooks": {"Stop": [], "Stop": []}}`, 1, 24, `hooks has the key "Stop" twice (Claude Code reads the last, an edit would change the first)`},
		{"hooks is a string", `{"hooks": "none"}`, 1, 11, "hooks is a string, not an object"},
		{"event is an object", `{"hooks": {"PreToolUse": {}}}`, 1, 26, "hooks.PreToolUse is an object, not an array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Install([]byte(tt.in), hs, Options{})
			var fe *FileError
			if !errors.As(err, &fe) {
				t.Fatalf("Install error %v is not a *FileError", err)
			}
			if fe.Line != tt.line || fe.Column != tt.col || fe.Problem != tt.problem {
				t.Errorf("got %d:%d %q, want %d:%d %q", fe.Line, fe.Column, fe.Problem, tt.line, tt.col, tt.problem)
			}
			if !strings.HasSuffix(err.Error(), "; fix or move the file, then run again") {
				t.Errorf("error %q does not say what to do", err)
			}
		})
	}
	// Uninstall and Inspect refuse broken JSON too, but not shapes they
	// need not write into.
	if _, err := Uninstall([]byte("{"), Commands(hs), nil); err == nil {
		t.Error("uninstall accepted broken JSON")
	}
	if _, err := Inspect([]byte("{")); err == nil {
		t.Error("inspect accepted broken JSON")
	}
	if res, err := Uninstall([]byte(`{"hooks": "none"}`), Commands(hs), nil); err != nil || res.Changed {
		t.Errorf("uninstall of a file with odd hooks: %v, changed %v", err, res.Changed)
	}
}

func TestCheckHandlers(t *testing.T) {
	ok := Handler{Event: "PreToolUse", Matcher: "Edit|Write", Command: "/bin/g", Args: []string{}}
	tests := []struct {
		name string
		hs   []Handler
		want string // "" for no error
	}{
		{"fine", []Handler{ok, {Event: "Stop", Command: "/bin/g"}}, ""},
		{"comma list", []Handler{{Event: "PreToolUse", Matcher: "Edit, Write", Command: "/bin/g"}}, ""},
		{"matcher on TeammateIdle", []Handler{{Event: "TeammateIdle", Matcher: "*", Command: "/bin/g"}}, `TeammateIdle takes no matcher, got "*"`},
		{"regex matcher", []Handler{{Event: "PreToolUse", Matcher: "Edit.*", Command: "/bin/g"}}, `matcher "Edit.*" for PreToolUse is a regular expression; list exact names such as Edit|Write`},
		{"Task without Agent", []Handler{{Event: "PreToolUse", Matcher: "Task", Command: "/bin/g"}}, `matcher "Task" for PreToolUse must name both Agent and Task (the tool was Task before 2.1.63)`},
		{"Agent without Task", []Handler{{Event: "PostToolUse", Matcher: "Bash|Agent", Command: "/bin/g"}}, `matcher "Bash|Agent" for PostToolUse must name both Agent and Task (the tool was Task before 2.1.63)`},
		{"bad event", []Handler{{Event: "pre_tool_use", Command: "/bin/g"}}, `handler event "pre_tool_use" is not an event name`},
		{"no command", []Handler{{Event: "Stop"}}, `handler for Stop has command ""`},
		{"negative timeout", []Handler{{Event: "Stop", Command: "/bin/g", Timeout: -1}}, "handler /bin/g for Stop has a negative timeout"},
		{"same subcommand twice", []Handler{
			{Event: "Stop", Command: "/bin/g", Args: []string{"hook", "stop"}},
			{Event: "Stop", Command: "/bin/g", Args: []string{"hook", "stop", "--v"}},
		}, `two handlers for Stop run /bin/g with subcommand "hook stop"`},
		{"same command, other subcommands", []Handler{
			{Event: "Stop", Command: "/bin/g", Args: []string{"hook", "a"}},
			{Event: "Stop", Command: "/bin/g", Args: []string{"hook", "b"}},
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Install([]byte("{}"), tt.hs, Options{})
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("error %q, want %q", got, tt.want)
			}
		})
	}
}

func mustSet(t *testing.T, data []byte, path, raw string) []byte {
	t.Helper()
	out, err := sjson.SetRawBytes(data, path, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestUninstallKeepsLaterEdits edits the installed file the way a user or
// Claude Code's permission prompt would, then checks uninstall gives the
// original with the same edits.
func TestUninstallKeepsLaterEdits(t *testing.T) {
	hs := teamctlHandlers(bin)
	edits := []struct{ path, raw string }{
		{"permissions.allow.-1", `"Bash(make:*)"`},
		{"zzz", `{"added":"after install"}`},
		{"model", `"haiku"`},
	}
	for _, name := range []string{"user-2space.json", "tabs.json", "compact.json", "braces-only.json"} {
		t.Run(name, func(t *testing.T) {
			original := fixtures(t)[name]
			res := mustInstall(t, original, hs, Options{AgentTeams: true})
			want, edited := original, res.Data
			for _, e := range edits {
				want = mustSet(t, want, e.path, e.raw)
				edited = mustSet(t, edited, e.path, e.raw)
			}
			back := mustUninstall(t, edited, nil, &res.Receipt)
			if !bytes.Equal(back.Data, want) {
				t.Errorf("got:\n%s", Diff(want, back.Data, name))
			}
		})
	}
}
