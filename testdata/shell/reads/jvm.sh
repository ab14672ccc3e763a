# The JDK's tools and JVM-based CLIs (jvm.go). Each JVM writes only
# /tmp/hsperfdata_<user> (caches.go).
java -version

java -version 2>&1

java --version

/usr/lib/jvm/java-17-openjdk-amd64/bin/java -version 2>&1 | head -1

java -showversion -version

java -fullversion

java -XshowSettings:properties -version 2>&1 | grep -E 'user.timezone|file.encoding|java.vendor'

java -XshowSettings:vm -version

java -XshowSettings:all -version 2>&1 | head -50

java -XshowSettings:locale --version

java -XshowSettings -version

java -XX:+PrintFlagsFinal -version | grep -i maxheapsize

java -Xmx2g -XX:+PrintFlagsFinal -version 2>/dev/null | grep -E 'MaxHeapSize|UseG1GC'

java -XX:MaxRAMPercentage=75.0 -XX:+UseParallelGC -XX:+PrintCommandLineFlags -version

java -XX:+UnlockDiagnosticVMOptions -XX:+PrintFlagsFinal -version | wc -l

java -XX:-UsePerfData -version

java --list-modules | grep -c java

java -X 2>&1 | head

javac -version

# No .mvn folder here or above (mvn would read .mvn/jvm.config).
mvn -v

mvn --version | head -1

mvn -q -B -v

update-java-alternatives -l

update-java-alternatives --list java-1.17.0-openjdk-amd64

/usr/libexec/java_home -V 2>&1

/usr/libexec/java_home -v 17

archlinux-java status

javac --version

jshell --version

ant -version

javap -p -cp services/reports-java/target/classes com.acme.reports.ReportService

javap -v -cp services/ledger/build/classes/kotlin/main com.acme.ledger.Posting | grep 'major version'

javap java.lang.String

javap -c -private build/classes/java/main/com/acme/App.class

javap -classpath build/libs/app.jar -s -constants com.acme.Config

javap --module java.base java.lang.Object

javap -verbose -cp target/classes com.acme.Order | grep -E 'major|minor'

jar tf services/ledger/build/libs/ledger-all.jar | grep -c '\.class$'

jar tvf build/libs/app.jar | head -20

jar -tf target/app.jar META-INF/MANIFEST.MF

jar --list --file target/app.jar | grep -i spring

jar --list --file=target/app.jar

jar -tvf target/app.jar

jar ftv target/app.jar

jar --describe-module --file=build/libs/mod.jar

for j in build/libs/*.jar; do jar tf ./"$j" | grep -q 'Main.class' && echo "$j"; done

jdeps -s build/libs/app.jar

jdeps --print-module-deps --ignore-missing-deps target/app.jar

jdeps -verbose:class -cp 'lib/*' build/libs/app.jar | grep -v 'java.base'

jdeps --jdk-internals -R --multi-release 17 app.jar

jps

jps -lv

jps -l | grep -i ledger

jps -mlv

jps -q

jstat -gcutil "$(pgrep -o -f ledger-all.jar)" 1000 5

# Unquoted: with no process found jstat reads 1000 as the vmid and stops
# at once, as no process has that id here (the model looks in /proc); with
# two, four operands are a usage error.
jstat -gcutil $(pgrep -f ledger-all.jar) 1000 5

jstat -gcutil 12345 1000 5

jstat -gc 12345

jstat -gcutil -t -h10 12345 1s 3

jstat -class 4321 250ms 4

jstat -options

jcmd

jcmd -l

keytool -list -keystore jvm/model-registry/src/main/resources/truststore.jks -storepass changeit | grep -i 'trustedCertEntry'

keytool -list -v -keystore keystore.p12 -storetype PKCS12 -storepass changeit -alias api

keytool -list -cacerts -storepass changeit | wc -l

keytool -list -rfc -keystore truststore.jks -storepass:env KS_PASS

keytool -printcert -file certs/server.crt

keytool -printcert -rfc -sslserver api.example.com:443

keytool -printcert -jarfile build/libs/app.jar

keytool -printcertreq -file req.csr

keytool -list -help

# Kafka's tools (kafka.go), with and without .sh.
kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group feature-builder

kafka-topics.sh --bootstrap-server kafka:9092 --describe --topic events.ingest.v2

kafka-topics.sh --bootstrap-server localhost:9092 --list

kafka-topics --bootstrap-server=localhost:9092 --list --exclude-internal | grep -v '^_'

kafka-topics.sh --bootstrap-server kafka:9092 --describe --under-replicated-partitions

kafka-topics.sh --zookeeper zk:2181 --describe --topic orders

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --list

kafka-consumer-groups --bootstrap-server kafka:9092 --describe --all-groups --members --verbose

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group billing --state

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --desc --group billing --offsets | awk '$6 > 1000'

kafka-configs.sh --bootstrap-server kafka:9092 --describe --entity-type topics --entity-name orders

kafka-configs --bootstrap-server kafka:9092 --describe --broker 1 --all

kafka-broker-api-versions.sh --bootstrap-server kafka:9092 | head -5

kafka-log-dirs.sh --bootstrap-server kafka:9092 --describe --topic-list orders | tail -1

kafka-get-offsets.sh --bootstrap-server kafka:9092 --topic orders --time -1

kafka-acls.sh --bootstrap-server kafka:9092 --list --topic orders

kafka-metadata-quorum.sh --bootstrap-server kafka:9092 describe --status

kafka-topics.sh --version

zookeeper-shell.sh zk:2181 ls /brokers/ids

zookeeper-shell zk:2181 get /controller 2>/dev/null | tail -1

zookeeper-shell.sh localhost:2181 -timeout 5000 -r stat /brokers/topics/orders

# kafka-consumer-groups --reset-offsets without --execute prints the plan.
kafka-consumer-groups.sh --bootstrap-server localhost:9092 --group g --topic t --reset-offsets --to-latest --dry-run

kafka-consumer-groups --bootstrap-server kafka:9092 --group billing --all-topics --reset-offsets --by-duration PT1H --export

kafka-dump-log.sh --files /var/lib/kafka/data/orders.v1-3/00000000000041235711.log --print-data-log | tail -5

kafka-dump-log --files /var/lib/kafka/data/__consumer_offsets-12/00000000000000000000.log --offsets-decoder | head -20

kafka-features.sh --bootstrap-server localhost:9092 describe

kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server localhost:9092 --topic payments.events --time -1

kafka-run-class org.apache.kafka.tools.GetOffsetShell --bootstrap-server kafka:9092 --topic-partitions 'orders:0-3' --time -2

jfr summary recordings/orders.jfr

jfr print --events jdk.GarbageCollection recordings/orders.jfr | grep -E 'name|longestPause' | head -40

jfr print --json --events jdk.GCPhasePause recordings/orders.jfr | jq '.recording.events | length'

jfr print --xml --categories 'GC,JVM' --stack-depth 16 recordings/orders.jfr | head

jfr print --exact --events 'jdk.*' app.jfr | head -100

jfr metadata --events jdk.ExecutionSample

jfr metadata recordings/orders.jfr | grep -c 'class'

jfr view --width 160 gc-pauses recordings/orders.jfr

jfr view --verbose --truncate beginning --cell-height 3 hot-methods app.jfr

jfr version

jfr help print

# kafkactl (kafkactl.go): listings and descriptions with the user's configuration.
kafkactl describe consumer-group checkout-order-events

kafkactl describe topic orders.created -o yaml

kafkactl get topics

kafkactl get consumer-groups --topic orders.created -o compact

kafkactl consume orders.created --from-beginning --exit --print-keys -o json

# One partition, assigned without a group, with a bound: nothing committed.
kafka-console-consumer --bootstrap-server kafka-1:9092 --topic orders.v1 --partition 3 --offset 1842200 --max-messages 20 --property print.key=true --property print.offset=true

kafka-console-consumer.sh --bootstrap-server kafka-1:9092 --topic __consumer_offsets --partition 12 --offset earliest --max-messages 200 --timeout-ms 15000 --formatter 'kafka.coordinator.group.GroupMetadataManager$OffsetsMessageFormatter' | tail -20

kcat -b kafka-0.internal:9093 -X security.protocol=SSL -X ssl.ca.location=deploy/certs/ca.pem -L | head -30

kafka-transactions --bootstrap-server kafka-1:9092 list

kafka-transactions.sh --bootstrap-server kafka-1:9092 find-hanging --broker-id 1 --max-transaction-timeout 60
