#!/bin/sh
# release-plugin.sh locks and packs the plugin package scripts/release.sh
# staged in DIST/plugin, after the platform packages are published: npm
# resolves them from its configured registry (npm_config_registry) into
# npm-shrinkwrap.json (the lockfile a package carries; Claude Code runs npm
# ci with it), then packs DIST/npm-plugin/<name>-<version>.tgz to publish.
#
#   scripts/release.sh dist && (publish dist/npm/*.tgz)
#   scripts/release-plugin.sh dist && npm publish dist/npm-plugin/*.tgz
set -eu
out=${1:-dist}
[ -f "$out/plugin/package.json" ] || { echo "release-plugin: no $out/plugin/package.json; run scripts/release.sh $out first" >&2; exit 1; }
out=$(cd "$out" && pwd)
cd "$out/plugin"
rm -f package-lock.json npm-shrinkwrap.json
npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error
mv package-lock.json npm-shrinkwrap.json
mkdir -p "$out/npm-plugin"
npm pack --silent --pack-destination "$out/npm-plugin" . >/dev/null
ls "$out/npm-plugin"/*.tgz
