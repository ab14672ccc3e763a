# Ways around the reads of reads/hashi.sh.

terraform fmt infra/terraform

terraform fmt -diff -recursive infra/terraform

terraform fmt -check=false infra/terraform

terraform fmt -write=true

terraform state rm module.cache

terraform state push terraform.tfstate

terraform state mv aws_instance.a aws_instance.b

terraform workspace new staging

terraform workspace select prod

terraform apply -- -help

terraform apply -auto-approve "$h"

terraform apply -auto-approve $flags -help

terraform plan -help -install-autocomplete

terraform -install-autocomplete

terraform apply -help=true

terraform -chdir infra apply -help=1

terraform providers lock -platform=linux_amd64

terraform providers mirror ./mirror

terraform output -state-out=x

terraform state list -backup=x

terraform -chdir=$d state list

terraform init -help -upgrade ; terraform init

terraform plan -out=tfplan

terraform console

top

top -n 1

top -b

top -o -b -n 1

top -b -d 1

top -b -n1 -w abc

top -b -n1 $opts


htop

atop -w /tmp/atop.raw 1 1

kubectl apply -f infra/k8s/base/

kubectl apply --dry-run=server -f infra/k8s/base/

kubectl apply --dry-run=none -f infra/k8s/base/

kubectl apply --dry-run=client --dry-run=none -f infra/k8s/base/

kubectl apply -f x.yaml --dry-run="$mode"

kubectl apply -f x.yaml --dry-run=client $extra

kubectl apply --dry-run=client --server-side -f x.yaml

kubectl apply --dry-run=client --prune --all -f infra/k8s/

kubectl create --raw /api/v1/namespaces/default/configmaps -f cm.json --dry-run=client

kubectl replace --raw /api/v1/namespaces/default/configmaps/x -f cm.json --dry-run=client

kubectl delete --raw /api/v1/namespaces/default/pods/x --dry-run=client

kubectl replace --force -f pod.yaml --dry-run=client

kubectl create --edit -f x.yaml --dry-run=client

kubectl create -e -f x.yaml --dry-run=client

kubectl apply edit-last-applied deploy/api --dry-run=client

kubectl apply -k github.com/acme/deploy//overlays/prod --dry-run=client

kubectl delete pod api-1 --dry-run=client --kubeconfig ./kubeconfig

kubectl delete pod api-1 --dry-run=client --cache-dir /tmp/kc

kubectl diff -f infra/k8s/base/

kubectl scale deploy/api --replicas=0

kubectl delete pod x --dry-run client --now; kubectl delete pod x

for cj in $(kubectl get cronjobs -n $ns -o name); do kubectl delete $cj --dry-run=client; kubectl delete $cj; done

for p in $(kubectl get pods -n "$ns" -o name); do kubectl delete "$p" -n "$ns"; done

ansible-playbook infra/ansible/site.yml --syntax-check

ansible-playbook -i infra/ansible/inventory/prod.ini infra/ansible/site.yml --list-tasks

ansible-playbook -i infra/ansible/inventory/prod.ini infra/ansible/site.yml --check

ansible all -i infra/ansible/inventory/prod.ini -m ping

ansible web -i infra/ansible/inventory/prod.ini -a 'uptime'

cd withcfg && ansible --version

cd withcfg && ansible-inventory -i ../infra/ansible/inventory/prod.ini --graph

ansible-config init --disabled -t all

ansible-config dump -t all

ansible-doc -t filter -l

ansible-doc -M infra/ansible/library -l

ansible-doc --playbook-dir infra/ansible my_module

ansible-inventory -i infra/ansible/inventory/ec2.py --list

ansible-inventory -i infra/ansible/inventory/dyn.ini --list

ansible-inventory -i infra/ansible/inventory/aws_ec2.yml --graph

ansible-inventory -i infra/ansible/inventory --graph

ansible-inventory -i infra/ansible/inventory/prod.ini --list --output /tmp/inv.json

ansible-inventory -i infra/ansible/inventory/prod.ini --list --playbook-dir infra/ansible

ansible-inventory -i infra/ansible/inventory/prod.ini --list --vault-password-file infra/ansible/vault-pass.sh

ansible-inventory -i infra/ansible/inventory/prod.ini --list -e @vars.yml

ansible-inventory -i "$inv" --graph

ansible-inventory --graph

ansible-galaxy collection install -r requirements.yml

ansible-vault encrypt group_vars/all/vault.yml

ansible-pull -U https://github.com/acme/ops.git

docker buildx ls

docker buildx inspect

docker buildx inspect --bootstrap

docker buildx du

docker buildx imagetools inspect acme/api:2.4.0

docker buildx use builder-2

docker buildx create --use --name ci

docker exec api --help

docker run alpine --help

docker run --rm alpine sh -c 'echo --help'

docker compose run web --help

docker compose exec web --help

docker container run alpine --help

docker "$verb" --help

docker buildx version --debug

terraform fmt -write=false -write=true infra/terraform

terraform fmt -write="$w" infra/terraform

terraform fmt - infra/terraform

kubectl apply set-last-applied -f deploy.yaml --create-annotation

terraform -chdir=tflocal validate

cd tfinit && terraform show -json

terraform -chdir=tflocal graph -type=plan

terraform -chdir="$d" state show aws_db_instance.main

terraform console

terraform -chdir=tflocal state show -no-color 'module.eks.aws_iam_role.cluster[0]'

terraform -chdir=tfinit state list -no-color

terraform state rm -no-color 'module.eks.aws_iam_role.cluster[0]'
