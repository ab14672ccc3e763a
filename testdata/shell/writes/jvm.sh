# The JDK's tools and JVM-based CLIs (jvm.go): what runs code or writes.
java -jar app.jar --version

java -cp build/classes com.acme.Main -version

java Main.java

java -version Main

java --source 17 Script

java -m com.acme/com.acme.Main

java --module=com.acme/com.acme.Main

java --dry-run -cp . Main

java -javaagent:agent.jar -version

java -agentlib:jdwp=transport=dt_socket,server=y -version

java -agentpath:/tmp/libx.so -version

java -Djava.system.class.loader=Evil -version

java -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=/tmp/x.hprof -version

java -Xlog:gc:file=gc.log -version

java -Xlog:all=info:file=out.txt -XshowSettings -version

java -Xloggc:gc.log -version

java -XX:Flags=.hotspotrc -version

java -XX:VMOptionsFile=opts.txt -version

java @argfile -version

java -version @opts

java -XX:+LogCompilation -XX:+UnlockDiagnosticVMOptions -version

java -XX:+PerfDataSaveToFile -version

java -XX:PerfDataSaveFile=x -XX:+PerfDataSaveToFile -version

java -Xshare:dump -version

java -XX:ArchiveClassesAtExit=app.jsa -version

java -XX:ErrorFile=err.log -version

java $OPTS -version

java -version $X

java "$@"

JDK_JAVA_OPTIONS=-javaagent:agent.jar java -version

JAVA_TOOL_OPTIONS='-XX:+PerfDataSaveToFile' java -version

_JAVA_OPTIONS=-Xlog:gc:file=x.log java -version

java

jshell

jshell --version -J-javaagent:a.jar

jshell Script.jsh

echo 'System.out.println(1)' | jshell -

javac Main.java

javac -d out src/Main.java

javac -version -processorpath x.jar

javac @sources.txt

javac -J-javaagent:a.jar -version

javap -J-javaagent:a.jar java.lang.String

javap java.lang.String -J-javaagent:a.jar

javap --system ./fakejdk java.lang.String

javap $OPTS java.lang.String

javap -cp $CP Foo

jar cf app.jar .

jar xf app.jar

jar -xf app.jar

jar --extract --file app.jar

jar uf app.jar Main.class

jar i app.jar

jar -i app.jar

jar tf app.jar -C out .

jar -tfx app.jar

jar -ft app.jar

jar --list --file app.jar --extract

jar @args.txt

jar tf app.jar @more

jar tf "$J" "$(cat entries)"

jar --file=$J --list

jar -J-javaagent:a.jar tf app.jar

jdeps --generate-module-info out app.jar

jdeps -dotoutput dot app.jar

jdeps --dot-output=dot app.jar

jdeps --system ./fakejdk app.jar

jdeps -s app.jar -J-javaagent:a.jar

jps -J-javaagent:a.jar

jps $HOST $X

jstat -J-javaagent:a.jar -gcutil 123

jstat -gcutil 123 -J-Xlog:gc:file=x

jstat 123

jstat $OPT 123

jinfo -flags 123

jinfo -flag +PrintGC 123

jstack 123

jmap -dump:format=b,file=heap.hprof 123

jmap -histo 123

jcmd 123 GC.heap_dump /tmp/h.hprof

jcmd 123 VM.version

jcmd 123 Thread.print

jcmd ledger-all.jar GC.heap_info

jhsdb jstack --pid 123

keytool -importcert -file ca.crt -keystore ks.jks -storepass x -noprompt

keytool -list -keystore ks.jks -storepass x -delete -alias a

keytool -genkeypair -alias a -keystore ks.jks

keytool -LIST -keystore ks.jks -storepass x

keytool -List -keystore ks.jks

keytool -list -keystore ks.jks -providerpath ./lib -providerclass com.acme.P

keytool -list -keystore NONE -storetype PKCS11 -providerarg pkcs11.cfg

keytool -list -keystore ks.jks -addprovider SunPKCS11 -providerarg p.cfg

keytool -list -conf opts.txt

keytool -list -J-javaagent:a.jar

keytool -exportcert -alias a -file a.crt -keystore ks.jks

keytool -printcert -file a.crt -list -delete

keytool -storepasswd -keystore ks.jks

keytool -importkeystore -srckeystore a.jks -destkeystore b.p12

keytool $CMD -keystore ks.jks

keytool -list -storepass $P

# The JDK tools' launcher takes any word starting with -J as a JVM option,
# wherever it stands, values included.
keytool -list -keystore ks.jks -storepass "$KS_PASS"

javap -cp "$CP" Foo

# jar expands @files wherever they stand: a proven no-dash word may still
# start with @.
for j in build/libs/*.jar; do jar tf "$j"; done

cat jars.txt | while read -r j; do jar tf "$j"; done

# mvn reads .mvn/jvm.config above the working directory: where the model
# cannot look, it refuses.
cd "$SVC" && mvn -v

mvn -version

mvn -V package

mvn -v -f services/ledger/pom.xml

gradle --version

mvn -v -l build.log

update-java-alternatives -s java-1.17.0-openjdk-amd64

update-java-alternatives -l -s java-17

update-java-alternatives --auto

/usr/libexec/java_home --exec javac -version

/usr/libexec/java_home -v 17 --exec jar xf a.jar

/usr/libexec/java_home --request

archlinux-java set java-17-openjdk

ant -logfile build.log -version

ant -version -logfile build.log

ant

ant -projecthelp

gradle -v

./gradlew --version

./mvnw -v

# Kafka's tools (kafka.go).
kafka-topics.sh --bootstrap-server kafka:9092 --create --topic t --partitions 3

kafka-topics.sh --bootstrap-server kafka:9092 --describe --topic t --alter --partitions 6

kafka-topics.sh --bootstrap-server kafka:9092 --delete --topic t

kafka-topics.sh --bootstrap-server kafka:9092 --topic t --partitions 6

kafka-topics.sh --bootstrap-server kafka:9092 --describe --command-config admin.properties

kafka-topics.sh --bootstrap-server kafka:9092 --list --command-config=admin.properties

kafka-topics.sh --bootstrap-server kafka:9092 --list --comm admin.properties

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --group g --reset-offsets --to-earliest --execute --topic t

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group g --reset-offsets --to-latest --exec --all-topics

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --group g --reset-off --to-earliest --exe --all-topics

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --delete --group g

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --delete-offsets --group g --topic t

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group --execute

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe $OPTS

kafka-consumer-groups.sh --bootstrap-server kafka:9092 -describe --group g

kafka-configs.sh --bootstrap-server kafka:9092 --alter --entity-type topics --entity-name t --add-config retention.ms=1

kafka-configs.sh --bootstrap-server kafka:9092 --describe --entity-type topics --entity-name t --add-config x=1

kafka-configs.sh --bootstrap-server kafka:9092 --entity-type brokers --entity-default --delete-config x

kafka-acls.sh --bootstrap-server kafka:9092 --add --allow-principal User:x --topic t

kafka-acls.sh --bootstrap-server kafka:9092 --list --authorizer com.acme.Evil

kafka-metadata-quorum.sh --bootstrap-server kafka:9092 remove-controller --controller-id 1

kafka-console-consumer.sh --bootstrap-server kafka:9092 --topic t --from-beginning

kafka-console-producer.sh --bootstrap-server kafka:9092 --topic t

KAFKA_OPTS=-javaagent:a.jar kafka-topics.sh --bootstrap-server kafka:9092 --list

KAFKA_HEAP_OPTS='-Xlog:gc:file=x' kafka-topics.sh --bootstrap-server kafka:9092 --list

KAFKA_LOG4J_OPTS=-Dlog4j.configuration=file:x kafka-topics.sh --list --bootstrap-server k:9092

./bin/kafka-topics.sh --bootstrap-server kafka:9092 --list

zookeeper-shell.sh zk:2181 delete /brokers/ids/1

zookeeper-shell.sh zk:2181 deleteall /config

zookeeper-shell.sh zk:2181 set /controller x

zookeeper-shell.sh zk:2181 create /x y

zookeeper-shell.sh zk:2181 <<< 'delete /x'

zookeeper-shell.sh zk:2181 -zk-tls-config-file tls.properties ls /

zookeeper-shell.sh zk:2181 -client-configuration c.properties ls /

zookeeper-shell.sh zk:2181 $CMD /x

zookeeper-shell.sh -server zk:2181 ls /

zkCli.sh -server zk:2181 ls /

kafka-console-consumer.sh --bootstrap-server kafka:9092 --topic t --from-beginning --max-messages 5

nodetool status

nodetool repair

/usr/libexec/java_home -v $v

zookeeper-shell.sh zk:2181 -timeout * ls /

kafka-consumer-groups.sh --bootstrap-server kafka:9092 --group g --reset-offsets --from-file plan.csv --execute

kafka-dump-log.sh --files /d/orders-0/00000000000000000000.log --print-data-log --value-decoder-class com.acme.EvilDecoder

kafka-dump-log.sh --files /d/orders-0/00000000000000000000.timeindex

kafka-features.sh --bootstrap-server kafka:9092 upgrade --metadata 3.7

kafka-features.sh --bootstrap-server kafka:9092 disable --feature transaction.version

kafka-features.sh --bootstrap-server kafka:9092 --command-config admin.properties describe

kafka-run-class.sh kafka.tools.ConsoleProducer --bootstrap-server kafka:9092 --topic t

kafka-run-class.sh -daemon -name offsets kafka.tools.GetOffsetShell --bootstrap-server kafka:9092

kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server kafka:9092 --command-config admin.properties

jfr configure --input default.jfc --output custom.jfc gc=high

jfr assemble repository/ joined.jfr

jfr disassemble --output chunks/ recordings/orders.jfr

jfr scrub --exclude-events jdk.InitialEnvironmentVariable in.jfr out.jfr

jfr -J-javaagent:agent.jar print app.jfr

jfr print -J-XX:+HeapDumpOnOutOfMemoryError app.jfr

jfr $cmd app.jfr

jfr print --output x app.jfr

jfr conf --output x.jfc

kafkactl consume orders.created --group incident-debug --from-beginning

kafkactl config use-context prod

kafkactl get topics -C ./kafkactl.yml

kafkactl reset consumer-group-offset checkout-order-events --topic orders.created --oldest --execute

kafkactl get topics --clear-keyring

kafkactl consume orders.created --from-beginning

kafka-console-consumer.sh --bootstrap-server kafka:9092 --topic t --partition 0 --max-messages 5 --group audit

kafka-console-consumer.sh --bootstrap-server kafka:9092 --topic t --partition 0 --max-messages 5 --property value.deserializer=com.acme.Loader

kcat -b kafka-0.internal:9093 -X security.protocol=SASL_SSL -X sasl.kerberos.kinit.cmd='touch /tmp/pwned' -L

kafka-transactions.sh --bootstrap-server kafka-1:9092 abort --topic orders.v1 --partition 0 --start-offset 913095344

# A negative --timeout-ms is no timeout: it waits for messages without end.
kafka-console-consumer.sh --bootstrap-server kafka:9092 --topic orders.v1 --partition 0 --offset latest --timeout-ms -1

# When the first pgrep finds nothing and the second one JVM, jstat samples
# it every second without end (checked with jstat 17).
jstat -gcutil $(pgrep -f ledger-all.jar) $(pgrep -o -f billing.jar) 1000
