package history

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestParseNewestAgreesWithParse: on any input, well-formed or damaged,
// ParseNewest gives Parse's newest entries, count and format, or Parse's
// very error.
func TestParseNewestAgreesWithParse(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 41))
	var inputs [][]byte
	for range 40 {
		n := rng.IntN(30)
		h := make(History, n)
		for i := range h {
			if i%3 == 0 {
				h[i] = genius(Member{Name: fmt.Sprintf("G%d", i), Work: "W", Role: "r"})
			} else {
				h[i] = fixed(fmt.Sprintf("Work %d", i))
			}
			if i%4 == 0 {
				h[i].Aliases = map[string][]string{h[i].Characters[0]: {"alias"}}
				h[i].Team = "t"
			}
		}
		for _, format := range Formats() {
			data, err := Encode(h, format)
			if err != nil {
				t.Fatal(err)
			}
			inputs = append(inputs, data)
			for range 6 { // damaged copies: cut, a byte changed, a type changed
				d := append([]byte{}, data...)
				switch rng.IntN(3) {
				case 0:
					d = d[:rng.IntN(len(d)+1)]
				case 1:
					if len(d) > 0 {
						d[rng.IntN(len(d))] = "{}[],:\"x1n \n"[rng.IntN(12)]
					}
				case 2:
					d = []byte(strings.Replace(string(d), `"Work`, `7, "x": "Work`, 1))
					d = []byte(strings.Replace(string(d), `"theme": "Work 1"`, `"theme": 1`, 1))
				}
				inputs = append(inputs, d)
			}
		}
	}
	for _, s := range []string{"", " ", "[]", "{}", `{"history":[]}`, `{"history":{}}`, `{"x":1}`, `[1]`, `[{"members":[1]}]`,
		`[{"members":[{"name":2}]}]`, `[{"aliases":{"a":"b"}}]`, `[{"aliases":{"a":null}}]`, `[{"characters":null}]`, "\xef\xbb\xbf[]",
		`{"history":[{"theme":"a"}],"history":5}`, "{\"theme\":\"a\"}\n{\"theme\":\"b\"}\n", `[{"theme":"a"}] x`} {
		inputs = append(inputs, []byte(s))
	}
	corpus, _ := filepath.Glob("testdata/fuzz/FuzzParse/*")
	for _, f := range corpus {
		if b, err := os.ReadFile(f); err == nil {
			inputs = append(inputs, b)
		}
	}
	for i, data := range inputs {
		want, wantFormat, wantErr := Parse(data)
		for _, n := range []int{-1, 0, 1, 5, 40} {
			got, total, format, err := ParseNewest(data, n)
			if fmt.Sprint(err) != fmt.Sprint(wantErr) {
				t.Fatalf("input %d %q n=%d: err %v, want %v", i, data, n, err, wantErr)
			}
			if wantErr != nil {
				continue
			}
			head := want
			if n >= 0 && n < len(head) {
				head = head[:n]
			}
			if total != len(want) || format != wantFormat || !cmp.Equal(got, head) {
				t.Fatalf("input %d %q n=%d: got %d entries of %d (%v), want %d of %d (%v)", i, data, n, len(got), total, format, len(head), len(want), wantFormat)
			}
		}
	}
}
