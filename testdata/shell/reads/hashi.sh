# Infrastructure CLIs read without a switch that only silences a tool
# cache (internal/shell/caches.go): terraform (terraform.go).

terraform -chdir=infra/terraform state list | grep -E 'aws_(db_instance|elasticache)'

terraform fmt -check -diff -recursive infra/terraform

terraform -chdir=infra/terraform/envs/staging providers

terraform -chdir=infra/terraform/envs/ci output -json | jq 'keys'

terraform output -raw db_endpoint

terraform output -no-color vpc_id

terraform state list module.network

terraform state pull | jq '.resources[] | select(.type == "aws_db_instance") | .instances[0].attributes.engine_version'

terraform workspace list

terraform workspace show

terraform version -json | jq -r '.terraform_version'

terraform -version

terraform --version

terraform fmt -check infra/terraform/modules/rds

terraform fmt -check -list=true -recursive .

terraform -help plan | head -30

terraform -help

terraform apply -help | grep -A2 -- -auto-approve

terraform state mv -h

terraform -chdir=infra/terraform import --help

cd infra/terraform/envs/prod && terraform output -json | jq -r '.db_endpoint.value'

for d in infra/terraform/envs/*/; do terraform -chdir="$d" version; done

top -b -n 1 -o %CPU | head -20

top -bn1 | head -15

top -b -n 1 -o %MEM -w 200 | sed -n '7,20p'

top -b -n 2 -d 0.5 -p 1

top -b -n1 -H -p "$(pgrep -o sshd)"

top -b -n 1 -u postgres -c

top -b -n 1 -E g -e m | head -5

top -b -n1 -1 -i

top --batch-mode --iterations=1 --sort-override=RES

top -O | head

top -h

# kubectl's client-side dry runs print what they would send (opsclis.go).

kubectl apply --dry-run=client -f infra/k8s/cronjobs/nightly-compaction.yaml -o yaml | yq '.spec.jobTemplate.spec.backoffLimit'

kubectl apply -f infra/k8s/base/ -R --dry-run=client

kubectl apply -k infra/k8s/overlays/prod --dry-run=client -o yaml | grep -n image:

kubectl create --dry-run=client -f infra/k8s/jobs/migrate.yaml -o json | jq '.spec.template.spec.containers[0].args'

kubectl create secret generic db-creds --from-literal=user=app --dry-run=client -o yaml

kubectl create configmap app-config --from-file=config/app.yaml --dry-run=client -o yaml | head -20

kubectl create job manual-compaction --from=cronjob/nightly-compaction -n data --dry-run=client -o yaml

kubectl -n prod delete pod api-7c9f --dry-run=client

kubectl delete -f infra/k8s/legacy/ --dry-run=client

kubectl patch deploy api -n prod -p '{"spec":{"replicas":3}}' --dry-run=client -o yaml | yq '.spec.replicas'

kubectl label ns data team=storage --dry-run=client -o yaml

kubectl set image deploy/api api=acme/api:2.4.1 -n prod --dry-run=client -o yaml | grep image:

kubectl scale deploy/api --replicas=0 -n staging --dry-run=client

kubectl run debug --image=busybox:1.36 --restart=Never --dry-run=client -o yaml

kubectl replace -f infra/k8s/base/api-service.yaml --dry-run=client

kubectl apply --dry-run -f infra/k8s/base/namespace.yaml

ns=data; for cj in $(kubectl get cronjobs -n "$ns" -o name); do kubectl get "$cj" -n "$ns" -o jsonpath='{.metadata.name}'; done

for d in $(kubectl get deploy --context="$ctx" -o name); do kubectl rollout status "$d" --context="$ctx"; done

# ansible where no ansible.cfg is beside the command (opsclis.go).

ansible --version

ansible-playbook --version | head -1

ansible-config dump --only-changed

ansible-config list | grep -A3 DEFAULT_FORKS

ansible-doc -s ansible.builtin.apt

ansible-doc ansible.builtin.systemd | head -40

ansible-doc -l | grep -i postgres

ansible-doc -t module -j ansible.builtin.copy | jq '.[].doc.options | keys'

ansible-inventory -i infra/ansible/inventory/prod.ini --graph

ansible-inventory -i infra/ansible/inventory/prod.ini --list | jq '.web.hosts'

ansible-inventory -i infra/ansible/inventory/prod.ini --host web1

ansible-inventory -i infra/ansible/inventory/staging --graph --vars

ansible-inventory -i infra/ansible/inventory/hosts.json --list -y

cd infra/ansible && ansible-inventory -i inventory/prod.ini --graph db

# docker and podman help, and docker buildx version (opsclis.go).

docker compose --help | grep -A2 'config'

docker compose up --help | grep -- --wait

docker run --help | grep -i -- --mount

docker buildx build --help

docker --help | head -40

docker image prune -h

docker-compose logs --help

podman run --help | grep userns

docker buildx version

terraform fmt -write=false -diff infra/terraform/modules/rds

terraform fmt - < infra/terraform/modules/rds/main.tf | diff infra/terraform/modules/rds/main.tf -

kubectl apply view-last-applied deploy/api -n prod -o yaml

terraform validate -json | jq '.diagnostics[].summary'

terraform -chdir=infra/terraform/modules/rds validate

terraform show -json | jq '.values.root_module.resources | length'

terraform state show module.rds.aws_db_instance.main

terraform graph | head -20

terraform -chdir=infra/envs/prod state show -no-color 'module.eks.aws_iam_role.cluster[0]'

terraform -chdir=infra/envs/prod state list -no-color | grep aws_iam_role

terraform state list -no-color module.eks
