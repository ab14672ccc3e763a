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
