package shell

import "testing"

// TestPerlInline pins the perl -e one-liner shapes.
func TestPerlInline(t *testing.T) {
	allowed := []string{
		`perl -ne 'print if /ERROR/ && /payments/' logs/api.log | head`,
		// ~/ is $HOME/: an absolute path.
		`perl -00 -ne 'print if /heartbeatLoop/s' ~/incident/goroutines.txt | head -30`,
		`perl -lane 'print $F[8] if $F[8] >= 500' /var/log/nginx/access.log | sort | uniq -c`,
		`perl -ne 'print if /^## \[2\.14\.0\]/ .. /^## \[2\.13\.0\]/' CHANGELOG.md`,
		`perl -pe 's/foo/bar/g' notes.txt`,
		`perl -pe 's{/usr/local}{/opt}g' paths.txt`,
		`perl -pe 'tr/a-z/A-Z/' notes.txt`,
		`perl -e 'print "hello\n"'`,
		`perl -E 'say for 1..3'`,
		`perl -le 'print for sort { $a <=> $b } map { length } split /\s+/, "a bb ccc"'`,
		`perl -F: -lane 'print $F[0]' /etc/passwd`,
		`perl -F'\t' -lane 'print $F[1]' data.tsv`,
		`perl -0777 -ne 'print scalar(() = /TODO/g), "\n"' main.go`,
		`perl -ne '$c{$1}++ if /level=(\w+)/; END { print "$_ $c{$_}\n" for sort keys %c }' app.log`,
		`perl -ne 'print "$ARGV: $_" if /TODO/' src/*.go`,
		`perl -lne 'print $ENV{HOME}'`,
		`perl -ne 'printf "%-10s %s\n", $1, $2 if /^(\S+)\s+(\S+)/' notes.txt`,
		`perl -pe 's/(\d+)/<$1>/g' notes.txt`,
		`cat notes.txt | perl -ne 'chomp; print uc($_), "\n"'`,
		`perl -ne 'print unless $seen{$_}++' notes.txt`,
		`perl -e 'print join(",", map { $_ * 2 } 1..5), "\n"'`,
		`perl -ne 'my $x; print $x // "none", "\n"' notes.txt`,
	}
	denied := []string{
		// Quoted, ~ is a character of the name; a | at the end still runs.
		`perl -ne 'print' '~/x.txt'`,
		`perl -ne 'print' ~/x.txt\|`,
		`perl -e 'system("rm -rf x")'`,
		`perl -e 'exec "id"'`,
		"perl -e 'print `id`'",
		`perl -e 'print qx(id)'`,
		`perl -e 'open(F, ">x"); print F 1'`,
		`perl -e 'unlink "x"'`,
		`perl -ne 'if (1) {unlink}' files.txt`,
		`perl -ne 'print @h{unlink}' files.txt`,
		`perl -ne 'my $f = "CORE::rmdir"; my @x = sort $f 1, 2' dirs.txt`,
		`perl -ne 'print %h{unlink}' files.txt`,
		`perl -e 'eval "1"'`,
		`perl -e 'do "x.pl"'`,
		`perl -e 'require POSIX'`,
		`perl -e 'use POSIX'`,
		`perl -pe 's/x/system("id")/e' notes.txt`,
		`perl -pe 's/x/system("id")/ee' notes.txt`,
		`perl -pe 's{x}{system("id")}e' notes.txt`,
		`perl -e 'print "@{[ system("id") ]}"'`,
		`perl -e 'print "${\ system("id")}"'`,
		`perl -e 'my @x; print "$x[system("id")]"'`,
		`perl -ne 'print "$x[unlink]"' list.txt`,
		`perl -ne 'print "$x{a}[unlink]"' list.txt`,
		`perl -e 'print $x->method'`,
		`perl -ne 'print if /(?{ system("id") })/'`,
		`perl -e '$^I = ""; print'`,
		`perl -e '${"\cI"} = ""'`,
		`perl -e '$x = "ARGV"; @$x = ("id|")'`,
		`perl -ne '@ARGV = ("id|")' notes.txt`,
		`perl -ne '$ARGV[0] = "id|"' notes.txt`,
		`perl -e 'CORE::system("id")'`,
		`perl -e 'CORE'"'"'system("id")'`,
		`perl -e '&{"system"}("id")'`,
		`perl -e '*x = \&CORE::system'`,
		`perl -e 'sub f { 1 } f()'`,
		`perl -e 'print <<EOF
x
EOF'`,
		`perl -e 'fork'`,
		`perl -e 'kill 9, 1'`,
		`perl -e 'mkdir "x"'`,
		`perl -e 'rename "a", "b"'`,
		`perl -e 'truncate "a", 0'`,
		`perl -e 'dbmopen(%h, "x", 0644)'`,
		`perl -e 'syscall(1)'`,
		`perl -e '$SIG{ALRM} = 1'`,
		`perl -i -pe 's/a/b/' notes.txt`,
		`perl -pi -e 's/a/b/' notes.txt`,
		`perl -i.bak -pe 's/a/b/' notes.txt`,
		`perl -MPOSIX -e 'print 1'`,
		`perl -mstrict -e 'print 1'`,
		`perl -I. -e 'print 1'`,
		`perl -x script`,
		`perl -d -e 1`,
		`perl -s -e 'print $x' -- -x=1`,
		`perl -ne 'print' 'id|'`,
		`perl -ne 'print' '>notes.txt'`,
		`perl -ne 'print' ' >x'`,
		`perl -ne 'print' *`,
		`perl -ne 'print' *.log`,
		`perl -ne 'print' logs/*`,
		`perl -ne 'print' "$f"`,
		`perl -e "$code"`,
		`perl -e "print '$x'"`,
		`perl script.pl`,
		`perl -F'/(?{system("id")})/' -lane 'print' x`,
		`PERL5OPT=-Mevil perl -e 'print 1'`,
		`perl -F'/,/ and system 1 or /x/' -lane 'print' x`,
		`perl -e 'print 1' -i notes.txt`,
		`perl -e '$x =
=pod
system("id")
=cut
'`,
		`perl -e 'print $h{x} /2; system("id") /'`,
		`perl -e 'my $x; print $x // 1; system("id"); /x/'`,
		`perl -e 'my $x; $x //= 1; system("id"); /x/'`,
		`perl -e 'my $x = length / 2; system("id"); /x/'`,
		`perl -e 'print time / 60; system("id"); /x/'`,
	}
	for _, cmd := range allowed {
		if a := Analyze(cmd, fixtureEnv()); !a.ReadOnly {
			t.Errorf("should be read-only: %s\n  reason: %s", cmd, a.Reason)
		}
	}
	for _, cmd := range denied {
		if a := Analyze(cmd, fixtureEnv()); a.ReadOnly {
			t.Errorf("should be denied: %s", cmd)
		}
	}
}
