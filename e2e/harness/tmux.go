package harness

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ReadyTimeout bounds the wait for an interactive session to take input.
const ReadyTimeout = 45 * time.Second

// Session is an interactive claude in pane "main" of a private tmux server
// whose own environment is the sandbox's, so pane teammates Claude Code
// opens in the same server get it too.
type Session struct {
	Name      string // tmux socket name (-L)
	ServerPID int
	LeadPID   int // leadProcess.pid once the team exists (TeamCreate era: the claude under the lead's pane)

	// pane is the lead's pane id: keys and captures go to it, never to the
	// session's active pane, which a pane teammate may take over.
	pane       string
	sb         *Sandbox
	env        []string
	lastScreen string
	stopped    bool
}

// StartInteractive launches `claude --permission-mode default args…` (args
// may override the mode) and waits until it is ready for input: the
// SessionStart hook ran, the team config exists (teams on) and the pane shows
// the ❯ prompt. In the TeamCreate era, where no team exists at start-up, the
// leader then creates one with TeamCreate (unless Options.NoAutoTeam), and
// teammates run in-process unless args choose a --teammate-mode (that era
// opens panes by default inside tmux).
func (sb *Sandbox) StartInteractive(args ...string) *Session {
	sb.T.Helper()
	mode := "default"
	if i := slices.Index(args, "--permission-mode"); i >= 0 && i+1 < len(args) {
		mode = args[i+1]
	} else {
		args = append(args, "--permission-mode", mode)
	}
	teamCreate := sb.Suite.Era() == TeamCreateEra
	if teamCreate && !slices.Contains(args, "--teammate-mode") {
		args = append(args, "--teammate-mode", "in-process")
	}
	s := &Session{
		// The sandbox root is unique (MkdirTemp) and holds TMUX_TMPDIR.
		Name: fmt.Sprintf("%s-%d", filepath.Base(sb.Root), len(sb.sessions)+1),
		sb:   sb,
		env:  sb.Env(mode),
	}
	script := filepath.Join(sb.Root, "launch-"+s.Name+".sh")
	sb.WriteFile(script, "#!/bin/sh\ncd "+ShellQuote(sb.Project)+" || exit 1\n"+
		ShellCommand(append([]string{sb.Suite.Claude}, args...)...)+"\n"+
		"echo \"[claude exited $?]\"\nexec sleep 3600\n")
	sb.sessions = append(sb.sessions, s)
	if _, err := s.tmux("new-session", "-d", "-s", "main", "-x", "200", "-y", "50", "sh "+ShellQuote(script)); err != nil {
		sb.T.Fatalf("starting tmux: %v", err)
	}
	if out, err := s.tmux("display-message", "-p", "#{pid}"); err == nil {
		s.ServerPID, _ = strconv.Atoi(strings.TrimSpace(out))
	}
	s.pane = "main"
	if out, err := s.tmux("display-message", "-p", "-t", "main", "#{pane_id}"); err == nil && strings.HasPrefix(strings.TrimSpace(out), "%") {
		s.pane = strings.TrimSpace(out)
	}

	sb.Eventually(ReadyTimeout, "claude ready for input (SessionStart hook, team config, ❯ prompt)", func() bool {
		if len(sb.FindHooks(Is("SessionStart", "", ""))) == 0 {
			return false
		}
		if !sb.opts.NoTeams && !teamCreate {
			ts := sb.Teams()
			if len(ts) == 0 {
				return false
			}
			s.LeadPID = int(ts[0].Config.Get("leadProcess.pid").Int())
		}
		return strings.Contains(s.Capture(), "❯")
	})
	if teamCreate {
		s.LeadPID = s.claudePID()
		if !sb.opts.NoTeams && !sb.opts.NoAutoTeam {
			s.CreateTeam()
		}
	}
	return s
}

// claudePID finds the lead claude process under the main pane (the
// TeamCreate era records no leadProcess).
func (s *Session) claudePID() int {
	out, err := s.tmux("display-message", "-p", "-t", s.pane, "#{pane_pid}")
	if err != nil {
		return 0
	}
	pane, _ := strconv.Atoi(strings.TrimSpace(out))
	claude, err := filepath.EvalSymlinks(s.sb.Suite.Claude)
	if err != nil {
		claude = s.sb.Suite.Claude
	}
	for _, p := range processTree(pane) {
		if exe, err := os.Readlink("/proc/" + strconv.Itoa(p.pid) + "/exe"); err == nil && p.pid != pane && exe == claude {
			return p.pid
		}
	}
	return 0
}

func (s *Session) tmux(args ...string) (string, error) {
	cmd := exec.Command(s.sb.Suite.Tmux, append([]string{"-u", "-L", s.Name, "-f", "/dev/null"}, args...)...)
	cmd.Env = s.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("tmux %v: %v: %s", args, err, out)
	}
	return string(out), nil
}

// Capture returns the main pane's screen with some scrollback.
func (s *Session) Capture() string {
	out, err := s.tmux("capture-pane", "-p", "-J", "-t", s.pane, "-S", "-200")
	if err != nil {
		return ""
	}
	s.lastScreen = out
	return out
}

// Keys sends tmux key names (Enter, Escape, C-c …).
func (s *Session) Keys(keys ...string) {
	s.sb.T.Helper()
	if _, err := s.tmux(append([]string{"send-keys", "-t", s.pane}, keys...)...); err != nil {
		s.sb.T.Fatal(err)
	}
}

// Type types text into the prompt, waits until it shows and presses Enter.
func (s *Session) Type(text string) {
	s.sb.T.Helper()
	// The input must hold exactly text before Enter: 2.1.177 puts the last
	// prompt back into the lead's input (after an interrupt, after opening
	// a pane teammate), sometimes a moment later, and what is typed would
	// be appended to it. Clear, type, check the input box, and retry.
	for attempt := 1; ; attempt++ {
		s.Keys("C-u")
		if _, err := s.tmux("send-keys", "-t", s.pane, "-l", text); err != nil {
			s.sb.T.Fatal(err)
		}
		echo := text
		if len(echo) > 40 {
			echo = echo[:40]
		}
		// Compared without white space: Claude Code wraps a long input
		// line itself (tmux -J cannot join that), e.g. in a lead pane
		// narrowed by a pane teammate's split.
		s.sb.Eventually(10*time.Second, "the pane to echo "+strconv.Quote(echo), func() bool {
			return strings.Contains(noSpace(s.Capture()), noSpace(echo))
		})
		input, found := inputBox(s.Capture())
		if !found || input == noSpace(text) || attempt == 3 {
			break
		}
		time.Sleep(300 * time.Millisecond)
	}
	s.Keys("Enter")
}

// inputBox is the text of the prompt input (the last "❯" line up to the
// rule below it), without white space.
func inputBox(screen string) (string, bool) {
	lines := strings.Split(screen, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		rest, ok := strings.CutPrefix(strings.TrimSpace(lines[i]), "❯")
		if !ok {
			continue
		}
		var b strings.Builder
		b.WriteString(rest)
		for _, l := range lines[i+1:] {
			if strings.HasPrefix(strings.TrimSpace(l), "─") {
				break
			}
			b.WriteString(l)
		}
		return noSpace(b.String()), true
	}
	return "", false
}

// Panes lists "pane_id pane_pid current_command" for every pane of the server.
func (s *Session) Panes() []string {
	out, err := s.tmux("list-panes", "-a", "-F", "#{pane_id} #{pane_pid} #{pane_current_command}")
	if err != nil {
		return nil
	}
	return strings.Split(strings.TrimSpace(out), "\n")
}

// Exit sends /exit and waits until Claude Code has exited and removed its
// team folder (the TeamCreate era leaves a team with members behind).
func (s *Session) Exit() {
	s.sb.T.Helper()
	s.Keys("Escape")
	s.Type("/exit")
	confirmed := false
	s.sb.Eventually(20*time.Second, "the team folder to be removed after /exit", func() bool {
		screen := s.Capture()
		// With teammates still running, /exit asks first; "1. Exit and
		// stop tasks" is preselected.
		if !confirmed && strings.Contains(screen, "Exit and stop tasks") {
			s.Keys("Enter")
			confirmed = true
		}
		return (len(s.sb.Teams()) == 0 || s.sb.Suite.Era() == TeamCreateEra) && strings.Contains(screen, "[claude exited")
	})
}

// stop kills the private tmux server and every process under it, by pid.
func (s *Session) stop() {
	if s.stopped {
		return
	}
	s.stopped = true
	s.Capture()
	var procs []proc
	if s.ServerPID > 0 {
		procs = processTree(s.ServerPID)
	}
	_, _ = s.tmux("kill-server")
	reap(procs, 3*time.Second)
}

func noSpace(s string) string {
	return strings.Join(strings.Fields(s), "")
}
