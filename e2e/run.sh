#!/bin/sh
# Runs the end-to-end scenarios against every pinned Claude Code release of
# the matrix — 2.1.330 (session teams) and 2.1.177 (the last TeamCreate
# release) — installing them (and tmux) first when missing. Each scenario
# declares the eras it applies to and skips in the others. Extra arguments go
# to go test, e.g. e2e/run.sh -run LeaderGuard.
#
#   TEAMCTL_E2E_CLAUDE_VERSIONS="2.1.177"   only these releases
#   TEAMCTL_E2E_CLAUDE_VERSION=2.1.331      one release (as before)
#   TEAMCTL_E2E_CLAUDE=/path/to/claude      one binary
#
# The releases run at the same time, each in its own go test process;
# within one, interactive scenarios (each on its own private tmux server)
# run three at a time: they mostly wait on the mock and on claude's
# start-up, so six sessions keep a 2-core machine busy without starving it.
set -eu
cd "$(dirname "$0")/.."

if [ -n "${TEAMCTL_E2E_CLAUDE:-}" ] || [ -n "${TEAMCTL_E2E_CLAUDE_VERSION:-}" ]; then
	[ -n "${TEAMCTL_E2E_CLAUDE:-}" ] || e2e/install-claude.sh >/dev/null
	TEAMCTL_E2E=1 exec go test -count=1 -timeout 10m -parallel "${TEAMCTL_E2E_PARALLEL:-4}" -v "$@" ./e2e/...
fi

versions="${TEAMCTL_E2E_CLAUDE_VERSIONS:-2.1.330 2.1.177}"
for v in $versions; do
	TEAMCTL_E2E_CLAUDE_VERSION="$v" e2e/install-claude.sh >/dev/null
done
# Build the test binary once, before the runs compete for the CPU.
go test -count=1 -run '^$' ./e2e/... >/dev/null

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pids=""
for v in $versions; do
	TEAMCTL_E2E=1 TEAMCTL_E2E_CLAUDE_VERSION="$v" go test -count=1 -timeout 12m \
		-parallel "${TEAMCTL_E2E_PARALLEL:-3}" -v "$@" ./e2e/... >"$logs/$v.log" 2>&1 &
	pids="$pids $!"
done
status=0
set -- $pids
for v in $versions; do
	rc=0
	wait "$1" || rc=$?
	shift
	sed "s/^/[claude $v] /" "$logs/$v.log"
	if [ "$rc" -ne 0 ]; then
		echo "e2e: claude $v: FAIL (go test exit $rc)"
		status=1
	else
		echo "e2e: claude $v: ok"
	fi
done
exit "$status"
