package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// The JDK's tools and JVM-based CLIs. Every JVM the model lets run writes
// one tool cache, /tmp/hsperfdata_<user>/<pid>, its performance counters
// (removed at exit; the folder stays): see ToolCaches. The shapes allowed
// here are the ones that otherwise only print: version and settings
// reports, listings of class files, jars, keystores and running JVMs, and
// jstat's counters, which it reads from the target's hsperfdata file.
//
// What stays refused: anything that runs a class, a jar, a module or a
// source file; JVM options that write or load code (-Xlog:...:file=,
// -Xloggc:, -XX:HeapDumpPath, -XX:Flags=, -XX:VMOptionsFile=,
// -agentlib, -javaagent, -D, which can name the system class loader);
// -J<option> on a tool (passes it to the tool's JVM) and @argfiles
// (jar, javac and java expand them into options); the attach tools
// (jinfo, jstack, jmap, jcmd <pid>: attaching creates /tmp/.java_pid<pid>
// and .attach_pid<pid> in the target's working folder, and starts the
// target's attach listener); mvn -v where a .mvn folder may be above the
// working directory (mvn reads .mvn/jvm.config, JVM options the project
// writes); gradle, which writes ~/.gradle even for its version.

// jvmReason explains the JDK's tools and the JVM-based CLIs (ok false for
// any other program, or a shape another file judges).
func (c *classifier) jvmReason(name string, args []arg) (reason string, ok bool) {
	switch name {
	case "java":
		return javaReason(args), true
	case "javac":
		return javacReason(args), true
	case "javap":
		return javapReason(args), true
	case "jar":
		return jarReason(args), true
	case "jdeps":
		return jdepsReason(args), true
	case "jps":
		return jpsReason(args), true
	case "jstat":
		return c.jstatReason(args), true
	case "jcmd":
		return jcmdReason(args), true
	case "keytool":
		return keytoolReason(args), true
	case "jfr":
		return jfrReason(args), true
	case "kafka-topics.sh", "kafka-topics", "kafka-consumer-groups.sh", "kafka-consumer-groups",
		"kafka-configs.sh", "kafka-configs", "kafka-broker-api-versions.sh", "kafka-broker-api-versions",
		"kafka-log-dirs.sh", "kafka-log-dirs", "kafka-get-offsets.sh", "kafka-get-offsets",
		"kafka-acls.sh", "kafka-acls", "kafka-metadata-quorum.sh", "kafka-metadata-quorum",
		"kafka-dump-log.sh", "kafka-dump-log", "kafka-features.sh", "kafka-features",
		"kafka-run-class.sh", "kafka-run-class", "zookeeper-shell.sh", "zookeeper-shell",
		"kafka-console-consumer.sh", "kafka-console-consumer", "kafka-transactions.sh", "kafka-transactions":
		return kafkaReason(name, args)
	case "kafka-avro-console-consumer":
		return "`" + name + "` is not in the model (its schema registry client and deserializers are unverified); kafka-console-consumer --partition and kcat -C without -G read messages without a group", true
	case "kafka-console-producer.sh", "kafka-console-producer", "kafka-avro-console-producer":
		return "`" + name + "` produces messages", true
	case "nodetool":
		return "`nodetool` appends every command line to ~/.cassandra/nodetool.history, and many of its commands change the node", true
	case "zkCli.sh", "zkCli":
		return "`" + name + "` is not in the model (what its zkEnv.sh and log settings write is unverified); Kafka's zookeeper-shell.sh HOST ls PATH reads", true
	case "update-java-alternatives":
		return updateJavaAlternativesReason(args), true
	case "java_home":
		return javaHomeReason(args), true
	case "archlinux-java":
		if len(args) == 2 && (args[1].is("status") || args[1].is("get")) {
			return "", true
		}
		return "`archlinux-java` other than status or get sets or fixes the default JDK", true
	case "jinfo", "jstack", "jmap", "jhsdb", "jconsole", "jdb":
		return "`" + name + "` attaches to a running JVM: it creates /tmp/.java_pid<pid> and .attach_pid<pid> in the target's working folder, and starts the target's attach listener (jps -lv and jstat only read its counters)", true
	case "jshell":
		if len(args) == 2 && (args[1].is("--version") || args[1].is("-version")) {
			return "", true
		}
		return "`jshell` runs Java code (jshell --version prints the version)", true
	case "mvn":
		if !buildToolVersion(args) {
			return "", false
		}
		return c.mavenDirReason(), true
	case "ant":
		// ant -version prints before it looks for a build file; its
		// launcher reads /etc/ant.conf, ~/.ant/ant.conf and ~/.antrc,
		// nothing of the project (checked with Ant 1.10).
		if len(args) == 2 && args[1].is("-version") {
			return "", true
		}
		return "", false
	case "mvnw", "gradle", "gradlew":
		if !buildToolVersion(args) {
			return "", false
		}
		if name == "mvnw" {
			return "`mvnw` is the project's Maven wrapper, which may download Maven and reads .mvn/", true
		}
		return "`" + name + "` writes its state under ~/.gradle (native libraries, the daemon registry) even for its version, and gradlew runs the project's wrapper", true
	}
	return "", false
}

// mavenDirReason allows mvn -v where the model lists the working
// directory and every directory above it and finds no .mvn: mvn's
// launcher looks upward for .mvn and reads .mvn/jvm.config there as JVM
// options (a -javaagent runs code, -XX:+PerfDataSaveToFile writes; seen
// with Maven 3.8), and .mvn/maven.config as its own arguments. Without
// them mvn -v starts a JVM (its tool cache, /tmp/hsperfdata_<user>) that
// prints the version and writes nothing else (checked in a fresh HOME).
func (c *classifier) mavenDirReason() string {
	const why = "`mvn` reads .mvn/jvm.config (JVM options the project writes: a -javaagent runs code) from the nearest .mvn above its working directory, even for its version"
	dirs, unknown := c.runDirs()
	if unknown != "" || c.w.env.ReadDir == nil {
		return why + ", and the model cannot look for one here"
	}
	for _, d := range dirs {
		for {
			entries, err := c.w.env.ReadDir(d)
			if err != nil {
				return why + ", and the model cannot list " + d
			}
			for _, e := range entries {
				if e.Name() == ".mvn" {
					return why + ": " + path.Join(d, ".mvn") + " is there"
				}
			}
			if d == "/" || d == "." || d == "" {
				break
			}
			d = path.Dir(d)
		}
	}
	return ""
}

// jdkBinDir reports the bin folder of an installed JDK, which the system's
// package manager (or the macOS installer) owns: /usr/lib/jvm/<jdk>/bin
// and /Library/Java/JavaVirtualMachines/<jdk>/Contents/Home/bin.
func jdkBinDir(dir string) bool {
	jdk, ok := strings.CutPrefix(dir, "/usr/lib/jvm/")
	if ok {
		jdk, ok = strings.CutSuffix(jdk, "/bin")
	} else if jdk, ok = strings.CutPrefix(dir, "/Library/Java/JavaVirtualMachines/"); ok {
		jdk, ok = strings.CutSuffix(jdk, "/Contents/Home/bin")
	}
	return ok && jdk != "" && jdk != "." && jdk != ".." && !strings.Contains(jdk, "/")
}

// updateJavaAlternativesReason allows Debian's update-java-alternatives
// -l [name], which lists the installed JDKs (-s and -a switch them).
func updateJavaAlternativesReason(args []arg) string {
	list := false
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return nonLiteralReason("update-java-alternatives", a)
		}
		switch a.lit {
		case "-l", "--list":
			list = true
		case "-s", "--set", "-a", "--auto":
			return "`update-java-alternatives " + a.lit + "` switches the system's JDK"
		}
	}
	if !list {
		return "`update-java-alternatives` without -l switches the system's JDK"
	}
	return ""
}

// javaHomeReason allows macOS's /usr/libexec/java_home, which prints
// where the JDKs are: -V, -v VERSION, -a ARCH, -F, -X, -t TASK. --exec
// runs a tool of the JDK it finds, --request asks to install one.
func javaHomeReason(args []arg) string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a.mayBeOption() {
			return nonLiteralReason("java_home", a)
		}
		switch a.lit {
		case "-V", "--verbose", "-F", "--failfast", "-X", "--xml":
		case "-v", "--version", "-a", "--arch", "-d", "--datamodel", "-t", "--task":
			i++
			if r := valueWordsReason("java_home", args, i); r != "" {
				return r
			}
		default:
			return "`java_home " + shorten(a.lit) + "` runs a tool (--exec) or asks to install a JDK (--request), or is an option the model does not know"
		}
	}
	return ""
}

// buildToolVersion reports the version shapes of mvn and gradle: -v or
// --version, with at most switches that only quiet or shape the output.
func buildToolVersion(args []arg) bool {
	version := false
	for _, a := range args[1:] {
		if a.dynamic {
			return false
		}
		switch a.lit {
		case "-v", "--version":
			version = true
		case "-q", "--quiet", "-B", "--batch-mode", "-e", "--errors", "-ntp", "--no-transfer-progress":
		default:
			return false
		}
	}
	return version
}

// jdkWords checks what every word of a JDK tool must be: literal where it
// could be an option, no -J<option> (the tool's launcher passes it to its
// JVM, wherever it stands), and, for the tools whose launcher expands
// them (java, javac, jar), no @argfile, whose content would be options.
func jdkWords(name string, args []arg, argfiles bool) string {
	for _, a := range args[1:] {
		if a.mayBeOption() {
			return nonLiteralReason(name, a)
		}
		if strings.HasPrefix(a.lit, "-J") {
			return "`" + name + " " + shorten(a.lit) + "` passes an option to the tool's JVM"
		}
		if argfiles && (strings.HasPrefix(a.lit, "@") || a.dynamic && a.lit == "") {
			return "`" + name + "` reads arguments from @files, so an argument that is or may be @file is options the line does not show"
		}
	}
	return ""
}

// specJfrRead declares the options of jfr's print, metadata, summary and
// view (jfr help of JDK 17 and 25): whole words, each value in the next
// word (jfr print --events=x is an unknown option), no abbreviations.
// None of them writes; jfr expands no @files.
var specJfrRead = optSpec{exact: true, strict: true,
	longSwitches: []string{"--xml", "--json", "--exact", "--verbose"},
	longValues:   []string{"--categories", "--events", "--stack-depth", "--width", "--truncate", "--cell-height"}}

// jfrReason allows the Flight Recorder tool's reports on a recording:
// print, summary, metadata, view, version and help, which read the file
// and print (checked with JDK 17 and 25 in a throw-away HOME and TMPDIR:
// only the JVM's tool cache). configure writes a .jfc file, assemble,
// disassemble and scrub write recordings or chunks.
func jfrReason(args []arg) string {
	if r := jdkWords("jfr", args, false); r != "" {
		return r
	}
	if len(args) < 2 {
		return "`jfr` without a command prints its usage, which the model does not need"
	}
	switch cmd := args[1].lit; cmd {
	case "print", "summary", "metadata", "view":
		return specReason("jfr "+cmd, args[1:], &specJfrRead)
	case "version", "--version", "help", "--help", "-h", "-?":
		return ""
	case "configure", "assemble", "disassemble", "scrub":
		return "`jfr " + cmd + "` writes a file (a .jfc configuration, a recording or its chunks); jfr print, summary and view read one"
	default:
		return "`jfr " + shorten(cmd) + "` is not a command the model knows (print, summary, metadata, view read a recording)"
	}
}

// javaReason allows the launcher's reports: the version (-version,
// --version, -showversion, -fullversion), -XshowSettings, the help and
// the module list, with a few options that only size or report the VM
// (-Xmx, -XX:+PrintFlagsFinal, a GC choice). No operand: a class, a jar
// or a source file is code that runs. Each option is checked against a
// list of spellings: the JVM has hundreds, and some write (-Xlog with a
// file, -XX:+HeapDumpOnOutOfMemoryError, -XX:+LogCompilation) or load
// code (-javaagent, -agentlib, -Djava.system.class.loader).
func javaReason(args []arg) string {
	if r := jdkWords("java", args, true); r != "" {
		return r
	}
	if len(args) < 2 {
		return "`java` without options prints its usage, which the model does not need"
	}
	report := false
	for _, a := range args[1:] {
		if a.dynamic || a.glob {
			return "`java` has an argument that is not literal: `" + printNode(a.word) + "` (it could be a class or a jar to run)"
		}
		s := a.lit
		if !strings.HasPrefix(s, "-") {
			return "`java " + shorten(s) + "` runs a class, a jar or a source file"
		}
		switch {
		case javaReport(s):
			report = true
		case javaSizing(s):
		default:
			return javaOptionReason(s)
		}
	}
	if !report {
		return "`java` without -version, -XshowSettings or a listing runs or waits for a class"
	}
	return ""
}

// javaReport reports the launcher options that print and exit (or print
// before -version exits).
func javaReport(s string) bool {
	switch s {
	case "-version", "--version", "-showversion", "--show-version", "-fullversion", "--full-version",
		"-help", "--help", "-h", "-?", "-X", "--help-extra", "--list-modules",
		"-XshowSettings", "-XX:+PrintFlagsFinal", "-XX:+PrintFlagsInitial", "-XX:+PrintFlagsRanges":
		return true
	}
	if v, ok := strings.CutPrefix(s, "-XshowSettings:"); ok {
		switch v {
		case "all", "locale", "properties", "vm", "system", "security",
			"security:all", "security:properties", "security:providers", "security:tls":
			return true
		}
	}
	return false
}

// javaSizing reports options that only size, tune or report the VM:
// heap and stack sizes, a collector, the counters' switch. None writes a
// file or loads code.
func javaSizing(s string) bool {
	switch s {
	case "-server", "-client", "-Xint", "-Xmixed", "-Xshare:off", "-Xshare:auto", "-Xshare:on",
		"-XX:+PrintCommandLineFlags", "-XX:+UnlockDiagnosticVMOptions", "-XX:+UnlockExperimentalVMOptions",
		"-XX:-UsePerfData", "-XX:+UsePerfData":
		return true
	}
	for _, p := range []string{"-Xmx", "-Xms", "-Xss", "-Xmn"} {
		if v, ok := strings.CutPrefix(s, p); ok {
			return jvmSize(v)
		}
	}
	if v, ok := strings.CutPrefix(s, "-XX:"); ok {
		if b, ok := strings.CutPrefix(v, "+"); ok {
			return jvmSwitch(b)
		}
		if b, ok := strings.CutPrefix(v, "-"); ok {
			return jvmSwitch(b)
		}
		k, val, ok := strings.Cut(v, "=")
		if !ok {
			return false
		}
		switch k {
		case "MaxRAMPercentage", "InitialRAMPercentage", "MinRAMPercentage", "MaxRAM",
			"ActiveProcessorCount", "MaxHeapSize", "InitialHeapSize", "MaxMetaspaceSize",
			"MetaspaceSize", "ParallelGCThreads", "ConcGCThreads", "MaxGCPauseMillis",
			"ReservedCodeCacheSize", "MaxDirectMemorySize", "ThreadStackSize":
			return jvmSize(strings.Replace(val, ".", "", 1))
		}
	}
	return false
}

// jvmSwitch reports the boolean -XX flags that choose a collector or a
// layout: no file, no code.
func jvmSwitch(name string) bool {
	switch name {
	case "UseG1GC", "UseParallelGC", "UseSerialGC", "UseZGC", "ZGenerational", "UseShenandoahGC",
		"UseEpsilonGC", "UseContainerSupport", "UseCompressedOops", "UseCompressedClassPointers",
		"UseStringDeduplication", "UseNUMA", "AlwaysPreTouch", "UseCompactObjectHeaders":
		return true
	}
	return false
}

// jvmSize reports a size or count: digits, then at most a unit letter.
func jvmSize(v string) bool {
	v = strings.TrimRight(v, "kKmMgGtT")
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}

// javaOptionReason says why a launcher option other than the reports and
// sizes is refused.
func javaOptionReason(s string) string {
	shown := "`java " + shorten(s) + "`"
	switch {
	case s == "-jar" || s == "-cp" || s == "-classpath" || s == "--class-path" || s == "-m" ||
		s == "--module" || strings.HasPrefix(s, "--module=") || strings.HasPrefix(s, "--source") || s == "--dry-run":
		return shown + " runs (or loads) a class, a jar or a module"
	case strings.HasPrefix(s, "-javaagent") || strings.HasPrefix(s, "-agentlib") || strings.HasPrefix(s, "-agentpath"):
		return shown + " loads an agent, which is code"
	case strings.HasPrefix(s, "-D"):
		return shown + " sets a system property, which can name classes the JVM loads (java.system.class.loader)"
	case strings.HasPrefix(s, "-Xlog") || strings.HasPrefix(s, "-Xloggc") || strings.Contains(s, "HeapDump") ||
		strings.Contains(s, "LogFile") || strings.Contains(s, "LogCompilation") || strings.HasPrefix(s, "-Xshare:dump") ||
		strings.Contains(s, "SharedArchiveFile") || strings.Contains(s, "ErrorFile"):
		return shown + " writes a file"
	case strings.HasPrefix(s, "-XX:Flags") || strings.HasPrefix(s, "-XX:VMOptionsFile"):
		return shown + " reads JVM options from a file the line does not show"
	}
	return shown + " is a JVM option the model does not know to be read-only"
}

// javacReason allows javac's version and help: anything else compiles
// (writes class files) and may run annotation processors.
func javacReason(args []arg) string {
	if len(args) == 2 && !args[1].dynamic {
		switch args[1].lit {
		case "-version", "--version", "-help", "--help", "-X", "--help-extra", "--help-lint":
			return ""
		}
	}
	return "`javac` compiles: it writes class files and may run annotation processors (javac -version prints the version)"
}

// specJavap declares javap's options: one-dash words, the value options
// taking the next word. --system names a JDK whose lib/jrt-fs.jar javap
// loads, which is code in a folder the line chooses.
var specJavap = optSpec{singleDash: true, strict: true,
	longSwitches: []string{"-help", "--help", "-?", "-version", "--version", "-v", "-verbose", "-l", "-public",
		"-protected", "-package", "-p", "-private", "-c", "-s", "-sysinfo", "-constants"},
	longValues: []string{"-cp", "-classpath", "--class-path", "-bootclasspath", "--module", "-m",
		"--module-path", "--upgrade-module-path", "--multi-release"},
	deny: []denied{{[]string{"--system"}, "loads lib/jrt-fs.jar from the JDK folder it names, which is code"}}}

// javapReason allows javap: it prints class files (of a class path, a
// jar, a module or a file) and runs none of them.
func javapReason(args []arg) string {
	if r := jdkWords("javap", args, false); r != "" {
		return r
	}
	sc := scanArgs(args[1:], &specJavap)
	if r := sc.verdict("javap", &specJavap); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.hasVal && o.val.split {
			return nonLiteralReason("javap", o.val)
		}
	}
	return ""
}

// specJdeps declares jdeps's options: one-dash words, the value options
// taking the next word (it expands no @files). The DOT and module-info
// outputs write files; --system names a JDK whose lib/jrt-fs.jar jdeps
// loads, which is code.
var specJdeps = optSpec{singleDash: true, strict: true,
	longSwitches: []string{"-h", "-?", "--help", "-s", "-summary", "-v", "-verbose", "-verbose:package",
		"-verbose:class", "-apionly", "--api-only", "-jdkinternals", "--jdk-internals", "-q", "-quiet",
		"-version", "--version", "--list-deps", "--list-reduced-deps", "--print-module-deps",
		"--ignore-missing-deps", "-filter:package", "-filter:archive", "-filter:module", "-filter:none",
		"--missing-deps", "-P", "-profile", "-R", "--recursive", "--no-recursive", "-I", "--inverse", "--compile-time"},
	longValues: []string{"-cp", "-classpath", "--class-path", "--module-path", "--upgrade-module-path",
		"--add-modules", "--multi-release", "-m", "--module", "--check", "-p", "-package", "--package",
		"-e", "-regex", "--regex", "--require", "-f", "-filter", "-include"},
	deny: []denied{
		{[]string{"--dot-output", "-dotoutput"}, "writes DOT files"},
		{[]string{"--generate-module-info", "--generate-open-module"}, "writes module-info.java files"},
		{[]string{"--system"}, "loads lib/jrt-fs.jar from the JDK folder it names, which is code"}}}

// jdepsReason allows jdeps's analyses, which read class files and jars
// and print their dependences.
func jdepsReason(args []arg) string {
	if r := jdkWords("jdeps", args, false); r != "" {
		return r
	}
	sc := scanArgs(args[1:], &specJdeps)
	if r := sc.verdict("jdeps", &specJdeps); r != "" {
		return r
	}
	for _, o := range sc.opts {
		if o.hasVal && o.val.split {
			return nonLiteralReason("jdeps", o.val)
		}
	}
	return ""
}

// jarReason allows jar's listing (t, -t, --list) and module description
// (-d, --describe-module), old style (jar tvf x.jar) or new (jar --list
// --file x.jar), with v and f. Every other mode writes: c and u a jar, x
// the files, i an index into the jar.
func jarReason(args []arg) string {
	if r := jdkWords("jar", args, true); r != "" {
		return r
	}
	if len(args) < 2 {
		return "`jar` without a mode prints its usage, which the model does not need"
	}
	for _, a := range args[1:] {
		if a.dynamic && strings.HasPrefix(a.lit, "-") {
			return nonLiteralReason("jar", a)
		}
	}
	first := args[1].lit
	if len(args) == 2 {
		switch first {
		case "--help", "-h", "-?", "--help-extra", "--version":
			return ""
		}
	}
	i := 1
	mode := false
	if !strings.HasPrefix(first, "-") {
		// Old style: the first word is the letters, and f's value is
		// the next word.
		if r := jarLetters(first, true, &mode); r != "" {
			return r
		}
		i = 2
		if strings.IndexByte(first, 'f') >= 0 {
			i = 3
		}
	} else {
		for ; i < len(args); i++ {
			s := args[i].lit
			if !strings.HasPrefix(s, "-") {
				break
			}
			switch {
			case s == "--list", s == "--describe-module":
				mode = true
			case s == "--verbose":
			case s == "--file":
				i++
				if r := jarFileValue(args, i); r != "" {
					return r
				}
			case strings.HasPrefix(s, "--file="):
			case !strings.HasPrefix(s, "--"):
				if r := jarLetters(s[1:], false, &mode); r != "" {
					return r
				}
				if strings.IndexByte(s, 'f') >= 0 {
					i++
					if r := jarFileValue(args, i); r != "" {
						return r
					}
				}
			default:
				return "`jar " + shorten(s) + "` is not an option of jar's listing (--list, --describe-module, --file, --verbose)"
			}
		}
	}
	if !mode {
		return "`jar` without t (--list) or --describe-module creates, updates or extracts"
	}
	// The rest are entry names to list; jar reads none as an option.
	for _, a := range args[min(i, len(args)):] {
		if strings.HasPrefix(a.lit, "-") {
			return "`jar " + shorten(a.lit) + "` after the entry names: jar's own options come first"
		}
	}
	return ""
}

// jarFileValue refuses a new-style file value that starts with a dash:
// jar's option parser does not take it as the value (-f -x is an error
// there), so the model's reading would not be jar's.
func jarFileValue(args []arg, i int) string {
	if i < len(args) && strings.HasPrefix(args[i].lit, "-") {
		return "`jar " + shorten(args[i].lit) + "`: a file name that starts with a dash is read as an option"
	}
	return ""
}

// jarLetters checks the letters of a jar mode word (old style "tvf", new
// style "-tvf"): t or d, v and f. f takes the next word; in the new
// style it comes last (the model does not read -fv as -f v).
func jarLetters(s string, oldStyle bool, mode *bool) string {
	if s == "" {
		return "`jar` without a mode"
	}
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case 't', 'd':
			*mode = true
		case 'v':
		case 'f':
			if k != len(s)-1 && !oldStyle {
				return "`jar " + shorten(s) + "`: f takes the next word, so it comes last in the model's reading"
			}
		default:
			return "`jar " + shorten(s) + "`: " + string(s[k]) + " is not a listing letter (t, v, f): c, u, x and i write"
		}
	}
	return ""
}

// specJps declares jps: -q -m -l -v -V, bundled; the one operand is a
// host to ask (its RMI registry). -J stays refused by jdkWords.
var specJps = optSpec{strict: true, complete: true, switches: "qmlvVh?", longSwitches: []string{"-help"},
	maxOperands: 1, operandWhy: "takes one host"}

// jpsReason allows jps, which lists the JVMs from their hsperfdata files.
func jpsReason(args []arg) string {
	if r := jdkWords("jps", args, false); r != "" {
		return r
	}
	return specReason("jps", args, &specJps)
}

// jstatReason allows jstat -<option> [-t] [-h<n>] <vmid> [interval
// [count]], -options and -help: it reads the target's counters from its
// hsperfdata file (a remote vmid asks jstatd) and attaches to nothing.
func (c *classifier) jstatReason(args []arg) string {
	if r := jdkWords("jstat", args, false); r != "" {
		return r
	}
	if len(args) == 2 {
		switch args[1].lit {
		case "-help", "--help", "-?", "-h", "-options":
			return ""
		}
	}
	var ops []arg // vmid [interval [count]]
	stat := false
	for _, a := range args[1:] {
		s := a.lit
		if !strings.HasPrefix(s, "-") {
			ops = append(ops, a)
			continue
		}
		if len(ops) > 0 {
			return "`jstat " + shorten(s) + "` after the vmid"
		}
		switch s {
		case "-class", "-compiler", "-gc", "-gccapacity", "-gccause", "-gcnew", "-gcnewcapacity",
			"-gcold", "-gcoldcapacity", "-gcmetacapacity", "-gcpermcapacity", "-gcutil", "-printcompilation":
			stat = true
		case "-t":
		default:
			if h, ok := strings.CutPrefix(s, "-h"); ok && isNumber(h) {
				continue
			}
			return "`jstat " + shorten(s) + "` is an option the model does not know"
		}
	}
	if !stat {
		return "`jstat` without a statistics option (-gcutil, -gc, -class, ...)"
	}
	// An interval without a count samples without end, as does a count
	// that is not a number above 0. Missing or extra operands are a
	// usage error, nothing more.
	if len(ops) == 2 && ops[0].slid && !ops[0].dynamic && c.noSuchProcess(ops[0].lit) {
		// jstat -gcutil $(pgrep -f x) 1000 5 where pgrep finds none:
		// jstat reads the interval as the vmid, and stops at once when no
		// process has that id ("1000 not found"; "5s" is a malformed
		// vmid) (checked with jstat 17).
		return ""
	}
	if len(ops) == 2 || len(ops) == 3 && (ops[2].dynamic || !isNumber(ops[2].lit) || strings.Trim(ops[2].lit, "0") == "") {
		return endless("`jstat` with an interval and no count above 0 never ends (give one: jstat -gcutil PID 1000 5)")
	}
	return ""
}

// noSuchProcess reports a jstat interval, read as a vmid, that names no
// process here: with a unit (5s, 250ms: a malformed vmid), or digits
// without a leading zero that have no /proc entry on a machine whose
// /proc the model can list. Any other text may be a vmid jstat reads
// another way (+1000 and 01000 are process 1000, 1000@host a remote
// JVM); where the line runs elsewhere (kubectl exec) or the model cannot
// look, it is false.
func (c *classifier) noSuchProcess(word string) bool {
	if n, ok := strings.CutSuffix(word, "ms"); ok && allDigits(n) {
		return true
	}
	if n, ok := strings.CutSuffix(word, "s"); ok && allDigits(n) {
		return true
	}
	if !allDigits(word) || word[0] == '0' {
		return false
	}
	if c.elsewhere || c.w.env.ReadDir == nil {
		return false
	}
	if _, err := c.w.env.ReadDir("/proc/self"); err != nil {
		return false // no /proc to look in
	}
	_, err := c.w.env.ReadDir("/proc/" + word)
	return errors.Is(err, fs.ErrNotExist)
}

// jcmdReason allows jcmd's listing of JVMs (jcmd, jcmd -l), which reads
// hsperfdata like jps. jcmd <pid> <command> attaches to the JVM: it
// creates /tmp/.java_pid<pid> and .attach_pid<pid> in the target's
// working folder and runs the command there (GC.heap_dump writes a file,
// VM.set_flag and JFR.start change the target).
func jcmdReason(args []arg) string {
	if r := jdkWords("jcmd", args, false); r != "" {
		return r
	}
	if len(args) == 1 || len(args) == 2 && (args[1].is("-l") || args[1].is("-h") || args[1].is("-help") || args[1].is("--help")) {
		return ""
	}
	return "`jcmd <pid> ...` attaches to the JVM: it creates /tmp/.java_pid<pid> and .attach_pid<pid> in the target's working folder, and some commands write or change it (jcmd -l and jps -lv list)"
}

// keytoolReason allows keytool's printing commands: -list, -printcert,
// -printcertreq, -printcrl, -showinfo and the help, with their reading
// options. keytool reads options as whole one-dash words, the command
// anywhere, each value in the next word whatever it looks like; it also
// matches option names without regard to case (-LIST is -list), which the
// model does not follow: only the exact spellings are allowed. Refused:
// every command that changes a store or writes a file, -J, -conf (a file
// of options), and the provider options (-providerclass and
// -providerpath load classes, -providerarg can make a PKCS#11 provider
// load a native library).
func keytoolReason(args []arg) string {
	if r := jdkWords("keytool", args, false); r != "" {
		return r
	}
	command, help := "", false
	for i := 1; i < len(args); i++ {
		a := args[i]
		s := a.lit
		switch s {
		case "-help", "--help", "-?":
			// keytool -list -help prints the help of -list.
			help = true
		case "-list", "-printcert", "-printcertreq", "-printcrl", "-showinfo", "-version":
			if command != "" {
				return "`keytool` takes one command"
			}
			command = s
		case "-rfc", "-v", "-cacerts", "-protected", "-trustcacerts", "-tls":
		case "-alias", "-keystore", "-storepass", "-storepass:env", "-storepass:file", "-storetype",
			"-providername", "-file", "-jarfile", "-sslserver":
			if i+1 >= len(args) {
				return "`keytool " + s + "` without its value"
			}
			i++
			if r := valueWordsReason("keytool", args, i); r != "" {
				return r
			}
		default:
			switch {
			case strings.HasPrefix(s, "-provider") || strings.HasPrefix(s, "-addprovider"):
				return "`keytool " + shorten(s) + "` loads a security provider the line chooses (classes, or a native library)"
			case s == "-conf":
				return "`keytool -conf` reads options from a file the line does not show"
			case strings.HasPrefix(s, "-"):
				return "`keytool " + shorten(s) + "` changes a keystore or writes a file, or is an option the model does not know (-list and -printcert print)"
			}
			return "`keytool " + shorten(s) + "` is not an option: keytool takes none"
		}
	}
	if command == "" && !help {
		return "`keytool` without -list or -printcert"
	}
	return ""
}
