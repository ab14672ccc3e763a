package cli

import (
	"testing"
)

func TestParseMember(t *testing.T) {
	tests := []struct {
		spec             string
		name, work, role string
		bad              bool
	}{
		{spec: "Kurisu:Steins;Gate:genius", name: "Kurisu", work: "Steins;Gate", role: "genius"},
		{spec: "Kurisu:Steins;Gate", name: "Kurisu", work: "Steins;Gate"},
		{spec: "Yoda:Star Wars: Episode V:strategist", name: "Yoda", work: "Star Wars: Episode V", role: "strategist"},
		{spec: "Kurisu::genius", name: "Kurisu", role: "genius"},
		{spec: "Kurisu", bad: true},
		{spec: ":work:role", bad: true},
		{spec: "", bad: true},
	}
	for _, tc := range tests {
		m, err := parseMember(tc.spec)
		if tc.bad {
			if c, _ := code(err); c != ExitUsage {
				t.Errorf("parseMember(%q) = %+v, %v; want a usage error", tc.spec, m, err)
			}
			continue
		}
		if err != nil || m.Name != tc.name || m.Work != tc.work || m.Role != tc.role {
			t.Errorf("parseMember(%q) = %+v, %v", tc.spec, m, err)
		}
	}
}
