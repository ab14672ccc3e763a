package shell

import (
	"errors"
	"io/fs"
	"path"
	"strings"
)

// Commands run in a container: kubectl exec POD -- CMD, and docker (or
// podman) exec CONTAINER CMD. Neither goes through a shell in the
// container: the words after the pod or container are the program and its
// arguments as the line shows them, so the model judges them as it judges
// a wrapper's command. The container's files and environment are trusted
// as the machine's own are: the team cannot change them with a command
// the model allows (kubectl cp, docker cp, a build and a rollout are all
// refused). What depends on the folder a command runs in (python -c
// imports a json.py there) is refused: the model cannot look inside the
// container.

// specKubectlExec declares kubectl exec's options (kubectl 1.32: cobra
// and pflag, options anywhere before --, long ones by their exact names)
// and the global options the model allows after the verb. -f picks the
// pod from a manifest file and is not declared.
var specKubectlExec = optSpec{pflag: true, strict: true, complete: true, exact: true,
	values: "cn", switches: "itq",
	longValues: []string{"--container", "--namespace", "--context", "--cluster", "--user", "--request-timeout",
		"--pod-running-timeout"},
	longSwitches: []string{"--stdin", "--tty", "--quiet"}}

// kubectlExecCommand returns the command kubectl exec runs in the pod,
// or why the line is refused; ok is false when args is no kubectl exec
// (kubectlReason judges it).
func kubectlExecCommand(args []arg) (cmd []arg, reason string, ok bool) {
	g := scanArgs(args[1:], &specKubectl)
	if g.verdict("kubectl", &specKubectl) != "" || len(g.operands) == 0 || !g.operands[0].is("exec") {
		return nil, "", false
	}
	words := g.operands[1:]
	k := -1
	for i, w := range words {
		if w.is("--") {
			k = i
			break
		}
	}
	if k < 0 {
		if len(words) == 1 && oneOf(words[0], "--help", "-h") {
			return nil, "", false // kubectl exec --help: kubectlReason
		}
		return nil, "`kubectl exec` without `--` before the command reads the command's options as its own", true
	}
	sp := &specKubectlExec
	sc := scanArgs(words[:k], sp)
	if r := sc.verdict("kubectl exec", sp); r != "" {
		return nil, r, true
	}
	if o := sc.valueMissing(sp); o != "" {
		// kubectl would take the -- for the option's value and read the
		// command's words as its own.
		return nil, "`kubectl exec " + o + "` has no value before `--`", true
	}
	if len(sc.operands) != 1 {
		return nil, "`kubectl exec` takes one pod before `--`", true
	}
	if len(words) == k+1 {
		return nil, "`kubectl exec` without a command", true
	}
	return words[k+1:], "", true
}

// kafkaPodTool returns the name of a Kafka tool (kafka.go) that a pod's
// path names, or "": bin/kafka-topics.sh, ./bin/... or an absolute
// .../bin/kafka-topics.sh, as Strimzi's and Apache Kafka's images run
// them from /opt/kafka (kubectl exec kafka-0 -- bin/kafka-topics.sh
// --list). In a pod the path is the image's file: nothing of this
// machine's folders is there. Not in docker or compose exec, whose
// containers often mount the project (.:/app), where bin/x is a file
// the team writes.
func kafkaPodTool(word string) string {
	base := path.Base(word)
	if kafkaTool(base) == "" || !strings.HasSuffix(base, ".sh") {
		return ""
	}
	dir := strings.TrimPrefix(path.Dir(word), "./")
	if path.Clean(word) != strings.TrimPrefix(word, "./") || dir != "bin" && !(path.IsAbs(dir) && path.Base(dir) == "bin") {
		return ""
	}
	return base
}

// specDockerExec declares docker exec's options (docker 28; podman's
// others are refused as unknown). The first operand, the container, ends
// them: docker stops parsing options there.
var specDockerExec = optSpec{posix: true, pflag: true, strict: true, complete: true, exact: true,
	values: "euw", switches: "dit",
	longValues:   []string{"--env", "--env-file", "--user", "--workdir", "--detach-keys"},
	longSwitches: []string{"--detach", "--interactive", "--tty", "--privileged"},
	deny: []denied{
		{[]string{"-d", "--detach"}, "runs the command in the background, where it keeps running after the line returns"},
		{[]string{"-e", "--env", "--env-file"}, "sets the environment of the command it runs"},
		{[]string{"--privileged"}, "gives the command every capability of the host"},
	}}

// containerExecCommand returns the command docker exec (or docker
// container exec) runs in the container, or why the line is refused; ok
// is false when args is no exec (containerReason judges it).
func containerExecCommand(name string, args []arg) (cmd []arg, reason string, ok bool) {
	g := scanArgs(args[1:], &specDocker)
	if g.dynamic != nil || g.unknown != "" || len(g.opts) > 0 || len(g.operands) == 0 {
		return nil, "", false
	}
	words := g.operands[1:]
	if containerHelp(g.operands[0].lit, words) {
		return nil, "", false // docker exec --help: containerReason
	}
	switch {
	case g.operands[0].is("exec"):
	case g.operands[0].is("container") && len(words) > 0 && words[0].is("exec"):
		words = words[1:]
	case g.operands[0].is("compose"):
		return composeExecCommand(name+" compose", words)
	default:
		return nil, "", false
	}
	sp := &specDockerExec
	sc := scanArgs(words, sp)
	if r := sc.verdict(name+" exec", sp); r != "" {
		return nil, r, true
	}
	if len(sc.operands) < 2 {
		return nil, "`" + name + " exec` without a command", true
	}
	if name == "podman" && sc.has(sp, "-t", "--tty") != nil && sc.has(sp, "-i", "--interactive") != nil {
		// podman exec -it does not check that its standard input is a
		// terminal (docker refuses): it feeds the line's input to the
		// container's terminal, where less, man and git's pager read it
		// as keys, and !cmd runs cmd (the same through script(1): checked).
		return nil, "`podman exec -it` feeds the line's input to a terminal in the container, where a pager reads it as keys (!cmd runs a command)", true
	}
	return sc.operands[1:], "", true
}

// valueMissing returns the first option that takes a value but was given
// none (it ended the words), or "".
func (sc *scanned) valueMissing(sp *optSpec) string {
	for _, o := range sc.opts {
		if o.hasVal {
			continue
		}
		if len(o.name) == 2 && o.name[0] == '-' && o.name[1] != '-' {
			if sp.shortTakesValue(o.name[1]) {
				return o.name
			}
		} else if sp.longTakesValue(o.name) {
			return o.name
		}
	}
	return ""
}

var errInContainer = errors.New("a folder inside a container")

// inContainer judges the command a container runs: as a wrapper's
// command, where nothing of the folder it runs in can be looked at.
func (c *classifier) inContainer(cmd []arg, depth int) string {
	defer func(was bool, readDir ReadDirFunc, extra [][]string) {
		c.elsewhere, c.w.env.ReadDir, c.extra = was, readDir, extra
	}(c.elsewhere, c.w.env.ReadDir, c.extra)
	c.elsewhere = true
	// The project's read-only commands (make lint, ./scripts/x) are its
	// own: in the container the same words run the container's files.
	c.extra = nil
	c.w.env.ReadDir = func(string) ([]fs.DirEntry, error) { return nil, errInContainer }
	if r, ok := meshToolReason(cmd); ok {
		return r
	}
	r := c.simple(cmd, depth+1)
	if isEndless(r) {
		// timeout around docker, podman or kubectl exec stops only the
		// client: the exec'd process is not signalled and keeps running
		// in the container (docker/cli#2607, kubernetes#89031). Only a
		// timeout inside the container bounds it.
		return strings.TrimSuffix(r, endlessMark) + "; in a container only a timeout inside the exec bounds it (docker exec C timeout 30 CMD): stopping the client leaves the command running there"
	}
	if r == "" {
		return containerFollower(cmd)
	}
	return r
}

// meshToolReason judges the debugging tools the ingress and mesh images
// carry, run in their container (ok false for any other command):
// ingress-nginx's /dbg asks the controller's status server for its
// backends, certificates and settings (backends list|all|get NAME, certs
// get HOST, general, conf: GETs, cmd/dbg in ingress-nginx 1.x), and
// Istio's pilot-agent request GET PATH asks the sidecar's Envoy admin
// API, whose endpoints that change anything take only POST (stats,
// clusters, config_dump and server_info read). Any other method, or
// any other word, is refused.
func meshToolReason(cmd []arg) (string, bool) {
	for _, a := range cmd {
		if a.dynamic || a.glob {
			return "", false
		}
	}
	words := make([]string, len(cmd))
	for i, a := range cmd {
		words[i] = a.lit
	}
	switch words[0] {
	case "/dbg":
		switch {
		case len(words) == 3 && words[1] == "backends" && (words[2] == "list" || words[2] == "all"),
			len(words) == 4 && words[1] == "backends" && words[2] == "get",
			len(words) == 4 && words[1] == "certs" && words[2] == "get",
			len(words) == 2 && (words[1] == "general" || words[1] == "conf"):
			return "", true
		}
		return "`/dbg " + shorten(strings.Join(words[1:], " ")) + "` is not one of ingress-nginx's /dbg reports (backends list|all|get, certs get, general, conf)", true
	case "pilot-agent", "/usr/local/bin/pilot-agent":
		rest := words[1:]
		if len(rest) >= 4 && rest[len(rest)-2] == "--debug-port" && allDigits(rest[len(rest)-1]) {
			rest = rest[:len(rest)-2]
		}
		if len(rest) == 3 && rest[0] == "request" && rest[1] == "GET" && !strings.HasPrefix(rest[2], "-") {
			return "", true
		}
		return "`pilot-agent` other than request GET PATH (the Envoy admin API's reads) changes the sidecar or starts one", true
	}
	return "", false
}

// containerFollower refuses, in a container, the readers the model lets
// run here although they never end (tail -f, journalctl -f, redis-cli
// --stat and MONITOR) and sleep:
// when the session stops docker, podman or kubectl exec, the process
// they started is not signalled and keeps running in the container. One
// run under timeout inside the container ends.
func containerFollower(cmd []arg) string {
	for i, a := range cmd {
		if a.dynamic {
			return ""
		}
		switch programName(a.lit) {
		case "timeout":
			if r := timeoutBound(cmd[i+1:]); r != "" {
				return r
			}
			return ""
		case "sleep":
			return "`sleep` in a container keeps running there when the client is stopped"
		case "redis-cli", "valkey-cli", "keydb-cli":
			// The modes that poll until interrupted (--stat, the
			// latency modes, -r below 0), MONITOR, the subscriptions
			// and XREAD BLOCK: a MONITOR left running in the container
			// slows the server for every client.
			for k, o := range cmd[i+1:] {
				if o.dynamic {
					continue
				}
				switch strings.ToLower(o.lit) {
				case "--stat", "--latency", "--latency-history", "--latency-dist", "monitor", "subscribe",
					"psubscribe", "ssubscribe", "block":
					return "`" + a.lit + " " + o.lit + "` never ends, and in a container it keeps running there when the client is stopped; bound it inside: docker exec C timeout 30 " + a.lit + " ..."
				case "--intrinsic-latency":
					return "`" + a.lit + " --intrinsic-latency` is a busy loop for as many seconds as it is told, and in a container it keeps running there when the client is stopped; bound it inside: docker exec C timeout 30 " + a.lit + " ..."
				case "-r", "-i":
					// redis-cli reads -r with strtoll and -i with
					// strtod: ' -1' (a leading blank) is -1, for
					// ever, and a count or interval too large runs
					// as long (checked with 7.0.15).
					if n := cmd[i+1:]; k+1 < len(n) && !redisRepeatBounded(n[k+1]) {
						return "`" + a.lit + " " + o.lit + " " + shorten(n[k+1].lit) + "` repeats below 0, for ever or for long, and in a container it keeps running there when the client is stopped; bound it inside: docker exec C timeout 30 " + a.lit + " ..."
					}
				}
			}
			return ""
		case "tail", "journalctl":
			for _, o := range cmd[i+1:] {
				v := o.lit
				if o.dynamic || v == "--" {
					break
				}
				long := strings.HasPrefix(v, "--")
				if long && len(v) > 2 && strings.HasPrefix("--follow", strings.SplitN(v, "=", 2)[0]) ||
					!long && strings.HasPrefix(v, "-") && strings.ContainsAny(v, "fF") {
					return "`" + a.lit + " " + v + "` never ends, and in a container it keeps running there when the client is stopped; bound it inside: docker exec C timeout 30 " + a.lit + " ..."
				}
			}
			return ""
		}
	}
	return ""
}

// redisRepeatBounded reports a literal -r count or -i interval of
// redis-cli that is a plain number small enough for a run in a container
// to end soon: at most 3600 (repeats, or seconds between them).
func redisRepeatBounded(v arg) bool {
	if v.dynamic {
		return false
	}
	whole, frac, _ := strings.Cut(v.lit, ".")
	if whole == "" || len(whole) > 4 || !allDigits(whole) || frac != "" && !allDigits(frac) {
		return false
	}
	n := 0
	for _, c := range whole {
		n = n*10 + int(c-'0')
	}
	return n <= 3600
}

// timeoutBound explains why a timeout in a container does not bound the
// command it runs (GNU coreutils 9.1, checked): a duration of 0 (or
// 0s, 0.0) turns the limit off, inf or a value strtod reads otherwise
// is no bound the model knows (nor more than an hour), and a signal the command ignores (-s
// WINCH, -s 0, -s CONT) leaves it running. "" when it bounds it: a plain
// duration above 0, the default TERM or KILL, INT or HUP.
func timeoutBound(args []arg) string {
	const why = "`timeout` in a container bounds the command only with a plain duration above 0 and a signal that ends it (TERM, KILL, INT, HUP): "
	for k := 0; k < len(args); k++ {
		a := args[k]
		if a.dynamic {
			return why + "a word is known only at run time"
		}
		v := a.lit
		switch {
		case v == "--preserve-status" || v == "--foreground" || v == "-v" || v == "--verbose":
			continue
		case v == "-k" || v == "--kill-after" || v == "-s" || v == "--signal":
			if k+1 >= len(args) {
				return why + v + " takes a value"
			}
			k++
			if args[k].dynamic {
				return why + "a word is known only at run time"
			}
			if (v == "-s" || v == "--signal") && !endingSignal(args[k].lit) {
				return why + "-s " + shorten(args[k].lit) + " may not end it"
			}
			continue
		case strings.HasPrefix(v, "--kill-after=") || strings.HasPrefix(v, "-k") && len(v) > 2:
			continue
		case strings.HasPrefix(v, "--signal=") || strings.HasPrefix(v, "-s") && len(v) > 2:
			sig := strings.TrimPrefix(strings.TrimPrefix(v, "--signal="), "-s")
			if !endingSignal(sig) {
				return why + "-s " + shorten(sig) + " may not end it"
			}
			continue
		case strings.HasPrefix(v, "-"):
			return why + shorten(v) + " is an option the model does not know here"
		}
		num := strings.TrimRight(v, "smhd")
		if len(v)-len(num) > 1 {
			return why + shorten(v) + " is not a plain duration"
		}
		whole, frac, _ := strings.Cut(num, ".")
		if whole == "" || !allDigits(whole) || frac != "" && !allDigits(frac) ||
			strings.Trim(whole, "0") == "" && strings.Trim(frac, "0") == "" {
			return why + shorten(v) + " is not a duration above 0 (timeout 0 does not time out)"
		}
		// At most an hour: timeout 99999d bounds nothing.
		unit := 1
		switch v[len(num):] {
		case "m":
			unit = 60
		case "h":
			unit = 3600
		case "d":
			unit = 86400
		}
		n := 0
		for _, c := range whole {
			if n = n*10 + int(c-'0'); n > 3600 {
				break
			}
		}
		if n*unit > 3600 || n*unit == 3600 && strings.Trim(frac, "0") != "" {
			return why + shorten(v) + " is more than an hour"
		}
		return ""
	}
	return why + "it has no duration"
}

// endingSignal reports a signal (timeout -s) that ends a program that
// does not catch it.
func endingSignal(s string) bool {
	switch strings.TrimPrefix(strings.ToUpper(s), "SIG") {
	case "TERM", "KILL", "INT", "HUP", "15", "9", "2", "1":
		return true
	}
	return false
}

// specComposeExec declares compose exec's options (Compose v2: cobra,
// exact long names; the service ends them).
var specComposeExec = optSpec{posix: true, pflag: true, strict: true, complete: true, exact: true,
	values: "euw", switches: "dTi",
	longValues:   []string{"--env", "--index", "--user", "--workdir"},
	longSwitches: []string{"--detach", "--no-TTY", "--privileged", "--interactive"},
	deny: []denied{
		{[]string{"-d", "--detach"}, "runs the command in the background, where it keeps running after the line returns"},
		{[]string{"-e", "--env"}, "sets the environment of the command it runs"},
		{[]string{"--privileged"}, "gives the command every capability of the host"},
	}}

// composeExecCommand returns the command docker compose exec (or
// docker-compose exec) runs in the service's container, or why the line
// is refused; ok is false when words are no exec, or compose's global
// options are refused (composeReason says why). Without -T compose gives
// the command a terminal, which would read the line's input as keys.
func composeExecCommand(what string, words []arg) (cmd []arg, reason string, ok bool) {
	g := scanArgs(words, &specCompose)
	if g.verdict(what, &specCompose) != "" || len(g.operands) == 0 || !g.operands[0].is("exec") {
		return nil, "", false
	}
	for _, o := range g.opts {
		if composeOption(what, o) != "" {
			return nil, "", false
		}
	}
	sp := &specComposeExec
	sc := scanArgs(g.operands[1:], sp)
	if r := sc.verdict(what+" exec", sp); r != "" {
		return nil, r, true
	}
	if !composeNoTTY(&sc, sp) {
		return nil, "`" + what + " exec` without -T gives the command a terminal, where a pager reads the line's input as keys (add -T)", true
	}
	if len(sc.operands) < 2 {
		return nil, "`" + what + " exec` without a command", true
	}
	return sc.operands[1:], "", true
}

// composeNoTTY reports -T (--no-TTY) given, and never turned off: it is
// a pflag boolean, so --no-TTY=false asks for the terminal again (the
// last one counts).
func composeNoTTY(sc *scanned, sp *optSpec) bool {
	found := false
	for k := range sc.opts {
		o := &sc.opts[k]
		if !o.is(sp, "-T") && !o.is(sp, "--no-TTY") {
			continue
		}
		if o.hasVal && (o.val.dynamic || o.val.lit != "true") {
			return false
		}
		found = true
	}
	return found
}
