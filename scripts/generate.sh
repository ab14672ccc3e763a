#!/bin/sh
# generate.sh remakes every generated file of the repository (write, what
# `make generate` runs) or checks that each is what its generator writes
# today (check, part of `make lint`): a stale file fails the check with its
# name and the fix. Adding a generator is one line below, used by both modes.
#
#   internal/pattern/builtin_gen.go  themes/*.json as Go values (go generate)
#   internal/names/foldtable.go      the name-folding table (its own module,
#                                    so x/text never links into the hooks)
#   hooks/hooks.json                 the plugin's wiring, from internal/wiring
#   .claude/settings.json            this repository's own wiring, likewise
#
# Golden files of tests (internal/watch, testscript) are expectations, not
# generated files: regenerating them would make their tests pass by fiat.
set -eu
GO=${GO:-go}
mode=${1:-write}
case $mode in write | check) ;; *) echo "usage: $0 [write|check]" >&2; exit 2;; esac
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stale=0

# gen_file FILE DIR COMMAND...: COMMAND, run in DIR, prints FILE's content.
gen_file() {
	f=$1 dir=$2
	shift 2
	if ! (cd "$dir" && "$@") >"$tmp/out"; then
		echo "generate: $f: the generator failed" >&2
		exit 1
	fi
	if cmp -s "$tmp/out" "$f"; then
		return
	fi
	if [ "$mode" = write ]; then
		cp "$tmp/out" "$f"
		echo "generate: wrote $f"
	else
		echo "stale: $f"
		stale=1
	fi
}

if [ "$mode" = write ]; then
	# Every //go:generate directive, including ones added after this script.
	$GO generate ./...
fi
gen_file internal/pattern/builtin_gen.go internal/pattern $GO run ./internal/gen -o -
gen_file internal/names/foldtable.go internal/names/gen $GO run .

# internal/wiring's tests compare both files with the wiring and, with
# -update, rewrite them (the settings edit keeps the file's other bytes).
wiring='^(TestPluginHooksFileMatchesWiring|TestProjectSettingsDogfoodTheWiring)$'
if [ "$mode" = write ]; then
	$GO test -count=1 -run "$wiring" ./internal/wiring -update >/dev/null
elif ! $GO test -count=1 -run "$wiring" ./internal/wiring >"$tmp/wiring" 2>&1; then
	cat "$tmp/wiring"
	echo "stale: hooks/hooks.json or .claude/settings.json (see above)"
	stale=1
fi

if [ $stale = 1 ]; then
	echo "generated files are stale; hint: run make generate and commit the result" >&2
	exit 1
fi
