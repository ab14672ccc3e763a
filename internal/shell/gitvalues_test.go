package shell

import (
	"testing"
	"testing/fstest"
)

// An option git reads with its value in the next word, read as a switch,
// let the word after it take --output=f as its value (git 2.39 wrote f).
func TestGitOptionValueInNextWordHidesNoOption(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"git log -1 -S --author --output=/tmp/f", "writes a file"},
		{"git log -1 -I --grep --output=/tmp/f", "writes a file"},
		{"git show --src-prefix --author --output=/tmp/f", "writes a file"},
		{"git blame -G --author --output=/tmp/f f", "writes a file"},
		{"git format-patch --stdout -1 -S --author --output=/tmp/f", "writes a file"},
		{"git log -S foo --stat", ""},
		{"git log --src-prefix a/ --dst-prefix b/ -1 -p", ""},
		// shortlog's own -n and --committer are switches.
		{"git shortlog -n --output=/tmp/f HEAD", "writes a file"},
		{"git shortlog --committer --output=/tmp/f HEAD", "writes a file"},
		{"git shortlog -sn HEAD", ""},
		// --no-stdout turns --stdout off, wherever format-patch reads it:
		// it reads its own options in a pass of their own.
		{"git format-patch --stdout --no-stdout -1", "--no-stdout"},
		{"git format-patch --stdout -1 --author --no-stdout a", "--no-stdout"},
	})
}

// kubectl reads _ in a flag's name as - (cliflag.WordSepNormalizeFunc).
func TestKubectlUnderscoreIsDash(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"kubectl delete pod x --dry-run=client --dry_run=none", "_"},
		{"kubectl get pods --cache_dir=/project/x", "_"},
	})
}

// podman exec -it does not check that its input is a terminal: the line's
// input reaches a pager in the container as keys.
func TestPodmanExecTTYTakesNoLineInput(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`printf '!touch /tmp/p\nq' | podman exec -it web less /etc/hosts`, "podman exec -it"},
		{"podman exec -i web cat /etc/hosts", ""},
	})
}

// A tzdata folder without __init__ is a namespace package that zoneinfo
// imports tzdata.zoneinfo from (Python 3.11).
func TestTzdataNamespaceFolderShadows(t *testing.T) {
	fsys := fstest.MapFS{
		"project/nstz/tzdata/zoneinfo/__init__.py": {},
		"project/nstz2/tzdata/zoneinfo.py":         {},
	}
	checkInDirs(t, mapReadDir(fsys), []dirCase{
		{"/project/nstz", `python3 -c 'import zoneinfo; print(zoneinfo.ZoneInfo("Nowhere"))'`, false},
		{"/project/nstz2", `python3 -c 'import zoneinfo; print(zoneinfo.ZoneInfo("Nowhere"))'`, false},
	})
}

// The project's own read-only commands are its files: in a container the
// same words run the container's.
func TestContainerRunsNoProjectCommand(t *testing.T) {
	env := fixtureEnv()
	env.ExtraReadOnly = []string{"make lint"}
	checkShapesIn(t, env, []shapeCase{
		{"make lint", ""},
		{"kubectl exec api-0 -- make lint", "runs tests or builds"},
	})
}
