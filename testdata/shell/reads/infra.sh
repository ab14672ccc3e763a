# Infrastructure and deployment tools used to look (helm.go,
# terraform.go, compose.go, infra.go and kubectl in queries.go).

helm template api ./charts/api -f charts/api/values-prod.yaml

helm template api infra/helm/charts/api -f infra/helm/charts/api/values-prod.yaml --set image.tag=1.2.3 | grep -c '^kind:'

helm template payments deploy/helm/payments --show-only templates/deployment.yaml --namespace prod

helm template ./charts/web --generate-name --kube-version 1.29 --api-versions monitoring.coreos.com/v1 --include-crds

helm lint ./charts/api

helm lint infra/helm/payments -f infra/helm/payments/values-prod.yaml --strict

helm lint charts/api/ --with-subcharts

# charts/api is a folder beside the command (Env.ReadDir shows it), not a
# repository's chart; helm lint takes paths only.
helm template charts/api | grep -c '^kind:'

helm show values charts/api | head -40

helm lint deploy/api

helm show values ./charts/api | head -50

helm show chart deploy/helm/payments

helm show all ./charts/api

helm show readme ./charts/api

helm show crds ./charts/operator

helm dependency list infra/helm/payments

helm dep list ./charts/api

helm list -A

helm ls -n prod --deployed -o json

helm status api -n prod

helm status api -n prod --show-resources -o yaml

helm history api -n prod --max 10

helm get values api -n prod --all

helm get manifest api -n prod --revision 41 | grep image:

helm get notes api -n prod

helm get hooks api -n prod

helm get all api -n prod

helm -n prod get values payments -o json | jq '.replicaCount'

helm --kube-context staging list

helm env

helm version --short

helm search repo bitnami/postgresql --versions

helm repo list

helm plugin list

kustomize build infra/k8s/overlays/prod | grep -B2 -A8 'kind: Deployment'

kustomize build ./overlays/staging --load-restrictor LoadRestrictionsNone

kustomize build

diff <(kustomize build infra/k8s/overlays/staging) <(kustomize build infra/k8s/overlays/prod)

kubectl kustomize infra/k8s/overlays/prod | head -40

kustomize version

kubectl rollout history deploy/api -n prod

kubectl rollout history deploy/api -n prod --revision=42

kubectl rollout status deploy/api -n prod --timeout=1s

# cut -d/ -f2 of -o name is the pod's name, a DNS name.
kubectl -n prod describe pod $(kubectl -n prod get pod -l app=api -o name | head -1 | cut -d/ -f2)

# An unquoted format with brackets: bash keeps it, or makes file names with
# the same format of it, or with nullglob drops it; each only prints.
kubectl get nodes -o custom-columns=NAME:.metadata.name,READY:.status.conditions[-1].status

# A positive --request-timeout ends a watch (checked with kubectl 1.32).
kubectl get pods -n prod -w --request-timeout=30s

kubectl events -n prod --for deploy/api

kubectl get events -n prod --sort-by=.lastTimestamp | tail -20

kubectl wait --for=condition=Available deploy/api -n prod --timeout=5s

kubectl auth whoami

kubectl plugin list

kubectl get pods -n prod --context prod-eu --user readonly

CHECKPOINT_DISABLE=1 terraform -chdir=infra/terraform/envs/prod state list

CHECKPOINT_DISABLE=1 terraform state list -state=terraform.tfstate module.rds

CHECKPOINT_DISABLE=1 terraform -chdir=infra/terraform/envs/prod output -json | jq 'keys'

CHECKPOINT_DISABLE=1 terraform output -raw db_endpoint

CHECKPOINT_DISABLE=1 terraform fmt -check -diff -recursive infra/terraform

CHECKPOINT_DISABLE=1 terraform version

CHECKPOINT_DISABLE=1 terraform -version

CHECKPOINT_DISABLE=1 terraform workspace list

CHECKPOINT_DISABLE=1 terraform workspace show

CHECKPOINT_DISABLE=1 terraform providers

export CHECKPOINT_DISABLE=1; terraform -chdir=infra/prod state list | grep aws_db

export CHECKPOINT_DISABLE=1 && cd infra/prod && terraform output

env CHECKPOINT_DISABLE=1 terraform version -json

docker compose -f deploy/docker-compose.prod.yml config

docker compose -f docker-compose.yml -f docker-compose.ci.yml config | yq '.services.api.image'

docker compose config --services

docker compose -p payments ps -a

docker compose --project-directory deploy ps --format json

docker compose --env-file .env.prod config

docker compose --profile debug --ansi never images

docker compose logs --tail 100 api | grep -i error

docker compose top

docker compose port api 8080

docker compose ls

docker compose version

docker-compose -f docker-compose.yml ps

docker-compose logs --tail=50 worker

docker manifest inspect ghcr.io/acme/api:2.14.0 | jq '.manifests[].platform'

# Without options the tar goes to standard output.
docker save ghcr.io/acme/api:v2.14.0 | tar -t | head

docker image save ghcr.io/acme/api:v2.14.0 | tar -tv | grep layer.tar

docker export api-1 | tar -t | grep '^etc/'

docker system df

skopeo inspect docker://ghcr.io/acme/api:2.14.0 | jq '.Created, .Labels'

skopeo inspect --raw docker://ghcr.io/acme/api:2.14.0

skopeo inspect --config --override-os linux docker://docker.io/library/alpine:3.20

skopeo list-tags docker://ghcr.io/acme/api

skopeo inspect oci:build/layout:v1

crane digest ghcr.io/acme/payments:2.14.0

crane manifest ghcr.io/acme/payments:2.14.0 | jq .

# validate fetches and digests the layers in memory (GET and HEAD only).
crane validate --remote ghcr.io/acme/payments:2.14.0

crane validate --fast --tarball dist/payments.tar

crane config ghcr.io/acme/payments:2.14.0 | jq '.config.Env'

crane ls ghcr.io/acme/payments

crane catalog registry.internal:5000

envsubst < infra/k8s/templates/job.yaml | head -40

envsubst '$IMAGE $TAG' < deploy/job.tpl.yaml

yamllint -d relaxed infra/helm/charts/api/values-prod.yaml

yamllint -c .yamllint -f parsable infra/ansible/

yamllint --strict .github/workflows/ci.yml

kubeconform -summary -strict infra/k8s/base/*.yaml

kubeconform -kubernetes-version 1.29.0 -ignore-missing-schemas -output json rendered.yaml

kustomize build overlays/prod | kubeconform -strict -summary -

kubeval --strict infra/k8s/base/deployment.yaml

promtool check rules infra/monitoring/alerts.yml

promtool check config prometheus/prometheus.yml

promtool test rules infra/monitoring/tests.yml

promtool query instant http://prometheus:9090 'up == 0'

curl -s http://localhost:9100/metrics | promtool check metrics

conftest test -p policy deploy/k8s/deployment.yaml

conftest verify --policy policy

hcl2json infra/terraform/modules/rds/variables.tf | jq '.variable | keys'

jsonnet -J vendor dashboards/api.jsonnet | jq '.panels | length'

jsonnet --ext-str env=prod -y environments/prod/main.jsonnet

kubectl auth can-i list pods -n prod --as=system:serviceaccount:prod:api

kubectl auth can-i --list --as-group=devs --as=jane

opa eval -d policy/ -i input.json 'data.authz.allow'

opa check policy/

opa test policy/ -v

opa fmt --diff policy/

crictl ps -a

crictl logs --tail 100 4f2a

crictl images

crictl inspect 4f2a | jq '.info.pid'

kind get clusters

kind get kubeconfig --name dev | head -5

kubectx

kubens -c

kubectl version --client --output=yaml

helm lint charts/*

amtool check-config alertmanager.yml

amtool alert query --alertmanager.url=http://localhost:9093

amtool silence query -o json

amtool config routes show --config.file alertmanager.yml

flux get kustomizations -A

flux get helmreleases -n flux-system

flux logs --level=error --since=1h

flux tree kustomization flux-system

flux check

CHECKPOINT_DISABLE=1 terraform state pull | jq -r '.serial'

find deploy -name '*.yaml' | xargs yamllint -d relaxed

git ls-files '*.tf' | xargs -n1 hcl2json | jq -c '.variable // {} | keys'

# helm's own commands print their help instead of running.
helm template --help | grep -c -- '--set'

helm upgrade -h | head -5

# Loki's logcli queries.
logcli query --since=1h --limit=200 '{app="api", env="prod"} |= "status=500"' 2>/dev/null || true

logcli labels app 2>/dev/null || true

# Deprecated-API scanners print their findings.
pluto detect-files -d deploy/k8s -o wide 2>/dev/null || true

pluto detect-helm -A --target-versions k8s=v1.29.0 2>/dev/null || true

kubent --target-version 1.29.0 -o json 2>/dev/null || true

# kubent off the cluster (pflag's -c=false) reads the rendered files.
kubent -c=false -f deploy/rendered/ -t 1.30.0 2>/dev/null || true

kubent -c=false -f a -f b -o csv 2>/dev/null || true

# Fairwinds nova compares the cluster's releases and images with the newest.
nova find --helm --wide 2>/dev/null || true

nova find --containers --format table 2>/dev/null || true

# polaris audits rendered manifests.
polaris audit --audit-path deploy/rendered --format pretty --only-show-failed-tests 2>/dev/null || true

for c in infra/helm/charts/*/; do helm lint "$c" --quiet >/dev/null 2>&1 && echo "ok $c" || echo "FAIL $c"; done

helm lint "charts/$x"
