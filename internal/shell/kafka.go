package shell

import (
	"slices"
	"strings"
)

// Kafka's command-line tools (kafka-topics.sh, and the same names without
// .sh as Confluent installs them): each is kafka-run-class.sh starting a
// JVM (its tool cache, /tmp/hsperfdata_<user>: see ToolCaches) whose
// admin client asks the brokers. Its launcher logs to the console unless
// KAFKA_LOG4J_OPTS is set, and takes the JVM's options from KAFKA_OPTS,
// KAFKA_HEAP_OPTS and the like, which a line may not set (the
// environment's allow list). The listings and descriptions below only
// read the cluster. Refused everywhere: --command-config (and the tools'
// other properties files), whose properties may name classes the client
// loads (metric reporters, interceptors, SASL callback handlers) and
// files it writes; and every mode that changes the cluster.
// kafka-dump-log reads segment files on the broker's disk rather than
// asking the brokers, and kafka-run-class.sh, the launcher itself, runs
// any class it is given: only GetOffsetShell (kafka-get-offsets) is
// allowed through it.
//
// The tools read options with jopt-simple, which takes any unambiguous
// abbreviation of a long option (--exec is --execute) and takes a
// required value from the next word; the specs are strict, so an
// abbreviation stands for the option it abbreviates or is refused.

// kafkaTool returns the tool's name without .sh, or "".
func kafkaTool(name string) string {
	t := strings.TrimSuffix(name, ".sh")
	switch t {
	case "kafka-topics", "kafka-consumer-groups", "kafka-configs", "kafka-broker-api-versions",
		"kafka-log-dirs", "kafka-get-offsets", "kafka-acls", "kafka-metadata-quorum", "zookeeper-shell",
		"kafka-dump-log", "kafka-features", "kafka-run-class", "kafka-console-consumer", "kafka-transactions":
		return t
	}
	return ""
}

// kafkaCommandConfigWhy is the refusal of --command-config, which each
// spec spells out: a denied value copied from a variable is built at init.
const kafkaCommandConfigWhy = "reads a properties file, which may name classes the client loads"

var (
	specKafkaTopics = optSpec{strict: true, complete: true,
		longValues: []string{"--bootstrap-server", "--zookeeper", "--topic"},
		longSwitches: []string{"--list", "--describe", "--exclude-internal", "--topics-with-overrides",
			"--under-replicated-partitions", "--under-min-isr-partitions", "--at-min-isr-partitions",
			"--unavailable-partitions", "--if-exists", "--help", "--version"},
		deny: []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy},
			{[]string{"--create"}, "creates a topic"}, {[]string{"--alter"}, "changes a topic"},
			{[]string{"--delete"}, "deletes a topic"}, {[]string{"--config"}, "sets a topic's configuration"},
			{[]string{"--delete-config"}, "removes a topic's configuration"},
			{[]string{"--partitions"}, "adds partitions"}, {[]string{"--replica-assignment"}, "assigns replicas"},
			{[]string{"--replication-factor"}, "creates a topic"}}}
	// --reset-offsets without --execute is a dry run: ConsumerGroupCommand
	// computes the plan (the group's committed offsets and the topics'
	// offsets, read through the admin client) and prints it, as CSV with
	// --export (to standard output); --from-file reads a plan from a CSV
	// file. Only --execute calls alterConsumerGroupOffsets.
	specKafkaGroups = optSpec{strict: true, complete: true,
		longValues: []string{"--bootstrap-server", "--group", "--timeout", "--topic",
			"--to-offset", "--from-file", "--to-datetime", "--by-duration", "--shift-by"},
		longOptional: []string{"--state", "--type"},
		longSwitches: []string{"--list", "--describe", "--all-groups", "--members", "--offsets", "--verbose", "--help", "--version",
			"--reset-offsets", "--dry-run", "--export", "--all-topics", "--to-earliest", "--to-latest", "--to-current"},
		deny: []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy},
			{[]string{"--execute"}, "moves a group's committed offsets (--reset-offsets without it, or with --dry-run, prints the plan)"},
			{[]string{"--delete"}, "deletes consumer groups"},
			{[]string{"--delete-offsets"}, "deletes a group's committed offsets"}}}
	specKafkaConfigs = optSpec{strict: true, complete: true,
		longValues: []string{"--bootstrap-server", "--bootstrap-controller", "--zookeeper", "--entity-type",
			"--entity-name", "--topic", "--broker", "--broker-logger", "--client", "--user", "--group", "--client-metrics", "--ip"},
		longSwitches: []string{"--describe", "--entity-default", "--broker-defaults", "--all", "--help", "--version"},
		deny: []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy},
			{[]string{"--alter"}, "changes configuration"}, {[]string{"--add-config"}, "changes configuration"},
			{[]string{"--add-config-file"}, "changes configuration"}, {[]string{"--delete-config"}, "changes configuration"},
			{[]string{"--zk-tls-config-file"}, "reads a properties file, which may name classes the client loads"}}}
	specKafkaAPIVersions = optSpec{strict: true, complete: true,
		longValues:   []string{"--bootstrap-server"},
		longSwitches: []string{"--help", "--version"},
		deny:         []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy}}}
	specKafkaLogDirs = optSpec{strict: true, complete: true,
		longValues:   []string{"--bootstrap-server", "--broker-list", "--topic-list"},
		longSwitches: []string{"--describe", "--help", "--version"},
		deny:         []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy}}}
	specKafkaOffsets = optSpec{strict: true, complete: true,
		longValues:   []string{"--bootstrap-server", "--broker-list", "--topic", "--topic-partitions", "--partitions", "--time"},
		longSwitches: []string{"--exclude-internal-topics", "--help", "--version"},
		deny:         []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy}}}
	specKafkaACLs = optSpec{strict: true, complete: true,
		longValues: []string{"--bootstrap-server", "--topic", "--group", "--principal", "--resource-pattern-type",
			"--transactional-id", "--delegation-token", "--user-principal"},
		longSwitches: []string{"--list", "--cluster", "--idempotent", "--help", "--version"},
		deny: []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy},
			{[]string{"--add"}, "adds ACLs"}, {[]string{"--remove"}, "removes ACLs"},
			{[]string{"--authorizer"}, "loads the authorizer class it names"},
			{[]string{"--authorizer-properties"}, "configures an authorizer that changes the cluster directly"}}}
	// kafka-dump-log (DumpLogSegments) reads the segment files it is
	// given; the decoder options name a class it loads.
	specKafkaDumpLog = optSpec{strict: true, complete: true,
		longValues: []string{"--files", "--max-message-size", "--max-bytes"},
		longSwitches: []string{"--print-data-log", "--verify-index-only", "--index-sanity-check", "--deep-iteration",
			"--offsets-decoder", "--transaction-log-decoder", "--cluster-metadata-decoder", "--remote-log-metadata-decoder",
			"--share-group-state-decoder", "--skip-record-metadata", "--help", "--version"},
		deny: []denied{{[]string{"--key-decoder-class"}, "loads the decoder class it names (code); --print-data-log prints with the default string decoder"},
			{[]string{"--value-decoder-class"}, "loads the decoder class it names (code); --print-data-log prints with the default string decoder"}}}
	// kafka-features (FeatureCommand, argparse4j): options before the
	// command; --describe is the older jopt-simple tool's describe.
	specKafkaFeatures = optSpec{strict: true, complete: true,
		switches:     "h",
		longValues:   []string{"--bootstrap-server", "--bootstrap-controller"},
		longSwitches: []string{"--describe", "--help"},
		deny:         []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy}}}
	// kafka-console-consumer (ConsoleConsumer, Kafka 3.7's Java tool
	// and the Scala one before it): with --partition it assigns itself
	// that partition and seeks (no group join, no rebalance); without a
	// --group it takes a random console-consumer-N group id with
	// enable.auto.commit=false, and closing commits nothing. --group
	// cannot go with --partition; --include and a --topic alone
	// subscribe, which joins the random group on the broker. The
	// formatter, the deserializers and the consumer's properties name
	// classes it loads.
	specKafkaConsoleConsumer = optSpec{strict: true, complete: true,
		longValues: []string{"--bootstrap-server", "--topic", "--partition", "--offset", "--max-messages", "--timeout-ms",
			"--property", "--formatter", "--isolation-level"},
		longSwitches: []string{"--from-beginning", "--skip-message-on-error", "--enable-systest-events", "--help", "--version"},
		deny: []denied{
			{[]string{"--consumer-property"}, "sets consumer properties, which may name a group whose offsets it commits, or classes it loads (interceptors)"},
			{[]string{"--consumer.config"}, kafkaCommandConfigWhy},
			{[]string{"--formatter-config"}, "reads the formatter's properties from a file, which may name deserializer classes it loads"},
			{[]string{"--group"}, "consumes as a member of the group and commits its offsets on the broker"},
			{[]string{"--include", "--whitelist"}, "subscribes to topics by pattern, which joins a consumer group on the broker"},
			{[]string{"--key-deserializer"}, "loads the deserializer class it names (code)"},
			{[]string{"--value-deserializer"}, "loads the deserializer class it names (code)"},
		}}
	// kafka-transactions (TransactionsCommand, argparse4j): global
	// options, then the command and its own options. list, describe,
	// describe-producers and find-hanging ask the brokers; abort and
	// force-terminate end transactions.
	specKafkaTransactions = optSpec{strict: true, complete: true,
		switches: "h",
		longValues: []string{"--bootstrap-server", "--transactional-id", "--topic", "--partition", "--broker-id",
			"--max-transaction-timeout"},
		longSwitches: []string{"--help", "--version"},
		deny: []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy},
			{[]string{"--producer-id"}, "names a producer to abort"}, {[]string{"--producer-epoch"}, "names a producer to abort"},
			{[]string{"--coordinator-epoch"}, "names a producer to abort"}, {[]string{"--start-offset"}, "names a transaction to abort"}}}
	specKafkaQuorum = optSpec{strict: true, complete: true,
		longValues:   []string{"--bootstrap-server", "--bootstrap-controller"},
		longSwitches: []string{"--status", "--replication", "--human-readable", "--help", "--version"},
		deny:         []denied{{[]string{"--command-config"}, kafkaCommandConfigWhy}}}
)

// kafkaReason allows the Kafka tools' listings and descriptions:
// kafka-topics --list/--describe, kafka-consumer-groups --list/--describe
// and --reset-offsets without --execute, kafka-configs --describe,
// kafka-broker-api-versions, kafka-log-dirs --describe,
// kafka-get-offsets (and kafka-run-class GetOffsetShell), kafka-acls
// --list, kafka-metadata-quorum and kafka-features describe, and
// kafka-dump-log of .log segments. ok is false for any other program.
func kafkaReason(name string, args []arg) (string, bool) {
	tool := kafkaTool(name)
	if tool == "" {
		return "", false
	}
	if tool == "zookeeper-shell" {
		return zookeeperShellReason(name, args), true
	}
	if tool == "kafka-run-class" {
		// kafka-run-class.sh [-daemon] [-name N] [-loggc] CLASS ARGS
		// runs any class (-daemon writes its console to a file, -loggc a
		// GC log); kafka-get-offsets.sh is kafka-run-class.sh
		// org.apache.kafka.tools.GetOffsetShell "$@" (kafka.tools before
		// Kafka 3.5), which is judged as kafka-get-offsets.
		if len(args) < 2 || !args[1].is("kafka.tools.GetOffsetShell") && !args[1].is("org.apache.kafka.tools.GetOffsetShell") {
			return "`" + name + "` runs the Java class it names (and -daemon, -loggc write logs); only GetOffsetShell is in the model, judged as kafka-get-offsets", true
		}
		name, args, tool = name+" "+args[1].lit, args[1:], "kafka-get-offsets"
	}
	var sp *optSpec
	var modes []string
	why := ""
	switch tool {
	case "kafka-topics":
		sp, modes, why = &specKafkaTopics, []string{"--list", "--describe", "--help", "--version"}, "without --list or --describe changes topics"
	case "kafka-consumer-groups":
		sp, modes, why = &specKafkaGroups, []string{"--list", "--describe", "--reset-offsets", "--help", "--version"}, "without --list, --describe or --reset-offsets (a dry run without --execute) changes groups"
	case "kafka-configs":
		sp, modes, why = &specKafkaConfigs, []string{"--describe", "--help", "--version"}, "without --describe changes configuration"
	case "kafka-broker-api-versions":
		sp = &specKafkaAPIVersions
	case "kafka-log-dirs":
		sp, modes, why = &specKafkaLogDirs, []string{"--describe", "--help", "--version"}, "without --describe"
	case "kafka-get-offsets":
		sp = &specKafkaOffsets
	case "kafka-acls":
		sp, modes, why = &specKafkaACLs, []string{"--list", "--help", "--version"}, "without --list changes ACLs"
	case "kafka-metadata-quorum":
		sp = &specKafkaQuorum
	case "kafka-dump-log":
		sp = &specKafkaDumpLog
	case "kafka-features":
		sp = &specKafkaFeatures
	case "kafka-console-consumer":
		sp = &specKafkaConsoleConsumer
	case "kafka-transactions":
		sp = &specKafkaTransactions
	}
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict(name, sp); r != "" {
		return r, true
	}
	for _, o := range sc.opts {
		// jopt-simple takes a required value from the next word; a
		// value that looks like an option is where the model and the
		// tool could read the line differently (a negative number,
		// --time -1, is a value for both).
		if o.hasVal && (strings.HasPrefix(o.val.lit, "-") && !isNumber(o.val.lit[1:]) || o.val.split) {
			return "`" + name + " " + o.name + "` has a value that starts with a dash or is not literal", true
		}
	}
	if len(modes) > 0 && sc.has(sp, modes...) == nil {
		return "`" + name + "` " + why, true
	}
	switch tool {
	case "kafka-console-consumer":
		return kafkaConsoleConsumerReason(name, sp, &sc), true
	case "kafka-dump-log":
		return kafkaDumpLogReason(name, sp, &sc), true
	case "kafka-transactions":
		if sc.has(sp, "--help", "-h", "--version") != nil && len(sc.operands) == 0 {
			return "", true
		}
		if len(sc.operands) != 1 || !oneOf(sc.operands[0], "list", "describe", "describe-producers", "find-hanging") {
			return "`" + name + "` other than list, describe, describe-producers and find-hanging aborts or terminates transactions, or is not in the model", true
		}
		return "", true
	case "kafka-features":
		if sc.has(sp, "--describe", "--help", "-h") != nil && len(sc.operands) == 0 ||
			len(sc.operands) == 1 && sc.operands[0].is("describe") {
			return "", true
		}
		return "`" + name + "` other than describe changes the cluster's feature levels (upgrade, downgrade, disable) or is not in the model", true
	}
	if tool == "kafka-metadata-quorum" {
		if len(sc.operands) != 1 || !sc.operands[0].is("describe") {
			return "`" + name + "` other than describe adds or removes controllers", true
		}
		return "", true
	}
	for _, a := range sc.operands {
		// --state and --type take an optional value; other operands
		// are an error for the tool.
		if a.dynamic {
			return nonLiteralReason(name, a), true
		}
	}
	return "", true
}

// zookeeperShellReason allows Kafka's zookeeper-shell with one reading
// command: zookeeper-shell.sh HOST:PORT [-timeout N] [-r] ls|get|stat|...
// PATH. The script passes its words to ZooKeeper's shell after -server, so
// the first is the server; the shell takes -timeout and -r, skips other
// dash words it does not know (newer ones take a value:
// -client-configuration, -zk-tls-config-file, files of client properties,
// refused here), then the first other word is the command and the rest
// its arguments. Without a command it reads commands from standard input,
// which the model does not see.
func zookeeperShellReason(name string, args []arg) string {
	for _, a := range args[1:] {
		if a.dynamic && (a.split || a.mayBeOption()) {
			return nonLiteralReason(name, a)
		}
	}
	if len(args) < 2 || strings.HasPrefix(args[1].lit, "-") {
		return "`" + name + "` takes the server first"
	}
	i := 2
	for ; i < len(args) && strings.HasPrefix(args[i].lit, "-"); i++ {
		switch args[i].lit {
		case "-r":
		case "-timeout":
			// A pattern here expands to several file names, the next of
			// which the shell would take as its command.
			i++
			if r := valueWordsReason(name, args, i); r != "" {
				return r
			}
		default:
			return "`" + name + " " + shorten(args[i].lit) + "` is an option the model does not know (it may read a file of client properties)"
		}
	}
	if i >= len(args) {
		return "`" + name + "` without a command reads its commands from standard input"
	}
	switch args[i].lit {
	case "ls", "ls2", "get", "stat", "getAcl", "getAllChildrenNumber", "getEphemerals", "config", "whoami":
	default:
		return "`" + name + " " + shorten(args[i].lit) + "` is not one of the shell's reading commands (ls, get, stat, getAcl, config)"
	}
	// The command's arguments are paths and its own switches (-s, -w,
	// -R); newer shells join them into a line and split it again, which
	// can add arguments but never another command.
	return ""
}

// kafkaDumpLogReason allows kafka-dump-log --files of log segments
// (.log): DumpLogSegments opens them read-only (FileRecords.open(file,
// false)). An index file (.index, .timeindex) is opened through
// AbstractIndex, which creates the file when it is missing, and a time
// index opens its segment's .index the same way; those are refused, as
// are the other suffixes.
func kafkaDumpLogReason(name string, sp *optSpec, sc *scanned) string {
	files := false
	for _, o := range sc.opts {
		if !o.is(sp, "--files") {
			continue
		}
		if !o.hasVal || o.val.dynamic || o.val.glob {
			return "`" + name + " --files` is not literal"
		}
		for _, f := range strings.Split(o.val.lit, ",") {
			if !strings.HasSuffix(f, ".log") {
				return "`" + name + " --files " + shorten(f) + "` is not a log segment (.log): opening an index file creates it (and the segment's .index) when missing"
			}
		}
		files = true
	}
	if !files {
		return "`" + name + "` without --files"
	}
	if len(sc.operands) > 0 {
		return "`" + name + "` takes its files in --files"
	}
	return ""
}

// kafkaFormatters are the message formatters Kafka ships, by their class
// names before and after the tools moved to Java (3.7).
var kafkaFormatters = [...]string{
	"kafka.tools.DefaultMessageFormatter", "org.apache.kafka.tools.consumer.DefaultMessageFormatter",
	"kafka.tools.LoggingMessageFormatter", "org.apache.kafka.tools.consumer.LoggingMessageFormatter",
	"kafka.tools.NoOpMessageFormatter", "org.apache.kafka.tools.consumer.NoOpMessageFormatter",
	"kafka.coordinator.group.GroupMetadataManager$OffsetsMessageFormatter",
	"kafka.coordinator.group.GroupMetadataManager$GroupMetadataMessageFormatter",
	"kafka.coordinator.transaction.TransactionLog$TransactionLogMessageFormatter",
	"org.apache.kafka.tools.consumer.OffsetsMessageFormatter",
	"org.apache.kafka.tools.consumer.GroupMetadataMessageFormatter",
	"org.apache.kafka.tools.consumer.TransactionLogMessageFormatter",
}

// kafkaFormatterProperties are the default formatter's settings that only
// shape what it prints; key.deserializer and the like name classes.
var kafkaFormatterProperties = [...]string{
	"print.timestamp", "print.key", "print.offset", "print.epoch", "print.partition", "print.headers",
	"print.value", "key.separator", "line.separator", "headers.separator", "null.literal",
}

// kafkaConsoleConsumerReason allows kafka-console-consumer reading one
// partition (--topic with --partition) with a bound: --max-messages above
// 0, or --timeout-ms, after which it exits when no message comes.
func kafkaConsoleConsumerReason(name string, sp *optSpec, sc *scanned) string {
	if sc.has(sp, "--help", "--version") != nil {
		return ""
	}
	for _, o := range sc.opts {
		switch {
		case o.is(sp, "--formatter") && !slices.Contains(kafkaFormatters[:], o.val.lit):
			return "`" + name + " --formatter` loads the class it names; only Kafka's own formatters are in the model"
		case o.is(sp, "--property"):
			key, _, _ := strings.Cut(o.val.lit, "=")
			if !slices.Contains(kafkaFormatterProperties[:], strings.TrimSpace(key)) {
				return "`" + name + " --property " + shorten(key) + "` is not a printing setting of the formatter (key.deserializer and the like name classes it loads)"
			}
		}
	}
	if sc.has(sp, "--topic") == nil || sc.has(sp, "--partition") == nil {
		return "`" + name + "` without --topic and --partition subscribes, which joins a consumer group (console-consumer-*) on the broker; with --partition it reads without one"
	}
	for _, o := range sc.opts {
		// ConsoleConsumer waits without end when the timeout is
		// negative (timeoutMs >= 0 ? timeoutMs : Long.MAX_VALUE).
		if o.is(sp, "--timeout-ms") && o.hasVal && o.val.dynamic {
			return nonLiteralReason(name, o.val)
		}
		if o.is(sp, "--timeout-ms") && (!o.hasVal || o.val.lit == "" || strings.Trim(o.val.lit, "0123456789") != "") {
			return endless("`" + name + " --timeout-ms " + shorten(o.val.lit) + "` is not a count of milliseconds: a negative one waits for new messages without end")
		}
	}
	if !countsTo(sc, sp, "--max-messages") && sc.has(sp, "--timeout-ms") == nil {
		return endless("`" + name + "` without a --max-messages count above 0 or --timeout-ms waits for new messages without end")
	}
	for _, a := range sc.operands {
		if a.dynamic {
			return nonLiteralReason(name, a)
		}
	}
	if len(sc.operands) > 0 {
		return "`" + name + "` takes no operands"
	}
	return ""
}
