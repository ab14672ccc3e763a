package wiring

import (
	"slices"
	"strings"
	"testing"

	"github.com/teamctl/teamctl/internal/ccfacts"
)

// A new hook event or tool is one row in the facts table: strict wiring
// fails closed on a new event the row says can deny, and every guard that
// catches edits is started for a new edit tool, with no other change here.
func TestNewEventAndToolAreOneRow(t *testing.T) {
	path := func(name string) string { return "/bin/" + name }
	guardOn := func(hooks []Hook, event string) []Hook {
		for i := range hooks {
			if hooks[i].Name == "leader-guard" {
				hooks[i].On = append(hooks[i].On, On{Event: event, Matcher: "Write"})
			}
		}
		return hooks
	}
	strictOn := func(facts ccfacts.Table, event string) bool {
		for _, h := range handlers(facts, guardOn(hooksFor(facts), event), path, true) {
			if h.Event == event {
				return h.OnFailure == OnFailureBlock && slices.Equal(h.Args, []string{"--strict"})
			}
		}
		t.Fatalf("no handler on %s", event)
		return false
	}
	if strictOn(ccfacts.Claude(), "PreToolCheck") {
		t.Fatal("strict wiring fails closed on an event that cannot deny")
	}
	more := ccfacts.Claude().With(
		ccfacts.Event{Name: "PreToolCheck", MatchField: "tool_name", CanDeny: true, Output: ccfacts.HookSpecific},
		ccfacts.Tool{Name: "ApplyPatch", PathField: "path", Writes: true},
	)
	if !strictOn(more, "PreToolCheck") {
		t.Fatal("with the row, strict wiring does not fail closed on the new event")
	}
	for _, h := range hooksFor(more) {
		for _, on := range h.On {
			catchesWrite := slices.Contains(on.Names(), "Write")
			if catchesWrite != slices.Contains(on.Names(), "ApplyPatch") {
				t.Errorf("%s on %s (%s): the new edit tool is not caught with Write", h.Name, on.Event, on.Matcher)
			}
		}
	}
	if strings.Contains(string(PluginHooksJSON()), "ApplyPatch") {
		t.Error("the row leaked into the real wiring")
	}
}
