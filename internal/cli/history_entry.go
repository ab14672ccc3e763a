package cli

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/history"
)

type entryFlags struct {
	Pattern    string
	Theme      string
	Characters []string
	Members    []string
	Aliases    []string
}

func (e *entryFlags) register(f *Factory, cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVarP(&e.Pattern, "pattern", "p", "", "the team's pattern (fixed-theme, mixed-genius, …)")
	fl.StringVar(&e.Theme, "theme", "", "the work title (fixed-theme); mixed-genius records \"mixed-genius\" itself")
	fl.StringSliceVarP(&e.Characters, "characters", "c", nil, "the characters, comma-separated (fixed-theme: everyone, leader included; mixed-genius: the added members only)")
	fl.StringArrayVarP(&e.Members, "member", "m", nil, "a member as name:work:role (repeatable; may stand in for --characters)")
	fl.StringArrayVar(&e.Aliases, "alias", nil, "another spelling of a character the guards look for too, as character=alias (repeatable): Spike=スパイク")
	_ = cmd.RegisterFlagCompletionFunc("pattern", completePatternNames(f))
}

func (e *entryFlags) entry() (history.Entry, error) {
	if strings.TrimSpace(e.Pattern) == "" {
		return history.Entry{}, usageErrorf("--pattern is required (fixed-theme, mixed-genius, …)")
	}
	c := history.Entry{Pattern: e.Pattern, Theme: e.Theme, Characters: e.Characters}
	for _, spec := range e.Members {
		m, err := parseMember(spec)
		if err != nil {
			return history.Entry{}, err
		}
		c.Members = append(c.Members, m)
	}
	if len(c.Characters) == 0 && len(c.Members) == 0 {
		return history.Entry{}, usageErrorf("name the characters with --characters a,b,c or --member name:work:role")
	}
	for _, spec := range e.Aliases {
		if err := addAlias(&c, spec); err != nil {
			return history.Entry{}, err
		}
	}
	return c, nil
}

// addAlias records --alias character=alias. The character is one of the
// entry's names or one word of one (Spike for Spike Spiegel); the alias is
// kept under the full name.
func addAlias(c *history.Entry, spec string) error {
	who, alias, ok := strings.Cut(spec, "=")
	who, alias = strings.TrimSpace(who), strings.TrimSpace(alias)
	if !ok || who == "" || alias == "" {
		return usageErrorf("--alias %q: want character=alias, as in Spike=スパイク", spec)
	}
	var match []string
	for _, name := range c.Names() {
		if history.Same(who, name) {
			match = []string{name}
			break
		}
		for _, w := range strings.Fields(name) {
			if history.Same(who, w) {
				match = append(match, name)
				break
			}
		}
	}
	switch len(match) {
	case 0:
		return usageErrorf("--alias %q: %q is not one of the characters (%s)", spec, who, strings.Join(c.Names(), ", "))
	case 1:
	default:
		return usageErrorf("--alias %q: %q could be %s; give the full name", spec, who, strings.Join(match, " or "))
	}
	if c.Aliases == nil {
		c.Aliases = map[string][]string{}
	}
	for _, a := range c.Aliases[match[0]] {
		if history.Same(a, alias) {
			return nil
		}
	}
	c.Aliases[match[0]] = append(c.Aliases[match[0]], alias)
	return nil
}

// parseMember reads name:work:role. The name ends at the first colon and
// the role starts after the last, so a work title may itself contain a
// colon when the role is given; name:work (no role) is accepted too.
func parseMember(spec string) (history.Member, error) {
	parts := strings.Split(spec, ":")
	if len(parts) < 2 || strings.TrimSpace(parts[0]) == "" {
		return history.Member{}, usageErrorf("--member %q: want name:work:role", spec)
	}
	m := history.Member{Name: parts[0]}
	if len(parts) == 2 {
		m.Work = parts[1]
	} else {
		m.Work = strings.Join(parts[1:len(parts)-1], ":")
		m.Role = parts[len(parts)-1]
	}
	return m, nil
}
