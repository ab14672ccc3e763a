package shell

import "testing"

// TestInspectParsers pins the tricky readings of inspect.go's tools and
// of the shapes added to dpkg, openssl pkcs12, ssh-keygen -Y and capsh:
// each line's verdict and a word its reason must hold ("" for a read).
func TestInspectParsers(t *testing.T) {
	cases := []shapeCase{
		// systemd-cgtop ends only after N > 0 iterations; the last -n wins.
		{"systemd-cgtop -b -n 1", ""},
		{"systemd-cgtop -b1", ""},
		{"systemd-cgtop -bn2", ""},
		{"systemd-cgtop --batch --iter=3", ""},
		{"systemd-cgtop -b -n 0", "runs until stopped"},
		{"systemd-cgtop -b -n 00", "runs until stopped"},
		{"systemd-cgtop -b -n 1 -n 0", "runs until stopped"},
		{"systemd-cgtop -b -n 0 -n 1", ""},
		{"systemd-cgtop -b -n $n", "not literal"},
		{"systemd-cgtop -b -n 1 --mach=web", "reaches a container"},
		{"systemd-cgtop -b -n 1 -Mweb", "-M"},
		// nstat updates its history unless -s, in any spelling.
		{"nstat -s", ""},
		{"nstat -azs", ""},
		{"nstat --noup", ""},
		{"nstat -az", "history"},
		{"nstat -sr", "-r"},
		{"nstat -s --res", "resets"},
		{"nstat -sd 5", "daemon"},
		{"nstat --sc=5 -s", "daemon"},
		// sshd: a check mode, and no log file.
		{"sshd -T -C user=a,host=h,addr=1.2.3.4", ""},
		{"sshd -tq -f /etc/ssh/sshd_config", ""},
		{"sshd -D", "starts the SSH server"},
		{"sshd -TE/tmp/log", "-E"},
		{"sshd -T -x", "does not know"},
		// debsums -g, however spelled, writes md5sums files.
		{"debsums -cs nginx", ""},
		{"debsums -sgall", "-g"},
		{"debsums --gen=keep", "writes md5sums"},
		// busctl: a named service is started unless --auto-start=no.
		{"busctl", ""},
		{"busctl tree", ""},
		{"busctl tree org.example", "--auto-start=no"},
		{"busctl --auto-start=false tree org.example", ""},
		{"busctl --auto-start=no --auto-start=yes tree org.example", "--auto-start=no"},
		{"busctl --auto-start=$v tree org.example", "not literal"},
		{`busctl --auto-start="$v" tree org.example`, "--auto-start=no"},
		{"busctl --addr=unix:path=/run/dbus/system_bus_socket list", "--address"},
		{"busctl call a /b c.d M", "calls methods"},
		{"busctl monitor", "never ends"},
		// at lists with -l and prints with -c; anything else schedules.
		{"at -l -q b", ""},
		{"at -c 3", ""},
		{"at -f job.sh now", "schedules"},
		{"at now", "schedules"},
		{"at -V", ""},
		{"at -V now + 1 minute", "schedules"},
		{"at -l -V", "does not know"},
		// Tools that load a kernel module or write /etc even to list.
		{"ipvsadm -Ln", "modprobe"},
		{"multipath -ll", "/etc/multipath"},
		{"btrfs qgroup show --sync /", "commits"},
		// ctr: Go-flag global options, then a listing.
		{"ctr -n=k8s.io c ls", ""},
		{"ctr --namespace k8s.io images ls -q", ""},
		{"ctr -debug version", ""},
		{"ctr -n k8s.io images pull x", "pulls"},
		{"ctr -n k8s.io -x images ls", "does not know"},
		{"ctr images ls --format x", "does not know"},
		{"ctr version --help run", "version run"},
		{"ctr tasks", "tasks"},
		// ausearch: --checkpoint in either spelling writes.
		{"ausearch -ts today -m USER_LOGIN -i", ""},
		{"ausearch --checkpoint=/tmp/cp", "checkpoint"},
		// dpkg's checks; an action among them is still refused.
		{"dpkg -V nginx", ""},
		{"dpkg --verify --verify-format rpm", ""},
		{"dpkg -C", ""},
		{"dpkg -V -i x.deb", "-i"},
		// dpkg-deb: the reading commands; the extracting ones and the
		// build by name, in any bundle or spelling.
		{"dpkg-deb -I pkg.deb", ""},
		{"dpkg-deb -I pkg.deb control", ""},
		{"dpkg-deb -c pkg.deb | grep LICENSE", ""},
		{"dpkg-deb -f pkg.deb Package Version", ""},
		{"dpkg-deb -W --showformat='${Package} ${Version}\\n' pkg.deb", ""},
		{"dpkg-deb --fsys-tarfile pkg.deb | tar -xOf - ./usr/share/doc/x/copyright", ""},
		{"dpkg-deb --ctrl-tarfile pkg.deb | tar -t", ""},
		{"dpkg-deb -x pkg.deb out", "extracts the package's files"},
		{"dpkg-deb -cx pkg.deb out", "-x"},
		{"dpkg-deb --extr pkg.deb out", "-x"},
		{"dpkg-deb -X pkg.deb out", "extracts"},
		{"dpkg-deb --raw-extract pkg.deb out", "extracts"},
		{"dpkg-deb -e pkg.deb", "control information"},
		{"dpkg-deb --build dir x.deb", "builds"},
		{"dpkg-deb pkg.deb", "not a reading command"},
		{"dpkg-deb -c $f", "not literal"},
		{"dpkg-deb -- -c pkg.deb", "end of options"},
		{"dpkg-deb --fsys-tarfile pkg.deb | tar -x", "writes"},
		// dpkg-query reads another database; dpkg's actions do not.
		{"dpkg-query --admindir=./rootfs/var/lib/dpkg -W -f='${Package} ${Version}\\n'", ""},
		{"dpkg-query --root=./rootfs -L dpkg", ""},
		{"dpkg-query --admindir ./rootfs/var/lib/dpkg -l", ""},
		{"dpkg --admindir=./rootfs/var/lib/dpkg -l", "--admindir"},
		{"dpkg-query --root=./rootfs --load-avail x", "--load-avail"},
		// openssl pkcs12 parses; -export and -out write.
		{"openssl pkcs12 -info -in k.p12 -nokeys -passin env:P", ""},
		{"openssl pkcs12 --in k.p12 -noout", ""},
		{"openssl pkcs12 -export -in c.pem -inkey k.pem", "-export"},
		{"openssl pkcs12 -in k.p12 -out k.pem", "-out"},
		{"openssl pkcs12 -in k.p12 -nokeys -engine x", "-engine"},
		// ssh-keygen -Y: the checking modes only, attached or not.
		{"ssh-keygen -Y verify -f a -I i -n file -s f.sig", ""},
		{"ssh-keygen -Ycheck-novalidate -n file -s f.sig", ""},
		{"ssh-keygen -Y sign -f k -n file data", "sign"},
		{"ssh-keygen -qYsign -f k -n file", "sign"},
		{"ssh-keygen -Y verify -Y sign -f k -n file", "sign"},
		{"ssh-keygen -Y verify -f a -s f.sig data", "operand"},
		{"ssh-keygen -Y $m -f a -s f.sig", "not literal"},
		{"ssh-keygen -lf k.pub", ""},
		// capsh --decode= names the option whatever its quoted value.
		{`capsh --decode="$(cat x)"`, ""},
		{`capsh --decode=$(cat x)`, "runs a shell"},
		{`capsh --decode="$x" -- -c id`, "runs a shell"},
		// btrfs takes a prefix of exactly one command; an ambiguous one
		// is an error, never a guess.
		{"btrfs fi sh -m", ""},
		{"btrfs fi sh", "blkid"},
		{"btrfs f usage /", ""},
		{"btrfs fi d /", "filesystem d"},
		{"btrfs s list /", "changes"},
		{"btrfs sub del /x", "subvolume del"},
		{"btrfs fi label /dev/sda1 new", "label"},
		{"btrfs fi label /mnt", "label"},
		{"btrfs dev stats -cz /", "-z"},
		{"btrfs replace status /", "replace status"},
		{"btrfs replace status -1 /", ""},
		// ipset: a prefix of a command's name; -f writes the listing.
		{"ipset l", ""},
		{"ipset -L -f x", "-f"},
		{"ipset r", "changes the sets"},
		{"ipset", "reads commands"},
		// hwclock alone shows the time; its setting functions are
		// undeclared.
		{"hwclock", ""},
		{"hwclock --sh --ut", ""},
		{"hwclock -rw", "-w"},
		{"hwclock --param-set x=1", "--param-set"},
		// ipmitool: options first (posix), then the report.
		{"ipmitool -I lanplus -H bmc -U u -E sdr type Fan", ""},
		{"ipmitool -H bmc chassis power cycle", "chassis power"},
		{"ipmitool sel time set now", "sel time"},
		// ip's rarer objects by their full names and reading verbs.
		{"ip netns pids blue", ""},
		{"ip xfrm state count", ""},
		{"ip xfrm state deleteall", "deleteall"},
		{"ip netns exec blue id", "exec"},
		// logrotate -d prints; -l writes a log even then.
		{"logrotate -dv /etc/logrotate.conf", ""},
		{"logrotate -dl x /etc/logrotate.conf", "-l"},
		// rpm -V of installed packages; a package file's script is not.
		{"rpm -Va", ""},
		{"rpm -qVp x.rpm", "-Vp"},
		// rpm -K checks a package file (Debian's rpm creates ~/.rpmdb, a
		// tool cache, as for -q and -V).
		{"rpm -K --nosignature pkg.rpm", ""},
		{"rpm --checksig pkg.rpm", ""},
		{"rpm -K --define '_dbpath /x' pkg.rpm", "an option the model does not know"},
		{"rpm -qK pkg.rpm", ""}, // two reading modes: rpm takes one or refuses both
		// modprobe prints only in its dry run and query modes.
		{"modprobe -nv br_netfilter", ""},
		{"modprobe -vn -s x", "-s"},
		{"modprobe --first-time -n x", "--first-time"},
		// sudo -V prints; -l authenticates first (its timestamp file).
		{"sudo -V", ""},
		{"sudo -nl", "timestamp"},
		{"sudo -V id", "another user"},
		// bpftool: full names only (b is batch); dumps not into a file.
		{"bpftool map dump id 5", ""},
		{"bpftool p s", "p s"},
		{"bpftool prog dump jited id 5 file x", "file"},
		// e2fsck needs -n and nothing that writes beside it.
		{"e2fsck -fn /dev/sda1", ""},
		{"e2fsck -nc /dev/sda1", "-c"},
		// step: the inspections only, flags anywhere among the words.
		{"step certificate inspect c.pem --format=json", ""},
		{"step -insecure certificate lint c.pem", ""},
		{"step certificate inspect --out x c.pem", "-out"},
		{"step certificate create a a.crt a.key", "certificate create"},
		// The compressed greps take grep's options, none of which writes.
		{"xzgrep -c x a.xz", ""},
		{"zstdgrep -e x -f pats a.zst", ""},
	}
	checkShapesIn(t, Env{Cwd: "/project", Home: "/home/u"}, cases)
}
