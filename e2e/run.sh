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

# retry_failed runs the scenarios of ./e2e that failed for release $1 once
# more, alone. A real claude under a loaded machine sometimes misses a
# timing (2.1.177 has re-delivered a teammate's first message instead of
# its shutdown request); a scenario that fails twice is a failure. Only
# failures in the scenario package are retried: a failing unit test of the
# harness or the mock is never given a second chance.
retry_failed() {
	failed="$(sed -n 's/^--- FAIL: \(Test[A-Za-z0-9_]*\) .*/\1/p' "$logs/$1.log" | sort -u | paste -sd'|' -)"
	[ -n "$failed" ] || return 1
	if grep -E '^FAIL[[:space:]]+github.com/teamctl/teamctl/e2e/' "$logs/$1.log" >/dev/null; then
		return 1
	fi
	echo "e2e: claude $1: retrying once, alone: $failed"
	retry_rc=0
	TEAMCTL_E2E=1 TEAMCTL_E2E_CLAUDE_VERSION="$1" go test -count=1 -timeout 8m -v \
		-run "^($failed)\$" ./e2e >"$logs/$1.retry.log" 2>&1 || retry_rc=$?
	sed "s/^/[claude $1 retry] /" "$logs/$1.retry.log"
	[ "$retry_rc" -eq 0 ]
}

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
	if [ "$rc" -ne 0 ] && retry_failed "$v"; then
		echo "e2e: claude $v: ok on retry: FLAKY, $failed failed once above and passed alone"
	elif [ "$rc" -ne 0 ]; then
		echo "e2e: claude $v: FAIL (go test exit $rc)"
		status=1
	else
		echo "e2e: claude $v: ok"
	fi
done
exit "$status"
