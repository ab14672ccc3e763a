package redteam

import (
	"io/fs"
	"reflect"
	"testing"
)

// TestToolCachesAreIgnoredOnlyForTheirProgram pins the check's one
// exception: a tool's cache written by that tool is not a change; the same
// path written by a line that does not name the tool is.
func TestToolCachesAreIgnoredOnlyForTheirProgram(t *testing.T) {
	file := entry{mode: 0o644, size: 1}
	dir := entry{mode: fs.ModeDir | 0o755}
	before := map[string]entry{"repo/a": file}
	after := map[string]entry{
		"repo/a":             file,
		"home/.tool.d":       dir,
		"home/.tool.d/cache": file,
		"tmp/perf_root":      dir,
		"tmp/perf_root/123":  file,
		"home/.tool.d-other": dir,
	}
	places := []string{"home/.tool.d/cache", "tmp/perf_*"}
	got := compare(before, after, places)
	want := []string{"created home/.tool.d-other"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("with the tool's places: %q, want %q", got, want)
	}
	if got := compare(before, after, nil); len(got) != 5 {
		t.Errorf("without them every new entry is a change, got %q", got)
	}
	after["repo/a"] = entry{mode: 0o644, size: 2}
	if got := compare(before, after, places); len(got) != 2 {
		t.Errorf("a change outside the places is still reported, got %q", got)
	}
}
