package pattern

import (
	"bytes"
	"io/fs"

	"encoding/json"
	"github.com/teamctl/teamctl/themes"
	"math/rand/v2"
	"reflect"
	"testing"
)

// sameLayerAsJSON checks decodeDefinitionFast's promise over every
// built-in base: when it takes a file, the definition is exactly
// encoding/json's, and when it does not, it left the definition alone.
func sameLayerAsJSON(t *testing.T, doc []byte) (fast bool) {
	t.Helper()
	for name, base := range builtinDefinitions() {
		got, want := copyDef(base), copyDef(base)
		fast = decodeDefinitionFast(doc, &got)
		if !fast {
			if !reflect.DeepEqual(got, copyDef(base)) {
				t.Fatalf("decodeDefinitionFast(%s) refused the file but changed the definition", doc)
			}
			return false
		}
		dec := json.NewDecoder(bytes.NewReader(doc))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&want); err != nil {
			t.Fatalf("decodeDefinitionFast took %s, which encoding/json refuses: %v", doc, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("over %s, decodeDefinitionFast(%s)\n got %#v\nwant %#v", name, doc, got, want)
		}
	}
	return fast
}

func copyDef(d Definition) Definition {
	d.Leader.AllowedPaths = append([]string(nil), d.Leader.AllowedPaths...)
	d.Leader.ReadOnlyCommands = append([]string(nil), d.Leader.ReadOnlyCommands...)
	return d
}

// randomLayer is a pattern file naming a random part of the fields.
func randomLayer(r *rand.Rand) map[string]any {
	pick := func(m map[string]any) map[string]any {
		out := map[string]any{}
		for k, v := range m {
			if r.IntN(2) == 0 {
				out[k] = v
			}
		}
		return out
	}
	b := func() bool { return r.IntN(2) == 0 }
	n := func() int { return r.IntN(50) }
	words := func() []string { return []string{"docs/**/*.md", "CLAUDE.md", "make -n", "日本語.md"}[:r.IntN(5)] }
	return pick(map[string]any{
		"name": "fixed-theme", "summary": "a team",
		"members": pick(map[string]any{"min": n(), "max": n()}),
		"leader": pick(map[string]any{"edits": "deny", "bash": "read-only", "allowed_paths": words(),
			"subagents_inherit": b(), "read_only_commands": words()}),
		"history": pick(map[string]any{"theme": "work", "fixed_theme": "x", "work_window": n(), "character_window": n(),
			"distinct_works": b(), "characters": pick(map[string]any{"min": n(), "max": n()}), "cap": n()}),
		"rules": pick(map[string]any{"message_recipient": b(), "message_nonempty": b(), "message_protocol": b(),
			"shutdown_needs_user": b(), "artifact_names": b(), "artifact_work_title": b(), "identity_reinject": b(),
			"spawn_guard": b(), "file_ownership": b(), "shared_tree": b(),
			"idle_nudge":     pick(map[string]any{"enabled": b(), "max_per_task": n(), "claim_task": b()}),
			"leader_polling": pick(map[string]any{"enabled": b()}),
			"report_first":   pick(map[string]any{"enabled": b(), "escalate_after": n(), "max": n()})}),
	})
}

// Pattern files as teamctl writes them (the built-ins, init's copies) and
// partial overrides take the fast path and decode as encoding/json does.
func TestPatternFilesDecodeFastAndAlike(t *testing.T) {
	entries, err := fs.ReadDir(themes.FS, "patterns")
	if err != nil || len(entries) == 0 {
		t.Fatal(entries, err)
	}
	for _, e := range entries {
		doc, _ := fs.ReadFile(themes.FS, "patterns/"+e.Name())
		if !sameLayerAsJSON(t, doc) {
			t.Fatalf("the built-in %s (what teamctl init writes) missed the fast path", e.Name())
		}
	}
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 300; i++ {
		doc, _ := json.MarshalIndent(randomLayer(r), "", "  ")
		if !sameLayerAsJSON(t, doc) {
			t.Fatalf("a pattern file in the written shape missed the fast path:\n%s", doc)
		}
	}
}

func TestOddPatternFilesDecodeAlikeOrGoToEncodingJSON(t *testing.T) {
	for _, tc := range []struct {
		doc      string
		wantFast bool
	}{
		{`{}`, true},
		{`{"leader": {"allowed_paths": []}}`, true},
		{`{"Leader": {}}`, false},
		{`{"leader": {"bash": "any"}, "leader": {}}`, false},
		{`{"members": {"max": 5.0}}`, false},
		{`{"members": {"max": null}}`, false},
		{`{"members": {"max": "5"}}`, false},
		{`{"rules": {"spawn_guard": 1}}`, false},
		{`{"rules": {"idle_nudge": {"enabled": true, "extra": 1}}}`, false},
		{`{"summary": "a\tb"}`, false},
		{`{"leader": {"allowed_paths": ["a", 1]}}`, false},
		{`{"name": "x"} trailing`, false},
	} {
		if got := sameLayerAsJSON(t, []byte(tc.doc)); got != tc.wantFast {
			t.Errorf("%s: fast %v, want %v", tc.doc, got, tc.wantFast)
		}
	}
}

func FuzzDecodeDefinitionFastIsJSON(f *testing.F) {
	r := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 10; i++ {
		doc, _ := json.Marshal(randomLayer(r))
		f.Add(doc)
	}
	f.Fuzz(func(t *testing.T, doc []byte) { sameLayerAsJSON(t, doc) })
}
