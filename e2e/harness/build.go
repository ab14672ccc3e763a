package harness

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// Module is the import path of the module under test.
const Module = "github.com/teamctl/teamctl"

// ProjectCommands are the hook and CLI binaries teamctl ships; the suite
// builds those that exist in the checkout.
var ProjectCommands = []string{"leader-guard", "message-guard", "artifact-guard", "team-events", "team-rules", "teamctl"}

// TestCommands are the suite's own hooks, by binary name and package dir.
var TestCommands = map[string]string{
	"loghook": "e2e/loghook",
	"deny":    "e2e/testhooks/deny",
}

// ModuleRoot finds the checkout's root by walking up from the working dir.
func ModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.Contains(b, []byte("module "+Module+"\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod of %s above the working dir", Module)
		}
		dir = parent
	}
}

// BuildAll builds every existing project command and the test commands into
// binDir, concurrently. It returns the paths built and, per name, why a
// build failed; a command absent from the checkout is in neither map.
func BuildAll(root, binDir string) (built map[string]string, failed map[string]error) {
	pkgs := map[string]string{}
	for _, name := range ProjectCommands {
		if goFiles, _ := filepath.Glob(filepath.Join(root, "cmd", name, "*.go")); len(goFiles) > 0 {
			pkgs[name] = "cmd/" + name
		}
	}
	for name, dir := range TestCommands {
		pkgs[name] = dir
	}
	built, failed = map[string]string{}, map[string]error{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for name, dir := range pkgs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := filepath.Join(binDir, name)
			cmd := exec.Command("go", "build", "-o", out, Module+"/"+dir)
			cmd.Dir = root
			msg, err := cmd.CombinedOutput()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failed[name] = fmt.Errorf("go build %s: %v\n%s", dir, err, strings.TrimSpace(string(msg)))
				return
			}
			built[name] = out
		}()
	}
	wg.Wait()
	return built, failed
}
