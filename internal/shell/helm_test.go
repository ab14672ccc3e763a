package shell

import "testing"

// The rendering specs repeat helm's global options by hand (no appends at
// init): they must not drift apart.
func TestHelmSpecsRepeatTheGlobalOptions(t *testing.T) {
	has := func(list []string, s string) bool {
		for _, x := range list {
			if x == s {
				return true
			}
		}
		return false
	}
	for _, sp := range []*optSpec{&specHelmRender, &specHelmRelease, &specHelmSearch} {
		for _, v := range specHelm.longValues {
			if !has(sp.longValues, v) {
				t.Errorf("a helm verb spec lacks global option %s", v)
			}
		}
		for _, v := range specHelm.longSwitches {
			if !has(sp.longSwitches, v) {
				t.Errorf("a helm verb spec lacks global switch %s", v)
			}
		}
	}
	for _, d := range helmElsewhere {
		found := false
		for _, r := range helmRenderDenied {
			found = found || r.opts[0] == d.opts[0]
		}
		if !found {
			t.Errorf("helmRenderDenied lacks %v", d.opts)
		}
	}
}
