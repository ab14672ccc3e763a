#!/bin/sh
# release.sh builds a teamctl release into a folder (default dist/):
#
#   build/<os>_<arch>/            every binary, version, commit and date stamped in
#   teamctl_<v>_<os>_<arch>.tar.gz (.zip for windows): a folder of the binaries
#                                 with README.md and LICENSE
#   checksums.txt                 sha256 of every archive (sha256sum -c format)
#   npm/*.tgz                     one npm package per platform (os, cpu, the
#                                 binaries with their executable bits) and the
#                                 teamctl package: the platform packages as
#                                 optionalDependencies and a small bin shim
#   plugin/                       the Claude Code plugin as an npm package
#                                 (@teamctl/claude-plugin): its files, the module
#                                 source for the last-resort build, and a
#                                 package.json listing the platform packages;
#                                 scripts/release-plugin.sh locks and packs it
#                                 once the platform packages are published
#   marketplace/                  a marketplace whose teamctl plugin is that npm
#                                 package (claude plugin marketplace add DIR)
#
# Environment: VERSION (default: the version in .claude-plugin/plugin.json),
# COMMIT (git rev-parse HEAD), DATE (the commit's time, so a rebuild of the
# same commit is the same), PLATFORMS (default all six), GO (default go),
# NPM_SCOPE (default @teamctl). Needs go, tar, zip, sha256sum (or shasum)
# and npm.
set -eu
cd "$(dirname "$0")/.."

out=${1:-dist}
GO=${GO:-go}
PLATFORMS=${PLATFORMS:-linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64}
NPM_SCOPE=${NPM_SCOPE:-@teamctl}
if [ -z "${VERSION:-}" ]; then
	VERSION=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' .claude-plugin/plugin.json | head -n 1)
fi
VERSION=${VERSION#v}
case $VERSION in
[0-9]*.[0-9]*.[0-9]*) ;;
*) echo "release: VERSION $VERSION is not semver (major.minor.patch)" >&2; exit 1 ;;
esac
COMMIT=${COMMIT:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
DATE=${DATE:-$(git log -1 --format=%cI 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)}
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
pkg=github.com/teamctl/teamctl/internal/buildinfo
ldflags="-s -w -X $pkg.version=$VERSION -X $pkg.commit=$COMMIT -X $pkg.date=$DATE"

sha256() {
	if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

rm -rf "$out"
mkdir -p "$out/build" "$out/npm/stage"
out=$(cd "$out" && pwd)

bins=$(cd cmd && ls)
optional=
for p in $PLATFORMS; do
	goos=${p%/*} goarch=${p#*/}
	exe=
	[ "$goos" = windows ] && exe=.exe
	name=teamctl_${VERSION}_${goos}_${goarch}
	dir=$out/build/$name
	mkdir -p "$dir"
	CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch "$GO" build -trimpath -buildvcs=false -ldflags "$ldflags" -o "$dir/" ./cmd/...
	cp README.md LICENSE "$dir/"
	chmod 0644 "$dir/README.md" "$dir/LICENSE"
	for b in $bins; do chmod 0755 "$dir/$b$exe"; done
	find "$dir" -exec touch -d "@$epoch" {} + 2>/dev/null || true
	if [ "$goos" = windows ]; then
		(cd "$out/build" && rm -f "$out/$name.zip" && zip -qrX "$out/$name.zip" "$name")
	else
		(cd "$out/build" && tar -cf - --sort=name --owner=0 --group=0 --numeric-owner "$name" | gzip -n >"$out/$name.tar.gz")
	fi

	# The npm platform package: os and cpu in npm's words.
	case $goos in windows) os=win32 ;; *) os=$goos ;; esac
	case $goarch in amd64) cpu=x64 ;; *) cpu=$goarch ;; esac
	npmname=$NPM_SCOPE/teamctl-$os-$cpu
	stage=$out/npm/stage/teamctl-$os-$cpu
	mkdir -p "$stage/bin"
	for b in $bins; do cp -p "$dir/$b$exe" "$stage/bin/"; done
	cp LICENSE "$stage/"
	cat >"$stage/package.json" <<JSON
{
  "name": "$npmname",
  "version": "$VERSION",
  "description": "teamctl and its Claude Code hooks, prebuilt for $os $cpu (installed by the teamctl package).",
  "license": "MIT",
  "repository": {"type": "git", "url": "git+https://github.com/teamctl/teamctl.git"},
  "homepage": "https://github.com/teamctl/teamctl",
  "os": ["$os"],
  "cpu": ["$cpu"],
  "files": ["bin/", "LICENSE"],
  "preferUnplugged": true
}
JSON
	printf '%s\n' "The $os $cpu binaries of teamctl $VERSION (commit $COMMIT). Install the \`teamctl\` package instead: it picks this one for you." >"$stage/README.md"
	optional="$optional${optional:+,
}    \"$npmname\": \"$VERSION\""
done
(cd "$out" && sha256 teamctl_* >checksums.txt)

# The teamctl package: the shim and the platform packages as optional
# dependencies (npm installs only the one whose os and cpu match).
stage=$out/npm/stage/teamctl
mkdir -p "$stage/bin"
cp npm/teamctl/bin/teamctl.js "$stage/bin/teamctl.js"
chmod 0755 "$stage/bin/teamctl.js"
cp npm/teamctl/README.md LICENSE "$stage/"
cat >"$stage/package.json" <<JSON
{
  "name": "teamctl",
  "version": "$VERSION",
  "description": "Guards and a CLI that make Claude Code agent teams run by their rules (prebuilt: no Go needed).",
  "license": "MIT",
  "repository": {"type": "git", "url": "git+https://github.com/teamctl/teamctl.git"},
  "homepage": "https://github.com/teamctl/teamctl",
  "keywords": ["claude-code", "agent-teams", "hooks"],
  "bin": {"teamctl": "bin/teamctl.js"},
  "files": ["bin/", "README.md", "LICENSE"],
  "engines": {"node": ">=16"},
  "optionalDependencies": {
$optional
  }
}
JSON

# The plugin as an npm package: what a plugin needs (manifest, hooks,
# launcher, bin/teamctl, skills) and the module source for the launcher's
# last-resort build; Claude Code runs npm ci in its cached copy, which
# installs this platform's binaries (scripts/release-plugin.sh adds the
# lockfile, npm-shrinkwrap.json, against the registry they were published to).
plugin=$out/plugin
git ls-files -z | tr '\0' '\n' | while IFS= read -r f; do
	case $f in
	e2e/* | testdata/* | */testdata/* | *_test.go | .ci/* | .claude/* | bench/* | npm/* | .gitignore | Makefile) continue ;;
	esac
	[ -f "$f" ] || continue
	mkdir -p "$plugin/$(dirname "$f")"
	cp -p "$f" "$plugin/$f"
done
cat >"$plugin/package.json" <<JSON
{
  "name": "$NPM_SCOPE/claude-plugin",
  "version": "$VERSION",
  "description": "The teamctl Claude Code plugin: agent-team guards with prebuilt binaries (Claude Code installs this platform's with npm ci).",
  "license": "MIT",
  "repository": {"type": "git", "url": "git+https://github.com/teamctl/teamctl.git"},
  "homepage": "https://github.com/teamctl/teamctl",
  "keywords": ["claude-code", "claude-code-plugin", "agent-teams"],
  "optionalDependencies": {
$optional
  }
}
JSON
mkdir -p "$out/marketplace/.claude-plugin"
cat >"$out/marketplace/.claude-plugin/marketplace.json" <<JSON
{
  "name": "teamctl",
  "owner": {"name": "teamctl contributors", "url": "https://github.com/teamctl/teamctl"},
  "description": "teamctl: Claude Code hooks and a CLI for agent teams (prebuilt, no Go needed).",
  "plugins": [
    {
      "name": "teamctl",
      "source": {"source": "npm", "package": "$NPM_SCOPE/claude-plugin", "version": "$VERSION"},
      "description": "Guards that make Claude Code agent teams run by their rules.",
      "version": "$VERSION",
      "category": "development",
      "tags": ["agent-teams", "hooks"]
    }
  ]
}
JSON
cp "$out/marketplace/.claude-plugin/marketplace.json" "$out/marketplace.json"

for d in "$out"/npm/stage/*; do
	(cd "$out/npm" && npm pack --silent "$d" >/dev/null)
done
rm -rf "$out/npm/stage"
echo "release $VERSION ($COMMIT, $DATE) in $out:"
(cd "$out" && for f in ./*.tar.gz ./*.zip checksums.txt npm/*.tgz; do [ -e "$f" ] && printf '%s\n' "$f"; done) || true
