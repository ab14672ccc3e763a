# Ways around the infrastructure reads (reads/infra.sh).

helm install api ./charts/api

helm upgrade --install api ./charts/api -n prod

helm rollback api 41 -n prod

helm uninstall api -n prod

helm pull bitnami/nginx

helm package ./charts/api

helm push api-1.0.0.tgz oci://ghcr.io/acme

helm repo add bitnami https://charts.bitnami.com/bitnami

helm repo update

helm dependency update ./charts/api

helm dependency build ./charts/api

helm template api ./charts/api --post-renderer ./kustomize.sh

helm template api ./charts/api --post-renderer=./hook

helm template api ./charts/api --output-dir out

helm template api ./charts/api --output-dir=out

helm template api ./charts/api --dependency-update

helm template api bitnami/nginx

helm template api oci://ghcr.io/acme/charts/api

helm template api nginx --repo https://charts.bitnami.com/bitnami

helm show values bitnami/nginx

helm lint ./charts/api --kubeconfig /tmp/k

helm list --kubeconfig=/tmp/k

helm --kube-token abc list

helm status api --kube-apiserver https://10.0.0.1

helm template api ./charts/api -f s3://bucket/values.yaml

helm template api ./charts/api --registry-config notes.md

helm diff upgrade api ./charts/api

helm secrets view secrets.yaml

helm -n list uninstall api

helm template api "$chart"

helm get values "$release" $opts

helm template api ./charts/api --post-ren=./x

kustomize build --enable-alpha-plugins overlays/prod

kustomize build --enable-exec overlays/prod

kustomize build --enable-helm overlays/prod

kustomize build overlays/prod --helm-command ./fake-helm

kustomize build overlays/prod -o out.yaml

kustomize build overlays/prod --output=out/

kustomize build github.com/acme/k8s//overlays/prod?ref=main

kustomize build https://github.com/acme/k8s.git

kustomize edit set image api=api:2

kubectl kustomize --enable-helm overlays/prod

kubectl kustomize overlays/prod -o out.yaml

kubectl rollout undo deploy/api -n prod

kubectl rollout restart deploy/api -n prod

kubectl rollout pause deploy/api

kubectl diff -f deploy.yaml

kubectl port-forward svc/api 8080:80

kubectl proxy --port 8001

kubectl get pods -w

kubectl get pods --watch-only

# --request-timeout=0 is no timeout: the watch never ends.
kubectl get pods -w --request-timeout=0

kubectl events --watch

kubectl get pods --as system:admin

kubectl get pods --token abc

kubectl get pods --server https://10.0.0.1

kubectl get pods --profile cpu

kubectl logs deploy/api --cache-dir /tmp/x

kubectl get pods --username admin

CHECKPOINT_DISABLE=1 terraform fmt

CHECKPOINT_DISABLE=1 terraform fmt -recursive infra/terraform

CHECKPOINT_DISABLE=1 terraform fmt -diff infra/terraform

CHECKPOINT_DISABLE=1 terraform fmt -check -check=false

CHECKPOINT_DISABLE=1 terraform fmt -check=false -write=true

CHECKPOINT_DISABLE=1 terraform init

CHECKPOINT_DISABLE=1 terraform plan

CHECKPOINT_DISABLE=1 terraform apply -auto-approve

terraform -chdir=tflocal validate

CHECKPOINT_DISABLE=1 terraform console

cd tflocal && terraform graph

terraform -chdir=/project/tflocal show -json tfplan

cd tflocal; terraform state show aws_instance.web

CHECKPOINT_DISABLE=1 terraform state rm aws_instance.web

CHECKPOINT_DISABLE=1 terraform state mv a b

CHECKPOINT_DISABLE=1 terraform import aws_instance.web i-123

CHECKPOINT_DISABLE=1 terraform taint aws_instance.web

CHECKPOINT_DISABLE=1 terraform workspace new prod

CHECKPOINT_DISABLE=1 terraform workspace select prod

CHECKPOINT_DISABLE=1 terraform providers lock

CHECKPOINT_DISABLE=1 terraform providers mirror /tmp/m

CHECKPOINT_DISABLE=1 terraform providers schema -json

CHECKPOINT_DISABLE=1 terraform -chdir=$d state list

CHECKPOINT_DISABLE=1 terraform -chdir infra state list

CHECKPOINT_DISABLE=1 terraform output -state-out=x

CHECKPOINT_DISABLE=1 terraform $verb

CHECKPOINT_DISABLE=1 terraform refresh

docker compose up -d

docker save -o api.tar ghcr.io/acme/api:v2.14.0

docker save --output api.tar ghcr.io/acme/api:v2.14.0

docker save ghcr.io/acme/api:v2.14.0 > api.tar

podman save --format oci-dir ghcr.io/acme/api:v2.14.0

docker container export -o fs.tar api-1

docker compose -f notes.md config

docker compose -f - config

docker compose -f https://github.com/acme/stack.git#main:compose.yml config

docker compose -f oci://docker.io/acme/stack:latest config

docker compose -f git@github.com:acme/stack.git config

docker compose -f github.com/acme/stack/compose.yml config

docker compose -f "$f" ps

docker compose --env-file notes.md config

docker compose --project-directory https://github.com/acme/stack.git ps

docker compose config -o out.yml

docker compose config --output=out.yml

docker compose logs -f api

docker compose logs --follow

docker compose events

docker compose exec api sh

docker compose run --rm api migrate

docker compose down -v

docker compose pull

docker compose build

docker compose restart api

docker compose --dry-run up

docker-compose up -d

docker-compose -H tcp://10.0.0.1:2375 ps

docker-compose -f notes.md config

docker manifest create ghcr.io/acme/api:latest ghcr.io/acme/api:amd64

docker manifest push ghcr.io/acme/api:latest

docker buildx imagetools create -t ghcr.io/acme/api:latest ghcr.io/acme/api:1

docker buildx imagetools inspect ghcr.io/acme/api:latest

skopeo copy docker://a docker://b

skopeo delete docker://ghcr.io/acme/api:old

skopeo login ghcr.io

skopeo inspect --authfile notes.md docker://ghcr.io/acme/api

skopeo inspect containers-storage:localhost/api

skopeo inspect docker-archive:api.tar

skopeo --policy notes.md inspect docker://x

skopeo --tmpdir /tmp/x inspect docker://x

skopeo inspect "$img"

skopeo sync --src docker --dest dir ghcr.io/acme/api /tmp/x

crane pull ghcr.io/acme/api:1 api.tar

crane push api.tar ghcr.io/acme/api:1

crane cp a b

crane tag ghcr.io/acme/api:1 latest

crane delete ghcr.io/acme/api:old

crane mutate ghcr.io/acme/api:1 --label a=b

crane export ghcr.io/acme/api:1 fs.tar

crane auth login ghcr.io -u x -p y

crane auth get ghcr.io

kubeconform -cache /tmp/schemas deploy.yaml

kubeconform -cache=/tmp/schemas deploy.yaml

jsonnet -o out.json main.jsonnet

jsonnet --output-file=out.json main.jsonnet

jsonnet -m out/ main.jsonnet

jsonnet -c -m out main.jsonnet

jsonnet -Jo out.json main.jsonnet

jsonnetfmt -i main.jsonnet

promtool tsdb create-blocks-from openmetrics metrics.txt data/

promtool debug all http://prometheus:9090

promtool push metrics http://pushgateway:9091/metrics/job/x

promtool test rules --junit=report.xml tests.yml

promtool --enable-feature check tsdb create-blocks-from openmetrics m.txt d/

conftest pull https://example.com/policy.tar.gz

conftest test --update https://example.com/policy deploy.yaml

conftest fmt policy/

cue export -o out.yaml ./...

cue cmd deploy

cue fmt ./...

cue eval ./...

ansible all -i inventory.ini -m shell -a 'rm -rf /tmp/x'

ansible-playbook site.yml

ansible-playbook site.yml --syntax-check

ansible-inventory -i inventory.ini --graph

ansible-galaxy install -r requirements.yml

regctl image copy a b

envsubst < tpl.yaml > out.yaml

yamllint -d relaxed x.yaml > report.txt

hcl2json main.tf > main.json

kubectl auth can-i list pods --as=jane --token=abc

kubectl auth reconcile -f rbac.yaml

kubectl get pods --as=jane

opa fmt -w policy/

opa build -o bundle.tar.gz policy/

opa run --server policy/

crictl rm 4f2a

crictl exec -it 4f2a sh

crictl logs -f 4f2a

crictl --config notes.md ps

crictl -r unix:///run/other.sock ps

kind create cluster

kind delete cluster --name dev

kind export kubeconfig --name dev

kubectx prod

kubens kube-system

kubectx -d staging

amtool silence add alertname=Down --duration 2h

amtool silence expire 8a9b

amtool silence import < silences.json

amtool alert add alertname=Test

flux reconcile kustomization apps --with-source

flux suspend helmrelease api

flux logs -f

flux get kustomizations --watch

flux --kubeconfig notes.md get all

flux get all --kubeconfig=/tmp/k

flux bootstrap github --owner acme

flux diff kustomization apps --path ./clusters/prod

kubectl version --client-certificate=/tmp/c

helm template "charts/$x"

opa eval 'http.send({"method": "POST", "url": "http://api.internal/v1/reset"})'

opa eval --stdin <<< 'http.send({"method": "DELETE", "url": "http://x"})'

docker buildx ls

docker buildx inspect

CHECKPOINT_DISABLE=1 terraform state push terraform.tfstate


# A chart path that does not exist beside the command is a repository's
# chart, downloaded into helm's cache.
helm template charts/web

helm show values charts/missing

# A plugin's command takes --help itself.
helm diff upgrade api ./charts/api --help

logcli query --part-path-prefix=/tmp/parts --parallel-duration=1h --parallel-max-workers=4 '{app="api"}'

kubent -O report.json

kubent --output-file=report.json

pluto detect-helm --kubeconfig ./evil-kubeconfig

kubent -c=false -f deploy/app.yaml -O report.csv -o csv

nova find --helm --output-file nova.json

nova generate-config --config nova.yaml

polaris audit --audit-path deploy --output-file polaris.json

polaris fix --files-path deploy --checks all

polaris audit --helm-chart charts/api
