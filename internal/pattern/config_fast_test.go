package pattern

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

// sameConfigAsJSON checks decodeConfigFast's promise: when it takes a
// document, the config is exactly encoding/json's.
func sameConfigAsJSON(t *testing.T, doc []byte) (fast bool) {
	t.Helper()
	got := builtinProjectConfig()
	hasGot, fast := decodeConfigFast(doc, &got)
	if !fast {
		return false
	}
	want := builtinProjectConfig()
	hasWant, err := decodeConfigJSON(doc, &want)
	if err != nil {
		t.Fatalf("decodeConfigFast took %s, which encoding/json refuses: %v", doc, err)
	}
	if hasGot != hasWant || !reflect.DeepEqual(got, want) {
		t.Fatalf("decodeConfigFast(%s)\n got %v %#v\nwant %v %#v", doc, hasGot, got, hasWant, want)
	}
	return true
}

// Configs as teamctl init writes them, and as users edit them, take the
// fast path and decode exactly as encoding/json does.
func TestWrittenConfigsDecodeFastAndAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	words := []string{"Pip", "disband", "解散", "docs/**", "CLAUDE.md", "a b"}
	list := func() []string {
		l := []string{}
		for i := r.IntN(4); i > 0; i-- {
			l = append(l, words[r.IntN(len(words))])
		}
		return l
	}
	for i := 0; i < 300; i++ {
		cfg := map[string]any{}
		if r.IntN(2) == 0 {
			cfg["default_pattern"] = []string{"fixed-theme", "mixed-genius"}[r.IntN(2)]
		}
		if r.IntN(2) == 0 {
			cfg["strict"] = r.IntN(2) == 0
		}
		if r.IntN(2) == 0 {
			cfg["decision_log"] = []string{"off", "deny", "all"}[r.IntN(3)]
		}
		for _, k := range []string{"ordinary_words", "disband_phrases", "protected_paths", "artifact_exempt_paths"} {
			if r.IntN(2) == 0 {
				cfg[k] = list()
			}
		}
		doc, _ := json.MarshalIndent(cfg, "", "  ")
		if !sameConfigAsJSON(t, doc) {
			t.Fatalf("a config in the written shape missed the fast path:\n%s", doc)
		}
	}
}

func TestOddConfigsDecodeAlikeOrGoToEncodingJSON(t *testing.T) {
	for _, tc := range []struct {
		doc      string
		wantFast bool
	}{
		{`{}`, true},
		{`{"strict": true, "ordinary_words": []}`, true},
		{`{"Strict": true}`, false},
		{`{"strict": true, "strict": false}`, false},
		{`{"strict": null}`, false},
		{`{"strict": "yes"}`, false},
		{`{"ordinary_words": ["P\u0069p"]}`, false},
		{`{"ordinary_words": "Pip"}`, false},
		{`{"unknown": 1}`, false},
		{`{"default_pattern": "fixed-theme"} x`, false},
		{`[]`, false},
	} {
		if got := sameConfigAsJSON(t, []byte(tc.doc)); got != tc.wantFast {
			t.Errorf("%s: fast %v, want %v", tc.doc, got, tc.wantFast)
		}
	}
}

func FuzzDecodeConfigFastIsJSON(f *testing.F) {
	f.Add([]byte(`{"default_pattern":"fixed-theme","strict":true,"ordinary_words":["Pip"],"decision_log":"all"}`))
	f.Add([]byte(`{"disband_phrases":["解散"],"protected_paths":["a/**"]}`))
	f.Fuzz(func(t *testing.T, doc []byte) { sameConfigAsJSON(t, doc) })
}
