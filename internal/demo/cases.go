package demo

import "github.com/teamctl/teamctl/internal/leaderguard"

func ptr(s string) *string { return &s }

// Cases are the representative calls `teamctl demo` replays.
func Cases() []Case {
	lg := leaderguard.New()
	write := func(path string) map[string]any {
		return map[string]any{"file_path": "{{PROJECT}}/" + path, "content": "package main\n"}
	}
	bash := func(cmd string) map[string]any { return map[string]any{"command": cmd} }
	return []Case{
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
		{Who: "teammate alice", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go",
			AgentID: "aalice-34bdd1bf3a03fbf9", AgentType: "alice"},
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("git status"), Call: "Bash: git status"},
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("cat README.md | head -20"), Call: "Bash: cat README.md | head -20"},
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("sed -i 's/v1/v2/' src/app.go"), Call: "Bash: sed -i 's/v1/v2/' src/app.go"},
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Bash", Input: bash("teamctl pattern set fixed-theme"), Call: "Bash: teamctl pattern set fixed-theme"},
		{Who: "leader", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("dashboard.md"), Call: "Write dashboard.md"},
		{Who: "leader's plain subagent", Team: FixedTheme, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go",
			AgentID: "a5b66c3f0886522e6", AgentType: "general-purpose", ParentAgentID: ptr("")},
		{Who: "teammate bob", Team: FixedTheme, Hook: lg, Tool: "Edit", Call: "Edit .claude/settings.json",
			Input:   map[string]any{"file_path": "{{PROJECT}}/.claude/settings.json", "old_string": "leader-guard", "new_string": ""},
			AgentID: "abob-0123456789abcdef", AgentType: "bob"},
		{Who: "leader", Team: MixedGenius, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
		{Who: "session outside any team", Team: NoTeam, Hook: lg, Tool: "Write", Input: write("src/app.go"), Call: "Write src/app.go"},
	}
}
