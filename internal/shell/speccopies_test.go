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
