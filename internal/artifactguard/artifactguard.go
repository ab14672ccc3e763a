// Package artifactguard keeps the running team's character names (and a
// fixed-theme team's work title) out of what the team leaves behind:
// commit messages, tags, notes, pull requests, issues, releases, source,
// tests, config and docs. It is a PreToolUse hook on the edit tools and
// Bash, for everyone in a running team that has characters. The operation
// guides that define the acting rules are exempt (CLAUDE.md,
// docs/specs/agentic/teams/**, .claude/team-themes/**, configurable).
//
// Names match case-insensitively and Unicode-aware (package names): a Latin
// name only on word boundaries, a Japanese name as a substring, and names on
// the project's ordinary_words list never.
package artifactguard

import (
	"fmt"
	"strings"
	"time"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/teamctl/teamctl/internal/history"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/names"
	"github.com/teamctl/teamctl/internal/team"
)

// Rule names, as logged and quoted in reasons.
const (
	RuleNames     = "artifact-guard/names"
	RuleWorkTitle = "artifact-guard/work-title"
	RuleExempt    = "artifact-guard/exempt-path"
	RuleClean     = "artifact-guard/clean"
	RuleOutside   = "artifact-guard/outside-project"
	RuleNoCast    = "artifact-guard/no-characters"
	RuleOff       = "artifact-guard/rule-off"
	RuleNoTeam    = "artifact-guard/no-team"
	RuleNoMembers = "artifact-guard/no-members"
	RuleNoPattern = "artifact-guard/no-pattern"
	RuleOtherTool = "artifact-guard/other-tool"
	// RuleUnseen denies what the guard cannot read: a message only known
	// when the command runs, changes past the bound in strict mode.
	RuleUnseen = "artifact-guard/cannot-see"
)

// Defaults for reading what a command commits. A staged diff is read up to
// MaxDiffBytes in at most DiffTimeout; past either bound the scan covers
// what was read and says so.
const (
	DefaultMaxDiffBytes = 8 << 20
	DefaultDiffTimeout  = 3 * time.Second
	// maxFileBytes bounds a body file or an existing file read for comparison.
	maxFileBytes = 4 << 20
)

// Guard is the artifact-guard hook.
type Guard struct {
	Proc         team.Proc
	MaxDiffBytes int64
	DiffTimeout  time.Duration
}

// New returns the guard with the default bounds, reading processes through
// /proc.
func New() *Guard {
	return &Guard{Proc: team.SystemProc{}, MaxDiffBytes: DefaultMaxDiffBytes, DiffTimeout: DefaultDiffTimeout}
}

func (*Guard) Name() string      { return "artifact-guard" }
func (*Guard) GuardsTools() bool { return true }

// Decide checks one PreToolUse call.
func (g *Guard) Decide(c *hook.Call) (hook.Decision, error) {
	in := c.Input
	tool, _ := ccfacts.Claude().Tool(in.ToolName)
	isEdit := tool.Edits()
	if in.Event != "PreToolUse" || (!isEdit && in.ToolName != "Bash") {
		return hook.None(RuleOtherTool), nil
	}
	x, err := team.ForCall(c, g.Proc)
	if err != nil {
		return hook.Decision{}, err
	}
	switch {
	case x.Caller.Team == nil:
		return hook.None(RuleNoTeam), nil
	case !x.Running():
		return hook.None(RuleNoMembers), nil
	case x.Def == nil:
		return hook.None(RuleNoPattern,
			fmt.Sprintf("team %s has no pattern recorded; artifact-guard stays open. Record one: teamctl pattern set <pattern>", x.Caller.TeamName())), nil
	case !x.Def.Rules.ArtifactNames && !x.Def.Rules.ArtifactWorkTitle:
		return hook.None(RuleOff), nil
	}
	cast, notes := team.LoadCast(c.Getenv, x.Caller.Team, x.Def)
	p := projectPolicy(x, cast, c.ProjectDir())
	notes = append(notes, p.notes...)
	s := newScanner(x, cast, p)
	if s == nil {
		return hook.None(RuleNoCast, notes...), nil
	}
	w := &work{g: g, c: c, x: x, s: s, p: p, notes: notes}
	var f *finding
	if isEdit {
		f = w.edit()
	} else {
		f = w.bash()
	}
	if f == nil {
		rule := RuleClean
		if w.exempt != "" {
			rule = RuleExempt
		}
		return hook.None(rule, w.notes...), nil
	}
	d := hook.Decision{Verdict: hook.Deny, Rule: w.ruleOf(f), Reason: w.reason(f)}
	d.Notes = w.notes
	return d, nil
}

// scanner finds the names the pattern's rules ban.
type scanner struct {
	m     *names.Matcher
	title string // the work title when banned, else ""
	cast  *team.Cast
}

func newScanner(x *team.Context, cast *team.Cast, p *policy) *scanner {
	if cast == nil {
		return nil
	}
	rules := x.Def.Rules
	var terms []names.Term
	if rules.ArtifactNames {
		terms = cast.Terms()
	}
	title := ""
	if rules.ArtifactWorkTitle && x.Def.History.Theme == "work" && cast.TitleIsWork("") {
		title = cast.Theme
		terms = append(terms, names.Term{Text: title})
	}
	m := names.NewTerms(terms, p.ordinary)
	if len(m.Names()) == 0 {
		return nil
	}
	return &scanner{m: m, title: title, cast: cast}
}

func (s *scanner) rule(m names.Match) string {
	if s.title != "" && history.Same(m.Name, s.title) {
		return RuleWorkTitle
	}
	return RuleNames
}

// finding is one banned name and where it was found.
type finding struct {
	match names.Match
	// where is "src/app.go:12", "git commit -m", "the new file name ...".
	where string
	// more counts further occurrences in the same place.
	more int
	// blind, when set, says what could not be read: the finding is that
	// the guard cannot see the text, not a name.
	blind string
}

func (w *work) ruleOf(f *finding) string {
	if f.blind != "" {
		return RuleUnseen
	}
	return w.s.rule(f.match)
}

// work is one call being checked.
type work struct {
	g      *Guard
	c      *hook.Call
	x      *team.Context
	s      *scanner
	p      *policy
	notes  []string
	exempt string // the exempt path skipped, for the log
}

func (w *work) reason(f *finding) string {
	if f.blind != "" {
		return fmt.Sprintf("teamctl artifact-guard: %s of team %s (pattern %s): %s. Rule %s: character names stay out of commits, PRs, issues, code, tests, config and docs, so what cannot be read is not let through.",
			w.x.Caller.Describe(), w.x.Caller.TeamName(), w.x.Pattern, f.blind, RuleUnseen)
	}
	rule := w.s.rule(f.match)
	what, banned := "the character name", "character names stay"
	if rule == RuleWorkTitle {
		what, banned = "the work title", "the team's work title stays"
	}
	more := ""
	if f.more > 0 {
		more = fmt.Sprintf(", and %d more there", f.more)
	}
	quoted := f.match.Text
	if !history.Same(quoted, f.match.Name) {
		quoted += " (" + f.match.Name + ")"
	}
	exempt := strings.Join(w.exemptGlobs(), ", ")
	return fmt.Sprintf("teamctl artifact-guard: %s of team %s (pattern %s) may not put %s %q into the project's artifacts: found in %s: %q%s. "+
		"Rule %s: %s out of commits, PRs, issues, code, tests, config and docs (only %s may name them); use a neutral word instead.",
		w.x.Caller.Describe(), w.x.Caller.TeamName(), w.x.Pattern, what, quoted, f.where, f.match.Snippet, more, rule, banned, exempt)
}

// exemptGlobs are the operation guides where names may appear.
func (w *work) exemptGlobs() []string { return w.p.exempt }

// isExempt reports whether a project-relative path is an operation guide.
// Case matters where the file system's does: on Linux claude.md is not
// CLAUDE.md; on macOS and Windows it is the same file.
func (w *work) isExempt(rel string) bool {
	for _, g := range w.exemptGlobs() {
		if exemptMatch(g, rel, w.p.ignoreCase) {
			w.exempt = rel
			return true
		}
	}
	return false
}

// first returns the first finding in text, placing it with where (which
// receives the 1-based line of the match within text).
func (w *work) first(text string, where func(line int) string) *finding {
	ms := w.s.all(text)
	if len(ms) == 0 {
		return nil
	}
	return &finding{match: ms[0], where: where(ms[0].Line), more: len(ms) - 1}
}
