package shell

// ToolCache is a place where a program the model lets run writes for its
// own use: a cache, a lock or run-time file of the tool, outside the
// project. The line names no file there and chooses no content beyond
// what the tool fetches anyway (an index's answer, a published module
// Go checks against its checksum database), and no program the model
// allows runs it as code or reads it as configuration.
//
// Such writes do not change what the team works on (the project, its
// repository, the guard's policy, remote state), which is what the leader
// guard exists to stop; `go list -m` filling the module cache and `npm view`
// filling ~/.npm are read-only work by the rulebook for the same reason.
// A program is allowed to write here only in the shapes its own file
// allows; a write by any other program, or anywhere else, is still a
// change. The red-team check (make redteam) ignores these places only for
// command lines that name the program.
type ToolCache struct {
	// Program is the command word that writes it, as a line names it.
	Program string
	// Path is relative to the red-team sandbox: "home/…" for the user's
	// home, "tmp/…" for /tmp; or absolute for a system place outside the
	// sandbox (/var/cache/apt), which the check does not see. Each part
	// may be a path.Match pattern; the place covers everything under it.
	Path string
	// Why says what the tool keeps there.
	Why string
}

// ToolCaches lists every place a program may write for its own use while
// the model calls it read-only. A new entry needs a shape in the program's
// file that provably writes nothing else, and a line in the README's
// "Tool caches" table.
func ToolCaches() []ToolCache {
	// Every JVM (HotSpot, without -XX:-UsePerfData) creates
	// /tmp/hsperfdata_<user> and its counters file <pid> there, which it
	// removes at exit; /tmp is fixed (not TMPDIR) and the name is the
	// user's and the pid, never the line's. jps, jstat and jcmd -l read
	// these files; nothing loads them as code or configuration.
	const perf, perfWhy = "tmp/hsperfdata_*", "the JVM's performance counters, hsperfdata_<user>/<pid>, removed at exit; the folder stays (jvm.go)"
	return []ToolCache{
		// The red-team check points GOCACHE and GOMODCACHE into its tmp
		// and leaves them out of its snapshot.
		{Program: "go", Path: "home/.cache/go-build",
			Why: "the build cache, which go list fills with tool and file hashes (tools.go)"},
		{Program: "go", Path: "home/go/pkg/mod",
			Why: "the module cache, which go list -m and go mod graph/why fill (tools.go)"},
		{Program: "go", Path: "home/.config/go/telemetry",
			Why: "the go command's local usage counters (telemetry mode local, the default; the red-team home turns it off)"},
		// go removes its work folder at exit; a go that dies of a signal
		// (go tool pprof -top x | head: the closed pipe's SIGPIPE) leaves
		// it empty. Its name is random and nothing looks for it.
		{Program: "go", Path: "tmp/go-build*",
			Why: "its work folder, $TMPDIR/go-build<random>, left empty when go dies of a signal (a closed pipe)"},
		// ctags -x and -f - sort the tags through a temporary file it
		// removes at exit (seen with universal ctags 5.9 and its
		// strace); one that dies of a signal (ctags -x f | echo: the
		// closed pipe's SIGPIPE) leaves it. Its name is random and
		// nothing reads it.
		{Program: "ctags", Path: "tmp/tags.*", Why: "the temporary file -x and -f - sort through, $TMPDIR/tags.<random>, left when ctags dies of a signal (a closed pipe) (codeprof.go)"},
		{Program: "ctags-universal", Path: "tmp/tags.*", Why: "as ctags"},
		{Program: "universal-ctags", Path: "tmp/tags.*", Why: "as ctags"},
		{Program: "uctags", Path: "tmp/tags.*", Why: "as ctags"},
		{Program: "exuberant-ctags", Path: "tmp/tags.*", Why: "as ctags"},
		{Program: "ctags-exuberant", Path: "tmp/tags.*", Why: "as ctags"},
		// Debian's rpm (no system database) keeps a per-user one and
		// creates it empty for a query, a verify or a signature check;
		// it holds what rpm installs, and nothing the model allows
		// installs.
		{Program: "rpm", Path: "home/.rpmdb",
			Why: "on Debian, its per-user package database, created empty by rpm -q, -V or -K when missing (queries.go)"},
		{Program: "pip", Path: "home/.cache/pip/selfcheck",
			Why: "the index's newest pip version, checked by pip list (devquery.go)"},
		{Program: "pip", Path: "home/.cache/pip/http*",
			Why: "the index's answers to pip list -o/-u (devquery.go)"},
		{Program: "pip3", Path: "home/.cache/pip/selfcheck", Why: "as pip"},
		{Program: "pip3", Path: "home/.cache/pip/http*", Why: "as pip"},
		// pip's user agent carries rustc --version when rustc is on the
		// PATH (make redteam saw pip list create rustup's settings).
		{Program: "pip", Path: "home/.rustup/settings.toml",
			Why: "rustup's default settings, written when its proxy answers the rustc --version in pip's user agent"},
		{Program: "pip3", Path: "home/.rustup/settings.toml", Why: "as pip"},
		{Program: "terraform", Path: "home/.terraform.d/checkpoint_*",
			Why: "the update check's random signature and last answer (terraform.go)"},
		{Program: "ansible", Path: "home/.ansible/tmp",
			Why: "its local temporary folders, removed at exit but for the empty parent (opsclis.go)"},
		{Program: "ansible-config", Path: "home/.ansible/tmp",
			Why: "as ansible"},
		{Program: "ansible-doc", Path: "home/.ansible/tmp",
			Why: "as ansible"},
		{Program: "ansible-inventory", Path: "home/.ansible/tmp",
			Why: "as ansible"},
		{Program: "kubectl", Path: "home/.kube/cache",
			Why: "the API server's discovery documents and their HTTP cache, kept per server (queries.go, opsclis.go)"},
		{Program: "istioctl", Path: "home/.kube/cache",
			Why: "as kubectl: the discovery documents of the API server, which its Kubernetes client caches on disk (cloudk8s.go)"},
		{Program: "kubecolor", Path: "home/.kube/cache",
			Why: "as kubectl, which it runs (cloudk8s.go)"},
		{Program: "oc", Path: "home/.kube/cache",
			Why: "as kubectl: OpenShift's oc is kubectl with more commands (cloudk8s.go)"},
		// smallstep's library, linked into caddy, creates its folder
		// when the program starts; step itself does the same on every
		// run, so the empty folder changes nothing step reads.
		{Program: "caddy", Path: "home/.step",
			Why: "an empty folder smallstep's library creates at start (version, list-modules, fmt, adapt: opsval.go)"},
		{Program: "top", Path: "home/.config/procps",
			Why: "the empty folder for its rc file, which only the interactive W command writes (opsclis.go)"},
		{Program: "bq", Path: "home/.config/gcloud/active_config",
			Why: "gcloud's default configuration, created with the defaults only when missing, so reading it behaves as its absence (data.go)"},
		{Program: "bq", Path: "home/.config/gcloud/configurations/config_default", Why: "as active_config: an empty default configuration"},
		{Program: "bq", Path: "home/.config/gcloud/gce", Why: "whether the machine is on Google Compute Engine, probed once"},
		{Program: "bq", Path: "home/.config/gcloud/access_tokens.db", Why: "short-lived access tokens refreshed from the stored credentials"},
		// gh run view --log and --log-failed download the run's logs
		// as a zip named by the run's id and start time into gh's
		// cache folder (os.TempDir()/gh-cli-cache; newer releases use
		// the user cache folder), and read it again for the same run.
		{Program: "gh", Path: "tmp/gh-cli-cache/run-log-*",
			Why: "the zip of a run's logs that gh run view --log and --log-failed download and read again for the same run (gh.go)"},
		{Program: "gh", Path: "home/.cache/gh/run-log-*", Why: "as /tmp/gh-cli-cache, where newer releases keep it"},
		// gh attestation verify fetches the Sigstore trust roots
		// (GitHub's and the public-good instance's) through TUF into
		// go-gh's cache folder; the line chooses no mirror and no root.
		{Program: "gh", Path: "home/.cache/gh/.sigstore",
			Why: "the Sigstore trust roots (TUF metadata and targets) gh attestation verify fetches, refreshed when a day old (gh.go)"},
		// cosign's verify commands fetch the public-good trust root
		// through TUF (sigstore-go's cache and the older client's
		// tuf.db, reopened on every run: strace, cosign 2.6.5); the
		// mirror is the default or the one cosign initialize, which
		// stays refused, recorded there.
		{Program: "cosign", Path: "home/.sigstore/root",
			Why: "the Sigstore trust root (TUF metadata, targets and tuf.db) verify, verify-attestation, verify-blob and verify-blob-attestation fetch and reopen on every run (cloudk8s.go)"},
		// rekor-cli loginfo looks for its stored checkpoint before it
		// checks the store_tree_state setting, and creates the folder
		// when missing (rekor 1.5.4, cmd/rekor-cli/app/state); the model
		// allows loginfo only with --store_tree_state=false, so
		// state.json is never written.
		{Program: "rekor-cli", Path: "home/.rekor",
			Why: "the empty folder loginfo creates when it looks for its stored checkpoint (state.json, written only with store_tree_state, which the model refuses) (cloudk8s.go)"},
		{Program: "act", Path: "home/.cache/act/.notices.etag",
			Why: "the ETag of its release notices' last answer, sent back on the next run (cloudk8s.go)"},
		{Program: "apt-cache", Path: "/var/cache/apt/*.bin", Why: "as root, apt rebuilds its binary package caches (pkgcache.bin, srcpkgcache.bin) from the package lists and dpkg's status when they are stale; the red-team sandbox does not see /var (pkg.go)"},
		{Program: "apt", Path: "/var/cache/apt/*.bin", Why: "as apt-cache"},
		{Program: "apt-get", Path: "/var/cache/apt/*.bin", Why: "as apt-cache"},
		{Program: "apt-mark", Path: "/var/cache/apt/*.bin", Why: "as apt-cache"},
		{Program: "apt-file", Path: "/var/cache/apt/*.bin", Why: "as apt-cache, through the apt-get indextargets it runs"},
		{Program: "apt", Path: "/var/log/apt/eipp.log.xz", Why: "as root, a simulated upgrade logs the planner's request: the installed packages and switches, no word of the line (pkg.go)"},
		{Program: "apt-get", Path: "/var/log/apt/eipp.log.xz", Why: "as apt (pkg.go)"},
		// rustup's proxies with no ~/.rustup write a default settings
		// file, the same as none.
		{Program: "rustc", Path: "home/.rustup/settings.toml", Why: "rustup writes its default settings (a version and no overrides) when ~/.rustup has none (pkg.go)"},
		{Program: "cargo", Path: "home/.rustup/settings.toml", Why: "as rustc"},
		// cargo tree and cargo metadata --locked resolve through the
		// registry: they fill the index and crate cache, take its lock
		// file and record when each entry was last used (strace, cargo
		// 1.95).
		{Program: "cargo", Path: "home/.cargo/registry",
			Why: "the registry's index and downloaded crates, which cargo tree fills while it resolves (pkg.go)"},
		{Program: "cargo", Path: "home/.cargo/git", Why: "the clones of git dependencies it resolves (cargo tree, cargo metadata --locked)"},
		{Program: "cargo", Path: "home/.cargo/.package-cache", Why: "the lock cargo takes on its package cache"},
		{Program: "cargo", Path: "home/.cargo/.global-cache", Why: "the record of when each cached index entry and crate was last used"},
		{Program: "rustup", Path: "home/.rustup/settings.toml", Why: "as rustc"},
		{Program: "rustfmt", Path: "home/.rustup/settings.toml", Why: "as rustc (rustfmt --version)"},
		{Program: "java", Path: perf, Why: perfWhy},
		{Program: "javac", Path: perf, Why: perfWhy},
		{Program: "javap", Path: perf, Why: perfWhy},
		{Program: "jar", Path: perf, Why: perfWhy},
		{Program: "jps", Path: perf, Why: perfWhy},
		{Program: "jstat", Path: perf, Why: perfWhy},
		{Program: "jcmd", Path: perf, Why: perfWhy},
		{Program: "keytool", Path: perf, Why: perfWhy},
		{Program: "mvn", Path: perf, Why: perfWhy},
		{Program: "ant", Path: perf, Why: perfWhy},
		{Program: "jdeps", Path: perf, Why: perfWhy},
		{Program: "jshell", Path: perf, Why: perfWhy},
		{Program: "jfr", Path: perf, Why: perfWhy},
		{Program: "kotlinc", Path: perf, Why: perfWhy},
		{Program: "kotlinc-jvm", Path: perf, Why: perfWhy},
		// parquet-mr's parquet-tools is a Java program (the Python
		// parquet-tools of the same name writes nothing).
		{Program: "parquet-tools", Path: perf, Why: perfWhy},
		{Program: "parquet", Path: perf, Why: perfWhy},
		{Program: "parquet-cli", Path: perf, Why: perfWhy},
		{Program: "hdfs", Path: perf, Why: perfWhy},
		{Program: "hadoop", Path: perf, Why: perfWhy},
		{Program: "kotlin", Path: perf, Why: perfWhy},
		{Program: "groovy", Path: perf, Why: perfWhy},
		{Program: "openapi-generator", Path: perf, Why: perfWhy},
		{Program: "kafka-console-consumer.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-console-consumer", Path: perf, Why: perfWhy},
		{Program: "kafka-transactions.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-transactions", Path: perf, Why: perfWhy},
		{Program: "kafka-topics.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-topics", Path: perf, Why: perfWhy},
		{Program: "kafka-consumer-groups.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-consumer-groups", Path: perf, Why: perfWhy},
		{Program: "kafka-configs.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-configs", Path: perf, Why: perfWhy},
		{Program: "kafka-broker-api-versions.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-broker-api-versions", Path: perf, Why: perfWhy},
		{Program: "kafka-log-dirs.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-log-dirs", Path: perf, Why: perfWhy},
		{Program: "kafka-get-offsets.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-get-offsets", Path: perf, Why: perfWhy},
		{Program: "kafka-acls.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-acls", Path: perf, Why: perfWhy},
		{Program: "kafka-metadata-quorum.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-metadata-quorum", Path: perf, Why: perfWhy},
		{Program: "kafka-dump-log.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-dump-log", Path: perf, Why: perfWhy},
		{Program: "kafka-features.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-features", Path: perf, Why: perfWhy},
		{Program: "kafka-run-class.sh", Path: perf, Why: perfWhy},
		{Program: "kafka-run-class", Path: perf, Why: perfWhy},
		{Program: "zookeeper-shell.sh", Path: perf, Why: perfWhy},
		{Program: "zookeeper-shell", Path: perf, Why: perfWhy},
		{Program: "rclone", Path: "home/.config/rclone/rclone.conf",
			Why: "the access token of a remote whose backend logs in with OAuth (drive, onedrive, dropbox, ...), refreshed from the server when it has expired; the remote's other settings stay, so the next rclone reads the same account (objstore.go)"},
		{Program: "rclone", Path: "home/.cache/rclone",
			Why: "the hasher backend's checksum database (kv/<remote>~hasher.bolt) and the cache backend's chunks, for remotes of those types (objstore.go)"},
		{Program: "mc", Path: "home/.mc",
			Why: "MinIO mc's configuration with its default aliases and its share and certs folders, created when missing; an old configuration is migrated to the current format with the same aliases (objstore.go)"},
		{Program: "mcli", Path: "home/.mcli", Why: "as mc: the folder is named after the program"},
		// Debian's mc is Midnight Commander: with no input from the line
		// (commands.go refuses any) it draws its panels and stops at the
		// end of its input, having created its empty folders (checked
		// with mc 4.8.29 in a fresh HOME and TMPDIR).
		{Program: "mc", Path: "home/.cache/mc", Why: "Midnight Commander's cache folder, created empty where mc is Midnight Commander (objstore.go)"},
		{Program: "mc", Path: "home/.config/mc", Why: "Midnight Commander's configuration folder, created empty"},
		{Program: "mc", Path: "home/.local/share/mc", Why: "Midnight Commander's data folder, created empty"},
		{Program: "mc", Path: "tmp/mc-*", Why: "Midnight Commander's temporary folder, mc-<user> in TMPDIR, created empty"},
		// nstat -s reads its history without updating it, but opens it
		// with O_CREAT: /tmp is fixed and the name the user's id
		// (verified with iproute2 6.1 under strace). Only nstat reads it.
		{Program: "nstat", Path: "tmp/.nstat.u*",
			Why: "the history file of its last counters, created empty when missing by nstat -s (inspect.go)"},
		// valgrind 3.19's ms_print (Perl) prints its snapshot table
		// through $TMPDIR/ms_print.tmp.<pid>, removed at the end but left
		// behind when the massif file is malformed (checked). No program
		// reads it.
		{Program: "ms_print", Path: "tmp/ms_print.tmp.*",
			Why: "the snapshot table it prints through, left behind when the massif file is malformed (codeprof.go)"},
		// stevedore keys the index by sys.path and the mtimes of its
		// folders, so it holds what it would compute from the installed
		// distributions anyway; bandit's sys.path starts at its script's
		// folder, never the working directory.
		// trufflehog's temporary folders and files are named
		// trufflehog-<pid>-<random>; it removes them, and removes at
		// start those of trufflehog processes no longer running.
		{Program: "trufflehog", Path: "tmp/trufflehog-*",
			Why: "its temporary clone of the repository git scans and the spill files of large chunks, removed at exit (secscan.go)"},
		// govulncheck and go-licenses run go list (and go env) to load
		// the packages: the go command's caches, as go list fills them
		// (strace, govulncheck 1.9.0, go-licenses 1.6.0, go 1.26).
		// govulncheck counts its own runs in the telemetry folder too
		// (golang.org/x/telemetry, mode local) and keeps no copy of the
		// vulnerability database.
		{Program: "govulncheck", Path: "home/.cache/go-build", Why: "the go command's build cache, which the go list it runs fills (langaudit.go)"},
		{Program: "govulncheck", Path: "home/go/pkg/mod", Why: "the module cache, which the go list it runs fills"},
		{Program: "govulncheck", Path: "home/.config/go/telemetry", Why: "its own and the go command's local usage counters"},
		{Program: "govulncheck", Path: "tmp/go-build*", Why: "as go: the work folder of the go list it runs, left empty when go dies of a signal"},
		{Program: "go-licenses", Path: "home/.cache/go-build", Why: "as govulncheck: the go list it runs (langaudit.go)"},
		{Program: "go-licenses", Path: "home/go/pkg/mod", Why: "as govulncheck"},
		{Program: "go-licenses", Path: "home/.config/go/telemetry", Why: "the go command's local usage counters"},
		{Program: "go-licenses", Path: "tmp/go-build*", Why: "as govulncheck"},
		{Program: "bandit", Path: "home/.cache/python-entrypoints",
			Why: "stevedore's index of the installed packages' entry points, which it reads to find bandit's plugins (secscan.go)"},
		// trivy 0.74 (strace): fs, sbom and a vuln scan with its database
		// in place wrote nothing but its own temporary folder; image and
		// repo keep their analysis cache in fanal/fanal.db, and a missing
		// or stale database is downloaded through trivy-<n>/oci-download-*
		// into db/ (java-db/ when it meets a jar).
		{Program: "trivy", Path: "home/.cache/trivy",
			Why: "its vulnerability database (db/), the Java index (java-db/) and the analysis cache of images and repositories (fanal/fanal.db) (vulnscan.go)"},
		{Program: "trivy", Path: "tmp/trivy-*",
			Why: "its per-process temporary folder, trivy-<random> (database downloads, image exports), removed at exit but left when it dies of a signal"},
		// syft, and grype through it, catalog a Go module by running go
		// list -e -deps all in it (seen under strace, syft 1.57 and
		// grype 0.121): the go command's caches, as for go list itself.
		// Their registry: source reads the image into a stereoscope-*
		// folder of TMPDIR, removed at exit but left when a closed pipe
		// kills them; grype keeps its vulnerability database, which it
		// downloads and updates, under ~/.cache/grype.
		{Program: "syft", Path: "home/.cache/syft",
			Why: "its catalogers' caches of resolved package data (golang, java/maven, javascript, python), created on every scan (vulnscan.go)"},
		{Program: "syft", Path: "tmp/stereoscope-*",
			Why: "the layers of a registry: image it reads, removed at exit but left when it dies of a signal (a closed pipe)"},
		// A file: source that is an archive is unpacked into a
		// temporary folder removed when the scan ends (the review of the
		// family saw it with syft 1.57); a kill leaves it.
		{Program: "syft", Path: "tmp/syft-archive-contents-*",
			Why: "the contents of a file: archive it scans, unpacked and removed when the scan ends, left when it dies of a signal"},
		{Program: "syft", Path: "home/.cache/go-build", Why: "as go: syft runs go list -deps all in a Go module it scans"},
		{Program: "syft", Path: "home/go/pkg/mod", Why: "as go: the modules go list resolves"},
		{Program: "syft", Path: "home/.config/go/telemetry", Why: "as go: the go command's local usage counters"},
		{Program: "syft", Path: "tmp/go-build*", Why: "as go: its work folder, left when go dies of a signal"},
		{Program: "grype", Path: "home/.cache/grype",
			Why: "its vulnerability database (db/6), downloaded and updated before a scan, with its download folder (vulnscan.go)"},
		{Program: "grype", Path: "tmp/stereoscope-*", Why: "as syft"},
		{Program: "grype", Path: "tmp/syft-archive-contents-*", Why: "as syft"},
		{Program: "grype", Path: "home/.cache/go-build", Why: "as syft"},
		{Program: "grype", Path: "home/go/pkg/mod", Why: "as syft"},
		{Program: "grype", Path: "home/.config/go/telemetry", Why: "as syft"},
		{Program: "grype", Path: "tmp/go-build*", Why: "as syft"},
	}
}
