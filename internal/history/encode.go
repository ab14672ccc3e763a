package history

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Encode writes h (newest first) in format: arrays and objects pretty with
// two-space indents, JSONL one compact entry per line with the newest last.
// Every form ends with a newline, except an empty JSONL file.
func Encode(h History, format Format) ([]byte, error) {
	if h == nil {
		h = History{}
	}
	var buf bytes.Buffer
	switch format {
	case FormatArray:
		if err := encodeIndented(&buf, h); err != nil {
			return nil, err
		}
	case FormatObject:
		if err := encodeIndented(&buf, struct {
			History History `json:"history"`
		}{h}); err != nil {
			return nil, err
		}
	case FormatJSONL:
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		for i := len(h) - 1; i >= 0; i-- {
			if err := enc.Encode(h[i]); err != nil {
				return nil, err
			}
		}
	default:
		return nil, fmt.Errorf("unknown history format %v", format)
	}
	return buf.Bytes(), nil
}

func encodeIndented(buf *bytes.Buffer, v any) error {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
