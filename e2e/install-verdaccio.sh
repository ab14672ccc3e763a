#!/bin/sh
# Installs Verdaccio, the local npm registry the install tests publish the
# release's npm packages to, into
#   ${TEAMCTL_E2E_CACHE:-$HOME/.cache/teamctl}/verdaccio-<version>
# Idempotent. The last line printed is the verdaccio command's path.
#
# 6.8.0 is the newest Verdaccio that runs on Node 20 (6.9 wants Node 22).
# One of its dependencies asks for node-fetch by the dist-tag "cjs", which
# some registry mirrors do not carry: the override pins that tag's version.
set -eu

version="${TEAMCTL_E2E_VERDACCIO_VERSION:-6.8.0}"
cache="${TEAMCTL_E2E_CACHE:-$HOME/.cache/teamctl}"
dir="$cache/verdaccio-$version"
bin="$dir/node_modules/.bin/verdaccio"

say() { printf 'install-verdaccio: %s\n' "$*" >&2; }

if [ -x "$bin" ] && [ -f "$dir/.installed" ]; then
	say "verdaccio $version already installed"
else
	command -v npm >/dev/null 2>&1 || { say "error: npm not found; install Node.js 18 or later"; exit 1; }
	mkdir -p "$dir"
	cat >"$dir/package.json" <<JSON
{
  "name": "teamctl-e2e-verdaccio",
  "private": true,
  "dependencies": {"verdaccio": "$version"},
  "overrides": {"node-fetch": "2.7.0"}
}
JSON
	say "npm install verdaccio@$version into $dir"
	(cd "$dir" && npm install --no-audit --no-fund --loglevel=error >&2)
	: >"$dir/.installed"
fi
printf '%s\n' "$bin"
