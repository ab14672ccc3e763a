package shell

import "testing"

// TestRelOpsShapes pins wget's spider and HSTS rule and the help and
// version shapes of relops.go.
func TestRelOpsShapes(t *testing.T) {
	cases := []shapeCase{
		{"wget --spider --no-hsts https://x.example/", ""},
		{"wget -qO- --no-hsts http://127.0.0.1:9/", ""},
		{"wget --spider https://x.example/", "~/.wget-hsts"},
		{"wget -qO- http://127.0.0.1:9/", "~/.wget-hsts"},
		{"wget --no-hsts https://x.example/", "without -O - or --spider"},
		{"wget --spider --no-hsts -r https://x.example/", "does not allow"},
		{"wget --spider --no-hsts -t1 https://x.example/", ""},
		{"wget --spider --no-hsts -O f https://x.example/", "writes a file"},
		{"/usr/lib/postgresql/15/bin/pg_upgrade --version", ""},
		{"/usr/pgsql-16/bin/pg_upgrade --help", ""},
		{"/usr/lib/postgresql/x/bin/pg_upgrade --help", "not a known read-only command"},
		{"/usr/lib/postgresql/15/bin/pg_upgrade --check -d a -D b", "upgrades a cluster"},
		{"pg_upgrade --version --check", "upgrades a cluster"},
		{"ncdu -V", ""},
		{"ncdu -o x /", "writes the scan to a file"},
		{"ncdu -o - /var/log", ""},
		{"ncdu -0xo- /var", ""},
		{"ncdu -0xo /var", "writes the scan to a file"},
		{"ncdu -x /var", "full-screen"},
		{"ncdu -o - -f scan.json", "does not"},
		{"ncdu -o - --exclude-c /", "does not"},
		{"rq info --help", ""},
		{"rq info", "cleans the queues' registries"},
		{"rq \"$c\" --help", "changes the queues"},
		{"celery -A proj status", "broadcast"},
		{"celery --version", ""},
		{"celery inspect --help", ""},
		{"celery -A proj --version", "imports the project's app"},
		{"celery \"$c\" --help", "imports the project's app"},
		{"goreleaser check", ".goreleaser.yaml"},
		{"goreleaser --version", ""},
	}
	checkShapes(t, cases)
}

// TestAwsRunTimeValues pins when a run-time word may follow an aws
// option: only as the value of a one-value parameter of that operation,
// followed by options only (awsvals.go).
func TestAwsRunTimeValues(t *testing.T) {
	cases := []shapeCase{
		{`aws elbv2 describe-target-health --target-group-arn "$A"`, ""},
		{`aws elbv2 describe-target-health --target-group-arn "$A" --debug --region x --query y`, ""},
		{`aws elbv2 describe-target-health --target-group-arn="$A" x`, ""},
		{`aws elbv2 describe-target-groups --target-group-arn "$A"`, "one-value parameter"},
		{"aws ec2 describe-instances --cli-auto-prompt", "interactive prompt"},
		{`aws rds describe-db-log-files --db-instance-identifier db --file-last-written $(( ($(date +%s) - 21600) * 1000 ))`, ""},
		{"aws --cli-auto ec2 describe-instances", "interactive prompt"},
		{"aws ec2 describe-instances --no-cli-auto-prompt", ""},
		// A string in every operation that has it (botocore's models).
		{`aws wafv2 get-sampled-requests --web-acl-arn "$A" --rule-metric-name m --scope REGIONAL --time-window StartTime=1,EndTime=2 --max-items 20`, ""},
		{`aws elbv2 describe-target-health --target-group-arn "$A" --region x y`, "no option"},
		{`aws elbv2 describe-target-health --target-group-arn "$A" --regi x`, "abbreviates a global option"},
		{`aws elbv2 describe-target-health --target-group-arn "$A" "$B"`, "no option"},
		{`aws elbv2 describe-target-health --target-group-arn $A`, "not literal"},
		{`aws elbv2 describe-target-health --target-group-arn "$A"*`, "not literal"},
		{`aws ec2 describe-instances --instance-ids "i-$A"`, ""},
		{`aws ec2 describe-instances --filters Name=tag:Name,Values=web*`, ""},
		{`aws s3 ls s3://b/logs/2024-*`, ""},
		{`aws ec2 describe-instances --endp*`, "pattern"},
		{`aws ec2 describe-instances --filters *`, "can match a file named like an option"},
		{`aws ec2 describe-instances --instance-ids "$A"`, "one-value parameter"},
		{`aws ec2 describe-instance-attribute --instance-id "$A" --attribute x`, ""},
		{`aws ec2 describe-instance-status --instance-id "$A"`, "one-value parameter"},
		{`aws --region "$R" ec2 describe-vpcs`, ""},
		{`aws ec2 describe-vpcs --region "$R"`, ""},
		{`aws s3 ls "$P"`, "one-value parameter"},
		{`aws s3 ls "s3://$B/"`, ""},
		{`aws "$S" describe-vpcs`, "not literal"},
		{`aws ec2 "$O"`, "not literal"},
		{`aws ec2 describe-vpcs -- --x "$A"`, "every later word"},
		{`aws medialive describe-input-device-thumbnail --input-device-id x f`, "writes the thumbnail"},
		// A run-time word after what abbreviates a list parameter could
		// be --endpoint-url (argparse reads --image-id as --image-ids).
		{`aws ecr batch-get-image --repository-name app --image-id "$IMG"`, "one-value parameter"},
		{`aws codebuild batch-get-builds --id "$B"`, "one-value parameter"},
		{`aws secretsmanager batch-get-secret-value --secret-id "$S"`, "one-value parameter"},
		{`aws resourcegroupstaggingapi get-resources --resource-arn "$R"`, "one-value parameter"},
		{`aws compute-optimizer get-idle-recommendations --resource-arn "$R"`, "one-value parameter"},
		{`aws ram get-resource-policies --resource-arn "$R"`, "one-value parameter"},
		{`aws compute-optimizer get-ecs-service-recommendations --service-arn "$S"`, "one-value parameter"},
		{`aws secretsmanager get-secret-value --secret-id "$S"`, ""},
	}
	checkShapes(t, cases)
}
