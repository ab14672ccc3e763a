package shell

import "testing"

// TestRuntimeShapes pins run-time process ids, the ionice and taskset
// wrappers, git apply's checks and git branch's filters: want is "" for
// a read, else a fragment of the reason.
func TestRuntimeShapes(t *testing.T) {
	cases := []shapeCase{
		{"prlimit --pid $(pidof sshd)", ""},
		{"prlimit -p $(pgrep -f 'bin/api' | head -1) --nofile", ""},
		{"prlimit --pid 1 $(pgrep x)", ""},
		{"prlimit --pid 0 $(pgrep x)", "not literal"},
		{"prlimit --pid $(pgrep -c x) $(pgrep x)", "not literal"},
		{"prlimit --pid $(wc -l < f) $(pgrep x)", "not literal"},
		{"prlimit $(pgrep x)", "not literal"},
		{"prlimit --pid=1 $(pgrep x)", "not literal"},
		{"prlimit --pid 1 ls", "runs a command"},
		{"prlimit --pid $(pgrep -d, x) $(pgrep x)", "not literal"},
		{"top -b -n 1 -p $(pgrep -f bin/api)", ""},
		{"top -b -n 1 -p $(pgrep -a x)", "not literal"},
		{"top -b -n 1 $(pgrep x)", ""},
		{"top -b -n 1 $(pgrep -l x)", "not literal"},
		{"ionice -c3 du -sh .", ""},
		{"ionice -c 2 -n 7 -t ls", ""},
		{"ionice --class=3 ls", ""},
		{"ionice -p 1", ""},
		{"ionice -c3 -p 1", "sets the I/O class"},
		{"ionice -c3 -P 1 ls", "sets the I/O class"},
		{"ionice -c3 touch f", "`touch`"},
		{"ionice --cl 3 ls", "does not know"},
		{"taskset -c 0,1 ls", ""},
		{"taskset 3 ls", ""},
		{"taskset -p 1", ""},
		{"taskset -c 0 tee f", "`tee`"},
		{"taskset $m ls", "not literal"},
		{"taskset -pc 0 1", "sets scheduling"},
		{"git apply --check x.diff", ""},
		{"git apply --stat --summary -p1 x.diff", ""},
		{"git apply x.diff", "applies the patch"},
		{"git apply -R x.diff", "applies the patch"},
		{"git apply --check --apply x.diff", "applies the patch"},
		{"git apply --check --no-check x.diff", "does not know"},
		{"git apply --stat -3 x.diff", "merges"},
		{"git apply --numstat --reject x.diff", ".rej"},
		{"git branch --contains HEAD main", ""},
		{"git branch --points-at HEAD 'release/*'", ""},
		{"git branch -r main", "creates a branch"},
		{"git branch main HEAD", "creates a branch"},
		{"GIT_OPTIONAL_LOCKS=0 git status", ""},
		{"GIT_OPTIONAL_LOCKS=0 git apply x.diff", "applies"},
		{"GIT_NO_REPLACE_OBJECTS=1 GIT_DIR=x git log", "GIT_DIR"},
	}
	checkShapes(t, cases)
}
