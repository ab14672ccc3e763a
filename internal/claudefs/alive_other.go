//go:build !unix

package claudefs

// processAlive cannot tell on this system.
func processAlive(pid int) (alive, known bool) { return false, false }
