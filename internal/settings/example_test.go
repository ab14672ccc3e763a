package settings_test

import (
	"fmt"

	"github.com/teamctl/teamctl/internal/settings"
)

// The flow teamctl install --dry-run and teamctl uninstall follow: install
// into the bytes, show the diff, keep the receipt, and hand it back to
// uninstall. (On disk: settings.UpdateFile does the locked, backed-up
// write; settings.SaveReceipt/LoadReceipt at settings.ReceiptPath keep the
// receipt between the two commands.)
func Example() {
	original := []byte(`{
  "permissions": {"allow": ["Bash(go test:*)"]}
}
`)
	handlers := []settings.Handler{{
		Event:   "PreToolUse",
		Matcher: "Edit|Write|MultiEdit|NotebookEdit|Bash",
		Command: "/usr/local/bin/leader-guard",
		Args:    []string{},
		Timeout: 10,
	}}
	res, err := settings.Install(original, handlers, settings.Options{AgentTeams: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(settings.Diff(original, res.Data, "settings.json"))

	back, err := settings.Uninstall(res.Data, settings.Commands(handlers), &res.Receipt)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("restored byte for byte:", string(back.Data) == string(original))
	// Output:
	// --- settings.json
	// +++ settings.json
	// @@ -1,3 +1,21 @@
	//  {
	// -  "permissions": {"allow": ["Bash(go test:*)"]}
	// +  "permissions": {"allow": ["Bash(go test:*)"]},
	// +  "env": {
	// +    "CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS": "1"
	// +  },
	// +  "hooks": {
	// +    "PreToolUse": [
	// +      {
	// +        "matcher": "Edit|Write|MultiEdit|NotebookEdit|Bash",
	// +        "hooks": [
	// +          {
	// +            "type": "command",
	// +            "command": "/usr/local/bin/leader-guard",
	// +            "args": [],
	// +            "timeout": 10
	// +          }
	// +        ]
	// +      }
	// +    ]
	// +  }
	//  }
	// restored byte for byte: true
}

// Doctor's question: does this matcher catch the tool?
func ExampleMatcherMatches() {
	for _, m := range []string{"Task", "Agent|Task", "Edit.*", "Edit|Write"} {
		fmt.Printf("%-12q Agent:%v NotebookEdit:%v\n", m, settings.MatcherMatches(m, "Agent"), settings.MatcherMatches(m, "NotebookEdit"))
	}
	// Output:
	// "Task"       Agent:false NotebookEdit:false
	// "Agent|Task" Agent:true NotebookEdit:false
	// "Edit.*"     Agent:false NotebookEdit:true
	// "Edit|Write" Agent:false NotebookEdit:false
}
