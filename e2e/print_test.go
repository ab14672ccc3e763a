package e2e

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
	"github.com/teamctl/teamctl/e2e/mockapi"
)

// A PreToolUse deny reaches the model as the tool error, the file is not
// written and -p lists the call in permission_denials — also when
// permissions.allow lists the tool (a hook deny beats an allow rule).
func TestPrintModeDenyReachesModel(t *testing.T) {
	suite.Require(t)
	t.Parallel()
	cases := []struct {
		name   string
		allow  []string
		exit2  bool
		mode   string
		prefix string // exit 2: of the tool_result content after "PreToolUse:Write hook error: "
	}{
		{name: "json", mode: "default"},
		{name: "json-with-allow", allow: []string{"Write", "Bash"}, mode: "default"},
		{name: "json-bypass", mode: "bypassPermissions"},
		{name: "exit2-with-allow", allow: []string{"Write"}, exit2: true, mode: "default", prefix: "["},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			const reason = "e2e says no: delegate the write"
			deny := []string{suite.Bin(t, "deny"), "-reason", reason}
			if c.exit2 {
				deny = append(deny, "-exit2")
			}
			sb := suite.NewSandbox(t, harness.Options{Eras: harness.AllEras, Settings: harness.Settings{
				Allow: c.allow,
				Hooks: []harness.Hook{{Event: "PreToolUse", Matcher: "Write", Command: harness.ShellCommand(append(deny, "Write")...)}},
			}})
			target := sb.Path("denied.txt")
			sb.Script(mockapi.Rule{Match: "SCN_DENY", Final: "after deny", Steps: []mockapi.Step{
				mockapi.Call("Write", map[string]any{"file_path": target, "content": "should be blocked\n"}),
			}})

			res := sb.RunPrint("SCN_DENY write a file", "--permission-mode", c.mode)
			if res.ExitCode != 0 || res.JSON.Get("result").String() != "after deny" {
				t.Fatalf("exit %d, stdout %s, stderr %s", res.ExitCode, res.Stdout, res.Stderr)
			}
			calls := sb.Mock.CallsTo("Write", "denied.txt")
			if len(calls) != 1 {
				t.Fatalf("mock sent %d Write calls", len(calls))
			}
			tr, ok := sb.Mock.Result(calls[0].ID)
			want := suite.JSONDenialPrefix("Write")
			if c.exit2 {
				want = harness.HookDenial("Write") + c.prefix
			}
			if !ok || !tr.IsError || !strings.HasPrefix(tr.Content, want) || !strings.Contains(tr.Content, reason) {
				t.Errorf("model saw %+v (found %v), want is_error and %q…%q", tr, ok, want, reason)
			}
			if _, err := os.Stat(target); !os.IsNotExist(err) {
				t.Errorf("%s exists after the deny (err %v)", target, err)
			}
			denials := res.JSON.Get("permission_denials").Array()
			if len(denials) != 1 || denials[0].Get("tool_name").String() != "Write" ||
				denials[0].Get("tool_use_id").String() != calls[0].ID ||
				denials[0].Get("tool_input.file_path").String() != target {
				t.Errorf("permission_denials = %s", res.JSON.Get("permission_denials").Raw)
			}
			pre := sb.FindHooks(harness.Is("PreToolUse", "Write", "denied.txt"))
			if len(pre) != 1 || pre[0].AgentID() != "" || pre[0].Get("permission_mode").String() != c.mode {
				t.Errorf("logged PreToolUse calls: %d %v", len(pre), pre)
			}
			if len(sb.FindHooks(harness.Is("PostToolUse", "Write", ""))) != 0 {
				t.Error("PostToolUse fired for the denied Write")
			}
			t.Logf("claude -p took %v", res.Duration.Round(100*time.Millisecond))
		})
	}
}
