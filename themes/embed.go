// Package themes holds the built-in team pattern definitions and the project
// defaults teamctl writes on init, embedded so every binary carries them.
package themes

import "embed"

// FS holds patterns/*.json, config.json and GUIDELINES.md.
//
//go:embed patterns/*.json config.json GUIDELINES.md
var FS embed.FS
