package shell

import "testing"

// TestFamilyParsers pins the tricky readings of the breadth families:
// each line's verdict and a word its reason must hold ("" for a read).
func TestFamilyParsers(t *testing.T) {
	cases := []shapeCase{
		// cloc reads options as Getopt::Long: one dash, any case, prefixes.
		{"cloc -Report-File=r.txt .", "--report-file"},
		{"cloc --rep r.txt .", "--report-file"},
		{"cloc -v src", ""},
		{"cloc --report_file=r.txt .", "--report-file"},
		{"cloc --exclude_dir=vendor .", ""},
		{"cloc --vcs=git .", ""},
		{"cloc --vcs=svn2 .", "--vcs"},
		// Miller: a verb after every then; flags of a verb are no verbs.
		{"mlr --icsv sort -f then then put 'tee > $a, $*' x.csv", "then"},
		{"mlr --icsv head -n 2 then cat x.csv", ""},
		{"mlr --icsv --from x.csv cat", ""},
		{"mlr --ifs put cat x.csv", ""},
		{"mlr --icsv filter '$n > 5' x.csv", ""},
		{"mlr --icsv put '$z = $x . \"-\" . $y' then head x.csv", ""},
		{"mlr --icsv put 'tee > $a.\".csv\", $*' x.csv", "tee"},
		{"mlr --icsv filter 'system(\"touch p\") == \"\"' x.csv", "system"},
		{"mlr --icsv put -q 'print > stderr, $a' x.csv", "print"},
		{"mlr --icsv put -f evil.mlr x.csv", "-f"},
		{"openssl enc -aes-256-cbc -k x -in a", "not an option"},
		{"mlr --ifs ';' put 'tee > $a, $*' x.csv", "tee"},
		// openssl s_client sends its input: it must be shown empty.
		{"openssl s_client -connect h:443 </dev/null", ""},
		{"echo Q | openssl s_client -connect h:443", ""},
		{"echo hi | openssl s_client -connect h:443", "sends its input"},
		{"openssl s_client -connect h:443 <<< 'GET /'", "sends its input"},
		{"cat req | openssl s_client -connect h:443", "sends its input"},
		// pip: its self-check and HTTP cache are tool caches; a log is not.
		{"PIP_DISABLE_PIP_VERSION_CHECK=true pip list", ""},
		{"pip list --disable-pip", ""},
		{"pip list --out", "rust-toolchain"}, // --outdated: pip asks the index, its user agent runs rustc
		{"pip list --out --lo x", "log"},
		// A process substitution is a /dev/fd path; what follows it is not.
		{"sdiff <(git show HEAD:a) a", ""},
		{"sort <(cat a)$x", "not literal"},
		// $$ and its kin are numbers: operands, never options.
		{"kill -0 $$", ""},
		{"taskset -p $$", ""},
		{"taskset -p $x", "not literal"},
		// Bundles hide the options that write.
		{"iptables -LZ", "-Z"},
		{"udevadm info -ac /dev/sda", "-c"},
		{"ssh-keygen -lH", "-H"},
		// nmcli's d s is status alone; with more words it may be set.
		{"nmcli d s", ""},
		{"nmcli d s eth0 managed no", "changes the network"},
		// A compressor with no file operand is a filter.
		{"gzip -9", ""},
		{"gzip -9 notes.txt", "replaces its files"},
		// A listing mode does not make a command operand harmless.
		{"numactl --hardware touch p", "runs a command"},
		{"info -o - ls", ""},
		{"info -o out ls", "writes a file"},
		{"hash -rt ls", ""},
		{"hash -rp /tmp/x ls", "-p"},
		// Sysstat: an interval alone never ends.
		{"iostat -x 5", "never ends"},
		{"iostat -x sda 5 2", ""},
	}
	checkShapesIn(t, Env{Cwd: "/project", Home: "/home/u"}, cases)
}
