// Package teamctlcmd is the one table of teamctl's commands by what they
// do, as the guards see them: queries anyone may run, team management the
// leader may run, and commands that change the guard, which nobody in a
// running team may run. leader-guard reads every teamctl invocation a Bash
// command makes through Parse; a test in internal/cli keeps the table in
// step with the real command tree (every command and every flag).
//
// The package has no dependencies: hooks load it on every call.
package teamctlcmd

import "strings"

// Kind says what a teamctl command does to the guard.
type Kind int

const (
	// Query only reads: read-only for everyone.
	Query Kind = iota
	// Manage is team management the leader may run: it records what the
	// team is (history add to the default history file, pattern set of the
	// team's first pattern or the one it already has, files release) and
	// never loosens a guard. The caller checks the conditions.
	Manage
	// ChangesGuard installs, removes or loosens the guard, or rewrites
	// teamctl's state: denied to everyone in a running team.
	ChangesGuard
)

func (k Kind) String() string {
	switch k {
	case Query:
		return "query"
	case Manage:
		return "team management"
	}
	return "changes the guard"
}

// Command is one row of the table.
type Command struct {
	Path string // "pattern set"
	Kind Kind
	// Why says, for ChangesGuard, what the command would change.
	Why string
}

// Commands is the table: every teamctl command path with its kind. A path
// not listed is unknown and treated as ChangesGuard.
func Commands() []Command {
	return []Command{
		{"", Query, ""}, // teamctl alone prints help
		{"help", Query, ""},
		{"version", Query, ""},
		{"completion", Query, ""},
		{"doctor", Query, ""},
		{"explain", Query, ""},
		{"demo", Query, ""},
		{"watch", Query, ""},
		{"inbox", Query, ""},
		{"tasks", Query, ""},
		{"team", Query, ""},
		{"team list", Query, ""},
		{"team show", Query, ""},
		{"history", Query, ""},
		{"history list", Query, ""},
		{"history show", Query, ""},
		{"history stats", Query, ""},
		{"history check", Query, ""},
		{"pattern", Query, ""},
		{"pattern get", Query, ""},
		{"pattern list", Query, ""},
		{"files", Query, ""},
		{"history add", Manage, ""},
		{"pattern set", Manage, ""},
		{"files release", Manage, ""},
		{"install", ChangesGuard, "it rewires the hooks in a settings file"},
		{"uninstall", ChangesGuard, "it removes the hooks from a settings file"},
		{"init", ChangesGuard, "it rewrites the project's team-themes policy"},
		{"history prune", ChangesGuard, "it drops theme-history entries the rules check against"},
		{"history repair", ChangesGuard, "it rewrites the theme history"},
		{"history migrate", ChangesGuard, "it rewrites the theme history"},
		{"team prune", ChangesGuard, "it removes team folders and teamctl's records of them"},
	}
}

// TakesValue reports whether flag (as written, without "=value") of the
// command at path reads the next word as its value (cobra reads the next
// word as the value unless the flag is written --flag=value). A test in
// internal/cli checks it against the command tree. Switches, not maps: a
// package-level map is built at init, in every hook process.
func TakesValue(path, flag string) bool {
	// Flags that are switches in one command but take a value in another:
	// demo --keep keeps the sandbox, history prune --keep N.
	if path == "demo" && flag == "--keep" {
		return false
	}
	switch flag {
	case "--file", "--pattern", "-p", "--characters", "-c",
		"--member", "-m", "--theme", "--limit", "-n",
		"--team", "-t", "--keep", "--to", "--bin-dir",
		"--last", "--hook", "--input", "--entry", "--replay",
		"--top", "--alias":
		return true
	}
	return false
}

// Invocation is one teamctl command line, parsed the way cobra does.
type Invocation struct {
	Command Command
	// Words are the positional words after the command path.
	Words []string
	// Flags maps each flag given (long name, "--file") to its values.
	Flags map[string][]string
	// Help is set when -h/--help makes teamctl print help and do nothing.
	Help bool
	// Unknown names a word the table cannot place (an unknown command, a
	// run-time word where the command is named); Kind is then ChangesGuard.
	Unknown string
}

// Flag returns the last value of a flag ("" when absent) and whether it
// was given.
func (inv Invocation) Flag(name string) (string, bool) {
	v, ok := inv.Flags[name]
	if !ok || len(v) == 0 {
		return "", ok
	}
	return v[len(v)-1], true
}

// shortNames pairs each short flag with its long name.
var shortNames = [...]struct{ short, long string }{
	{"-p", "--pattern"}, {"-c", "--characters"}, {"-m", "--member"}, {"-n", "--limit"},
	{"-t", "--team"}, {"-y", "--yes"}, {"-h", "--help"},
}

// longOf is the long name of a short flag.
func longOf(short string) (string, bool) {
	for _, n := range shortNames {
		if n.short == short {
			return n.long, true
		}
	}
	return "", false
}

// Parse reads the words after "teamctl". dynamic[i] marks a word only known
// at run time (nil: all literal); such a word where the command is named
// makes the invocation Unknown.
func Parse(args []string, dynamic []bool) Invocation {
	inv := Invocation{Flags: map[string][]string{}}
	var path []string
	table := Commands()
	known := func(p []string) (Command, bool) {
		want := strings.Join(p, " ")
		for _, c := range table {
			if c.Path == want {
				return c, true
			}
		}
		return Command{}, false
	}
	inPath := true
	for i := 0; i < len(args); i++ {
		a := args[i]
		dyn := dynamic != nil && i < len(dynamic) && dynamic[i]
		if a == "--" {
			inv.Words = append(inv.Words, args[i+1:]...)
			break
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 && !dyn {
			name, value, hasValue := strings.Cut(a, "=")
			if long, ok := longOf(name); ok {
				name = long
			} else if !strings.HasPrefix(name, "--") && len(name) > 2 {
				// A bundle of short switches, or a short flag with its
				// value attached (-n5): placed by its first letter.
				if long, ok := longOf(name[:2]); ok {
					if TakesValue(strings.Join(path, " "), name[:2]) {
						value, hasValue = name[2:], true
					}
					name = long
				}
			}
			if name == "--help" && (!hasValue || value == "true" || value == "1") {
				inv.Help = true
			}
			at := strings.Join(path, " ")
			if TakesValue(at, name) || TakesValue(at, shortOf(name)) {
				if !hasValue && i+1 < len(args) {
					i++
					value = args[i]
				}
			}
			inv.Flags[name] = append(inv.Flags[name], value)
			continue
		}
		if inPath {
			if dyn {
				inv.Unknown = a
				break
			}
			if _, ok := known(append(path[:len(path):len(path)], a)); ok {
				path = append(path, a)
				continue
			}
			inPath = false
			if len(path) == 0 {
				inv.Unknown = a
				break
			}
		}
		inv.Words = append(inv.Words, a)
	}
	c, _ := known(path)
	c.Path = strings.Join(path, " ")
	inv.Command = c
	if inv.Unknown != "" {
		inv.Command = Command{Path: strings.TrimSpace(c.Path + " " + inv.Unknown), Kind: ChangesGuard, Why: "teamctl does not know it as a command, so the guard cannot tell what it changes"}
	}
	if inv.Help && inv.Unknown == "" {
		inv.Command.Kind = Query
	}
	return inv
}

func shortOf(long string) string {
	for _, n := range shortNames {
		if n.long == long {
			return n.short
		}
	}
	return ""
}
