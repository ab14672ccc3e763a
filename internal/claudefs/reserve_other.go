//go:build !linux

package claudefs

import "os"

// reserve is a no-op where fallocate is not available; a short write is
// undone by restore.
func reserve(*os.File, int64) error { return nil }
