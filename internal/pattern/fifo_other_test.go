//go:build !unix

package pattern

import "errors"

func mkfifo(string) error { return errors.New("no FIFOs") }
