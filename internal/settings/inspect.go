package settings

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/tidwall/gjson"
)

// Wired is one hook handler found in a settings file.
type Wired struct {
	Handler           // Event, Matcher, Command, Args and Timeout as written
	Type       string // "command", "http", "prompt", ...
	HasMatcher bool   // the group has a "matcher" key, even an empty one
	ExecForm   bool   // "args" is present: command runs without a shell
	Group      int    // index of the matcher group in hooks.<Event>
	Index      int    // index of the handler in the group's hooks
	GroupSize  int    // handlers in the same group, this one included
	Path       string // gjson/sjson path of the handler, e.g. hooks.PreToolUse.0.hooks.1
}

// GroupPath is the gjson/sjson path of the handler's matcher group.
func (w Wired) GroupPath() string {
	return pathOf("hooks", w.Event, strconv.Itoa(w.Group))
}

// Inspect lists every hook handler in a settings file, in file order, so
// doctor can check teamctl's are wired once, with the right matcher, to a
// binary that exists. Parts that do not have the documented shape (an
// event that is not an array, a group without a hooks array) are skipped:
// they hold nothing Claude Code would run.
func Inspect(data []byte) ([]Wired, error) {
	if blank(data) {
		return nil, nil
	}
	if err := validate(data); err != nil {
		return nil, err
	}
	top, _ := topLevel(data)
	return inspect(top), nil
}

func inspect(top gjson.Result) []Wired {
	var out []Wired
	top.Get("hooks").ForEach(func(event, groups gjson.Result) bool {
		if !groups.IsArray() {
			return true
		}
		gi := -1
		groups.ForEach(func(_, group gjson.Result) bool {
			gi++
			hooks := group.Get("hooks")
			if !group.IsObject() || !hooks.IsArray() {
				return true
			}
			matcher := group.Get("matcher")
			size := len(hooks.Array())
			hi := -1
			hooks.ForEach(func(_, h gjson.Result) bool {
				hi++
				if !h.IsObject() {
					return true
				}
				w := Wired{
					Handler: Handler{
						Event:     event.Str,
						Matcher:   matcher.String(),
						Command:   h.Get("command").String(),
						Timeout:   int(h.Get("timeout").Int()),
						OnFailure: h.Get("onFailure").String(),
					},
					Type:       h.Get("type").String(),
					HasMatcher: matcher.Exists(),
					Group:      gi,
					Index:      hi,
					GroupSize:  size,
					Path:       pathOf("hooks", event.Str, strconv.Itoa(gi), "hooks", strconv.Itoa(hi)),
				}
				if args := h.Get("args"); args.Exists() {
					w.ExecForm = true
					w.Args = []string{}
					args.ForEach(func(_, a gjson.Result) bool {
						w.Args = append(w.Args, a.String())
						return true
					})
				}
				out = append(out, w)
				return true
			})
			return true
		})
		return true
	})
	return out
}

// SupportsMatcher reports whether event's groups take a matcher (Claude
// Code ignores the key elsewhere, and on TeammateIdle a matcher once kept
// the hook from registering at all, so teamctl never writes one there).
func SupportsMatcher(event string) bool { return ccfacts.Claude().TakesMatcher(event) }

// exactList is Claude Code 2.1.330's test for a matcher that is a list of
// exact names rather than a regular expression.
var exactList = regexp.MustCompile(`^[a-zA-Z0-9_|, -]+$`)

// ExactMatcher reports whether Claude Code reads matcher as a list of exact
// names (split on | and ,) rather than as a regular expression.
func ExactMatcher(matcher string) bool { return exactList.MatchString(matcher) }

// MatcherMatches reports whether a group with this matcher runs for name
// (a tool name on tool events). "" and "*" match everything; a matcher of
// only letters, digits, _, -, space, comma and | is a list of exact names;
// anything else is an unanchored, case-sensitive regular expression.
//
// Go's regexp stands in for JavaScript's: a pattern that only JavaScript
// accepts (lookaround, backreferences) reports false. Names are compared
// literally, without the alias map 2.1.330 applies (Task→Agent), because
// older versions matched literally and users saw "Task" miss Agent calls.
func MatcherMatches(matcher, name string) bool {
	if matcher == "" || matcher == "*" {
		return true
	}
	if ExactMatcher(matcher) {
		for _, part := range strings.FieldsFunc(matcher, func(r rune) bool { return r == '|' || r == ',' }) {
			if strings.TrimSpace(part) == name {
				return true
			}
		}
		return false
	}
	re, err := regexp.Compile(matcher)
	return err == nil && re.MatchString(name)
}
