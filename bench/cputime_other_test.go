//go:build !unix

package bench

import "time"

// cpuTime is not measured here: the CPU columns read 0.
func cpuTime() time.Duration { return 0 }
