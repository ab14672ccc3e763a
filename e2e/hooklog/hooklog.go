// Package hooklog is the record the end-to-end suite's logging hook writes,
// one JSON line per hook call, and the harness reads back.
package hooklog

import "encoding/json"

// Entry is one log line.
type Entry struct {
	Time      string            `json:"ts"`
	PID       int               `json:"pid"`
	PPID      int               `json:"ppid"`
	Event     string            `json:"event"`
	Tool      string            `json:"tool,omitempty"`
	Input     json.RawMessage   `json:"input"`
	Env       map[string]string `json:"env"`
	Ancestors []Process         `json:"ancestors"`
	AgentMeta json.RawMessage   `json:"agent_meta,omitempty"`
	Files     map[string]string `json:"files"`
}

// Process is one ancestor of the hook process.
type Process struct {
	PID  int      `json:"pid"`
	Argv []string `json:"argv"`
}
