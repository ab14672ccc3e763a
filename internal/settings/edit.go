package settings

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The editing rule that makes uninstall give back the original bytes:
// install only ever appends, as ",<lead><member>" right after a container's
// last member (lead being the whitespace in front of that member), and
// sjson.Delete of that member removes exactly that text again. Everything
// install writes outside such an append is an empty container it filled,
// and the Receipt keeps that container's original text.
//
// Appends are splices at a position gjson found, not sjson.Set: sjson puts
// a new key after the whitespace before "}" ({"a": 1\n,"k":v}) and drops
// the file's final newline. Deleting the first of several array elements
// is a splice too: sjson leaves a blank line there.

// style is how a file lays out its JSON, copied for what teamctl inserts.
type style struct {
	nl    string // line break of multi-line containers; "" when the file is one line
	unit  string // one level of indentation
	colon string // what stands between a key and its value
}

// detectStyle reads the layout off the top-level object: the whitespace in
// front of its first member gives the line break and indentation unit, the
// bytes between that member's key and value give the colon. An object
// without members gets JSON.stringify's two-space layout, which Claude Code
// itself writes.
func detectStyle(data []byte, top gjson.Result) style {
	s := style{nl: "\n", unit: "  ", colon: ": "}
	found := false
	top.ForEach(func(key, value gjson.Result) bool {
		found = true
		lead := leadBefore(data, key.Index)
		if i := strings.LastIndexByte(lead, '\n'); i >= 0 {
			s.nl = "\n"
			if strings.Contains(lead, "\r\n") {
				s.nl = "\r\n"
			}
			s.unit = lead[i+1:]
		} else {
			s.nl = ""
		}
		s.colon = string(data[key.Index+len(key.Raw) : value.Index])
		return false
	})
	if !found {
		return style{nl: "\n", unit: "  ", colon: ": "}
	}
	return s
}

// leadBefore returns the whitespace right in front of position i.
func leadBefore(data []byte, i int) string {
	j := i
	for j > 0 && isSpace(data[j-1]) {
		j--
	}
	return string(data[j:i])
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// lineIndent returns the indentation of the line that holds position i.
func lineIndent(data []byte, i int) string {
	start := bytes.LastIndexByte(data[:i], '\n') + 1
	end := start
	for end < len(data) && (data[end] == ' ' || data[end] == '\t') {
		end++
	}
	return string(data[start:end])
}

// A value to insert: string, int, []any (array) or object.
type object []field

type field struct {
	key   string
	value any
}

// layout says how to print one inserted value: multi-line (nl set) with
// the closing bracket at indent, or on one line.
type layout struct {
	nl, unit, colon, indent string
}

func (l layout) comma() string {
	if l.nl == "" && strings.HasSuffix(l.colon, " ") {
		return ", "
	}
	return ","
}

func (l layout) format(v any) string {
	var b strings.Builder
	l.write(&b, v, l.indent)
	return b.String()
}

func (l layout) write(b *strings.Builder, v any, indent string) {
	switch v := v.(type) {
	case string:
		b.WriteString(quote(v))
	case int:
		b.WriteString(strconv.Itoa(v))
	case []any:
		if len(v) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteByte('[')
		for i, item := range v {
			l.open(b, i, indent)
			l.write(b, item, indent+l.unit)
		}
		l.close(b, indent)
		b.WriteByte(']')
	case object:
		if len(v) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteByte('{')
		for i, f := range v {
			l.open(b, i, indent)
			b.WriteString(quote(f.key))
			b.WriteString(l.colon)
			l.write(b, f.value, indent+l.unit)
		}
		l.close(b, indent)
		b.WriteByte('}')
	default:
		panic(fmt.Sprintf("settings: cannot format %T", v))
	}
}

func (l layout) open(b *strings.Builder, i int, indent string) {
	if i > 0 {
		b.WriteString(l.comma())
	}
	if l.nl != "" {
		b.WriteString(l.nl)
		b.WriteString(indent + l.unit)
	}
}

func (l layout) close(b *strings.Builder, indent string) {
	if l.nl != "" {
		b.WriteString(l.nl)
		b.WriteString(indent)
	}
}

// quote writes s as a JSON string without the HTML escaping json.Marshal
// does, so a command with & or < reads as typed.
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// pathOf joins keys and indexes into a gjson/sjson path, escaping every
// character the path syntax could read as an operator.
func pathOf(parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte('.')
		}
		for j := 0; j < len(p); j++ {
			c := p[j]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80) {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

// editor applies one run of edits to a document. Every edit starts from a
// fresh gjson lookup, so paths stay valid however earlier edits moved bytes.
type editor struct {
	doc   []byte
	style style
	rec   *Receipt
	synth bool // doc was made up for a blank file; the Receipt keeps that file instead
}

func (e *editor) top() gjson.Result {
	r, _ := topLevel(e.doc)
	return r
}

// get looks path up; "" is the top-level object.
func (e *editor) get(path string) gjson.Result {
	if path == "" {
		return e.top()
	}
	return gjson.GetBytes(e.doc, path)
}

func (e *editor) splice(start, end int, text string) {
	doc := make([]byte, 0, len(e.doc)-(end-start)+len(text))
	doc = append(doc, e.doc[:start]...)
	doc = append(doc, text...)
	doc = append(doc, e.doc[end:]...)
	e.doc = doc
}

// appendMember adds key: value as the last member of the object at path.
func (e *editor) appendMember(path, key string, value any) {
	e.appendItem(path, &key, value)
}

// appendElem adds value as the last element of the array at path.
func (e *editor) appendElem(path string, value any) {
	e.appendItem(path, nil, value)
}

func (e *editor) appendItem(path string, key *string, value any) {
	c := e.get(path)
	lastStart, lastEnd := -1, -1
	c.ForEach(func(k, v gjson.Result) bool {
		if key != nil {
			lastStart = k.Index
		} else {
			lastStart = v.Index
		}
		lastEnd = v.Index + len(v.Raw)
		return true
	})
	member := func(l layout) string {
		if key == nil {
			return l.format(value)
		}
		return quote(*key) + l.colon + l.format(value)
	}
	if lastStart < 0 {
		e.fill(path, c, member)
		return
	}
	lead := leadBefore(e.doc, lastStart)
	l := layout{colon: e.style.colon, unit: e.style.unit}
	if i := strings.LastIndexByte(lead, '\n'); i >= 0 {
		l.nl = "\n"
		if strings.Contains(lead, "\r\n") {
			l.nl = "\r\n"
		}
		l.indent = lead[i+1:]
		if l.unit == "" && e.style.nl == "" {
			l.unit = "  " // a multi-line container in a one-line file
		}
	}
	e.splice(lastEnd, lastEnd, ","+lead+member(l))
}

// fill writes the first member into the empty container c at path. The
// container's own text is lost to sjson.Delete, so the Receipt keeps it.
func (e *editor) fill(path string, c gjson.Result, member func(layout) string) {
	if _, ok := e.rec.Empty[path]; !ok && !(e.synth && path == "") {
		if e.rec.Empty == nil {
			e.rec.Empty = map[string]string{}
		}
		e.rec.Empty[path] = c.Raw
	}
	l := layout{nl: e.style.nl, unit: e.style.unit, colon: e.style.colon}
	open, close := c.Raw[:1], c.Raw[len(c.Raw)-1:]
	var text string
	if l.nl == "" {
		text = open + member(l) + close
	} else {
		base := lineIndent(e.doc, c.Index)
		l.indent = base + l.unit
		text = open + l.nl + l.indent + member(l) + l.nl + base + close
	}
	e.splice(c.Index, c.Index+len(c.Raw), text)
}

// set replaces the existing value at path, laying value out like its
// neighbours: on several lines when the containing object is.
func (e *editor) set(path, parent string, value any) {
	v := e.get(path)
	l := layout{colon: e.style.colon, unit: e.style.unit}
	if p := e.get(parent); strings.Contains(p.Raw, "\n") {
		l.nl = "\n"
		if strings.Contains(p.Raw, "\r\n") {
			l.nl = "\r\n"
		}
		if e.style.nl == "" {
			l.unit = "  " // a multi-line object in a one-line file
		}
		l.indent = lineIndent(e.doc, v.Index)
	}
	doc, err := sjson.SetRawBytes(e.doc, path, []byte(l.format(value)))
	if err != nil {
		panic(fmt.Sprintf("settings: sjson set %s: %v", path, err)) // paths come from lookups that found the value
	}
	e.doc = doc
}

// remove deletes the member or element at path with sjson, which takes out
// the comma and whitespace in front of it: the exact inverse of
// appendItem. The one case sjson leaves untidy, the first of several array
// elements, is cut here from its start to the next element's start.
func (e *editor) remove(path, parent string) {
	if p := e.get(parent); p.IsArray() {
		var starts []int
		p.ForEach(func(_, v gjson.Result) bool {
			starts = append(starts, v.Index)
			return len(starts) < 2
		})
		if len(starts) == 2 && path == pathOfIndex(parent, 0) {
			e.splice(starts[0], starts[1], "")
			return
		}
	}
	doc, err := sjson.DeleteBytes(e.doc, path)
	if err != nil {
		panic(fmt.Sprintf("settings: sjson delete %s: %v", path, err))
	}
	e.doc = doc
}

func pathOfIndex(parent string, i int) string {
	return parent + "." + strconv.Itoa(i)
}

// empty reports whether the container at path has no members.
func (e *editor) empty(path string) bool {
	n := 0
	e.get(path).ForEach(func(_, _ gjson.Result) bool { n++; return false })
	return n == 0
}

// dropIfEmpty handles a container that a removal may have emptied: it gets
// its original text back when the Receipt says install filled it, and is
// deleted otherwise (install created it, or nothing is known). The top
// level is never deleted.
func (e *editor) dropIfEmpty(path, parent string) bool {
	c := e.get(path)
	if !c.Exists() || !(c.IsObject() || c.IsArray()) || !e.empty(path) {
		return false
	}
	if raw, ok := e.rec.Empty[path]; ok {
		if c.Raw != raw {
			e.splice(c.Index, c.Index+len(c.Raw), raw)
		}
		return false
	}
	if path == "" {
		return false
	}
	e.remove(path, parent)
	return true
}
