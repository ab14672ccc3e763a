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
