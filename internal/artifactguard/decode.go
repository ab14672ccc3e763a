package artifactguard

import (
	"bytes"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeText turns file content into text a name can be found in: UTF-8
// as it is; UTF-16 (with a byte-order mark, or the zero bytes of ASCII
// text in either order) decoded; anything else binary reduced to its
// printable runs of four or more characters, as strings(1) would show
// them, one per line, so a name stored in a binary file is still seen.
func decodeText(data []byte) string {
	if utf8.Valid(data) && bytes.IndexByte(data[:min(len(data), 8000)], 0) < 0 {
		return string(data)
	}
	if s, ok := decodeUTF16(data); ok {
		return s
	}
	return printableRuns(data)
}

// decodeUTF16 decodes data that looks like UTF-16.
func decodeUTF16(data []byte) (string, bool) {
	bigEndian, ok := false, false
	switch {
	case len(data) >= 2 && data[0] == 0xFF && data[1] == 0xFE:
		data, ok = data[2:], true
	case len(data) >= 2 && data[0] == 0xFE && data[1] == 0xFF:
		data, ok, bigEndian = data[2:], true, true
	default:
		// No mark: ASCII-range text has a zero in every other byte.
		sample := data[:min(len(data), 4096)&^1]
		evenZero, oddZero := 0, 0
		for i := 0; i+1 < len(sample); i += 2 {
			if sample[i] == 0 {
				evenZero++
			}
			if sample[i+1] == 0 {
				oddZero++
			}
		}
		pairs := len(sample) / 2
		switch {
		case pairs >= 2 && oddZero*10 >= pairs*6 && evenZero*10 < pairs:
			ok = true
		case pairs >= 2 && evenZero*10 >= pairs*6 && oddZero*10 < pairs:
			ok, bigEndian = true, true
		}
	}
	if !ok {
		return "", false
	}
	units := make([]uint16, len(data)/2)
	for i := range units {
		if bigEndian {
			units[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
		} else {
			units[i] = uint16(data[2*i+1])<<8 | uint16(data[2*i])
		}
	}
	return string(utf16.Decode(units)), true
}

// printableRuns returns the runs of at least four printable characters
// (valid UTF-8, not control characters), one per line.
func printableRuns(data []byte) string {
	var b strings.Builder
	start, runes := -1, 0
	flush := func(end int) {
		if start >= 0 && runes >= 4 {
			b.Write(data[start:end])
			b.WriteByte('\n')
		}
		start, runes = -1, 0
	}
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 || r < 0x20 && r != '\t' || r == 0x7F {
			flush(i)
			i += max(size, 1)
			continue
		}
		if start < 0 {
			start = i
		}
		runes++
		i += size
	}
	flush(len(data))
	return b.String()
}
