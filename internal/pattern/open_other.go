//go:build !unix

package pattern

import "os"

func openNonblocking(path string) (*os.File, error) { return os.Open(path) }
