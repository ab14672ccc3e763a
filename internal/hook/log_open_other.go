//go:build !unix

package hook

import "os"

// logFile is the decision log opened for appending.
type logFile struct{ f *os.File }

func openLog(path string) (logFile, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	return logFile{f}, err
}

func (l logFile) regularSize() (int64, bool) {
	st, err := l.f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return 0, false
	}
	return st.Size(), true
}

func (l logFile) write(line []byte) { _, _ = l.f.Write(line) }

func (l logFile) close() { _ = l.f.Close() }
