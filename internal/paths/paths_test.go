package paths

import "testing"

func TestInProject(t *testing.T) {
	cases := []struct {
		target, project, rel string
		in                   bool
	}{
		{"/p/CLAUDE.md", "/p", "CLAUDE.md", true},
		{"/p/docs/a/dashboard.md", "/p", "docs/a/dashboard.md", true},
		{"/p", "/p", ".", true},
		{"/p/../CLAUDE.md", "/p", "", false},
		{"/pp/CLAUDE.md", "/p", "", false},
		{"/x/CLAUDE.md", "/p", "", false},
		{"", "/p", "", false},
		{"/p/a", "", "", false},
	}
	for _, tc := range cases {
		rel, in := InProject(Abs(tc.target, ""), tc.project)
		if rel != tc.rel || in != tc.in {
			t.Errorf("InProject(%q, %q) = %q, %v; want %q, %v", tc.target, tc.project, rel, in, tc.rel, tc.in)
		}
	}
	if got := Abs("src/../a.go", "/p"); got != "/p/a.go" {
		t.Errorf("Abs relative = %q", got)
	}
	if got := Abs("", "/p"); got != "" {
		t.Errorf("Abs empty = %q", got)
	}
}

func TestConfigAndStateDirs(t *testing.T) {
	env := func(m map[string]string) Getenv { return func(k string) string { return m[k] } }
	if got := ConfigDir(env(map[string]string{"HOME": "/h"})); got != "/h/.claude" {
		t.Errorf("ConfigDir = %q", got)
	}
	if got := ConfigDir(env(map[string]string{"HOME": "/h", "CLAUDE_CONFIG_DIR": "/c/"})); got != "/c" {
		t.Errorf("ConfigDir with CLAUDE_CONFIG_DIR = %q", got)
	}
	if got := StateDir(env(map[string]string{"CLAUDE_CONFIG_DIR": "/c"})); got != "/c/teamctl" {
		t.Errorf("StateDir = %q", got)
	}
	if got := ProjectDir(env(map[string]string{}), "/cwd"); got != "/cwd" {
		t.Errorf("ProjectDir = %q", got)
	}
}
