// Package pattern owns team pattern definitions (fixed-theme, mixed-genius and
// any a user adds) and the project's team-themes config. Definitions are data:
// embedded defaults, overridden per user (<config dir>/team-themes/patterns)
// and per project (.claude/team-themes/patterns), field by field.
package pattern

//go:generate go run ./internal/gen

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/tidwall/gjson"
)

// Definition is one pattern. JSON field names are the file format.
type Definition struct {
	Name    string  `json:"name"`
	Summary string  `json:"summary"`
	Members Range   `json:"members"`
	Leader  Leader  `json:"leader"`
	History History `json:"history"`
	Rules   Rules   `json:"rules"`

	// Source says where the definition came from, for explanations.
	Source string `json:"-"`
}

// Range is an inclusive count range.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Leader is the leader's tool policy.
type Leader struct {
	// Edits is "deny" (management only) or "allow".
	Edits string `json:"edits"`
	// Bash is "read-only" or "any".
	Bash string `json:"bash"`
	// AllowedPaths are globs, relative to the project, the leader may still
	// edit when Edits is "deny" (dashboard, operation rules, team files).
	AllowedPaths []string `json:"allowed_paths"`
	// SubagentsInherit makes the leader's own plain subagents follow the
	// leader's policy, so edits cannot be routed through one.
	SubagentsInherit bool `json:"subagents_inherit"`
	// ReadOnlyCommands adds project-specific read-only Bash commands.
	ReadOnlyCommands []string `json:"read_only_commands,omitempty"`
}

// ManagesOnly reports whether the leader may not edit.
func (l Leader) ManagesOnly() bool { return l.Edits == "deny" }

// History holds the theme-history rules teamctl history checks.
type History struct {
	// Theme is "work" (the theme is a work title) or "fixed" (always FixedTheme).
	Theme      string `json:"theme"`
	FixedTheme string `json:"fixed_theme,omitempty"`
	// WorkWindow: the work must not be the theme of any of the newest N entries.
	WorkWindow int `json:"work_window"`
	// CharacterWindow: no character may appear in the newest N entries.
	CharacterWindow int `json:"character_window"`
	// DistinctWorks: the added members' works must all differ.
	DistinctWorks bool  `json:"distinct_works"`
	Characters    Range `json:"characters"`
	// Cap is how many entries the history keeps.
	Cap int `json:"cap"`
}

// Rules switches and tunes the other hooks' rules.
type Rules struct {
	MessageRecipient  bool          `json:"message_recipient"`
	MessageNonEmpty   bool          `json:"message_nonempty"`
	MessageProtocol   bool          `json:"message_protocol"`
	ShutdownNeedsUser bool          `json:"shutdown_needs_user"`
	ArtifactNames     bool          `json:"artifact_names"`
	ArtifactWorkTitle bool          `json:"artifact_work_title"`
	IdentityReinject  bool          `json:"identity_reinject"`
	IdleNudge         IdleNudge     `json:"idle_nudge"`
	LeaderPolling     LeaderPolling `json:"leader_polling"`
}

// IdleNudge tunes the TeammateIdle nudge towards unclaimed tasks.
type IdleNudge struct {
	Enabled    bool `json:"enabled"`
	MaxPerTask int  `json:"max_per_task"`
}

// LeaderPolling tunes the rule against a leader polling TaskList.
type LeaderPolling struct {
	Enabled bool `json:"enabled"`
}

// validName accepts lowercase letters, digits and '-', not leading '-'. A
// function, not a regexp: hooks load this package on every tool call and a
// package-level regexp costs its compile time at every process start.
func validName(s string) bool {
	if s == "" || len(s) > 64 || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// Validate checks a definition and names the first bad field.
func (d *Definition) Validate() error {
	switch {
	case !validName(d.Name):
		return fmt.Errorf("field \"name\": %q is not a pattern name (lowercase letters, digits and '-')", d.Name)
	case d.Members.Min < 1 || d.Members.Max < d.Members.Min:
		return fmt.Errorf("field \"members\": need 1 <= min <= max, got min %d max %d", d.Members.Min, d.Members.Max)
	case d.Leader.Edits != "deny" && d.Leader.Edits != "allow":
		return fmt.Errorf("field \"leader.edits\": %q is not \"deny\" or \"allow\"", d.Leader.Edits)
	case d.Leader.Bash != "read-only" && d.Leader.Bash != "any":
		return fmt.Errorf("field \"leader.bash\": %q is not \"read-only\" or \"any\"", d.Leader.Bash)
	case d.History.Theme != "work" && d.History.Theme != "fixed":
		return fmt.Errorf("field \"history.theme\": %q is not \"work\" or \"fixed\"", d.History.Theme)
	case d.History.Theme == "fixed" && d.History.FixedTheme == "":
		return errors.New("field \"history.fixed_theme\": required when history.theme is \"fixed\"")
	case d.History.WorkWindow < 0 || d.History.CharacterWindow < 0:
		return errors.New("field \"history\": windows must not be negative")
	case d.History.Characters.Min < 0 || d.History.Characters.Max < d.History.Characters.Min:
		return fmt.Errorf("field \"history.characters\": need 0 <= min <= max, got min %d max %d", d.History.Characters.Min, d.History.Characters.Max)
	case d.History.Cap < 1:
		return fmt.Errorf("field \"history.cap\": must be at least 1, got %d", d.History.Cap)
	case d.Rules.IdleNudge.MaxPerTask < 0:
		return errors.New("field \"rules.idle_nudge.max_per_task\": must not be negative")
	}
	for _, g := range d.Leader.AllowedPaths {
		if !validGlob(g) {
			return fmt.Errorf("field \"leader.allowed_paths\": %q is not a valid glob", g)
		}
	}
	return nil
}

// Catalog is the set of known patterns for one project and user. Files are
// checked for JSON syntax when loaded but decoded only when a pattern is
// asked for: a hook needs one pattern per call and pays for that one only.
type Catalog struct {
	// builtin are the embedded definitions, as generated Go values.
	builtin map[string]Definition
	// layers are user and project files, in precedence order.
	layers map[string][]layer
	defs   map[string]*Definition
}

// layer is one file defining or overriding a pattern, in precedence order.
type layer struct {
	data   []byte
	source string
}

// Names lists the known pattern names, sorted.
func (c *Catalog) Names() []string {
	names := make([]string, 0, len(c.builtin)+len(c.layers))
	for n := range c.builtin {
		names = append(names, n)
	}
	for n := range c.layers {
		if _, dup := c.builtin[n]; !dup {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// Get returns the definition for name; a file that does not decode makes it
// unavailable (Lookup and Check say why).
func (c *Catalog) Get(name string) (*Definition, bool) {
	d, err := c.decode(name)
	return d, err == nil && d != nil
}

// UnknownError names an unknown pattern and lists the known ones.
type UnknownError struct {
	Name  string
	Known []string
}

func (e *UnknownError) Error() string {
	return fmt.Sprintf("unknown pattern %q (known patterns: %s)", e.Name, strings.Join(e.Known, ", "))
}

// Lookup returns the definition for name, an *UnknownError, or the error of
// the file that does not decode.
func (c *Catalog) Lookup(name string) (*Definition, error) {
	d, err := c.decode(name)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, &UnknownError{Name: name, Known: c.Names()}
	}
	return d, nil
}

// Check decodes every pattern and returns the first file error, for
// commands that list or diagnose patterns.
func (c *Catalog) Check() error {
	for _, n := range c.Names() {
		if _, err := c.decode(n); err != nil {
			return err
		}
	}
	return nil
}

// decode applies name's layers in order; a later file overrides only the
// fields it sets.
func (c *Catalog) decode(name string) (*Definition, error) {
	if d, ok := c.defs[name]; ok {
		return d, nil
	}
	layers := c.layers[name]
	base, builtin := c.builtin[name]
	if !builtin && len(layers) == 0 {
		return nil, nil
	}
	def := &Definition{}
	if builtin {
		*def = base
		def.Leader.AllowedPaths = append([]string(nil), base.Leader.AllowedPaths...)
		def.Leader.ReadOnlyCommands = append([]string(nil), base.Leader.ReadOnlyCommands...)
	}
	for _, l := range layers {
		dec := json.NewDecoder(bytes.NewReader(l.data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(def); err != nil {
			return nil, fileError(l.source, l.data, err)
		}
		def.Source = l.source
	}
	def.Name = name
	if err := def.Validate(); err != nil {
		return nil, fmt.Errorf("pattern file %s: %w", def.Source, err)
	}
	c.defs[name] = def
	return def, nil
}

// Load builds the catalog: embedded definitions, then the user's folder, then
// the project's; a file for a known name overrides only the fields it sets.
func Load(getenv paths.Getenv, projectDir string) (*Catalog, error) {
	c := &Catalog{builtin: builtinDefinitions(), layers: map[string][]layer{}, defs: map[string]*Definition{}}
	dirs := []string{filepath.Join(paths.UserThemesDir(getenv), "patterns")}
	if projectDir != "" {
		dirs = append(dirs, filepath.Join(paths.ProjectThemesDir(projectDir), "patterns"))
	}
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			return nil, err
		}
		for _, e := range entries {
			if e.IsDir() || filepath.Ext(e.Name()) != ".json" {
				continue
			}
			path := filepath.Join(dir, e.Name())
			data, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			if err := c.add(data, path, e.Name()); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// add records one file under its pattern's name: the file's "name" field,
// else the file name. Syntax is checked now, fields when decoded.
func (c *Catalog) add(data []byte, source, fileName string) error {
	if !gjson.ValidBytes(data) {
		var v any
		return fileError(source, data, json.Unmarshal(data, &v))
	}
	root := gjson.ParseBytes(data)
	if !root.IsObject() {
		return fmt.Errorf("pattern file %s: not a JSON object", source)
	}
	name := strings.TrimSuffix(fileName, ".json")
	if n := root.Get("name"); n.Exists() {
		if n.Type != gjson.String {
			return fmt.Errorf("pattern file %s: field \"name\": want a string", source)
		}
		name = n.String()
	}
	c.layers[name] = append(c.layers[name], layer{data: data, source: source})
	return nil
}

// fileError turns a JSON error into "pattern file F: line L: ..." naming the
// field when the decoder knows it.
func fileError(source string, data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := position(data, syn.Offset)
		return fmt.Errorf("pattern file %s: line %d col %d: %v", source, line, col, syn)
	case errors.As(err, &typ):
		return fmt.Errorf("pattern file %s: field %q: want %s, got JSON %s", source, typ.Field, typ.Type, typ.Value)
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "json: unknown field ") {
		return fmt.Errorf("pattern file %s: %s is not a pattern field (see themes/patterns/fixed-theme.json for the format)", source, strings.TrimPrefix(msg, "json: unknown field "))
	}
	return fmt.Errorf("pattern file %s: %v", source, err)
}

func position(data []byte, offset int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < offset && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
