package shell

import "testing"

// TestContainerExec pins kubectl exec and docker exec: the command they
// run in the container is judged as a wrapper's is, and nothing that
// depends on the folder it runs in is read-only there.
func TestContainerExec(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"kubectl -n streaming exec kafka-1 -c kafka -- df -h /var/lib/kafka/data", ""},
		{"kubectl exec orders-stream-1 -- cat /sys/fs/cgroup/memory.max /sys/fs/cgroup/memory.current", ""},
		{"kubectl exec deploy/api -n prod -- env | grep -E '^(KAFKA|JAVA)' | sort", ""},
		{"kubectl exec -it pod/x --container app -- ps -o pid,rss,cmd -e", ""},
		{"kubectl --context prod exec x -q -- cat /proc/1/status", ""},
		{"docker exec -it web cat /etc/hosts", ""},
		{"docker exec -u postgres -w /tmp db ls -la", ""},
		{"podman container exec web ps aux", ""},
		// The command is judged as it would be here.
		{"kubectl exec x -- rm -rf /data", "deletes files"},
		{"kubectl exec x -- git log -p --output=/tmp/o", "writes a file"},
		{"kubectl exec x -- sh -c 'cat /proc/1/status'", "runs a hidden command"},
		{"kubectl exec -i x -- psql < q.sql", "reads commands from standard input"},
		{"docker exec web sed -i s/a/b/ /etc/hosts", "sed -i"},
		// What depends on the folder it runs in cannot be looked at.
		{"kubectl exec x -- python3 -c 'import json; print(1)'", "directory the model does not follow"},
		{`kubectl exec x -- node -e 'require("/app/c.json")'`, "not a plain file"},
		// Options that would change what runs, or where.
		{"kubectl exec x ls -la", "without `--`"},
		{"kubectl exec -c -- x -- ls", "has no value before `--`"},
		{"kubectl exec x y -- ls", "one pod"},
		{"kubectl exec x --", "without a command"},
		{"kubectl exec -f pod.yaml -- ls", "an option the model does not know"},
		{`kubectl exec "$p" -- ls`, "could be an option"},
		{"kubectl exec --kubeconfig k x -- ls", "an option the model does not know"},
		{"kubectl --kubeconfig k exec x -- ls", "changes who or where"},
		{"docker exec -e GIT_PAGER=x web git log", "sets the environment"},
		{"docker exec --env-file e web ls", "sets the environment"},
		{"docker exec -d web sleep 1000", "background"},
		// Stopping the client leaves the exec'd process running in the
		// container, so a timeout outside does not bound it.
		{"timeout 30 docker exec web ping example.com", "only a timeout inside"},
		{"timeout 30 kubectl exec x -- top -b", "only a timeout inside"},
		{"docker exec web tail -f /var/log/app.log", "keeps running there"},
		{"kubectl exec x -- tail --follow=name /var/log/app.log", "keeps running there"},
		{"podman exec web journalctl -fu app", "keeps running there"},
		{"kubectl exec x -- sleep infinity", "keeps running there"},
		{"docker exec web timeout 30 tail -f /var/log/app.log", ""},
		{"docker exec web tail -n 50 /var/log/app.log", ""},
		{"docker exec --privileged web ls", "every capability"},
		{"docker exec web", "without a command"},
		{"docker -H tcp://x exec web ls", "global option"},
		{"podman exec --latest ls", "an option the model does not know"},
		// compose exec: the service's container, with -T (no terminal).
		{"docker compose exec -T redis redis-cli SMEMBERS queues", ""},
		{"docker-compose exec -T web cat /etc/hosts", ""},
		{"docker compose -f deploy/compose.yml exec -T api ps aux", ""},
		{"docker compose exec redis redis-cli info", "without -T"},
		{"docker compose exec -T -e X=1 redis env", "sets the environment"},
		{"docker compose exec -T -d web sleep 100", "background"},
		{"docker compose exec -T --privileged web ls", "every capability"},
		{"docker compose exec -T web rm -rf /x", "deletes files"},
		{"docker compose -f https://x/y.yml exec -T r ls", "on this machine"},
		{"docker compose exec -T web", "without a command"},
		// --no-TTY is a pflag boolean: =false gives the terminal back.
		{"docker compose exec -T --no-TTY=false web git log", "without -T"},
		{"docker compose exec --no-TTY=true web git log", ""},
		// A pod's bin/kafka-*.sh (Strimzi's and Apache Kafka's images
		// run them from /opt/kafka) is the image's tool; not in docker
		// or compose exec, whose containers often mount the project.
		{"kubectl exec kafka-0 -- bin/kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group g", ""},
		{"kubectl -n kafka exec -c kafka kafka-0 -- ./bin/kafka-topics.sh --bootstrap-server localhost:9092 --list", ""},
		{"kubectl exec kafka-0 -- /opt/kafka/bin/kafka-consumer-groups.sh --bootstrap-server localhost:9092 --list", ""},
		{"kubectl exec kafka-0 -- bin/kafka-run-class.sh kafka.tools.GetOffsetShell --bootstrap-server localhost:9092 --topic t", ""},
		{"kubectl exec kafka-0 -- bin/kafka-run-class.sh kafka.Foo", "runs the Java class"},
		{"kubectl exec kafka-0 -- bin/kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic t", "deletes a topic"},
		{"kubectl exec kafka-0 -- bin/kafka-consumer-groups.sh --bootstrap-server k:9092 --group g --reset-offsets --to-latest --execute --topic t", "moves a group's"},
		{"kubectl exec kafka-0 -- tmp/kafka-topics.sh --list", "not a known read-only command"},
		{"kubectl exec kafka-0 -- ../bin/kafka-topics.sh --list", "not a known read-only command"},
		{"kubectl exec kafka-0 -- /opt/../tmp/bin/kafka-topics.sh --list", "not a known read-only command"},
		{"kubectl exec kafka-0 -- bin/kafka-topics --list", "not a known read-only command"},
		{"kubectl exec kafka-0 -- bin/cat /etc/hosts", "not a known read-only command"},
		{"docker exec kafka bin/kafka-topics.sh --bootstrap-server localhost:9092 --list", "not a known read-only command"},
		{"docker compose exec -T kafka bin/kafka-topics.sh --bootstrap-server localhost:9092 --list", "not a known read-only command"},
		{"bin/kafka-topics.sh --bootstrap-server localhost:9092 --list", "not a known read-only command"},
		// redis-cli's never-ending modes keep running in the container.
		{"kubectl exec redis-0 -- redis-cli monitor", "keeps running there"},
		{"kubectl exec redis-0 -- redis-cli --stat", "keeps running there"},
		{"kubectl exec redis-0 -- redis-cli --latency-history -i 5", "keeps running there"},
		{"kubectl exec redis-0 -- redis-cli -r -1 -i 1 info", "keeps running there"},
		{`kubectl exec redis-0 -- redis-cli -r "$n" info`, "keeps running there"},
		{"kubectl exec redis-0 -- redis-cli xread block 0 streams s '$'", "keeps running there"},
		{"docker exec redis redis-cli SUBSCRIBE ch", "keeps running there"},
		{"kubectl exec redis-0 -- timeout 30 redis-cli monitor", ""},
		{"kubectl exec redis-0 -- redis-cli -r 5 -i 1 info", ""},
		{"kubectl exec redis-0 -- redis-cli --bigkeys", ""},
		// redis-cli reads -r with strtoll and -i with strtod: a leading
		// blank is still -1; --intrinsic-latency N busy-loops N seconds;
		// timeout 0 or an ignored signal bounds nothing (checked with
		// redis-cli 7.0.15 and coreutils 9.1).
		{"kubectl exec redis-0 -- redis-cli -r ' -1' -i 1 ping", "for ever"},
		{"kubectl exec redis-0 -- redis-cli -r 99999999999999999999 -i 1 ping", "for ever"},
		{"kubectl exec redis-0 -- redis-cli -r 100 -i 1e9 ping", "for ever"},
		{"kubectl exec redis-0 -- redis-cli --intrinsic-latency 100000000", "busy loop"},
		{"docker exec redis redis-cli --intrinsic-latency 100000", "busy loop"},
		{"kubectl exec redis-0 -- timeout 0 redis-cli monitor", "timeout 0 does not"},
		{"kubectl exec redis-0 -- timeout 0.0s tail -f /var/log/x", "timeout 0 does not"},
		{"kubectl exec redis-0 -- timeout inf redis-cli monitor", "not a duration above 0"},
		{"kubectl exec redis-0 -- timeout -s WINCH 30 redis-cli monitor", "may not end it"},
		{"kubectl exec redis-0 -- timeout --signal=0 30 redis-cli monitor", "may not end it"},
		{"kubectl exec redis-0 -- timeout -s KILL 30s redis-cli monitor", ""},
		{"kubectl exec redis-0 -- timeout 99999d redis-cli monitor", "more than an hour"},
		{"kubectl exec redis-0 -- timeout 1h redis-cli monitor", ""},
		{"kubectl exec redis-0 -- timeout 3601 tail -f /data/x", "more than an hour"},
		{"kubectl exec redis-0 -- timeout -k 5 30 redis-cli --stat", ""},
		{"kubectl exec redis-0 -- redis-cli -r 10 -i 0.5 info", ""},
		{"kubectl exec redis-0 -- redis-cli --intrinsic-latency 5", "busy loop"},
	})
}

// TestMeshTools pins the debugging tools of the ingress and mesh images,
// read in their container: ingress-nginx's /dbg reports and pilot-agent
// request GET on the sidecar's Envoy admin API.
func TestMeshTools(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"kubectl -n ingress-nginx exec deploy/ingress-nginx-controller -- /dbg backends list", ""},
		{"kubectl -n ingress-nginx exec deploy/ingress-nginx-controller -- /dbg backends get web-80", ""},
		{"kubectl -n ingress-nginx exec deploy/ingress-nginx-controller -- /dbg certs get shop.example.com", ""},
		{"docker exec nginx /dbg conf", ""},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent request GET 'stats?filter=upstream_cx'", ""},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent request GET config_dump --debug-port 15000", ""},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent request POST quitquitquit", "other than request GET"},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent request get 'logging?level=debug'", "other than request GET"},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent request GET stats body", "other than request GET"},
		{"kubectl exec deploy/api -c istio-proxy -- pilot-agent proxy sidecar", "other than request GET"},
		{"kubectl exec deploy/api -- /dbg backends set x", "not one of ingress-nginx's /dbg reports"},
		{"kubectl exec deploy/api -- /dbg backends get \"$b\"", "not a known read-only command"},
		// Here, /dbg and pilot-agent are programs the model does not know.
		{"/dbg backends list", "not a known read-only command"},
		{"pilot-agent request GET stats", "not a known read-only command"},
	})
}
