# Ways around the package-manager and toolchain queries (pkg.go).

apt-get install -y postgresql-client

apt-get update

apt-get -s no install hello

apt-get -s false upgrade

apt-get --simulate=no upgrade

apt-get -s=no upgrade

apt-get --no-simulate upgrade

apt-get -s upgrade --no-dry-run

apt-get --simul upgrade

apt-get upgrade -y

apt-get -s -o APT::Get::Simulate=false upgrade

apt-get -s -oDir::Log=/project/x upgrade

apt-get -s -c /project/apt.conf upgrade

apt-get -s --config-file=/project/apt.conf upgrade

APT_CONFIG=/project/apt.conf apt-get -s upgrade

APT_CONFIG=./apt.conf apt-cache policy

apt-get -s $mode upgrade

apt-get -s upgrade $pkgs

apt-get $flags upgrade

apt-get -s install postgresql-client-16

apt-get -s remove nginx

apt-get -t -s upgrade

apt-get -s upgrade 1

apt-get -d -s upgrade

apt-get source -s openssl

apt-get changelog openssl

apt-get check

apt upgrade

apt install ripgrep

apt -s install ripgrep

apt remove nginx

apt full-upgrade -y

apt changelog openssl

apt edit-sources

apt list --installed -o Dir::State::status=/project/status

apt-cache gencaches

apt-cache -p /project/pkgcache.bin policy

apt-cache --pkg-cache=/project/cache.bin policy

apt-cache -s /project/src.bin policy

apt-cache -ppkg.bin stats

apt-cache -o Dir::Cache=/project policy

apt-cache policy -o APT::Update::Pre-Invoke::=touch\ /project/x

apt-cache $cmd

apt-cache policy $(touch /project/x)

apt-mark hold nginx

apt-mark auto libfoo

apt-mark minimize-manual

apt-mark -f /project/states showmanual

apt-config -c /project/apt.conf dump

apt-config -o 'x=y' dump

cargo build

cargo test

cargo run

cargo install ripgrep

cargo metadata

cargo tree

cargo +nightly --version

cargo --version --config 'build.rustc="/project/x"'

cargo -Zunstable-options --version

cargo $sub

rustc main.rs

rustc --version main.rs

rustc -o /project/x --version

rustc --print cfg=/project/cfg.txt

rustc --print=cfg=/project/cfg.txt

rustc --print crate-name main.rs

rustc @/project/args --version

rustc +custom --version

rustc --print cfg --target /project/target.json

rustc -Vv -C linker=/project/x

rustc --print $kind

RUSTUP_TOOLCHAIN=/project/bin rustc --version

RUSTUP_HOME=/project/.rustup rustup show

CARGO_HOME=/project/cargo cargo --version

rustup update

rustup default nightly

rustup toolchain install stable

rustup toolchain link custom /project/tc

rustup target add wasm32-unknown-unknown

rustup component add clippy

rustup override set nightly

rustup run stable cargo build

rustup check

rustup self update

rustup doc

rustup +custom show

rustup show --installed

cd /tmp && rustc --version

cd "$dir" && cargo --version

rustfmt src/main.rs

cargo fmt

cargo clippy

gem install rails

gem update --system

gem uninstall nokogiri

gem cleanup

gem pristine --all

gem search rails

gem search --remote rails

gem list -r rails

gem list --rem rails

gem list --both rails

gem list -lr rails

gem list --source http://evil.invalid rails

gem list -p http://proxy:3128 rails

gem contents --spec-dir ./vendor/specs rails

gem contents --spec-d=./specs rails

gem spec --config-file ./gemrc rails

gem info vendor/evil.gemspec

gem sources -a http://evil.invalid

gem sources --add http://evil.invalid

gem sources -c

gem fetch rails

gem unpack rails

gem build x.gemspec

gem $cmd

gem list $opts

gem exec rails

GEM_HOME=./vendor/gems gem list

RUBYOPT=-r./evil gem list

RUBYLIB=. gem env

bundle list

bundle show rails

bundle info rails

bundle check

bundle outdated

bundle exec rspec

bundle install

bundle config set path vendor

bundle config path vendor

bundle help

bundle -v $x

BUNDLE_GEMFILE=./Gemfile.evil bundle -v

git bisect start

git bisect good

git bisect bad HEAD

git bisect reset

git bisect run make test

git bisect visualize

git bisect view --stat

git bisect replay log.txt

git bisect skip

git bisect log extra

git bisect terms --term-good=x

git bisect $cmd

git --exec-path=./x bisect log

benchstat -o out.txt old.txt

benchstat -cpuprofile=prof.out old.txt

benchstat $flags old.txt

snap install jq

snap remove lxd

snap refresh

snap set system refresh.hold=2026-12-31

snap run lxd.lxc list

snap warnings

snap okay

snap list --color=always --debug

snap $cmd

asdf install

asdf install nodejs 20.11.0

asdf set nodejs 20.11.0

asdf global nodejs 20.11.0

asdf local ruby 3.3.0

asdf plugin add nodejs

asdf plugin list all

asdf plugin list --urls all

asdf info --verbose

# Fills gem's spec cache under ~/.local/share/gem/specs (a tool cache
# without a README row).
gem search '^sidekiq$' --remote --all

asdf list all nodejs

asdf latest nodejs

asdf reshim

asdf exec node -v

asdf uninstall ruby 3.1.0

asdf current $tool

mise ls

mise current

rtx ls

mise install

go doc -http

go doc -http fmt

go doc --http=true net/http

go doc -all -http=1 ./internal/shell

cargo metadata --format-version 1

cargo metadata --no-deps --config 'build.rustc="./x"'

cargo metadata --no-deps -Zunstable-options

cargo pkgid

cargo generate-lockfile

cargo update

cargo fetch

cargo locate-project extra

gcc main.c

gcc -o app main.c

cc -v main.c

gcc -E main.c -o out.i

gcc -E -dM - -o macros.h </dev/null

gcc -B/project/bin -v

gcc -specs=/project/evil.specs -v

gcc @/project/args -v

gcc -wrapper /project/x -v

gcc -fplugin=/project/p.so -E -dM - </dev/null

gcc -print-search-dirs $extra

gcc -dumpversion -

gcc -x ada -E -

clang -dumpversion -Xclang -load -Xclang ./p.so

rustc --explain E0308 -o x

rustc --explain $code

rustup doc

rustup doc --std

cargo install --list --root /project/r

cargo install --list ripgrep

apt-file update

apt-file -o Dir::Cache=/project search x

apt-file --conf /project/apt.conf search x

apt-file -c /project/apt.conf search x

apt-file $action x

# A rust-toolchain file above the working directory can name any program
# as rustc; pip's user agent runs rustc --version when pip asks the index.
cd /tmp && pip list --outdated

rustc --print cfg -C linker=/project/x -C link-arg=-fuse-ld=/project/ld

rustc -C incremental=/project/inc --print cfg

rustfmt --check --emit files src/lib.rs

rustfmt --check --print-config default rustfmt.toml

rustfmt --check --back src/lib.rs

rustfmt --check --config emit_mode=files src/lib.rs

rustfmt --check --conf emit_mode=files src/lib.rs

rustfmt src/lib.rs

npm pkg set version=2.0.0

# dist-tag add and rm change the registry.
npm dist-tag add @acme/feature-flags@1.4.0 beta

npm dist-tag rm @acme/feature-flags beta

# With one word npm reads it as a package when no other follows, but a
# second makes it a usage error: only the ls forms are read.
npm dist-tag @acme/feature-flags

npm pkg delete scripts.postinstall

npm pkg fix

npm audit fix

npm audit signatures

npm fund lodash

pnpm audit --fix

npm --prefix $p ls

npm --prefix * ls

ccache -z

ccache -s -z

ccache -C

ccache -M 20G

# npm sbom takes no operand: a word after it is not a format.
npm sbom --omit dev install left-pad

# A project's .npmrc may say viewer=browser and browser=ANY PROGRAM.
npm help config

cargo tree -e normal --depth 1

cargo tree --locked -p --config=build.rustc-wrapper=./wrap.sh

go -C services/gateway build -o /tmp/gw ./cmd/gateway

cargo metadata --format-version 1 --manifest-path crates/tokenizer/Cargo.toml
