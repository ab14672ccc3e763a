package claudefs

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// ReadInbox looks for repeated keys while it reads the entries instead of
// in a walk of its own; it must answer as reading the file resolved by
// lastWins always did: a key repeated at the top of an entry, inside an
// object or array it holds, spelled with an escape, or nowhere.
func TestReadInboxResolvesRepeatedKeysAsLastWins(t *testing.T) {
	// The way ReadInbox read before: resolve, then take each entry's keys
	// (no repeats are left).
	reference := func(doc []byte) []InboxEntry {
		var out []InboxEntry
		gjson.ParseBytes(lastWins(doc)).ForEach(func(_, e gjson.Result) bool {
			entry, dup := parseInboxEntry(e)
			if dup {
				t.Fatalf("lastWins left a repeated key in %s", e.Raw)
			}
			out = append(out, entry)
			return true
		})
		return out
	}
	fields := []string{`"from":"alice"`, `"from":"bob"`, `"fr\u006fm":"carol"`, `"text":"hi"`, `"text":"{\"type\":\"idle_notification\",\"from\":\"x\"}"`,
		`"summary":"s"`, `"read":true`, `"read":false`, `"msg_id":"m1"`, `"lead_sig":"z"`, `"timestamp":"2026-11-21T18:00:00.000Z"`,
		`"extra":{"a":1,"a":2}`, `"extra":{"a":1,"b":[{"c":1},{"c":2,"c":3}]}`, `"list":[1,2]`, `"type":"message"`}
	team := t.TempDir()
	os.MkdirAll(filepath.Join(team, "inboxes"), 0o755)
	rng := rand.New(rand.NewPCG(14, 2))
	for round := 0; round < 400; round++ {
		var entries []string
		for n := rng.IntN(5); n > 0; n-- {
			var kv []string
			for m := rng.IntN(5); m > 0; m-- {
				kv = append(kv, fields[rng.IntN(len(fields))])
			}
			entries = append(entries, "{"+strings.Join(kv, ",")+"}")
		}
		doc := []byte("[" + strings.Join(entries, ", ") + "]")
		os.WriteFile(InboxPath(team, "lead"), doc, 0o600)
		got, err := ReadInbox(team, "lead")
		if err != nil {
			t.Fatal(err)
		}
		if want := reference(doc); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s:\n got  %+v\n want %+v", doc, got, want)
		}
	}
}
