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
		// scc: --format-multi to stdout only; @FILE holds arguments.
		{"scc --format-multi tabular:stdout --no-cocomo --include-ext go,py .", ""},
		{"scc --format-multi=tabular:stdout,json:stdout src", ""},
		{"scc --format-multi tabular:stdout,json:out.json .", "writes out.json"},
		{"scc --format-multi \"$m\" .", "not literal"},
		{"scc @flags.txt", "reads its arguments"},
		// A lone argument that is @FILE at run time (echo's output and a
		// variable's value are proven not to start with a dash, not an @).
		{`scc "$(echo @flags.txt)"`, "reads its arguments"},
		{`scc $(echo @flags.txt)`, "reads its arguments"},
		{`f=@flags.txt; scc "$f"`, "reads its arguments"},
		{`scc "$(pwd)"`, "reads its arguments"},
		{`scc "$(pwd)" src`, ""},
		{`scc src`, ""},
		{"scc --report", "HTML report"},
		{"scc --rep=r.html .", "HTML report"},
		{"scc --mcp", "MCP"},
		{"scc -o x.json -f json .", "writes a file"},
		// gocloc has no option that writes.
		{"gocloc --not-match-d='vendor' --output-type=json services/notifier", ""},
		{"gocloc --by-file --sort code --include-lang=Go,Python .", ""},
		{"gocloc --out x .", "does not know"},
		{"gocloc -o x .", "does not know"},
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
		// openssl storeutl prints a file's objects; -out writes them.
		{"openssl storeutl -noout -text -certs deploy/certs/bundle.pem | grep Subject", ""},
		{"openssl storeutl -certs -subject /CN=api -sha256 -fingerprint 00ab bundle.pem", ""},
		{"openssl storeutl -keys -noout -text -passin env:KEY_PASS key.pem", ""},
		{"openssl storeutl -r -noout file:///etc/ssl/certs", ""},
		{"openssl storeutl -noout -text \"./$f\"", ""},
		{"openssl storeutl -out o.pem bundle.pem", "not an option of a printout"},
		{"openssl storeutl -engine pkcs11 -keys bundle.pem", "not an option of a printout"},
		{"openssl storeutl -provider legacy -certs bundle.pem", "not an option of a printout"},
		{"openssl storeutl -provider-path . -certs bundle.pem", "not an option of a printout"},
		{"openssl storeutl -certs 'pkcs11:token=x'", "other than a file"},
		{"openssl storeutl -certs -- \"$uri\"", "other than a file"},
		{"openssl storeutl -certs a.pem b.pem", "one file"},
		{"openssl storeutl -keys -passin prompt key.pem", "pass phrase source"},
		// curl: a CA file or folder only decides which server is trusted.
		{"curl --cacert deploy/certs/ca.pem -s https://ledger.internal:8443/actuator/health | jq .status", ""},
		{"curl -s --cert-status https://checkout.example.io -o /dev/null -w '%{ssl_verify_result}\\n'", ""},
		{"curl --capath /etc/ssl/certs -sI https://checkout.example.io", ""},
		{"curl --cacert ca.pem --cert me.pem --key me.key https://h", "writes, sends or reads"},
		{"curl --cacert ca.pem --engine pkcs11 https://h", "writes, sends or reads"},
		{"curl --cacert ca.pem -o out.json https://h", "writes a file"},
		{"curl --cace ca.pem https://h", "writes, sends or reads"},
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
		// sd edits its files in place unless -p; as a filter it reads
		// standard input.
		{"sd -p 'old' 'new' file", ""},
		{"sd --preview -F a b src/*.go", ""},
		{"echo x | sd old new", ""},
		{"sd -f i old new < file", ""},
		{"sd old new file", "in place"},
		{"sd -s old new file", "in place"},
		{"sd -- -p old new file", "in place"},
		{"sd old new ./*.txt", "several words"},
		{"sd old new $f", "not literal"},
		{"sd --prev old new file", "does not know"},
		// cal and ncal (Debian's ncal 12.1.8) have no option that writes.
		{"ncal -w 11 2026", ""},
		{"ncal -b", ""},
		{"cal -3", ""},
		{"ncal -H 2026-01-01 -d 2026-03", ""},
		// gpgv checks against a keyring it only reads; -o and --log-file
		// write, abbreviated or not; descriptors are literal numbers.
		{"gpgv --keyring ./release-keys/acme-release.gpg SHA256SUMS.asc SHA256SUMS", ""},
		{"gpgv --keyr ./k.gpg -vq --status-fd 1 SHA256SUMS.asc SHA256SUMS", ""},
		{"gpgv --homedir ./keys --weak-digest SHA1 x.asc", ""},
		{"gpgv --keyring k.gpg -o out.txt x.asc", "-o"},
		{"gpgv --keyring k.gpg -qo out.txt x.asc", "-o"},
		{"gpgv --outp out.txt x.asc", "writes the signed data"},
		{"gpgv --log-file log x.asc", "writes its log"},
		{"gpgv --enable-special-filenames x.asc", "descriptors"},
		{"gpgv --status-fd $fd x.asc", "not literal"},
		{"gpgv --status-fd=x x.asc", "descriptor number"},
		{"gpgv --status-fd 3 x.asc 3>status.txt", "writes a file"},
		{"gpgv --frob x.asc", "does not know"},
		// minisign: -V only; the key and signing modes by name.
		{"minisign -Vm file -p key.pub", ""},
		{"minisign -V -m file -p key.pub -x sig -q", ""},
		{"minisign -VQom file -P RWQabc", ""},
		{"minisign -G -p key.pub -s key.sec", "generates a key pair"},
		{"minisign -Sm file", "signs files"},
		{"minisign -VR", "-R"},
		{"minisign -C -W", "-C"},
		{"minisign -V -m file -s key.sec", "-s"},
		{"minisign -m file -p key.pub", "-V verifies"},
		// openssl dgst -verify and -prverify; -sign, -out and the
		// loaders stay undeclared.
		{"openssl dgst -sha256 -verify pub.pem -signature sig.bin file", ""},
		{"openssl dgst -sha256 -verify release-keys/cosign.pub.pem -signature <(base64 -d dist/checksums.txt.sig) dist/checksums.txt", ""},
		{"openssl dgst -sha256 -prverify k.pem -passin env:P -keyform PEM -sigopt rsa_padding_mode:pss -signature s file", ""},
		{"openssl dgst -sha256 -sign k.pem -out sig.bin file", "-sign"},
		{"openssl dgst -sha256 -verify p.pem -signature s -out x file", "-out"},
		{"openssl dgst -verify p.pem -engine e -signature s file", "-engine"},
		{"openssl dgst -verify p.pem -provider-path . -signature s file", "-provider-path"},
		{"openssl dgst -verify p.pem -rand x -signature s file", "-rand"},
		{"openssl dgst -verify p.pem -writerand x -signature s file", "-writerand"},
		{"openssl dgst -verify p.pem -signature $s file", "not literal"},
	}
	checkShapesIn(t, Env{Cwd: "/project", Home: "/home/u"}, cases)
}
