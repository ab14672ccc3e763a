// Package shell reads Bash command lines for the hooks. [Analyze] parses a
// line once, walks it once, and reports everything the hooks need: whether
// the line is read-only work (what a fixed-theme leader may run), the
// files it writes, the commands it runs and the text it puts into commits,
// tags, notes, pull requests, issues and files (what artifact-guard scans
// for character names). [Classify] and [ExtractArtifacts] are the verdict
// and the texts of Analyze. Nothing here runs anything.
//
// Every program the model reads option by option is read by one scanner
// (scanArgs, spec.go) from a declared spec: which options take a value
// (the next word or an attached one), which take only an attached value,
// which make the program write or run something, which carry artifact
// text; GNU long-option abbreviations, bundles, "--" and options after
// operands are read as the program reads them, and a run-time word that
// may be an option is refused rather than guessed. Each program's file
// holds its spec, its verdict and the text it carries, all from the same
// scan: git (git.go: global options and each verb), gh (gh.go: the route
// to the command and each command), sed, awk, find, tee, date, hostname
// and the wrappers env, timeout (which also bounds a reader that never
// ends: runtime.go), nice, ionice, taskset, chrt, nohup, stdbuf, time, command,
// builtin, xargs (wrappers.go, also sudo and doas for the text), kubectl
// exec, docker/podman exec and compose exec -T (containerexec.go: the command run in the
// container, judged as a wrapper's, where nothing of the folder it runs in
// can be looked at; in a kubectl exec pod, a Kafka tool named by its path,
// bin/kafka-topics.sh, is the image's, as are ingress-nginx's /dbg
// reports and pilot-agent request GET), the
// shells' -c, su/runuser/script/flock/watch and head/tail (extract.go),
// read, mapfile and printf -v (track.go), the write model (writes.go),
// tar (tools.go), curl, wget, unzip, gofmt (Go's flag package: -l and
// --l alike, no bundles), crontab, dmesg, tmux (its global options,
// capture-pane and display-message), systemctl, ip, dpkg, dpkg-query,
// dpkg-deb, rpm, aws (its describe, list and get reads, the audited
// services' findings, reports and policy checks, never the get-*
// operations that issue credentials or tokens: data.go; the run-time
// values of its operations in awsvals.go), the
// global options of docker, podman and kubectl and the words after their
// verbs (queries.go), helm and kustomize (helm.go),
// terraform (terraform.go), docker compose and docker-compose
// (compose.go), envsubst, yamllint, hcl2json, kubeconform, kubeval,
// jsonnet, jsonnetfmt, promtool, amtool, conftest, opa, skopeo, crane,
// crictl, kind, flux, kubectx, kubens, cue version, help and fmt
// --check (infra.go), node --check, ruby
// -c, pyenv, rbenv, goenv, nodenv and jenv listings (rbenv shims --short too), kcat (and kafkacat)
// -L, -Q and -C without a consumer group (-C with -e or -c above 0), and xmlstarlet sel (checks.go),
// kafkactl's get, describe, version, config views and consume without a
// group that ends (--exit, --tail N), where no project
// kafkactl.yml can be read and the user's configuration is in place
// (kafkactl.go),
// psql, pg_dump, pg_dumpall, pg_restore, pg_isready, pg_config,
// pg_controldata, pg_lsclusters, pg_archivecleanup -n, sqlite3,
// redis-cli (its sampling modes, DEBUG OBJECT and EVAL_RO of one read
// command's call), valkey-cli, keydb-cli, mysql, mariadb, mysqldump,
// mysqladmin, mysqlbinlog of local logs, mysqlshow, rdb, mysqldumpslow of a named log and etcdctl (dbclients.go, with the SQL lexer in sql.go),
// patronictl's list, history, show-config, topology, dsn and version
// (not -W/-w, nor -c outside /etc, nor the commands that change the
// cluster or query, which runs SQL), pg_waldump (not -f, --save-fullpage)
// and pg_amcheck (not --install-missing, --parent-check, --rootdescend)
// (pgops.go),
// apt-cache, apt, apt-get -s, apt-mark, apt-config, apt-file, rustc,
// cargo, rustup, gem, bundle, gcc/cc/clang queries, ccache -s/-p,
// benchstat, snap and
// asdf (pkg.go), bzgrep, xzgrep, lzgrep and zstdgrep, lastb, pinky,
// runlevel, ntpstat, systemd-cgtop -n, nstat -s, sshd -T/-t/-G, debsums,
// busctl, atq and at -l/-c, utmpdump, ausearch, ctr's listings,
// ssh-keygen -Y verify, hwclock --show, run-parts --test, faillock,
// pam_tally2, trust list, ebtables and arptables -L, systemd-resolve,
// ipset list, btrfs's reports, hdparm -I, ipmitool's reports, logrotate
// -d, modprobe's dry run and queries, named-checkzone, efibootmgr,
// mokutil's listings, mailq, postqueue -p, grubby's reports, virt-what,
// sudo -V, getfattr, prtstat, pwdx, klist, edac-util, lldpctl,
// lldpcli show, wg show, bpftool's listings, e2fsck -n, xfs_repair -n,
// fsck -N, nscd -g, perf list, bpftrace -l, step's certificate, key and
// token inspections
// and ip's netns, xfrm, vrf and other listings (inspect.go),
// ssh -G/-V/-Q, rsync -n, bq show/ls/head/query --dry_run,
// rabbitmqadmin list/show, ldapsearch -x (data.go; not
// rabbitmqctl, rabbitmq-diagnostics and rabbitmq-plugins, which leave
// epmd running), duckdb
// (duckdb.go, with sql.go's lexer), rclone's listings, size, cat,
// checksums and check, MinIO mc's (and mcli's) ls, du, stat, cat, head,
// tree, find without --exec and info/list commands, s3cmd's ls, la, du
// and info, s5cmd ls, du, cat and head, the Hadoop shell's reads (hdfs
// dfs and hadoop fs -ls, -du, -cat, ...; hdfs fsck, dfsadmin -report),
// parquet-cli's (parquet) inspections (objstore.go; azcopy and
// gsutil are refused: they log every run), exiftool, mediainfo, qpdf's
// inspection options, ffmpeg -i, pdfsig, pdfimages and pdfdetach
// -list, mutool info/show, exiv2 pr, metaflac --list/--show-*, flac -t, id3v2 -l,
// soxi, mkvinfo, mkvmerge -J, jpeginfo, pngcheck, gifsicle --info,
// webpinfo, ogginfo, opusinfo, tidy, mdcat, pdfgrep, catdoc, antiword,
// odt2txt, pqrs and parquet-tools' read
// commands (media.go), drill, kdig, dog, doggo, nmap,
// sslscan, gnutls-cli --print-cert (its input shown empty), iperf3 -c, fping, ncat -z, tshark -r, capinfos and xh
// (netprobe.go), the secret, security and license scanners gitleaks,
// trufflehog, detect-secrets scan, bandit, license-checker, pip-licenses,
// reuse, licensee, licensecheck, askalono id and crawl, and cfssl
// certinfo, and the registry
// clients regctl and oras (secscan.go), the language-ecosystem audits
// govulncheck (-mode binary, or a source scan with CGO_ENABLED=0 on the
// line, not undone by env -u or env -i: otherwise its go list -compiled
// runs the C compiler on cgo code), go-licenses report and
// check with --logtostderr before the command (else glog's log files;
// not save), bundle-audit check where the advisory database is
// in place (not --update, -o, -D) and cargo audit --no-fetch --file (pkg.go's
// cargo route; cargo deny stays refused) (langaudit.go), the vulnerability and SBOM
// scanners trivy fs, image, sbom and repo of a local folder (repo's
// target one the model lists: trivy clones one it cannot stat; the vuln,
// secret and license scanners, the report printed; not trivy config nor
// --scanners misconfig, which download the remote Terraform modules the
// files name, nor --output, --template, --cache-dir, a server, plugins
// or modules), grype and syft of a source named with dir:, file:,
// registry: or (grype) sbom: with -o FORMAT (not FORMAT=FILE, --file,
// -c, --from, nor a bare image name, which the container engine pulls),
// each where no trivy.yaml, .grype.* or .syft.* in the folder it runs in
// can name a report file (trivy --config /dev/null reads none), their
// databases and caches declared in caches.go, osv-scanner with
// --lockfile files only (not a go.mod, whose call analysis runs the go
// command, nor a folder, as an operand or a --lockfile, -r, --output-file, --serve, --call-analysis or
// the offline databases: vulnscan.go), the infrastructure audits
// terraform-docs (one module's documentation printed, where no
// .terraform-docs.yml can name a file it writes), tfsec
// --no-module-downloads, zizmor --offline and ratchet lint (not
// parliament, which logs to /tmp/parliament.log, nor rakkess: iacscan.go),
// git secrets --list (git.go), the WebAssembly inspectors
// wasm-objdump and twiggy's analyses (not -o, nor -a, -r and -V, which
// Debian's twiggy, Perl's Twiggy server, reads as its own: wasm.go),
// the Python checks pyflakes, vulture, pycodestyle, pydocstyle, radon
// (where no radon.cfg, setup.cfg or pyproject.toml can name an output
// file), xenon, lizard, twine check, check-wheel-contents and pipdeptree
// --version (pyqa.go; python -m for the first four where the working directory
// shadows no module they import),
// jc's magic
// syntax (jc -p dig x: the command it runs is judged as if alone), and
// fd, rg, ag, base64, shuf, tree, file, less, sort, yq, ss, journalctl,
// man, uniq and xxd (spec.go), top -b -n, kubectl's client-side dry
// runs, docker's and podman's --help and docker buildx version (and
// docker help and kubectl help VERB: queries.go), ansible
// --version, ansible-config, ansible-doc and ansible-inventory of static
// files (opsclis.go), logcli queries (logcli.go), pluto, kubent (not
// -O), nova find and version (not --output-file, --config, --url) and
// polaris audit and version (not --output-file, --output-url,
// --helm-chart, a --config URL) (k8saudit.go), stern, kube-score, istioctl's analyze and proxy dumps
// (pc log of a deployment without --level or -r), x authz check and
// kube-inject without -o, linkerd check, viz stat, diagnostics, authz,
// identity and inject, cilium status and version, hubble observe
// without --follow, status and list, calicoctl get, node status and
// version, velero's listings, vault's status, kv and
// sys/ reads, consul's and nomad's status and listings, cosign tree,
// triangulate, download to standard output and verify,
// verify-attestation, verify-blob and verify-blob-attestation (a --key
// that is a file, not a KMS, cluster or PKCS#11 reference; not
// --output-file, --policy, --k8s-keychain or --sk; the trust root they
// fetch into ~/.sigstore/root is a tool cache), rekor-cli search, get,
// verify, logproof and loginfo --store_tree_state=false (not upload, nor
// loginfo storing its checkpoint in ~/.rekor), act --list, kubecolor and oc as kubectl, eksctl get,
// cmctl status certificate, inspect secret and version
// (cloudk8s.go), doctl's list and get commands (doctl.go),
// protoc, grpcurl list, describe and
// health checks, pandoc, dyff, oasdiff, kube-linter, the Python yq
// family (yq, tomlq, xq),
// swagger-cli validate, openapi-generator validate, list and
// config-help, taplo lint and format --check, tfenv listings
// and the version reports of kotlinc, zig, ghc, opam, nim, crystal,
// corepack, buf, clang-tidy, protoc-gen-go, kubeseal,
// sops, hyperfine, git-cliff, goreleaser, dive, task, kotlin, groovy,
// R, Rscript, julia, lua and elixir (and perl -V), just's
// listings, and dotnet's SDK and runtime lists (toolqueries.go), the
// version reports of nginx, openresty, haproxy, envoy, traefik, vector,
// the OpenTelemetry collectors, vim, ldd and watch, caddy's version,
// list-modules, fmt and adapt, alloy fmt, otelcol components, vector
// list and validate --no-environment, pint lint and config,
// pg_conftool show, redis-check-rdb, redis-check-aof without --fix,
// jsonschema, smem, duf, dfc, dust, envsubst with any words, and the
// --help and --version of coreutils and util-linux writers, the version
// reports of servers, agents and exporters (apache2, postgres, mysqld, mariabackup and xtrabackup,
// memcached, varnishd, squid, named, unbound, dnsmasq, etcd, containerd,
// prometheus and its exporters, loki, kubelet, php-fpm, gunicorn,
// supervisord, dovecot and more), uvicorn's --help and --version, squid -k parse, dnsmasq --test,
// unbound-checkconf alone, doveconf, containerd config default|dump,
// pg_ctl status, mysqld --print-defaults and --verbose --help,
// my_print_defaults, unrar's listings, test and p, lsar, cpio -t and
// rpm2cpio (opsval.go; brotli, lzop, lzip and lbzip2 -c/-t in
// compress.go), the help and version of pg_upgrade, ncdu, rq and
// celery, ncdu's scan printed as JSON (-o -) (not
// rq info, which cleans the queues' registries, nor celery's inspect
// and status, which broadcast through the broker: relops.go),
// diffstat, icdiff, delta as a filter, pprof's and go tool pprof's text
// reports of local profiles, go tool cover -func, nm, objdump,
// addr2line, buildid and covdata's reports, lcov --summary and --list,
// ast-grep and sg run and scan, comby without -in-place, vegeta
// report, plot and encode, git-sizer, py-spy dump, memray's stats,
// summary and parse of a capture file, strace -p (attached, counting or
// printing system calls, never running a command), valgrind's
// annotators, ack, ugrep, filterdiff, dwdiff, gocyclo, gocognit, gcov
// -n/-t, perf report/annotate --stdio, script, diff and evlist, perf stat
// (counting a command it runs, judged as one, or attached processes),
// llvm-cov's reports, llvm-profdata show, FlameGraph's scripts and
// ctags -x / -f - (codeprof.go), and
// the interpreters
// given code on the line (python -c and -m json.tool: python.go,
// pycheck.go, pylex.go, and its data modules: pydata.go, and pandas'
// CSV and JSON readers and frame reads: pyframe.go;
// node -e and -p: node.go, jslex.go; perl -e with -n/-p/-l/-a/-F/-0:
// perl.go; ruby -e: ruby.go; bash -n, sh -n, dash -n: inline.go).
//
// # API
//
//	a := shell.Analyze(command, shell.Env{Cwd: cwd, Home: home, ProjectDir: dir,
//		ExtraReadOnly: extra, Judge: judge})
//
// a.ParseError is set when the line does not parse or is too complex to
// check ([ErrTooComplex]: more than 1 MiB, more than 50,000 words, nesting
// deeper than 200 levels of ( $( { ` [[ if while for case, runs of more
// than 2,000 unary operators, more than 5,000 ? or 20,000 = or 30,000
// operator characters; the check is one linear pass before the
// parser, so no input makes it recurse or allocate without bound). Then
// a.ReadOnly is false and the lists are empty.
//
// a.ReadOnly, a.Command and a.Reason are the verdict: the first offending
// simple command (or construct) printed back as one short line, and why.
//
// a.Writes lists every file the line writes, deletes or changes that the
// model knows of: output redirections (not /dev/null, /dev/stdout,
// /dev/stderr, nor descriptor duplication), tee, cp/install/ln/rsync
// destinations (-t DIR or the last operand), mv sources and destination,
// rm, rmdir, unlink, shred, touch, truncate, mkdir, chmod, chown, chgrp
// operands, dd of=, sed -i and perl -i files, sort/shuf/base64/tree -o,
// the second operand of uniq. Write.Path is absolute and cleaned,
// resolved against Env.Cwd followed through cd, pushd and popd (a change
// inside a subshell, a pipeline part but the last or a substitution does
// not last; one in a pipeline's last part (which zsh, and bash with
// lastpipe, run in this shell), inside if, while, for, case, a function
// body, after && or ||, and a cd
// that may fail (one whose failure does not stop what follows, as &&,
// || exit and set -e do) leave the line in one of several directories,
// up to eight, and a write is listed once for each; a call of a function
// the line declares, source, . and eval, a pipeline after shopt -s
// lastpipe and a run-time directory make it unknown), $PWD, $OLDPWD, ~,
// $HOME and
// variables the line set to a literal earlier (f=x; echo > $f). When the
// target is not statically known Write.Dynamic is set and Path holds what
// is known. Symbolic links are not resolved: the caller has the file
// system. Redirection targets are resolved before the command runs
// (cd a > f writes f in the starting directory).
//
// a.Invocations lists every simple command the line runs, in order,
// wherever it stands (lists, pipelines, blocks, control flow, function
// bodies, substitutions), the commands wrappers run (env, timeout, nice,
// nohup, stdbuf, time, command, builtin: both the wrapper and the wrapped
// command are listed), the command xargs and find -exec/-execdir/-ok run
// (Dynamic: more words come at run time), and the commands of strings
// given to a shell — bash, sh, zsh, dash, ksh, mksh, su, runuser, script
// and flock -c, eval, env -S, watch — wherever they stand (find -exec sh
// -c '...' included), up to three levels deep. For programs that run
// their operands as a command behind options the model does not declare
// (exec, sudo, doas, setsid, nsenter, unshare, flock, strace, chroot,
// parallel, ...), each of the first three words that is not an option
// starts an invocation (sudo -u root teamctl x lists "root teamctl x"
// and "teamctl x"): a consumer looking for a program finds it.
// Invocation.Program is the base name of a literal command name, so
// "teamctl", "./teamctl" and "/usr/local/bin/teamctl" all have Program
// "teamctl" and differ in Path (as written): telling the installed
// teamctl from another file of that name is the caller's job. Args are
// the words after the name after brace expansion and quote removal; a
// word only known at run time holds its literal prefix and sets Dynamic
// (so does an unquoted glob). Modeled is set when the model knows every
// file the command writes (none for a read-only command; Writes lists the
// others): not for perl -i and rsync (their script or remote shell may
// write anything else, though their files are listed), nor for sed -i
// whose script writes (w, s///w) or runs (e) something, nor sort
// --compress-program, nor any program the model does not know.
//
// Env.Judge, when set, is asked first about every simple command (the
// wrapped ones included) and may decide its verdict: ok=false leaves it
// to the model. leader-guard judges teamctl this way (the team's pattern
// decides whether pattern set switches it). Without a judge, the model's
// own teamctl table applies: queries (version, help, doctor, explain,
// status, inbox, tasks, completion, team list|show, history
// list|show|stats|check, pattern list|get|show) and the team management
// the leader may run (history add without --file, pattern set) are
// read-only; everything else (install, uninstall, init, history
// prune|repair|migrate, team prune, --bin-dir, an option before the
// command, since cobra takes an unknown option's next word as its value)
// is not. A path-qualified teamctl (./teamctl, ~/go/bin/teamctl) is an
// unknown program unless the judge says otherwise.
//
// a.Texts and a.GitCommit are the artifact text (below).
//
// # Read-only policy
//
// A line is read-only when every simple command in it is, wherever it
// stands: in lists (&&, ||, ;), pipelines, subshells, { } blocks, if, for,
// while, until, case, function bodies (judged where they are declared,
// whether or not they are called), coprocesses, and inside
// command substitutions $(...) and `...` and process substitutions <(...)
// and >(...) in any word (arguments, assignments, redirection targets,
// unquoted here-document bodies, case patterns, [[ ]] and (( ))). A
// substitution whose commands are all read-only is allowed, so
// `echo $(git rev-parse HEAD)` is read-only and `echo $(rm -rf x)` is not:
// "hiding" means a writer, a shell (bash -c, sh -c, eval), xargs into a
// program with options that write or run, or find -exec/-execdir of a
// command that is not read-only somewhere inside (find fills {} with a
// path under a literal starting point, so find . -exec grep -l x {} +
// only reads; -ok and -okdir are refused). A command whose run-time words
// are only variables the line bound to literal words (for t in node ruby;
// do "$t" --version; done, or env=prod; yq . "values-$env.yaml") is
// judged once for each combination of their values, up to 16
// (choices.go). A line that does not parse is not read-only;
// the reason quotes the parser's message. An empty line is read-only.
// A command run in the background (&) or as a coprocess is not read-only:
// it keeps running after the line returns.
//
// Words are read as bash reads them: brace expansion first (sort {"-o",f} x
// is sort -o f x; {ls,-la} is ls -la; more than 4,096 words from one brace
// expansion is refused), then quote removal. An extended glob (@(a|b),
// *(...)) is refused: in zsh, which Claude Code uses when it is the user's
// shell, *(e:'cmd':) is a glob qualifier that runs cmd. A word that starts
// with an unquoted ^ may be an option: with zsh's extendedglob, ^x
// matches every name but x, -o among them (checked with zsh 5.9), unless
// the line is known to run in bash (Env.Shell, Claude Code's own choice
// of shell, which leader-guard repeats: git log HEAD ^v1 is then a
// read).
// Other unquoted globs are
// assumed not to start with a dash, and so is a word that starts with the
// output of a command that never prints one: $(which go) (one absolute
// path per line, or nothing), "$(command -v go)", "$(pwd)" (unquoted only
// when the working directory is known and has no blank or pattern
// character) and "$(git rev-parse --show-toplevel)", each followed by
// nothing or by literal text that does not start with a dash.
//
// Redirections: reading (<, here-documents, here-strings) is fine, except
// from /dev/tcp/... and /dev/udp/... (bash opens a network connection). Output
// redirections (>, >>, >|, &>, &>>, <>, and >&word when word is not a file
// descriptor) are writes unless the target is literally /dev/null,
// /dev/stdout or /dev/stderr. Duplicating or closing descriptors (2>&1,
// >&2, 3>&-) is fine.
//
// Commands, by name (an absolute path in /bin, /usr/bin, /usr/local/bin,
// /sbin, /usr/sbin or /opt/homebrew/bin counts as its base name; any other
// path is an unknown program):
//
//   - Always read-only: ls, cat, tac, head, tail, wc, stat, du, df, realpath,
//     readlink, basename, dirname, pwd, more, eza, exa, lsd, strings,
//     checksums (md5sum, sha*sum, shasum, cksum, b2sum, sum), hexdump, od,
//     diff, cmp, comm, grep, egrep, fgrep, which, whereis, type, cut, tr,
//     nl, column, paste, join, fold, fmt, rev, expand, unexpand, jq, seq,
//     expr, echo, printf, numfmt, cd, pushd, popd, dirs, true, false, :,
//     test, [, [[ ]], (( )), set, shopt, unset, shift, read, mapfile,
//     readarray, wait, sleep, exit, return, break, continue, getopts, jobs,
//     help, printenv, id,
//     whoami, groups, uname, nproc, uptime, ps, pgrep, free, locale, tty,
//     getconf, arch, cal, ncal, lsof; alias without arguments; teamctl as
//     described in # API (Env.Judge decides first).
//   - Read-only unless an option makes them write or run something (fd,
//     rg, ag, base64, shuf, tree, file, less, sort, yq, uniq, xxd, ss,
//     journalctl and man are read by one scanner from a declared spec,
//     spec.go; a value an option takes from the next word must not be
//     an unquoted run-time word, which splits into more words): find
//     (one-dash primaries declared in find.go, with the ones that take a
//     value, so find . -name "$p" is a read; not -exec, -execdir, -ok,
//     -okdir, -delete, -fprint, -fprint0, -fprintf, -fls), fd (not -x, -X), rg (not --pre, --hostname-bin), ag
//     (not --pager), sort (not -o, --compress-program), uniq and xxd (one
//     operand at most: the second is an output file), tee (only to
//     /dev/null, /dev/stdout, /dev/stderr), yq (not -i, -s), tree (not -o),
//     less (not -o, -O, --log-file, +command), file (not -C), shuf and
//     base64 (not -o), date (not -s or a new date), hostname (no
//     argument), ss (not -K, -D), journalctl (not --rotate, --vacuum-*,
//     --flush, --sync, --setup-keys, --cursor-file, ...), man (not
//     -P/--pager other than cat, less or more, -H, -X, -R, -T,
//     -C/--config-file, -p/--preprocessor),
//     tar only as a listing (-t,
//     --list, tvf; compression and verbosity flags; no -I/--use-compress-
//     program, --to-command, --checkpoint-action, --info-script, ...; an
//     archive name with ':' reaches another machine unless
//     --force-local), npm queries (view, info, show, ls, list,
//     outdated, explain, why, search, prefix, root, bin, help,
//     --version; not with --prefix, --userconfig, --script-shell, ...;
//     not pnpm, which loads the project's .pnpmfile.cjs for every
//     command, nor yarn, which runs its yarn-path first),
//     go version, go env (not -w, -u), go list and go list -m (not
//     -export, -compiled, -toolexec, -exec, -modfile, -mod=mod), go doc,
//     go mod graph, why and verify, go mod edit -json/-print (Go's build
//     and module caches are tool caches), git and gh queries (below).
//   - Long options are matched as GNU getopt_long and git's parse-options
//     match them: a word that abbreviates a refused option is that option
//     (sort --out=f, git config --unset-a, env --s=..., sed --in=.bak), and
//     one that abbreviates a refused and an allowed option is refused (the
//     program itself refuses an ambiguous abbreviation). Bundled short
//     options are read letter by letter up to the first letter that takes
//     a value (gh api -iXDELETE is -i -X DELETE; git grep -nO'cmd' has -O).
//   - sed without -i/--in-place, with a script the classifier reads command
//     by command: w, W, e, s///w and s///e, script files (-f) and commands
//     it does not know are refused (--sandbox lifts the script check).
//     Without -n sed prints every line: still only output.
//   - sed and awk read their options by declared specs (sed.go, awk.go):
//     sed's verdict, the text sed -i writes and the files it edits come
//     from one scan; awk's options end at its program text, as gawk's do.
//   - awk (gawk, mawk, nawk) only with a literal program that has no
//     system, no | other than ||, no @load/@include, and no > at the top
//     level of a print or printf (a comparison there must be parenthesised
//     in awk), except > "/dev/stdout" and > "/dev/stderr"; -f, -i, -l, -E,
//     and options that write profiles or dumps are refused. A '/' is a
//     division after an operand (a number such as 1. or .5, a name, ')',
//     ']') and a regular expression elsewhere, as awk's lexer decides.
//   - Wrappers are judged by the command they run, found by their declared
//     options (wrappers.go; an option a wrapper's spec does not declare is
//     refused): timeout, nice, nohup, stdbuf, time (not -o), builtin,
//     command (command -v and -V only describe a name), env (alone it
//     prints; env -S and --split-string and its abbreviations are refused;
//     its NAME=value words are checked against the environment allow
//     list), xargs (alone it runs echo; not --process-slot-var; the words
//     it appends at run time keep its command read-only only when no
//     option of that program writes or runs anything: the always
//     read-only programs above, such as wc, dirname, cat, head). A cd or
//     read run by a wrapper other than command and builtin is a program
//     and changes nothing in the shell.
//   - Not read-only, with a reason: writers (rm, mv, cp, mkdir, touch, chmod,
//     chown, ln, dd, truncate, install, rsync, scp, patch, editors, archivers,
//     curl, wget, kill, ...), sudo/doas/su, ssh, hiding commands (parallel, watch, eval, source, ., exec, trap, alias with arguments),
//     shells (bash -c is "runs a hidden command", bash file.sh "runs a
//     script"), interpreters (python*, node, ruby, perl, php, deno, bun, lua,
//     ...; -c/-e style flags are "runs inline code", except the
//     read-and-print code below), npx-style runners,
//     package managers (npm, pnpm, yarn, pip, uv, cargo, go, gem, brew, apt,
//     ...: install-like verbs "install packages", the rest "run tests or
//     builds", even `go test` and `npm test`), build tools and
//     test runners (make, mvn, gradle, pytest, jest, ...). hash is refused
//     (hash -p can make a name run another program). Any other name is
//     "not a known read-only command", unless it calls a function the line
//     declared before it as a top-level statement and never unsets (the
//     body is judged where declared; a function named like a known command,
//     a declaration inside if or ( ), and a call through a wrapper, which
//     runs a program instead, do not count). A command name that is not
//     literal ($CMD, "$x") is refused.
//
// git (git.go): its global options and each verb's options are declared
// specs read by the one scanner, and the artifact text comes from the
// same scan. Global options are matched exactly (git does not abbreviate
// them):
// --no-pager, -P, --literal-pathspecs and the other harmless ones are
// skipped, and so are -C, --git-dir, --work-tree and --bare: repository
// configuration can run programs (core.fsmonitor, core.pager, diff
// drivers), but the leader cannot write any (its documents are Markdown
// files) and a member that planted one could run the program itself, so
// another repository is trusted as the project's is; -p/--paginate is
// refused (it runs the configured pager);
// --config-env and --exec-path= are refused; -c is allowed only for
// display keys (color.*, log.*, column.*, grep.*, core.quotepath,
// core.abbrev, diff.renames, ...); an unknown global option is refused.
// The project's own repository configuration is trusted: git discovers the
// repository from the working directory, and whether a directory the line
// cd's into holds a planted .git is the caller's to check. Read-only
// subcommands: status, log, show, diff (and diff-tree, diff-index,
// diff-files, range-diff, whatchanged; not --output, --ext-diff,
// --textconv or their abbreviations), blame, annotate, rev-parse,
// ls-files, ls-tree, cat-file (not --textconv, --filters), describe,
// shortlog, name-rev, merge-base, rev-list, for-each-ref, show-ref,
// show-branch, count-objects, var, check-ignore, check-attr,
// check-mailmap, verify-commit, verify-tag, cherry, version, help (not
// -w/--web, -i/--info), ls-remote (not -u/--upload-pack or an
// abbreviation), grep (not -O in any bundle, --open-files-in-pager,
// --ext-grep, --textconv), reflog (not expire, delete, drop, nor the log
// family's refused options: reflog show is log -g),
// branch as a listing (-a, -r, -v, -l/--list with patterns, --show-current,
// --contains, --merged, --points-at, --sort, --format; no other flag, no
// name), tag as a listing (-l/--list, -n, -v, --contains, ...; no name
// without -l), remote (alone, -v, show, get-url), config reads (--get*,
// --list/-l, get, list, a single key; --unset, --add, --replace-all,
// --rename-section, --remove-section, -e/--edit and their abbreviations and
// unknown options are refused), stash list|show (stash's own value
// options are read, so git stash -m list is a push; show takes the log
// family's options and --output is refused), worktree list,
// notes (alone, list, show), submodule (alone, status, summary),
// symbolic-ref with one operand. Everything else, fetch included, is not.
//
// gh (gh.go; the route to the command and each command's options are
// declared specs, and the artifact text comes from the same scan): pr
// view|list|diff|checks|status, issue view|list|status, repo
// view|list, run view|list|watch, release view|list, workflow view|list,
// auth status, label list, gist view|list, cache list, ruleset
// view|list|check, org list, project view|list|item-list|field-list,
// attestation verify (its declared options only; the Sigstore trust
// roots it fetches into ~/.cache/gh/.sigstore are a tool cache; not
// download, which writes the bundles to files),
// search, status, version, help; none with -w/--web (it starts a
// browser), and no option between gh and its verb other than -R/--repo
// (cobra takes an unknown option's next word as its value, so in gh pr
// --label view create the verb is create). gh api is read-only when it
// stays a GET: no -X/--method other than GET (in any spelling: -XPOST,
// -iXDELETE, --method=PATCH), no --input, and fields (-f/-F/--field/
// --raw-field) only with an explicit -X GET (they become query
// parameters; without it gh sends a POST).
//
// The environment is an allow list. A variable that reaches a program's
// environment — a prefix assignment (X=1 cmd), env NAME=value, export,
// declare -x — may only be LC_*, LANG, LANGUAGE, TZ, NO_COLOR,
// FORCE_COLOR, CLICOLOR, CLICOLOR_FORCE, COLUMNS, LINES, TERM, TIME_STYLE,
// POSIXLY_CORRECT, GREP_COLORS, LS_COLORS, IFS, CI, GH_NO_UPDATE_NOTIFIER,
// GH_PROMPT_DISABLED, GIT_TERMINAL_PROMPT, NO_UPDATE_NOTIFIER,
// CHECKPOINT_DISABLE (it only turns off terraform's update check),
// PIP_DISABLE_PIP_VERSION_CHECK (it only turns off pip's check for a newer
// pip), GOTOOLCHAIN=local (it only forbids go to download a toolchain),
// CGO_ENABLED=0 (it only makes the go command leave cgo files out and run
// no C compiler),
// a database client's host, port, user, password or database (PGHOST,
// PGHOSTADDR, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE,
// PGCONNECT_TIMEOUT, PGAPPNAME, PGCLIENTENCODING, PGSERVICE,
// PGTARGETSESSIONATTRS, MYSQL_PWD, MYSQL_HOST, MYSQL_TCP_PORT,
// REDISCLI_AUTH), PGOPTIONS holding only -c settings that make the session
// read-only, bound its time or label it (default_transaction_read_only,
// statement_timeout, lock_timeout, application_name, ...), how python and node print (PYTHONIOENCODING,
// PYTHONUTF8, PYTHONUNBUFFERED, PYTHONDONTWRITEBYTECODE, PYTHONHASHSEED,
// NODE_NO_WARNINGS, NODE_DISABLE_COLORS), or a pager
// variable (PAGER, GIT_PAGER, GH_PAGER, MANPAGER, SYSTEMD_PAGER, BAT_PAGER,
// AWS_PAGER) set to literally cat or empty. A shell variable set by any
// route — x=1, for x in, read, mapfile/readarray, printf -v, getopts,
// ${x:=v} and ${x=v}, declare/local/readonly/typeset, arithmetic
// assignment — may also have a name with a lower-case letter (not the
// proxy variables http_proxy, https_proxy, ftp_proxy, all_proxy, no_proxy,
// rsync_proxy, a name Env.Exported finds in the environment, and not zsh's
// special parameters, which zsh, Claude Code's
// shell when it is the user's, reads to choose code: path, commands,
// functions, aliases, options, cdpath, nameddirs, mapfile, *_functions,
// ...), or be REPLY, OPTIND, OPTARG, MAPFILE or COPROC. Another
// upper-case name may already be exported, so it is refused unless
// Env.Exported says it is not in the environment, the shell does not
// read it itself (PATH, CDPATH, HOME, PS4, BASH_*, NULLCMD, TMPPREFIX,
// ...), Claude Code does not set it for the Bash tool (CLAUDE_*,
// AI_AGENT, TMUX), it names no configuration that makes a program run
// code (EDITOR, GIT_*, LD_*, NODE_*, compilers' and toolchains'), and
// nothing on the line can turn on allexport (set -a, set -o allexport,
// shopt -o, setopt, a command name known only at run time).
// declare -n, nameref and export -f are refused.
//
// Code bash evaluates later. bash evaluates text as arithmetic in (( )),
// $(( )), let, for (( )), [[ ... -eq/-ne/-lt/-le/-gt/-ge ... ]], array
// subscripts (${a[i]}, a[i]=v, and the names given to read, printf -v,
// mapfile, unset, getopts, test -v and [[ -v ]]), ${x:offset:length} and
// declare -i values; and arithmetic evaluates a variable's value as an
// expression in turn, where a subscript may hold $(cmd). So every operand
// of arithmetic must be a literal number (12, 0x1f, 2#101), $#, $?, $$,
// $!, ${#x}, a variable the line set to a literal number (arithmetic
// assignment counts), or a command substitution that prints only a number
// (git rev-list --count, wc -l|-c|-w of its input, nproc, date +%s, grep
// -c of one input, also at the end of a pipeline); a subscript in a name given to those builtins must
// be a literal number, @ or *. test and [ compare integers without
// evaluating, and printf %d does not evaluate: both are fine. ${x@P}
// (prompt expansion runs command substitutions), ${!x} unless the line set
// x to a literal name, and mapfile/readarray -C (a callback command) are
// refused.
//
// Run-time words: for commands whose options decide whether they write
// (sed, awk, find, sort, uniq, xxd, yq, date, hostname, every command
// above with a refused option, the wrappers, gh api, and git subcommands
// other than the plain queries
// status, rev-parse, blame and the like), a word that is only
// known at run time and could start with a dash ("$x", $(cmd), a brace
// expansion) is refused; a word with a literal start such as
// origin/"$branch" is an operand and fine. Words after "--" are operands.
// sed scripts and awk programs must be wholly literal. gh views and lists
// take run-time arguments, but their group and verb must be literal. A
// pattern counts as a run-time word when it starts with a pattern
// character (*, ?, [): sort * beside a file named -o would write it, so
// such commands want ./* or "--" first; a pattern with a literal start
// (src/*.go, ./*) matches only names with that start.
//
// Proven values (provenance.go): an unquoted run-time part splits into
// more words, so it is always a possible option. A double-quoted "$v" is
// an operand when v is proven not to start with a dash: a literal value,
// a for loop over literal words, over a pattern with a literal start
// (src/*.go) or over $(git rev-list ...) / $(git log --format=%H), and
// read -r of lines from a pipe or < <(...) whose lines start with a
// commit id (git log --format=%H..., git rev-list, git rev-parse), or the
// words of a producer (producers.go: docker/podman ps, images, network ls and
// compose ps with -q or --format '{{.ID}}'/'{{.Names}}', kubectl get -o
// name, or the .metadata.name alone (jsonpath, one custom column) of kinds
// named by DNS names (pods, services, deployments, nodes, namespaces...),
// seq of non-negative numbers, pgrep and pidof without names, id
// -u/-g/-G, date +FORMAT of numeric conversions, nproc, wc -l of a
// stream, grep -c, git rev-list --count; only 2>/dev/null may redirect
// them); head, tail, sort, uniq and grep (without -n or files) pass such
// lines on. $v unquoted and $(producer) count only when every word is
// proven (commit ids, producers, or the first of several read names with
// the default IFS); since bash splits them into any number of words, the
// command is then also judged with none and with two of them (git config
// $(docker ps --format '{{.Names}}') may be git config a.b c). Paths are not lines, since a file name may hold a
// newline followed by -o: "$(find . -name x)", "$(pwd)", "$(realpath x)",
// "$(which go)" and "$(command -v go)" are one word that starts with a
// literal start or a slash, and find -print0 (its only action, under
// literal starting points) gives records that read -r -d "" and xargs -0
// take whole. A process substitution <(...) or >(...) is one word,
// a /dev/fd/N path, never an option (its commands are judged like any
// other), and a redirection into >(...) writes a pipe, not a file.
//
// Queries of programs that otherwise run code or change state (queries.go):
// a known toolchain, interpreter or tool asked only for its version
// (node --version, python3 -V, docker version; not mvn and gradle, see
// jvm.go: mvn's launcher reads .mvn/jvm.config, JVM options the project
// writes); docker and podman listings and reports (ps, images,
// logs, inspect, info, stats --no-stream, network/volume/image/container
// ls|inspect, manifest inspect; not buildx, which creates its store and
// a lock file under ~/.docker/buildx; no global option that points the
// client elsewhere); docker compose and docker-compose config (not -o), ps, ls,
// images, top, logs (not -f), port, version, with -f only a literal
// .yml/.yaml/.json file on this machine (compose clones remote
// resources into its cache) and no Markdown --env-file; kubectl reads (get, describe, logs, top,
// explain, api-resources, version, events, wait, rollout history|status,
// kustomize (as kustomize build), plugin list, cluster-info without
// dump, auth can-i|whoami, config view|get-contexts|current-context; get
// and events without --watch; not diff, port-forward or proxy; global
// options before the
// verb only -n, --context, --cluster, --user, -o, -l, -A, -v and
// --request-timeout, read with their values, so kubectl -n get delete is
// a delete; no --kubeconfig, --as, --token, --server, --cache-dir,
// --profile anywhere); helm template, lint and show of a chart
// on this machine (a repo/chart name or oci:// would be downloaded into
// helm's cache; no --post-renderer, --output-dir, --dependency-update,
// --repo), dependency list, list, status, history, get, env, version,
// search, repo list, plugin list (any other verb may be a plugin);
// kustomize build without plugins, exec, helm or -o, of a folder on this
// machine; terraform version, fmt -check (or -write=false, or of
// standard input), state list, state pull, output, workspace list|show,
// providers and any command's -h/-help (its update check writes only
// ~/.terraform.d/checkpoint_*, a tool cache; the commands that read
// state only where the model sees no backend terraform init configured,
// whose settings may name a credential program; validate, show, graph
// and state show only where there is no .terraform folder, whose
// provider plugins they would start; not console, plan or test); skopeo
// inspect and list-tags (docker://, oci:,
// dir:; no --authfile); crane digest, manifest, config, ls, catalog, blob, export IMAGE -;
// envsubst, yamllint, hcl2json, kubeconform (not -cache), kubeval,
// jsonnet (not -o, -m, -c or a bundle), promtool check, test rules and
// query, conftest test|verify|parse (not --update), opa eval, check,
// test, fmt without -w; crictl listings and logs without -f; kind get;
// amtool check-config and alert, silence and config queries; flux get,
// tree, stats, check, version, export, trace, logs (not -f), events (not
// -w);
// kubectx and kubens alone or -c; ansible is refused (every run creates
// ~/.ansible/tmp, and ./ansible.cfg can load the project's plugins,
// Python code); kubectl auth can-i may ask about another identity (--as); unzip -l/-v/-t/-Z/-p and zipinfo; git clean with
// -n (not -i); git hash-object without -w; curl GET/HEAD (-X GET with
// data is a GET with a body: Elasticsearch's GET _search) to standard
// output with options that only shape the request or choose which server
// is trusted (--cacert, --capath, --cert-status; no -o, -O, -c, -D,
// -d, -F, -T, -K, --trace, -w %output{}, --cert, --key, --engine), to an
// http(s) URL or one that starts with an upper-case environment
// variable's value the line never sets ("$ES_URL/_search", envtrust.go); wget -O - or --spider, with
// --no-hsts (else ~/.wget-hsts is written); crontab -l;
// dmesg without clearing; ip, systemctl, dpkg and rpm queries
// (dpkg-query also of another database: --admindir, --root; rpm -q, -V
// and -K, which on Debian create ~/.rpmdb: a tool cache); dpkg-deb -c, -I, -f, -W,
// --fsys-tarfile and --ctrl-tarfile (not -x, -X, -R, -e, -b); tmux
// listings, show-*, display-message -p and capture-pane -p (no -f, -c, -v,
// #(...) formats or a second command after ";"); gofmt without -w or
// -cpuprofile; shellcheck; npm config get/list; go doc;
// aws s3 cp, mv, sync and rm with --dryrun (each transfer or deletion
// is only printed) to an s3:// destination (a download or a sync to a
// local folder creates the folder even then; not -, nor --grants, --sse,
// --sse-c, whose values are lists or optional);
// aws describe-*/list-*/s3 ls, where a run-time word that may start
// with a dash is only the value of a parameter that takes exactly one
// value in that operation, followed by options (awsvals.go: after a
// list or a switch argparse hands it to the global options, and
// --endpoint-url sends the request elsewhere). Reviewers' tools
// (devtools.go): ruff check (and format --check/--diff) with --no-cache,
// clang-format without -i, cppcheck
// without --dump, --addon or an output file, xmllint without --output,
// nm and objdump without --plugin, actionlint without -shellcheck or
// -pyflakes, hadolint, readelf, openssl version and x509
// printouts, cmake -N; curl -o /dev/null; ruby -v and perl -v. xargs reading
// proven words from a pipe or < <(...) (see proven values; not -a, -0 or
// -d) may add them to any command that stays read-only with them: the
// command is judged with one and with two words appended (git branch
// alone lists, git branch <id> creates), or with -I each word holding
// the replacement string filled with a line (never the program's name or
// an option: xargs -I% sort -% is refused). Words not proven pass only
// after a literal -- in the command, as its own reading of -- decides
// (git diff --name-only | xargs gofmt -l --). read -r of such lines needs
// -r: without it a backslash escapes the first character. The proof of a
// pipe or < <(...) holds only while every command that inherits that
// input reads whole lines of it (read -r), is the one xargs, or is known
// not to read it (stdin.go: builtins that print, filters given files,
// kubectl, docker and git reads without their stdin options): head -c 4
// in a loop body would leave the next read -r in the middle of a line.
//
// Database clients (dbclients.go) asked a question written out on the
// line: psql -c (repeatable) with read-only SQL or one describing
// meta-command (\d*, \l, \x, \conninfo, \sf, \sv; no backquote, which runs
// a shell, and no second backslash command: \o, \w, \g, \copy, \!, \i,
// \e, \lo_*, \setenv, \password, \cd are refused), psql -l; not -f, -o,
// -L, nor psql without -c or -l (it reads standard input); -v only for a
// few settings and lower-case names with plain values, -P only printing
// options (pager only off). pg_dump and pg_dumpall to standard output
// (not -f, -j, -F d), pg_restore printing an archive or its list (not
// -d, -f, -C), pg_isready, pg_config, pg_controldata, pg_lsclusters,
// pg_archivecleanup -n (its dry run; without -n it removes the WAL files), mysqldump to standard output (not
// -r, --tab, --flush-logs, --source-data, --log-error), mysqladmin status,
// extended-status, processlist, variables, ping and version (not -i),
// mysqlbinlog (mariadb-binlog) decoding local binary logs to standard
// output with --local-load=/dev/null (without it a LOAD DATA event's data
// is left in TMPDIR/SQL_LOAD_MB-*), --flashback too, and a server's log
// read with -R (a binlog dump, no replica registered) (not -r, --raw, -#,
// --stop-never, nor
// --defaults-file, --defaults-extra-file or --defaults-group-suffix),
// mysqlshow's listings (the same configuration options refused),
// redis-rdb-tools' rdb printing a dump file (--command json, diff,
// justkeys, justkeyvals, memory, protocol; not -f, which writes a file),
// etcdctl get, watch, version, member list, endpoint health|status and
// the other lists (not put, del, txn, compaction, defrag, snapshot,
// lock, check or the add/remove/grant commands; options by exact name).
// mongosh and mongo stay refused: --eval is JavaScript, and mongosh
// writes a log file on every run. sqlite3 only with -readonly
// (without it a missing database file is created; with it a database in
// WAL mode that nobody else has open gets its -wal and -shm files, the
// database itself never changes) and SQL or dot-commands as arguments,
// -cmd or a script the line writes to its standard input (echo, printf
// without directives or escapes other than \n and \t, a here-document or
// here-string; a dot-command only in the first column between
// statements, as sqlite3 reads it): .tables, .schema, .indexes, .dump, .mode, .headers and the other
// printing commands; not .output, .once, .shell, .system, .import,
// .save, .backup, .read, .open, .load, .excel, .cd, .log; not -init, -A,
// -vfs, -zip or any undeclared option; PRAGMA only as a read (PRAGMA
// user_version; PRAGMA table_info(t)). redis-cli with a read command
// (GET, HGETALL, LRANGE, SCAN, TTL, TYPE, INFO, SLOWLOG GET, CONFIG GET,
// CLIENT LIST, MEMORY USAGE, ...; case does not matter; not PFCOUNT,
// TOUCH, GETEX or SORT, which write) or --scan, --bigkeys, --memkeys,
// --hotkeys, --stat, --latency, --cluster check|info HOST:PORT; not
// --rdb, --pipe, -x, --eval, the other --cluster commands, --replica,
// nor without a command. mysql and mariadb -e with
// read-only SQL (SELECT, SHOW, DESCRIBE, EXPLAIN, USE); not --tee,
// --pager, --init-command, --defaults-file, -G, the --loose-/--skip-
// prefixes, a client command (\! or system at the start of a line), nor
// without -e. The SQL (sql.go) is lexed as the server lexes it and proven,
// statement by statement, to start with a query keyword and to hold no
// writing or locking keyword (INSERT, UPDATE, DELETE, MERGE, INTO, FOR
// UPDATE/SHARE, DDL, COPY other than COPY ... TO STDOUT, CALL, ANALYZE other than EXPLAIN ANALYZE of a
// read, ...) and no call of a function off an allow list of side-effect
// free ones (nextval, set_config, pg_terminate_backend, dblink,
// query_to_xml, writefile, load_extension, sleep are refused); text the
// dialects or a server setting could read two ways (a backslash in a
// plain string, a nested comment, MySQL's --x and /*! */) is refused. The
// start-up files (~/.psqlrc, ~/.sqliterc, ~/.my.cnf) and the environment
// are trusted as the project's git configuration is; a connection string
// known only at run time must come whole from an upper-case environment
// variable the line never spells out, so sets by no route (envtrust.go:
// "$DATABASE_URL"; not TZ or PGHOST,
// which a line may set), since a PostgreSQL 18 sslkeylogfile= in it
// writes a file; a literal one may not hold sslkeylogfile=, servicefile=
// or a percent escape (libpq decodes ?%73slkeylogfile=). PGHOST,
// PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE and the like,
// MYSQL_PWD and REDISCLI_AUTH may be set for a command (see the
// environment below); PGSERVICEFILE, PGPASSFILE and PGOPTIONS may not.
//
// Breadth families, each file holding its specs and verdicts:
//
//   - Text and data tools (textdata.go): sdiff and diff3 (not -o,
//     --diff-program), iconv (not -o), bat (not --pager, --paging=always,
//     bat cache, --generate-config-file), Miller (format flags and a chain
//     of verbs that only reshape records, put and filter when their DSL
//     has no tee, emit, print, dump, system or exec; not -I, --prepipe*,
//     --load, -s, put -f, tee, split), csvkit (in2csv not --write-sheets; csvsql
//     only without --db and insert options, with a literal SELECT or WITH
//     query that neither attaches nor vacuums), xsv and qsv (not index,
//     split, partition, qsv stats, -o; qsv frequency only on standard
//     input: given a file it runs qsv stats, which writes a cache; qsv
//     only where Env.ReadDir finds no .env in the directory it runs in or
//     a parent, since qsv loads it and its QSV_ settings can make a read
//     write), cloc (read as Getopt::Long reads
//     it: -out is --out, case ignored; not the report, SQL, definition,
//     list and stripped-copy writers, --extract-with, --config, --sdir,
//     --git, a --vcs other than git), scc (not -o, --report, --mcp,
//     scc @FILE, a --format-multi entry not to stdout), gocloc, jc only
//     as a filter (an operand is a command it runs), dasel (not put,
//     delete, update, -o), htmlq (not -o), sd with -p (its preview) or
//     as a filter with no file operand (otherwise it edits the files in
//     place). pr, look, tsort, factor, bc,
//     tokei, gron and pup have no option that writes. Miller reads
//     ~/.mlrrc and ./.mlrrc, which the project's members could write: like
//     git's configuration, the model trusts them. Refused with a reason:
//     csvclean, csvpy, sql2csv, dc (! runs commands).
//   - System tools (sysinfo.go): iostat, mpstat, pidstat (not -e), sar
//     (not -o) with a count after an interval (an interval alone never
//     ends), sadf, ulimit queries (an operand sets a limit), nslookup with
//     a name (without one it reads commands), the status, show and list
//     verbs of timedatectl, hostnamectl, localectl, loginctl, networkctl,
//     resolvectl and systemd-analyze (not -H/--host, -M/--machine,
//     --monitor), sysctl reads (not -w, -p, -f, --system, key=value),
//     findmnt (not --poll), mount alone or with -l and -t, nc -z (strict:
//     not -l, -e, -c, -k), ping with -c or -w (not -f, -l), mtr with a
//     report, fuser (not -k, -i), ldconfig -p; lsns, lsattr, getfacl,
//     namei, pstree, lsipc, lslocks, lsmem, pidof, pmap, ipcs, last,
//     lastlog, lsb_release, traceroute, tracepath and whois always.
//     Refused with a reason: ldd (may run the
//     program), top (writes ~/.config/procps).
//   - Administration tools (sysadmin.go), each in its listing shapes,
//     most by strict specs: ifconfig (one interface at most), route (the
//     table, BSD's route get), arp (not -s, -d, -f), iptables -L/-S (not
//     -Z), iptables-save (not -f, -M), nft list and describe (no
//     separator, no second command), tput (not init, reset), stty
//     -a/-g/size (not service NAME status or --status-all: without
//     systemd they run the init scripts, and rabbitmq-server's leaves
//     epmd running), ethtool's
//     show options, smartctl's reports (-l only with a log to read), fdisk
//     -l, sfdisk -l/-d/-J, parted -l and DEVICE [unit U] print, blockdev
//     --get*/--report, swapon --show, losetup -l (one device at most),
//     dmsetup ls/info/table/status, udevadm info (not --cleanup-db),
//     update-alternatives --display/--query/--list, capsh --print, chronyc
//     reports (not -m), ntpq -p, taskset/chrt/ionice -p PID, prlimit
//     without values or a command, conntrack -L/-S/-C (not -z, -E),
//     nmcli's status and show, virsh reports on a local URI, zpool and zfs
//     listings, mdadm --detail/--examine, tune2fs -l, nvme's reports,
//     dmidecode (not --dump-bin), lshw (not -dump), sensors (not -s),
//     nvidia-smi queries (not -l, -f or any setting). LVM's reports (lvs,
//     pvs, ...) are refused: they take lock files under /run/lock/lvm.
//   - Storage, sharing, audit and firewalls (security.go): blkid with -p
//     or -c /dev/null (otherwise it writes /run/blkid/blkid.tab), partx
//     --show, wipefs without -a, -o or -b, cryptsetup status, luksDump
//     and isLuks, exportfs -v/-s, nfsstat (not -z), rpcinfo (not -d),
//     auditctl -l/-s, semodule -l, firewall-cmd --state, --list-*,
//     --get-*, --query-*, --info-*, ufw status and show, fail2ban-client
//     status; showmount, quota and repquota always.
//   - Compressors (compress.go): gzip, xz, zstd, bzip2, lz4 and kin with
//     -c, -l or -t, or as a filter without a file operand (not zstd -o,
//     --rm, --output-dir-*, --trace; lz4's second operand is its output);
//     7z l, t and h; dos2unix -i or -O.
//   - Shell builtins that print (builtins.go): compgen (not -C, -F, nor
//     -W with an expansion), history and history N, umask without a mask,
//     kill -l and kill -0, trap alone, -p and -l. $$, $!, $# and $? are
//     numbers, never options.
//   - Accounts, configuration checks and network diagnostics
//     (accounts.go): lastlog and faillog without -C, -S, -r, -l; chage
//     -l, passwd -S, pwck and grpck -r, visudo -c, postconf without -e,
//     -X, -# or name=value, patchelf --print-*, numactl --hardware/--show,
//     locate (not slocate's -u, -U), info (not -o other than -, nor
//     --dribble), hash without -p, iotop -b -n, tcpdump with -c or -r (not
//     -w, -z, -C, -G, -W), ngrep with -I or -n above 0 (not -O, -K), bridge and
//     tc listings (iproute2's options,
//     not -batch), iw's listings, iwconfig (one interface at most), arping
//     with -c, -w or -f (not -U, -A), ssh -V, php -v, -m and --ini, enca
//     without converting. Refused with a reason: pydoc (imports the
//     module), nginx (creates its log files, even with -t).
//   - macOS tools (macos.go): defaults read/read-type/domains/find,
//     launchctl list/print/blame, pmset -g, scutil --get/--dns/--proxy/
//     --nwi/-r, networksetup -get*/-list*/-show*, diskutil list/info,
//     plutil -p/-lint/-type (not -convert, -replace, -extract, -o), codesign
//     -d/-v with verbosity only (with -d, -r, --entitlements and
//     --extract-certificates write files), xcode-select -p, csrutil and
//     spctl status, log show and stats. Also ffprobe (not -report, -o),
//     pdftotext into - only, pdfinfo, colordiff, lsdiff, gojq, json_pp.
//   - Package managers and toolchains (pkg.go), by strict specs of their
//     parsers: apt-cache's queries (policy, show, showpkg, depends,
//     rdepends, search, madison, pkgnames, stats, showsrc, unmet, dump;
//     not -p/-s cache files, gencaches), apt list/show/policy/search/
//     depends/rdepends, apt-file search/find/list/show/list-indices
//     (not update), apt-mark's show* listings (not -f), apt-config
//     dump and shell, and apt's and apt-get's simulated upgrade,
//     dist-upgrade, full-upgrade and autoremove (-s, --simulate,
//     --dry-run, ...; no package operand, which the planner's log would
//     record; no switch given a yes/no value, since apt-get -s no is not
//     a simulation); -o, -c and --config-file (hooks that run commands)
//     are refused everywhere. As root apt writes its binary caches and
//     the planner's log (tool caches, caches.go). rustc --version, -vV
//     and --print KIND (not KIND=PATH, an input file, @file or -C),
//     cargo --version, --list, version, metadata --no-deps,
//     locate-project, read-manifest and install --list, rustc
//     --explain CODE, rustup doc --path, rustup show, toolchain list,
//     target and component list, default, override list, which and
//     --version; none with a +toolchain, and only where the model lists
//     the working directory and every directory above it and finds no
//     rust-toolchain file (which may name any program as the toolchain).
//     gem's local queries (list, search --local, info, specification,
//     contents, which, environment, dependency, stale, sources, help;
//     not -r/-b/--source/--http-proxy, which ask the server and fill its
//     cache, --spec-dir, which loads gemspecs, --config-file, a gem file
//     operand but to specification, which loads a .gem's metadata with
//     RubyGems' safe YAML loader, and a FIELD that is no attribute of
//     the specification, which gem calls as a method; installed gems'
//     plugins are user-level installs, trusted);
//     bundle -v, version and config (get): every other bundler command
//     evaluates the Gemfile, which is Ruby code the team can write.
//     git bisect log, terms, help and -h (git.go).
//     C compilers (gcc, g++, cc, c++, clang, clang++) asked about
//     themselves: -v, -dumpversion, -dumpmachine, -print-*, -Q --help=X
//     and -E -dM - (no input file, no -o, -B, -specs, @file, plugin);
//     ccache -s/--show-stats (with -v), --print-stats, -p/--show-config
//     and --version (they read the stats and configuration files, no
//     cleanup; not -z, -C, -M, --set-config or a compile);
//     benchstat (its flags only shape the printout); snap list, version,
//     info, services, connections, changes, change, tasks, aliases and
//     find (queries of snapd; not warnings, which records when they were
//     seen); asdf current, list (not list all), where, which, plugin list
//     (with --urls and --refs, which run git -C on each plugin's own
//     repository to read its remote and HEAD), info (uname -a, the
//     user's $SHELL --version and plugin list --urls --refs) and version
//     (they read .tool-versions as data; the plugins' scripts and
//     repositories are user-level installs). Refused: mise and rtx (their
//     configuration's templates and env directives run commands),
//     rustfmt and clippy.
//   - The JDK's tools (jvm.go; each JVM writes only its tool cache
//     /tmp/hsperfdata_<user>; also by their path in an installed
//     JDK's bin, /usr/lib/jvm/<jdk>/bin): java -version, --version, -showversion,
//     -fullversion, -XshowSettings[:all|properties|vm|locale|system|
//     security], --list-modules and the help, with listed sizing and
//     reporting options (-Xmx, -XX:+PrintFlagsFinal, a collector) and no
//     operand (a class, jar or source file runs); javac -version; javap
//     (not --system, which loads a JDK's jrt-fs.jar); jar t/-t/--list and
//     --describe-module with v and f; jdeps (not --dot-output,
//     --generate-module-info, --system); jps; jstat -<statistics> <vmid>
//     [interval [count]]; jcmd and jcmd -l; keytool -list, -printcert,
//     -printcertreq, -printcrl, -showinfo (not the provider options or
//     -conf); jfr print, summary, metadata and view of a recording, its
//     version and help (not configure, assemble, disassemble or scrub,
//     which write). -J<option> (a JVM option for the tool, wherever it stands)
//     and @argfiles of java, javac and jar are refused; so are the
//     attach tools (jinfo, jstack, jmap, jcmd <pid>: attaching writes
//     /tmp/.java_pid<pid> and a file in the target's folder), jshell
//     (but jshell --version),
//     and gradle even for its version. ant -version.
//     update-java-alternatives -l, /usr/libexec/java_home (not --exec,
//     --request), archlinux-java status and get. mvn -v and --version only where
//     the model lists the working directory and every one above it and
//     finds no .mvn (mvn reads .mvn/jvm.config, JVM options). Kafka's tools
//     (kafka.go; with or without .sh): kafka-topics and
//     kafka-consumer-groups --list/--describe, kafka-consumer-groups
//     --reset-offsets without --execute (a dry run that prints the plan),
//     kafka-configs and kafka-log-dirs --describe,
//     kafka-broker-api-versions, kafka-get-offsets (and kafka-run-class
//     with GetOffsetShell, no other class), kafka-acls --list,
//     kafka-metadata-quorum and kafka-features describe, kafka-dump-log
//     --files of .log segments (not index files, which it creates when
//     missing, nor --key-/--value-decoder-class, which load a class),
//     zookeeper-shell HOST ls|get|stat|getAcl|config PATH,
//     by strict specs that read jopt-simple's abbreviations;
//     not --command-config (its properties may name classes to load),
//     --execute, --delete or any other change.
//   - Developer queries (devquery.go): openssl dgst (and sha256, md5,
//     ...; -verify and -prverify of a -signature too), s_client (only with an input shown to be empty: </dev/null,
//     echo |, echo Q |; it sends its input to the server), req, rsa, ec,
//     pkey, crl, pkcs7, verify, asn1parse, ciphers, list, rand, errstr,
//     base64 and enc -base64 (no cipher), storeutl on one file or folder
//     (no URI of another scheme; -passin pass:, env:, file:, fd:, stdin),
//     each with a declared list of printing options (-out, -sess_out,
//     -keylogfile, -msgfile, -engine, -provider, -new, -sign refused);
//     pip and pip3 show, freeze, check, inspect, help and list (its
//     self-check and -o/--outdated fill tool caches, caches.go), not --log,
//     --python, --cache-dir; gpgv's checks against a keyring (not -o,
//     --log-file, --enable-special-filenames), minisign -V (not -G, -S,
//     -R, -C); ssh-keygen -l/-L/-y/-F (not -H, -R), ssh-add -l/-L, ar t
//     and p, shfmt without -w, typos without -w (goimports and gofumpt
//     are refused: they run the go command, which may download modules
//     or a toolchain).
//     Refused with a reason: gpg (~/.gnupg), gcloud and az (logs), tldr (its cache),
//     linters that keep a cache or load project code (black, mypy,
//     pylint, golangci-lint, staticcheck, rubocop, eslint, prettier),
//     semgrep (it downloads its rules), pipx,
//     conda, poetry and httpie (state on every run).
//
// Interpreters given code on the line (python.go, pycheck.go,
// pylex.go): python, python3 and python3.N with -c CODE or with CODE
// in a literal here-document or here-string (python3 - <<'EOF'), where CODE is
// read by a tokenizer that respects Python's strings (f-string fields are
// read as code) and checked against allow lists: imports of a list of
// standard modules (json, sys, csv, re, collections, os and os.path
// reads, tomllib, yaml's safe loaders, hashlib, datetime, socket's name
// lookups getaddrinfo, gethostbyname and gethostname with their AF_*,
// SOCK_* and IPPROTO_* constants but no socket of its own, ...), each
// module name followed by one of its allowed attributes (so json.codecs
// or sys.modules never pass, and a module never becomes a value), the
// builtins that do not reach code (not eval, exec, compile, getattr,
// vars, globals, breakpoint, help, input, type with three arguments),
// open with a literal reading mode only, the data modules of pydata.go
// (ast parsed and dumped, never compiled; zipfile.ZipFile, tarfile.open
// and ZipFile.open with a literal reading mode, no extract, write or
// add; xml.etree.ElementTree and xml.dom.minidom parsed, never written;
// configparser read; platform's queries, which run only uname -p and
// file -b; pathlib paths read, never written, and in code that imports
// pathlib open only with a literal reading mode and no replace or copy;
// gzip, bz2 and lzma opened with a literal reading mode; pandas'
// read_csv, read_table and read_json of one literal local path and the
// frames' reads of pyframe.go, never their writers, query, eval or
// name-dispatching apply and agg; not pyarrow, whose readers unpickled
// what a data file held before 14.0.1), .write only on
// sys.stdout and
// sys.stderr, sys.path only printed, joined or iterated, the methods of
// plain data on everything else, and no def, class, decorator, dunder or
// private attribute; -m json.tool (or json) with one operand at most,
// -m site (--user-base, --user-site), -m sysconfig, -m platform, -m ast
// and -m tokenize of one file, and -m zipfile or tarfile listing or
// testing one archive (-l, -t; not -e or -c).
// Python puts the working directory first on the module path: without
// -I or -P, every directory the command may run in must hold no module
// that shadows the standard library (json.py, re/__init__.py,
// _json.*.so, ...), which the caller's Env.ReadDir lists; without it, or
// when the directory is unknown, the line is not read-only. node and
// nodejs with -e, -p, --eval, --print or -pe CODE and only operands
// after it (node reads options there too), or with CODE in a literal
// here-document or here-string (node <<'EOF'), where CODE is read by a
// JavaScript tokenizer (template ${} parts as code; a '/' it cannot tell
// from a regular expression is refused) and checked likewise: console,
// JSON, Object, Math, process and the required fs, path and os modules
// always through an allowed member (fs: readFileSync with a literal
// encoding at most, readdirSync, existsSync, statSync; process: argv,
// env, version(s), platform, arch, cwd, stdout.write, stdin events),
// require of a literal ./ ../ or / path ending in .json that is a plain
// file (Env.ReadDir; Node runs x.json.js or a directory's main
// otherwise), computed members with a literal key only, no call of a
// call's or a computed member's result, no eval, Function, this,
// globalThis, import, var, class, fetch, timers, constructor,
// prototype, __proto__, call, apply or bind. perl with -e or -E
// code and only -n, -p, -l, -a, -F (plain separators), -0, -C, -w, -W,
// -X, -t, -T (no -i, -I, -M, -m, -x, -S, -d, -s): the code is read as
// far as perl.go's comment says and its functions are an allow list
// (print, printf, say, split, join, sort, keys, length, lc, uc, sprintf,
// substr, index, ...); s///e, (?{ }), interpolated expressions, $^X
// variables, symbolic references, globs, & calls, methods, package-
// qualified names, heredocs, @ARGV and its elements are refused, and
// every operand (which -n, -p and <> open with the two-argument open)
// must be a literal name or pattern that starts with a letter, digit,
// '.', '/' or '_' and does not end in '|' or a blank. ruby with -e
// code and -r of json, yaml, psych, csv, set, time, date or pp (and -w,
// -W, --disable-gems, --yjit and its size and threshold options, not
// --yjit-perf, --yjit-log, --yjit-stats, --yjit-trace-exits or --jit): a
// subset of Ruby (ruby.go's comment) with allow
// lists of Kernel functions (puts, p, pp, print, printf, format, ...),
// constants and their members (JSON.parse, YAML.safe_load and
// safe_load_file, File.read/readlines/foreach/exist?, Dir.glob, ENV[],
// $stdout.puts, GC.stat, count and latest_gc_info, RubyVM::YJIT.enabled?,
// Gem::Specification.find_by_name, find_all_by_name and its enumeration
// over the installed gems, whose gemspecs RubyGems evaluates from
// GEM_PATH: user-level installs, as gem list reads them, ...),
// $LOAD_PATH ($:) and $LOADED_FEATURES ($") as values, and the methods
// of plain data (in code that names the load path, the features or the
// gems, none that changes its receiver and no index, attribute or
// multiple assignment: a pushed load path entry would make a later
// require load the working directory's code); backticks, %x and
// every %-literal, heredocs, send, eval, open, system, YAML.load and
// load_file (unsafe before Psych 4), gets and ARGF are refused. bash, sh and dash
// with -n only check the syntax: with -v, -x, -e, -u, -o, -O, --norc,
// --noprofile and --posix before the script (not -i or -l, whose
// startup files run and which ignore -n, nor --rcfile, --init-file or
// -c).
//
// Projects may declare more read-only commands ([Env.ExtraReadOnly]):
// such a name (or word sequence, "make lint") is read-only whatever follows,
// but redirections and substitutions in the same line are still checked.
//
// # Artifact extraction
//
// [ExtractArtifacts] walks the same tree, including substitutions and, up to
// three levels deep, the strings given to bash -c, sh -c and eval, and
// reports the text of: git commit (-m/--message, -F/--file, --author,
// --trailer; GitCommit is set so the caller can also scan what is staged),
// git tag (-m, -F, and the tag name when one is created), git notes
// add|append (-m, -F), git merge (-m, -F); gh pr|issue create|edit (--title,
// --body, --body-file), gh pr|issue comment and gh pr review (--body,
// --body-file), gh pr merge (--subject, --body, --body-file), gh pr|issue
// close (--comment), gh release create|edit (the tag, --title, --notes,
// --notes-file), gh api fields (-f/-F/--field/--raw-field, --input); text
// written into files by here-documents and here-strings (cat > f <<EOF,
// tee f <<EOF), by echo or printf redirected into a file, and by sed -i
// scripts. A file argument of "-" takes the text from the command's
// standard input: its here-document, here-string or < file, or the command
// piped into it when that is cat, echo or printf. The Claude Code commit
// idiom -m "$(cat <<'EOF' ... EOF)" yields the here-document body, and
// -m "$(cat file)" or "$(< file)" yields the file to read; other run-time
// parts of a text are replaced by a space (so they never join two halves
// into a name) and mark it Dynamic. Output redirected from a whole block
// ({ echo a; echo b; } > f) is not followed.
package shell
