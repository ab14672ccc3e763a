package watch

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/teamctl/teamctl/internal/claudefs"
)

// wideFrom is the terminal width from which the panes sit in two columns.
const wideFrom = 140

type styles struct {
	title, focusTitle, colHead, selected, faint, bad, warn, good, accent lipgloss.Style
	help                                                                 help.Styles
}

func newStyles(noColor bool) styles {
	p := lipgloss.NewStyle()
	s := styles{
		title:      p.Bold(true),
		focusTitle: p.Bold(true).Reverse(true),
		colHead:    p.Faint(true),
		selected:   p.Reverse(true),
		faint:      p.Faint(true),
		bad:        p.Bold(true),
		warn:       p,
		good:       p,
		accent:     p.Bold(true),
		help: help.Styles{
			ShortKey: p.Bold(true), ShortDesc: p, ShortSeparator: p.Faint(true), Ellipsis: p.Faint(true),
			FullKey: p.Bold(true), FullDesc: p, FullSeparator: p.Faint(true),
		},
	}
	if noColor {
		return s
	}
	s.focusTitle = p.Bold(true).Foreground(lipgloss.Color("0")).Background(lipgloss.Color("6"))
	s.bad = p.Bold(true).Foreground(lipgloss.Color("1"))
	s.warn = p.Foreground(lipgloss.Color("3"))
	s.good = p.Foreground(lipgloss.Color("2"))
	s.accent = p.Bold(true).Foreground(lipgloss.Color("6"))
	s.help = help.DefaultDarkStyles()
	return s
}

// rect is where one pane goes: its width and its number of data rows.
type rect struct{ w, rows int }

func (m Model) bodyHeight() int { return max(1, m.height-3) }

// layout sizes the panes: stacked when narrow, two columns when wide.
// Each pane spends two lines on its title and column heads.
func (m Model) layout() [numPanes]rect {
	var out [numPanes]rect
	members := 1
	if m.snap != nil {
		members = max(1, len(m.members()))
	}
	if m.width >= wideFrom {
		left, right := m.width/2, m.width-m.width/2-1
		avail := m.bodyHeight() - 4
		mr := min(members, max(2, avail/3))
		out[PaneMembers] = rect{left, mr}
		out[PaneTasks] = rect{left, max(1, avail-mr)}
		half := avail / 2
		out[PaneMessages] = rect{right, max(1, half)}
		out[PaneRules] = rect{right, max(1, avail-half)}
		return out
	}
	avail := m.bodyHeight() - 8
	mr := min(members, max(2, avail/4))
	rest := max(3, avail-mr)
	tr := rest * 4 / 10
	msg := rest * 3 / 10
	out[PaneMembers] = rect{m.width, mr}
	out[PaneTasks] = rect{m.width, max(1, tr)}
	out[PaneMessages] = rect{m.width, max(1, msg)}
	out[PaneRules] = rect{m.width, max(1, rest-tr-msg)}
	return out
}

func (m Model) paneRows(p Pane) int { return m.layout()[p].rows }

// View draws the screen.
func (m Model) View() tea.View {
	v := tea.NewView(m.Render())
	v.AltScreen = true
	v.WindowTitle = "teamctl watch"
	if m.snap != nil {
		v.WindowTitle += " " + m.snap.Team
	}
	return v
}

// Render is the screen as a string (View without the terminal settings).
func (m Model) Render() string {
	if m.snap == nil {
		return "reading the team's files…"
	}
	var b strings.Builder
	for _, l := range m.header() {
		b.WriteString(fit(l, m.width))
		b.WriteByte('\n')
	}
	var body []string
	if m.detail != nil {
		body = append(body, m.st.focusTitle.Render(fit(" "+safeText(m.detailTitle)+"  (esc to close)", m.width)))
		body = append(body, strings.Split(m.detail.View(), "\n")...)
	} else {
		body = m.panes()
	}
	bh := m.bodyHeight()
	for i := 0; i < bh; i++ {
		if i < len(body) {
			b.WriteString(body[i])
		}
		b.WriteByte('\n')
	}
	b.WriteString(m.footer())
	return b.String()
}

func (m Model) header() []string {
	s := m.snap
	era := "implicit team"
	if s.Era == "teamcreate" {
		era = "TeamCreate team"
	}
	pat := "no pattern"
	if s.Pattern != "" {
		pat = "pattern " + s.Pattern
	}
	first := []string{m.st.accent.Render(safeText(s.Team)), era, safeText(pat)}
	if s.Theme != "" {
		first = append(first, safeText(fmt.Sprintf("theme %q", s.Theme)))
	}
	if !s.CreatedAt.IsZero() {
		first = append(first, "up "+uptime(m.now().Sub(s.CreatedAt)))
	}
	lead := "leader " + s.Leader
	if s.LeadPID > 0 {
		lead += fmt.Sprintf(" (pid %d, %s)", s.LeadPID, s.Lead)
	} else {
		lead += " (" + s.Lead + ")"
	}
	if strings.HasPrefix(s.Lead, "stale") || s.Ended {
		lead = m.st.bad.Render(lead)
	}
	second := []string{lead}
	if len(s.Characters) > 0 {
		second = append(second, safeText("characters "+strings.Join(s.Characters, ", ")))
	}
	if s.Description != "" {
		second = append(second, safeText(s.Description))
	}
	return []string{" " + strings.Join(first, " · "), " " + strings.Join(second, " · ")}
}

func (m Model) footer() string {
	if m.filtering {
		return fit(m.filter.View(), m.width)
	}
	left := ""
	if f := m.filter.Value(); f != "" {
		left = m.st.accent.Render("filter /"+f) + "  "
	}
	if n := len(m.snap.Warnings); n > 0 {
		left += m.st.warn.Render(safeText(fmt.Sprintf("%d warning(s): %s", n, m.snap.Warnings[0]))) + "  "
	}
	h := m.help
	h.SetWidth(max(10, m.width-ansi.StringWidth(left)))
	return fit(left+h.View(m.keys), m.width)
}

func (m Model) panes() []string {
	l := m.layout()
	if m.width >= wideFrom {
		left := append(m.membersPane(l[PaneMembers]), m.tasksPane(l[PaneTasks])...)
		right := append(m.messagesPane(l[PaneMessages]), m.rulesPane(l[PaneRules])...)
		out := make([]string, max(len(left), len(right)))
		for i := range out {
			var a, b string
			if i < len(left) {
				a = left[i]
			}
			if i < len(right) {
				b = right[i]
			}
			out[i] = fit(a, l[PaneMembers].w) + " " + b
		}
		return out
	}
	var out []string
	out = append(out, m.membersPane(l[PaneMembers])...)
	out = append(out, m.tasksPane(l[PaneTasks])...)
	out = append(out, m.messagesPane(l[PaneMessages])...)
	out = append(out, m.rulesPane(l[PaneRules])...)
	return out
}

// column is one table column: a fixed width, or 0 for the flexible one.
type column struct {
	head string
	w    int
}

// table lays out rows of cells over width: fixed columns as given, the
// flexible column takes what is left. style styles one cell.
func table(width int, cols []column, cells []string, style func(i int, s string) string) string {
	fixed := 0
	for _, c := range cols {
		fixed += c.w + 1
	}
	var b strings.Builder
	for i, c := range cols {
		w := c.w
		if w == 0 {
			w = max(4, width-fixed)
		}
		cell := pad(safeText(cells[i]), w)
		if style != nil {
			cell = style(i, cell)
		}
		b.WriteString(cell)
		if i < len(cols)-1 {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func heads(cols []column) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c.head
	}
	return out
}

// pane draws a title, the column heads and rows [offset, offset+r.rows).
func (m Model) pane(p Pane, r rect, title string, cols []column, n int, row func(i int) ([]string, func(int, string) string)) []string {
	t := " " + strings.ToUpper(p.String()) + "  " + safeText(title)
	ts := m.st.title
	if m.focus == p && m.detail == nil {
		ts = m.st.focusTitle
	}
	out := []string{ts.Render(fit(t, r.w)), m.st.colHead.Render(fit(table(r.w, cols, heads(cols), nil), r.w))}
	off := m.offset[p]
	for i := off; i < off+r.rows; i++ {
		if i >= n {
			if i == 0 {
				out = append(out, m.st.faint.Render(fit("  (none)", r.w)))
			} else {
				out = append(out, strings.Repeat(" ", r.w))
			}
			continue
		}
		cells, style := row(i)
		if m.focus == p && i == m.cursor[p] && m.detail == nil {
			out = append(out, m.st.selected.Render(fit(table(r.w, cols, cells, nil), r.w)))
			continue
		}
		out = append(out, fit(table(r.w, cols, cells, style), r.w))
	}
	return out
}

func (m Model) membersPane(r rect) []string {
	rows := m.members()
	cols := []column{{" NAME", 14}, {"BACKEND", 10}, {"STATUS", 9}, {"TASK", 0}, {"UNREAD", 6}, {"LAST", 8}}
	working := 0
	for _, x := range rows {
		if x.Status == StatusWorking {
			working++
		}
	}
	title := fmt.Sprintf("%d · %d working", len(rows), working)
	return m.pane(PaneMembers, r, title, cols, len(rows), func(i int) ([]string, func(int, string) string) {
		x := rows[i]
		name := " " + x.Name
		if x.Character != "" {
			name += " (" + x.Character + ")"
		}
		unread := "-"
		if x.Unread > 0 {
			unread = fmt.Sprint(x.Unread)
		}
		return []string{name, x.Backend, x.Status, dash(x.Task), unread, m.clock(x.LastActivity)}, func(c int, s string) string {
			if c != 2 {
				return s
			}
			switch x.Status {
			case StatusWorking, StatusLeading:
				return m.st.good.Render(s)
			case StatusShutDown:
				return m.st.faint.Render(s)
			case StatusStale:
				return m.st.bad.Render(s)
			}
			return s
		}
	})
}

func (m Model) tasksPane(r rect) []string {
	rows := m.tasks()
	c := m.snap.TaskCounts
	title := fmt.Sprintf("%d pending · %d in progress · %d done · %d ready (*)", c[claudefs.StatusPending], c[claudefs.StatusInProgress], c[claudefs.StatusCompleted], m.snap.Ready)
	if m.snap.TasksLoading {
		title = "reading the task board…"
	}
	cols := []column{{"", 1}, {"ID", 5}, {"STATUS", 11}, {"OWNER", 12}, {"BLOCKED BY", 11}, {"SUBJECT", 0}}
	return m.pane(PaneTasks, r, title, cols, len(rows), func(i int) ([]string, func(int, string) string) {
		x := rows[i]
		mark := " "
		if x.Ready {
			mark = "*"
		}
		blocked := "-"
		if len(x.OpenBlockers) > 0 {
			blocked = "#" + strings.Join(x.OpenBlockers, " #")
		}
		return []string{mark, "#" + x.ID, strings.ReplaceAll(x.Status, "_", " "), dash(x.Owner), blocked, oneLine(x.Subject)}, func(c int, s string) string {
			switch {
			case c == 0 && x.Ready, c == 2 && x.Status == claudefs.StatusInProgress:
				return m.st.good.Render(s)
			case c == 2 && x.Status == claudefs.StatusCompleted:
				return m.st.faint.Render(s)
			case c == 4 && len(x.OpenBlockers) > 0:
				return m.st.warn.Render(s)
			}
			return s
		}
	})
}

func (m Model) messagesPane(r rect) []string {
	rows := m.messages()
	queued := 0
	for _, x := range rows {
		if x.Queued {
			queued++
		}
	}
	title := fmt.Sprintf("%d seen · %d queued · newest first", len(rows), queued)
	cols := []column{{"TIME", 8}, {"FROM → TO", 24}, {"KIND", 17}, {"MESSAGE", 0}}
	return m.pane(PaneMessages, r, title, cols, len(rows), func(i int) ([]string, func(int, string) string) {
		x := rows[i]
		return []string{m.clock(x.Time), x.From + " → " + x.To, x.Kind, x.Line}, func(c int, s string) string {
			if c == 2 && x.Kind != "message" {
				return m.st.faint.Render(s)
			}
			return s
		}
	})
}

func (m Model) rulesPane(r rect) []string {
	rows := m.decisions()
	var counts []string
	for _, rc := range m.snap.Rules {
		counts = append(counts, fmt.Sprintf("%s %d", rc.Rule, rc.Count))
	}
	title := fmt.Sprintf("%d decisions", len(rows))
	if len(counts) > 0 {
		title += " · " + strings.Join(counts, " · ")
	}
	cols := []column{{"TIME", 8}, {"DECISION", 12}, {"RULE", 26}, {"CALLER", 14}, {"REASON", 0}}
	return m.pane(PaneRules, r, title, cols, len(rows), func(i int) ([]string, func(int, string) string) {
		x := rows[i]
		return []string{m.clock(x.Time), x.Decision, x.Rule, x.Caller, oneLine(x.Reason)}, func(c int, s string) string {
			if c == 1 && x.Decision == "deny" {
				return m.st.bad.Render(s)
			}
			if c == 1 {
				return m.st.warn.Render(s)
			}
			return s
		}
	})
}

// details is the text enter shows for the selected row.
func (m Model) details() (title, body string, ok bool) {
	i := m.cursor[m.focus]
	switch m.focus {
	case PaneMembers:
		rows := m.members()
		if i >= len(rows) {
			return "", "", false
		}
		return "member " + rows[i].Name, memberDetails(m.snap, rows[i], m.clock), true
	case PaneTasks:
		rows := m.tasks()
		if i >= len(rows) {
			return "", "", false
		}
		return "task #" + rows[i].ID, taskDetails(rows[i]), true
	case PaneMessages:
		rows := m.messages()
		if i >= len(rows) {
			return "", "", false
		}
		return "message from " + rows[i].From, messageDetails(rows[i], m.clock), true
	}
	rows := m.decisions()
	if i >= len(rows) {
		return "", "", false
	}
	return fmt.Sprintf("decision #%d", rows[i].N), decisionDetails(rows[i], m.snap, m.clock), true
}

func (m Model) clock(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.In(m.loc()).Format("15:04:05")
}

func (m Model) loc() *time.Location {
	if m.location != nil {
		return m.location
	}
	return time.Local
}

// uptime is a duration for the header: 42s, 5m, 1h02m, 3d04h.
func uptime(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
	return fmt.Sprintf("%dd%02dh", int(d.Hours())/24, int(d.Hours())%24)
}

// fit cuts or pads s (which may hold styles) to exactly w columns.
func fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if sw := ansi.StringWidth(s); sw > w {
		return ansi.Truncate(s, w, "…")
	} else if sw < w {
		return s + strings.Repeat(" ", w-sw)
	}
	return s
}

// pad cuts or pads plain text to w columns.
func pad(s string, w int) string { return fit(s, w) }

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
