//go:build !unix

package claudefs

import "io/fs"

// FileID is unknown here: callers fall back to what mtime and size say.
func FileID(fs.FileInfo) (dev, ino uint64, ok bool) { return 0, 0, false }
