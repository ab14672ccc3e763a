package harness

import (
	"strings"
)

// Window is another tmux window of a session's server, running a command
// beside the team (teamctl watch, say). It shares the server's
// environment, so the command sees the sandbox's HOME and config dir.
type Window struct {
	s    *Session
	pane string
}

// OpenWindow starts argv in the project folder in a new, detached window
// of the session's server (the session's size: 200x50).
func (s *Session) OpenWindow(name string, argv ...string) *Window {
	s.sb.T.Helper()
	cmd := "cd " + ShellQuote(s.sb.Project) + " && exec " + ShellCommand(argv...)
	out, err := s.tmux("new-window", "-d", "-P", "-F", "#{pane_id}", "-t", "main", "-n", name, cmd)
	if err != nil {
		s.sb.T.Fatalf("opening window %s: %v", name, err)
	}
	return &Window{s: s, pane: strings.TrimSpace(out)}
}

// Capture returns the window's screen as text.
func (w *Window) Capture() string {
	out, err := w.s.tmux("capture-pane", "-p", "-t", w.pane)
	if err != nil {
		return ""
	}
	return out
}

// Keys sends tmux key names to the window.
func (w *Window) Keys(keys ...string) {
	w.s.sb.T.Helper()
	if _, err := w.s.tmux(append([]string{"send-keys", "-t", w.pane}, keys...)...); err != nil {
		w.s.sb.T.Fatal(err)
	}
}
