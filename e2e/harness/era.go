package harness

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Era is a generation of Claude Code's agent teams. Every scenario states
// the eras it applies to (Options.Eras); run against a release of another
// era it skips, saying why. e2e/run.sh runs the suite once per pinned
// release (MatrixVersions), so a scenario joins the matrix by declaring
// its eras.
type Era string

const (
	// TeamCreateEra is 2.1.69–2.1.177 (pinned: 2.1.177): the leader creates
	// its team with the TeamCreate tool and ends it with TeamDelete; the
	// team's config has no leadProcess and hooks get no CLAUDE_PID, so after
	// /clear the leader's new session id matches nothing in the team; an
	// in-process teammate's agent_id is a fresh a<16 hex> every turn; a
	// subagent's .meta.json has no parentAgentId.
	TeamCreateEra Era = "teamcreate"
	// SessionTeamEra is 2.1.178 and later (pinned: 2.1.330): one implicit
	// team per interactive session (session-<8 hex>), created at start-up
	// and deleted at exit; leadProcess and CLAUDE_PID name the lead
	// process; in-process teammates are a<name>-<16 hex>; a teammate's
	// subagent has parentAgentId.
	SessionTeamEra Era = "session"
)

// AllEras is for scenarios that hold in every era.
var AllEras = []Era{TeamCreateEra, SessionTeamEra}

// MatrixVersions are the pinned releases e2e/run.sh drives, one per era.
var MatrixVersions = map[Era]string{TeamCreateEra: "2.1.177", SessionTeamEra: DefaultClaudeVersion}

// EraOf tells the era of a Claude Code version ("2.1.177" or
// "2.1.177 (Claude Code)"). Versions before agent teams carried agent_id
// (< 2.1.69) count as the TeamCreate era: the suite does not drive them.
func EraOf(version string) Era {
	v, _, _ := strings.Cut(strings.TrimSpace(version), " ")
	parts := strings.Split(v, ".")
	if len(parts) == 3 {
		major, e1 := strconv.Atoi(parts[0])
		minor, e2 := strconv.Atoi(parts[1])
		patch, e3 := strconv.Atoi(parts[2])
		if e1 == nil && e2 == nil && e3 == nil &&
			(major < 2 || major == 2 && (minor < 1 || minor == 1 && patch <= 177)) {
			return TeamCreateEra
		}
	}
	return SessionTeamEra
}

// Era is the era of the release this run drives.
func (s *Suite) Era() Era {
	if s.Version != "" {
		return EraOf(s.Version)
	}
	return EraOf(ClaudeVersion())
}

// RequireEras skips t unless the driven release belongs to one of eras. A
// scenario that names no era fails: every scenario must say where it holds.
func (s *Suite) RequireEras(t testing.TB, eras []Era) {
	t.Helper()
	if len(eras) == 0 {
		t.Fatal("scenario declares no eras: set Options.Eras (harness.AllEras, or the eras it applies to)")
	}
	if !slices.Contains(eras, s.Era()) {
		t.Skip(fmt.Sprintf("applies to the %v era(s); Claude Code %s is of the %s era", eras, s.versionNumber(), s.Era()))
	}
}
