package shell

import (
	"path"
	"strings"
)

// kafkactl (deviceinsight/kafkactl, a Go program: cobra, pflag and
// viper; read from 5.20.0's source, not installable here: Debian has no
// package and the Go module proxy refused it). Its get (list) and
// describe commands ask the brokers through sarama's admin client and
// print; version and the config views print. What it reads besides the
// line:
//   - a project configuration, kafkactl.yml or .kafkactl.yml, in the
//     folder it runs in or any folder above it up to the repository's
//     root, which replaces the user's: a file the team can write, whose
//     contexts may run kubectl to start a pod in the cluster
//     (kubernetes.enabled), load a token-provider plugin (a program) or
//     name other brokers. The model refuses kafkactl where such a file
//     is, or where it cannot look (up to /, which covers the root);
//   - the user's ~/.config/kafkactl/config.yml and current-context.yml,
//     trusted as ~/.gitconfig is; kafkactl writes either, with defaults,
//     when it finds none (generateDefaultConfig), so both must be
//     there, and KAFKA_CTL_CONFIG and KAFKA_CTL_WRITABLE_CONFIG, which
//     move them where the model does not look, must not be exported;
//   - passwords the configuration does not hold: prompted for on a
//     terminal only (none under the Bash tool), then stored in the
//     keyring; --clear-keyring deletes them.
// consume TOPIC is allowed without --group and with --exit or --tail N.
// Refused: -C/--config-file (another configuration), --clear-keyring,
// consume --group (it joins the group and commits its offsets), produce, create,
// alter, delete, reset, clone, attach, config use-context (writes
// current-context.yml) and the rest.

var kafkactlDeny = []denied{
	{[]string{"-C", "--config-file"}, "reads another configuration, whose contexts may run kubectl or load plugins"},
	{[]string{"--clear-keyring"}, "deletes the passwords kafkactl stored in the keyring"},
}

// kafkactlSpec declares the global options and a command's own (pflag:
// exact long names, options anywhere).
func kafkactlSpec(values, switches string, longValues, longSwitches []string) *optSpec {
	return &optSpec{pflag: true, strict: true, exact: true,
		values:       values,
		switches:     "Vh" + switches,
		longValues:   append([]string{"--context", "--output"}, longValues...),
		longSwitches: append([]string{"--verbose", "--help"}, longSwitches...),
		deny:         kafkactlDeny}
}

// The kafkactl specs are made when a line names kafkactl: functions, not
// package-level variables, which are built at init in every hook.
func specKafkactlOutput() *optSpec     { return kafkactlSpec("o", "", nil, nil) }
func specKafkactlGetGroups() *optSpec  { return kafkactlSpec("ot", "", []string{"--topic"}, nil) }
func specKafkactlDescBroker() *optSpec { return kafkactlSpec("o", "a", nil, []string{"--all-configs"}) }
func specKafkactlNoOutput() *optSpec   { return kafkactlSpec("", "", nil, nil) }

func specKafkactlGetACL() *optSpec {
	return kafkactlSpec("orp", "adtgc", []string{"--operation", "--pattern", "--resource-name", "--principal", "--host"}, []string{"--allow", "--deny", "--topics", "--groups", "--cluster"})
}

func specKafkactlDescTopic() *optSpec {
	return kafkactlSpec("o", "as", nil, []string{"--all-configs", "--skip-empty"})
}

func specKafkactlDescGroup() *optSpec {
	return kafkactlSpec("ot", "lTm", []string{"--topic"}, []string{"--only-with-lag", "--print-topics", "--print-members"})
}

// specKafkactlConsume() declares consume's options (cmd/consume/consume.go);
// --proto-file and the like read local descriptions.
func specKafkactlConsume() *optSpec {
	return kafkactlSpec("opsgi", "ktabe",
		[]string{"--tail", "--from-timestamp", "--to-timestamp", "--max-messages", "--partitions", "--separator",
			"--group", "--offset", "--key-encoding", "--value-encoding", "--proto-file", "--proto-import-path",
			"--protoset-file", "--proto-marshal-option", "--key-proto-type", "--value-proto-type", "--filter-key",
			"--filter-value", "--filter-header", "--isolation-level"},
		[]string{"--print-partitions", "--print-keys", "--print-timestamps", "--print-schema", "--print-headers",
			"--print-all", "--exit", "--from-beginning"})
}

// kafkactlReason allows kafkactl's listings and descriptions, version
// and the config views, with the command words first (cobra finds the
// command before it reads the options).
func (c *classifier) kafkactlReason(args []arg) string {
	ops := literalOps(args[1:], 1)
	if len(ops) == 0 || strings.HasPrefix(ops[0], "-") {
		sc := scanArgs(args[1:], specKafkactlNoOutput())
		if r := sc.verdict("kafkactl", specKafkactlNoOutput()); r != "" {
			return r
		}
		if sc.has(specKafkactlNoOutput(), "-h", "--help") != nil && len(sc.operands) == 0 {
			return ""
		}
		return "`kafkactl` with options before its command words: cobra may take a word of the command for an option's value; write them after"
	}
	noun := ""
	if len(ops) > 1 {
		noun = ops[1]
	}
	var sp *optSpec
	names := 0 // the operands after the command words
	switch ops[0] {
	case "get", "list":
		switch noun {
		case "topics", "brokers", "users", "user":
			sp = specKafkactlOutput()
		case "consumer-groups", "cg":
			sp = specKafkactlGetGroups()
		case "access-control-list", "acl":
			sp = specKafkactlGetACL()
		}
	case "describe":
		names = 1
		switch noun {
		case "topic":
			sp = specKafkactlDescTopic()
		case "consumer-group", "cg":
			sp = specKafkactlDescGroup()
		case "broker":
			sp = specKafkactlDescBroker()
		case "user":
			sp = specKafkactlOutput()
		}
	case "version":
		sp, noun = specKafkactlOutput(), ""
	case "config":
		switch noun {
		case "current-context", "get-contexts", "view":
			sp = specKafkactlOutput()
		case "use-context":
			return "`kafkactl config use-context` writes current-context.yml; pass --context NAME to one command instead"
		}
	case "consume":
		sp, noun, names = specKafkactlConsume(), "", 1
	case "produce", "create", "alter", "delete", "reset", "clone", "attach":
		return "`kafkactl " + ops[0] + "` changes the cluster"
	}
	if sp == nil {
		return "`kafkactl " + shorten(strings.TrimSpace(ops[0]+" "+noun)) + "` is not a read the model knows (get, describe, version and config current-context, get-contexts and view are)"
	}
	words := 2
	if noun == "" {
		words = 1
	}
	for i := 1; i <= words; i++ {
		if args[i].dynamic || args[i].lit != ops[i-1] {
			return "`kafkactl` with options before its command words: cobra may take a word of the command for an option's value; write them after"
		}
	}
	what := "kafkactl " + strings.TrimSpace(ops[0]+" "+noun)
	sc := scanArgs(args[1+words:], sp)
	if r := sc.verdict(what, sp); r != "" {
		return r
	}
	if len(sc.operands) != names {
		if names == 0 {
			return "`" + what + "` takes no operands"
		}
		return "`" + what + "` takes one name"
	}
	if ops[0] == "consume" {
		if r := kafkactlConsumeReason(&sc, sp); r != "" {
			return r
		}
	}
	return c.kafkactlConfigReason()
}

// kafkactlConsumeReason allows consume TOPIC without a group, which
// reads each partition through sarama's partition consumer (no group
// joined, no offset committed), when it ends by itself: --exit stops
// each partition at its newest offset, --tail N above 0 prints the last
// N messages. --max-messages alone waits for messages that may never
// come.
func kafkactlConsumeReason(sc *scanned, sp *optSpec) string {
	if sc.has(sp, "-g", "--group") != nil {
		return "`kafkactl consume --group` joins the consumer group and commits its offsets; without --group it reads the partitions and commits nothing"
	}
	// pflag keeps the last of each: --exit --exit=false never ends.
	exit, tail := false, false
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "-e") || o.is(sp, "--exit"):
			exit = !o.hasVal || !o.val.dynamic && o.val.lit == "true"
		case o.is(sp, "--tail"):
			tail = o.hasVal && !o.val.dynamic && isNumber(o.val.lit) && !strings.HasPrefix(o.val.lit, "-") && strings.Trim(o.val.lit, "+0") != ""
		}
	}
	if exit || tail {
		return ""
	}
	return "`kafkactl consume` without --exit or --tail N never ends by itself; add --exit to stop at the newest offsets"
}

// kafkactlConfigReason refuses kafkactl where a project configuration
// may be read, or where the user's configuration may be missing and
// written with defaults.
func (c *classifier) kafkactlConfigReason() string {
	if r := c.upwardReason("kafkactl", "a project configuration kafkactl reads instead of the user's (its contexts may run kubectl to start a pod or load a token-provider plugin)", false, "kafkactl.yml", ".kafkactl.yml"); r != "" {
		return r
	}
	env := c.w.env
	if env.Exported == nil || env.Exported("KAFKA_CTL_CONFIG") || env.Exported("KAFKA_CTL_WRITABLE_CONFIG") {
		return "`kafkactl` may read its configuration from KAFKA_CTL_CONFIG or KAFKA_CTL_WRITABLE_CONFIG, where the model does not look (and writes one there when it is missing)"
	}
	dir := path.Join(env.Home, ".config/kafkactl")
	if env.Home == "" || env.ReadDir == nil {
		return "`kafkactl` writes a default configuration into ~/.config/kafkactl when it has none, and the model cannot look there"
	}
	entries, err := env.ReadDir(dir)
	config, current := false, false
	if err == nil {
		for _, e := range entries {
			switch e.Name() {
			case "config.yml":
				config = true
			case "current-context.yml":
				current = true
			}
		}
	}
	if !config || !current {
		return "`kafkactl` writes config.yml and current-context.yml into " + dir + " when they are missing, as they are; run kafkactl once yourself to create them"
	}
	return ""
}
