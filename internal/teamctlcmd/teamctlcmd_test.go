package teamctlcmd

import "testing"

func TestParsePlacesTheCommandLikeCobra(t *testing.T) {
	cases := []struct {
		args []string
		path string
		kind Kind
	}{
		{nil, "", Query},
		{[]string{"uninstall", "--project"}, "uninstall", ChangesGuard},
		{[]string{"--help", "uninstall"}, "uninstall", Query},
		{[]string{"uninstall", "--help=false"}, "uninstall", ChangesGuard},
		{[]string{"history", "--file", "prune", "list"}, "history list", Query},
		{[]string{"history", "--file=x", "prune", "--keep", "0"}, "history prune", ChangesGuard},
		{[]string{"history", "list", "-n5"}, "history list", Query},
		{[]string{"pattern", "set", "mixed-genius"}, "pattern set", Manage},
		{[]string{"pattern", "-t", "set", "get"}, "pattern get", Query},
		{[]string{"frobnicate"}, "frobnicate", ChangesGuard},
		{[]string{"team", "prune", "-y"}, "team prune", ChangesGuard},
		{[]string{"demo", "--keep", "install"}, "demo", Query}, // --keep is a switch here: "install" is an argument demo refuses
	}
	for _, c := range cases {
		inv := Parse(c.args, nil)
		if inv.Command.Path != c.path || inv.Command.Kind != c.kind {
			t.Errorf("Parse(%q) = %q %v, want %q %v", c.args, inv.Command.Path, inv.Command.Kind, c.path, c.kind)
		}
	}
	if inv := Parse([]string{"uninstall"}, []bool{true}); inv.Command.Kind != ChangesGuard || inv.Unknown == "" {
		t.Errorf("a run-time command word: %+v", inv)
	}
}
