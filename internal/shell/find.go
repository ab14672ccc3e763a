package shell

// find's words are its own grammar: one-dash primaries, some taking the
// next word as their value (-name -delete looks for files named -delete).
// specFind declares those, so a value, even one known only at run time
// (find . -name "$pattern"), is never taken for a primary, and a run-time
// word anywhere else is refused: a starting point "$d" holding -delete
// would be the primary.
var specFind = optSpec{singleDash: true,
	longValues: []string{"-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename", "-regex", "-iregex",
		"-lname", "-ilname", "-newer", "-anewer", "-cnewer", "-type", "-xtype", "-user", "-group", "-uid", "-gid",
		"-perm", "-size", "-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin", "-used", "-inum", "-links",
		"-samefile", "-fstype", "-maxdepth", "-mindepth", "-printf", "-context", "-regextype", "-files0-from", "-D"},
	deny: []denied{
		{[]string{"-exec"}, "runs commands"}, {[]string{"-execdir"}, "runs commands"},
		{[]string{"-ok"}, "runs commands"}, {[]string{"-okdir"}, "runs commands"},
		{[]string{"-delete"}, "deletes files"},
		{[]string{"-fprint"}, "writes a file"}, {[]string{"-fprint0"}, "writes a file"},
		{[]string{"-fprintf"}, "writes a file"}, {[]string{"-fls"}, "writes a file"},
	}}

func findReason(args []arg) string {
	sp := &specFind
	sc := scanArgs(args[1:], sp)
	if sc.dynamic != nil {
		return nonLiteralReason(args[0].lit, *sc.dynamic)
	}
	return sc.denyReason("find", sp)
}
