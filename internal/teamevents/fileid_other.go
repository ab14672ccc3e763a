//go:build !unix

package teamevents

import "io/fs"

// fileID is unknown here; modification time and size still mark a write.
func fileID(fs.FileInfo) string { return "?" }
