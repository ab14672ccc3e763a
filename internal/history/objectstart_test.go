package history

import "testing"

func TestObjectStart(t *testing.T) {
	for line, want := range map[string]bool{
		`{`: true, `{ `: true, `{"history": [`: true, `{ "history" : [`: true, `{"history":[]}`: true,
		`{"theme":"x"}`: false, `{"historyx": 1}`: false, `{"history"`: false, `[`: false, ``: false, `{"history" [`: false,
	} {
		if got := objectStart([]byte(line)); got != want {
			t.Errorf("objectStart(%q) = %v, want %v", line, got, want)
		}
	}
}
