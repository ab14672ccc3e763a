package hook

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestParseLogStopsBeforeATornTail(t *testing.T) {
	whole := `{"hook":"leader-guard","decision":"deny","rule":"leader-guard/edit"}` + "\n" +
		`{"hook":"message-guard","decision":"deny"}` + "\n"
	torn := `{"hook":"artifact-guard","deci`
	recs, damaged, consumed := ParseLog([]byte(whole + torn))
	if len(recs) != 2 || damaged != 0 {
		t.Fatalf("got %d records, %d damaged; want 2, 0", len(recs), damaged)
	}
	if consumed != len(whole) {
		t.Fatalf("consumed %d bytes, want %d (the torn tail is read again later)", consumed, len(whole))
	}
	// The rest of the torn record arrives: reading on from consumed finds it.
	rest := whole + torn + `sion":"deny"}` + "\n"
	more, _, end := ParseLog([]byte(rest)[consumed:])
	if len(more) != 1 || more[0].Hook != "artifact-guard" || consumed+end != len(rest) {
		t.Fatalf("continued read = %+v, end %d", more, consumed+end)
	}
}

func TestParseLogSkipsADamagedLine(t *testing.T) {
	data := "not json\n" + `{"hook":"leader-guard","decision":"deny"}` + "\n"
	recs, damaged, consumed := ParseLog([]byte(data))
	if len(recs) != 1 || damaged != 1 || consumed != len(data) {
		t.Fatalf("got %d records, %d damaged, consumed %d", len(recs), damaged, consumed)
	}
}

// The gjson fast path reads every line exactly as encoding/json does.
func TestParseLogFastPathAgreesWithTheDecoder(t *testing.T) {
	lines := []string{
		`{"time":"2026-11-21T18:10:00.123456789Z","hook":"leader-guard","event":"PreToolUse","tool":"Write","session":"s","agent_id":"a","agent_type":"alice","role":"teammate","team":"session-1","pattern":"fixed-theme","rule":"leader-guard/edit","decision":"deny","reason":"r \"quoted\" \u00e9","notes":["n1","n2"],"digest":"0123","input":{"hook_event_name":"PreToolUse","tool_input":{"file_path":"/p"}}}`,
		`{"time":"2026-11-21T18:10:00+01:00","hook":"team-events","decision":"context","notes":null,"input":null}`,
		`{"hook":"message-guard","decision":"deny","notes":["a"],"notes":["b"]}`,
		`{"Hook":"leader-guard","decision":"deny"}`,
		`{"hook":"leader-guard","decision":"deny","notes":"not a list"}`,
		`{"hook":"leader-guard","decision":"deny","time":"yesterday"}`,
		`{"hook":"artifact-guard","decision":"deny"}`,
	}
	for _, l := range lines {
		var want Record
		wantErr := json.Unmarshal([]byte(l), &want)
		got, ok := lineRecord([]byte(l))
		if !ok {
			continue // the decoder reads it; nothing to compare
		}
		if wantErr != nil {
			t.Errorf("%s: fast path accepted what encoding/json rejects (%v)", l, wantErr)
			continue
		}
		if !reflect.DeepEqual(normal(got), normal(want)) {
			t.Errorf("%s:\nfast    %+v\ndecoder %+v", l, got, want)
		}
	}
	recs, damaged, _ := ParseLog([]byte(strings.Join(lines, "\n") + "\n"))
	if len(recs) != 5 || damaged != 2 {
		t.Errorf("ParseLog: %d records, %d damaged; want 5 and 2 (wrong notes, bad time)", len(recs), damaged)
	}
}

func normal(r Record) Record {
	r.Time = r.Time.UTC()
	return r
}
