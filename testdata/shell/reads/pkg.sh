# Package managers and toolchains asked what they have (pkg.go). apt
# rebuilds its binary caches as root, and a simulated upgrade logs the
# planner's request; rustup's proxies write a default settings file when
# ~/.rustup is missing: tool caches (caches.go), no word of the line.

apt-cache policy postgresql-client

apt-cache policy

apt-cache show -a --no-all-versions bash | grep -E '^(Version|Depends):'

apt-cache showpkg libssl3

apt-cache depends --recurse --no-suggests libpq-dev | head -40

apt-cache rdepends --installed python3

apt-cache search --names-only '^postgresql-[0-9]+$'

apt-cache madison nginx

apt-cache pkgnames python3- | sort | head

apt-cache stats

apt-cache -qq policy docker-ce 2>/dev/null

apt-cache -t bookworm-backports policy linux-image-amd64

apt-cache showsrc openssl 2>&1 | head -20

apt-cache unmet

apt list --installed 2>/dev/null | grep -c python3

apt list --upgradable

apt list -a 'nginx*'

apt list --manual-installed

apt show -a curl 2>/dev/null

apt policy openssl

apt search --names-only ripgrep

apt depends git

apt rdepends --installed libc6 | head

apt-get -s upgrade

apt-get -s dist-upgrade | grep ^Inst

apt-get --simulate autoremove

apt-get --dry-run -f install

apt -s full-upgrade 2>/dev/null | grep -c ^Inst

apt-get -qs -V --with-new-pkgs upgrade

apt-get --version | head -1

apt-mark showmanual | sort

apt-mark showhold

apt-mark showauto | wc -l

apt-config dump | grep -i proxy

apt-config dump --empty APT::Install-Recommends

apt-config shell PROXY Acquire::http::Proxy

cargo --version; rustc -Vv

cargo -vV

cargo version

rustc --version

rustc -V && cargo -V

rustc --print cfg | grep target_

rustc --print sysroot

rustc --print target-list | grep -c linux

rustc --print cfg --target wasm32-unknown-unknown

rustc --print=target-cpus --target x86_64-unknown-linux-gnu

rustup toolchain list

rustup show

rustup show active-toolchain

rustup target list --installed

rustup component list --installed

rustup default

rustup --version

rustup override list

rustup which cargo

rustup -V 2>/dev/null

gem list --local '^rails$'

gem list

gem list -d nokogiri

gem list rack --exact --all

gem specification nokogiri license

gem spec rails version

gem env | grep -A4 'GEM PATHS'

gem environment gemdir

gem contents bundler | head

gem which json

gem info puma

gem search --local bund

gem dependency rack --reverse-dependencies

gem sources

gem -v

gem help list

ruby -v && bundle -v

bundle --version

bundle version

bundle config

bundle config get path

git bisect log

git bisect -h 2>&1 | head

git bisect help

git bisect terms

benchstat -col .name bench/go/v2.4.0.txt 2>/dev/null | head -40

benchstat old.txt new.txt

benchstat -filter '.name:Encode' -format csv base=old.txt head=new.txt

benchstat --alpha=0.01 -row .fullname old.txt new.txt

benchstat -html -geomean old.txt new.txt

snap list 2>/dev/null

snap list --all

snap info lxd

snap services

snap version

snap connections docker

snap changes

asdf current

asdf current nodejs

asdf list

asdf list ruby

asdf where python

asdf which terraform

asdf plugin list

# git -C on each plugin's own folder: rev-parse, remote, remote get-url.
asdf plugin list --urls

asdf plugin list --urls --refs

asdf info

rbenv shims --short

asdf --version

asdf version

go doc net/http.Client.Do

go doc -all -u ./internal/shell | head -50

cargo metadata --no-deps --format-version 1 | jq -r '.packages[].name'

cargo locate-project --workspace --message-format plain

cargo read-manifest

cargo --list

gcc -dumpversion

gcc -dumpmachine

cc -v 2>&1 | tail -1

gcc -print-search-dirs

gcc -print-file-name=libstdc++.so

gcc -E -dM - </dev/null | grep -i sse

echo | g++ -x c++ -E -v - 2>&1 | sed -n '/search starts/,/End of search/p'

gcc -march=native -Q --help=target | grep march

clang -print-resource-dir

rustc --explain E0308

rustup doc --path

cargo install --list

apt-file search bin/psql

apt-file search -x 'libssl\.so\.3$'

apt-file list -l postgresql-client-16 | head

apt-file -F find /usr/bin/jq

apt-file list-indices

rustc --print cfg -C target-cpu=native | grep target_feature

rustfmt --check --edition 2021 crates/ledger/src/lib.rs

rustfmt --check -l src/*.rs

# rustup's proxy writes only its default settings (a declared tool cache).
rustfmt --check src/main.rs

npm pkg get version

npm pkg get name version --json

# dist-tag ls asks the registry for the tags (npm 11).
npm dist-tag ls @acme/feature-flags

npm dist-tags list

npm query ':root > .prod' | jq length

npm audit --omit=dev --json | jq .metadata

npm fund

ccache -s

ccache --show-stats

ccache -p | grep -E 'cache_dir|max_size'

ccache --version

npm sbom --sbom-format cyclonedx --omit dev 2>/dev/null | jq -r '.components[] | "\(.name) \(.version)"' | head

npm sbom --sbom-format=spdx --package-lock-only | jq '.packages | length'

pip index versions fastapi 2>/dev/null | head -2

# cargo tree with --locked keeps Cargo.lock; it asks rustc for the target.
cargo tree --locked -e features -i tokio -p ledger-core | head -40

cargo tree --frozen -d --target all --prefix none | sort -u | wc -l

go -C services/gateway list -m -json all | jq -r 'select(.Indirect != true) | "\(.Path) \(.Version)"'

cargo metadata --locked --format-version 1 --manifest-path crates/tokenizer/Cargo.toml | jq -r '.packages[].license' | sort | uniq -c

# node -e and -p have the built-in modules as globals.
node -p 'os.availableParallelism() + " cpus, " + Math.round(os.totalmem()/2**30) + " GiB"'

# cargo search asks crates.io's search API.
cargo search tokio --limit 3
