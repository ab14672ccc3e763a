package harness

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/teamctl/teamctl/e2e/mockapi"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// Team is a live team folder under the sandbox HOME.
type Team struct {
	Dir    string
	Config gjson.Result
}

// Members lists the member names in config.json.
func (t Team) Members() []string {
	var out []string
	for _, m := range t.Config.Get("members.#.name").Array() {
		out = append(out, m.String())
	}
	return out
}

// Teams lists the team folders that have a readable config.json, ignoring
// folders Claude Code is deleting.
func (sb *Sandbox) Teams() []Team {
	dirs, _ := filepath.Glob(filepath.Join(sb.Home, ".claude", "teams", "*"))
	var out []Team
	for _, d := range dirs {
		if strings.Contains(filepath.Base(d), ".deleted-") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(d, "config.json"))
		if err != nil || !gjson.ValidBytes(b) {
			continue // not there yet, or caught mid-rewrite
		}
		out = append(out, Team{Dir: d, Config: gjson.ParseBytes(b)})
	}
	return out
}

// WaitTeam waits until exactly one team exists and satisfies cond (nil = any).
func (sb *Sandbox) WaitTeam(timeout time.Duration, what string, cond func(Team) bool) Team {
	sb.T.Helper()
	var team Team
	sb.Eventually(timeout, "team: "+what, func() bool {
		ts := sb.Teams()
		if len(ts) != 1 || (cond != nil && !cond(ts[0])) {
			return false
		}
		team = ts[0]
		return true
	})
	return team
}

// HasMember is a WaitTeam condition.
func HasMember(name string) func(Team) bool {
	return func(t Team) bool {
		for _, m := range t.Members() {
			if m == name {
				return true
			}
		}
		return false
	}
}

// SetConfigKey writes one top-level key of a team's config.json the way
// Claude Code itself does: under the config.json.lock directory, re-reading
// the file and keeping every other byte.
func SetConfigKey(teamDir, key string, value any) error {
	lock := filepath.Join(teamDir, "config.json.lock")
	deadline := time.Now().Add(time.Second)
	for {
		err := os.Mkdir(lock, 0o755)
		if err == nil {
			break
		}
		if !errors.Is(err, os.ErrExist) || time.Now().After(deadline) {
			return fmt.Errorf("taking %s: %w", lock, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	defer os.Remove(lock)
	path := filepath.Join(teamDir, "config.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	b, err = sjson.SetBytes(b, key, value)
	if err != nil {
		return err
	}
	tmp := path + ".e2e-tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// TeamName is the team the harness creates with TeamCreate in the
// TeamCreate era (in the session-team era Claude Code names it).
const TeamName = "e2e-crew"

// teamCreateMarker selects the harness's TeamCreate rule.
const teamCreateMarker = "SCN_E2E_TEAM_CREATE"

// setupRules are the mock rules the harness itself needs: in the TeamCreate
// era, the leader's TeamCreate (typed by CreateTeam).
func (sb *Sandbox) setupRules() []mockapi.Rule {
	if sb.Suite.Era() != TeamCreateEra {
		return nil
	}
	return []mockapi.Rule{TeamCreateRule("harness-team-create", teamCreateMarker, TeamName)}
}

// TeamCreateRule is a leader rule that creates team name with TeamCreate.
func TeamCreateRule(ruleName, marker, name string) mockapi.Rule {
	return mockapi.Rule{Name: ruleName, Match: marker, Agent: mockapi.MainAgent, Final: "team " + name + " created",
		Steps: []mockapi.Step{mockapi.Call("TeamCreate", map[string]any{"team_name": name, "description": "e2e team"})}}
}

// CreateTeam has the leader run TeamCreate (the TeamCreate era's first step,
// which the session-team era does at start-up) and waits until the team's
// config exists and the leader's turn has ended.
func (s *Session) CreateTeam() Team {
	s.sb.T.Helper()
	before := len(s.sb.Mock.Requests())
	s.Type(teamCreateMarker + " create the team")
	team := s.sb.WaitTeam(30*time.Second, "created by TeamCreate", nil)
	s.sb.Eventually(30*time.Second, "the leader's TeamCreate turn to end", func() bool {
		for _, r := range s.sb.Mock.Requests()[before:] {
			if r.Rule == "harness-team-create" && r.Step != 0 { // -1: the final text
				return true
			}
		}
		return false
	})
	return team
}
