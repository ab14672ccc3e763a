package shell

import "testing"

// TestCurlGetWithBody pins curl -X GET with data: the data is the body
// of a GET (Elasticsearch's GET _search takes its query so), so the
// request stays a read; the last -X is the method curl sends.
func TestCurlGetWithBody(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`curl -s -XGET "$ES_URL/products-read/_search" -H 'Content-Type: application/json' -d '{"size":0}'`, ""},
		{`curl -s -X GET http://localhost:9200/orders/_count -H 'Content-Type: application/json' -d @query.json`, ""},
		{`jq -n '{query:{match_all:{}}}' | curl -s --request GET localhost:9200/_search -d @-`, ""},
		{`curl -s -X GET -X POST http://localhost:9200/orders/_doc -d '{"a":1}'`, "sends data in a POST"},
		{`curl -s -X POST -X GET http://localhost:9200/orders/_doc -d '{"a":1}'`, "is not a GET"},
		{`curl -s http://localhost:9200/orders/_doc -d '{"a":1}'`, "sends data in a POST"},
		{`curl -s -X "$M" http://localhost:9200/orders/_doc -d '{"a":1}'`, "sends data in a POST"},
		{`curl -s -X PUT http://localhost:9200/orders -d '{}'`, "sends data in a POST"},
		// The body of a GET reaches whatever listens on the port, as a
		// query POST's does: a line break makes a command of a line
		// protocol (beanstalkd queued the job: curl 7.88, beanstalkd
		// 1.12), and -L or an override header take it elsewhere.
		{"curl -X GET -d $'put 0 0 60 5\\r\\nhello\\r\\n' http://127.0.0.1:11300/", "line break"},
		{"curl -X GET --data-binary $'x\\nflush_all' http://cache.internal:11211/", "line break"},
		{`curl -X GET --data-binary @body.txt http://cache.internal:11211/`, "line break"},
		{`curl -X GET -d x -H 'X-HTTP-Method-Override: DELETE' http://localhost:9200/orders`, "line break"},
		{`curl -X GET -d x -L http://localhost:9200/orders/_search`, "line break"},
		{`curl -g -X GET -d '{"size":0}' http://localhost:9200/orders/_search`, ""},
	})
}

// TestCraneExportAndBlob pins crane export to standard output and crane
// blob: both print; a file destination writes it.
func TestCraneExportAndBlob(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`crane export ghcr.io/acme/app:1.0 - | tar -tvf - | grep -E '\.jar$'`, ""},
		{`crane export --platform linux/amd64 ghcr.io/acme/app:1.0 - | tar -tf - | head`, ""},
		{`crane blob ghcr.io/acme/app@sha256:0123 | tar -tzf - | head`, ""},
		{`crane export ghcr.io/acme/app:1.0 app.tar`, "writes it"},
		{`crane export ghcr.io/acme/app:1.0`, "writes it"},
		{`crane export ghcr.io/acme/app:1.0 - extra`, "writes it"},
		{`crane export ghcr.io/acme/app:1.0 "$OUT"`, "not literal"},
		{`crane blob ghcr.io/acme/app@sha256:0123 out.tgz`, "one blob reference"},
	})
}

// TestNpmSbom pins npm sbom: it prints the installed tree's bill of
// materials and takes no operand.
func TestNpmSbom(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`npm sbom --sbom-format cyclonedx --omit dev | jq .`, ""},
		{`npm sbom --sbom-format=spdx --package-lock-only`, ""},
		{`npm sbom -w apps/web --sbom-type application`, ""},
		{`npm sbom install`, "takes no operand"},
		{`npm sbom --omit dev x`, "takes no operand"},
		{`npm sbom --userconfig x`, "takes no operand"},
		// npm writes a debug log into --logs-dir, and nopt reads
		// -cache=DIR as --cache=DIR (checked, npm 11.19).
		{`npm sbom --logs-dir=/project/.claude`, "changes where npm looks"},
		{`npm ls --logs-d=/project/.claude`, "changes where npm looks"},
		{`npm --logs-dir=/project/.claude ls`, "changes where npm looks"},
		{`npm view react version -cache=/project/.claude`, "changes where npm looks"},
		{`npm ls -userconfig=./evil.npmrc`, "changes where npm looks"},
		{`npm ls -logs-dir=/project/.claude`, "changes where npm looks"},
		{`npm ls -g --depth=0`, ""},
	})
}

// TestKcatSchemaRegistry pins kcat -r: the Avro schema registry's URLs,
// each http(s), written out or from the environment; libserdes takes a
// comma-separated list and libcurl speaks other schemes too.
func TestKcatSchemaRegistry(t *testing.T) {
	const why = "takes the schema registry's http(s) URLs"
	checkShapes(t, []shapeCase{
		{`kcat -b kafka-1:9092 -C -t orders -s value=avro -r "$ES_URL" -o -500 -e -q`, ""},
		{`kcat -b kafka-1:9092 -C -t orders -s value=avro -r http://schema-registry:8081 -e`, ""},
		{`kcat -b kafka-1:9092 -C -t orders -r "http://a:8081, https://b:8081" -e`, ""},
		{`kcat -b kafka-1:9092 -C -t orders -r gopher://127.0.0.1:6379/_FLUSHALL -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r "http://a:8081,dict://127.0.0.1:11211/flush_all" -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r "$ES_URL,gopher://x" -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r "$ES_URL"',gopher://x' -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r "$LESS" -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r "$x" -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r schema-registry:8081 -e`, why},
		// libserdes rebuilds a URL with user:password@ that does not
		// start with http:// or https:// in lower case after its spaces
		// (HTTP:%2F%2Fx%3Ay@dict.localhost:6379/...), and libcurl then
		// guesses dict:// from the host (checked, libcurl 7.88).
		{`kcat -b kafka-1:9092 -C -t orders -s value=avro -r 'HTTP://x:y@dict.localhost:6379/SET:k:v' -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -s value=avro -r $'	http://x:y@dict.localhost:6379/SET:k:v' -e`, why},
		{`kcat -b kafka-1:9092 -C -t orders -r 'http://a:8081, Https://u:p@ftp.example/' -e`, why},
	})
}

// TestCurlAwsSigv4 pins curl --aws-sigv4: it signs the request, which
// stays what the other options make it.
func TestCurlAwsSigv4(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`curl -sS --aws-sigv4 "aws:amz:eu-west-1:es" --user "$AWS_ACCESS_KEY_ID:$AWS_SECRET_ACCESS_KEY" "$ES_URL/_cat/indices?v"`, ""},
		{`curl -sS --aws-sigv4 aws:amz:eu-west-1:es -X DELETE "$ES_URL/orders"`, "is not a GET"},
		{`curl -sS --aws-sigv4 aws:amz:eu-west-1:es -d '{}' "$ES_URL/orders/_doc"`, "sends data in a POST"},
		{`curl -sS --aws-sig aws:amz:eu-west-1:es "$ES_URL/orders"`, "does not allow"},
	})
}

// TestCurlActionURLs pins the GETs some servers take as actions, against
// HTTP's rules: Puma's control app, Tomcat's manager, Solr's update
// handler and admin actions.
func TestCurlActionURLs(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`curl -s "http://127.0.0.1:9293/restart?token=$PUMA_CONTROL_TOKEN"`, "names an action (restart)"},
		{`curl -s "http://127.0.0.1:9293/phased-restart?token=x"`, "names an action"},
		{`curl -s http://127.0.0.1:9293/stop`, "names an action"},
		{`curl -s "$ES_URL/halt"`, "names an action"},
		{`curl -s http://tomcat:8080/manager/text/undeploy?path=/app`, "names an action"},
		{`curl -s "http://solr:8983/solr/orders/update?commit=true"`, "names an action (update)"},
		{`curl -s "http://solr:8983/solr/admin/cores?action=UNLOAD&core=orders"`, "action=unload"},
		{`curl -s "http://solr:8983/solr/orders/select?q=*:*&stream.body=<delete><query>*:*</query></delete>"`, "stream.body"},
		{`curl -s --url http://127.0.0.1:9293/gc`, "names an action"},
		{`curl -s "http://127.0.0.1:9293/stats?token=x" | jq .`, ""},
		{`curl -s "http://solr:8983/solr/admin/cores?action=STATUS&wt=json"`, ""},
		{`curl -s "http://solr:8983/solr/admin/collections?action=CLUSTERSTATUS"`, ""},
		{`curl -s "$ES_URL/_cluster/health?pretty"`, ""},
	})
}

// TestPipIndexVersions pins pip index versions NAME: it asks the index
// for one package's versions through pip's HTTP cache, as pip list -o.
func TestPipIndexVersions(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`pip index versions fastapi 2>/dev/null | head -2`, ""},
		{`pip3 index versions apache-airflow-providers-amazon --pre`, ""},
		{`pip index versions`, "versions of one package"},
		{`pip index versions a b`, "versions of one package"},
		{`pip index versions --log x fastapi`, "writes a log file"},
	})
}

// TestNpmHelp pins npm help, which opens the manual with the viewer and
// browser settings a project's .npmrc can set; --help prints the usage.
func TestNpmHelp(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`npm help ls`, "viewer and browser settings"},
		{`npm help`, "viewer and browser settings"},
		{`npm ls --help`, ""},
		{`npm view react version`, ""},
	})
}

// TestPflagSwitchValues pins pflag's -c=false, a short switch with an
// attached value: read as such only where a spec says no reason grants
// anything for the switch's presence (kubent); elsewhere -T=false would
// pass for the -T a command needs.
func TestPflagSwitchValues(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`kubent -c=false -f deploy/rendered/ -t 1.30.0`, ""},
		{`kubent -cO=r -f x`, "writes"},
		{`docker compose exec -T=false web cat /etc/hosts`, "compose exec"},
		{`docker compose exec -T -T=false web cat /etc/hosts`, "compose exec"},
		{`kubectl exec -i=false pod -- cat /x`, "does not know"},
	})
}

// TestCurlCookie pins curl -b: NAME=VALUE data is sent as a cookie; a
// value without = names a cookie file curl reads, and -c writes one.
func TestCurlCookie(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"curl -s -b 'acme_session=dummy' -o /dev/null -w '%{http_code}\\n' https://api.example.com/me", ""},
		{"curl --cookie 'a=b; c=d' https://x.example.com/", ""},
		{"curl -b cookies.txt https://x.example.com/", "names a file"},
		{`curl -b "$C" https://x.example.com/`, "names a file"},
		{"curl -b $'a=b\\r\\nX: y' https://x.example.com/", "names a file"},
		{"curl -b @cookies=1 https://x.example.com/", "names a file"},
		{"curl --cookie '@/home/u/.jar=x' https://x.example.com/", "names a file"},
		{"curl -c jar.txt https://x.example.com/", "`curl -c`"},
	})
}
