package shell

import "testing"

func TestRsyncOperand(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"models/", true},
		{"./a:b/", true}, // a local path: a slash before the colon
		{"backup01:/srv/models/", true},
		{"deploy@web1:/srv/app/", true},
		{"[fe80::1]:/x", false}, // "::" is daemon syntax to rsync too
		{"host::module", false},
		{"rsync://host/m", false},
		{"-oProxyCommand=x:/p", false},
		{"u@-oProxyCommand=x:/p", false},
		{"a b:/p", false},
		{"-e@h:/p", false},
	} {
		if got := rsyncOperandReason(c.s); (got == "") != c.ok {
			t.Errorf("rsyncOperandReason(%q) = %q, want ok=%v", c.s, got, c.ok)
		}
	}
}

func TestSshPlain(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"bastion.staging", true},
		{"deploy@db01", true},
		{"a;b", false},
		{"$(x)", false},
		{"a b", false},
		{"a`b`", false},
		{"", false},
	} {
		if sshPlain(c.s) != c.ok {
			t.Errorf("sshPlain(%q) != %v", c.s, c.ok)
		}
	}
}
