package demo

import (
	"github.com/teamctl/teamctl/internal/artifactguard"
	"github.com/teamctl/teamctl/internal/leaderguard"
	"github.com/teamctl/teamctl/internal/messageguard"
	"github.com/teamctl/teamctl/internal/teamevents"
	"github.com/teamctl/teamctl/internal/teamrules"
)

func ptr(s string) *string { return &s }

// Cases are the representative calls `teamctl demo` replays.
func Cases() []Case {
	lg, mg, ag, te, tr := leaderguard.New(), messageguard.New(), artifactguard.New(), teamevents.New(), teamrules.New()
	const alice, aliceType = "aalice-34bdd1bf3a03fbf9", "alice"
	send := func(to, msg string) map[string]any {
		return map[string]any{"to": to, "message": msg, "summary": "report", "type": "message", "recipient": to, "content": msg}
	}
	write := func(path string) map[string]any {
		return map[string]any{"file_path": "{{PROJECT}}/" + path, "content": "package main\n"}
	}
	bash := func(cmd string) map[string]any { return map[string]any{"command": cmd} }
	return []Case{
		{Want: "deny", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
		{Want: "allow", Who: "teammate alice", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go",
			AgentID: "aalice-34bdd1bf3a03fbf9", AgentType: "alice"},
		{Want: "allow", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("git status"), Call: "Bash: git status"},
		{Want: "allow", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("cat README.md | head -20"), Call: "Bash: cat README.md | head -20"},
		{Want: "deny", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("sed -i 's/v1/v2/' src/app.go"), Call: "Bash: sed -i 's/v1/v2/' src/app.go"},
		{Want: "allow", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("teamctl pattern set fixed-theme"), Call: "Bash: teamctl pattern set fixed-theme"},
		{Want: "allow", Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("dashboard.md"), Call: "Write dashboard.md"},
		{Want: "deny", Who: "leader's plain subagent", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go",
			AgentID: "a5b66c3f0886522e6", AgentType: "general-purpose", ParentAgentID: ptr("")},
		{Want: "deny", Who: "teammate bob", Team: FixedTheme, Hook: lg, Tool: "Edit", Call: "Edit .claude/settings.json",
			Input:   map[string]any{"file_path": "{{PROJECT}}/.claude/settings.json", "old_string": "leader-guard", "new_string": ""},
			AgentID: "abob-0123456789abcdef", AgentType: "bob"},
		{Want: "allow", Who: "leader", Team: MixedGenius, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
		{Want: "allow", Who: "session outside any team", Team: NoTeam, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
		{Want: "deny", Who: "teammate alice", Team: FixedTheme, Hook: mg, Tool: "SendMessage", Input: send("Spike", "task 1 done"),
			Call: "SendMessage to Spike", AgentID: alice, AgentType: aliceType},
		{Want: "allow", Who: "teammate alice", Team: FixedTheme, Hook: mg, Tool: "SendMessage", Input: send("team-lead", "task 1 done: tests pass"),
			Call: "SendMessage to team-lead", AgentID: alice, AgentType: aliceType},
		{Want: "deny", Who: "teammate alice", Team: FixedTheme, Hook: ag, Tool: "Bash", Input: bash(`git commit -m "Spike's retry for the fetcher"`),
			Call: "Bash: git commit -m \"Spike's retry ...\"", AgentID: alice, AgentType: aliceType},
		{Want: "allow", Who: "teammate alice", Team: FixedTheme, Hook: ag, Tool: "Bash", Input: bash(`git commit -m "fetcher: retry twice with backoff"`),
			Call: "Bash: git commit -m \"fetcher: retry ...\"", AgentID: alice, AgentType: aliceType},
		{Want: "allow", Who: "leader", Team: FixedTheme, Hook: tr, Tool: "Agent", Call: "Agent name=carol (team rules appended)",
			Input: map[string]any{"description": "carol task", "prompt": "write the parser", "name": "carol"}},
		{Want: "deny", Who: "leader", Team: MixedGenius, Hook: tr, Tool: "Agent", Call: "Agent name=dave before `teamctl history add`",
			Input: map[string]any{"description": "dave task", "prompt": "review", "name": "dave"}},
		{Want: "allow", Who: "teammate alice", Team: FixedTheme, Hook: tr, Event: "PostToolUse", Tool: "Write", Input: write("src/parser.go"),
			Call: "PostToolUse Write src/parser.go (alice owns it)", AgentID: alice, AgentType: aliceType, Extra: map[string]any{"tool_response": map[string]any{"success": true}}},
		{Want: "deny", Who: "teammate bob", Team: FixedTheme, Hook: tr, Tool: "Edit", Call: "Edit src/parser.go",
			Input:   map[string]any{"file_path": "{{PROJECT}}/src/parser.go", "old_string": "a", "new_string": "b"},
			AgentID: "abob-0123456789abcdef", AgentType: "bob"},
		{Want: "deny", Who: "teammate bob", Team: FixedTheme, Hook: tr, Tool: "Bash", Input: bash("git stash"), Call: "Bash: git stash (alice is active)",
			AgentID: "abob-0123456789abcdef", AgentType: "bob"},
		{Want: "allow", Who: "teammate bob", Team: FixedTheme, Hook: tr, Event: "PostToolUse", Tool: "SendMessage", Input: send("team-lead", "parser review done"),
			Call: "PostToolUse SendMessage to team-lead", AgentID: "abob-0123456789abcdef", AgentType: "bob",
			Extra: map[string]any{"tool_response": map[string]any{"success": true}}},
		{Want: "keep-working", Who: "teammate alice", Team: FixedTheme, Hook: te, Event: "TeammateIdle", Call: "TeammateIdle (no report sent yet)",
			AgentID: alice, AgentType: aliceType, Extra: map[string]any{"teammate_name": "alice", "team_name": "session-d3m0f1x3"}},
		{Want: "keep-working", Who: "teammate bob", Team: FixedTheme, Hook: te, Event: "TeammateIdle", Call: "TeammateIdle (task 1 unclaimed)",
			AgentID: "abob-0123456789abcdef", AgentType: "bob",
			Extra: map[string]any{"teammate_name": "bob", "team_name": "session-d3m0f1x3"}},
		{Want: "context", Who: "leader", Team: FixedTheme, Hook: te, Event: "SessionStart", Call: "SessionStart after /clear",
			Extra: map[string]any{"source": "clear", "model": "claude-opus-5-5"}},
	}
}
