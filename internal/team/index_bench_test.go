package team

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// BenchmarkOutsideColdCache is a session outside any team with a cold pid
// cache among left-over folders: the lookup that misses.
func BenchmarkOutsideColdCache(b *testing.B) {
	for _, n := range []int{1, 5000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			s := staleWorld(b, n-1)
			liveTeam(b, s, "")
			const pid = 999999
			getenv := s.getenv(map[string]string{"CLAUDE_PID": strconv.Itoa(pid)})
			in := leaderInput(b, "abababab-outside", "default")
			pidCache := filepath.Join(s.state, "cache", "pid-"+strconv.Itoa(pid))
			r := New(getenv, fakeProc{})
			if c, err := r.Resolve(in); err != nil || c.Role != NoTeam {
				b.Fatalf("%+v %v", c, err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				os.Remove(pidCache)
				r := New(getenv, fakeProc{})
				if c, err := r.Resolve(in); err != nil || c.Role != NoTeam {
					b.Fatalf("%+v %v", c, err)
				}
			}
		})
	}
}
