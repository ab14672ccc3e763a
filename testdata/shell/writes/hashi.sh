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

top -b -n1 -p $(pgrep java)

htop

atop -w /tmp/atop.raw 1 1
