package shell

import (
	"reflect"
	"testing"
)

// TestSpecCopiesKeepInStep checks the refusal lists that specs repeat by
// hand instead of appending at init (which would run in every hook
// process): each must still hold the whole list it copies.
func TestSpecCopiesKeepInStep(t *testing.T) {
	holds := func(all, part []denied) bool {
		for _, p := range part {
			found := false
			for _, a := range all {
				found = found || reflect.DeepEqual(a, p)
			}
			if !found {
				return false
			}
		}
		return true
	}
	for name, c := range map[string]struct{ spec, copied []denied }{
		"kubectl dry run": {specKubectlDryRun.deny, specKubectlVerb.deny},
		"apt-cache":       {specAptCache.deny, aptConfigDeny},
		"apt-mark":        {specAptMark.deny, aptConfigDeny},
		"git blame":       {specGitBlame.deny, specGitLog.deny},
		"istioctl":        {specIstioctl.deny, kubeClientDeny},
		"linkerd":         {specLinkerd.deny, kubeClientDeny},
		"vault":           {specVault.deny, hashiHTTPDeny},
		"consul":          {specConsul.deny, hashiHTTPDeny},
		"nomad":           {specNomad.deny, hashiHTTPDeny},
		// The first eight of rclone's refusals are its global options.
		"rclone lsf":  {specRcloneLsf.deny, specRclone.deny[:8]},
		"rclone tree": {specRcloneTree.deny, specRclone.deny[:8]},
	} {
		if !holds(c.spec, c.copied) {
			t.Errorf("%s: its refusals lack some of the list it copies", name)
		}
	}
}

// gitRevDiffValues lists the revision and diff options of git 2.39 that
// take their value from the next word when none is attached (checked:
// each one followed by --author --output=f wrote f, or refused the next
// word as its value). The specs of log, shortlog, blame and format-patch
// spell it out (an append would run at init in every hook process);
// TestGitValueOptionsKeepInStep holds them to it.
var gitRevDiffValues = []string{"--anchored", "--src-prefix", "--dst-prefix", "--line-prefix",
	"--ignore-matching-lines", "--word-diff-regex", "--rotate-to", "--skip-to", "--max-age", "--min-age",
	"--grep-reflog", "--encoding", "--exclude", "--exclude-hidden", "--glob", "--date", "--decorate-refs",
	"--decorate-refs-exclude", "--since-as-filter", "--diff-merges", "--color-moved-ws", "--diff-algorithm",
	"--diff-filter", "--find-object", "--inter-hunk-context", "--output-indicator-new", "--output-indicator-old",
	"--output-indicator-context", "--stat-count", "--stat-graph-width", "--stat-name-width", "--stat-width",
	"--ws-error-highlight", "--creation-factor"}

// TestGitValueOptionsKeepInStep checks that every spec reading git's
// revision and diff options declares each one that takes a value.
func TestGitValueOptionsKeepInStep(t *testing.T) {
	for name, sp := range map[string]*optSpec{
		"log": &specGitLog, "shortlog": &specGitShortlog, "blame": &specGitBlame, "format-patch": &specGitFormatPatch,
	} {
		for _, o := range gitRevDiffValues {
			found := false
			for _, v := range sp.longValues {
				found = found || v == o
			}
			if !found {
				t.Errorf("git %s: %s is not declared as taking a value", name, o)
			}
		}
	}
}
