package watch

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/teamctl/teamctl/internal/claudefs"
)

// Picker asks which team to watch when several run and nothing tells
// which one is the caller's.
type Picker struct {
	Teams  []*claudefs.Team
	Chosen int // -1 until enter, and when the user quits
	cursor int
	now    func() time.Time
	st     styles
	width  int
}

// NewPicker lists teams (newest first, as team list orders them).
func NewPicker(teams []*claudefs.Team, now func() time.Time, noColor bool) Picker {
	return Picker{Teams: teams, Chosen: -1, now: now, st: newStyles(noColor), width: 80}
}

func (p Picker) Init() tea.Cmd { return nil }

func (p Picker) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width = msg.Width
	case tea.KeyPressMsg:
		switch msg.String() {
		case "up", "k":
			p.cursor = max(0, p.cursor-1)
		case "down", "j":
			p.cursor = min(len(p.Teams)-1, p.cursor+1)
		case "enter":
			p.Chosen = p.cursor
			return p, tea.Quit
		case "q", "esc", "ctrl+c":
			return p, tea.Quit
		}
	}
	return p, nil
}

func (p Picker) View() tea.View {
	var b strings.Builder
	b.WriteString(p.st.title.Render("Several teams are running; watch which one?") + "\n\n")
	for i, t := range p.Teams {
		line := fmt.Sprintf("  %-24s %-10s %2d members  up %s", safeText(t.Name), t.Era(), len(t.Members), uptime(p.now().Sub(t.CreatedAt)))
		if t.Description != "" {
			line += "  " + safeText(t.Description)
		}
		line = fit(line, p.width)
		if i == p.cursor {
			line = p.st.selected.Render(line)
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("\n" + p.st.faint.Render("↑/↓ choose · enter watch · q cancel"))
	return tea.NewView(b.String())
}
