package claudefs

import (
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// TaskFileID is the task id a file name in a task list stands for ("7" for
// 7.json), and false for everything else a list folder holds: the .lock
// file, lock dirs, temp files.
func TaskFileID(name string) (string, bool) {
	stem, ok := strings.CutSuffix(name, ".json")
	if !ok || stem == "" || strings.HasPrefix(name, ".") {
		return "", false
	}
	return stem, true
}

// ReadTask reads one task file (listDir/N.json), for readers that follow
// a task list file by file. A file half-written at creation is read once
// more after a short pause, as ReadBoard does; a missing file is an error
// wrapping fs.ErrNotExist.
func ReadTask(path string) (Task, error) {
	doc, err := readJSONRetry(path, safefile.Task, gjson.Result.IsObject)
	if err != nil {
		return Task{}, err
	}
	stem, _ := TaskFileID(filepath.Base(path))
	return parseTask(stem, doc), nil
}
