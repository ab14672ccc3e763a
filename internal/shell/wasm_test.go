package shell

import "testing"

// TestWasmParsers pins the readings of wasm.go's inspectors: each line's
// verdict and a word its reason must hold ("" for a read).
func TestWasmParsers(t *testing.T) {
	checkShapes(t, []shapeCase{
		// wasm-objdump has no option that writes; unknown ones are refused.
		{"wasm-objdump -h web/pkg/x.wasm", ""},
		{"wasm-objdump -x web/pkg/x.wasm", ""},
		{"wasm-objdump -d -j Code x.wasm", ""},
		{"wasm-objdump --section=Code -hxds --deta x.wasm", ""},
		{"wasm-objdump -o out x.wasm", "does not know"},
		{"wasm-objdump $o x.wasm", "not literal"},
		// twiggy's analyses; -o writes, and -a, -r and -V are what
		// Debian's twiggy (Perl's Twiggy server) reads as its own.
		{"twiggy top -n 25 x.wasm", ""},
		{"twiggy top --retaining-paths --retained -f json x.wasm", ""},
		{"twiggy dominators -d 3 --regex x.wasm 'foo.*'", ""},
		{"twiggy paths --descending -d 2 x.wasm main", ""},
		{"twiggy monos -g -m 5 -n 3 --all x.wasm", ""},
		{"twiggy diff old.wasm new.wasm -n 10 --all", ""},
		{"twiggy garbage --show-data-segments --all x.wasm", ""},
		{"twiggy --version", ""},
		{"twiggy help top", ""},
		{"twiggy top -o report.txt x.wasm", "writes the report"},
		{"twiggy top x.wasm -o -", "-o"},
		{"twiggy top -r x.wasm", "--reload"},
		{"twiggy dominators -r 5 x.wasm", "never ends"},
		{"twiggy garbage -a x.wasm", "application file"},
		{"twiggy monos -ga x.wasm", "-a"},
		{"twiggy -V", "app.psgi"},
		{"twiggy", "app.psgi"},
		{"twiggy -a app.psgi top", "does not know"},
		{"twiggy top --retaining x.wasm", "does not know"},
		{"twiggy topp x.wasm", "not an analysis"},
		{"twiggy $c x.wasm", "not literal"},
		{"twiggy -- top x.wasm", "end of options"},
	})
}
