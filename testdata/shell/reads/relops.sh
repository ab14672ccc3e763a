# Release checks and operations queries (relops.go; wget in queries.go,
# gem specification in pkg.go).
wget --spider --no-hsts http://127.0.0.1:9/ 2>&1 || true

wget --spider --no-hsts -S http://127.0.0.1:9/healthz 2>&1 | grep -i 'HTTP/' || true

wget -q --spider --no-hsts --timeout=5 --tries=1 http://127.0.0.1:9/ && echo up || echo down

wget --no-hsts --spider -nv -T 3 -t 1 https://127.0.0.1:9/release/v1.2.3.tar.gz 2>&1 || true

wget --spider --no-hsts --no-check-certificate --header='Accept: application/json' https://127.0.0.1:9/api 2>&1 || true

wget --no-hsts -qO- http://127.0.0.1:9/version 2>/dev/null || true

for u in http://127.0.0.1:9/a http://127.0.0.1:9/b; do wget -q --spider --no-hsts "$u" && echo "ok $u" || echo "missing $u"; done

pg_upgrade --version 2>/dev/null || true

pg_upgrade --help 2>/dev/null | head -20 || true

/usr/lib/postgresql/15/bin/pg_upgrade -V 2>/dev/null || true

ncdu --version 2>/dev/null || true

ncdu -v 2>/dev/null || true

ncdu -h 2>/dev/null | head -5 || true

ncdu -o - src 2>/dev/null | head -c 300 || true

# gdu -n prints sizes without its interface (gdu 5.22 under strace: only its
# log, /dev/null, opened for writing).
gdu -n -p src 2>/dev/null || true

gdu -np -x --si . 2>/dev/null | head || true

gdu -n -o - src 2>/dev/null | head -c 300 || true

gdu --version 2>/dev/null || true

ncdu -0xo- --exclude .git . 2>/dev/null | head -c 300 || true

rq --version 2>/dev/null || true

rq info --help 2>/dev/null || true

rq --help 2>/dev/null || true

celery --version 2>/dev/null || true

celery inspect --help 2>/dev/null | head -20 || true

celery status --help 2>/dev/null || true

gem spec pkg/demo-1.0.0.gem 2>/dev/null || true

gem specification ./demo-1.0.0.gem version 2>/dev/null || true

gem spec demo-1.0.0.gem dependencies 2>/dev/null || true

gem spec pkg/demo-1.0.0.gem files 2>/dev/null | head || true

gem spec pkg/demo-1.0.0.gem --ruby 2>/dev/null || true

gem specification rake version 2>/dev/null || true

gem spec rake required_ruby_version 2>/dev/null || true

gem spec rake metadata 2>/dev/null || true

gem spec rake -v '>= 0' runtime_dependencies 2>/dev/null || true

for g in pkg/*.gem; do gem spec "./$g" version 2>/dev/null; done || true

jdeps -s /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

jdeps -summary -verbose:package /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null | head || true

jdeps --print-module-deps --ignore-missing-deps /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

jdeps --jdk-internals -R /usr/lib/jvm/java-17-openjdk-amd64/lib/jrt-fs.jar 2>/dev/null || true

# aws operations whose option values are run-time words (awsvals.go): the
# value of a one-value parameter, followed by options only.
aws elbv2 describe-target-health --target-group-arn "$TG_ARN" 2>/dev/null || true

aws elbv2 describe-target-health --target-group-arn "$TG_ARN" --region us-east-1 --query 'TargetHealthDescriptions[].TargetHealth.State' --output text 2>/dev/null || true

aws ecs describe-services --cluster "$CLUSTER" --services api --query 'services[0].deployments' 2>/dev/null || true

aws ssm get-parameter --name "$PARAM" --with-decryption --query Parameter.Value --output text 2>/dev/null || true

aws cloudformation describe-stacks --stack-name "$STACK" --query 'Stacks[0].StackStatus' --output text 2>/dev/null || true

aws lambda get-function --function-name "$FN" --query 'Configuration.[Runtime,LastModified]' 2>/dev/null || true

aws logs filter-log-events --log-group-name "$LOG_GROUP" --start-time "$(date -d '1 hour ago' +%s)000" --filter-pattern ERROR --max-items 50 2>/dev/null || true

aws rds describe-db-instances --db-instance-identifier "$DB_ID" --query 'DBInstances[0].DBInstanceStatus' 2>/dev/null || true

aws ec2 describe-instance-attribute --instance-id "$INSTANCE_ID" --attribute instanceType 2>/dev/null || true

aws ec2 describe-instances --filters "Name=tag:Name,Values=$NAME" --query 'Reservations[].Instances[].InstanceId' --output text 2>/dev/null || true

aws --region "$AWS_REGION" ec2 describe-vpcs --query 'Vpcs[].VpcId' 2>/dev/null || true

aws sts get-caller-identity --query Account --output text --profile "$AWS_PROFILE" 2>/dev/null || true

aws secretsmanager describe-secret --secret-id "$SECRET_ID" 2>/dev/null || true

aws s3api get-bucket-versioning --bucket "$BUCKET" 2>/dev/null || true

aws s3 ls "s3://$BUCKET/releases/" 2>/dev/null || true

aws ecr describe-images --repository-name app --image-ids imageTag="$TAG" 2>/dev/null || true

aws autoscaling describe-scaling-activities --auto-scaling-group-name "$ASG" --max-items 5 2>/dev/null || true

for tg in "$TG_A" "$TG_B"; do aws elbv2 describe-target-health --target-group-arn "$tg" --output table; done 2>/dev/null || true

aws s3api head-object --bucket "$BUCKET" --key "releases/$VERSION/app.tar.gz" 2>/dev/null || true

aws s3api list-objects-v2 --bucket "$BUCKET" --prefix "$PREFIX" --max-keys 20 --query 'Contents[].Key' 2>/dev/null || true

aws athena get-query-execution --query-execution-id "$QID" --query 'QueryExecution.Status.State' 2>/dev/null || true

aws ecs list-tasks --cluster "$CLUSTER" --family "$FAMILY" --desired-status RUNNING 2>/dev/null || true

aws cloudwatch get-metric-statistics --namespace AWS/EC2 --metric-name CPUUtilization --dimensions Name=InstanceId,Value="$IID" --start-time "$START" --end-time "$END" --period 300 --statistics Average 2>/dev/null || true

aws ssm get-parameters-by-path --path "$PARAM_PATH" --recursive --query 'Parameters[].Name' 2>/dev/null || true

aws eks describe-cluster --name "$CLUSTER_NAME" --query cluster.status --output text 2>/dev/null || true

aws ecr list-images --repository-name "$REPO" --filter tagStatus=TAGGED 2>/dev/null || true

aws ec2 describe-instances --filters Name=tag:Name,Values=web-* Name=instance-state-name,Values=running --query 'Reservations[].Instances[].InstanceId' 2>/dev/null || true
