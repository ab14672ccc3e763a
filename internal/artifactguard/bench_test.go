package artifactguard

import (
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/hook"
	"github.com/teamctl/teamctl/internal/hook/hooktest"
	"github.com/teamctl/teamctl/internal/names"
	"github.com/teamctl/teamctl/internal/team"
)

// goSource is a typical file a teammate writes: about 6 KiB of Go.
var goSource = "package retry\n\n" + strings.Repeat("// Policy decides how often a call will be retried; disable it in the admiral view.\nfunc policy(attempts int, grace time.Duration) error {\n\tif attempts > 3 {\n\t\treturn errors.New(\"too many\")\n\t}\n\treturn nil\n}\n\n", 30)

// BenchmarkMainWith is the hook's own work per call, without process start,
// for the edit tools and for Bash lines that do not commit.
func BenchmarkMainWith(b *testing.B) {
	w := world(b, "fixed-theme", bebop)
	w.WriteFile(filepath.Join(w.Project, "retry.go"), goSource)
	e := hooktest.Load(b, "inproc_teammate_PreToolUse_Write")
	for _, tc := range []struct {
		name string
		edit func(map[string]any)
	}{
		{"Write-6KiB-clean", tool("Write", map[string]any{"file_path": w.Project + "/src/retry.go", "content": goSource})},
		{"Write-6KiB-leak", tool("Write", map[string]any{"file_path": w.Project + "/src/retry.go", "content": goSource + "// Ein\n"})},
		{"Edit-existing-file", tool("Edit", map[string]any{"file_path": w.Project + "/retry.go", "old_string": "too many", "new_string": "too many attempts"})},
		{"Bash-read-only", bash("git log --oneline -20 | head")},
		{"Bash-gh-pr-create", bash(`gh pr create --title "Fix retries" --body "Retries now back off."`)},
	} {
		input := w.Payload(e, tc.edit)
		b.Run(tc.name, func(b *testing.B) {
			g := guard()
			for b.Loop() {
				hook.MainWith(g, nil, bytes.NewReader(input), io.Discard, io.Discard, w.Getenv, time.Now)
			}
		})
	}
}

// BenchmarkStagedScan is a whole git commit call, staged diff included:
// the git process and the scan of its output, for staged diffs of growing
// size. The largest exceeds the default bound, so it shows the cap's cost.
func BenchmarkStagedScan(b *testing.B) {
	line := "func handler(w http.ResponseWriter, r *http.Request) { disable(r); admiral(w) }\n"
	for _, size := range []int{16 << 10, 1 << 20, 4 << 20, 16 << 20} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			w := world(b, "fixed-theme", bebop)
			repo(b, w)
			w.WriteFile(filepath.Join(w.Project, "big.go"), strings.Repeat(line, size/len(line)))
			git(b, w, "add", "big.go")
			input := w.Payload(hooktest.Load(b, "inproc_teammate_PreToolUse_Write"), bash(`git commit -m "Add handlers"`))
			g := guard()
			b.SetBytes(int64(size))
			for b.Loop() {
				hook.MainWith(g, nil, bytes.NewReader(input), io.Discard, io.Discard, w.Getenv, time.Now)
			}
		})
	}
}

// BenchmarkGitDiffAlone is the git diff the staged scan runs, read to the
// end and nothing else: what BenchmarkStagedScan costs beyond it is the
// guard's own work.
func BenchmarkGitDiffAlone(b *testing.B) {
	line := "func handler(w http.ResponseWriter, r *http.Request) { disable(r); admiral(w) }\n"
	for _, size := range []int{16 << 10, 1 << 20} {
		b.Run(fmt.Sprintf("%dKiB", size>>10), func(b *testing.B) {
			w := world(b, "fixed-theme", bebop)
			repo(b, w)
			w.WriteFile(filepath.Join(w.Project, "big.go"), strings.Repeat(line, size/len(line)))
			git(b, w, "add", "big.go")
			b.SetBytes(int64(size))
			for b.Loop() {
				cmd := exec.Command("git", "-C", w.Project, "-c", "core.quotepath=off", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--text", "-U0", "--diff-filter=ACMRT", "--find-renames", "--cached")
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkScanChunks is the scan alone over 1 MiB of added lines, as the
// staged scan feeds it (256 KiB chunks, each read a second time with its
// escapes decoded when it has any), with the bebop cast and its derived
// aliases.
func BenchmarkScanChunks(b *testing.B) {
	cast := &team.Cast{Names: []string{"Spike Spiegel", "Jet Black", "Faye Valentine", "Edward", "Ein"}}
	m := names.NewTerms(cast.Terms(), nil)
	for _, tc := range []struct{ name, line string }{
		{"plain", "func handler(w http.ResponseWriter, r *http.Request) { disable(r); admiral(w) }\n"},
		{"escapes", "\tfmt.Fprintf(w, \"%d items\\n\\t%s\\\"\", n, s) // 100% disabled\n"},
		{"letter-escapes", "\tfmt.Fprintf(w, \"%d items\\n\\t%s\\u00e9\", n, s) // 100% disabled\n"},
	} {
		text := strings.Repeat(tc.line, (1<<20)/len(tc.line))
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				for i := 0; i < len(text); i += chunkBytes {
					chunk := text[i:min(i+chunkBytes, len(text))]
					if _, ok := m.First(chunk); ok {
						b.Fatal("found a name")
					}
					if d := decodeLines(chunk, false); d != "" {
						if _, ok := m.First(d); ok {
							b.Fatal("found a name")
						}
					}
				}
			}
		})
	}
}
