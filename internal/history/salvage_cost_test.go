package history

import (
	"bytes"
	"fmt"
	"testing"
)

// A crafted torn file (thousands of objects that never close) must not
// make salvage read the rest of the file from every '{': a hook that meets
// such a history would take seconds. What salvage reads stays within its
// budget (the last attempt may overrun it by one file), and real damage
// costs less than one pass.
func TestSalvageReadsAtMostItsBudget(t *testing.T) {
	good := `{"pattern": "fixed-theme", "theme": "%s", "characters": ["a", "b", "c", "d"]}`
	torn := []byte("[\n" + fmt.Sprintf(good, "A") + ",\n{\"theme\": \"Plan\n" + fmt.Sprintf(good, "B") + "\n]")
	for _, tt := range []struct {
		name  string
		data  []byte
		limit int
	}{
		{"unclosed objects", append([]byte("["), bytes.Repeat([]byte(`{"a":`), 20000)...), 0},
		{"unclosed entries", append([]byte("["), bytes.Repeat([]byte(`{"theme":"x","characters":["a"]`), 5000)...), 0},
		{"a torn entry among good ones", torn, len(torn)},
	} {
		p := parse(tt.data)
		if !p.torn {
			t.Fatalf("%s: not seen as torn", tt.name)
		}
		limit := tt.limit
		if limit == 0 {
			limit = salvageBudget(len(tt.data)) + len(tt.data)
		}
		if p.salvageWork > limit {
			t.Errorf("%s: salvage read %d bytes of a %d-byte file, want at most %d", tt.name, p.salvageWork, len(tt.data), limit)
		}
	}
}
