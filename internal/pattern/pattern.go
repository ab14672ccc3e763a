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
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/teamctl/teamctl/internal/paths"
	"github.com/teamctl/teamctl/internal/safefile"
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
	// SpawnGuard checks the leader's spawns against the guide's procedure:
	// a recorded pattern, a linked history entry, at most Members.Max people.
	SpawnGuard bool `json:"spawn_guard"`
	// FileOwnership gives a file to the first member that edits it while
	// the team runs; other members' edits of it are denied.
	FileOwnership bool `json:"file_ownership"`
	// SharedTree denies a member's git commands that rewrite the shared
	// working tree or index while another member is active.
	SharedTree bool `json:"shared_tree"`
	// ReportFirst keeps an idle member working until it has sent its
	// report to team-lead.
	ReportFirst ReportFirst `json:"report_first"`
}

// ReportFirst tunes the TeammateIdle rule that a member reports before it
// goes idle: after EscalateAfter reminders the wording escalates, after Max
// the member is let go (0 never reminds).
type ReportFirst struct {
	Enabled       bool `json:"enabled"`
	EscalateAfter int  `json:"escalate_after"`
	Max           int  `json:"max"`
}

// IdleNudge tunes the TeammateIdle nudge towards unclaimed tasks.
type IdleNudge struct {
	Enabled    bool `json:"enabled"`
	MaxPerTask int  `json:"max_per_task"`
	// ClaimTask records the task a nudge points a member to, under a lock,
	// so two members idling at once are never sent to the same task.
	ClaimTask bool `json:"claim_task"`
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

// FieldError names the field of a definition at fault.
type FieldError struct {
	Field   string // dotted JSON path: "leader.edits"
	Problem string
}

func (e *FieldError) Error() string { return fmt.Sprintf("field %q: %s", e.Field, e.Problem) }

func fieldErr(field, format string, args ...any) error {
	return &FieldError{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Validate checks a definition and names the first bad field.
func (d *Definition) Validate() error {
	switch {
	case !validName(d.Name):
		return fieldErr("name", "%q is not a pattern name (lowercase letters, digits and '-')", d.Name)
	case d.Members.Min < 1 || d.Members.Max < d.Members.Min:
		return fieldErr("members", "need 1 <= min <= max, got min %d max %d", d.Members.Min, d.Members.Max)
	case d.Leader.Edits != "deny" && d.Leader.Edits != "allow":
		return fieldErr("leader.edits", "%q is not \"deny\" or \"allow\"", d.Leader.Edits)
	case d.Leader.Bash != "read-only" && d.Leader.Bash != "any":
		return fieldErr("leader.bash", "%q is not \"read-only\" or \"any\"", d.Leader.Bash)
	case d.History.Theme != "work" && d.History.Theme != "fixed":
		return fieldErr("history.theme", "%q is not \"work\" or \"fixed\"", d.History.Theme)
	case d.History.Theme == "fixed" && d.History.FixedTheme == "":
		return fieldErr("history.fixed_theme", "required when history.theme is \"fixed\"")
	case d.History.WorkWindow < 0:
		return fieldErr("history.work_window", "must not be negative")
	case d.History.CharacterWindow < 0:
		return fieldErr("history.character_window", "must not be negative")
	case d.History.Characters.Min < 0 || d.History.Characters.Max < d.History.Characters.Min:
		return fieldErr("history.characters", "need 0 <= min <= max, got min %d max %d", d.History.Characters.Min, d.History.Characters.Max)
	case d.History.Cap < 1:
		return fieldErr("history.cap", "must be at least 1, got %d", d.History.Cap)
	case d.Rules.IdleNudge.MaxPerTask < 0:
		return fieldErr("rules.idle_nudge.max_per_task", "must not be negative")
	case d.Rules.ReportFirst.Max < 0:
		return fieldErr("rules.report_first.max", "must not be negative")
	case d.Rules.ReportFirst.EscalateAfter < 0:
		return fieldErr("rules.report_first.escalate_after", "must not be negative")
	}
	for _, g := range d.Leader.AllowedPaths {
		if !validGlob(g) {
			return fieldErr("leader.allowed_paths", "%q is not a valid glob", g)
		}
	}
	return nil
}

// FileError is a pattern or config file that does not load: the file, the
// line (0 when unknown), the field (empty for a syntax error) and what is
// wrong. `teamctl doctor` and `pattern list` print every one.
type FileError struct {
	Kind    string // "pattern file" or "team-themes config"
	File    string
	Line    int
	Field   string
	Problem string
}

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.Kind + " " + e.File + ": ")
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Field != "" {
		fmt.Fprintf(&b, "field %q: ", e.Field)
	}
	b.WriteString(e.Problem)
	return b.String()
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
	// broken are the files that did not load at all (syntax, not an
	// object, unreadable), by the pattern name their file name gives.
	broken map[string][]error
	// folders are pattern folders that could not be listed.
	folders []error
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
	for n := range c.broken {
		_, dup := c.builtin[n]
		if _, dup2 := c.layers[n]; !dup && !dup2 {
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
// commands that need every pattern.
func (c *Catalog) Check() error {
	if errs := c.Broken(); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// Broken decodes every pattern and returns every file that does not load,
// sorted by pattern name: a broken file matters only to its own pattern,
// and doctor and `pattern list` name them all.
func (c *Catalog) Broken() []error {
	errs := append([]error(nil), c.folders...)
	for _, n := range c.Names() {
		errs = append(errs, c.broken[n]...)
		if len(c.broken[n]) > 0 {
			continue
		}
		if _, err := c.decode(n); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// Active is the definition a running team with pattern name uses. A
// broken file of that pattern does not switch the guards off: the built-in
// definition of the same name applies, and note says which file is broken
// (strict mode denies instead: the caller decides). A broken custom
// pattern, with no built-in to fall back to, is an error.
func (c *Catalog) Active(name string) (def *Definition, note string, err error) {
	def, err = c.Lookup(name)
	if err == nil {
		return def, "", nil
	}
	var unknown *UnknownError
	if errors.As(err, &unknown) {
		return nil, "", err
	}
	base, ok := c.builtin[name]
	if !ok {
		return nil, "", err
	}
	def = &base
	def.Leader.AllowedPaths = append([]string(nil), base.Leader.AllowedPaths...)
	def.Leader.ReadOnlyCommands = append([]string(nil), base.Leader.ReadOnlyCommands...)
	def.Source += " (fallback: a file of this pattern is broken)"
	return def, fmt.Sprintf("%v; the built-in %s applies until the file is fixed (`teamctl doctor` lists every broken file)", err, name), nil
}

// decode applies name's layers in order; a later file overrides only the
// fields it sets.
func (c *Catalog) decode(name string) (*Definition, error) {
	if d, ok := c.defs[name]; ok {
		return d, nil
	}
	if errs := c.broken[name]; len(errs) > 0 {
		return nil, errs[0]
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
		if err := applyLayer(l.data, def); err != nil {
			return nil, fileError(l.source, l.data, err)
		}
		def.Source = l.source
	}
	def.Name = name
	if err := def.Validate(); err != nil {
		return nil, blame(layers, err)
	}
	c.defs[name] = def
	return def, nil
}

// applyLayer sets the fields one pattern file names over def: without
// reflection for files in the written shape (decodeDefinitionFast), else
// encoding/json, unknown fields being errors.
func applyLayer(data []byte, def *Definition) error {
	if decodeDefinitionFast(data, def) {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(def)
}

// builtinDefinitions are the embedded patterns (builtin_gen.go) by name,
// each saying which file it came from.
func builtinDefinitions() map[string]Definition {
	files := builtinPatternFiles()
	defs := make(map[string]Definition, len(files))
	for file, d := range files {
		d.Source = "built-in " + file
		defs[d.Name] = d
	}
	return defs
}

// Load builds the catalog: embedded definitions, then the user's folder, then
// the project's; a file for a known name overrides only the fields it sets.
// A file that does not load is recorded against its pattern, never an error
// for the whole catalog: one broken file must not take every pattern with it.
func Load(getenv paths.Getenv, projectDir string) (*Catalog, error) {
	c := &Catalog{builtin: builtinDefinitions(), layers: map[string][]layer{}, defs: map[string]*Definition{}, broken: map[string][]error{}}
	dirs := []string{filepath.Join(paths.UserThemesDir(getenv), "patterns")}
	if projectDir != "" {
		dirs = append(dirs, filepath.Join(paths.ProjectThemesDir(projectDir), "patterns"))
	}
	for _, dir := range dirs {
		// Within one folder each pattern has one file; across folders a
		// file overrides the same name's fields on purpose.
		defined := map[string]string{}
		names, err := safefile.ReadDirNames(dir)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				// An unreadable folder hides which patterns it overrides;
				// it is reported, and the patterns load without it.
				c.folders = append(c.folders, &FileError{Kind: "pattern folder", File: dir, Problem: "cannot be read: " + unwrapPath(err)})
			}
			continue
		}
		for _, name := range names {
			if filepath.Ext(name) != ".json" {
				continue
			}
			path := filepath.Join(dir, name)
			stem := strings.TrimSuffix(name, ".json")
			data, err := readPolicyFile(path)
			if err != nil {
				c.broken[stem] = append(c.broken[stem], &FileError{Kind: "pattern file", File: path, Problem: "cannot be read: " + unwrapPath(err)})
				continue
			}
			if err := c.add(data, path, stem, defined); err != nil {
				name := stem
				var dup *duplicateError
				if errors.As(err, &dup) {
					name = dup.name
				}
				c.broken[name] = append(c.broken[name], err)
			}
		}
	}
	return c, nil
}

// maxPolicyFile caps a pattern or config file: real ones are a few KB.
const maxPolicyFile = 1 << 20

// readPolicyFile reads a pattern or config file: a regular file only (a
// FIFO would hang the hook, a device never end), at most maxPolicyFile.
// safefile reads it with system calls only: every hook call reads these.
func readPolicyFile(path string) ([]byte, error) {
	data, err := safefile.ReadFile(path, safefile.Policy)
	var ke *safefile.KindError
	switch {
	case errors.As(err, &ke):
		return nil, fmt.Errorf("%s is not a regular file (%s)", path, ke.What)
	case errors.Is(err, safefile.ErrTooLarge) || err == nil && len(data) > maxPolicyFile:
		return nil, fmt.Errorf("%s is larger than %d KiB", path, maxPolicyFile>>10)
	}
	return data, err
}

func unwrapPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// duplicateError is a second file in one folder for a pattern name: which
// one was meant cannot be told, so the name's files are not used (the
// guards fall back to the built-in of that name, see Active).
type duplicateError struct {
	*FileError
	name string
}

func (e *duplicateError) Unwrap() error { return e.FileError }

// add records one file under its pattern's name: the file's "name" field,
// else the file name. defined maps the names already taken in the file's
// folder to their files; a second file for one is a *duplicateError naming
// both. Syntax is checked now, fields when decoded.
func (c *Catalog) add(data []byte, source, stem string, defined map[string]string) error {
	if !gjson.ValidBytes(data) {
		var v any
		return fileError(source, data, json.Unmarshal(data, &v))
	}
	root := gjson.ParseBytes(data)
	if !root.IsObject() {
		return &FileError{Kind: "pattern file", File: source, Line: 1, Problem: "not a JSON object"}
	}
	name := stem
	if n := root.Get("name"); n.Exists() {
		if n.Type != gjson.String {
			return &FileError{Kind: "pattern file", File: source, Line: lineOf(data, n.Index), Field: "name", Problem: "want a string"}
		}
		name = n.String()
	}
	if first, dup := defined[name]; dup {
		fe := &FileError{Kind: "pattern file", File: source, Line: 1,
			Problem: fmt.Sprintf("defines pattern %q, which %s defines too; give one of them another \"name\" or remove one", name, first)}
		if n := root.Get("name"); n.Exists() {
			fe.Line, fe.Field = lineOf(data, n.Index), "name"
		}
		return &duplicateError{FileError: fe, name: name}
	}
	defined[name] = source
	c.layers[name] = append(c.layers[name], layer{data: data, source: source})
	return nil
}

// blame finds the file and line of a field that failed validation: the
// last layer that sets it (a field no file sets is the built-in's own).
func blame(layers []layer, err error) error {
	var fe *FieldError
	if !errors.As(err, &fe) {
		return err
	}
	path := fe.Field
	for i := len(layers) - 1; i >= 0; i-- {
		l := layers[i]
		for p := path; p != ""; {
			if v := gjson.GetBytes(l.data, p); v.Exists() {
				return &FileError{Kind: "pattern file", File: l.source, Line: lineOf(l.data, v.Index), Field: fe.Field, Problem: fe.Problem}
			}
			if j := strings.LastIndexByte(p, '.'); j >= 0 {
				p = p[:j]
			} else {
				p = ""
			}
		}
	}
	source := "built-in"
	if len(layers) > 0 {
		source = layers[len(layers)-1].source
	}
	return &FileError{Kind: "pattern file", File: source, Field: fe.Field, Problem: fe.Problem}
}

func lineOf(data []byte, offset int) int {
	line, _ := position(data, int64(offset))
	return line
}

// fileError turns a JSON error into a FileError naming the line and, when
// the decoder knows it, the field.
func fileError(source string, data []byte, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	fe := &FileError{Kind: "pattern file", File: source}
	switch {
	case errors.As(err, &syn):
		line, col := position(data, syn.Offset)
		fe.Line, fe.Problem = line, fmt.Sprintf("col %d: %v", col, syn)
		return fe
	case errors.As(err, &typ):
		fe.Line, _ = position(data, typ.Offset)
		fe.Field, fe.Problem = typ.Field, fmt.Sprintf("want %s, got JSON %s", typ.Type, typ.Value)
		return fe
	}
	msg := err.Error()
	if f, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		key, _ := strconv.Unquote(f)
		fe.Field = key
		if i := bytes.Index(data, []byte(f)); i >= 0 {
			fe.Line = lineOf(data, i)
		}
		fe.Problem = "not a pattern field (see themes/patterns/fixed-theme.json for the format)"
		return fe
	}
	fe.Problem = msg
	return fe
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
