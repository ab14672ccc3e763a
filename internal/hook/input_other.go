//go:build !unix

package hook

import (
	"os"
	"time"
)

// pollReader is Unix only; elsewhere stdin is read on a goroutine.
func pollReader(*os.File, time.Duration) (func([]byte) (int, error), bool) { return nil, false }
