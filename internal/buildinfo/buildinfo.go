// Package buildinfo says which teamctl a binary is: the version, commit and
// date a release build stamps in with -ldflags, else what the Go toolchain
// recorded (go install of a tagged module, or a build in a git checkout).
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Stamped by release builds (make release) with
//
//	-ldflags "-X github.com/teamctl/teamctl/internal/buildinfo.version=1.2.3
//	          -X github.com/teamctl/teamctl/internal/buildinfo.commit=<sha>
//	          -X github.com/teamctl/teamctl/internal/buildinfo.date=<RFC 3339>"
//
// They are only ever set by the linker, never written at run time.
var (
	version string
	commit  string
	date    string
)

// Info describes one binary.
type Info struct {
	Version string // "1.2.3", "v1.2.3" from go install, or "dev"
	Commit  string // full commit hash, "" when unknown
	Date    string // build or commit time (RFC 3339), "" when unknown
	Dirty   bool   // built from a work tree with uncommitted changes
	Go      string // the Go release that built it, e.g. go1.26.0
	OS      string
	Arch    string
}

// Get returns the stamped values, completed from the build information
// the Go toolchain embeds.
func Get() Info {
	bi, _ := debug.ReadBuildInfo()
	return get(version, commit, date, bi)
}

func get(version, commit, date string, bi *debug.BuildInfo) Info {
	in := Info{Version: version, Commit: commit, Date: date, Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH}
	if bi != nil {
		if bi.GoVersion != "" {
			in.Go = bi.GoVersion
		}
		if in.Version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			in.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				if in.Commit == "" {
					in.Commit = s.Value
				}
			case "vcs.time":
				if in.Date == "" {
					in.Date = s.Value
				}
			case "vcs.modified":
				in.Dirty = in.Dirty || (s.Value == "true" && commit == "")
			}
		}
	}
	if in.Version == "" {
		in.Version = "dev"
	}
	return in
}

// Line is the one-line answer of `NAME --version` and `teamctl version`:
//
//	teamctl 1.2.3 (commit 0123abcd4567, 2026-11-23T20:00:00Z, go1.26.0 linux/amd64)
func (in Info) Line(name string) string {
	c := in.Commit
	if c == "" {
		c = "unknown"
	} else if len(c) > 12 {
		c = c[:12]
	}
	if in.Dirty {
		c += "-dirty"
	}
	d := in.Date
	if d == "" {
		d = "date unknown"
	}
	return fmt.Sprintf("%s %s (commit %s, %s, %s %s/%s)", name, strings.TrimSpace(in.Version), c, d, in.Go, in.OS, in.Arch)
}
