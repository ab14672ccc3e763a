package messageguard

import "testing"

func TestListAgentsName(t *testing.T) {
	for to, want := range map[string]string{
		"worker [ref]":       "worker",
		"alice  [a1b2]":      "alice",
		"senior dev [x]":     "senior dev",
		"worker[ref]":        "",
		"worker [ref] extra": "",
		" [ref]":             "",
		"worker [a]b]":       "",
		"worker":             "",
		"[ref]":              "",
	} {
		got, ok := listAgentsName(to)
		if got != want || ok != (want != "") {
			t.Errorf("listAgentsName(%q) = %q, %v; want %q", to, got, ok, want)
		}
	}
}
