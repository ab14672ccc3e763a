package shell

import (
	"testing"
	"testing/fstest"
)

// TestPkgParsers pins the tricky readings of the package-manager and
// toolchain queries: each line's verdict and a word its reason must hold
// ("" for a read).
func TestPkgParsers(t *testing.T) {
	cases := []shapeCase{
		// apt's switches take a following yes/no word as their value.
		{"apt-get -s upgrade", ""},
		{"apt-get -s no upgrade", "switch before it"},
		{"apt-get -s upgrade 0x0", "switch before it"},
		{"apt-get -s upgrade +0", "switch before it"},
		{"apt-get -s upgrade Off", "switch before it"},
		{"apt-get --simulate=no upgrade", "yes or no"},
		{"apt-get --simulate=yes upgrade", "yes or no"},
		{"apt-get -s=no upgrade", "-o"},
		{"apt-get --no-simulate upgrade", "does not know"},
		{"apt-get --simul upgrade", "does not know"},
		{"apt-get -sy upgrade", ""},
		{"apt-get -ys upgrade", ""},
		{"apt-get -y upgrade", "only simulates"},
		{"apt-get -soDir::Log=x upgrade", "-o"},
		{"apt-get upgrade -s -- x", "planner's log"},
		{"apt-get -s install x", "planner's log"},
		{"apt-get -s install", ""},
		{"apt -t -s upgrade", "only simulates"},
		{"apt -s build-dep .", "planner's log"},
		{"apt-get -s build-dep", "not a simulation"},
		{"apt-get -s $v upgrade", "not literal"},
		{"apt-get -s update", "changes packages"},
		// apt-cache: -s and -p name cache files.
		{"apt-cache -s x.bin policy", "source cache"},
		{"apt-cache -sx.bin policy", "source cache"},
		{"apt-cache --src-cache=x policy", "source cache"},
		{"apt-cache -qp x stats", "package cache"},
		{"apt-cache -q policy -- -p", ""},
		{"apt-cache gencaches", "writes"},
		{"apt-mark showmanual -f x", "-f"},
		{"apt-mark unhold x", "marks"},
		// rustc: --print KIND=PATH writes, input files compile.
		{"rustc --print cfg", ""},
		{"rustc --print=cfg", ""},
		{"rustc --print cfg=x", "KIND=PATH"},
		{"rustc --print=cfg=x", "KIND=PATH"},
		{"rustc -vV", ""},
		{"rustc -Vo x", "does not know"},
		{"rustc -v", "compiles"},
		{"rustc -V a.rs", "compiles"},
		{"rustc -V @args", "compiles"},
		{"rustc --print cfg -C target-cpu=native", ""},
		{"rustc -Ctarget-feature=+avx2 --print cfg", ""},
		{"rustc --print cfg -C linker=./x", "codegen"},
		{"rustc --print cfg --codegen=linker=./x", "codegen"},
		{"rustc --target ../t.json --print cfg", "not a file"},
		{"rustc +x -V", "chooses a toolchain"},
		{"cargo -vV", ""},
		{"cargo -V build", "builds"},
		{"cargo version -v", ""},
		{"cargo --vers", "does not know"},
		{"cargo metadata --no-deps", ""},
		{"cargo metadata", "Cargo.lock"},
		{"cargo metadata --locked --format-version 1", ""},
		{"cargo metadata --frozen --manifest-path crates/a/Cargo.toml", ""},
		{"cargo metadata --no-deps --filter-platform x", "does not know"},
		{"cargo --list build", "builds"},
		{"gcc -E -dM -", ""},
		{"gcc -E -dM", "builds"},
		{"gcc -dM -", "builds"},
		{"gcc -v -o x", "runs tests or builds"},
		{"gcc", "runs tests or builds"},
		{"rustc --explain=E0308", ""},
		{"rustc --explain E03080", "error code"},
		{"rustup doc --path --std", "does not know"},
		{"rustup target list --installed", ""},
		{"rustup toolchain list --installed", "installs"},
		{"rustup show extra", "installs"},
		{"rustup which -x", "does not know"},
		{"rustup default nightly", "installs"},
		{"cd /nowhere && rustc -V", "cannot list"},
	}
	checkShapes(t, cases)
}

// TestRustToolchainFile pins that a rust-toolchain file in the working
// directory or any directory above it refuses every rustup proxy shape.
func TestRustToolchainFile(t *testing.T) {
	tree := fstest.MapFS{
		"srv/app/rust-toolchain.toml": {},
		"srv/app/sub/README":          {},
		"srv/old/rust-toolchain":      {},
		"srv/clean/README":            {},
	}
	readDir := mapReadDir(tree)
	cases := []dirCase{
		{"/srv/clean", "rustc --version", true},
		{"/srv/app", "rustc --version", false},
		{"/srv/app/sub", "cargo --version", false},
		{"/srv/old", "rustup show", false},
		{"/srv/clean", "cd ../app && rustc -V", false},
		{"/srv/clean", "cd /srv/app/sub; rustup toolchain list", false},
		{"/srv/clean", "(cd ../app); rustc -V", true},
		{"/srv/clean", "cd missing && rustc -V", false},
		// pip's user agent runs rustc --version when pip asks the index.
		{"/srv/app", "pip list", false},
		{"/srv/app", "pip list -o --disable-pip-version-check", false},
		{"/srv/app", "pip list --disable-pip-version-check", true},
		{"/srv/app", "pip show requests", true},
		{"/srv/clean", "pip list --outdated", true},
	}
	checkInDirs(t, readDir, cases)
	if a := Analyze("rustc -V", Env{Cwd: "/srv/clean", Home: "/home/u"}); a.ReadOnly {
		t.Errorf("without ReadDir, rustc -V is read-only")
	}
}

// TestCargoConfigFolder pins that cargo clippy --version and cargo fmt
// --version, which run an external subcommand a .cargo/config.toml alias
// would shadow, are refused below a .cargo folder other than the home
// folder's, and that the rust-toolchain check still applies.
func TestCargoConfigFolder(t *testing.T) {
	tree := fstest.MapFS{
		"home/u/.cargo/config.toml":          {},
		"home/u/src/app/Cargo.toml":          {},
		"srv/app/.cargo/config.toml":         {},
		"srv/app/sub/Cargo.toml":             {},
		"srv/tool/rust-toolchain.toml":       {},
		"srv/clean/Cargo.toml":               {},
		"home/u/src/pinned/.cargo/config":    {},
		"home/u/src/pinned/crate/Cargo.toml": {},
	}
	readDir := mapReadDir(tree)
	cases := []dirCase{
		{"/srv/clean", "cargo clippy --version", true},
		{"/srv/clean", "cargo fmt --version", true},
		{"/home/u/src/app", "cargo clippy -V", true},
		{"/srv/app", "cargo clippy --version", false},
		{"/srv/app/sub", "cargo fmt --version", false},
		{"/home/u/src/pinned/crate", "cargo clippy --version", false},
		{"/srv/clean", "cd ../app && cargo clippy --version", false},
		{"/srv/tool", "cargo fmt --version", false},
		{"/srv/clean", "cargo fmt -V", false},
		{"/srv/clean", "cargo clippy", false},
		{"/srv/clean", "cargo clippy --version --fix", false},
		// Built-in commands: an alias cannot shadow them.
		{"/srv/app", "cargo --version", true},
		{"/srv/app", "cargo version", true},
		// cargo tree asks rustc for the target, through build.rustc or
		// a wrapper that a .cargo/config.toml names.
		{"/srv/clean", "cargo tree --locked -e normal --depth 1", true},
		{"/home/u/src/app", "cargo tree --frozen -d", true},
		{"/srv/app/sub", "cargo tree --locked", false},
		{"/srv/tool", "cargo tree --locked", false},
		{"/srv/app", "cargo metadata --locked", false},
		{"/srv/app", "cargo metadata --no-deps", true},
		// cargo search asks crates.io, which a .cargo/config.toml may
		// replace with a registry that wants a token.
		{"/srv/clean", "cargo search tokio --limit 3", true},
		{"/srv/app/sub", "cargo search tokio", false},
		{"/srv/clean", "cargo search tokio --registry corp", false},
		{"/srv/clean", "cargo search tokio --index sparse+https://x/", false},
		{"/srv/clean", "cargo search", false},
	}
	checkInDirs(t, readDir, cases)
}

// TestCargoTree pins cargo tree's options: --locked or --frozen keeps
// Cargo.lock as it is; clap takes an optional value (-p, -i, --target)
// from the next word unless it starts with a dash, so a dash value is
// refused rather than read as the value.
func TestCargoTree(t *testing.T) {
	cases := []shapeCase{
		{"cargo tree --locked -e features -i tokio -p core", ""},
		{"cargo tree --locked -d --target all", ""},
		{"cargo tree --locked -F kafka,otel --prefix none --charset ascii -f '{p} {f}'", ""},
		{"cargo -q --frozen tree --workspace --no-dedupe", ""},
		{"cargo tree --manifest-path crates/a/Cargo.toml --locked --offline", ""},
		{"cargo tree", "may write Cargo.lock"},
		{"cargo tree --offline -e normal", "may write Cargo.lock"},
		{"cargo tree --locked -p --config=build.rustc=./x", "value that starts with a dash"},
		{"cargo tree --locked -i -Zunstable-options", "value that starts with a dash"},
		{"cargo tree --locked --config build.rustc=./x", "`cargo tree --config`"},
		{"cargo tree --locked -Z avoid-dev-deps", "`cargo tree -Z`"},
		{"cargo tree --locked --conf build.rustc=./x", "does not know"},
		{"cargo tree --locked some-crate", "takes no operands"},
		{`cargo tree --locked -p "$CRATE"`, "not literal"},
		{"cargo --config build.rustc=./x tree --locked", "`cargo --config`"},
	}
	checkShapes(t, cases)
}

// TestGemParsers pins gem's OptionParser readings and bundler's shapes.
func TestGemParsers(t *testing.T) {
	cases := []shapeCase{
		{"gem list --loc rails", ""},
		{"gem list --rem rails", "asks the gem server"},
		{"gem list -lr rails", "`gem -r`"},
		{"gem list -ab rails", "`gem -b`"},
		{"gem list rails -r", "`gem -r`"},
		{"gem list --so=x rails", "another gem server"},
		{"gem search --local x -- -r", ""},
		{"gem search x", "--local"},
		{"gem search --loc x", ""},
		{"gem contents --spec-d=x rails", "--spec-dir"},
		{"gem spec x.gem", ""},
		{"gem spec ./pkg/x-1.0.gem version", ""},
		{"gem spec x.gemspec", "Ruby code"},
		{"gem spec rails build_extensions", "calls the method"},
		{"gem spec rails version x", "one field"},
		{"gem info x.gem", "gem file"},
		{"gem sources --list", ""},
		{"gem sources -l -c", "does not know"},
		{"gem li", "not a local query"},
		{"gem -v x", "without a command"},
		{"gem list --debug", "does not know"},
		{"bundle config get -x", "evaluates the Gemfile"},
		{"bundle -v extra", "evaluates the Gemfile"},
		{"bundler version", ""},
		{"git bisect log", ""},
		{"git bisect log x", "moves HEAD"},
		{"git bisect terms --term-good", ""},
		{"git bisect terms --term-good=x", "not a query"},
		{"git bisect", "without a command"},
	}
	checkShapes(t, cases)
}

// TestQueryToolShapes pins the shapes of benchstat, snap, asdf and rbenv shims.
func TestQueryToolShapes(t *testing.T) {
	cases := []shapeCase{
		{"benchstat -split pkg,goos old.txt", ""},
		{"benchstat --col=.name old.txt", ""},
		{"benchstat -o x old.txt", "does not know"},
		{"benchstat -geomean=true old.txt", ""},
		{"benchstat -ht old.txt", "does not know"},
		{"snap list --all", ""},
		{"snap list --al", "does not know"},
		{"snap warnings --all", "installs"},
		{"asdf current --no-header", ""},
		{"asdf list all", "installs"},
		{"asdf where", "installs"},
		// git -C on each plugin's own repository: rev-parse, remote,
		// remote get-url (asdf 0.16's internal/git).
		{"asdf plugin list --refs", ""},
		{"asdf plugin list --urls --refs", ""},
		{"asdf plugin list --urls --urls", "installs"},
		{"asdf plugin list --urls all", "installs"},
		{"asdf plugin list all --urls", "installs"},
		{"asdf plugin add x --urls", "does not know"},
		{"asdf plugin list --url", "does not know"},
		// uname -a, $SHELL --version, plugin list --urls --refs.
		{"asdf info", ""},
		{"asdf info --json", "does not know"},
		{"asdf info x", "installs"},
		{"SHELL=./x asdf info", "SHELL"},
		// rbenv-shims: the names in $RBENV_ROOT/shims (rbenv 1.1.2).
		{"rbenv shims --short", ""},
		{"rbenv shims --short x", "installs or switches"},
		{"rbenv shims --long", "installs or switches"},
		{"asdf --version extra", "does not know"},
		// go doc -http runs pkgsite (go run golang.org/x/pkgsite/...).
		{"go doc -http", "documentation server"},
		{"go doc --http=false fmt", "documentation server"},
		{"go doc -src fmt.Println", ""},
		{"go -C x doc -http", "builds"},
	}
	checkShapes(t, cases)
}

// TestCcacheReports pins ccache's reports, which write nothing.
func TestCcacheReports(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"ccache -s", ""},
		{"ccache --show-stats", ""},
		{"ccache -s -v", ""},
		{"ccache -p", ""},
		{"ccache --show-config | grep max_size", ""},
		{"ccache --version", ""},
		{"ccache --print-stats", ""},
		{"ccache -z", "not a report"},
		{"ccache -s -z", "not a report"},
		{"ccache -C", "not a report"},
		{"ccache -M 10G", "not a report"},
		{"ccache --set-config max_size=1G", "not a report"},
		{"ccache gcc -c a.c", "not a report"},
		{"ccache -p -z", "alone"},
		{"ccache -p -s", "alone"},
		{"ccache -v", "only with -s"},
		{`ccache "$OPT"`, "not literal"},
		{"ccache", "usage error"},
	})
}
