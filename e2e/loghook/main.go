// Command loghook is the end-to-end suite's observing hook. Wired on every
// event, it appends one JSON line per call to the log file named by its only
// argument: the hook input, the Claude/team/agent/tmux environment (secrets
// redacted), the argv of its ancestor processes, the subagent .meta.json when
// the input names an agent, and the text of every file under the config
// dir's teams/ and tasks/ at that moment (inboxes are emptied on delivery and
// the team dir is deleted at exit, so only hook-time snapshots show them).
//
// It always exits 0 and prints nothing, so it can never change a decision.
package main

import (
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/teamctl/teamctl/e2e/hooklog"
	"github.com/tidwall/gjson"
)

// maxFile caps one snapshot file; bigger files are cut.
const maxFile = 256 << 10

// Entry is one log line; the harness reads the same type.
type Entry = hooklog.Entry

// Process is one ancestor of the hook process.
type Process = hooklog.Process

func main() {
	defer func() { _ = recover(); os.Exit(0) }()
	if len(os.Args) < 2 {
		return
	}
	stdin, _ := io.ReadAll(os.Stdin)
	line, _ := json.Marshal(entry(stdin, os.Environ()))
	appendLine(os.Args[1], append(line, '\n'))
}

func entry(stdin []byte, environ []string) Entry {
	e := Entry{
		Time:      time.Now().UTC().Format(time.RFC3339Nano),
		PID:       os.Getpid(),
		PPID:      os.Getppid(),
		Env:       map[string]string{},
		Ancestors: ancestors(os.Getppid(), 4),
	}
	if gjson.ValidBytes(stdin) {
		e.Input = stdin
	} else {
		e.Input, _ = json.Marshal(map[string]string{"_unparsed": string(stdin)})
	}
	in := gjson.ParseBytes(stdin)
	e.Event = in.Get("hook_event_name").String()
	e.Tool = in.Get("tool_name").String()

	getenv := map[string]string{}
	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		getenv[k] = v
		if !strings.Contains(k, "CLAUDE") && !strings.Contains(k, "TEAM") &&
			!strings.Contains(k, "AGENT") && !strings.Contains(k, "TMUX") {
			continue
		}
		if strings.Contains(k, "TOKEN") || strings.Contains(k, "KEY") {
			v = "<redacted>"
		}
		e.Env[k] = v
	}

	if id := in.Get("agent_id").String(); id != "" {
		meta := filepath.Join(filepath.Dir(in.Get("transcript_path").String()),
			in.Get("session_id").String(), "subagents", "agent-"+id+".meta.json")
		if b, err := os.ReadFile(meta); err == nil && gjson.ValidBytes(b) {
			e.AgentMeta = b
		}
	}

	base := getenv["CLAUDE_CONFIG_DIR"]
	if base == "" {
		base = filepath.Join(getenv["HOME"], ".claude")
	}
	e.Files = snapshot(base, "teams", "tasks")
	return e
}

// snapshot maps "teams/…" paths to file text; directories ending in .lock
// (Claude Code's lock dirs) appear with a trailing slash and empty text.
func snapshot(base string, dirs ...string) map[string]string {
	out := map[string]string{}
	for _, d := range dirs {
		root := filepath.Join(base, d)
		_ = filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
			if err != nil {
				return nil // the tree changes under us; take what is there
			}
			rel, _ := filepath.Rel(base, p)
			if de.IsDir() {
				if strings.HasSuffix(de.Name(), ".lock") {
					out[rel+"/"] = ""
				}
				return nil
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return nil
			}
			if len(b) > maxFile {
				b = b[:maxFile]
			}
			out[rel] = string(b)
			return nil
		})
	}
	return out
}

// ancestors walks up the process tree through /proc.
func ancestors(pid, depth int) []Process {
	var out []Process
	for i := 0; i < depth && pid > 1; i++ {
		raw, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
		if err != nil {
			break
		}
		argv := strings.Split(strings.TrimRight(string(raw), "\x00"), "\x00")
		out = append(out, Process{PID: pid, Argv: argv})
		pid = parentOf(pid)
	}
	return out
}

func parentOf(pid int) int {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// "pid (comm) state ppid …"; comm may hold spaces and parentheses.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 2 {
		return 0
	}
	ppid, _ := strconv.Atoi(f[1])
	return ppid
}

// appendLine writes the line under an exclusive flock so lines from hooks
// running in parallel never interleave.
func appendLine(path string, line []byte) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
	_, _ = f.Write(line)
}
