package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tidwall/gjson"
)

// FuzzParse: Parse never panics; a corrupt input is a *CorruptError whose
// position lies inside the input; whatever parses (or is salvaged) encodes
// in every format and parses back to the same entries, and encoding again
// gives the same bytes; Newest agrees with Parse.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		objectEra, arrayEra, jsonlEra, "", "[]", "{}", "\n\n",
		arrayEra[:len(arrayEra)/2], jsonlEra[:len(jsonlEra)-20], objectEra[:40],
		`[{"theme": 5}]`, `{"history": {"a": 1}}`, `{"history": []} x`,
		`[{"pattern": "mixed-genius", "theme": "mixed-genius", "characters": ["L"], "members": [{"name": "L", "work": "Death Note", "role": "x", "k": [1, {"a": null}]}], "extra": "<&>"}]`,
		"{\"theme\": \"a\", \"history\": 1}\n", "\xef\xbb\xbf[]", "[\"\xff\"]", `[{"\u00e9": "\ud800"}]`, "[{\"theme\": \"a\\u00e9\\ud83d\\ude00\\n\xff\", \"characters\": [\"\\\"q\\\"\"]}]",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if gjson.ValidBytes(data) != json.Valid(data) && !beyondMaxDepth(data) {
			t.Fatalf("gjson and encoding/json disagree on whether %q is JSON", data)
		}
		h, format, err := Parse(data)
		p := parse(data)
		if err != nil {
			var corrupt *CorruptError
			if !errors.As(err, &corrupt) {
				t.Fatalf("error is %T, not *CorruptError: %v", err, err)
			}
			if corrupt.Offset < 0 || corrupt.Offset > len(data) || corrupt.Line < 1 || corrupt.Col < 1 {
				t.Fatalf("position %d (%d:%d) outside a %d-byte input", corrupt.Offset, corrupt.Line, corrupt.Col, len(data))
			}
			if corrupt.Salvageable != len(p.entries) || p.dropped < 0 {
				t.Fatalf("salvageable %d, salvaged %d", corrupt.Salvageable, len(p.entries))
			}
			if _, _, err := Newest(data, 2, nil); err == nil && syntaxBroken(data, format) {
				t.Fatalf("Newest read a torn %v input without error", format)
			}
			roundTrip(t, p.entries)
			return
		}
		if format != p.format || len(h) != len(p.entries) {
			t.Fatalf("Parse and parse disagree: %v/%d vs %v/%d", format, len(h), p.format, len(p.entries))
		}
		items, nf, err := Newest(data, 3, nil)
		if err != nil || nf != format {
			t.Fatalf("Newest = %v, %v on input Parse accepts as %v", nf, err, format)
		}
		for i, it := range items {
			if it.Index != i+1 || !cmp.Equal(h[i], it.Entry, cmpopts.EquateEmpty()) {
				t.Fatalf("Newest item %d = %+v, want %+v", i, it, h[i])
			}
		}
		if len(items) != min(3, len(h)) {
			t.Fatalf("Newest gave %d items of %d", len(items), len(h))
		}
		if format == FormatArray && len(h) > 0 {
			sameAsEncodingJSON(t, data, h)
		}
		roundTrip(t, h)
	})
}

func roundTrip(t *testing.T, h History) {
	t.Helper()
	for _, format := range Formats() {
		out, err := Encode(h, format)
		if err != nil {
			t.Fatalf("Encode %v: %v", format, err)
		}
		again, got, err := Parse(out)
		if err != nil {
			t.Fatalf("%v output does not parse: %v\n%s", format, err, out)
		}
		if len(h) > 0 && got != format {
			t.Fatalf("%v output reads as %v\n%s", format, got, out)
		}
		if diff := cmp.Diff(h, again, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("%v round trip (-before +after):\n%s", format, diff)
		}
		out2, err := Encode(again, format)
		if err != nil || !bytes.Equal(out, out2) {
			t.Fatalf("%v encoding is not stable:\n%s\n---\n%s", format, out, out2)
		}
	}
}

// syntaxBroken reports damage Newest must see even past the entries it
// decodes: invalid JSON, or a JSONL line that is not an object.
func syntaxBroken(data []byte, format Format) bool {
	data = data[bomLen(data):]
	if format != FormatJSONL {
		return !json.Valid(data)
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) > 0 && (line[0] != '{' || !json.Valid(line)) {
			return true
		}
	}
	return false
}

// beyondMaxDepth: encoding/json refuses nesting deeper than 10,000 levels,
// gjson does not; a history never nests that deep.
func beyondMaxDepth(data []byte) bool {
	var raw json.RawMessage
	err := json.Unmarshal(data, &raw)
	return err != nil && strings.Contains(err.Error(), "max depth")
}

// sameAsEncodingJSON: the themes and characters read from an array are the
// strings encoding/json reads, escapes and invalid UTF-8 included.
func sameAsEncodingJSON(t *testing.T, data []byte, h History) {
	t.Helper()
	var entries []map[string]json.RawMessage
	if err := json.Unmarshal(data[bomLen(data):], &entries); err != nil || len(entries) != len(h) {
		t.Fatalf("encoding/json reads %d entries (%v), Parse %d", len(entries), err, len(h))
	}
	for i, fields := range entries {
		var theme string
		var chars []string
		json.Unmarshal(fields["theme"], &theme)
		json.Unmarshal(fields["characters"], &chars)
		if theme != h[i].Theme || !cmp.Equal(chars, h[i].Characters, cmpopts.EquateEmpty()) {
			t.Fatalf("entry %d reads %q %q, encoding/json %q %q", i, h[i].Theme, h[i].Characters, theme, chars)
		}
	}
}
