package shell

import (
	"testing"
	"testing/fstest"
)

// TestJVMShapes pins the JDK tools' parsers where one word decides: which
// launcher option prints and which runs or writes, the letters of jar's
// mode, keytool's command among its values, -J and @files wherever they
// stand. want is "" for a read, else a fragment of the reason.
func TestJVMShapes(t *testing.T) {
	cases := []shapeCase{
		{"java -version", ""},
		{"/usr/lib/jvm/java-17-openjdk-amd64/bin/java -version", ""},
		{"/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home/bin/jar tf a.jar", ""},
		{"/usr/lib/jvm/../../../tmp/bin/java -version", "not a known"},
		{"/usr/lib/jvm/x/y/bin/java -version", "not a known"},
		{"/usr/lib/jvm/bin/java -version", "not a known"},
		{"java -XshowSettings:properties -version", ""},
		{"java -XshowSettings:bogus -version", "does not know"},
		{"java -Xmx512m -XX:+PrintFlagsFinal -version", ""},
		{"java -Xmx512q -version", "does not know"},
		{"java -XX:+UseG1GC", "without -version"},
		{"java -XX:+HeapDumpOnOutOfMemoryError -version", "writes a file"},
		{"java -XX:HeapDumpPath=x -version", "writes a file"},
		{"java -Xlog:gc:file=gc.log -version", "writes a file"},
		{"java -Xlog:gc*:file=gc.log -version", "not literal"},
		{"java -XX:Flags=.hotspotrc -version", "reads JVM options"},
		{"java -Dfile.encoding=UTF-8 -version", "system property"},
		{"java -javaagent:a.jar -version", "agent"},
		{"java -version Main", "runs a class"},
		{"java -jar app.jar", "runs"},
		{"java @opts -version", "@files"},
		{"java -version \"$x\"", "not literal"},
		{"JAVA_TOOL_OPTIONS=-Xlog:gc:file=x java -version", "JAVA_TOOL_OPTIONS"},
		{"javac --version", ""},
		{"javac -version Main.java", "compiles"},
		{"javap -c -p -cp build/classes com.acme.A", ""},
		{"javap -cp build/classes com.acme.A -J-Dx=1", "passes an option"},
		{"javap --system /opt/jdk java.lang.Object", "jrt-fs.jar"},
		{"javap --class-path=x A", "does not know"},
		// jar: old style takes f anywhere among the letters, new style
		// only last; any letter but t, v, f (d in the new style) writes
		// or is unknown.
		{"jar tf a.jar", ""},
		{"jar ftv a.jar", ""},
		{"jar -tvf a.jar x/Y.class", ""},
		{"jar -ft a.jar", "comes last"},
		{"jar xf a.jar", "listing letter"},
		{"jar tfx a.jar", "listing letter"},
		{"jar -t -f a.jar -x", "listing letter"},
		{"jar -t -f a.jar A.class -x", "after the entry names"},
		{"jar -t -f -x a.jar", "starts with a dash"},
		{"jar --list --file -x a.jar", "starts with a dash"},
		{"jar --list --file a.jar --extract", "not an option"},
		{"jar --list --update --file a.jar", "not an option"},
		{"jar --file a.jar", "creates, updates or extracts"},
		{"jar tf a.jar @more", "@files"},
		{"jar tf \"$j\"", "not literal"},
		{"for j in build/*.jar; do jar tf \"$j\"; done", "@files"},
		{"jar tf build/\"$j\"", ""},
		{"jstat -gcutil 1 250ms 10", ""},
		{"jstat -gcutil -h5 -t 1", ""},
		{"jstat -gcutil 1 -t", "after the vmid"},
		{"jstat -hx -gc 1", "does not know"},
		{"jstat 1", "without a statistics option"},
		{"jps -lmv", ""},
		{"jps -lx", "does not know"},
		{"jcmd -l", ""},
		{"jcmd 1 VM.version", "attaches"},
		{"jinfo -flags 1", "attaches"},
		// keytool: values are taken whatever they look like, the command
		// may come anywhere, and case variants are not followed.
		{"keytool -keystore k.jks -list -alias -importcert -storepass x", ""},
		{"keytool -list -keystore k.jks -importcert", "changes a keystore"},
		{"keytool -list -printcert -file a.crt", "one command"},
		{"keytool -LIST -keystore k.jks", "changes a keystore"},
		{"keytool -list -providerpath lib -providerclass P", "security provider"},
		{"keytool -list -storepass \"$P\"", "not literal"},
		{"keytool -list -storepass:env P", ""},
		{"keytool -alias a", "without -list"},
		{"mvn -v", "cannot look"},
		{"gradle --version", "~/.gradle"},
		// Kafka: jopt-simple abbreviations stand for what they abbreviate.
		{"kafka-topics.sh --bootstrap-server k:9092 --desc --topic t", ""},
		{"kafka-topics --bootstrap-server k:9092 --list", ""},
		{"kafka-topics.sh --bootstrap-server k:9092 --describe --alt --partitions 2", "changes a topic"},
		{"kafka-topics.sh --bootstrap-server k:9092 --topic t", "without --list or --describe"},
		{"kafka-topics.sh --bootstrap-server k:9092 --list --command-config a.properties", "properties file"},
		{"kafka-topics.sh --bootstrap-server k:9092 --list --comm a.properties", "properties file"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --describe --group g --reset-offsets --exec", "moves a group's"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --describe --group --execute", "starts with a dash"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --list --state Stable", ""},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --list $x", "not literal"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 -describe", "does not know"},
		{"kafka-get-offsets.sh --bootstrap-server k:9092 --topic t --time -1", ""},
		{"kafka-metadata-quorum.sh --bootstrap-server k:9092 describe --replication", ""},
		{"kafka-metadata-quorum.sh --bootstrap-server k:9092 add-controller", "adds or removes"},
		{"zookeeper-shell.sh zk:2181 -r ls -R /brokers", ""},
		{"zookeeper-shell.sh zk:2181 -timeout 100 rmr /x", "reading commands"},
		{"zookeeper-shell.sh zk:2181", "standard input"},
		{"zookeeper-shell.sh zk:2181 -x ls /", "does not know"},
		{"KAFKA_OPTS=-javaagent:a.jar kafka-topics.sh --bootstrap-server k:9092 --list", "KAFKA_OPTS"},
		// kafka-consumer-groups --reset-offsets is a dry run without --execute.
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --reset-offsets --to-latest --dry-run", ""},
		{"kafka-consumer-groups --bootstrap-server k:9092 --group g --all-topics --reset-offsets --shift-by -5 --export", ""},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --reset-offsets --from-file plan.csv", ""},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --reset-offsets --to-earliest --execute", "moves a group's"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --reset-offsets --to-earliest --exe", "moves a group's"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --reset-offsets --to-earliest --ex", "moves a group's"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --reset-offsets --to-datetime $T", "not literal"},
		{"kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --topic t --to-latest", "without --list, --describe or --reset-offsets"},
		// kafka-dump-log reads .log segments only.
		{"kafka-dump-log.sh --files /var/lib/kafka/data/t-3/00000000000041235711.log --print-data-log | tail -5", ""},
		{"kafka-dump-log --files /d/__consumer_offsets-7/00000000000000000000.log --offsets-decoder", ""},
		{"kafka-dump-log.sh --files a.log,b.log --deep-iteration --skip-record-metadata", ""},
		{"kafka-dump-log.sh --files a.log --print-data-log --value-decoder-class com.acme.Evil", "loads the decoder class"},
		{"kafka-dump-log.sh --files a.log --key-decoder-class=com.acme.Evil", "loads the decoder class"},
		{"kafka-dump-log.sh --files a.log --key-dec com.acme.Evil", "loads the decoder class"},
		{"kafka-dump-log.sh --files a.log,00000000000000000000.timeindex", "creates it"},
		{"kafka-dump-log.sh --files 00000000000000000000.index --verify-index-only", "creates it"},
		{"kafka-dump-log.sh --files \"$f\" --print-data-log", "not literal"},
		{"kafka-dump-log.sh --files d/*.log", "pattern"},
		{"kafka-dump-log.sh --print-data-log", "without --files"},
		{"kafka-dump-log.sh --files a.log x.log", "in --files"},
		// kafka-features describe.
		{"kafka-features.sh --bootstrap-server k:9092 describe", ""},
		{"kafka-features --bootstrap-controller k:9093 describe", ""},
		{"kafka-features.sh --bootstrap-server k:9092 --describe", ""},
		{"kafka-features.sh --bootstrap-server k:9092 upgrade", "feature levels"},
		{"kafka-features.sh --bootstrap-server k:9092 upgrade --metadata 3.7", "does not know"},
		{"kafka-features.sh --bootstrap-server k:9092 downgrade --release-version 3.6 --dry-run", "does not know"},
		{"kafka-features.sh --bootstrap-server k:9092 disable --feature x", "does not know"},
		{"kafka-features.sh --bootstrap-server k:9092 describe upgrade", "feature levels"},
		{"kafka-features.sh --bootstrap-server k:9092 --command-config a.properties describe", "properties file"},
		{"kafka-features.sh --bootstrap-server k:9092 $CMD", "not literal"},
		// kafka-run-class runs GetOffsetShell only, as kafka-get-offsets.
		{"kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server k:9092 --topic t --time -1", ""},
		{"kafka-run-class org.apache.kafka.tools.GetOffsetShell --bootstrap-server k:9092 --topic-partitions 't:0-3' --time -2", ""},
		{"kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server k:9092 --command-config a.properties", "properties file"},
		{"kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server k:9092 --offsets 1", "does not know"},
		{"kafka-run-class.sh -daemon kafka.tools.GetOffsetShell --bootstrap-server k:9092", "runs the Java class"},
		{"kafka-run-class.sh kafka.tools.ConsoleProducer --bootstrap-server k:9092 --topic t", "runs the Java class"},
		{"kafka-run-class.sh $CLASS --bootstrap-server k:9092", "runs the Java class"},
		{"kafka-run-class.sh", "runs the Java class"},
		// kcat: -L, -Q and -C without a group.
		{"kcat -b k:9092 -C -t payments.settled -o s@1795381200000 -e -c 200 -f '%p %o %T %k\\n'", ""},
		{"kcat -b localhost:9092 -C -t orders.v1 -p 3 -o -5 -e -q", ""},
		{"kafkacat -b localhost:9092 -C -t orders.v1 -o end -c 3 -e -J", ""},
		{"kcat -b k:9092 -C -t t -o beginning -eJ -K: -s value=i", ""},
		{"kcat -b k:9092 -C -t t -o \"s@$(date -d '1 hour ago' +%s000)\" -e", ""},
		{"kcat -b localhost:9092 -Q -t orders.v1:0:1795381200000 -t orders.v1:1:1795381200000", ""},
		{"kcat -b localhost:9092 -Q -t \"orders.v1:0:$(date -d '1 hour ago' +%s000)\"", ""},
		{"kcat -b k:9092 -L -J", ""},
		{"kcat -V", ""},
		{"kcat -b k:9092 -C -t t -o stored -e", "-o stored"},
		{"kcat -b k:9092 -C -t t -o \"$O\" -e", "-o stored"},
		{"kcat -b k:9092 -C -t t -o \"st$O\" -e", "-o stored"},
		{"kcat -b k:9092 -C -t t -o \"-$N\" -e", ""},
		{"kcat -b k:9092 -G g t", "balanced consumer group"},
		{"kcat -b k:9092 -C -G g -t t", "balanced consumer group"},
		{"kcat -b k:9092 -P -t t", "produces"},
		{"kcat -b k:9092 -t t", "without -L, -C or -Q"},
		{"kcat -b k:9092 -C -t t -X plugin.library.paths=./evil.so", "librdkafka property"},
		{"kcat -b k:9092 -C -t t -Xsasl.kerberos.kinit.cmd=touch", "librdkafka property"},
		// TLS without SASL, isolation and fetch settings only shape it.
		{"kcat -b k:9093 -X security.protocol=SSL -X ssl.ca.location=certs/ca.pem -L", ""},
		{"kcat -b k:9092 -X isolation.level=read_committed -C -t t -p 1 -o -20 -e -q", ""},
		{"kcat -b k:9093 -X security.protocol=SASL_SSL -L", "librdkafka property"},
		{"kcat -b k:9093 -X ssl.keylog.location=/tmp/keys -L", "librdkafka property"},
		{"kcat -b k:9093 -X offset.store.path=x -C -t t -e", "librdkafka property"},
		{"kcat -b k:9093 -X ssl.engine.location=./e.so -L", "librdkafka property"},
		{`kcat -b k:9093 -X "security.protocol=$P" -L`, "librdkafka property"},
		{"kcat -b k:9092 -C -t t -F ./kcat.conf", "from a file"},
		{"kcat -M 1", "mock cluster"},
		{"kcat -b k:9092 -C -L -t t", "mixes modes"},
		{"kcat -b k:9092 -C -t t -r http://sr:8081 -s avro", "never ends"},
		{"kcat -b k:9092 -C -t t -T", "does not know"},
		{"kcat -b k:9092 -C -t t file.txt", ""},
		{"kcat -b localhost:9092 -Q -t orders.v1:0:$(date -d '1 hour ago' +%s000)", ""},
		{"kcat -b k:9092 -C -t t -o s@$(date +%s000) -e", ""},
		// Without -e or -c the consumer waits for messages without end.
		{"kcat -b k:9092 -C -t t", "never ends"},
		{"timeout 10 kcat -b k:9092 -C -t t", ""},
		{"kcat -b k:9092 -C -t t -o end -c 5", ""},
		// kcat stops when its count equals -c's value: never for 0, a
		// negative number or no number (kcat.c: ++stats.rx == msg_cnt).
		{"kcat -b k:9092 -C -t t -c 0", "never ends"},
		{"kcat -b k:9092 -C -t t -c -1", "never ends"},
		{"kcat -b k:9092 -C -t t -c 5 -c 0", "never ends"},
		{"kcat -b k:9092 -C -t t -o s@$X -e", "not literal"},
		{"kcat -b k:9092 -C -t t -P", "produces"},
		{"kcat -b k:9092 -C -t t $OPTS", "not literal"},
		{"kcat -b k:9092 -C -t t -o $O", "not literal"},
		{"KCAT_CONFIG=./evil.conf kcat -b k:9092 -C -t t -e", "KCAT_CONFIG"},
	}
	checkShapesIn(t, Env{Cwd: "/project", Home: "/home/u"}, cases)
}

// TestMavenDir pins that a .mvn folder in the working directory or any
// directory above it refuses mvn -v: mvn reads .mvn/jvm.config there.
func TestMavenDir(t *testing.T) {
	tree := fstest.MapFS{
		"srv/app/.mvn/jvm.config": {},
		"srv/app/sub/pom.xml":     {},
		"srv/clean/pom.xml":       {},
	}
	readDir := mapReadDir(tree)
	cases := []dirCase{
		{"/srv/clean", "mvn -v", true},
		{"/srv/clean", "mvn --version", true},
		{"/srv/app", "mvn -v", false},
		{"/srv/app/sub", "mvn --version", false},
		{"/srv/clean", "cd ../app/sub && mvn -v", false},
		{"/srv/clean", "cd missing && mvn -v", false},
		{"/srv/clean", "mvn -v -X", false},
		{"/srv/clean", "mvn -version", false},
	}
	checkInDirs(t, readDir, cases)
}

// TestKafkaConsoleConsumer pins kafka-console-consumer's readings: one
// partition (assigned, no group join; the random group commits nothing)
// with a bound, Kafka's own formatters and printing properties only.
func TestKafkaConsoleConsumer(t *testing.T) {
	cases := []shapeCase{
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 3 --offset 1842200 --max-messages 20 --property print.key=true", ""},
		{"kafka-console-consumer.sh --bootstrap-server k:9092 --topic t --partition 0 --offset earliest --timeout-ms 10000", ""},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic __consumer_offsets --partition 12 --from-beginning --max-messages 200 --formatter 'kafka.coordinator.group.GroupMetadataManager$OffsetsMessageFormatter'", ""},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 5 --property key.separator='|' --isolation-level read_committed", ""},
		{"timeout 10 kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1", ""},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --max-messages 5", "subscribes"},
		{"kafka-console-consumer --bootstrap-server k:9092 --include 'orders.*' --partition 1 --max-messages 5", "`kafka-console-consumer --include`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1", "without end"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 0", "without end"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --timeout-ms -1", "without end"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --timeout-ms=-5000", "without end"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --time -1", "without end"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --group g", "`kafka-console-consumer --group`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --consumer-property enable.auto.commit=true", "`kafka-console-consumer --consumer-property`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --consumer.config c.properties", "`kafka-console-consumer --consumer.config`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --formatter com.acme.Evil", "loads the class"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --property value.deserializer=com.acme.Evil", "not a printing setting"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --formatter-config f.properties", "`kafka-console-consumer --formatter-config`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --value-deserializer com.acme.Evil", "`kafka-console-consumer --value-deserializer`"},
		{"kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1 --consumer-prop group.id=g", "`kafka-console-consumer --consumer-property`"},
		{"KAFKA_OPTS=-javaagent:a.jar kafka-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1", "setting `KAFKA_OPTS`"},
		{"kafka-avro-console-consumer --bootstrap-server k:9092 --topic t --partition 1 --max-messages 1", "not in the model"},
		// jstat vmid [interval [count]]: an interval without a count
		// samples without end, also when a substitution leaves nothing.
		{"jstat -gcutil 12345 1000 5", ""},
		{"jstat -gcutil 12345", ""},
		{`jstat -gcutil "$(pgrep -o -f app.jar)" 1000 5`, ""},
		{"timeout 10 jstat -gcutil 12345 1000", ""},
		{"jstat -gcutil 12345 1000", "never ends"},
		{"jstat -gcutil 12345 1000 0", "never ends"},
		// With no process found the interval becomes the vmid: jstat
		// stops at once unless a process has that id (the fixture's
		// /proc holds 4242) or the word is a vmid another way.
		{"jstat -gcutil $(jps -q | head -1) 1000 5", ""},
		{"jstat -gcnew $(pgrep -f x.jar) 500 6", ""},
		{"jstat -gcutil -t $(pgrep -f x.jar) 5s 12", ""},
		{"jstat -gcutil $(pgrep -f x.jar) 250ms 3", ""},
		{"jstat -gcutil $(pgrep -f x.jar) 4242 5", "never ends"},
		{"jstat -gcutil $(pgrep -f x.jar) 04242 5", "never ends"},
		{"jstat -gcutil $(pgrep -f x.jar) +4242 5", "never ends"},
		{"jstat -gcutil $(pgrep -f x.jar) 1@host 5", "never ends"},
		{"kubectl exec p -- jstat -gcutil $(pgrep -f x.jar) 1000 5", "never ends"},
		// Two processes found: the second is the interval, no count.
		{"jstat -compiler $(pgrep -f x.jar)", "never ends"},
		{"jstat -compiler $(pgrep -o -f x.jar)", ""},
		// Each run-time word splits its own way: with none from the
		// first and one from the second, jstat samples y's JVM without
		// end.
		{"jstat -gcutil $(pgrep -f x.jar) $(pgrep -o -f y.jar) 1000", "never ends"},
		{"jstat -gcutil $(pgrep -o -f x.jar) $(pgrep -o -f y.jar) 1000", "never ends"},
		{"jstat -gcutil $(pgrep -f x.jar) $(pgrep -f y.jar) 1000 5", ""},
		// kafka-transactions: list and describe ask; abort ends one.
		{"kafka-transactions --bootstrap-server k:9092 list", ""},
		{"kafka-transactions.sh --bootstrap-server k:9092 describe --transactional-id tx-1", ""},
		{"kafka-transactions --bootstrap-server k:9092 find-hanging --broker-id 1 --max-transaction-timeout 60", ""},
		{"kafka-transactions --bootstrap-server k:9092 describe-producers --topic t --partition 0", ""},
		{"kafka-transactions --bootstrap-server k:9092 abort --topic t --partition 0 --start-offset 5", "names a transaction to abort"},
		{"kafka-transactions --bootstrap-server k:9092 force-terminate --transactional-id x", "aborts or terminates"},
		{"kafka-transactions --bootstrap-server k:9092 --command-config c.properties list", "reads a properties file"},
	}
	checkShapes(t, cases)
}
