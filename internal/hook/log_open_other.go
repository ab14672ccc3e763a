//go:build !unix

package hook

import "os"

// openLog opens the decision log for appending.
func openLog(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
}
