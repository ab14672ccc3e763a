#!/bin/sh
# Installs what the end-to-end suite drives: the pinned Claude Code native
# binary (the npm platform package, which needs no Node at runtime) into
#   ${TEAMCTL_E2E_CACHE:-$HOME/.cache/teamctl}/claude-<version>
# and tmux when it is missing. Idempotent: a second run only checks.
#
#   e2e/install-claude.sh                              # the pinned release
#   TEAMCTL_E2E_CLAUDE_VERSION=2.1.331 e2e/install-claude.sh
#
# The last line printed is the binary's path. Needs npm (any Node version:
# the platform package has no install scripts); tmux comes from apt-get
# (as root or through sudo) or Homebrew.
set -eu

version="${TEAMCTL_E2E_CLAUDE_VERSION:-2.1.330}"
cache="${TEAMCTL_E2E_CACHE:-$HOME/.cache/teamctl}"
dir="$cache/claude-$version"

say() { printf 'install-claude: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

case "$(uname -s)-$(uname -m)" in
Linux-x86_64 | Linux-amd64) platform=linux-x64 ;;
Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
Darwin-x86_64) platform=darwin-x64 ;;
Darwin-arm64) platform=darwin-arm64 ;;
*) die "no Claude Code package for $(uname -s) $(uname -m)" ;;
esac
if [ "$(uname -s)" = Linux ] && ls /lib/ld-musl-* >/dev/null 2>&1; then
	platform="$platform-musl"
fi
pkg="@anthropic-ai/claude-code-$platform"
bin="$dir/node_modules/$pkg/claude"

# installed_version prints what the binary reports, run in a throw-away HOME
# so the check never touches the real ~/.claude.
installed_version() {
	[ -x "$bin" ] || return 1
	scratch="$(mktemp -d)"
	v="$(HOME="$scratch" DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 "$bin" --version 2>/dev/null || true)"
	rm -rf "$scratch"
	printf '%s\n' "${v%% *}"
}

if [ "$(installed_version || true)" = "$version" ]; then
	say "claude $version already installed"
else
	command -v npm >/dev/null 2>&1 || die "npm not found; install Node.js (any version) first"
	mkdir -p "$dir"
	say "npm install $pkg@$version into $dir"
	# The wrapper package @anthropic-ai/claude-code wants Node >= 22 only to
	# copy this binary into place; the platform package itself is the binary.
	npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "$pkg@$version" >&2
	got="$(installed_version || true)"
	[ "$got" = "$version" ] || die "installed binary reports version '$got', want $version ($bin)"
fi

if ! command -v tmux >/dev/null 2>&1; then
	if command -v apt-get >/dev/null 2>&1; then
		sudo=""
		[ "$(id -u)" -eq 0 ] || sudo="sudo"
		say "installing tmux with apt-get"
		$sudo apt-get update -qq >&2
		DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq tmux >&2
	elif command -v brew >/dev/null 2>&1; then
		brew install tmux >&2
	else
		die "tmux not found and no apt-get or brew to install it"
	fi
fi
say "tmux: $(tmux -V)"
printf '%s\n' "$bin"
