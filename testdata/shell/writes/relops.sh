# Release checks and operations queries (relops.go): what writes, changes
# remote state or runs code the line does not show.
# wget records HSTS policies in ~/.wget-hsts unless --no-hsts.
wget --spider https://example.com/

wget --spider http://127.0.0.1:9/

wget -qO- https://example.com/

wget -q -O - http://127.0.0.1:9/metrics

wget -qSO- http://127.0.0.1:9/

wget --spider --no-hsts -r https://example.com/

wget --spider --no-hsts -o spider.log https://example.com/

wget --spider --no-hsts -O out.html https://example.com/

wget --spider --no-hsts --output-document=out https://example.com/

wget --no-hsts https://example.com/x.tar.gz

wget --no-hs --spider https://example.com/

wget --spider --no-hsts --hsts-file=/tmp/h https://example.com/

wget --spider --no-hsts -e robots=off https://example.com/

wget --spider --no-hsts $opts https://example.com/

wget --spider --no-hsts -t$n https://example.com/

wget --spider --no-hsts --post-data=x=1 https://example.com/

wget --spider --no-hsts -i urls.txt

wget --no-hsts -c -O - https://example.com/

wget --spider --no-hsts -N https://example.com/

pg_upgrade --check -b /usr/lib/postgresql/14/bin -B /usr/lib/postgresql/15/bin -d old -D new

pg_upgrade -d old -D new --version

pg_upgrade -V -d old -D new

pg_upgrade

pg_upgrade "$opt"

ncdu

ncdu /var/log

ncdu -o scan.json /

ncdu -v -o scan.json /

ncdu --version /

ncdu -x -

ncdu $flag

ncdu -f scan.json

ncdu -0xo /var

ncdu -o - -f scan.json

ncdu -o - "$DIR"

ncdu -o-x /

rq info

rq info --url redis://localhost:6379

rq info -i 5 -Q

rq empty default

rq requeue --all

rq suspend

rq worker --burst

rq info -c settings

rq "$cmd" --help

rq --help extra

celery -A proj inspect active

celery -A proj status

celery status

celery inspect ping

celery -A proj --version

celery --app=proj inspect --help

celery -A proj control shutdown

celery -A proj purge -f

goreleaser check

goreleaser release --snapshot --clean

goreleaser build --single-target

gem spec demo.gemspec

gem spec ./demo.gemspec version

gem spec rake build_extensions

gem spec pkg/demo-1.0.0.gem activate

gem specification rake exit

gem spec rake version extra

gem spec rake "$field"

gem spec pkg/demo-1.0.0.gem --remote

gem spec rake --spec-dir specs

gem spec rake --config-file ./gemrc version

gem spec rake -r version

gem spec rake --rem version

jdeps --dot-output out app.jar

jdeps -dotoutput out app.jar

jdeps --generate-module-info src app.jar

jdeps --system ./jdk app.jar

# aws: a run-time word that may start with a dash after a list parameter,
# a switch or an abbreviation of a list becomes a global option
# (--endpoint-url=http://host/path POSTs the request there).
aws ec2 describe-instances --instance-ids "$ID"

aws elbv2 describe-target-groups --target-group-arn "$TG_ARN"

aws ecs describe-clusters --cluster "$C"

aws ecs describe-services --cluster "$CLUSTER" --services "$SVC"

aws ec2 describe-instances --dry-run "$X"

aws elbv2 describe-target-health --target-group-arn "$TG_ARN" extra

aws elbv2 describe-target-health --target-group-arn $TG_ARN

aws elbv2 describe-target-health --target-group-arn "$TG_ARN" "$MORE"

aws elbv2 describe-target-health --target-group-arn "$TG_ARN" -- x

aws lambda get-function --function-name "$FN" --reg us-east-1 x

aws logs tail "$GROUP" --since 1h

aws s3 ls "$PATH_ARG"

aws "$SVC" describe-instances

aws ec2 "$OP"

aws ec2 describe-$WHAT

aws ssm get-parameter --name "$P" --endpoint-url http://127.0.0.1:9/

aws ssm get-parameter --name "$P" --cli-input-json file://req.json

aws cloudformation describe-stacks --stack-name "$S" --no-such-option "$X"

aws ec2 describe-snapshots --owner-id "$OWNER"

aws medialive describe-input-device-thumbnail --input-device-id x out.jpg

aws medialive describe-input-device-thumbnail --input-device-id "$ID" "$OUT"

aws ec2 describe-instance-status --instance-id "$IID"

aws elbv2 describe-load-balancers --name "$LB"

aws ssm get-parameters --name "$P"

aws ssm describe-parameters --parameter-filters "$F"

aws cloudtrail describe-trails --trail-name "$T"

aws ec2 describe-images --owner "$OWNER"

aws ec2 describe-instances --endp*=http://127.0.0.1:9/

aws ec2 describe-instances --filters *

gdu -n -o scan.json src

gdu src

gdu -n -l gdu.log src

gdu -n --config-file notes.yaml src

gdu -n --write-config src

gdu -n --use-storage src

# gdu matches --config-file in all its arguments joined by spaces: a
# directory, a value or a word after -- names the configuration, which
# can set the log and output files.
gdu -n x--config-file=notes.yaml

gdu -n -- ./--config-file=notes.yaml

gdu -n -i /x--config-file notes.yaml src

gdu -n *
