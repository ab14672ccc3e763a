package hook

import "testing"

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
