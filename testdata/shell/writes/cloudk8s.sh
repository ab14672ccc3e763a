# Ways around the cluster, mesh, secrets and supply-chain reads
# (reads/cloudk8s.sh), and the platform CLIs that write on every run.

stern --kubeconfig ./kubeconfig app

stern app --config ./stern.yaml

stern $opt app

istioctl install -y

istioctl proxy-config log productpage-v1 --level debug

istioctl pc log deploy/reviews -r

istioctl dashboard kiali

istioctl bug-report

istioctl -c ./kubeconfig analyze

istioctl waypoint apply -n default

linkerd inject deploy.yaml | kubectl apply -f -

linkerd viz dashboard

linkerd --api-addr 10.0.0.1:8085 check

velero backup create nightly

velero backup describe nightly --details

velero backup logs nightly

velero version

velero plugin get

velero get backups --log_dir /tmp/velero

vault kv put secret/app password=x

vault write auth/approle/login role_id=x

vault read database/creds/readonly

vault read aws/creds/deploy

vault read identity/oidc/token/app

vault kv get database/creds/readonly

vault kv get -mount=database creds/readonly

vault kv get gcp/roleset/deployer/token

vault login

vault token create -policy=admin

vault kv get -wrap-ttl=5m secret/app

vault kv get -address=https://vault.example.com secret/app

vault kv get $path

consul kv put config/x 1

consul exec uptime

consul watch -type key -key x ./handler.sh

consul lock app ./run.sh

consul snapshot save backup.snap

consul members -http-addr=10.0.0.9:8500

nomad job run api.nomad

nomad alloc exec 8a3f12 sh

nomad node drain -enable -yes node-1

nomad status -address=http://10.0.0.9:4646

nomad var put app/config a=1

cosign sign ghcr.io/acme/api:1.2

cosign tree --output-file tree.txt ghcr.io/acme/api:1.2

cosign attach sbom --sbom sbom.json ghcr.io/acme/api:1.2

k9s -n prod

popeye -n prod

argocd app list

argocd app sync api

syft dir:. -o spdx-json=sbom.json

dive --ci api:latest

packer validate .

terragrunt plan

pulumi preview

fly status

circleci config validate

doctl compute droplet delete web-1 -f

doctl compute droplet c list

doctl kubernetes cluster kubeconfig save prod

doctl serverless functions list

doctl --config ./doctl.yaml compute droplet list

doctl compute droplet --unknown x list

doctl kubernetes cluster kubeconfig show prod --save

doctl invoice pdf 8b1f invoice.pdf

act

act push -j test

act -l -w

act --list=false

act -l -s GITHUB_TOKEN=x

argocd version

kubecolor delete pod api-1

kubecolor --kubeconfig ./kubeconfig get pods

kubecolor exec -it api-1 -- sh

helmfile list

minikube status

oc project payments

oc login https://api.cluster.example.com:6443

oc rsh api-1

eksctl utils write-kubeconfig --cluster prod

eksctl get cluster --dumpLogs

eksctl scale nodegroup --cluster prod -N 3 ng-1

cdk synth

cdk --version --app 'node bin/app.js' synth

vault kv get -header=X-Vault-Wrap-TTL=5m secret/app

kubectl -A events delete --all

kubectl --all-namespaces get delete pods --all

istioctl --all analyze waypoint delete

istioctl -A version x waypoint delete --all

# kubectl exec and docker exec: the command in the container is judged,
# and options that change what runs are refused.
kubectl exec api-0 -- rm -rf /var/cache/app

kubectl exec api-0 -- sh -c 'echo x > /tmp/f'

kubectl exec api-0 ls -la

kubectl exec -c -- api-0 -- touch /tmp/x

kubectl exec -i api-0 -- psql < migrate.sql

docker exec -e GIT_EXTERNAL_DIFF=/tmp/x web git diff

docker exec -d web sleep 100000

docker exec web git log --output=/tmp/x

aws ecr batch-delete-image --repository-name gateway --image-ids imageTag=1.9.0

aws kafka update-broker-count --cluster-arn arn:aws:kafka:us-east-1:123456789012:cluster/orders/abc --current-version K1 --target-number-of-broker-nodes 6

aws cloudtrail stop-logging --name management-events

aws configservice delete-config-rule --config-rule-name s3-public

kubectl delete pod api-0 --dry-run=client --dry_run=none

printf '!touch /tmp/p\nq' | podman exec -it web less /etc/hosts

cmctl renew api-tls -n gateway

cmctl approve api-tls-7x2k -n gateway

cmctl create certificaterequest api-tls-cr --from-certificate-file api-tls.yaml --fetch-certificate

cmctl convert -f certificate.yaml --output-version cert-manager.io/v1 -o converted.yaml

cmctl experimental install

cmctl upgrade migrate-api-version

cmctl status certificate api-tls -n gateway --kubeconfig ./kubeconfig

cmctl inspect secret api-tls --as system:admin

docker compose exec -T -e PAGER='sh -c id' web git log

docker compose exec -T web sh -c 'rm -rf /var/cache/app'

# Stopping docker/kubectl exec leaves the command running in the
# container (docker/cli#2607, kubernetes#89031).
timeout 30 docker exec web ping example.com

kubectl exec api-0 -- tail -f /var/log/app.log

# Service-mesh and CNI clients: log levels, files written, pods deployed,
# other servers and configurations.
istioctl pc log deploy/orders-api -n orders --level debug

istioctl proxy-config log deploy/orders-api --reset

istioctl zc log

istioctl kube-inject -f deploy.yaml -o deploy-injected.yaml

istioctl kube-inject -f deploy.yaml --output=deploy.yaml

linkerd diagnostics proxy-metrics deploy/orders-api --kubeconfig ./kubeconfig

linkerd --manual check install

linkerd viz tap deploy/orders-api -n orders --max-rps 5

linkerd viz top deploy/orders-api

cilium connectivity test

cilium install --version 1.16.1

cilium uninstall

cilium upgrade

cilium sysdump

cilium clustermesh enable

cilium hubble enable

cilium status --wait --wait-duration 100h

cilium status --kubeconfig ./kubeconfig

cilium-dbg status -H unix:///tmp/evil.sock

hubble observe -f

hubble observe --follow --namespace orders

hubble observe --config ./hubble.yaml --last 10

hubble --server relay.example.org:4245 observe --last 10

hubble config set server relay.example.org:4245

calicoctl apply -f policy.yaml

calicoctl create -f policy.yaml

calicoctl replace -f policy.yaml

calicoctl delete globalnetworkpolicy allow-dns

calicoctl patch node node-1

calicoctl label nodes node-1 zone=a

calicoctl ipam release

calicoctl datastore migrate lock

calicoctl node run

calicoctl get networkpolicy -c ./calicoctl.cfg

calicoctl get networkpolicy --config=./calicoctl.cfg


aws apigateway get-export --rest-api-id a1b2c3d4e5 --stage-name prod --export-type oas30 openapi.json

aws apigateway get-sdk --rest-api-id a1b2c3d4e5 --stage-name prod --sdk-type javascript sdk.zip

docker compose exec -T kafka bin/kafka-topics.sh --bootstrap-server localhost:9092 --list

kubectl exec kafka-0 -- bin/kafka-topics.sh --bootstrap-server localhost:9092 --delete --topic orders.created

kubectl exec kafka-0 -- tmp/kafka-topics.sh --bootstrap-server localhost:9092 --list

kubectl exec redis-0 -- redis-cli monitor

kubectl exec redis-0 -- redis-cli --latency-history -i 5

# cosign's verify commands: a key from a KMS or a cluster runs credential
# programs; a PKCS#11 key loads a module; --output-file writes its log;
# --policy evaluates Rego (http.send); --k8s-keychain runs gcloud.
cosign verify --key awskms:///alias/release ghcr.io/acme/api:1.2

cosign verify --key k8s://sigstore/cosign-keys ghcr.io/acme/api:1.2

cosign verify-blob --key 'pkcs11:token=release;object=cosign' --signature dist/app.sig dist/app.tar.gz

cosign verify --key cosign.pub --output-file verify.log ghcr.io/acme/api:1.2

cosign verify-attestation --type slsaprovenance --policy policy.rego --key cosign.pub ghcr.io/acme/api:1.2

cosign verify --k8s-keychain --key cosign.pub ghcr.io/acme/api:1.2

cosign verify --sk --key cosign.pub ghcr.io/acme/api:1.2

cosign verify --local-image --key cosign.pub ./saved-image

cosign verify --key "$COSIGN_KEY" ghcr.io/acme/api:1.2

# rekor-cli: upload adds to the log; loginfo stores the checkpoint.
rekor-cli upload --artifact dist/app.tar.gz --signature dist/app.sig --public-key cosign.pub

rekor-cli loginfo

rekor-cli loginfo --store_tree_state false

rekor-cli search --sha 5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03 --config ./rekor.yaml

# gh attestation download writes the bundles to files.
gh attestation download oci://ghcr.io/acme/api:1.2 --owner acme

gh attestation verify dist/app.tar.gz --owner acme --output x.json

aws --cli-auto-prompt ec2 describe-instances

# Envoy's admin API changes the proxy through POST: quitquitquit stops it.
kubectl exec -n orders deploy/orders-api -c istio-proxy -- pilot-agent request POST quitquitquit
