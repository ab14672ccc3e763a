package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestExitCodeMapping(t *testing.T) {
	cases := []struct {
		err      error
		code     int
		wantText string
	}{
		{nil, ExitOK, ""},
		{errors.New("boom"), ExitError, "teamctl: boom\n"},
		{errors.New(`required flag(s) "theme" not set`), ExitUsage, "hint: see `teamctl --help`"},
		{errors.New(`unknown flag: --frob`), ExitUsage, "hint:"},
		{refusedErr(errors.New("work used"), "pick another work"), ExitRefused, "teamctl: work used\nteamctl: hint: pick another work\n"},
		{notFoundErr(errors.New("no team")), ExitNotFound, "teamctl: no team\n"},
		{damagedErr(errors.New("broken at 3:4")), ExitDamaged, "broken at 3:4"},
		{errSilent{code: ExitProblems}, ExitProblems, ""},
	}
	for _, tc := range cases {
		var buf bytes.Buffer
		if got := exitCode(tc.err, &buf); got != tc.code {
			t.Errorf("%v: exit %d, want %d", tc.err, got, tc.code)
		}
		if !strings.Contains(buf.String(), tc.wantText) || (tc.wantText == "" && buf.Len() > 0) {
			t.Errorf("%v: printed %q, want %q", tc.err, buf.String(), tc.wantText)
		}
	}
}
