# expect: write
# why: a file in the diff named --output=x would make git diff write x (git reads options after operands), so a loop over run-time file names into git diff stays denied; `git diff -- "$f"` is the read.
for f in $(git diff --name-only); do git diff "$f" | head -5; done

# expect: read
# why: the corpus author listed it as a write; `set -o vi` changes bash's line editing and no file. `set -x` is only dangerous with a PS4 the line sets, and assigning PS4 is denied.
set -o vi

# expect: write
# why: xargs adds run-time words to its command; sort has -o, so a file name from ls could make it write (xargs into a program none of whose options writes or runs, such as wc or dirname, is a read).
ls | xargs sort

# expect: read
# why: an upper-case shell variable may already be exported (HOME, GIT_DIR); leader-guard asks its own environment, which Claude Code gives the Bash tool's shell too, and N is not in it, is not a name bash or zsh reads, and nothing on the line can export it (set -a, export N), so it stays the shell's own.
N=5; head -n $N README.md

# expect: read
# why: arithmetic on a run-time value evaluates it as code (array subscripts can hold $(...)); wc -l of its input prints only a number, which the model knows (git rev-list --count, nproc, date +%s, grep -c of one input too).
echo $(( $(wc -l < README.md) + 1 ))

# expect: write
# why: the same arithmetic on a file's contents could run code.
echo $(( $(cat README.md) + 1 ))

# expect: read
# why: git -C into a directory is harmless unless it holds a .git with a hostile configuration; only a member could plant one, and it could run the program itself, so the model trusts it as it trusts cd src && git status.
git -C src log --oneline -1

# expect: read
# why: git discovers the repository from the working directory; cd into a subdirectory where a member planted a .git with a hostile core.fsmonitor would run it. The model trusts the project's repository (the caller may check the file system).
cd src && git status

# expect: write
# why: bash -c with a read-only script is harmless, but shells are refused as hiding commands (clarification 1).
bash -c 'ls'

# expect: read
# why: git log -p and git diff use textconv filters from the repository's configuration by default; the model trusts the project's own configuration and refuses only --textconv, -c and the environment routes.
git log -p -1

# expect: write
# why: cat-file with a run-time argument is allowed, but git -C is not; a loop over branches with for-each-ref output is fine and this one uses an upper-case loop variable.
for B in $(git branch --format='%(refname:short)'); do git log -1 "$B"; done

# expect: read
# why: gh api with -X GET and fields is a query; an endpoint that changes state on GET does not exist in GitHub's API.
gh api -X GET repos/o/r/issues -f state=open

# expect: write
# why: tee into /dev/null is harmless but tee into any file is a write; tee with a run-time target is refused.
echo x | tee "$OUT"

# expect: read
# why: less without a terminal behaves like cat; with one, it can run commands (!cmd) interactively, but Claude Code has no terminal.
less README.md

# expect: write
# why: sort with a run-time option word could be -o; the model refuses run-time words that may be options for programs whose options write.
sort "$OPTS" notes.txt

# expect: write
# why: pattern set that records the team's first pattern (or the one it has) is team management the leader may run, but only leader-guard's judge knows the team; without it the model denies every pattern set, since it may switch the pattern.
teamctl pattern set fixed-theme

# expect: write
# why: a path-qualified teamctl may be any program; leader-guard's judge allows it when it is the installed file.
/usr/local/bin/teamctl status

# expect: write
# why: lower-case environment prefixes are harmless for nearly every program, but the model keeps the environment an allow list.
foo=1 ls

# expect: read
# why: the zsh `=(cmd)` form does not parse as bash and is refused; plain globs are assumed not to start with a dash (a file named -rf in the directory would become an option of a read-only command, which stays read-only).
ls *

# expect: write
# why: echo with -e and a here-string is harmless; exec with redirections only changes descriptors, but the model refuses exec.
exec 2>&1

# expect: write
# why: a pattern that starts with a pattern character can match a file named like an option: sort * beside a file named -o (or --output=settings.json) writes it. The model asks for ./* or -- first.
sort *

# expect: write
# why: as above, rg has --pre (runs a program for every file); rg x ./* or rg x -- * is allowed.
rg x *

# expect: write
# why: a loop variable over a pattern starting with * can be a file named like an option; for f in ./*.py is allowed.
for f in *.py; do sed -n 1p "$f"; done

# expect: write
# why: git ls-files prints tracked paths, and a teammate can commit a file named --output=x; only values proven not to start with a dash (commit ids, find ./..., src/*) count as operands.
git ls-files | while read -r f; do git diff "$f"; done

# expect: write
# why: an unquoted value with blanks splits, and a later word may be an option.
for b in main "x --output=f"; do git log $b -1; done

# expect: write
# why: %s (the subject) can hold blanks and dashes; unquoted, its words become arguments.
git log --format='%H %s' | while read -r c; do git show $c; done

# expect: write
# why: -p adds diff lines, which start with - or +.
git log -p --format=%H | while read -r c; do git diff "$c"; done

# expect: write
# why: the loop body gives the variable another value.
git log --format=%H | while read -r c; do c=$(cat f); git diff "$c"; done

# expect: write
# why: read -d splits on another delimiter, so a value may start anywhere in a line.
git log --format=%H | while read -d x c; do git diff "$c"; done

# expect: write
# why: the second name gets the rest of the line, not a proven start.
git log --format=%H | while read -r a b; do git diff "$b"; done

# expect: write
# why: -printf prints whatever its format says.
find . -name x -printf '%f\n' | while read -r f; do git diff "$f"; done

# expect: write
# why: a file read from disk can hold anything.
while read -r f; do git diff "$f"; done < list.txt

# expect: read
# why: another repository's configuration could run programs (core.fsmonitor), but the leader cannot write one and a member that planted one could run the program itself; the model trusts it as it trusts the project's. Writes into protected folders through -C or --work-tree are judged by effect (leaderguard).
git -C /tmp/x status

# expect: read
# why: as above.
git --git-dir=/tmp/x/.git log

# expect: read
# why: as above.
git --work-tree=/tmp status

# expect: write
# why: docker ps only lists, but --context (like --host and --config) points the client at a configuration the team may write, and a context's configuration can name credential helpers, which are programs; the model allows docker's listings only against the default client configuration.
docker --context x ps

# expect: read
# why: compose loads the file -f names; a compose file can include remote resources that compose clones into ~/.cache/docker-compose, but the leader writes only Markdown documents and a member that planted such a file could run compose itself, so a literal .yml/.yaml/.json file on this machine is trusted as the default compose file is (-f notes.md, -f -, -f https://...git and -f oci://... are refused).
docker compose -f other.yml ps

# expect: read
# why: as above.
docker -D compose -f x.yml ps

# expect: read
# why: terraform's state list reads the state through its backend, which is built into terraform; where terraform init configured none (no .terraform/terraform.tfstate) it reads the local terraform.tfstate, while a configured backend's settings may name a credential program. The version check writes only its own checkpoint files, a tool cache.
terraform state list

# expect: write
# why: state show renders with the provider's schema, so terraform starts the provider plugin from .terraform: a program (without a .terraform folder there is none to start).
terraform -chdir=tflocal state show aws_instance.web

# expect: read
# why: on a database in WAL mode that no other connection has open, sqlite3 -readonly creates the empty DB-wal and the DB-shm index beside it and leaves them (verified with Debian's sqlite3 3.40); the database never changes. Without -readonly sqlite3 creates a missing database file, so that shape is denied.
sqlite3 -readonly app.db 'select count(*) from users'

# expect: read
# why: without -X psql runs ~/.psqlrc (even with -c, verified with psql 15), which could hold \! or a write; like the project's git configuration it is trusted: the leader cannot write it and a member that did could run psql itself.
psql -d app -c 'select 1'

# expect: read
# why: a connection string from an upper-case environment variable is trusted as configuration (the line never spells the name out, so it cannot set it by any route: envtrust.go): its value could start with a dash or carry PostgreSQL 18's sslkeylogfile=. A lower-case variable or a substitution stays denied.
psql "$DATABASE_URL" -c 'select 1'

# expect: read
# why: a URL that starts with an upper-case environment variable's value has the scheme and host the user chose, trusted as the connection string above is: were it gopher:// or dict://, curl would send commands to another kind of server. The request itself is still judged (no -d, -X DELETE or -o).
curl -s "$ES_URL/_cat/indices?v"

# expect: read
# why: EXPLAIN ANALYZE runs the statement; the statement is proven read-only by the same rules, so running it reads as the SELECT itself does.
psql -d app -c 'EXPLAIN ANALYZE SELECT * FROM orders WHERE id = 1'

# expect: read
# why: pg_read_file reads a file on the server (for superusers or pg_read_server_files): a read, like cat.
psql -d app -c "select pg_read_file('postgresql.auto.conf')"

# expect: read
# why: redis-cli --stat polls INFO until interrupted, as tail -f polls a file: a read that does not end by itself (--latency ends after a second when its output is not a terminal). --replica, which makes the server write a snapshot, stays denied.
redis-cli --stat

# expect: write
# why: a file name may hold a newline followed by -i or -s, so the lines find prints are not proven (its first line is, so "$(find . -name x)" is one word that is no option); find -print0 with read -r -d '' or xargs -0 is the read.
find . -name '*.md' -not -path './.git/*' | while IFS= read -r f; do sed -n 1p "$f"; done

# expect: read
# why: listed as a write because -G evaluates `Match exec` in ssh_config; the user's ~/.ssh/config is trusted as ~/.gitconfig is, and the model keeps the line's host, user and -o values plain words (no metacharacter reaches a Match exec command) and refuses -F project files, -E and ProxyCommand/LocalCommand.
ssh -G host

# expect: write
# why: as root, apt-get -s (and apt -s) writes the planner's request, with the packages the line names, to /var/log/apt/eipp.log.xz; a tool cache must hold nothing from the line, so only a simulated upgrade, dist-upgrade or autoremove without packages is a read (apt-cache policy and depends answer what a package would pull in).
apt-get -s install postgresql-client-16

# expect: write
# why: cargo tree asks rustc for the target (the build.rustc of .cargo/config.toml, a program the team can write), may rewrite Cargo.lock and caches rustc's answer under target/; cargo metadata --no-deps reads the manifest without either.
cargo tree -i serde

# expect: write
# why: bundle list and show evaluate the Gemfile, which is Ruby code the team can write; Gemfile.lock holds the same answer as text.
bundle list

# expect: write
# why: SET ROLE changes nothing by itself, but it is a setting outside the few the model takes (read-only, time bounds, labels), and a later statement may rely on the other role's rights; the model judges a SET by the setting it names.
psql -c 'set role admin; select 1'

# expect: write
# why: pnpm 9.15.9 rejects --ignore-pnpmfile outside install (Unknown option), so this runs nothing; without the option pnpm ls loads the project's .pnpmfile.cjs, and the model refuses pnpm whole rather than rely on an error.
pnpm --ignore-pnpmfile --filter web list prisma --depth 0

# expect: write
# why: as above: pnpm why rejects --ignore-pnpmfile and runs nothing; pnpm why alone runs the pnpmfile.
pnpm -C apps/web why react --ignore-pnpmfile

# expect: write
# why: harmless here, but with nullglob a pattern that matches nothing is dropped, so an option whose value it was takes the next word (shopt -s nullglob; rg -g X[0] -e --pre=./x pattern runs ./x); shopt -s nullglob is refused whatever follows.
shopt -s nullglob; ls *.nothing
