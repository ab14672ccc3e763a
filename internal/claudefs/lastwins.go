package claudefs

import (
	"strings"

	"github.com/tidwall/gjson"
)

// Claude Code reads its files with JSON.parse, where a key that appears
// twice in one object takes its last value (at the position of its first
// appearance). gjson answers the first. lastWins gives every reader of
// Claude Code's files JavaScript's answer: it walks the document once, and
// only when some object repeats a key does it rebuild the document with one
// entry per key. A document without duplicates, the only kind Claude Code
// writes, comes back as the same slice.
func lastWins(doc []byte) []byte {
	if !hasDuplicateKeys(gjson.ParseBytes(doc)) {
		return doc
	}
	return rewriteLastWins(doc)
}

// rewriteLastWins rebuilds a document known to repeat keys.
func rewriteLastWins(doc []byte) []byte {
	var b strings.Builder
	b.Grow(len(doc))
	writeLastWins(&b, gjson.ParseBytes(doc))
	return []byte(b.String())
}

// hasDuplicateKeys reports whether any object in v repeats a key. Keys are
// compared decoded ("a" and "\u0061" are one key).
func hasDuplicateKeys(v gjson.Result) bool {
	dup := false
	switch {
	case v.IsObject():
		// Objects in Claude Code's files have a few dozen keys at most: a
		// linear scan over a stack array beats a map; past it, a map.
		var small [32]string
		keys := small[:0]
		var seen map[string]struct{}
		v.ForEach(func(k, val gjson.Result) bool {
			key := k.Raw // quoted; decoded only when it holds an escape
			if strings.IndexByte(key, '\\') >= 0 {
				key = k.String()
			} else {
				key = key[1 : len(key)-1]
			}
			if seen != nil {
				if _, ok := seen[key]; ok {
					dup = true
					return false
				}
				seen[key] = struct{}{}
			} else {
				for _, s := range keys {
					if s == key {
						dup = true
						return false
					}
				}
				if len(keys) < cap(keys) {
					keys = append(keys, key)
				} else {
					seen = make(map[string]struct{}, 2*len(keys))
					for _, s := range keys {
						seen[s] = struct{}{}
					}
					seen[key] = struct{}{}
				}
			}
			if hasDuplicateKeys(val) {
				dup = true
				return false
			}
			return true
		})
	case v.IsArray():
		v.ForEach(func(_, val gjson.Result) bool {
			if hasDuplicateKeys(val) {
				dup = true
				return false
			}
			return true
		})
	}
	return dup
}

func writeLastWins(b *strings.Builder, v gjson.Result) {
	switch {
	case v.IsObject():
		type entry struct {
			rawKey string
			val    gjson.Result
		}
		var order []string
		entries := map[string]*entry{}
		v.ForEach(func(k, val gjson.Result) bool {
			key := k.String()
			if e, ok := entries[key]; ok {
				e.val = val
				return true
			}
			entries[key] = &entry{rawKey: k.Raw, val: val}
			order = append(order, key)
			return true
		})
		b.WriteByte('{')
		for i, key := range order {
			if i > 0 {
				b.WriteByte(',')
			}
			e := entries[key]
			b.WriteString(e.rawKey)
			b.WriteByte(':')
			writeLastWins(b, e.val)
		}
		b.WriteByte('}')
	case v.IsArray():
		b.WriteByte('[')
		i := 0
		v.ForEach(func(_, val gjson.Result) bool {
			if i > 0 {
				b.WriteByte(',')
			}
			i++
			writeLastWins(b, val)
			return true
		})
		b.WriteByte(']')
	default:
		b.WriteString(v.Raw)
	}
}
