package pattern

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/teamctl/teamctl/internal/paths"
	"github.com/tidwall/gjson"
)

// ProjectConfig is .claude/team-themes/config.json.
type ProjectConfig struct {
	// DefaultPattern is the pattern a team uses when none is recorded.
	DefaultPattern string `json:"default_pattern"`
	// OrdinaryWords are character names that are also ordinary words and must
	// never count as a leak.
	OrdinaryWords []string `json:"ordinary_words"`
	// Strict makes hooks fail closed on internal errors.
	Strict bool `json:"strict"`
	// DisbandPhrases, in a user prompt, allow the leader to shut members down.
	DisbandPhrases []string `json:"disband_phrases"`
	// ProtectedPaths are extra globs nobody in a running team may edit.
	ProtectedPaths []string `json:"protected_paths"`
	// ArtifactExemptPaths are the operation guides where names may appear.
	ArtifactExemptPaths []string `json:"artifact_exempt_paths"`
	// DecisionLog is "off", "deny" (default) or "all".
	DecisionLog string `json:"decision_log"`

	// Path is the file read, or "" when the defaults apply.
	Path string `json:"-"`
	// HasDefaultPattern tells an explicit default_pattern from the embedded one.
	HasDefaultPattern bool `json:"-"`
}

// ConfigPath is the project's team-themes config file.
func ConfigPath(projectDir string) string {
	return filepath.Join(paths.ProjectThemesDir(projectDir), "config.json")
}

// DefaultProjectConfig is the built-in config (themes/config.json).
func DefaultProjectConfig() *ProjectConfig {
	c := builtinProjectConfig()
	return &c
}

// LoadProjectConfig reads the project's config over the embedded defaults. A
// missing file is the defaults; a malformed one is an error naming the field.
func LoadProjectConfig(projectDir string) (*ProjectConfig, error) {
	base := builtinProjectConfig()
	cfg := &base
	if projectDir == "" {
		return cfg, nil
	}
	path := ConfigPath(projectDir)
	data, err := readPolicyFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return cfg, nil
	}
	if err != nil {
		return nil, &FileError{Kind: configKind, File: path, Problem: "cannot be read: " + unwrapPath(err)}
	}
	hasDefault, fast := decodeConfigFast(data, cfg)
	if !fast {
		if hasDefault, err = decodeConfigJSON(data, cfg); err != nil {
			return nil, configError(path, data, err)
		}
	}
	cfg.Path = path
	cfg.HasDefaultPattern = hasDefault
	at := func(field string) int { return lineOf(data, gjson.GetBytes(data, field).Index) }
	switch cfg.DecisionLog {
	case "off", "deny", "all":
	default:
		return nil, &FileError{Kind: configKind, File: path, Line: at("decision_log"), Field: "decision_log", Problem: `want "off", "deny" or "all"`}
	}
	for field, globs := range map[string][]string{"protected_paths": cfg.ProtectedPaths, "artifact_exempt_paths": cfg.ArtifactExemptPaths} {
		for _, g := range globs {
			if !validGlob(g) {
				return nil, &FileError{Kind: configKind, File: path, Line: at(field), Field: field, Problem: g + " is not a valid glob"}
			}
		}
	}
	return cfg, nil
}

// decodeConfigJSON is encoding/json's reading of a config over cfg: unknown
// fields are errors, and hasDefault tells whether default_pattern is set.
func decodeConfigJSON(data []byte, cfg *ProjectConfig) (hasDefault bool, err error) {
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(data, &probe); err != nil {
		return false, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(cfg); err != nil {
		return false, err
	}
	_, hasDefault = probe["default_pattern"]
	return hasDefault, nil
}

const configKind = "team-themes config"

func configError(path string, data []byte, err error) error {
	e := fileError(path, data, err)
	var fe *FileError
	if errors.As(e, &fe) {
		fe.Kind = configKind
		fe.Problem = strings.Replace(fe.Problem, "not a pattern field (see themes/patterns/fixed-theme.json for the format)", "not a config field", 1)
	}
	return e
}

func validGlob(g string) bool { return g != "" && doublestar.ValidatePattern(g) }
