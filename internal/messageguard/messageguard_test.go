package messageguard

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/teamstate"
)

var now = time.Date(2026, 11, 21, 18, 40, 0, 0, time.UTC)

const bebop = `[{"pattern":"fixed-theme","theme":"Cowboy Bebop","characters":["Spike Spiegel","Jet Black","Faye Valentine","Edward","Ein"]}]`

// t2World is the captured t2 team (alice, bob) with a Cowboy Bebop cast.
func t2World(t *testing.T, pattern string) *hooktest.World {
	w := hooktest.New(t)
	w.T2(pattern)
	w.History(bebop)
	return w
}

func send(to string, message any) func(map[string]any) {
	return func(in map[string]any) {
		ti := map[string]any{"to": to, "message": message}
		if s, ok := message.(string); ok {
			ti["summary"], ti["type"], ti["recipient"], ti["content"] = s, "message", to, s
		}
		in["tool_input"] = ti
	}
}

func legacy(ti map[string]any) func(map[string]any) {
	return func(in map[string]any) { in["tool_input"] = ti }
}

func TestRulesOnCapturedPayloads(t *testing.T) {
	alice := "inproc_teammate_PreToolUse_SendMessage"
	leader := "leader_PreToolUse_SendMessage"
	cases := []struct {
		name     string
		evidence string
		edit     func(map[string]any)
		setup    func(w *hooktest.World)
		want     string
		rule     string
		has      []string
	}{
		{name: "captured report to team-lead", evidence: alice, want: "none"},
		{name: "captured leader ping to alice", evidence: leader, want: "none"},
		{name: "character name in the text is fine", evidence: alice, edit: send("team-lead", "Spike Spiegel says the bounty is done"), want: "none"},
		{name: "report to a character of nobody", evidence: alice, edit: send("Spike", "done"), want: "deny", rule: RuleRecipient,
			has: []string{`"Spike"`, "character name of the running team", "use `team-lead`", "teammate alice", "session-716ec9d0", "pattern fixed-theme", "members: alice, bob"}},
		{name: "full character name", evidence: alice, edit: send("Jet Black", "done"), want: "deny", rule: RuleRecipient, has: []string{"use `team-lead`"}},
		{name: "character name, other case and spacing", evidence: alice, edit: send("jet  black", "done"), want: "deny", rule: RuleRecipient},
		{name: "character mapped to a member by teamctl", evidence: alice, edit: send("Faye", "hi"), setup: func(w *hooktest.World) {
			link(t, w, map[string]string{"bob": "Faye Valentine"})
		}, want: "deny", rule: RuleRecipient, has: []string{"use the member name `bob`", "bob plays Faye Valentine"}},
		{name: "member named after the character", evidence: leader, edit: send("Spike Spiegel", "go"), setup: func(w *hooktest.World) {
			w.T2WithMembers("fixed-theme", "spike")
		}, want: "deny", rule: RuleRecipient, has: []string{"use the member name `spike`"}},
		{name: "a member name that is a character is an address", evidence: leader, edit: send("spike", "go"), setup: func(w *hooktest.World) {
			w.T2WithMembers("fixed-theme", "spike")
		}, want: "none"},
		{name: "unknown name", evidence: alice, edit: send("nobody", "hi"), want: "deny", rule: RuleRecipient,
			has: []string{`"nobody"`, "not a member of the team", "use `team-lead`"}},
		{name: "leader to a stranger", evidence: leader, edit: send("Jet", "go"), want: "deny", rule: RuleRecipient,
			has: []string{"the leader", "address members by their member names (members: alice, bob)", "character name"}},
		{name: "main alias", evidence: alice, edit: send("main", "hi"), want: "none"},
		{name: "member name in another case", evidence: leader, edit: send("Bob", "hi"), want: "none"},
		{name: "in-process agent id", evidence: leader, edit: send("abob-0123456789abcdef", "hi"), want: "none"},
		{name: "plain subagent agent id", evidence: leader, edit: send("a5b66c3f0886522e6", "hi"), want: "none"},
		{name: "ListAgents form", evidence: leader, edit: send("bob [a1b2]", "hi"), want: "none"},
		{name: "name@team of this team", evidence: leader, edit: send("bob@session-716ec9d0", "hi"), want: "none"},
		{name: "recipient_kind agent", evidence: leader, edit: func(in map[string]any) {
			in["tool_input"] = map[string]any{"to": "worker-7", "message": "hi", "recipient_kind": "agent"}
		}, want: "none"},
		{name: "no recipient", evidence: alice, edit: legacy(map[string]any{"message": "done"}), want: "deny", rule: RuleRecipient, has: []string{"without a recipient"}},
		{name: "legacy shape to a character", evidence: alice, edit: legacy(map[string]any{"type": "message", "recipient": "Edward", "content": "done"}),
			want: "deny", rule: RuleRecipient, has: []string{`"Edward"`}},
		{name: "legacy shape to team-lead", evidence: alice, edit: legacy(map[string]any{"type": "message", "recipient": "team-lead", "content": "done", "summary": "s"}), want: "none"},
		{name: "legacy broadcast has no address", evidence: leader, edit: legacy(map[string]any{"type": "broadcast", "content": "all stop"}), want: "none"},

		// Addresses compare as written: a spelling that reads as a member
		// only after folding is ambiguous.
		{name: "kelvin sign for a member's k", evidence: leader, edit: send("\u212Aim", "go"), setup: func(w *hooktest.World) {
			w.T2WithMembers("fixed-theme", "kim")
		}, want: "deny", rule: RuleRecipient, has: []string{`"\u212aim"`, `reads as "kim"`, "write the address exactly", "`kim`"}},
		{name: "long s for a member's s", evidence: leader, edit: send("bo\u017F", "go"), setup: func(w *hooktest.World) {
			w.T2WithMembers("fixed-theme", "bos")
		}, want: "deny", rule: RuleRecipient, has: []string{`reads as "bos"`}},
		{name: "cyrillic letter in team-lead", evidence: alice, edit: send("tеam-lead", "done"), want: "deny", rule: RuleRecipient, has: []string{`reads as "team-lead"`}},
		{name: "zero-width space in a member name", evidence: leader, edit: send("bo\u200Bb", "hi"), want: "deny", rule: RuleRecipient, has: []string{`reads as "bob"`}},
		{name: "full-width member name", evidence: leader, edit: send("ｂｏｂ", "hi"), want: "deny", rule: RuleRecipient, has: []string{`reads as "bob"`}},
		{name: "lookalike agent id form", evidence: leader, edit: send("bоb [a1b2]", "hi"), want: "deny", rule: RuleRecipient, has: []string{`reads as "bob"`}},
		{name: "character name with a lookalike", evidence: alice, edit: send("Ѕpike", "done"), want: "deny", rule: RuleRecipient, has: []string{"character name of the running team"}},

		{name: "whitespace report", evidence: alice, edit: send("team-lead", " \n\t "), want: "deny", rule: RuleNonEmpty,
			has: []string{"empty message", "full report text"}},
		{name: "ideographic space only", evidence: alice, edit: send("team-lead", "\u3000"), want: "deny", rule: RuleNonEmpty},
		{name: "zero-width characters only", evidence: alice, edit: send("team-lead", "\u200B\uFEFF\u2060"), want: "deny", rule: RuleNonEmpty},
		{name: "braille blank only", evidence: alice, edit: send("team-lead", "\u2800\u2800"), want: "deny", rule: RuleNonEmpty},
		{name: "hangul filler only", evidence: alice, edit: send("team-lead", "\u3164 \u115F\u1160\uFFA0"), want: "deny", rule: RuleNonEmpty},
		{name: "mongolian vowel separator and controls", evidence: alice, edit: send("team-lead", "\u180E\u00AD\x00\u034F"), want: "deny", rule: RuleNonEmpty},
		{name: "a report in kana is visible", evidence: alice, edit: send("team-lead", "\u200Bできました"), want: "none"},
		{name: "legacy empty content", evidence: alice, edit: legacy(map[string]any{"type": "message", "recipient": "team-lead", "content": ""}), want: "deny", rule: RuleNonEmpty},
		{name: "legacy message without content", evidence: alice, edit: legacy(map[string]any{"type": "message", "recipient": "team-lead"}), want: "deny", rule: RuleNonEmpty},

		{name: "member asks for shutdown", evidence: alice, edit: send("bob", map[string]any{"type": "shutdown_request", "reason": "x"}), want: "deny", rule: RuleProtocol,
			has: []string{"only the leader asks members to shut down"}},
		{name: "member approves a plan", evidence: alice, edit: send("team-lead", map[string]any{"type": "plan_approval_response", "request_id": "r", "approve": true}),
			want: "deny", rule: RuleProtocol, has: []string{"only the leader approves plans"}},
		{name: "leader answers shutdown", evidence: leader, edit: send("team-lead", map[string]any{"type": "shutdown_response", "request_id": "r", "approve": true}),
			want: "deny", rule: RuleProtocol},
		{name: "response without request_id", evidence: alice, edit: send("team-lead", map[string]any{"type": "shutdown_response", "approve": true}),
			want: "deny", rule: RuleProtocol, has: []string{"without request_id"}},
		{name: "response without approve", evidence: alice, edit: send("team-lead", map[string]any{"type": "shutdown_response", "request_id": "shutdown-1@alice"}),
			want: "deny", rule: RuleProtocol, has: []string{"without approve"}},
		{name: "response with blank request_id", evidence: alice, edit: send("team-lead", map[string]any{"type": "shutdown_response", "request_id": " ", "approve": true}),
			want: "deny", rule: RuleProtocol},
		{name: "rejected shutdown is valid", evidence: alice, edit: send("team-lead", map[string]any{"type": "shutdown_response", "request_id": "shutdown-1@alice", "approve": false}), want: "none"},
		{name: "shutdown_response not to team-lead", evidence: alice, edit: send("bob", map[string]any{"type": "shutdown_response", "request_id": "r", "approve": true}),
			want: "deny", rule: RuleProtocol, has: []string{"goes to `team-lead`"}},
		{name: "legacy response fields", evidence: alice, edit: legacy(map[string]any{"type": "shutdown_response", "recipient": "team-lead", "request_id": "r", "approve": false, "content": "busy"}), want: "none"},
		{name: "unknown legacy type", evidence: alice, edit: legacy(map[string]any{"type": "status", "recipient": "team-lead", "content": "x"}),
			want: "deny", rule: RuleProtocol, has: []string{`unknown message type "status"`}},
		{name: "unknown protocol object", evidence: alice, edit: send("team-lead", map[string]any{"type": "idle_notification"}), want: "deny", rule: RuleProtocol},
		{name: "protocol object without type", evidence: alice, edit: send("team-lead", map[string]any{"reason": "x"}), want: "deny", rule: RuleProtocol, has: []string{"without a type"}},
		{name: "message of the wrong type", evidence: alice, edit: legacy(map[string]any{"to": "team-lead", "message": 42}), want: "deny", rule: RuleProtocol, has: []string{"malformed"}},
		{name: "nothing at all", evidence: alice, edit: legacy(map[string]any{"to": "team-lead"}), want: "deny", rule: RuleProtocol},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := t2World(t, "fixed-theme")
			if tc.setup != nil {
				tc.setup(w)
			}
			r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, tc.evidence), tc.edit), now)
			expect(t, r, tc.want, tc.rule, tc.has)
		})
	}
}

func expect(t *testing.T, r hooktest.Result, want, rule string, has []string) {
	t.Helper()
	hooktest.Expect(t, r, "message-guard", want, rule, has...)
}

// link records the cast in teamctl's record as `teamctl history add` does.
func link(t *testing.T, w *hooktest.World, members map[string]string) {
	t.Helper()
	err := teamstate.Update(w.State, w.Key("session-716ec9d0"), now, func(r *teamstate.Record) error {
		r.Characters = &teamstate.Characters{Pattern: "fixed-theme", Theme: "Cowboy Bebop",
			Names: []string{"Spike Spiegel", "Jet Black", "Faye Valentine", "Edward", "Ein"}, Members: members}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// t3World is run t3's team as it was when the leader asked carol to shut
// down (config-t3 was captured after carol left, so she is put back).
func t3World(t *testing.T) *hooktest.World {
	w := hooktest.New(t)
	w.Team("config-t3-after-shutdown-removal.json", func(cfg map[string]any) { hooktest.AddMember(cfg, "carol") })
	w.History(`[{"pattern":"mixed-genius","theme":"mixed-genius","characters":["Lelouch","L"]}]`)
	return w
}

func TestShutdownNeedsTheUsersDisbandInThisTurn(t *testing.T) {
	request := "leader_PreToolUse_SendMessage_shutdown_request"
	const team, prompt = "session-7034c07c", "1a25f87a-4634-4ddc-ae3c-d25f910bd14e"
	cases := []struct {
		name    string
		disband *teamstate.Disband
		want    string
	}{
		{"no instruction", nil, "deny"},
		{"instruction in this turn", &teamstate.Disband{PromptID: prompt, Phrase: "disband"}, "none"},
		{"instruction from an earlier turn", &teamstate.Disband{PromptID: "0000", Phrase: "disband"}, "deny"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := t3World(t)
			if tc.disband != nil {
				if err := teamstate.Update(w.State, w.Key(team), now, func(r *teamstate.Record) error { r.Disband = tc.disband; return nil }); err != nil {
					t.Fatal(err)
				}
			}
			r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, request), nil), now)
			expect(t, r, tc.want, RuleShutdown, []string{`"carol"`, "the leader", "pattern mixed-genius", `"disband" / "解散"`})
		})
	}
	t.Run("captured response from carol", func(t *testing.T) {
		w := t3World(t)
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage_shutdown_response"), nil), now)
		expect(t, r, "none", "", nil)
	})
	t.Run("project phrases are named", func(t *testing.T) {
		w := t3World(t)
		w.ProjectConfig(`{"disband_phrases":["wrap up the team"]}`)
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, request), nil), now)
		expect(t, r, "deny", RuleShutdown, []string{`"wrap up the team"`})
	})
}

func TestEveryRuleCanBeSwitchedOff(t *testing.T) {
	cases := []struct {
		rule, key string
		edit      func(map[string]any)
		evidence  string
	}{
		{RuleRecipient, "message_recipient", send("Spike", "done"), "inproc_teammate_PreToolUse_SendMessage"},
		{RuleNonEmpty, "message_nonempty", send("team-lead", "  "), "inproc_teammate_PreToolUse_SendMessage"},
		{RuleProtocol, "message_protocol", send("bob", map[string]any{"type": "shutdown_request"}), "inproc_teammate_PreToolUse_SendMessage"},
		{RuleShutdown, "shutdown_needs_user", send("bob", map[string]any{"type": "shutdown_request"}), "leader_PreToolUse_SendMessage"},
	}
	for _, tc := range cases {
		t.Run(tc.rule, func(t *testing.T) {
			w := t2World(t, "fixed-theme")
			payload := w.Payload(hooktest.Load(t, tc.evidence), tc.edit)
			if r := w.Run(&Guard{Proc: hooktest.Proc{}}, payload, now); r.Decision != "deny" || !strings.Contains(r.Reason, tc.rule) {
				t.Fatalf("with the rule on: %s %q", r.Decision, r.Reason)
			}
			w.WriteFile(filepath.Join(w.Project, ".claude", "team-themes", "patterns", "fixed-theme.json"),
				`{"name":"fixed-theme","rules":{"`+tc.key+`":false}}`)
			if r := w.Run(&Guard{Proc: hooktest.Proc{}}, payload, now); r.Decision != "none" {
				t.Fatalf("with %s off: %s %q", tc.key, r.Decision, r.Reason)
			}
		})
	}
}

func TestNoOpinionOutsideARunningTeamWithAPattern(t *testing.T) {
	t.Run("no team", func(t *testing.T) {
		w := hooktest.New(t)
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage"), send("Spike", "")), now)
		expect(t, r, "none", "", nil)
	})
	t.Run("no pattern", func(t *testing.T) {
		w := t2World(t, "")
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage"), send("Spike", "")), now)
		expect(t, r, "none", "", nil)
		if !strings.Contains(r.Stderr, "no pattern recorded") {
			t.Errorf("stderr lacks the note: %q", r.Stderr)
		}
	})
	t.Run("other tool", func(t *testing.T) {
		w := t2World(t, "fixed-theme")
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_Write"), nil), now)
		expect(t, r, "none", "", nil)
	})
	t.Run("corrupt history fails open on character names", func(t *testing.T) {
		w := t2World(t, "fixed-theme")
		w.History(`[{"theme":"x","characters":["Spike"]`)
		r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage"), send("Spike", "done")), now)
		// The name is unknown, so it is an unknown recipient, and the
		// broken history is noted.
		expect(t, r, "deny", RuleRecipient, []string{"not a member"})
		if !strings.Contains(r.Stderr, "corrupt theme history") {
			t.Errorf("stderr lacks the history note: %q", r.Stderr)
		}
	})
}

func TestPaneTeammateIsChecked(t *testing.T) {
	w := hooktest.New(t)
	w.Team("config-t4-tmux-member.json", func(cfg map[string]any) { cfg["pattern"] = "fixed-theme" })
	w.History(bebop)
	e := hooktest.Load(t, "tmux_teammate_PreToolUse_Write")
	proc := hooktest.ProcOf(e)
	for _, tc := range []struct {
		to, want string
	}{{"team-lead", "none"}, {"Ein", "deny"}} {
		payload := w.Payload(e, func(in map[string]any) {
			in["tool_name"] = "SendMessage"
			in["tool_input"] = map[string]any{"to": tc.to, "message": "erin done", "summary": "erin done"}
		})
		r := w.Run(&Guard{Proc: proc}, payload, now)
		expect(t, r, tc.want, RuleRecipient, []string{"teammate erin", "session-1fc07471"})
	}
}

// Derived and recorded aliases of a character are not addresses either.
func TestAliasAddressesAreCharacterNames(t *testing.T) {
	for _, to := range []string{"シンジ", "しんじ", "ｼﾝｼﾞ", "スパイク"} {
		t.Run(to, func(t *testing.T) {
			w := hooktest.New(t)
			w.T2("fixed-theme")
			w.History(`[{"pattern":"fixed-theme","theme":"Evangelion","characters":["碇シンジ","綾波 レイ","Spike Spiegel","Ein"],"aliases":{"Spike Spiegel":["スパイク"]}}]`)
			r := w.Run(&Guard{Proc: hooktest.Proc{}}, w.Payload(hooktest.Load(t, "inproc_teammate_PreToolUse_SendMessage"), send(to, "done")), now)
			expect(t, r, "deny", RuleRecipient, []string{"character name of the running team"})
		})
	}
}
