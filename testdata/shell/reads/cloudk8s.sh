# Cluster, mesh, secrets and supply-chain clients used to look
# (cloudk8s.go): stern, kube-score, istioctl, linkerd, cilium, hubble,
# calicoctl, velero, vault,
# consul, nomad and cosign.

stern -n prod api --since 15m --tail 50

stern -l app=web -c nginx --no-follow -o json | jq -r .message

stern api -t --since 1h --exclude healthz

stern --context staging -A 'worker-.*' --no-follow --tail 20

stern web -n default --template '{{.PodName}} {{.Message}}{{"\n"}}' --no-follow

kube-score score k8s/deployment.yaml k8s/service.yaml

kube-score score --output-format ci --ignore-test pod-networkpolicy deploy/*.yaml

helm template api ./charts/api | kube-score score -

istioctl analyze -n prod

istioctl analyze --all-namespaces -o json

istioctl proxy-status

istioctl proxy-config cluster productpage-v1-7d4cd8f8b4-x2k7l -n default

istioctl pc routes deploy/reviews -o json | jq '.[].virtualHosts[].name'

istioctl proxy-config endpoints deploy/ratings --cluster 'outbound|9080||reviews.default.svc.cluster.local'

istioctl x precheck

istioctl version --remote=false

linkerd check

linkerd check --proxy -n emojivoto

linkerd viz stat deploy -n emojivoto

linkerd viz edges po -n prod -o wide

linkerd version --client --short

velero backup get

velero get backups -o json | jq -r '.items[].metadata.name'

velero schedule get

velero backup-location get

velero version --client-only

vault status

vault kv get secret/myapp/config

vault kv get -field=password secret/db

vault kv get -format=json -mount=secret myapp | jq .data.data

vault kv list secret/

vault kv metadata get secret/app

vault list auth/approle/role

vault read sys/health

vault read -format=json sys/mounts | jq 'keys'

vault token lookup

vault secrets list -detailed

vault auth list

vault policy read default

vault operator raft list-peers

consul members

consul catalog services -tags

consul catalog nodes -service=web

consul kv get -recurse config/

consul info | grep -A5 raft

consul operator raft list-peers

consul acl token read -self

nomad status

nomad job status api

nomad node status -verbose

nomad alloc logs -stderr -tail -n 100 8a3f12 api

nomad alloc status -json 8a3f12 | jq .TaskStates

nomad server members

nomad job inspect web | jq .Job.TaskGroups

nomad var get app/config

cosign tree ghcr.io/acme/api:1.2

cosign triangulate ghcr.io/acme/api:1.2

cosign download attestation ghcr.io/acme/api:1.2 | jq -r .payload | base64 -d | jq .predicateType

# cosign's verify commands fill ~/.sigstore/root (a tool cache).
cosign verify --key cosign.pub ghcr.io/acme/api:1.2

cosign verify --key cosign.pub ghcr.io/acme-corp/ledger:2.3.0 > /dev/null && echo signed

cosign verify --certificate-identity-regexp '^https://github.com/acme-corp/platform/.github/workflows/release.yml@refs/tags/v' --certificate-oidc-issuer https://token.actions.githubusercontent.com ghcr.io/acme-corp/payments:1.14.2 | jq '.[0].optional'

cosign verify-attestation --type cyclonedx --certificate-identity-regexp 'acme-corp/platform' --certificate-oidc-issuer https://token.actions.githubusercontent.com ghcr.io/acme-corp/notifier:0.9.1 | jq -r '.payload' | base64 -d | jq '.predicateType'

cosign verify-blob --bundle dist/ledger.tar.gz.sigstore.json --certificate-identity-regexp 'acme-corp' --certificate-oidc-issuer https://token.actions.githubusercontent.com dist/ledger.tar.gz

cosign verify-blob-attestation --bundle dist/app.intoto.jsonl --type slsaprovenance1 --key cosign.pub dist/app.tar.gz

cosign -d verify -o text --key release-keys/cosign.pub ghcr.io/acme/api:1.2

# rekor-cli's queries print; loginfo without storing the checkpoint.
rekor-cli search --sha $(sha256sum dist/ledger.tar.gz | cut -d' ' -f1)

rekor-cli get --log-index 12345678 --format json | jq -r .Body

rekor-cli verify --artifact dist/app.tar.gz --signature dist/app.sig --public-key cosign.pub

rekor-cli loginfo --store_tree_state=false

# gh attestation verify fills gh's cache with the trust roots.
gh attestation verify oci://ghcr.io/acme-corp/payments:1.14.2 --owner acme-corp --format json | jq '.[0].verificationResult.statement.predicateType'

gh attestation verify dist/ledger.tar.gz -R acme-corp/ledger --signer-workflow acme-corp/platform/.github/workflows/release.yml

doctl compute droplet list --format ID,Name,PublicIPv4,Status --no-header

doctl kubernetes cluster list -o json | jq -r '.[].name'

doctl kubernetes cluster kubeconfig show prod

doctl apps logs 6f1c2a --type run --follow

doctl databases connection 9cc10173

doctl compute snapshot list

doctl registry repository list-tags api

doctl account get

act -l

act --list pull_request

act -l -W .github/workflows/ci.yml

act --graph -j build

argocd version --client

kubecolor get pods -A -o wide

kubecolor describe deploy api -n prod --force-colors

stern --burst 10 -n prod api --no-follow

cosign tree --registry-cacert ca.pem ghcr.io/acme/api:1.2

oc get pods -n payments -o wide

oc whoami --show-server

oc status

eksctl get cluster --region eu-west-1 -o json

eksctl get nodegroup --cluster prod

eksctl utils describe-stacks --cluster prod

cdk --version

kubectl get rs -n prod -l app=api -o custom-columns=NAME:.metadata.name,DESIRED:.spec.replicas,IMAGE:.spec.template.spec.containers[0].image

# [*] matches only a file named with a literal *: one word, starting as written.
kubectl get deploy -n prod -o custom-columns=NAME:.metadata.name,IMAGE:.spec.template.spec.containers[*].image

kubectl get pods -n prod -l app=worker -o jsonpath={.items[0].metadata.name}

# kubectl exec and docker exec run the words after the pod or container
# as a program, without a shell: judged as a wrapper's command.
kubectl -n streaming exec kafka-1 -c kafka -- df -h /var/lib/kafka/data

kubectl -n streaming exec orders-stream-1 -- cat /sys/fs/cgroup/memory.stat | grep -E '^(anon|file) '

kubectl exec deploy/api -n prod -- printenv JAVA_TOOL_OPTIONS

docker exec -it web cat /etc/nginx/nginx.conf

docker container exec -u postgres db ps aux

aws ecr batch-get-image --repository-name gateway --image-ids imageTag=1.9.0 --query 'images[0].imageManifest' --output text | jq '.config.digest'

aws kafka get-bootstrap-brokers --cluster-arn arn:aws:kafka:us-east-1:123456789012:cluster/orders/abc

aws cloudtrail lookup-events --lookup-attributes AttributeKey=EventName,AttributeValue=UpdateNodegroupConfig --max-results 20 | jq -r '.Events[] | "\(.EventTime) \(.Username)"'

aws configservice get-resource-config-history --resource-type AWS::EC2::SecurityGroup --resource-id sg-0a1b2c3d4e5f60789 --limit 5

aws route53 test-dns-answer --hosted-zone-id Z0348127AB1CDE2FGH3 --record-name auth.example.io --record-type A

cmctl status certificate api-tls -n gateway

cmctl inspect secret api-tls -n gateway

cmctl version -o json

cmctl version --client

aws eks describe-update --name acme-prod --update-id "$(aws eks list-updates --name acme-prod --query 'updateIds[-1]' --output text)"

docker compose exec -T redis redis-cli SMEMBERS queues

docker compose exec -T orders-api nc -zv postgres 5432

cilium status --brief

cilium status

cilium connectivity test --help | head

cilium version

hubble observe --namespace orders --verdict DROPPED --last 50

hubble observe --from-pod orders/orders-api --to-namespace payments --protocol tcp --last 100 -o compact

hubble status

hubble list nodes

calicoctl get networkpolicy -n payments -o yaml

calicoctl get globalnetworkpolicy

calicoctl node status

linkerd diagnostics proxy-metrics -n orders deploy/orders-api

linkerd diagnostics endpoints svc.ns.svc.cluster.local:8080

linkerd diagnostics policy -n payments svc/payments-api 8080

linkerd diagnostics controller-metrics

linkerd authz -n payments deploy/payments-api

linkerd identity -n payments -l app=payments-api

linkerd inject --manual deploy/k8s/orders/deployment.yaml

linkerd inject deploy.yaml

istioctl proxy-config log deploy/orders-api -n orders

istioctl x authz check deploy/payments-api -n payments

istioctl kube-inject -f deploy.yaml


aws apigateway get-stages --rest-api-id a1b2c3d4e5 --query 'item[].{stage:stageName,deployment:deploymentId}'

aws apigatewayv2 get-routes --api-id 7xq9k2m1pz --query 'Items[].RouteKey' --output text

aws s3control get-public-access-block --account-id 123456789012

kubectl exec kafka-0 -- bin/kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group checkout-order-events

kubectl -n kafka exec my-cluster-kafka-0 -c kafka -- /opt/kafka/bin/kafka-topics.sh --bootstrap-server localhost:9092 --describe --topic orders.created

kubectl exec redis-0 -- timeout 30 redis-cli --stat

aws wafv2 get-sampled-requests --web-acl-arn "$WAF_ACL_ARN" --rule-metric-name payments-rate-limit --scope REGIONAL --time-window StartTime=$(date -u -d '-1 hour' +%s),EndTime=$(date -u +%s) --max-items 20 | jq '.SampledRequests | length'

# The ingress and mesh images' own debugging tools, read in their
# container: ingress-nginx's /dbg, and the sidecar's Envoy admin API.
kubectl -n ingress-nginx exec deploy/ingress-nginx-controller -- /dbg backends list

kubectl exec -n orders deploy/orders-api -c istio-proxy -- pilot-agent request GET 'stats?filter=upstream_rq_retry' | grep -v ' 0$'
