package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// Format is one of the history file layouts the guide used over time.
type Format int

const (
	// FormatArray is a bare JSON array, newest first: what teamctl writes.
	FormatArray Format = iota
	// FormatObject is the oldest layout, {"history": [...]}, newest first.
	FormatObject
	// FormatJSONL is one entry per line, appended at the tail: newest last.
	FormatJSONL
)

// Formats lists every format, for help texts and completion.
func Formats() []Format { return []Format{FormatArray, FormatObject, FormatJSONL} }

func (f Format) String() string {
	switch f {
	case FormatArray:
		return "array"
	case FormatObject:
		return "object"
	case FormatJSONL:
		return "jsonl"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ParseFormat reads a format name as String writes it.
func ParseFormat(name string) (Format, error) {
	for _, f := range Formats() {
		if strings.EqualFold(name, f.String()) {
			return f, nil
		}
	}
	return 0, fmt.Errorf("unknown history format %q (known formats: array, object, jsonl)", name)
}

// CorruptError says where a history file broke. Salvageable counts the
// entries Repair would keep.
type CorruptError struct {
	Path        string
	Line, Col   int // 1-based; Col counts characters
	Offset      int // bytes from the start of the file
	Reason      string
	Salvageable int
}

func (e *CorruptError) Error() string {
	where := "history"
	if e.Path != "" {
		where = e.Path
	}
	entries := "entries"
	if e.Salvageable == 1 {
		entries = "entry"
	}
	return fmt.Sprintf("%s:%d:%d: corrupt theme history: %s (%d valid %s can be salvaged)",
		where, e.Line, e.Col, e.Reason, e.Salvageable, entries)
}

// Parse reads a history in any format, returning it newest first. Empty or
// blank input is an empty history. A damaged input is a *CorruptError, never
// a silently empty history.
func Parse(data []byte) (History, Format, error) {
	p := parse(data)
	if p.corrupt != nil {
		return nil, p.format, p.corrupt
	}
	return p.entries, p.format, nil
}

// parsed is a full read: the entries that could be decoded and the first
// problem found, if any.
type parsed struct {
	entries History
	format  Format
	corrupt *CorruptError
	// dropped counts damaged entries or lines skipped, plus one for each
	// stretch of a torn remainder that held something other than entries.
	dropped int
	// readTo is where the last good entry ended; what follows a syntax
	// break from there on is the torn remainder.
	readTo int
	// torn is set once the document's syntax broke (or data followed it):
	// the entries from tornAt on are only found by salvage.
	torn   bool
	tornAt int
	// salvageWork counts the bytes salvage's attempts read.
	salvageWork int
}

func parse(data []byte) *parsed {
	start := bomLen(data)
	i := skipSpace(data, start)
	var p *parsed
	switch {
	case i == len(data):
		p = &parsed{format: FormatArray}
	case data[i] == '[':
		p = &parsed{format: FormatArray}
		walkArrayDocument(data, i, p.visitAll(), p)
	case data[i] == '{' && looksLikeObject(data, i):
		p = &parsed{format: FormatObject}
		walkObjectDocument(data, i, p.visitAll(), p)
	default:
		p = &parsed{format: FormatJSONL}
		parseJSONL(data, start, p)
	}
	if p.torn {
		p.salvage(data)
	}
	if p.entries == nil {
		p.entries = History{}
	}
	if p.corrupt != nil {
		p.corrupt.Salvageable = len(p.entries)
	}
	return p
}

func (p *parsed) visitAll() func(Entry) bool {
	return func(e Entry) bool {
		p.entries = append(p.entries, e)
		return true
	}
}

// fail records a problem at offset; only the first is reported.
func (p *parsed) fail(data []byte, offset int, reason string) {
	p.dropped++
	p.report(data, offset, reason)
}

func (p *parsed) report(data []byte, offset int, reason string) {
	if p.corrupt != nil {
		return
	}
	line, col := position(data, offset)
	p.corrupt = &CorruptError{Line: line, Col: col, Offset: offset, Reason: reason}
}

// failSyntax records the first syntax error of the JSON document starting at
// docStart. The streaming decoder's own offsets are not reliable across
// Token calls, so the whole document is rescanned, which only happens once
// the file is known to be broken.
func (p *parsed) failSyntax(data []byte, docStart int, decodeErr error) {
	if p.readTo < docStart {
		p.readTo = docStart
	}
	p.tear(p.readTo)
	var raw json.RawMessage
	err := json.Unmarshal(data[docStart:], &raw)
	var syn *json.SyntaxError
	switch {
	case errors.As(err, &syn) && int(syn.Offset) >= len(data)-docStart && strings.Contains(syn.Error(), "unexpected end"):
		p.report(data, len(data), "the file ends in the middle of the history (was it cut short while being written?)")
	case errors.As(err, &syn):
		p.report(data, docStart+int(syn.Offset)-1, syn.Error())
	default:
		p.report(data, len(data), fmt.Sprintf("cannot read the history: %v", decodeErr))
	}
}

// tear marks the document broken from offset on: what follows is read by
// salvage, not by the walk.
func (p *parsed) tear(offset int) {
	if !p.torn {
		p.torn, p.tornAt = true, offset
	}
}

// salvage reads on past a syntax break: every complete object in the torn
// remainder that decodes as an entry is kept, in file order, so one broken
// entry does not take the older entries after it along (their works would
// become allowed again). Objects that are not entries (a member or the
// aliases of the broken entry, an object of something else) are skipped;
// each stretch of the remainder between salvaged entries that held
// anything but separators counts as one dropped entry.
//
// Each attempt decodes from one '{'. Real damage (a torn tail, a lost
// quote or comma) makes an attempt fail within the broken entry, but a
// crafted file (thousands of unclosed objects) would make every attempt
// read to the end; the bytes failed attempts read are capped at a few
// times the file's size, so a hook reading such a file stays linear, and
// what is past the cap counts as dropped.
func (p *parsed) salvage(data []byte) {
	budget := salvageBudget(len(data))
	gapStart := p.tornAt
	closeGap := func(end int) {
		if hasContent(data[gapStart:end]) {
			p.dropped++
		}
	}
	for i := p.tornAt; i < len(data) && p.salvageWork < budget; {
		j := bytes.IndexByte(data[i:], '{')
		if j < 0 {
			break
		}
		start := i + j
		raw, n, read := objectAt(data, start)
		p.salvageWork += read
		if raw == nil {
			i = start + 1
			continue
		}
		e, ferr := decodeEntry(raw)
		if ferr != nil || !looksLikeEntry(e) {
			// Not an entry: its bytes stay part of the gap; what is
			// inside it (a member's object) is no entry either.
			i = start + n
			continue
		}
		closeGap(start)
		p.entries = append(p.entries, e)
		i = start + n
		gapStart = i
	}
	closeGap(len(data))
}

// salvageBudget is how many bytes salvage's attempts may read in a file of
// size bytes.
func salvageBudget(size int) int { return 4*size + 64<<10 }

// objectAt decodes the JSON object starting at data[start], returning its
// bytes and length, or nil; read is how far the attempt got.
func objectAt(data []byte, start int) (raw json.RawMessage, n, read int) {
	dec := json.NewDecoder(bytes.NewReader(data[start:]))
	if err := dec.Decode(&raw); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return nil, 0, int(syn.Offset)
		}
		return nil, 0, len(data) - start
	}
	n = int(dec.InputOffset())
	return raw, n, n
}

// looksLikeEntry tells a salvaged entry from another object that decodes
// (every key of a member or an aliases map would be kept as unknown).
func looksLikeEntry(e Entry) bool {
	return normKey(e.Theme) != "" || len(e.Names()) > 0
}

// hasContent reports whether a stretch of a torn array holds more than
// whitespace and the punctuation between entries.
func hasContent(b []byte) bool {
	for _, c := range b {
		switch c {
		case ' ', '\t', '\r', '\n', ',', '[', ']', '}':
		default:
			return true
		}
	}
	return false
}

// failEntry records an entry whose JSON is fine but whose fields are not.
func (p *parsed) failEntry(data []byte, entryStart int, label string, ferr *fieldError) {
	offset := entryStart + ferr.Offset
	reason := ferr.Reason
	if label != "" {
		reason = label + ": " + reason
	}
	p.fail(data, offset, reason)
}

// objectStart matches a first line `{` or `{ "history": ...`: the old
// pretty-printed layout. Hand-written because hooks import this package and
// a package-level regexp is compiled at every hook start.
func objectStart(line []byte) bool {
	rest, ok := bytes.CutPrefix(line, []byte("{"))
	if !ok {
		return false
	}
	rest = bytes.TrimLeft(rest, " \t\r\n")
	if len(rest) == 0 {
		return true
	}
	rest, ok = bytes.CutPrefix(rest, []byte(`"history"`))
	if !ok {
		return false
	}
	rest = bytes.TrimLeft(rest, " \t\r\n")
	return len(rest) > 0 && rest[0] == ':'
}

// looksLikeObject tells the oldest {"history": [...]} layout from JSONL,
// whose lines are objects too: a first value with "history" and none of an
// entry's keys, or an empty object alone, is the old layout; with none of
// those keys the first line decides (the old layout was pretty-printed).
func looksLikeObject(data []byte, i int) bool {
	keys, end, complete := objectKeys(data, i)
	history := false
	for _, k := range keys {
		switch k {
		case "theme", "characters", "pattern", "members":
			return false
		case "history":
			history = true
		}
	}
	if history {
		return true
	}
	if complete && len(keys) == 0 {
		return skipSpace(data, end) == len(data)
	}
	line, _, _ := bytes.Cut(data[i:], []byte("\n"))
	return objectStart(bytes.TrimSpace(line))
}

// objectKeys lists the top-level keys of the object starting at data[i],
// and where it ends, skipping values without decoding them so that telling
// formats apart costs one quick pass over a large file. complete is false
// when the object is cut short.
func objectKeys(data []byte, i int) (keys []string, end int, complete bool) {
	depth := 0
	expectKey := false
	for j := i; j < len(data); j++ {
		switch c := data[j]; c {
		case '"':
			k := j + 1
			for k < len(data) && data[k] != '"' {
				if data[k] == '\\' {
					k++
				}
				k++
			}
			if k >= len(data) {
				return keys, 0, false
			}
			if depth == 1 && expectKey {
				keys = append(keys, unquote(data[j:k+1]))
				expectKey = false
			}
			j = k
		case '{', '[':
			depth++
			expectKey = depth == 1
		case '}', ']':
			depth--
			if depth <= 0 {
				return keys, j + 1, true
			}
		case ',':
			expectKey = depth == 1
		}
	}
	return keys, 0, false
}

func unquote(quoted []byte) string {
	var s string
	if err := json.Unmarshal(quoted, &s); err != nil {
		return string(quoted)
	}
	return s
}

// walkArrayDocument walks a top-level array of entries starting at data[i],
// calling visit for each good entry until it returns false.
func walkArrayDocument(data []byte, i int, visit func(Entry) bool, p *parsed) {
	dec := json.NewDecoder(bytes.NewReader(data[i:]))
	if _, err := dec.Token(); err != nil {
		p.failSyntax(data, i, err)
		return
	}
	if !walkElements(dec, data, i, i, visit, p) {
		return
	}
	checkTrailing(dec, data, i, "array", p)
}

// walkObjectDocument walks {"history": [...]} starting at data[i].
func walkObjectDocument(data []byte, i int, visit func(Entry) bool, p *parsed) {
	dec := json.NewDecoder(bytes.NewReader(data[i:]))
	if _, err := dec.Token(); err != nil {
		p.failSyntax(data, i, err)
		return
	}
	found, otherKeys := false, 0
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			p.failSyntax(data, i, err)
			return
		}
		if key == "history" && !found {
			found = true
			before := i + int(dec.InputOffset())
			tok, err := dec.Token()
			if err != nil {
				p.failSyntax(data, i, err)
				return
			}
			if tok != json.Delim('[') {
				valueStart := skipSpace(data, before)
				if valueStart < len(data) && data[valueStart] == ':' {
					valueStart = skipSpace(data, valueStart+1)
				}
				p.fail(data, valueStart, fmt.Sprintf(`"history" must be an array, got %s`, kindOf(data[valueStart:])))
				return
			}
			if !walkElements(dec, data, i, i, visit, p) {
				return
			}
			continue
		}
		otherKeys++
		var skipped json.RawMessage
		if err := dec.Decode(&skipped); err != nil {
			p.failSyntax(data, i, err)
			return
		}
	}
	if _, err := dec.Token(); err != nil {
		p.failSyntax(data, i, err)
		return
	}
	if !found && otherKeys > 0 {
		p.report(data, i, `an object without a "history" array is not a theme history`)
		return
	}
	checkTrailing(dec, data, i, "history object", p)
}

// walkElements reads array elements after the opening bracket up to and
// including the closing one. It returns false when it stopped early: at a
// syntax break, or because visit asked to.
func walkElements(dec *json.Decoder, data []byte, base, docStart int, visit func(Entry) bool, p *parsed) bool {
	n := 0
	for dec.More() {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			p.failSyntax(data, docStart, err)
			return false
		}
		n++
		p.readTo = base + int(dec.InputOffset())
		start := p.readTo - len(raw)
		e, ferr := decodeEntry(raw)
		if ferr != nil {
			p.failEntry(data, start, fmt.Sprintf("entry %d", n), ferr)
			continue
		}
		if !visit(e) {
			return false
		}
	}
	if _, err := dec.Token(); err != nil {
		p.failSyntax(data, docStart, err)
		return false
	}
	return true
}

func checkTrailing(dec *json.Decoder, data []byte, base int, what string, p *parsed) {
	rest := skipSpace(data, base+int(dec.InputOffset()))
	if rest == len(data) {
		return
	}
	p.tear(rest)
	p.report(data, rest, "unexpected data after the "+what)
}

// parseJSONL reads one entry per line; damaged lines are skipped and
// counted, so Repair keeps every good line. Lines are newest last.
func parseJSONL(data []byte, start int, p *parsed) {
	lineStart := start
	for lineStart < len(data) {
		end := bytes.IndexByte(data[lineStart:], '\n')
		next := len(data)
		if end >= 0 {
			end += lineStart
			next = end + 1
		} else {
			end = len(data)
		}
		parseJSONLLine(data, lineStart, end, p)
		lineStart = next
	}
	reverse(p.entries)
}

func parseJSONLLine(data []byte, lineStart, end int, p *parsed) {
	i := skipSpace(data[:end], lineStart)
	line := bytes.TrimRight(data[i:end], " \t\r")
	if len(line) == 0 {
		return
	}
	var raw json.RawMessage
	if err := json.Unmarshal(line, &raw); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) && strings.Contains(syn.Error(), "unexpected end") {
			p.fail(data, i+len(line), "the line ends in the middle of an entry (was it cut short while being written?)")
		} else if errors.As(err, &syn) {
			p.fail(data, i+int(syn.Offset)-1, syn.Error())
		} else {
			p.fail(data, i, err.Error())
		}
		return
	}
	e, ferr := decodeEntry(line)
	if ferr != nil {
		p.failEntry(data, i, "", ferr)
		return
	}
	p.entries = append(p.entries, e)
}

// position turns a byte offset into a 1-based line and character column.
func position(data []byte, offset int) (line, col int) {
	if offset > len(data) {
		offset = len(data)
	}
	line = 1 + bytes.Count(data[:offset], []byte("\n"))
	lineStart := bytes.LastIndexByte(data[:offset], '\n') + 1
	if lineStart == 0 {
		lineStart = bomLen(data)
		if offset < lineStart {
			offset = lineStart
		}
	}
	return line, 1 + utf8.RuneCount(data[lineStart:offset])
}

func bomLen(data []byte) int {
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		return 3
	}
	return 0
}

func skipSpace(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\r', '\n':
			i++
		default:
			return i
		}
	}
	return i
}

func reverse(h History) {
	for i, j := 0, len(h)-1; i < j; i, j = i+1, j-1 {
		h[i], h[j] = h[j], h[i]
	}
}
