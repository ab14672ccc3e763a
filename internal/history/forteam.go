package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// DefaultCap is the entries a history keeps when no pattern says otherwise
// (both built-in patterns keep 40).
const DefaultCap = 40

// ForTeamWithin is ForTeam over the newest window entries only (all of
// them when window < 1).
func ForTeamWithin(h History, team string, window int) (entry Entry, index int, ok bool) {
	if window > 0 && len(h) > window {
		h = h[:window]
	}
	return ForTeam(h, team)
}

// FindForTeam is ForTeamWithin on the history file at path, for the hooks:
// it reads the file from its newest end and only as far as the window, and
// looks at each entry's team link alone until it knows which entry is the
// team's, decoding only that one. A history imported from elsewhere may hold
// 100,000 entries, but `history add` keeps a pattern's cap of them, so a
// team's entry is among the newest cap: the cost of a hook call stays that
// of the window, whatever the file's size. Damage inside the window is
// reported as Load reports it (the file is then read in full, once, to say
// where); damage further back is the CLI's to report. A missing file is
// fs.ErrNotExist.
func FindForTeam(path, team string, window int) (entry Entry, index int, ok bool, err error) {
	if window < 1 {
		window = DefaultCap
	}
	f, err := safefile.Open(path, safefile.History)
	if err != nil {
		return Entry{}, 0, false, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return Entry{}, 0, false, err
	}
	if fi.Size() > safefile.History.Max() {
		return Entry{}, 0, false, &safefile.SizeError{Path: path, Kind: safefile.History, Size: fi.Size()}
	}
	raws, err := newestRaw(f, fi.Size(), window)
	if err != nil {
		// Damaged near the newest end: say where, as every reader does.
		h, _, perr := Load(path)
		if perr != nil {
			return Entry{}, 0, false, perr
		}
		e, i, ok := ForTeamWithin(h, team, window)
		return e, i, ok, nil
	}
	unlinked := -1
	for i, raw := range raws {
		link, isString := teamLink(raw)
		if !isString {
			unlinked = -2 // a link of the wrong type: let the full read say so
			break
		}
		if team != "" && link == team {
			return decodePicked(path, raws, i, team, window)
		}
		if link == "" && unlinked == -1 {
			unlinked = i
		}
	}
	switch unlinked {
	case -1:
		return Entry{}, 0, false, nil
	case -2:
		h, _, err := Load(path)
		if err != nil {
			return Entry{}, 0, false, err
		}
		e, i, ok := ForTeamWithin(h, team, window)
		return e, i, ok, nil
	}
	return decodePicked(path, raws, unlinked, team, window)
}

// decodePicked decodes the entry the scan picked; a field of the wrong type
// is reported by a full read, with its position.
func decodePicked(path string, raws []json.RawMessage, i int, team string, window int) (Entry, int, bool, error) {
	e, ferr := decodeEntry(raws[i])
	if ferr == nil {
		return e, i + 1, true, nil
	}
	h, _, err := Load(path)
	if err != nil {
		return Entry{}, 0, false, err
	}
	e, index, ok := ForTeamWithin(h, team, window)
	return e, index, ok, nil
}

// teamLink is an entry's "team" value without decoding the rest: the last
// "team" key wins, as in decodeEntry. isString is false for a link of
// another type than a string (null reads as none).
func teamLink(raw json.RawMessage) (link string, isString bool) {
	isString = true
	gjson.ParseBytes(raw).ForEach(func(k, v gjson.Result) bool {
		if jsonString(k.Raw) != "team" {
			return true
		}
		switch v.Type {
		case gjson.String:
			link, isString = jsonString(v.Raw), true
		case gjson.Null:
			link, isString = "", true
		default:
			link, isString = "", false
		}
		return true
	})
	return link, isString
}

// errDamaged stops a windowed read at damage; the caller reads the file in
// full to report it.
var errDamaged = errors.New("damaged theme history")

// newestRaw returns the newest n entries of the file, newest first, as raw
// JSON, reading only what they take: the head of an array or of the old
// {"history": [...]} object, the tail of JSON Lines.
func newestRaw(f *os.File, size int64, n int) ([]json.RawMessage, error) {
	head := make([]byte, min(size, 32<<10))
	if _, err := io.ReadFull(f, head); err != nil {
		return nil, err
	}
	start := bomLen(head)
	i := skipSpace(head, start)
	switch {
	case i == len(head) && int64(len(head)) == size:
		return nil, nil // empty or blank: no entries
	case i == len(head):
		return nil, errDamaged // 32 KB of blanks: let the full read decide
	case head[i] == '[' || head[i] == '{' && looksLikeObject(head, i):
		return documentHead(f, head, size, i, n)
	}
	return jsonlTail(f, size, n)
}

// documentHead returns the first n elements of the array that starts at
// data[i], or of the "history" array of the object there, reading more of
// the file as they need. Only the elements' bounds are found here and their
// JSON checked (gjson's validator, several times faster than
// encoding/json's); each is decoded later only if it is picked.
func documentHead(f *os.File, data []byte, size int64, i, n int) ([]json.RawMessage, error) {
	for {
		out, complete, err := headElements(data, i, n)
		if err != nil || complete || int64(len(data)) == size {
			if err == nil && !complete {
				err = errDamaged // the file ends inside the document
			}
			return out, err
		}
		more := make([]byte, min(size-int64(len(data)), int64(len(data))))
		if _, err := io.ReadFull(f, more); err != nil {
			return nil, err
		}
		data = append(data, more...)
	}
}

// headElements parses data[i:] as far as the first n elements. complete is
// false when data ends first; err is errDamaged at anything but JSON of the
// expected shape.
func headElements(data []byte, i, n int) (out []json.RawMessage, complete bool, err error) {
	if data[i] == '{' {
		i = skipSpace(data, i+1)
		for {
			if i == len(data) {
				return nil, false, nil
			}
			if data[i] != '"' {
				return nil, false, errDamaged // no "history" key, or not an object
			}
			end, ok := valueEnd(data, i)
			if !ok {
				return nil, false, nil
			}
			key := data[i:end]
			i = skipSpace(data, end)
			if i == len(data) {
				return nil, false, nil
			}
			if data[i] != ':' {
				return nil, false, errDamaged
			}
			i = skipSpace(data, i+1)
			if i == len(data) {
				return nil, false, nil
			}
			if unquote(key) == "history" {
				if data[i] != '[' {
					return nil, false, errDamaged
				}
				break
			}
			if end, ok = valueEnd(data, i); !ok {
				return nil, false, nil
			}
			i = skipSpace(data, end)
			if i == len(data) {
				return nil, false, nil
			}
			if data[i] != ',' {
				return nil, false, errDamaged
			}
			i = skipSpace(data, i+1)
		}
	}
	// data[i] is the array's '['.
	i = skipSpace(data, i+1)
	for len(out) < n {
		if i == len(data) {
			return out, false, nil
		}
		if data[i] == ']' {
			return out, true, nil
		}
		end, ok := valueEnd(data, i)
		if !ok {
			return out, false, nil
		}
		raw := data[i:end]
		if !gjson.ValidBytes(raw) {
			return nil, false, errDamaged
		}
		out = append(out, json.RawMessage(raw))
		i = skipSpace(data, end)
		if i == len(data) {
			return out, false, nil
		}
		switch data[i] {
		case ',':
			i = skipSpace(data, i+1)
		case ']':
		default:
			return nil, false, errDamaged
		}
	}
	return out, true, nil
}

// valueEnd finds where the JSON value starting at data[i] ends, by its
// brackets and strings alone; ok is false when data ends first. What it
// spans is checked by the caller.
func valueEnd(data []byte, i int) (end int, ok bool) {
	depth := 0
	for j := i; j < len(data); j++ {
		switch data[j] {
		case '"':
			j++
			for j < len(data) && data[j] != '"' {
				if data[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(data) {
				return 0, false
			}
			if depth == 0 {
				return j + 1, true
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return j, true // a scalar ends at its container's end
			}
			depth--
			if depth == 0 {
				return j + 1, true
			}
		case ',', ' ', '\t', '\r', '\n':
			if depth == 0 {
				return j, true
			}
		}
	}
	return 0, false
}

// jsonlTail reads JSON Lines backwards from the end of the file until it
// holds n entries (or the whole file), newest first.
func jsonlTail(f *os.File, size int64, n int) ([]json.RawMessage, error) {
	var out []json.RawMessage
	var carry []byte // a line cut by the chunk boundary, read so far
	pos := size
	chunk := int64(16 << 10)
	for pos > 0 && len(out) < n {
		step := min(chunk, pos)
		pos -= step
		buf := make([]byte, step, step+int64(len(carry)))
		if _, err := f.ReadAt(buf, pos); err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		buf = append(buf, carry...)
		// Every line but the first is whole; the first is whole only at
		// the start of the file.
		first := 0
		if pos > 0 {
			nl := bytes.IndexByte(buf, '\n')
			if nl < 0 {
				carry = buf
				chunk *= 2
				continue
			}
			first = nl + 1
		}
		lines := bytes.Split(buf[first:], []byte("\n"))
		for j := len(lines) - 1; j >= 0 && len(out) < n; j-- {
			line := lines[j]
			if j == 0 && pos == 0 {
				line = line[bomLen(line):]
			}
			line = bytes.Trim(line, " \t\r\n")
			if len(line) == 0 {
				continue
			}
			if !json.Valid(line) {
				return nil, errDamaged
			}
			out = append(out, json.RawMessage(line))
		}
		carry = buf[:first]
	}
	return out, nil
}
