package history

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The same three teams, newest first, as each era wrote them.
var (
	objectEra = `{
  "history": [
    {"theme": "Cowboy Bebop", "datetime": "2026-02-10T09:00:00+09:00", "characters": ["Spike", "Jet", "Faye", "Ed"]},
    {"theme": "Dr. Stone", "datetime": "2026-02-09T09:00:00+09:00", "characters": ["Senku", "Chrome", "Kohaku", "Gen"]},
    {"theme": "Mushishi", "datetime": "2026-02-08T09:00:00+09:00", "characters": ["Ginko", "Tanyuu", "Adashino", "Nui"]}
  ]
}
`
	arrayEra = `[
  {"theme": "Cowboy Bebop", "datetime": "2026-02-10T09:00:00+09:00", "characters": ["Spike", "Jet", "Faye", "Ed"]},
  {"theme": "Dr. Stone", "datetime": "2026-02-09T09:00:00+09:00", "characters": ["Senku", "Chrome", "Kohaku", "Gen"]},
  {"theme": "Mushishi", "datetime": "2026-02-08T09:00:00+09:00", "characters": ["Ginko", "Tanyuu", "Adashino", "Nui"]}
]`
	jsonlEra = `{"theme": "Mushishi", "datetime": "2026-02-08T09:00:00+09:00", "characters": ["Ginko", "Tanyuu", "Adashino", "Nui"]}
{"theme": "Dr. Stone", "datetime": "2026-02-09T09:00:00+09:00", "characters": ["Senku", "Chrome", "Kohaku", "Gen"]}

{"theme": "Cowboy Bebop", "datetime": "2026-02-10T09:00:00+09:00", "characters": ["Spike", "Jet", "Faye", "Ed"]}
`
)

func TestParseReadsEveryEraNewestFirst(t *testing.T) {
	want := History{
		{Theme: "Cowboy Bebop", Datetime: "2026-02-10T09:00:00+09:00", Characters: []string{"Spike", "Jet", "Faye", "Ed"}},
		{Theme: "Dr. Stone", Datetime: "2026-02-09T09:00:00+09:00", Characters: []string{"Senku", "Chrome", "Kohaku", "Gen"}},
		{Theme: "Mushishi", Datetime: "2026-02-08T09:00:00+09:00", Characters: []string{"Ginko", "Tanyuu", "Adashino", "Nui"}},
	}
	tests := []struct {
		name   string
		input  string
		format Format
	}{
		{"object", objectEra, FormatObject},
		{"array", arrayEra, FormatArray},
		{"jsonl", jsonlEra, FormatJSONL},
		{"jsonl with CRLF", strings.ReplaceAll(jsonlEra, "\n", "\r\n"), FormatJSONL},
		{"array with BOM", "\xef\xbb\xbf" + arrayEra, FormatArray},
		{"object with history not first", `{"version": 1, "history": ` + arrayEra + `}`, FormatObject},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, format, err := Parse([]byte(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			if format != tt.format {
				t.Errorf("format = %v, want %v", format, tt.format)
			}
			if diff := cmp.Diff(want, h); diff != "" {
				t.Errorf("entries (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseEmpty(t *testing.T) {
	for _, input := range []string{"", "  \n\t\n", "\xef\xbb\xbf\n", "[]", "[\n]\n", `{"history": []}`, "{}"} {
		h, _, err := Parse([]byte(input))
		if err != nil {
			t.Errorf("Parse(%q): %v", input, err)
		}
		if h == nil || len(h) != 0 {
			t.Errorf("Parse(%q) = %#v, want an empty, non-nil history", input, h)
		}
	}
}

func TestParseSingleJSONLLineIsNotTheOldObject(t *testing.T) {
	h, format, err := Parse([]byte(`{"pattern": "mixed-genius", "theme": "mixed-genius", "characters": ["L"]}` + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	if format != FormatJSONL || len(h) != 1 || h[0].Characters[0] != "L" {
		t.Errorf("got %v %+v", format, h)
	}
}

func TestUnknownKeysSurviveARewrite(t *testing.T) {
	input := `[{"pattern": "mixed-genius", "theme": "mixed-genius", "characters": ["L"],
  "members": [{"name": "L", "work": "Death Note", "role": "strategist", "mood": {"level": 3}}],
  "zeal": [1, 2], "notes": "kept <&>"}]`
	h, _, err := Parse([]byte(input))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range Formats() {
		out, err := Encode(h, format)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`"zeal"`, `"notes": "kept <&>"`, `"mood"`, `"level"`} {
			if format == FormatJSONL {
				want = strings.ReplaceAll(want, ": ", ":")
			}
			if !strings.Contains(string(out), want) {
				t.Errorf("%v output lost %s:\n%s", format, want, out)
			}
		}
		again, _, err := Parse(out)
		if err != nil {
			t.Fatalf("%v: %v", format, err)
		}
		if diff := cmp.Diff(h, again); diff != "" {
			t.Errorf("%v round trip (-before +after):\n%s", format, diff)
		}
	}
}

func TestEncodeArrayIsTheGuideShape(t *testing.T) {
	h := History{
		{Pattern: "mixed-genius", Theme: "mixed-genius", Characters: []string{"L"}, Members: []Member{{Name: "L", Work: "Death Note", Role: "strategist"}}, Team: "t1"},
		{Pattern: "fixed-theme", Theme: "Cowboy Bebop", Characters: []string{"Spike", "Jet", "Faye", "Ed"}},
	}
	out, err := Encode(h, FormatArray)
	if err != nil {
		t.Fatal(err)
	}
	want := `[
  {
    "pattern": "mixed-genius",
    "theme": "mixed-genius",
    "characters": [
      "L"
    ],
    "members": [
      {
        "name": "L",
        "work": "Death Note",
        "role": "strategist"
      }
    ],
    "team": "t1"
  },
  {
    "pattern": "fixed-theme",
    "theme": "Cowboy Bebop",
    "characters": [
      "Spike",
      "Jet",
      "Faye",
      "Ed"
    ]
  }
]
`
	if diff := cmp.Diff(want, string(out)); diff != "" {
		t.Errorf("array (-want +got):\n%s", diff)
	}
	out, _ = Encode(h, FormatJSONL)
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[1], "mixed-genius") {
		t.Errorf("JSONL must put the newest entry last:\n%s", out)
	}
	if out, _ := Encode(nil, FormatArray); string(out) != "[]\n" {
		t.Errorf("empty array = %q", out)
	}
	if out, _ := Encode(nil, FormatObject); string(out) != "{\n  \"history\": []\n}\n" {
		t.Errorf("empty object = %q", out)
	}
}

func TestFormatsRoundTrip(t *testing.T) {
	h, _, err := Parse([]byte(arrayEra))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range Formats() {
		out, err := Encode(h, format)
		if err != nil {
			t.Fatal(err)
		}
		again, got, err := Parse(out)
		if err != nil {
			t.Fatalf("%v: %v\n%s", format, err, out)
		}
		if got != format {
			t.Errorf("%v encoded reads back as %v", format, got)
		}
		if diff := cmp.Diff(h, again); diff != "" {
			t.Errorf("%v (-want +got):\n%s", format, diff)
		}
		name, err := ParseFormat(strings.ToUpper(format.String()))
		if err != nil || name != format {
			t.Errorf("ParseFormat(%v) = %v, %v", format, name, err)
		}
	}
	if _, err := ParseFormat("yaml"); err == nil {
		t.Error("ParseFormat accepted yaml")
	}
}

func TestCorruptFilesSayWhereTheyBroke(t *testing.T) {
	good := `{"pattern": "fixed-theme", "theme": "A", "characters": ["a"]}`
	tests := []struct {
		name        string
		input       string
		format      Format
		line, col   int
		reason      string
		salvageable int
		dropped     int
	}{
		{
			name:   "array cut inside an entry",
			input:  "[\n  " + good + ",\n  " + good + ",\n  {\"pattern\": \"fi",
			format: FormatArray, line: 4, col: 18, reason: "cut short", salvageable: 2, dropped: 1,
		},
		{
			name:   "array cut after an entry",
			input:  "[\n  " + good + ",\n",
			format: FormatArray, line: 3, col: 1, reason: "cut short", salvageable: 1, dropped: 0,
		},
		{
			name:   "array with garbage between entries",
			input:  "[\n  " + good + ",\n  oops,\n  " + good + "\n]",
			format: FormatArray, line: 3, col: 3, reason: "invalid character 'o'", salvageable: 2, dropped: 1,
		},
		{
			name:   "array with a missing comma",
			input:  "[\n  " + good + "\n  " + good + "\n]",
			format: FormatArray, line: 3, col: 3, reason: "after array element", salvageable: 2, dropped: 0,
		},
		{
			name:   "array with trailing data",
			input:  "[" + good + "]\n]",
			format: FormatArray, line: 2, col: 1, reason: "unexpected data after the array", salvageable: 1, dropped: 0,
		},
		{
			name:   "theme of the wrong type",
			input:  "[\n  " + good + ",\n  {\"theme\": 5, \"characters\": []},\n  " + good + "\n]",
			format: FormatArray, line: 3, col: 13, reason: `entry 2: "theme" must be a string, got a number`, salvageable: 2, dropped: 1,
		},
		{
			name:   "a character of the wrong type",
			input:  `[{"theme": "A", "characters": ["a", 7]}]`,
			format: FormatArray, line: 1, col: 37, reason: `"characters" must list strings, got a number at index 1`, salvageable: 0, dropped: 1,
		},
		{
			name:   "a member that is not an object",
			input:  `[{"theme": "mixed-genius", "characters": ["L"], "members": ["L"]}]`,
			format: FormatArray, line: 1, col: 61, reason: `entry 1: "members[0]" must be an object, got a string`, salvageable: 0, dropped: 1,
		},
		{
			name:   "a member's work of the wrong type",
			input:  `[{"theme": "mixed-genius", "characters": ["L"], "members": [{"name": "L", "work": ["Death Note"]}]}]`,
			format: FormatArray, line: 1, col: 83, reason: `entry 1: "members[0].work" must be a string, got an array`, salvageable: 0, dropped: 1,
		},
		{
			name:   "an entry that is not an object",
			input:  "[\n  " + good + ",\n  42\n]",
			format: FormatArray, line: 3, col: 3, reason: "an entry must be an object, got a number", salvageable: 1, dropped: 1,
		},
		{
			name:   "JSONL with a garbage line",
			input:  good + "\ngarbage\n" + good + "\n",
			format: FormatJSONL, line: 2, col: 1, reason: "invalid character 'g'", salvageable: 2, dropped: 1,
		},
		{
			name:   "JSONL with a torn last line",
			input:  good + "\n" + good + "\n{\"pattern\": \"fixed-th",
			format: FormatJSONL, line: 3, col: 22, reason: "cut short", salvageable: 2, dropped: 1,
		},
		{
			name:   "JSONL with a wrong type",
			input:  good + "\n" + `{"theme": "B", "characters": "b"}` + "\n",
			format: FormatJSONL, line: 2, col: 30, reason: `"characters" must be an array, got a string`, salvageable: 1, dropped: 1,
		},
		{
			name:   "object cut inside its history",
			input:  "{\n  \"history\": [\n    " + good + ",\n    {\"theme\"",
			format: FormatObject, line: 4, col: 13, reason: "cut short", salvageable: 1, dropped: 1,
		},
		{
			name:   "object whose history is not an array",
			input:  `{"history": {"theme": "A"}}`,
			format: FormatObject, line: 1, col: 13, reason: `"history" must be an array, got an object`, salvageable: 0, dropped: 1,
		},
		{
			name:   "object followed by more data",
			input:  `{"history": []}` + "\n" + `{"history": []}`,
			format: FormatObject, line: 2, col: 1, reason: "unexpected data after the history object", salvageable: 0, dropped: 1,
		},
		{
			name:   "an object of something else",
			input:  "{\n  \"foo\": 1\n}\n",
			format: FormatObject, line: 1, col: 1, reason: `without a "history" array`, salvageable: 0, dropped: 0,
		},
		{
			name:   "not JSON at all",
			input:  "history:\n  - theme: A\n",
			format: FormatJSONL, line: 1, col: 1, reason: "invalid character 'h'", salvageable: 0, dropped: 2,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, format, err := Parse([]byte(tt.input))
			var corrupt *CorruptError
			if !errors.As(err, &corrupt) {
				t.Fatalf("Parse = %v, %v; want a *CorruptError", h, err)
			}
			if h != nil {
				t.Errorf("a corrupt file returned entries %v", h)
			}
			if format != tt.format {
				t.Errorf("format = %v, want %v", format, tt.format)
			}
			if corrupt.Line != tt.line || corrupt.Col != tt.col {
				t.Errorf("at %d:%d, want %d:%d (%v)", corrupt.Line, corrupt.Col, tt.line, tt.col, err)
			}
			if !strings.Contains(corrupt.Reason, tt.reason) {
				t.Errorf("reason %q does not contain %q", corrupt.Reason, tt.reason)
			}
			if corrupt.Salvageable != tt.salvageable {
				t.Errorf("salvageable = %d, want %d", corrupt.Salvageable, tt.salvageable)
			}
			if p := parse([]byte(tt.input)); p.dropped != tt.dropped || len(p.entries) != tt.salvageable {
				t.Errorf("salvage kept %d dropped %d, want %d and %d", len(p.entries), p.dropped, tt.salvageable, tt.dropped)
			}
			if line, col := position([]byte(tt.input), corrupt.Offset); line != corrupt.Line || col != corrupt.Col {
				t.Errorf("offset %d is %d:%d, not %d:%d", corrupt.Offset, line, col, corrupt.Line, corrupt.Col)
			}
		})
	}
}

func TestCorruptErrorMessage(t *testing.T) {
	_, _, err := Parse([]byte("[{\"theme\": \"A\", \"characters\": [\"a\"]},\n{\"th"))
	err = withPath(err, "/h/team-theme-history.json")
	want := "/h/team-theme-history.json:2:5: corrupt theme history: the file ends in the middle of the history (was it cut short while being written?) (1 valid entry can be salvaged)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v\nwant    %s", err, want)
	}
}

func TestPositionCountsCharacters(t *testing.T) {
	data := []byte("\xef\xbb\xbf[\"ｽﾊﾟｲｸ\", x")
	line, col := position(data, len(data)-1)
	if line != 1 || col != 11 {
		t.Errorf("position = %d:%d, want 1:11", line, col)
	}
}

func TestEntryUnmarshalJSONRejectsWrongTypes(t *testing.T) {
	var e Entry
	if err := json.Unmarshal([]byte(`{"theme": "A", "characters": ["a"], "x": 1}`), &e); err != nil || e.Theme != "A" || string(e.Extra["x"]) != "1" {
		t.Errorf("Unmarshal = %+v, %v", e, err)
	}
	if err := json.Unmarshal([]byte(`{"theme": true}`), &e); err == nil {
		t.Error("a boolean theme was accepted")
	}
}

func TestFormatDetection(t *testing.T) {
	tests := []struct {
		input  string
		format Format
	}{
		{`{"meta": {"theme": "x", "s": "}{,\"history\""}, "history": []}`, FormatObject},
		{`{"theme": "x", "characters": [], "notes": {"history": []}}`, FormatJSONL},
		{`{"theme": "x", "history": []}`, FormatJSONL},
		{"{\n  \"history\": [\n", FormatObject},
		{"{}\n", FormatObject},
		{"{}\n{}\n", FormatJSONL},
		{`{"hist\u006fry": []}`, FormatObject},
		{"\n\n  [\n", FormatArray},
	}
	for _, tt := range tests {
		if _, format, _ := Parse([]byte(tt.input)); format != tt.format {
			t.Errorf("Parse(%q) format = %v, want %v", tt.input, format, tt.format)
		}
	}
}
