package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/teamrules"
	"github.com/tidwall/sjson"
)

// The scripts in testdata/script run the real teamctl binary (this test
// binary, dispatched by name) and pin its output and exit statuses. Each
// script is named after what it pins.
//
// Programs available to scripts:
//
//	teamctl ARGS        the command under test; its parent is this test process
//	status N PROG ARGS  runs PROG and succeeds only if it exits with status N,
//	                    passing its output through (testscript itself only
//	                    tells zero from non-zero)
//	readonly PROG ARGS  runs PROG bound by file modes even as root (without
//	                    the capabilities that override them); the condition
//	                    [readonly] says whether that is possible here
//
// Script commands (see scriptCmds): team-fixture, inbox-fixture,
// json-documented.
//
// Environment: CLAUDE_CONFIG_DIR=$WORK/.claude, HOME=$WORK/home,
// EVIDENCE=the captured Claude Code files in testdata/evidence, TESTPID=the
// pid of this test process (the lead pid of a "parent" team-fixture).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"teamctl": func() { os.Exit(Main(SystemFactory(), os.Args[1:])) },
		// The hook that records file owners, so scripts make owners the way
		// a running team does.
		"team-rules": func() { os.Exit(hook.Main(teamrules.New(), os.Args[1:])) },
		"status":     statusMain,
		"readonly":   readonlyMain,
	})
}

func TestScripts(t *testing.T) {
	evidence, err := filepath.Abs("../../testdata/evidence")
	if err != nil {
		t.Fatal(err)
	}
	jsonDocs, err := filepath.Abs("../../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	// A running process that is never an ancestor of teamctl, for "live"
	// leads (PID 1 is no longer one: claude may be a container's init).
	live := exec.Command("sleep", "3600")
	if err := live.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { live.Process.Kill(); live.Wait() })
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       os.Getenv("TEAMCTL_UPDATE_SCRIPTS") != "",
		Setup: func(env *testscript.Env) error {
			env.Setenv("HOME", filepath.Join(env.WorkDir, "home"))
			env.Setenv("CLAUDE_CONFIG_DIR", filepath.Join(env.WorkDir, ".claude"))
			if err := os.MkdirAll(filepath.Join(env.WorkDir, ".claude"), 0o755); err != nil {
				return err
			}
			env.Setenv("EVIDENCE", evidence)
			env.Setenv("JSON_DOCS", jsonDocs)
			env.Setenv("TESTPID", strconv.Itoa(os.Getpid()))
			env.Setenv("LIVEPID", strconv.Itoa(live.Process.Pid))
			return nil
		},
		Cmds: scriptCmds,
		Condition: func(cond string) (bool, error) {
			if cond == "readonly" {
				return canMakeReadOnly(), nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}

var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"team-fixture":  cmdTeamFixture,
	"inbox-fixture": cmdInboxFixture,
	// json-documented 'history list': the last command's stdout has
	// exactly the fields docs/json.md lists for teamctl history list --json.
	"json-documented": cmdJSONDocumented,
	// expand FILE...: ${WORK} and other ${VARS} in files, for hook payloads.
	"expand": hooktest.ScriptCmds()["expand"],
}

// statusMain is the "status" program: status N PROG ARGS.
func statusMain() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: status N PROG [ARGS...]")
		os.Exit(2)
	}
	want, err := strconv.Atoi(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "status: bad exit status", os.Args[1])
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[2], os.Args[3:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	got := 0
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			fmt.Fprintln(os.Stderr, "status:", err)
			os.Exit(2)
		}
		got = exit.ExitCode()
	}
	if got != want {
		fmt.Fprintf(os.Stderr, "status: %s exited %d, want %d\n", os.Args[2], got, want)
		os.Exit(1)
	}
	os.Exit(0)
}

// Lead processes a fixture can give a team.
const (
	// leadParent: this test process, the parent of every teamctl the
	// script runs (or its grandparent under status): the caller's team.
	leadParent = "parent"
	// leadLive: a sleeping child of this test ($LIVEPID), running but never
	// an ancestor teamctl walks to.
	leadLive = "live"
	// leadGone: a pid above the kernel's maximum (2^22), so never running.
	leadGone = "gone"
	// leadReused: this test process's pid with another start time, as a
	// left-over folder whose pid was reused.
	leadReused = "reused"
)

const impossiblePid = 4194399

// cmdTeamFixture copies a captured config.json into a team folder:
//
//	team-fixture NAME SOURCE parent|live|gone|reused
//
// renaming the team to NAME and pointing leadProcess at a process in the
// state asked for, in this pid namespace.
func cmdTeamFixture(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: team-fixture NAME SOURCE parent|live|gone|reused")
	}
	name, source, lead := args[0], ts.MkAbs(args[1]), args[2]
	raw, err := os.ReadFile(source)
	ts.Check(err)
	var pid int
	var start string
	switch lead {
	case leadParent:
		pid = os.Getpid()
		start, err = claudefs.ProcStartTime(pid)
		ts.Check(err)
	case leadLive:
		pid, err = strconv.Atoi(ts.Getenv("LIVEPID"))
		ts.Check(err)
		start, err = claudefs.ProcStartTime(pid)
		ts.Check(err)
	case leadGone:
		pid, start = impossiblePid, "12345"
	case leadReused:
		pid, start = os.Getpid(), "1"
	default:
		ts.Fatalf("team-fixture: lead %q: want parent, live, gone or reused", lead)
	}
	doc, err := sjson.SetBytes(raw, "name", name)
	ts.Check(err)
	doc, err = sjson.SetBytes(doc, "leadProcess.pid", pid)
	ts.Check(err)
	doc, err = sjson.SetBytes(doc, "leadProcess.procStart", start)
	ts.Check(err)
	if ns, err := claudefs.PidNamespace(); err == nil {
		doc, err = sjson.SetBytes(doc, "leadProcess.pidSpace", "vm#"+ns)
		ts.Check(err)
	}
	dir := filepath.Join(ts.Getenv("CLAUDE_CONFIG_DIR"), "teams", name)
	ts.Check(os.MkdirAll(dir, 0o755))
	ts.Check(os.WriteFile(filepath.Join(dir, claudefs.ConfigFile), doc, 0o644))
}

// cmdInboxFixture writes the inbox snapshots captured in one run into a
// team's inboxes folder, one file per recipient, entries in capture order:
//
//	inbox-fixture TEAM RUN
func cmdInboxFixture(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: inbox-fixture TEAM RUN")
	}
	raw, err := os.ReadFile(filepath.Join(ts.Getenv("EVIDENCE"), "inbox-samples.json"))
	ts.Check(err)
	var samples []struct {
		Run     string            `json:"run"`
		File    string            `json:"file"`
		Content []json.RawMessage `json:"content"`
	}
	ts.Check(json.Unmarshal(raw, &samples))
	inboxes := map[string][]json.RawMessage{}
	var order []string
	for _, s := range samples {
		if s.Run != args[1] {
			continue
		}
		base := filepath.Base(s.File)
		if _, seen := inboxes[base]; !seen {
			order = append(order, base)
		}
		inboxes[base] = append(inboxes[base], s.Content...)
	}
	if len(order) == 0 {
		ts.Fatalf("inbox-fixture: no samples for run %s", args[1])
	}
	dir := claudefs.InboxDir(filepath.Join(ts.Getenv("CLAUDE_CONFIG_DIR"), "teams", args[0]))
	ts.Check(os.MkdirAll(dir, 0o755))
	for _, base := range order {
		data, err := json.MarshalIndent(inboxes[base], "", "  ")
		ts.Check(err)
		ts.Check(os.WriteFile(filepath.Join(dir, base), data, 0o644))
	}
}

// cmdJSONDocumented checks stdout (one JSON value, or JSON lines) against
// the section "## `teamctl COMMAND --json`" of docs/json.md (see
// checkJSONDocumented).
//
//	json-documented COMMAND
func cmdJSONDocumented(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: json-documented COMMAND")
	}
	docs, err := os.ReadFile(ts.Getenv("JSON_DOCS"))
	ts.Check(err)
	if err := checkJSONDocumented(string(docs), args[0], ts.ReadFile("stdout")); err != nil {
		ts.Fatalf("%v", err)
	}
}

// checkJSONDocumented checks the output of teamctl COMMAND --json against
// its section of docs/json.md: every object printed (each element of an
// array, each line of a stream) has exactly the fields its table lists,
// and each array of objects listed as `name[].field` rows has exactly
// those fields. In a stream documented per event kind (### subsections
// naming the kinds), an object has the section's common fields plus those
// of its kind's subsection, and a kind with no subsection is an error. At
// least one object must be checked, so an empty result cannot pass for a
// documented one.
func checkJSONDocumented(docs, command, out string) error {
	what := "teamctl " + command + " --json"
	fields, ok := documentedFields(docs, command)
	if !ok {
		return fmt.Errorf("docs/json.md has no section \"## `teamctl %s --json`\"", command)
	}
	var values []any
	var whole any
	if err := json.Unmarshal([]byte(out), &whole); err == nil {
		values = []any{whole}
	} else {
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var v any
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				return fmt.Errorf("%s: %v", what, err)
			}
			values = append(values, v)
		}
	}
	var objects []map[string]any
	for _, v := range values {
		switch v := v.(type) {
		case map[string]any:
			objects = append(objects, v)
		case []any:
			for _, e := range v {
				o, isObj := e.(map[string]any)
				if !isObj {
					return fmt.Errorf("%s: an element is not an object: %v", what, e)
				}
				objects = append(objects, o)
			}
		default:
			return fmt.Errorf("%s: printed %T, not objects", what, v)
		}
	}
	if len(objects) == 0 {
		return fmt.Errorf("%s printed no object to check", what)
	}
	for _, o := range objects {
		want, label := fields.top, what
		if len(fields.byEvent) > 0 {
			kind, _ := o["event"].(string)
			own, documented := fields.byEvent[kind]
			if !documented {
				return fmt.Errorf("%s: event %q has no ### section in docs/json.md", what, kind)
			}
			want, label = maps.Clone(fields.top), what+" ("+kind+" event)"
			maps.Copy(want, own)
		}
		if err := sameKeys(label, o, want); err != nil {
			return err
		}
		for field, want := range fields.nested {
			items, _ := o[field].([]any)
			for _, e := range items {
				if eo, isObj := e.(map[string]any); isObj {
					if err := sameKeys(what+": "+field+"[]", eo, want); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// jsonFields is one command's field table. A field maps to true when it is
// always printed, false when its row says it is omitted (when empty, or
// otherwise).
type jsonFields struct {
	top    map[string]bool            // `name` rows before any ### subsection
	nested map[string]map[string]bool // `name[].field` rows: the objects in the array name
	// byEvent: for a stream of events, the rows of each "### `kind`, …"
	// subsection, by kind (a kind with no field of its own maps to an
	// empty table).
	byEvent map[string]map[string]bool
}

// documentedFields reads the field tables of one command's section.
func documentedFields(docs, command string) (jsonFields, bool) {
	heading := "## `teamctl " + command + " --json`"
	i := strings.Index(docs, heading+"\n")
	if i < 0 {
		return jsonFields{}, false
	}
	section := docs[i+len(heading):]
	if j := strings.Index(section, "\n## "); j >= 0 {
		section = section[:j]
	}
	f := jsonFields{top: map[string]bool{}, nested: map[string]map[string]bool{}, byEvent: map[string]map[string]bool{}}
	var kinds []string // the subsection the rows belong to; none: top
	for _, line := range strings.Split(section, "\n") {
		if sub, isSub := strings.CutPrefix(line, "### "); isSub {
			kinds = nil
			for i, part := range strings.Split(sub, "`") {
				if i%2 == 1 {
					kinds = append(kinds, part)
					f.byEvent[part] = map[string]bool{}
				}
			}
			continue
		}
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		name := strings.TrimPrefix(line, "| `")
		name = name[:strings.Index(name, "`")]
		always := !strings.Contains(line, "omitted ")
		if len(kinds) > 0 {
			for _, k := range kinds {
				f.byEvent[k][name] = always
			}
			continue
		}
		if parent, field, isNested := strings.Cut(name, "[]."); isNested {
			if f.nested[parent] == nil {
				f.nested[parent] = map[string]bool{}
			}
			f.nested[parent][field] = always
			continue
		}
		f.top[name] = always
	}
	return f, true
}

func sameKeys(what string, o map[string]any, want map[string]bool) error {
	var missing, extra []string
	for k, always := range want {
		if _, ok := o[k]; !ok && always {
			missing = append(missing, k)
		}
	}
	for k := range o {
		if _, listed := want[k]; !listed {
			extra = append(extra, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 || len(extra) > 0 {
		return fmt.Errorf("%s: fields missing from the output %v; fields docs/json.md does not list %v", what, missing, extra)
	}
	return nil
}
