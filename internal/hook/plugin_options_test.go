package hook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/pattern"
)

// The plugin's strict option makes an undecidable call a deny, exactly as
// TEAMCTL_STRICT does; "false" or nonsense leaves it failing open; an
// explicit TEAMCTL_STRICT=0 wins over the option.
func TestPluginStrictOption(t *testing.T) {
	broken := fakeHandler{guards: true, decide: func(*Call) (Decision, error) { return Decision{}, os.ErrPermission }}
	for _, tc := range []struct {
		vars     map[string]string
		wantDeny bool
	}{
		{map[string]string{OptionStrict: "true"}, true},
		{map[string]string{OptionStrict: "false"}, false},
		{map[string]string{OptionStrict: "yes please"}, false},
		{map[string]string{OptionStrict: "true", "TEAMCTL_STRICT": "0"}, false},
		{map[string]string{}, false},
	} {
		code, out, _ := run(t, broken, nil, writeInput, tc.vars)
		denied := code == 0 && strings.Contains(out, `"permissionDecision":"deny"`)
		if denied != tc.wantDeny || (!tc.wantDeny && code != 1) {
			t.Errorf("%v: exit %d, stdout %q; want deny=%v", tc.vars, code, out, tc.wantDeny)
		}
	}
}

// The decision_log option sets the log level unless TEAMCTL_DECISION_LOG
// does; a value outside off|deny|all is ignored.
func TestPluginDecisionLogOption(t *testing.T) {
	allow := fakeHandler{guards: true, decide: func(*Call) (Decision, error) { return Decision{}, nil }}
	for _, tc := range []struct {
		vars    map[string]string
		wantLog bool
	}{
		{map[string]string{OptionDecisionLog: "all"}, true},
		{map[string]string{OptionDecisionLog: "deny"}, false},
		{map[string]string{OptionDecisionLog: "everything"}, false},
		{map[string]string{OptionDecisionLog: "all", "TEAMCTL_DECISION_LOG": "off"}, false},
	} {
		state := t.TempDir()
		tc.vars["TEAMCTL_STATE_DIR"] = state
		if code, _, errOut := run(t, allow, nil, writeInput, tc.vars); code != 0 {
			t.Fatalf("%v: exit %d %s", tc.vars, code, errOut)
		}
		_, err := os.Stat(filepath.Join(state, LogFile))
		if logged := err == nil; logged != tc.wantLog {
			t.Errorf("%v: logged=%v, want %v", tc.vars, logged, tc.wantLog)
		}
	}
}

// default_pattern fills in only when the project names no default itself.
func TestPluginDefaultPatternOption(t *testing.T) {
	getenv := env(map[string]string{OptionDefaultPattern: "mixed-genius"})
	builtin := &pattern.ProjectConfig{DefaultPattern: "fixed-theme"}
	if got := withDefaultPattern(builtin, getenv); got.DefaultPattern != "mixed-genius" || !got.HasDefaultPattern || builtin.HasDefaultPattern {
		t.Errorf("option not applied (or the original changed): %+v %+v", got, builtin)
	}
	explicit := &pattern.ProjectConfig{DefaultPattern: "fixed-theme", HasDefaultPattern: true}
	if got := withDefaultPattern(explicit, getenv); got.DefaultPattern != "fixed-theme" {
		t.Errorf("the project's own default lost to the option: %+v", got)
	}
	if got := withDefaultPattern(builtin, env(map[string]string{OptionDefaultPattern: "../x"})); got.HasDefaultPattern {
		t.Errorf("a path-like option was taken: %+v", got)
	}

	// Through a Call: the project dir has no config file.
	c := NewCall(&Input{Cwd: t.TempDir()}, getenv, fixedNow())
	cfg, err := c.Project()
	if err != nil || cfg.DefaultPattern != "mixed-genius" {
		t.Errorf("Call.Project: %+v %v", cfg, err)
	}
}
