#!/usr/bin/env bash
# The original guide's leader-guard.sh logic (docs/migrate.md, "Why the old guard has to go"),
# kept only as the benchmark's bash+jq baseline. Fail-open everywhere.
input=$(cat)
[ -z "$input" ] && { echo "leader-guard: empty input" >&2; exit 0; }
mode=$(printf '%s' "$input" | jq -r '.permission_mode // empty')
[ -z "$mode" ] && exit 0
case "$mode" in bypassPermissions|acceptEdits) exit 0 ;; esac
[ -z "$HOME" ] && exit 0
teams="$HOME/.claude/teams"
[ -d "$teams" ] || exit 0
shopt -s nullglob
for dir in "$teams"/*/; do
  pattern=$(jq -r '.pattern // empty' "$dir/config.json" 2>/dev/null)
  [ -z "$pattern" ] && exit 0
  [ "$pattern" != "fixed-theme" ] && exit 0
  printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"⚠️ チーム運用中: リーダー管理専任ルールにより、Edit/Write の使用は原則禁止です。メンバーに委譲してください。"}}'
  exit 0
done
exit 0
