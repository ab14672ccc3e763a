#!/bin/sh
# Runs the end-to-end scenarios against the pinned Claude Code release,
# installing it (and tmux) first when missing. Extra arguments go to
# go test, e.g. e2e/run.sh -run LeaderGuard.
#
# Interactive scenarios mostly wait on the mock and on claude's start-up, so
# four at a time finish about twice as fast as go test's default of one per
# core on a 2-core machine.
set -eu
cd "$(dirname "$0")/.."
e2e/install-claude.sh >/dev/null
TEAMCTL_E2E=1 exec go test -count=1 -timeout 10m -parallel "${TEAMCTL_E2E_PARALLEL:-4}" -v "$@" ./e2e/...
