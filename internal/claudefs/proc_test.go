package claudefs

import (
	"encoding/json"
	"os"
	"testing"
)

func TestPaneTeammateFromEvidenceAncestors(t *testing.T) {
	b, err := os.ReadFile("testdata/ancestors.json")
	if err != nil {
		t.Fatal(err)
	}
	var chains map[string][]struct {
		Pid     int      `json:"pid"`
		Cmdline []string `json:"cmdline"`
	}
	if err := json.Unmarshal(b, &chains); err != nil {
		t.Fatal(err)
	}
	panes := 0
	for key, chain := range chains {
		var claude []string
		for _, a := range chain {
			if IsClaudeArgv(a.Cmdline) {
				claude = a.Cmdline
				break
			}
		}
		if claude == nil {
			t.Errorf("%s: no claude ancestor found", key)
			continue
		}
		// Only a claude argv may be parsed: the tmux and sh ancestors are
		// not Claude Code.
		for _, a := range chain {
			if a.Cmdline[0] != claude[0] && IsClaudeArgv(a.Cmdline) {
				t.Errorf("%s: %q taken for claude", key, a.Cmdline)
			}
		}
		name, team, parent, ok := PaneTeammateFromArgv(claude)
		isPane := len(key) > 5 && key[:5] == "tmux_"
		if ok != isPane {
			t.Errorf("%s: ok = %v, want %v (argv %q)", key, ok, isPane, claude)
			continue
		}
		if isPane {
			panes++
			if name != "erin" || team != "session-1fc07471" || parent != "1fc07471-f170-45c7-bfc5-74cdec799f12" {
				t.Errorf("%s: got %q %q %q", key, name, team, parent)
			}
		}
	}
	if panes != 4 {
		t.Errorf("%d pane samples, want 4", panes)
	}
}

func TestPaneTeammateFromArgv(t *testing.T) {
	tests := []struct {
		argv               []string
		name, team, parent string
		ok                 bool
	}{
		{[]string{"claude", "--agent-id=kim@session-b549a96f", "--agent-name=kim", "--team-name=session-b549a96f", "--parent-session-id=b549a96f-1"},
			"kim", "session-b549a96f", "b549a96f-1", true},
		{[]string{"claude", "--agent-name", "kim", "--team-name", "t"}, "kim", "t", "", true},
		{[]string{"claude", "--agent-id", "kim@t"}, "kim", "t", "", true},
		{[]string{"claude", "--agent-id", "kim@t", "--agent-name", "bob"}, "", "", "", false},
		{[]string{"claude", "--agent-id", "kim@t", "--team-name", "u"}, "", "", "", false},
		{[]string{"claude", "--agent-id", "kim"}, "", "", "", false},
		{[]string{"claude", "--agent-name", "kim"}, "", "", "", false},
		{[]string{"claude", "--agent-name"}, "", "", "", false},
		{[]string{"claude", "--", "--agent-id", "kim@t"}, "", "", "", false},
		{[]string{"claude", "--permission-mode", "default"}, "", "", "", false},
		{nil, "", "", "", false},
	}
	for _, tt := range tests {
		name, team, parent, ok := PaneTeammateFromArgv(tt.argv)
		if name != tt.name || team != tt.team || parent != tt.parent || ok != tt.ok {
			t.Errorf("%q: got %q %q %q %v", tt.argv, name, team, parent, ok)
		}
	}
}

func TestIsClaudeArgv(t *testing.T) {
	yes := [][]string{
		{"/opt/claude-code/node_modules/@anthropic-ai/claude-code-linux-x64/claude", "--permission-mode", "default"},
		{"claude"},
		{"node", "/usr/lib/node_modules/@anthropic-ai/claude-code/cli.js"},
	}
	no := [][]string{nil, {}, {"/bin/sh", "-c", "claude"}, {"tmux", "new-session", "claude"}, {"node", "server.js"}, {"claude-helper"}}
	for _, a := range yes {
		if !IsClaudeArgv(a) {
			t.Errorf("%q not recognised", a)
		}
	}
	for _, a := range no {
		if IsClaudeArgv(a) {
			t.Errorf("%q taken for claude", a)
		}
	}
}
