# The README's two commands: `make demo` (or `go run ./cmd/teamctl demo`) and
# `make test`. .ci/run runs `make test` on a clean clone. `make check` is the
# quick offline part of `make test` for a change in progress.
GO ?= go
HOOKS := leader-guard message-guard artifact-guard team-events team-rules
BINARIES := teamctl $(HOOKS)
PLATFORMS := linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64

.PHONY: demo test check generate lint unit e2e bench bench-growth cross build fuzz plugin-validate min-go release redteam nogo goroutes

demo:
	$(GO) run ./cmd/teamctl demo

# The whole suite: formatting and vet, unit and testscript tests with the race
# detector, the cross-platform build, and the end-to-end scenarios against the
# real Claude Code (installed into a cache on first use).
test: lint unit redteam cross min-go e2e plugin-validate nogo goroutes

# What a change needs before it lands, offline (no npm, tmux, claude or
# downloads) and within minutes: lint, the unit and testscript tests with the
# race detector, the cross-platform build. The e2e scenarios, redteam, min-go
# and the install routes are left to make test.
check: lint unit cross

# Remake every generated file (scripts/generate.sh lists them).
generate:
	GO=$(GO) sh scripts/generate.sh write

# gofmt, go vet, generated files up to date (scripts/generate.sh check), and
# no citation of a file outside the repository: docs/claude-code.md holds the
# Claude Code facts the code relies on, docs/rules.md and docs/migrate.md the
# guide's rules and its old guard.
lint:
	@out="$$(gofmt -l $$(git ls-files '*.go'))"; if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	@GO=$(GO) sh scripts/generate.sh check
	@if git grep -nIE 'shared/(reference|seeds)|claude-code\.md §|original-guide\.md|e2e-method\.md' -- . ':!Makefile'; then \
		echo "lint: the lines above cite a file outside the repository; hint: point to a section of docs/claude-code.md (or docs/rules.md, docs/migrate.md) by its heading"; exit 1; fi

# A race-enabled binary sleeps a second at exit by default (GORACE
# atexit_sleep_ms, so that late reports from other goroutines get out). The
# testscript files run race-built binaries thousands of times, and that idle
# second was most of this target's time (a script of 18 commands: 19 s, 1 s
# without). Races are still reported, and fail the run, as they happen.
unit:
	GORACE="atexit_sleep_ms=0 $$GORACE" $(GO) test -race -count=1 ./...
	cd internal/names/gen && $(GO) vet . && $(GO) test -count=1 .

# The shell model's differential check: every command of testdata/shell and
# 1000 generated from the shell grammar that the model allows is run with bash
# in a throw-away copy of a fixture repository and home (new network and mount
# namespaces when root), and nothing may change (internal/shell/redteam).
# About 6 minutes on 2 cores; each command is limited to 10 s, and the
# limit here is for a hang, not a budget.
redteam:
	TEAMCTL_REDTEAM=1 $(GO) test -count=1 -timeout 20m -run '^TestRedteam' ./internal/shell/redteam/

# e2e/run.sh installs the two pinned releases (2.1.330 and 2.1.177, one per
# era of agent teams) and tmux when missing, then runs the scenarios against
# both side by side, three at a time each (they mostly wait on claude).
e2e:
	sh e2e/run.sh

# The Claude Code plugin against the real claude binary: `claude plugin
# validate` (strict, with the plugin directory's checks) must find nothing,
# and a fresh copy installed through its marketplace must build its hooks on
# first use and run them (internal/wiring/plugin_e2e_test.go).
plugin-validate:
	sh e2e/install-claude.sh >/dev/null
	TEAMCTL_E2E=1 $(GO) test -count=1 -timeout 15m -run '^TestPlugin(ValidatesClean|InstallsAndRunsInRealClaude)$$' -v ./internal/wiring

# Release archives, checksums and npm packages for every platform, stamped
# with version, commit and date, into dist/ (scripts/release.sh;
# VERSION=1.2.3 overrides the plugin's version; docs/release.md).
release:
	GO=$(GO) sh scripts/release.sh dist

# bin/teamctl is the plugin's command on the Bash tool's PATH (a script that
# runs the CLI the launcher finds), so the CLI itself is bin/teamctl.bin.
# The binaries are stamped as scripts/release.sh stamps them (the plugin's
# version, the commit and its date), so `teamctl --version` says which
# teamctl this is even where the toolchain records no VCS information
# (GOFLAGS=-buildvcs=false, a source archive).
BUILDINFO := github.com/teamctl/teamctl/internal/buildinfo
BUILD_VERSION ?= $(shell sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' .claude-plugin/plugin.json | head -n 1)
BUILD_COMMIT ?= $(shell git rev-parse HEAD 2>/dev/null)
BUILD_DATE ?= $(shell git log -1 --format=%cI 2>/dev/null)
BUILD_LDFLAGS := -X $(BUILDINFO).version=$(BUILD_VERSION) -X $(BUILDINFO).commit=$(BUILD_COMMIT) -X $(BUILDINFO).date=$(BUILD_DATE)
build:
	@mkdir -p bin
	@for b in $(HOOKS); do $(GO) build -trimpath -ldflags "$(BUILD_LDFLAGS)" -o bin/$$b ./cmd/$$b || exit 1; done
	@$(GO) build -trimpath -ldflags "$(BUILD_LDFLAGS)" -o bin/teamctl.bin ./cmd/teamctl

# Install without Go, against the real claude and a real local npm registry
# (Verdaccio, installed into the cache on first use): a release of this
# platform is published there, then npm install -g teamctl, npx, a release
# archive and the plugin (fetched and npm ci'd by claude) each install
# working guards with no Go on PATH; the plugin's start-team skill commands
# run in order under the guards (e2e/nogo, about two minutes).
nogo:
	sh e2e/install-claude.sh >/dev/null
	sh e2e/install-verdaccio.sh >/dev/null
	TEAMCTL_E2E=1 TEAMCTL_E2E_NOGO=1 $(GO) test -count=1 -timeout 15m -v ./e2e/nogo

# The README's two Go routes: go install of a tagged module (from a local
# file-based module proxy holding this checkout as v0.1.0) and a clone with
# make build; each installs the hooks (e2e/nogo, about two minutes).
goroutes:
	TEAMCTL_E2E=1 TEAMCTL_E2E_GOROUTES=1 $(GO) test -count=1 -timeout 15m -v -run '^TestInstallWithGo$$' ./e2e/nogo

# One build per platform of every command (more than one main package:
# go build compiles them and discards the binaries).
cross:
	@for p in $(PLATFORMS); do \
		GOOS=$${p%/*} GOARCH=$${p#*/} $(GO) build -trimpath ./cmd/... || exit 1; \
		echo "cross: $$p ok"; \
	done

# go.mod's go line is the oldest Go release the code (with its
# dependencies) builds with: build with exactly that release. GOTOOLCHAIN
# fetches it through the module proxy on first use.
min-go:
	@v=$$(sed -n 's/^go //p' go.mod); case $$v in *.*.*) ;; *) echo "go.mod: go line $$v is not a release"; exit 1;; esac; \
	GOTOOLCHAIN=go$$v $(GO) build ./... && echo "min-go: builds with go$$v"

bench:
	$(GO) test -run '^$$' -bench 'Hooks|Watch' -benchtime 200x ./bench/

# The growth table (README, Speed): every hook call and CLI read against
# the smallest world and the largest of each growth fixture.
bench-growth:
	$(GO) test -run '^$$' -bench Growth -benchtime 50x -timeout 60m ./bench/

fuzz:
	@for t in FuzzParseInput:./internal/hook FuzzClassify:./internal/shell FuzzExtractArtifacts:./internal/shell FuzzAnalyze:./internal/shell FuzzFind:./internal/names FuzzParse:./internal/history FuzzHostileFiles:./internal/safefile; do \
		$(GO) test -run '^$$' -fuzz "^$${t%%:*}$$" -fuzztime 30s $${t#*:} || exit 1; \
	done
