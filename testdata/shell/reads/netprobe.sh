# Network probes (netprobe.go)
timeout 5 drill localhost @127.0.0.1 2>/dev/null || true

timeout 5 drill -x 127.0.0.1 @127.0.0.1 2>/dev/null || true

timeout 5 drill -T -D example.com 2>/dev/null || true

timeout 5 drill example.com MX @127.0.0.1 2>/dev/null || true

timeout 5 kdig localhost +short @127.0.0.1 2>/dev/null || true

timeout 5 kdig -t AAAA example.com @127.0.0.1 +noall +answer 2>/dev/null || true

timeout 5 kdig -x 127.0.0.1 @127.0.0.1 2>/dev/null || true

timeout 5 dog localhost A @127.0.0.1 --short 2>/dev/null || true

timeout 5 dog -q example.com -t MX -n 127.0.0.1 --json 2>/dev/null || true

timeout 5 doggo localhost A @127.0.0.1 --short 2>/dev/null || true

timeout 5 doggo -t TXT example.com --json 2>/dev/null || true

timeout 20 nmap -sT -p 22,80,443 127.0.0.1 2>/dev/null || true

timeout 20 nmap -Pn -n -p22 127.0.0.1 2>/dev/null || true

timeout 20 nmap -sn 127.0.0.1 2>/dev/null || true

timeout 20 nmap -F -T4 --open 127.0.0.1 2>/dev/null || true

timeout 20 nmap --top-ports 20 -vv --reason 127.0.0.1 2>/dev/null || true

timeout 60 nmap -sV -p 22 127.0.0.1 2>/dev/null || true

nmap -V 2>/dev/null || true

timeout 10 sslscan 127.0.0.1:1 2>/dev/null || true

timeout 10 sslscan --no-colour --show-certificate 127.0.0.1:443 2>/dev/null || true

timeout 10 sslscan --xml=- --tls12 127.0.0.1:443 2>/dev/null || true

timeout 15 iperf3 -c 127.0.0.1 -t 1 2>/dev/null || true

timeout 15 iperf3 -c 127.0.0.1 -p 5299 -t 1 -P 2 -R -J 2>/dev/null || true

tshark -r /dev/null 2>/dev/null || true

tshark -r /dev/null -Y 'http.request' -T fields -e http.host 2>/dev/null || true

tshark -r /dev/null -q -z io,phs 2>/dev/null || true

tshark -r /dev/null -V -x -c 5 2>/dev/null || true

tshark -G protocols 2>/dev/null | head -3 || true

tshark -v 2>/dev/null | head -1 || true

timeout 5 xh -I http://127.0.0.1:1/ 2>/dev/null || true

timeout 5 xh GET http://127.0.0.1:1/health Accept:application/json page==2 2>/dev/null || true

timeout 5 xh head http://127.0.0.1:1/ 2>/dev/null || true

timeout 5 xh --offline http://127.0.0.1:1/ 2>/dev/null || true

timeout 5 xh -h http://127.0.0.1:1/ </dev/null 2>/dev/null || true

timeout 10 fping -c 1 127.0.0.1 2>/dev/null || true

timeout 10 fping -a -q 127.0.0.1 127.0.0.2 2>/dev/null || true

capinfos README.md 2>/dev/null || true

capinfos -T -c -u README.md 2>/dev/null || true

timeout 5 xh -I "http://127.0.0.1:1/$USER" 2>/dev/null || true

timeout 15 iperf3 -c 127.0.0.1 -t 1 --timestamps=%T 2>/dev/null || true

timeout 5 ncat -z -v -w 1 127.0.0.1 1 2>/dev/null || true

timeout 5 ncat -zvn 127.0.0.1 22 2>/dev/null || true

timeout 5 gnutls-cli --print-cert --no-ca-verification -p 1 127.0.0.1 </dev/null 2>/dev/null | grep -E 'subject|expires' || true

timeout 5 gnutls-cli --print-cert -p 1 --sni-hostname auth.example.io --x509cafile /etc/ssl/certs/ca-certificates.crt 127.0.0.1 </dev/null 2>/dev/null || true

gnutls-cli --priority-list | head -3

curl -s "$ES_URL/_cluster/health?pretty"

curl -s "$JAEGER_URL/api/traces?service=api&limit=20&lookback=1h" | jq -r '.data[].traceID'

for idx in orders-v1 orders-v2; do curl -s "$ES_URL/$idx/_count" | jq .count; done

curl -s -XGET "$ES_URL/orders/_search" -H 'Content-Type: application/json' -d '{"size":0,"aggs":{"by_day":{"date_histogram":{"field":"created_at","calendar_interval":"day"}}}}' | jq '.aggregations'

promtool query instant "$PROM_URL" 'sum(rate(http_requests_total{code=~"5.."}[5m])) by (service)'

curl -sS --aws-sigv4 "aws:amz:eu-west-1:es" --user "$AWS_ACCESS_KEY_ID:$AWS_SECRET_ACCESS_KEY" "https://search-logs.eu-west-1.es.amazonaws.com/_cat/indices?v"

curl -s -b 'acme_session=dummy' -o /dev/null -w '%{http_code}\n' https://api.acme-shop.com/api/v2/me

# -reconnect connects five more times with the first session (resumption).
timeout 10 openssl s_client -connect shop.example.com:443 -servername shop.example.com -reconnect </dev/null 2>/dev/null | grep -E '^(New|Reused),'
