// Package settings owns teamctl's edits of Claude Code settings.json files:
// it wires teamctl's hook handlers in, takes them out again and lists what
// a file wires, changing only the bytes it must. Every other key keeps its
// bytes, its order and its formatting, and install followed by uninstall
// gives back the original file byte for byte.
//
// Edits are made with gjson (to find) and sjson (to replace and delete) on
// the raw bytes; nothing is decoded into a struct and written back. Install
// adds one matcher group of its own per handler, appended after the last
// group of the event, so uninstall can delete the whole group and the
// neighbouring groups, other people's handlers under the same matcher
// included, never change. What the bytes alone cannot tell later (a
// container that was empty before install, whether the agent-teams env key
// was there, a file that was blank) goes into a Receipt that the caller
// keeps until uninstall.
package settings

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/teamctl/teamctl/internal/ccfacts"
	"github.com/tidwall/gjson"
)

// AgentTeamsEnv is the env key that turns agent teams on.
const AgentTeamsEnv = "CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS"

// A Handler is one hook entry teamctl owns. It is written in exec form
// ("args" always present, even empty) so the command is spawned without a
// shell and a path with spaces needs no quoting.
type Handler struct {
	Event   string   // "PreToolUse", "UserPromptSubmit", "TeammateIdle", ...
	Matcher string   // exact names such as "Edit|Write"; "" writes no matcher key
	Command string   // absolute path of the binary (".exe" on Windows)
	Args    []string // exec-form arguments
	Timeout int      // seconds; 0 writes no timeout key
	// OnFailure is Claude Code's "onFailure" (2.1.330 schema): "block"
	// makes a hook that cannot start, times out or exits with another code
	// than 0 or 2 count as a block. "" writes no key (Claude Code's default
	// "continue"); versions before the key ignore it.
	OnFailure string
}

// Options tune Install.
type Options struct {
	// AgentTeams sets env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS to "1"
	// unless the key is already there (with any value, which is left).
	AgentTeams bool
	// Prune removes handlers whose command it accepts and which no handler
	// being installed claims: copies left by an install from another
	// binary path or wiring an event teamctl no longer uses. Nil keeps them.
	Prune func(command string) bool
	// Receipt is the one a previous install of this file returned, if any;
	// the new Receipt adds to it so uninstall still knows the first state.
	Receipt *Receipt
	// Facts says which events take a matcher; nil is Claude Code's table.
	Facts *ccfacts.Table
}

func (o Options) facts() ccfacts.Table {
	if o.Facts != nil {
		return *o.Facts
	}
	return ccfacts.Claude()
}

// A Receipt records what Install changed in a file that the bytes cannot
// show later. The caller stores it (it marshals to JSON) and hands it to
// Uninstall; without it uninstall still removes every teamctl handler but
// deletes containers it empties, keeps the env key and cannot bring back a
// blank file.
type Receipt struct {
	// Commands install wired; uninstall removes handlers running any of them.
	Commands []string `json:"commands,omitempty"`
	// Empty maps the path of each container that existed but was empty
	// when install wrote into it ("" is the top-level object) to its
	// original text, whitespace and all.
	Empty map[string]string `json:"empty,omitempty"`
	// File is the whole original file when it was missing, empty or
	// whitespace.
	File *string `json:"file,omitempty"`
	// AddedEnv is set when install added env.CLAUDE_CODE_EXPERIMENTAL_AGENT_TEAMS.
	AddedEnv bool `json:"added_env,omitempty"`
	// Existed tells an empty file install found (uninstall gives it back
	// empty) from a missing one (uninstall removes the file again).
	Existed bool `json:"existed,omitempty"`
}

func (r *Receipt) clone() Receipt {
	if r == nil {
		return Receipt{}
	}
	c := Receipt{Commands: slices.Clone(r.Commands), AddedEnv: r.AddedEnv, Existed: r.Existed}
	if r.Empty != nil {
		c.Empty = make(map[string]string, len(r.Empty))
		for k, v := range r.Empty {
			c.Empty[k] = v
		}
	}
	if r.File != nil {
		f := *r.File
		c.File = &f
	}
	return c
}

// Result is what Install and Uninstall did.
type Result struct {
	Data    []byte  // the new file; the input itself when nothing changed
	Changed bool    // Data differs from the input
	Receipt Receipt // Install only: keep it for Uninstall
	Added   int     // handlers wired anew
	Updated int     // handlers whose matcher, args or timeout were corrected
	Removed int     // handlers taken out (duplicates, pruned, uninstalled)
}

// Install wires handlers into the settings file original (nil or blank
// reads as "{}"). A handler already there, recognised by event and command
// (and by its subcommand, the arguments before the first flag, when two
// handlers share both), is corrected in place rather than added again, so
// running Install twice changes nothing the second time; further copies
// of it are removed.
func Install(original []byte, handlers []Handler, opts Options) (Result, error) {
	if err := checkHandlers(opts.facts(), handlers); err != nil {
		return Result{}, err
	}
	rec := opts.Receipt.clone()
	e, err := load(original, &rec)
	if err != nil {
		return Result{}, err
	}
	if err := checkShape(e.doc, e.top(), handlers, opts.AgentTeams); err != nil {
		return Result{}, err
	}
	var res Result
	if opts.AgentTeams {
		e.ensureEnv()
	}
	for _, h := range handlers {
		if err := e.ensure(h, handlers, &res); err != nil {
			return Result{}, err
		}
	}
	if opts.Prune != nil {
		if err := e.prune(handlers, opts.Prune, &res); err != nil {
			return Result{}, err
		}
	}
	for _, h := range handlers {
		if !slices.Contains(rec.Commands, h.Command) {
			rec.Commands = append(rec.Commands, h.Command)
		}
	}
	res.Data, res.Changed = original, false
	if !bytes.Equal(e.doc, original) && !(e.synth && !e.touched()) {
		res.Data, res.Changed = e.doc, true
		if e.synth && rec.File == nil {
			f := string(original)
			rec.File = &f
		}
	}
	res.Receipt = rec
	return res, nil
}

// Uninstall removes every handler whose command owned accepts or the
// receipt lists, with the matcher group around it when the group holds
// nothing else. Containers that end up empty are deleted, or given back
// their original text when the receipt says install filled them; the env
// key goes only when the receipt says install added it, since the user may
// have set it first (clarification 17). With the receipt of the install
// and no edits in between, the result is the original file byte for byte.
// A nil receipt is allowed; owned may be nil when the receipt names the
// commands.
func Uninstall(current []byte, owned func(command string) bool, r *Receipt) (Result, error) {
	rec := r.clone()
	res := Result{Data: current}
	if blank(current) {
		return res, nil
	}
	e, err := load(current, &rec)
	if err != nil {
		return Result{}, err
	}
	ours := func(command string) bool {
		return command != "" && (slices.Contains(rec.Commands, command) || owned != nil && owned(command))
	}
	for {
		ws := inspect(e.top())
		i := slices.IndexFunc(ws, func(w Wired) bool { return ours(w.Command) })
		if i < 0 {
			break
		}
		if err := e.removeHandler(ws[i]); err != nil {
			return Result{}, err
		}
		res.Removed++
	}
	if rec.AddedEnv {
		key := pathOf("env", AgentTeamsEnv)
		if v := e.get(key); v.Type == gjson.String && v.Str == "1" {
			e.remove(key, "env")
			if e.dropIfEmpty("env", "") {
				e.dropIfEmpty("", "")
			}
		}
	}
	if rec.File != nil && e.empty("") {
		e.doc = []byte(*rec.File)
	}
	if !bytes.Equal(e.doc, current) {
		res.Data, res.Changed = e.doc, true
	}
	return res, nil
}

// Commands returns an owned func for Uninstall that accepts exactly the
// commands of handlers.
func Commands(handlers []Handler) func(string) bool {
	set := map[string]bool{}
	for _, h := range handlers {
		set[h.Command] = true
	}
	return func(c string) bool { return set[c] }
}

func load(data []byte, rec *Receipt) (*editor, error) {
	e := &editor{doc: data, rec: rec}
	if blank(data) {
		e.doc, e.synth = []byte("{}\n"), true
	} else if err := validate(data); err != nil {
		return nil, err
	}
	e.style = detectStyle(e.doc, e.top())
	return e, nil
}

// touched reports whether a synthesised document got any member.
func (e *editor) touched() bool { return !e.empty("") }

var eventName = regexp.MustCompile(`^[A-Z][A-Za-z]*$`)

func checkHandlers(facts ccfacts.Table, handlers []Handler) error {
	seen := map[string]bool{}
	for _, h := range handlers {
		switch {
		case !eventName.MatchString(h.Event):
			return fmt.Errorf("handler event %q is not an event name", h.Event)
		case h.Command == "" || strings.TrimSpace(h.Command) != h.Command:
			return fmt.Errorf("handler for %s has command %q", h.Event, h.Command)
		case h.Timeout < 0:
			return fmt.Errorf("handler %s for %s has a negative timeout", h.Command, h.Event)
		case h.Matcher != "" && !facts.TakesMatcher(h.Event):
			return fmt.Errorf("%s takes no matcher, got %q", h.Event, h.Matcher)
		case h.Matcher != "" && !ExactMatcher(h.Matcher):
			return fmt.Errorf("matcher %q for %s is a regular expression; list exact names such as Edit|Write", h.Matcher, h.Event)
		}
		if names := splitMatcher(h.Matcher); slices.Contains(names, "Agent") != slices.Contains(names, "Task") {
			return fmt.Errorf("matcher %q for %s must name both Agent and Task (the tool was Task before 2.1.63)", h.Matcher, h.Event)
		}
		id := identity(h.Event, h.Command, h.Args)
		if seen[id] {
			return fmt.Errorf("two handlers for %s run %s with subcommand %q", h.Event, h.Command, subcommand(h.Args))
		}
		seen[id] = true
	}
	return nil
}

func splitMatcher(m string) []string {
	var names []string
	for _, p := range strings.FieldsFunc(m, func(r rune) bool { return r == '|' || r == ',' }) {
		names = append(names, strings.TrimSpace(p))
	}
	return names
}

func identity(event, command string, args []string) string {
	return event + "\x00" + command + "\x00" + subcommand(args)
}

// subcommand is the leading arguments up to the first flag: what names a
// handler among others running the same binary, while flags may change
// between versions and are then corrected in place.
func subcommand(args []string) string {
	i := slices.IndexFunc(args, func(a string) bool { return strings.HasPrefix(a, "-") })
	if i < 0 {
		i = len(args)
	}
	return strings.Join(args[:i], " ")
}

// claims reports whether the wired handler w is the one h installs: same
// event and command, and the same subcommand when other handlers being
// installed share h's event and command.
func claims(h Handler, w Wired, all []Handler) bool {
	if w.Event != h.Event || w.Command != h.Command {
		return false
	}
	shared := 0
	for _, o := range all {
		if o.Event == h.Event && o.Command == h.Command {
			shared++
		}
	}
	return shared == 1 || subcommand(w.Args) == subcommand(h.Args)
}

// checkShape refuses a file whose hooks or env Install would have to write
// into but which are not the containers Claude Code expects.
func checkShape(data []byte, top gjson.Result, handlers []Handler, env bool) error {
	bad := func(r gjson.Result, what, want string) error {
		line, col := position(data, r.Index)
		return &FileError{Line: line, Column: col, Problem: fmt.Sprintf("%s is %s, not %s", what, kind(r), want)}
	}
	hooks := top.Get("hooks")
	if hooks.Exists() && !hooks.IsObject() {
		return bad(hooks, "hooks", "an object")
	}
	for _, h := range handlers {
		if ev := hooks.Get(pathOf(h.Event)); ev.Exists() && !ev.IsArray() {
			return bad(ev, "hooks."+h.Event, "an array")
		}
	}
	if e := top.Get("env"); env && e.Exists() && !e.IsObject() {
		return bad(e, "env", "an object")
	}
	return nil
}

func groupValue(h Handler) object {
	var g object
	if h.Matcher != "" {
		g = append(g, field{"matcher", h.Matcher})
	}
	return append(g, field{"hooks", []any{handlerValue(h)}})
}

func handlerValue(h Handler) object {
	o := object{{"type", "command"}, {"command", h.Command}, {"args", argsValue(h.Args)}}
	if h.Timeout > 0 {
		o = append(o, field{"timeout", h.Timeout})
	}
	if h.OnFailure != "" {
		o = append(o, field{"onFailure", h.OnFailure})
	}
	return o
}

func argsValue(args []string) []any {
	v := make([]any, len(args))
	for i, a := range args {
		v[i] = a
	}
	return v
}

func (e *editor) ensureEnv() {
	env := e.get("env")
	switch {
	case !env.Exists():
		e.appendMember("", "env", object{{AgentTeamsEnv, "1"}})
	case e.get(pathOf("env", AgentTeamsEnv)).Exists():
		return
	default:
		e.appendMember("env", AgentTeamsEnv, "1")
	}
	e.rec.AddedEnv = true
}

// ensure wires h: it corrects the copy already there, or adds a group.
func (e *editor) ensure(h Handler, all []Handler, res *Result) error {
	mine := func() []Wired {
		var ws []Wired
		for _, w := range inspect(e.top()) {
			if claims(h, w, all) {
				ws = append(ws, w)
			}
		}
		return ws
	}
	ws := mine()
	for len(ws) > 1 { // the last copy goes first, so the paths before it stay valid
		if err := e.removeHandler(ws[len(ws)-1]); err != nil {
			return err
		}
		res.Removed++
		ws = mine()
	}
	if len(ws) == 1 {
		w := ws[0]
		if w.GroupSize == 1 || matcherIs(w, h.Matcher) {
			if e.update(w, h) {
				res.Updated++
			}
			return nil
		}
		// In a group shared with other handlers under another matcher:
		// move it into a group of its own.
		if err := e.removeHandler(w); err != nil {
			return err
		}
		res.Updated++
		e.addGroup(h)
		return nil
	}
	e.addGroup(h)
	res.Added++
	return nil
}

func matcherIs(w Wired, m string) bool {
	if m == "" {
		return !w.HasMatcher
	}
	return w.HasMatcher && w.Matcher == m
}

// update corrects the group and handler of w to match h, touching only the
// keys that differ.
func (e *editor) update(w Wired, h Handler) bool {
	before := e.doc
	gp := w.GroupPath()
	if w.GroupSize == 1 {
		m := e.get(gp + ".matcher")
		switch {
		case h.Matcher == "" && m.Exists():
			e.remove(gp+".matcher", gp)
		case h.Matcher != "" && !m.Exists():
			e.appendMember(gp, "matcher", h.Matcher)
		case h.Matcher != "" && (m.Type != gjson.String || m.Str != h.Matcher):
			e.set(gp+".matcher", gp, h.Matcher)
		}
	}
	hp := w.Path
	e.ensureKey(hp, "type", "command", func(r gjson.Result) bool { return r.Type == gjson.String && r.Str == "command" })
	e.ensureKey(hp, "args", argsValue(h.Args), func(r gjson.Result) bool { return argsEqual(r, h.Args) })
	if h.Timeout == 0 {
		if e.get(hp + ".timeout").Exists() {
			e.remove(hp+".timeout", hp)
		}
	} else {
		e.ensureKey(hp, "timeout", h.Timeout, func(r gjson.Result) bool {
			return r.Type == gjson.Number && r.Float() == float64(h.Timeout)
		})
	}
	if h.OnFailure == "" {
		if e.get(hp + ".onFailure").Exists() {
			e.remove(hp+".onFailure", hp)
		}
	} else {
		e.ensureKey(hp, "onFailure", h.OnFailure, func(r gjson.Result) bool {
			return r.Type == gjson.String && r.Str == h.OnFailure
		})
	}
	return !bytes.Equal(before, e.doc)
}

// ensureKey gives the object at path the member key: value unless the
// value there already satisfies ok.
func (e *editor) ensureKey(path, key string, value any, ok func(gjson.Result) bool) {
	kp := path + "." + pathOf(key)
	switch r := e.get(kp); {
	case !r.Exists():
		e.appendMember(path, key, value)
	case !ok(r):
		e.set(kp, path, value)
	}
}

func argsEqual(r gjson.Result, want []string) bool {
	if !r.IsArray() {
		return false
	}
	got := r.Array()
	if len(got) != len(want) {
		return false
	}
	for i, a := range got {
		if a.Type != gjson.String || a.Str != want[i] {
			return false
		}
	}
	return true
}

func (e *editor) addGroup(h Handler) {
	group := groupValue(h)
	event := pathOf("hooks", h.Event)
	switch {
	case !e.get("hooks").Exists():
		e.appendMember("", "hooks", object{{h.Event, []any{group}}})
	case !e.get(event).Exists():
		e.appendMember("hooks", h.Event, []any{group})
	default:
		e.appendElem(event, group)
	}
}

// removeHandler takes w out, with its group when it is alone there, then
// tidies the containers that emptied. The callers loop until no handler
// is left to remove, so a removal that changed nothing is an error rather
// than a loop without end.
func (e *editor) removeHandler(w Wired) error {
	before := e.doc
	event := pathOf("hooks", w.Event)
	if w.GroupSize == 1 {
		e.remove(w.GroupPath(), event)
	} else {
		e.remove(w.Path, w.GroupPath()+".hooks")
	}
	if e.dropIfEmpty(event, "hooks") && e.dropIfEmpty("hooks", "") {
		e.dropIfEmpty("", "")
	}
	if bytes.Equal(before, e.doc) {
		return fmt.Errorf("could not remove the handler at %s (a teamctl bug; please report it with the file)", w.Path)
	}
	return nil
}

func (e *editor) prune(keep []Handler, stale func(string) bool, res *Result) error {
	for {
		ws := inspect(e.top())
		i := slices.IndexFunc(ws, func(w Wired) bool {
			return w.Command != "" && stale(w.Command) &&
				!slices.ContainsFunc(keep, func(h Handler) bool { return claims(h, w, keep) })
		})
		if i < 0 {
			return nil
		}
		if err := e.removeHandler(ws[i]); err != nil {
			return err
		}
		res.Removed++
	}
}
