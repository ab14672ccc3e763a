package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/leaderguard"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"leader-guard": func() { os.Exit(hook.Main(leaderguard.New(), os.Args[1:])) },
	})
}

// TestScripts drives the built binary with captured Claude Code payloads.
// Each script is named after what it pins.
func TestScripts(t *testing.T) {
	cmds := hooktest.ScriptCmds()
	cmds["pretooluse"] = cmdPreToolUse
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Setup: hooktest.ScriptSetup, Cmds: cmds})
}

// cmdPreToolUse writes in.json, a PreToolUse input of the captured t2 team
// (session 716ec9d0, members alice and bob) from WHO (leader or alice):
//
//	pretooluse WHO Bash 'command'
//	pretooluse WHO Write|Edit|MultiEdit|NotebookEdit path
//
// A relative path is taken in the project; cwd is the project; $WORK in
// ARG is the work dir.
func cmdPreToolUse(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: pretooluse leader|alice TOOL ARG")
	}
	// $WORK is the work dir; every other $ is the command's own.
	who, tool, arg := args[0], args[1], strings.ReplaceAll(args[2], "$WORK", ts.Getenv("WORK"))
	project := ts.Getenv("CLAUDE_PROJECT_DIR")
	in := map[string]any{
		"session_id": "716ec9d0-79da-456a-ae77-ce65893a4b53", "transcript_path": "/x/716ec9d0.jsonl",
		"cwd": project, "permission_mode": "default", "hook_event_name": "PreToolUse", "tool_name": tool, "tool_use_id": "toolu_1",
	}
	switch who {
	case "leader":
	case "alice":
		in["agent_id"], in["agent_type"] = "aalice-34bdd1bf3a03fbf9", "alice"
	default:
		ts.Fatalf("pretooluse: who is leader or alice")
	}
	if tool == "Bash" {
		in["tool_input"] = map[string]any{"command": arg}
	} else {
		if !filepath.IsAbs(arg) {
			arg = filepath.Join(project, arg)
		}
		key := "file_path"
		if tool == "NotebookEdit" {
			key = "notebook_path"
		}
		in["tool_input"] = map[string]any{key: arg, "content": "{}", "old_string": "a", "new_string": "b", "new_source": "x"}
	}
	b, err := json.Marshal(in)
	if err != nil {
		ts.Fatalf("pretooluse: %v", err)
	}
	ts.Check(os.WriteFile(ts.MkAbs("in.json"), b, 0o644))
}
