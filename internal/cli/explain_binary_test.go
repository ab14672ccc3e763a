package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/claudefs"
	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/wiring"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// `teamctl explain --input` must say what the hook binaries do: the same
// decision, reason and rule, on every hook input Claude Code was seen to
// send. Each captured e2e scenario (2.1.330 and 2.1.177) is replayed call
// by call in a world rebuilt from its snapshot (team files, environment);
// each call goes through every hook binary (built from cmd/) and through
// explain, from the same state, and the two answers are compared. The
// evidence inputs (testdata/evidence) are replayed the same way in the t2
// team.
func TestExplainInputDecidesAsTheHookBinaries(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the hook binaries and runs them on every captured input")
	}
	bins := buildHooks(t)
	// A live process stands in for each lead: the captured pids mean
	// nothing on this machine.
	lead := exec.Command("sleep", "3600")
	if err := lead.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lead.Process.Kill(); lead.Wait() })
	leadStart, err := claudefs.ProcStartTime(lead.Process.Pid)
	if err != nil {
		t.Skipf("no process start times here: %v", err)
	}
	leadPID := lead.Process.Pid

	var tally counts
	// The evidence once more in strict mode with a broken project config:
	// every hook that reads it fails, closed on PreToolUse, open elsewhere.
	broken := loadEvidence(t)
	for i := range broken {
		broken[i].brokenStrict = true
	}
	runs := map[string][]eqCall{"evidence": loadEvidence(t), "evidence-strict-broken-config": broken}
	names := []string{"evidence", "evidence-strict-broken-config"}
	for _, dir := range scenarioDirs(t) {
		name, _ := filepath.Rel("../../e2e/testdata/captured", dir)
		runs[name] = loadCalls(t, dir)
		names = append(names, name)
	}
	for _, name := range names {
		calls := runs[name]
		t.Run(name, func(t *testing.T) {
			w := newEqWorld(t, leadPID, leadStart)
			for _, c := range calls {
				w.apply(c)
				tally.add(w.compare(t, bins, c))
			}
		})
	}
	t.Logf("compared %d hook decisions on %d inputs: %v", tally.total, tally.inputs, tally.by)
	// The corpus must exercise the decisions, not only "no team".
	for _, want := range []string{"deny", "context", "no opinion", "keep-working", "error (fails open)"} {
		if tally.by[want] == 0 {
			t.Errorf("no %q decision in the corpus: the comparison proves little", want)
		}
	}
}

type counts struct {
	inputs, total int
	by            map[string]int
}

func (c *counts) add(decisions []string) {
	if c.by == nil {
		c.by = map[string]int{}
	}
	c.inputs++
	for _, d := range decisions {
		c.total++
		c.by[d]++
	}
}

// buildHooks builds every hook binary the wiring lists, as users get them.
func buildHooks(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	args := []string{"build", "-o", dir + string(filepath.Separator)}
	for _, name := range wiring.Binaries() {
		args = append(args, "./cmd/"+name)
	}
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), args...)
	cmd.Dir = "../.."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

func scenarioDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	for _, version := range []string{"2.1.330", "2.1.177"} {
		d, err := filepath.Glob(filepath.Join("../../e2e/testdata/captured", version, "*"))
		if err != nil || len(d) == 0 {
			t.Fatalf("no captured scenarios for %s (see e2e/README.md, Captured payloads): %v", version, err)
		}
		dirs = append(dirs, d...)
	}
	return dirs
}

// eqCall is one captured hook input and the world it ran in.
type eqCall struct {
	Name string
	Raw  []byte
	// brokenStrict runs the call with TEAMCTL_STRICT=1 and a project
	// config that is not JSON.
	brokenStrict bool
	Ctx          struct {
		AgentMeta json.RawMessage   `json:"agent_meta"`
		Env       map[string]string `json:"env"`
		Files     map[string]string `json:"files"`
	}
}

// loadEvidence reads the hook inputs of testdata/evidence, each in the t2
// team (in-process members alice and bob, pattern fixed-theme).
func loadEvidence(t *testing.T) []eqCall {
	t.Helper()
	dir := "../../testdata/evidence"
	config, err := os.ReadFile(filepath.Join(dir, "config-t2-inprocess-after-2-joins-with-pattern.json"))
	if err != nil {
		t.Fatal(err)
	}
	teamFile := "teams/" + gjson.GetBytes(config, "name").String() + "/config.json"
	var calls []eqCall
	for _, file := range []string{"hook-inputs.json", "hook-inputs-extra.json"} {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		var entries map[string]struct {
			Input     json.RawMessage   `json:"input"`
			Env       map[string]string `json:"env"`
			EnvSubset map[string]string `json:"env_subset"`
		}
		if err := json.Unmarshal(data, &entries); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		keys := make([]string, 0, len(entries))
		for k := range entries {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			e := entries[k]
			if !gjson.GetBytes(e.Input, "hook_event_name").Exists() {
				continue
			}
			c := eqCall{Name: file + ":" + k, Raw: e.Input}
			c.Ctx.Env = e.Env
			if c.Ctx.Env == nil {
				c.Ctx.Env = e.EnvSubset
			}
			c.Ctx.Files = map[string]string{teamFile: string(config)}
			calls = append(calls, c)
		}
	}
	if len(calls) == 0 {
		t.Fatal("no evidence hook inputs")
	}
	return calls
}

func loadCalls(t *testing.T, dir string) []eqCall {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "[0-9]*.json"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	var calls []eqCall
	for _, f := range files {
		if strings.HasSuffix(f, ".context.json") {
			continue
		}
		c := eqCall{Name: strings.TrimSuffix(filepath.Base(f), ".json")}
		if c.Raw, err = os.ReadFile(f); err != nil {
			t.Fatal(err)
		}
		ctx, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".context.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(ctx, &c.Ctx); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		calls = append(calls, c)
	}
	return calls
}

// eqWorld is a captured machine rebuilt in a temp folder: the capture's
// /home/dev is home, the lead is a live process of this test.
type eqWorld struct {
	t                 *testing.T
	root, home, state string
	leadPID           int
	leadStart         string
	env               map[string]string
	input             string
}

func newEqWorld(t *testing.T, leadPID int, leadStart string) *eqWorld {
	root := t.TempDir()
	return &eqWorld{t: t, root: root, home: filepath.Join(root, "home"), state: filepath.Join(root, "state"),
		leadPID: leadPID, leadStart: leadStart, input: filepath.Join(root, "input.json")}
}

func (w *eqWorld) pathsIn(s string) string { return strings.ReplaceAll(s, "/home/dev", w.home) }

// apply makes the world look as it did when c ran: its team and task
// files, the caller's .meta.json, the tool call in its transcript, and its
// environment.
func (w *eqWorld) apply(c eqCall) {
	t := w.t
	t.Helper()
	claudeDir := filepath.Join(w.home, ".claude")
	for _, d := range []string{"teams", "tasks"} {
		if err := os.RemoveAll(filepath.Join(claudeDir, d)); err != nil {
			t.Fatal(err)
		}
	}
	for rel, content := range c.Ctx.Files {
		if strings.HasSuffix(rel, ".lock") || strings.Contains(rel, ".tmp.") || strings.HasPrefix(filepath.Base(rel), ".") {
			continue
		}
		content = w.pathsIn(content)
		if strings.HasSuffix(rel, "/config.json") && gjson.Get(content, "leadProcess").Exists() {
			content, _ = sjson.Set(content, "leadProcess.pid", w.leadPID)
			content, _ = sjson.Set(content, "leadProcess.procStart", w.leadStart)
		}
		eqWrite(t, filepath.Join(claudeDir, rel), content, false)
	}
	raw := w.pathsIn(string(c.Raw))
	eqWrite(t, w.input, raw, false)
	in, err := hook.ParseInput([]byte(raw))
	if err != nil {
		t.Fatalf("%s: %v", c.Name, err)
	}
	if len(c.Ctx.AgentMeta) > 0 && string(c.Ctx.AgentMeta) != "null" && in.AgentID != "" {
		eqWrite(t, claudefs.AgentMetaPath(in.TranscriptPath, in.SessionID, in.AgentID), string(c.Ctx.AgentMeta), false)
	}
	if useID := in.Get("tool_use_id").String(); in.Event == "PreToolUse" && useID != "" {
		file := in.TranscriptPath
		if in.AgentID != "" {
			file = filepath.Join(filepath.Dir(file), in.SessionID, "subagents", "agent-"+in.AgentID+".jsonl")
		}
		eqWrite(t, file, `{"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"`+useID+`","name":"`+in.ToolName+`"}]}}`+"\n", true)
	}
	w.env = map[string]string{}
	for k, v := range c.Ctx.Env {
		w.env[k] = w.pathsIn(v)
	}
	if _, ok := w.env["CLAUDE_PID"]; ok {
		w.env["CLAUDE_PID"] = strconv.Itoa(w.leadPID)
	}
	w.env["HOME"] = w.home
	w.env["CLAUDE_CONFIG_DIR"] = claudeDir
	w.env["TEAMCTL_STATE_DIR"] = w.state
	w.env["TEAMCTL_DECISION_LOG"] = "all"
	w.env["PATH"] = os.Getenv("PATH")
	if c.brokenStrict {
		project := w.env["CLAUDE_PROJECT_DIR"]
		if project == "" {
			project = in.Cwd // where the hooks look without it
		}
		if !strings.HasPrefix(project, w.home+string(filepath.Separator)) {
			t.Fatalf("%s: the project %q is outside the world", c.Name, project)
		}
		w.env["TEAMCTL_STRICT"] = "1"
		eqWrite(t, filepath.Join(project, ".claude", "team-themes", "config.json"), "{", false)
	}
}

func eqWrite(t *testing.T, path, content string, appendTo bool) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appendTo {
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(content); err != nil {
		t.Fatal(err)
	}
}

// binaryAnswer is what a hook binary did with the input.
type binaryAnswer struct {
	code           int
	stdout, stderr string
	rec            *hook.Record // its decision-log record; nil when it failed open
}

// compare runs c through every hook binary and through explain, from the
// same state, and reports any difference. It returns explain's decisions.
func (w *eqWorld) compare(t *testing.T, bins string, c eqCall) []string {
	t.Helper()
	hooks := wiring.Hooks()
	before := copyTree(t, w.state, filepath.Join(w.root, "snapshot"))
	var envList []string
	for k, v := range w.env {
		envList = append(envList, k+"="+v)
	}
	logPath := hook.LogPath(w.getenv)
	answers := make([]binaryAnswer, len(hooks))
	for i, h := range hooks {
		logged, _, _ := hook.ReadLog(logPath)
		in, err := os.Open(w.input)
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		cmd := exec.Command(filepath.Join(bins, h.Name))
		cmd.Stdin, cmd.Stdout, cmd.Stderr, cmd.Env, cmd.Dir = in, &out, &errb, envList, w.root
		err = cmd.Run()
		in.Close()
		a := binaryAnswer{stdout: out.String(), stderr: errb.String()}
		if ee, ok := err.(*exec.ExitError); ok {
			a.code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s %s: %v", c.Name, h.Name, err)
		}
		after, _, _ := hook.ReadLog(logPath)
		if len(after) == len(logged)+1 {
			a.rec = &after[len(after)-1]
		}
		answers[i] = a
	}
	restoreTree(t, before, w.state)

	var out, errb bytes.Buffer
	f := &Factory{In: strings.NewReader(""), Out: &out, ErrOut: &errb, Getenv: w.getenv, Now: time.Now,
		Getwd: func() (string, error) { return w.root, nil }, Executable: os.Executable, ParentPID: os.Getppid()}
	if code := Main(f, []string{"explain", "--input", w.input, "--json"}); code != 0 {
		t.Fatalf("%s: explain --input exit %d: %s", c.Name, code, errb.String())
	}
	var verdicts []verdict
	if err := json.Unmarshal(out.Bytes(), &verdicts); err != nil || len(verdicts) != len(hooks) {
		t.Fatalf("%s: explain --input --json printed %q (%v)", c.Name, out.String(), err)
	}
	var decisions []string
	for i, v := range verdicts {
		decisions = append(decisions, v.Decision)
		if diff := differs(v, answers[i]); diff != "" {
			t.Errorf("%s, %s: explain and the binary differ: %s", c.Name, v.Hook, diff)
		}
	}
	return decisions
}

func (w *eqWorld) getenv(k string) string { return w.env[k] }

// differs compares explain's verdict with what the binary printed, exited
// with and logged.
func differs(v verdict, a binaryAnswer) string {
	if a.rec == nil {
		if v.Decision != "error (fails open)" {
			return fmt.Sprintf("the binary failed open (exit %d, %q); explain says %s (rule %s)", a.code, a.stderr, v.Decision, v.Rule)
		}
		if a.code != 1 || !strings.Contains(a.stderr, v.Error) {
			return fmt.Sprintf("explain's error %q; the binary exit %d, stderr %q", v.Error, a.code, a.stderr)
		}
		return ""
	}
	logged := a.rec.Decision
	if logged == "none" {
		logged = "no opinion"
	}
	if logged != v.Decision || a.rec.Rule != v.Rule || a.rec.Reason != v.Reason {
		return fmt.Sprintf("explain: %s, rule %q, reason %q; binary: %s, rule %q, reason %q", v.Decision, v.Rule, v.Reason, logged, a.rec.Rule, a.rec.Reason)
	}
	if a.rec.Role != v.Role || a.rec.Team != v.Team || a.rec.Pattern != v.Pattern {
		return fmt.Sprintf("caller: explain %s/%s/%s, binary %s/%s/%s", v.Role, v.Team, v.Pattern, a.rec.Role, a.rec.Team, a.rec.Pattern)
	}
	// What Claude Code reads must be that decision.
	switch v.Decision {
	case "deny":
		if a.code != 0 || gjson.Get(a.stdout, "hookSpecificOutput.permissionDecisionReason").String() != v.Reason {
			return fmt.Sprintf("deny printed as exit %d, stdout %q", a.code, a.stdout)
		}
	case "context":
		if a.code != 0 || gjson.Get(a.stdout, "hookSpecificOutput.additionalContext").String() != v.Context {
			return fmt.Sprintf("context printed as exit %d, stdout %q", a.code, a.stdout)
		}
	case "keep-working":
		if a.code != 2 || !strings.Contains(a.stderr, v.Reason) {
			return fmt.Sprintf("keep-working printed as exit %d, stderr %q", a.code, a.stderr)
		}
	case "no opinion":
		if a.code != 0 || a.stdout != "" {
			return fmt.Sprintf("no opinion printed as exit %d, stdout %q", a.code, a.stdout)
		}
	}
	return ""
}

// copyTree copies dir (which may not exist) to dst and returns dst.
func copyTree(t *testing.T, dir, dst string) string {
	t.Helper()
	if err := os.RemoveAll(dst); err != nil {
		t.Fatal(err)
	}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return dst
}

func restoreTree(t *testing.T, snapshot, dir string) {
	t.Helper()
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	copyTree(t, snapshot, dir)
}
