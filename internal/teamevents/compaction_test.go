package teamevents

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
)

// Issue 10 item 6, on what 2.1.330 sent: when an in-process teammate's own
// context is compacted, its SessionStart "compact" carries the teammate's
// agent_id and agent_type, so team-events must not restate the leader's
// identity into it; the leader's own /compact gets the reminder.
func TestTeammateCompactionGetsNoLeaderIdentity(t *testing.T) {
	const corpus = "../../e2e/testdata/captured/2.1.330/"
	cases := []struct {
		scenario, call string
		leader         bool
	}{
		{"TestTeammateCompactionIsNotTheLeader", "010-SessionStart", false},
		{"TestLeaderGuardLeaderAfterClearAndCompact", "", true}, // the leader's SessionStart "compact"
	}
	for _, tc := range cases {
		t.Run(tc.scenario, func(t *testing.T) {
			dir := filepath.Join(corpus, tc.scenario)
			call := tc.call
			if call == "" {
				files, _ := filepath.Glob(filepath.Join(dir, "*-SessionStart.json"))
				for _, f := range files {
					if b, _ := os.ReadFile(f); strings.Contains(string(b), `"source": "compact"`) {
						call = strings.TrimSuffix(filepath.Base(f), ".json")
					}
				}
			}
			input, err := os.ReadFile(filepath.Join(dir, call+".json"))
			if err != nil {
				t.Fatalf("captured call: %v", err)
			}
			if !strings.Contains(string(input), `"source": "compact"`) {
				t.Fatalf("%s is not a SessionStart compact", call)
			}
			var ctx struct {
				Env   map[string]string `json:"env"`
				Files map[string]string `json:"files"`
			}
			raw, err := os.ReadFile(filepath.Join(dir, call+".context.json"))
			if err != nil || json.Unmarshal(raw, &ctx) != nil {
				t.Fatalf("context of %s: %v", call, err)
			}
			w := hooktest.New(t)
			for rel, content := range ctx.Files {
				if strings.HasPrefix(rel, "teams/") && strings.HasSuffix(rel, "/config.json") {
					w.WriteFile(filepath.Join(w.Config, rel), content)
				}
			}
			w.Vars["CLAUDE_PID"] = ctx.Env["CLAUDE_PID"]
			in := strings.ReplaceAll(string(input), "/home/dev/project", w.Project)
			in = strings.ReplaceAll(in, "/home/dev/.claude", w.Config)
			r := w.Run(handler(), []byte(in), now)
			leaderText := strings.Contains(r.Context, "you are the leader")
			if r.Code != 0 || leaderText != tc.leader {
				t.Fatalf("exit %d, leader identity given %v, want %v; context %q, stderr %q", r.Code, leaderText, tc.leader, r.Context, r.Stderr)
			}
		})
	}
}

// On 2.1.177 a member's own compaction fires its hooks shaped like the
// leader's (captured: PreCompact with the leader's session and transcript,
// no agent_id). A SessionStart "compact" of that shape in a TeamCreate-era
// team with in-process members may be a member's: the reminder must not
// tell it flatly that it is the leader.
func TestTeamCreateEraCompactionReminderIsConditional(t *testing.T) {
	dir := "../../e2e/testdata/captured/2.1.177/TestTeammateCompactionIsNotTheLeader/"
	input, err := os.ReadFile(dir + "012-PreCompact.json")
	if err != nil {
		t.Fatal(err)
	}
	var ctx struct {
		Env   map[string]string `json:"env"`
		Files map[string]string `json:"files"`
	}
	raw, err := os.ReadFile(dir + "012-PreCompact.context.json")
	if err != nil || json.Unmarshal(raw, &ctx) != nil {
		t.Fatalf("context: %v", err)
	}
	var in map[string]any
	if err := json.Unmarshal(input, &in); err != nil {
		t.Fatal(err)
	}
	if _, ok := in["agent_id"]; ok {
		t.Fatalf("the captured member compaction has an agent_id: %s", input)
	}
	// The member's compaction as its SessionStart would carry it.
	in["hook_event_name"], in["source"] = "SessionStart", "compact"
	delete(in, "trigger")
	delete(in, "custom_instructions")
	w := hooktest.New(t)
	for rel, content := range ctx.Files {
		if strings.HasPrefix(rel, "teams/") && strings.HasSuffix(rel, "/config.json") {
			w.WriteFile(filepath.Join(w.Config, rel), strings.ReplaceAll(content, "/home/dev/project", w.Project))
		}
	}
	w.Vars["AI_AGENT"] = ctx.Env["AI_AGENT"]
	b, _ := json.Marshal(in)
	s := strings.ReplaceAll(string(b), "/home/dev/project", w.Project)
	s = strings.ReplaceAll(s, "/home/dev/.claude", w.Config)
	r := w.Run(handler(), []byte(s), now)
	if r.Code != 0 || r.Decision != "context" {
		t.Fatalf("exit %d decision %s stderr %q", r.Code, r.Decision, r.Stderr)
	}
	if strings.Contains(r.Context, ": you are the leader of agent team") || !strings.Contains(r.Context, "not for you") {
		t.Fatalf("a reminder a member may read says flatly it is the leader: %q", r.Context)
	}
}
