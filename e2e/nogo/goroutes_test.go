//go:build !windows

package nogo

import (
	"archive/zip"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/teamctl/teamctl/e2e/harness"
)

// The two routes that need Go, as the README gives them: go install of a
// tagged module (served here by a file-based module proxy holding a module
// zip of this checkout as v0.1.0; dependencies come from the module cache),
// and a clone with make build. Each teamctl reports its version and wires
// the hooks with teamctl install --project.
func TestInstallWithGo(t *testing.T) {
	if os.Getenv("TEAMCTL_E2E") != "1" || os.Getenv("TEAMCTL_E2E_GOROUTES") != "1" {
		t.Skip("set TEAMCTL_E2E=1 TEAMCTL_E2E_GOROUTES=1 (make goroutes)")
	}
	root, err := harness.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	w := &world{t: t, root: root, tmp: t.TempDir(), path: os.Getenv("PATH")}
	w.npmEnv = []string{"PATH=" + w.path, "HOME=" + os.Getenv("HOME")}
	files := trackedFiles(t, root)

	t.Run("go install", func(t *testing.T) {
		w.t = t
		proxy := t.TempDir()
		dir := filepath.Join(proxy, "github.com", "teamctl", "teamctl", "@v")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for _, rel := range files {
			b, err := os.ReadFile(filepath.Join(root, rel))
			if err != nil {
				t.Fatal(err)
			}
			fw, err := zw.Create("github.com/teamctl/teamctl@v0.1.0/" + rel)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := fw.Write(b); err != nil {
				t.Fatal(err)
			}
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		for name, data := range map[string][]byte{
			"list":        []byte("v0.1.0\n"),
			"v0.1.0.info": []byte(`{"Version":"v0.1.0","Time":"` + time.Now().UTC().Format(time.RFC3339) + `"}`),
			"v0.1.0.mod":  gomod,
			"v0.1.0.zip":  buf.Bytes(),
		} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		gomodcache, err := exec.Command("go", "env", "GOMODCACHE").Output()
		if err != nil {
			t.Fatal(err)
		}
		gobin := filepath.Join(t.TempDir(), "bin")
		work := t.TempDir()
		// A module cache of its own (the fake v0.1.0 must not land in the
		// real one), filled offline from the real cache's downloads.
		w.run(work, []string{
			"GOBIN=" + gobin, "GOFLAGS=-modcacherw", "GOTOOLCHAIN=local",
			"GOPROXY=file://" + proxy + ",file://" + filepath.Join(strings.TrimSpace(string(gomodcache)), "cache", "download"),
			"GOSUMDB=off", "GOCACHE=" + goEnv(t, "GOCACHE"), "GOMODCACHE=" + filepath.Join(t.TempDir(), "modcache"),
		}, "go", "install", "github.com/teamctl/teamctl/cmd/...@v0.1.0")
		out := w.run(work, nil, filepath.Join(gobin, "teamctl"), "version")
		// Nothing stamped: the module version from the build information.
		if !regexp.MustCompile(`^teamctl v0\.1\.0 \(commit unknown, date unknown, go1\.\S+ ` + runtime.GOOS + "/" + runtime.GOARCH + `\)\n$`).MatchString(out) {
			t.Errorf("teamctl version after go install = %q", out)
		}
		w.checkInstall(filepath.Join(gobin, "teamctl"), gobin, "v0.1.0")
	})

	t.Run("from a clone", func(t *testing.T) {
		w.t = t
		clone := filepath.Join(t.TempDir(), "teamctl")
		copyCheckout(t, root, clone)
		w.run(clone, []string{"GOCACHE=" + goEnv(t, "GOCACHE"), "GOMODCACHE=" + goEnv(t, "GOMODCACHE"), "GOFLAGS=-buildvcs=false"}, "make", "build")
		out := w.run(clone, nil, filepath.Join(clone, "bin", "teamctl"), "version")
		if !strings.HasPrefix(out, "teamctl ") || !strings.Contains(out, runtime.GOOS+"/"+runtime.GOARCH) {
			t.Errorf("bin/teamctl version = %q", out)
		}
		// make build stamps the binaries as a release would, with the
		// plugin's version (the commit is unknown: no .git, -buildvcs=false).
		w.checkInstall(filepath.Join(clone, "bin", "teamctl"), filepath.Join(clone, "bin"), pluginVersion(t, clone))
	})
}

func goEnv(t *testing.T, key string) string {
	t.Helper()
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

// trackedFiles lists the files a module zip of this checkout holds: the
// tracked ones, without folders that are modules of their own.
func trackedFiles(t *testing.T, root string) []string {
	t.Helper()
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Split(strings.TrimRight(string(out), "\x00"), "\x00")
	var nested []string
	for _, rel := range all {
		if filepath.Base(rel) == "go.mod" && rel != "go.mod" {
			nested = append(nested, filepath.Dir(rel)+"/")
		}
	}
	var files []string
	for _, rel := range all {
		if slices.ContainsFunc(nested, func(d string) bool { return strings.HasPrefix(rel, d) }) {
			continue
		}
		if st, err := os.Stat(filepath.Join(root, rel)); err == nil && st.Mode().IsRegular() {
			files = append(files, rel)
		}
	}
	return files
}

// pluginVersion is the version .claude-plugin/plugin.json declares, which
// make build stamps into the binaries.
func pluginVersion(t *testing.T, root string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, ".claude-plugin", "plugin.json"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`"version":\s*"([^"]+)"`).FindSubmatch(data)
	if m == nil {
		t.Fatal("no version in .claude-plugin/plugin.json")
	}
	return string(m[1])
}
