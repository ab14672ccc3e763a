package claudefs

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/teamctl/teamctl/internal/safefile"
	"github.com/tidwall/gjson"
)

// AgentMeta is a subagent's .meta.json, written beside its transcript. It
// tells an in-process teammate (TaskKind "in_process_teammate", Name,
// TeamName) from a plain subagent, and a teammate's own subagent
// (ParentAgentID set) from the lead's.
type AgentMeta struct {
	AgentType     string
	Name          string
	Description   string
	TaskKind      string
	TeamName      string // the team at spawn time; after /clear it is the old team
	ParentAgentID string
	// ToolUseID is the Agent tool call that spawned a plain subagent. In the
	// TeamCreate era (2.1.177), whose .meta.json has no parentAgentId, only
	// the spawner's transcript holds it.
	ToolUseID      string
	PermissionMode string
	Model          string
	Color          string
	Raw            []byte
}

// TaskKindInProcessTeammate is the TaskKind of an in-process teammate.
const TaskKindInProcessTeammate = "in_process_teammate"

// ErrMetaNotFound is returned when the agent has no .meta.json (yet): Claude
// Code writes it after the agent's SubagentStart, before its first tool use.
var ErrMetaNotFound = errors.New("agent metadata not found")

// AgentMetaPath is dirname(transcriptPath)/<sessionID>/subagents/agent-<agentID>.meta.json.
func AgentMetaPath(transcriptPath, sessionID, agentID string) string {
	return filepath.Join(filepath.Dir(transcriptPath), sessionID, "subagents", "agent-"+agentID+".meta.json")
}

// ReadAgentMeta reads the .meta.json of agentID in sessionID. The ids come
// from hook input, so ids that could step outside the folder are refused.
func ReadAgentMeta(transcriptPath, sessionID, agentID string) (AgentMeta, error) {
	for _, id := range []string{sessionID, agentID} {
		if id == "" || id == "." || id == ".." || strings.ContainsAny(id, `/\`) || strings.ContainsRune(id, 0) {
			return AgentMeta{}, fmt.Errorf("agent metadata: unusable id %q", id)
		}
	}
	if transcriptPath == "" {
		return AgentMeta{}, errors.New("agent metadata: no transcript path")
	}
	path := AgentMetaPath(transcriptPath, sessionID, agentID)
	raw, err := safefile.ReadFile(path, safefile.Meta)
	if errors.Is(err, fs.ErrNotExist) {
		return AgentMeta{}, fmt.Errorf("%s: %w", path, ErrMetaNotFound)
	}
	if err != nil {
		return AgentMeta{}, err
	}
	if !gjson.ValidBytes(raw) || !gjson.ParseBytes(raw).IsObject() {
		return AgentMeta{}, fmt.Errorf("%s: %w", path, ErrTornJSON)
	}
	root := gjson.ParseBytes(lastWins(raw))
	return AgentMeta{
		AgentType:      root.Get("agentType").String(),
		Name:           root.Get("name").String(),
		Description:    root.Get("description").String(),
		TaskKind:       root.Get("taskKind").String(),
		TeamName:       root.Get("teamName").String(),
		ParentAgentID:  root.Get("parentAgentId").String(),
		ToolUseID:      root.Get("toolUseId").String(),
		PermissionMode: root.Get("permissionMode").String(),
		Model:          root.Get("model").String(),
		Color:          root.Get("color").String(),
		Raw:            raw,
	}, nil
}

// InProcessTeammate reports whether the meta describes an in-process teammate.
func (m AgentMeta) InProcessTeammate() bool { return m.TaskKind == TaskKindInProcessTeammate }
