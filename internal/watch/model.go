package watch

import (
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
)

// Pane is one of the four lists on screen.
type Pane int

const (
	PaneMembers Pane = iota
	PaneTasks
	PaneMessages
	PaneRules
	numPanes
)

func (p Pane) String() string {
	return [...]string{"members", "tasks", "messages", "rules"}[p]
}

// SnapshotMsg carries a new snapshot from the Source to the model.
type SnapshotMsg struct{ Snap *Snapshot }

// tickMsg refreshes the clock-dependent parts (uptime).
type tickMsg time.Time

// FPS caps how often Bubble Tea redraws: a redraw compares the whole
// screen, so 60 frames a second cost CPU even when nothing changes, while
// 30 keeps a change on screen within about 33 ms.
const FPS = 30

// tickEvery is how often the uptime is redrawn; nothing else depends on
// the clock, so the screen is otherwise redrawn only on a change.
const tickEvery = 10 * time.Second

type keyMap struct {
	Next, Prev, Up, Down, PageUp, PageDown, Top, Bottom, Enter, Filter, Back, Quit key.Binding
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Up, k.Down, k.Enter, k.Filter, k.Back, k.Quit}
}

func (k keyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

func newKeyMap() keyMap {
	return keyMap{
		Next:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next pane")),
		Prev:     key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous pane")),
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "page up")),
		PageDown: key.NewBinding(key.WithKeys("pgdown", "space"), key.WithHelp("pgdn", "page down")),
		Top:      key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("g", "top")),
		Bottom:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("G", "bottom")),
		Enter:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "details")),
		Filter:   key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter")),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
	}
}

// Model is the full-screen view. Update is pure apart from the clock it
// was given; the Source runs elsewhere and sends SnapshotMsg.
type Model struct {
	snap          *Snapshot
	now           func() time.Time
	width, height int
	focus         Pane
	cursor        [numPanes]int
	offset        [numPanes]int
	filter        textinput.Model
	filtering     bool
	detail        *viewport.Model
	detailTitle   string
	keys          keyMap
	help          help.Model
	st            styles
	location      *time.Location
	// lastChange is when the last snapshot arrived.
	lastChange time.Time
}

// ModelOptions configure the view.
type ModelOptions struct {
	Now func() time.Time
	// NoColor drops every colour (NO_COLOR is set).
	NoColor bool
	// Location formats clock times; time.Local when nil.
	Location *time.Location
}

// NewModel builds the view of snap (nil until the first one arrives).
func NewModel(snap *Snapshot, o ModelOptions) Model {
	now := o.Now
	if now == nil {
		now = time.Now
	}
	ti := textinput.New()
	ti.Prompt = "/"
	ti.Placeholder = "filter (enter to keep, esc to clear)"
	ti.CharLimit = 80
	m := Model{snap: snap, now: now, width: 80, height: 24, filter: ti, keys: newKeyMap(), help: help.New(), st: newStyles(o.NoColor), location: o.Location}
	m.help.Styles = m.st.help
	m.lastChange = now()
	return m
}

// Init starts the uptime clock.
func (m Model) Init() tea.Cmd { return tick() }

func tick() tea.Cmd {
	return tea.Tick(tickEvery, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// Focus is the focused pane; Cursor the selected row in it (for tests).
func (m Model) Focus() Pane    { return m.focus }
func (m Model) Cursor() int    { return m.cursor[m.focus] }
func (m Model) Filter() string { return m.filter.Value() }

// Detailing reports whether the details of a row are open.
func (m Model) Detailing() bool { return m.detail != nil }

// Update handles keys, the window size, snapshots and the clock.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		if m.detail != nil {
			m.detail.SetWidth(m.width)
			m.detail.SetHeight(m.bodyHeight())
		}
		return m, nil
	case SnapshotMsg:
		m.snap = msg.Snap
		m.lastChange = m.now()
		m.clamp()
		return m, nil
	case tickMsg:
		return m, tick()
	case tea.KeyPressMsg:
		return m.onKey(msg)
	}
	if m.detail != nil {
		vp, cmd := m.detail.Update(msg)
		m.detail = &vp
		return m, cmd
	}
	return m, nil
}

func (m Model) onKey(msg tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	if msg.String() == "ctrl+c" {
		return m, tea.Quit
	}
	if m.filtering {
		switch msg.String() {
		case "enter":
			m.filtering = false
			m.filter.Blur()
			return m, nil
		case "esc":
			m.filtering = false
			m.filter.Blur()
			m.filter.SetValue("")
			m.clamp()
			return m, nil
		}
		var cmd tea.Cmd
		m.filter, cmd = m.filter.Update(msg)
		m.cursor, m.offset = [numPanes]int{}, [numPanes]int{}
		return m, cmd
	}
	if m.detail != nil {
		switch {
		case key.Matches(msg, m.keys.Back, m.keys.Enter, m.keys.Quit):
			m.detail = nil
			return m, nil
		}
		vp, cmd := m.detail.Update(msg)
		m.detail = &vp
		return m, cmd
	}
	switch {
	case key.Matches(msg, m.keys.Quit):
		return m, tea.Quit
	case key.Matches(msg, m.keys.Next):
		m.focus = (m.focus + 1) % numPanes
	case key.Matches(msg, m.keys.Prev):
		m.focus = (m.focus + numPanes - 1) % numPanes
	case key.Matches(msg, m.keys.Up):
		m.cursor[m.focus]--
	case key.Matches(msg, m.keys.Down):
		m.cursor[m.focus]++
	case key.Matches(msg, m.keys.PageUp):
		m.cursor[m.focus] -= max(1, m.paneRows(m.focus)-1)
	case key.Matches(msg, m.keys.PageDown):
		m.cursor[m.focus] += max(1, m.paneRows(m.focus)-1)
	case key.Matches(msg, m.keys.Top):
		m.cursor[m.focus] = 0
	case key.Matches(msg, m.keys.Bottom):
		m.cursor[m.focus] = m.count(m.focus) - 1
	case key.Matches(msg, m.keys.Filter):
		m.filtering = true
		return m, m.filter.Focus()
	case key.Matches(msg, m.keys.Back):
		m.filter.SetValue("")
	case key.Matches(msg, m.keys.Enter):
		title, body, ok := m.details()
		if ok {
			vp := viewport.New(viewport.WithWidth(m.width), viewport.WithHeight(m.bodyHeight()))
			vp.SetContent(safeBlock(body))
			m.detail, m.detailTitle = &vp, title
		}
		return m, nil
	}
	m.clamp()
	return m, nil
}

// clamp keeps every cursor on a row and every selected row on screen.
func (m *Model) clamp() {
	for p := PaneMembers; p < numPanes; p++ {
		n := m.count(p)
		m.cursor[p] = max(0, min(m.cursor[p], n-1))
		rows := max(1, m.paneRows(p))
		if m.cursor[p] < m.offset[p] {
			m.offset[p] = m.cursor[p]
		}
		if m.cursor[p] >= m.offset[p]+rows {
			m.offset[p] = m.cursor[p] - rows + 1
		}
		m.offset[p] = max(0, min(m.offset[p], max(0, n-rows)))
	}
}

// matches applies the / filter to a row's text, ignoring case.
func (m Model) matches(text string) bool {
	f := strings.ToLower(strings.TrimSpace(m.filter.Value()))
	return f == "" || strings.Contains(strings.ToLower(text), f)
}

func (m Model) members() []MemberRow {
	if m.snap == nil {
		return nil
	}
	if m.filter.Value() == "" {
		return m.snap.Members
	}
	return filterRows(m.snap.Members, func(r MemberRow) bool {
		return m.matches(r.Name + " " + r.Status + " " + r.Task + " " + r.Character + " " + r.Backend)
	})
}

func (m Model) tasks() []TaskRow {
	if m.snap == nil {
		return nil
	}
	if m.filter.Value() == "" {
		return m.snap.Tasks
	}
	return filterRows(m.snap.Tasks, func(r TaskRow) bool {
		return m.matches("#" + r.ID + " " + r.Subject + " " + r.Owner + " " + r.Status)
	})
}

func (m Model) messages() []MessageRow {
	if m.snap == nil {
		return nil
	}
	if m.filter.Value() == "" {
		return m.snap.Messages
	}
	return filterRows(m.snap.Messages, func(r MessageRow) bool {
		return m.matches(r.From + " " + r.To + " " + r.Kind + " " + r.Line)
	})
}

func (m Model) decisions() []DecisionRow {
	if m.snap == nil {
		return nil
	}
	if m.filter.Value() == "" {
		return m.snap.Decisions
	}
	return filterRows(m.snap.Decisions, func(r DecisionRow) bool {
		return m.matches(r.Hook + " " + r.Decision + " " + r.Rule + " " + r.Caller + " " + r.Call + " " + r.Reason)
	})
}

func filterRows[T any](rows []T, keep func(T) bool) []T {
	if keep == nil {
		return rows
	}
	out := rows[:0:0]
	for _, r := range rows {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

func (m Model) count(p Pane) int {
	switch p {
	case PaneMembers:
		return len(m.members())
	case PaneTasks:
		return len(m.tasks())
	case PaneMessages:
		return len(m.messages())
	}
	return len(m.decisions())
}
