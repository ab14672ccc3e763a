package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/team"
	"github.com/teamctl/teamctl/internal/teamstate"
)

func TestExitCodeMapping(t *testing.T) {
	cases := []struct {
		err      error
		code     int
		wantText string
	}{
		{nil, ExitOK, ""},
		{errors.New("boom"), ExitError, "teamctl: boom\n"},
		// cobra's wording no longer decides anything: only the type does.
		{errors.New(`required flag(s) "theme" not set`), ExitError, "teamctl: required flag"},
		{errors.New(`unknown command "x" for "teamctl"`), ExitError, "teamctl: unknown command"},
		{flagError{errors.New("unknown flag: --frob")}, ExitUsage, "hint: see `teamctl --help`"},
		{refusedErr(errors.New("work used"), "pick another work"), ExitRefused, "teamctl: work used\nteamctl: hint: pick another work\n"},
		{notFoundErr(errors.New("no team")), ExitNotFound, "teamctl: no team\n"},
		{damagedErr(errors.New("broken at 3:4")), ExitDamaged, "broken at 3:4"},
		{errSilent{code: ExitProblems}, ExitProblems, ""},
		// The packages' own error types, however deeply wrapped.
		{withHints(fmt.Errorf("reading: %w", &history.CorruptError{Path: "h.json"}), "repair it"), ExitDamaged, "teamctl: hint: repair it\n"},
		{fmt.Errorf("x: %w", &teamstate.CorruptError{Path: "r.json", Err: errors.New("bad")}), ExitDamaged, ""},
		{&history.RefusedError{}, ExitRefused, ""},
		{fmt.Errorf("x: %w", &team.UnknownTeamError{Name: "nope"}), ExitNotFound, ""},
		{&team.NotFoundError{}, ExitNotFound, ""},
		// An explicit code wins over the type it wraps.
		{newError(ExitError, &history.RefusedError{}), ExitError, ""},
	}
	for _, tc := range cases {
		var buf bytes.Buffer
		if got := exitCode(tc.err, &buf); got != tc.code {
			t.Errorf("%v: exit %d, want %d", tc.err, got, tc.code)
		}
		if !strings.Contains(buf.String(), tc.wantText) || (tc.err == nil && buf.Len() > 0) {
			t.Errorf("%v: printed %q, want %q", tc.err, buf.String(), tc.wantText)
		}
	}
}

// Every bad command line exits 2 through the real command tree, with the
// command's own usage in the hint, whatever cobra says in the message.
func TestBadCommandLinesAreUsageErrors(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"CLAUDE_CONFIG_DIR": filepath.Join(dir, ".claude"), "HOME": dir}
	cases := []struct {
		args []string
		hint string
	}{
		{[]string{"histroy"}, "did you mean `teamctl history`?"},
		{[]string{"history", "lsit"}, "did you mean `teamctl history list`?"},
		{[]string{"team", "shwo"}, "did you mean `teamctl team show`?"},
		{[]string{"files", "relase"}, "did you mean `teamctl files release`?"},
		{[]string{"pattern", "zzz"}, "`teamctl pattern --help` lists its commands"},
		{[]string{"completion", "bahs"}, "did you mean `teamctl completion bash`?"},
		{[]string{"help", "histroy"}, "did you mean `teamctl history`?"},
		{[]string{"help", "history", "lsit"}, "did you mean `teamctl history list`?"},
		{[]string{"history", "list", "extra"}, "see `teamctl history list --help`"},
		{[]string{"history", "show"}, "see `teamctl history show --help`"},
		{[]string{"history", "show", "1", "2"}, "see `teamctl history show --help`"},
		{[]string{"tasks", "a", "b"}, "see `teamctl tasks --help`"},
		{[]string{"team", "show", "a", "b"}, "see `teamctl team show --help`"},
		{[]string{"history", "list", "--bogus"}, "see `teamctl history list --help`"},
		{[]string{"history", "list", "-n"}, "see `teamctl history list --help`"},
		{[]string{"history", "list", "-n", "x"}, "see `teamctl history list --help`"},
		{[]string{"watch", "--once", "--json"}, "see `teamctl watch --help`"},
		{[]string{"install", "--user", "--project"}, "see `teamctl install --help`"},
		{[]string{"explain", "--input", "x", "--replay", "1"}, "see `teamctl explain --help`"},
	}
	for _, tc := range cases {
		var out, errOut bytes.Buffer
		f := &Factory{In: strings.NewReader(""), Out: &out, ErrOut: &errOut, Getenv: func(k string) string { return env[k] }}
		if code := Main(f, tc.args); code != ExitUsage {
			t.Errorf("teamctl %s: exit %d, want %d\n%s", strings.Join(tc.args, " "), code, ExitUsage, errOut.String())
		}
		if !strings.Contains(errOut.String(), "teamctl: hint: "+tc.hint+"\n") {
			t.Errorf("teamctl %s: stderr %q, want the hint %q", strings.Join(tc.args, " "), errOut.String(), tc.hint)
		}
		if out.Len() > 0 {
			t.Errorf("teamctl %s: printed %q on stdout (help instead of an error?)", strings.Join(tc.args, " "), out.String())
		}
	}
	// A group alone still prints its help, successfully, and like help
	// needs no config dir (no HOME here).
	for _, args := range [][]string{nil, {"history"}, {"team"}, {"pattern"}, {"help", "history"}} {
		var out bytes.Buffer
		f := &Factory{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard, Getenv: func(string) string { return "" }}
		if code := Main(f, args); code != ExitOK || !strings.Contains(out.String(), "Available Commands:") {
			t.Errorf("teamctl %s: exit %d, help %q", strings.Join(args, " "), code, out.String())
		}
	}
}
