package strictjson

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// A repeated key is refused wherever it stands, in a small object and in
// one large enough to move to a map.
func TestObjectRefusesARepeatedKey(t *testing.T) {
	for _, n := range []int{2, 16, 17, 200} {
		var keys []string
		for i := 0; i < n; i++ {
			keys = append(keys, fmt.Sprintf(`"k%d":1`, i))
		}
		whole := "{" + strings.Join(keys, ",") + "}"
		if !Object(gjson.Parse(whole), func(string, gjson.Result) bool { return true }) {
			t.Fatalf("%d distinct keys refused", n)
		}
		for _, at := range []int{0, n / 2, n - 1} {
			doc := "{" + strings.Join(keys, ",") + "," + keys[at] + "}"
			if Object(gjson.Parse(doc), func(string, gjson.Result) bool { return true }) {
				t.Fatalf("%d keys with key %d again: taken", n, at)
			}
		}
	}
}

func TestOnlyTheUnambiguousShapes(t *testing.T) {
	for doc, want := range map[string]bool{`"a"`: true, `"a\u0062"`: false, `"\n"`: false, "\"\xff\"": false, `"日本"`: true} {
		if _, ok := String(gjson.Parse(doc)); ok != want {
			t.Errorf("String(%s) ok %v, want %v", doc, ok, want)
		}
	}
	for doc, want := range map[string]bool{`1`: true, `-3`: true, `1.0`: false, `1e3`: false, `99999999999999999999`: false, `"1"`: false} {
		if _, ok := Int64(gjson.Parse(doc)); ok != want {
			t.Errorf("Int64(%s) ok %v, want %v", doc, ok, want)
		}
	}
}
