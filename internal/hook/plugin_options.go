package hook

import (
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/pattern"
)

// The Claude Code plugin's userConfig options reach every hook as
// CLAUDE_PLUGIN_OPTION_<KEY> (the key upper-cased, the value as text):
//
//	strict          "true" turns strict mode on, like TEAMCTL_STRICT=1
//	decision_log    off | deny | all, like TEAMCTL_DECISION_LOG
//	default_pattern the pattern a running team without one uses, unless the
//	                project's .claude/team-themes/config.json names one
//
// An explicit TEAMCTL_* variable wins over the option.
const (
	OptionStrict         = "CLAUDE_PLUGIN_OPTION_STRICT"
	OptionDecisionLog    = "CLAUDE_PLUGIN_OPTION_DECISION_LOG"
	OptionDefaultPattern = "CLAUDE_PLUGIN_OPTION_DEFAULT_PATTERN"
)

// withPluginOptions answers TEAMCTL_STRICT and TEAMCTL_DECISION_LOG from the
// plugin's options when they are not set themselves. Values the options
// cannot take are ignored, so a bad setting never changes a decision.
func withPluginOptions(getenv paths.Getenv) paths.Getenv {
	return func(k string) string {
		v := getenv(k)
		if v != "" {
			return v
		}
		switch k {
		case "TEAMCTL_STRICT":
			if o := strings.TrimSpace(getenv(OptionStrict)); strings.EqualFold(o, "true") || o == "1" {
				return "1"
			}
		case "TEAMCTL_DECISION_LOG":
			switch o := strings.TrimSpace(getenv(OptionDecisionLog)); o {
			case "off", "deny", "all":
				return o
			}
		}
		return ""
	}
}

// withDefaultPattern fills in the plugin's default_pattern option when the
// project's config does not name a default pattern itself.
func withDefaultPattern(cfg *pattern.ProjectConfig, getenv paths.Getenv) *pattern.ProjectConfig {
	if cfg == nil || cfg.HasDefaultPattern {
		return cfg
	}
	v := strings.TrimSpace(getenv(OptionDefaultPattern))
	if v == "" || strings.ContainsAny(v, "/\\ ") {
		return cfg
	}
	c := *cfg
	c.DefaultPattern, c.HasDefaultPattern = v, true
	return &c
}
