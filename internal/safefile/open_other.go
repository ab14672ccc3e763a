//go:build !unix

package safefile

import "os"

// openNonblocking opens path for reading; systems without O_NONBLOCK have
// no FIFOs in the file system to block on.
func openNonblocking(path string) (*os.File, error) { return os.Open(path) }

func isLoop(error) bool { return false }
