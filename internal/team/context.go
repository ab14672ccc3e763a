package team

import (
	"fmt"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
)

// Context is everything a hook needs to apply a rule: who calls, in which
// team, under which pattern.
type Context struct {
	Caller        *Caller
	Pattern       string
	PatternSource PatternSource
	// Def is the pattern's definition; nil when no pattern is recorded.
	Def     *pattern.Definition
	Project *pattern.ProjectConfig
}

// Running reports whether the caller is in a team that has teammates.
func (x *Context) Running() bool {
	return x.Caller.Team != nil && x.Caller.Team.Running()
}

// Mark records x as the call's caller: every decision on the call (an
// error's included) then names its role, team and pattern. ForCall and
// LoadPattern mark; a hook that replaces x.Caller marks again.
func (x *Context) Mark(c *hook.Call) {
	c.SetWho(hook.Who{Role: string(x.Caller.Role), Team: x.Caller.TeamName(), Pattern: x.Pattern})
}

// ForCall resolves the caller and, for a running team, its pattern, and
// marks the call with them.
func ForCall(c *hook.Call, proc Proc) (*Context, error) {
	caller, err := New(c.Getenv, proc).Resolve(c.Input)
	if err != nil {
		return nil, err
	}
	x := &Context{Caller: caller}
	x.Mark(c)
	if caller.Team == nil {
		return x, nil
	}
	if err := x.LoadPattern(c); err != nil {
		return nil, err
	}
	return x, nil
}

// LoadPattern fills in the project config, the team's pattern and its
// definition for x.Caller.Team; a caller resolved another way (team-events
// from TeammateIdle's team_name) completes its context with it too. The
// call is marked with x.
func (x *Context) LoadPattern(c *hook.Call) error {
	x.Mark(c)
	project, err := c.Project()
	if err != nil {
		return err
	}
	x.Project = project
	x.Pattern, x.PatternSource, err = PatternOrError(x.Caller.Team, paths.StateDir(c.Getenv), project)
	if err != nil {
		return err
	}
	x.Mark(c)
	if x.Pattern == "" {
		return nil
	}
	catalog, err := pattern.Load(c.Getenv, c.ProjectDir())
	if err != nil {
		return err
	}
	// A broken file of the team's pattern falls back to the built-in of
	// the same name (strict mode: an error, which denies); a broken file of
	// another pattern does not matter here.
	def, note, err := catalog.Active(x.Pattern)
	if err != nil {
		return fmt.Errorf("team %s records pattern %q (%s): %w", x.Caller.TeamName(), x.Pattern, x.PatternSource, err)
	}
	if note != "" {
		if c.Strict() {
			return fmt.Errorf("team %s records pattern %q (%s): %s", x.Caller.TeamName(), x.Pattern, x.PatternSource, note)
		}
		c.Note(note)
	}
	x.Def = def
	return nil
}

// SystemProc reads processes through /proc (other systems report nothing).
type SystemProc struct{}

func (SystemProc) Cmdline(pid int) ([]string, error) { return claudefs.ProcCmdline(pid) }
func (SystemProc) StartTime(pid int) (string, error) { return claudefs.ProcStartTime(pid) }
