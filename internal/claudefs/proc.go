package claudefs

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
)

// Process inspection for team resolution: which claude process a hook runs
// under, whether a team's lead is still running. Linux reads /proc; other
// systems answer ErrProcUnsupported (or "unknown") instead of guessing.

// ErrProcUnsupported is returned where this OS offers no /proc to read.
var ErrProcUnsupported = errors.New("process inspection is not supported on this system")

// ProcAlive reports whether pid is a running process (a zombie is not).
// Where liveness cannot be checked at all it returns true, so that nothing
// is pruned or given up on a guess.
func ProcAlive(pid int) bool {
	alive, known := processAlive(pid)
	return alive || !known
}

// LeadState is what is known about a team's lead process.
type LeadState string

const (
	LeadAlive   LeadState = "alive"   // pid running, start time matches (or unrecorded)
	LeadGone    LeadState = "gone"    // no such process: the team is left over
	LeadReused  LeadState = "reused"  // pid running but started at another time: left over
	LeadUnknown LeadState = "unknown" // no leadProcess (TeamCreate era), other pid namespace, or no /proc
)

// LeadStatus checks a team's leadProcess against the running system.
// leadProcess.procStart is field 22 of /proc/<pid>/stat (start time in clock
// ticks since boot): across the captured runs it grew exactly with createdAt
// at 100 ticks per second. A pid recorded in another pid namespace
// (leadProcess.pidSpace, e.g. "vm#pid:[4026531836]") says nothing here.
func LeadStatus(t *Team) LeadState {
	if t == nil || t.LeadPID <= 0 {
		return LeadUnknown
	}
	if space := gjson.GetBytes(t.Raw, "leadProcess.pidSpace").String(); space != "" {
		ns, err := PidNamespace()
		if err != nil || (space != ns && !strings.HasSuffix(space, "#"+ns)) {
			return LeadUnknown
		}
	}
	alive, known := processAlive(t.LeadPID)
	switch {
	case !known:
		return LeadUnknown
	case !alive:
		return LeadGone
	}
	if t.LeadProcStart != "" {
		start, err := ProcStartTime(t.LeadPID)
		if err != nil {
			if errors.Is(err, ErrProcUnsupported) {
				return LeadUnknown
			}
			return LeadGone // exited between the two looks
		}
		if start != t.LeadProcStart {
			return LeadReused
		}
	}
	return LeadAlive
}

// IsClaudeArgv reports whether argv is a Claude Code process: the native
// binary ("…/claude") or node/bun running the npm package's cli.
func IsClaudeArgv(argv []string) bool {
	if len(argv) == 0 {
		return false
	}
	switch filepath.Base(argv[0]) {
	case "claude":
		return true
	case "node", "nodejs", "bun":
		return len(argv) > 1 && (filepath.Base(argv[1]) == "claude" ||
			strings.Contains(argv[1], "claude-code/cli"))
	}
	return false
}

// PaneTeammateFromArgv reads a pane (tmux/iTerm2) teammate's identity from
// its claude process's argv: --agent-id <name>@<team>, --agent-name,
// --team-name and --parent-session-id (the lead's session), each as
// "--flag value" or "--flag=value". ok needs a name and a team, and is false
// when --agent-id contradicts the explicit flags.
func PaneTeammateFromArgv(argv []string) (name, team, parentSession string, ok bool) {
	var agentID string
	for i := 0; i < len(argv); i++ {
		arg := argv[i]
		if arg == "--" {
			break
		}
		flag, value, inline := strings.Cut(arg, "=")
		var dst *string
		switch flag {
		case "--agent-id":
			dst = &agentID
		case "--agent-name":
			dst = &name
		case "--team-name":
			dst = &team
		case "--parent-session-id":
			dst = &parentSession
		default:
			continue
		}
		if !inline {
			if i+1 >= len(argv) {
				break
			}
			i++
			value = argv[i]
		}
		*dst = value
	}
	if agentID != "" {
		idName, idTeam, found := strings.Cut(agentID, "@")
		if !found || (name != "" && name != idName) || (team != "" && team != idTeam) {
			return "", "", "", false
		}
		name, team = idName, idTeam
	}
	if name == "" || team == "" {
		return "", "", "", false
	}
	return name, team, parentSession, true
}
