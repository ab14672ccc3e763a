package teamstate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// sameAsUnmarshal checks the promise of decodeFast: when it takes a
// document, the record is exactly json.Unmarshal's.
func sameAsUnmarshal(t *testing.T, doc []byte) (fast bool) {
	t.Helper()
	var got Record
	if !decodeFast(doc, &got) {
		return false
	}
	var want Record
	if err := json.Unmarshal(doc, &want); err != nil {
		t.Fatalf("decodeFast took %s, which json.Unmarshal refuses: %v", doc, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("decodeFast(%s)\n got %#v\nwant %#v", doc, got, want)
	}
	return true
}

func randomRecord(r *rand.Rand) Record {
	at := time.Date(2026, 11, 1+r.IntN(20), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1e9), time.UTC)
	word := func() string {
		return []string{"alice", "Spike", "スパイク", "team-lead", "a b", "x.y@1"}[r.IntN(6)]
	}
	rec := Record{Team: "session-" + word(), CreatedAt: r.Int64N(1 << 45), LeadSessionID: fmt.Sprintf("%08x", r.Uint32())}
	if r.IntN(2) == 0 {
		rec.LeadProcess = &Process{PID: r.IntN(1 << 22), Start: fmt.Sprint(r.IntN(1e9))}
	}
	if r.IntN(2) == 0 {
		rec.Pattern, rec.PatternSetAt = "fixed-theme", at
	}
	if r.IntN(2) == 0 {
		rec.Characters = &Characters{Pattern: "mixed-genius", Theme: word(), Names: []string{word(), word()},
			Members: map[string]string{word(): word()}, Aliases: map[string][]string{word(): {word()}}}
	}
	if r.IntN(2) == 0 {
		rec.Nudges = map[string]int{word() + "/1": r.IntN(9)}
		rec.Claims = map[string]TaskClaim{fmt.Sprint(r.IntN(99)): {Member: word(), At: at}}
	}
	if r.IntN(2) == 0 {
		rec.Disband = &Disband{PromptID: word(), Phrase: "解散", At: at}
		rec.Polling = &Polling{LastTaskList: at, InboxMark: word(), PromptID: word()}
	}
	return rec
}

// Every record teamctl writes takes the fast path (or the speed-up is
// gone without a failing test) and decodes exactly as json.Unmarshal does.
func TestWrittenRecordsDecodeFastAndAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 500; i++ {
		rec := randomRecord(r)
		doc, err := json.MarshalIndent(rec, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if !sameAsUnmarshal(t, doc) {
			t.Fatalf("a record as teamctl writes it missed the fast path:\n%s", doc)
		}
	}
}

// Documents outside the written shape either decode alike or go to
// encoding/json; the ones that must not be taken are not.
func TestOddRecordsDecodeAlikeOrGoToEncodingJSON(t *testing.T) {
	for _, tc := range []struct {
		doc      string
		wantFast bool
	}{
		{`{}`, true},
		{`{"team":"a","nudges":{},"characters":{"names":[]}}`, true},
		{`{"Team":"a"}`, false},            // encoding/json matches keys case-insensitively
		{`{"team":"a","team":"b"}`, false}, // the last wins there
		{`{"team":null}`, false},           // null leaves the field alone
		{`{"team":"a\u0062"}`, false},      // escapes
		{`{"team":"a\nb"}`, false},         //
		{"{\"team\":\"\xff\"}", false},     // invalid UTF-8 becomes U+FFFD there
		{`{"created_at":1.5}`, false},      // not an integer
		{`{"created_at":1e3}`, false},      //
		{`{"created_at":99999999999999999999}`, false},
		{`{"nudges":{"a":1,"a":2}}`, false},
		{`{"claims":{"1":{"member":"a","at":"not a time"}}}`, false},
		{`{"lead_process":{"pid":"1"}}`, false},
		{`{"characters":{"names":["a",null]}}`, false},
		{`{"characters":{"unknown":1}}`, false},
		{`{"other":1}`, false},
		{`[]`, false},
		{`{"team":"a"`, false},
	} {
		if got := sameAsUnmarshal(t, []byte(tc.doc)); got != tc.wantFast {
			t.Errorf("%s: fast %v, want %v", tc.doc, got, tc.wantFast)
		}
	}
}

func FuzzDecodeFastIsUnmarshal(f *testing.F) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20; i++ {
		doc, _ := json.Marshal(randomRecord(r))
		f.Add(doc)
	}
	f.Add([]byte(`{"team":"a","team":"b"}`))
	f.Fuzz(func(t *testing.T, doc []byte) { sameAsUnmarshal(t, doc) })
}
