package shell

import "testing"

func TestRsyncOperand(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"models/", true},
		{"./a:b/", true}, // a local path: a slash before the colon
		{"backup01:/srv/models/", true},
		{"deploy@web1:/srv/app/", true},
		{"[fe80::1]:/x", false}, // "::" is daemon syntax to rsync too
		{"host::module", false},
		{"rsync://host/m", false},
		{"-oProxyCommand=x:/p", false},
		{"u@-oProxyCommand=x:/p", false},
		{"a b:/p", false},
		{"-e@h:/p", false},
	} {
		if got := rsyncOperandReason(c.s); (got == "") != c.ok {
			t.Errorf("rsyncOperandReason(%q) = %q, want ok=%v", c.s, got, c.ok)
		}
	}
}

func TestSshPlain(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"bastion.staging", true},
		{"deploy@db01", true},
		{"a;b", false},
		{"$(x)", false},
		{"a b", false},
		{"a`b`", false},
		{"", false},
	} {
		if sshPlain(c.s) != c.ok {
			t.Errorf("sshPlain(%q) != %v", c.s, c.ok)
		}
	}
}

// TestAwsS3DryRun pins aws s3 cp, mv, sync and rm with --dryrun: the CLI
// only prints what it would do, but a local destination folder is
// created all the same.
func TestAwsS3DryRun(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"aws s3 rm s3://bucket/prefix/ --recursive --dryrun", ""},
		{"aws s3 rm --dryrun s3://bucket/old.log", ""},
		{`aws s3 rm "s3://$BUCKET/tmp/" --recursive --dryrun --exclude '*' --include '*.tmp'`, ""},
		{"aws s3 sync ./site s3://www-bucket/ --delete --dryrun", ""},
		{"aws s3 sync s3://a/x/ s3://b/x/ --dryrun --size-only", ""},
		{"aws s3 cp ./build s3://artifacts/build/ --recursive --dryrun", ""},
		{"aws s3 mv s3://a/in/ s3://a/done/ --recursive --dryrun", ""},
		{"aws --profile prod s3 cp report.csv s3://a/r.csv --dryrun --acl private", ""},
		{"aws s3 rm s3://bucket/prefix/ --recursive", "deletes objects"},
		{"aws s3 sync ./site s3://www-bucket/", "add --dryrun"},
		{"aws s3 mv s3://a/x s3://a/y", "add --dryrun"},
		{"aws s3 sync s3://bucket/logs ./logs --dryrun", "creates the local folder"},
		{"aws s3 cp s3://bucket/logs/ ./logs --recursive --dryrun", "creates the local folder"},
		{"aws s3 cp s3://bucket/x.csv x.csv --dryrun", "local destination"},
		{`aws s3 cp s3://bucket/x.csv "$DEST" --dryrun`, "not literal"},
		{`aws s3 cp s3://bucket/x.csv "./$D" --dryrun`, "local destination"},
		{"aws s3 cp - s3://bucket/x --dryrun", "streams standard input or output"},
		{"aws s3 cp s3://bucket/x - --dryrun", "streams standard input or output"},
		{"aws s3 sync a s3://b/ --dryrun --endpoint-url http://x", "sends the request"},
		{"aws s3 sync a s3://b/ --dryrun --dry", "does not know"},
		{"aws s3 sync a s3://b/ --dryru", "does not know"},
		{"aws s3 sync a s3://b/ --dryrun --grants read=uri=x", "does not know"},
		{"aws s3 rm s3://a/x s3://a/y --dryrun", "one S3 path"},
		{"aws s3 rm s3://a/x $o --dryrun", "not literal"},
		{"aws s3 mb s3://new-bucket --dryrun", "not a listing"},
		{"aws s3 cp s3://acme/x.csv - | head", ""},
	})
}

// TestAwsOutfileStdout pins the operations whose answer the CLI writes
// to the file their one positional operand names: a read only when that
// is /dev/stdout, every other word an option with its value.
func TestAwsOutfileStdout(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"aws s3api get-object --bucket b --key parquet/_manifest.json /dev/stdout | jq .", ""},
		{"aws s3api get-object --bucket b --key x.csv.gz --range bytes=0-4095 /dev/stdout | gunzip -c | head -3", ""},
		{"aws s3api get-object --bucket b /dev/stdout --key k --no-cli-pager", ""},
		{"aws apigateway get-export --rest-api-id a1 --stage-name prod --export-type oas30 /dev/stdout", ""},
		{"aws s3api get-object --bucket b --key k out.json", "not a listing"},
		{"aws s3api get-object --bucket b --key k --range /dev/stdout out.json", "not a listing"},
		{"aws s3api get-object --bucket b --key k /dev/stdout /dev/stdout", "not a listing"},
		{"aws s3api get-object --bucket b --key k --range=bytes=0-9 x /dev/stdout", "not a listing"},
		{`aws s3api get-object --bucket b --key "$K" /dev/stdout`, "after a run-time value"},
		{"aws s3api get-object --bucket b --key k /dev/stdout > obj.json", "writes a file"},
		{"aws s3api put-object --bucket b --key k /dev/stdout", "not a listing"},
	})
}

// TestAwsAuditReads pins the read operations of the services an engineer
// audits (data.go: awsServiceRead): findings, settings, reports and the
// policy analyses that store nothing, and the get-* operations refused
// because they issue credentials or tokens (awsIssueReason) or start
// work (not reads).
func TestAwsAuditReads(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"aws guardduty get-detector --detector-id 12abc34d567e8fa901bc2d34e56789f0", ""},
		{"aws guardduty get-findings-statistics --detector-id d1 --finding-statistic-types COUNT_BY_SEVERITY", ""},
		{"aws securityhub get-enabled-standards", ""},
		{`aws securityhub get-findings --filters '{"SeverityLabel":[{"Value":"CRITICAL","Comparison":"EQUALS"}]}' --max-items 20`, ""},
		{"aws securityhub batch-get-security-controls --security-control-ids IAM.1", ""},
		{"aws inspector2 search-vulnerabilities --filter-criteria vulnerabilityIds=CVE-2024-3094", ""},
		{"aws inspector2 batch-get-finding-details --finding-arns arn:aws:inspector2:us-east-1:1:finding/x", ""},
		{"aws accessanalyzer validate-policy --policy-type IDENTITY_POLICY --policy-document file://infra/policies/x.json", ""},
		{"aws accessanalyzer check-no-public-access --policy-document file://p.json --resource-type AWS::S3::Bucket", ""},
		{"aws accessanalyzer get-finding-v2 --analyzer-arn arn:x --id f", ""},
		{"aws iam get-credential-report --query Content --output text", ""},
		{"aws mwaa get-environment --name prod-airflow --query 'Environment.[AirflowVersion,Status]'", ""},
		{"aws dlm get-lifecycle-policies --query 'Policies[].[PolicyId,State]' --output text", ""},
		{"aws dlm get-lifecycle-policy --policy-id policy-0a1b2c3d4e5f67890", ""},
		{"aws dlm update-lifecycle-policy --policy-id p --state DISABLED", "not a listing"},
		{"aws s3control get-storage-lens-configuration --account-id 123456789012 --config-id default-account-dashboard", ""},
		{"aws s3control put-storage-lens-configuration --account-id 1 --config-id d --storage-lens-configuration file://x.json", "not a listing"},
		{"docker context show", ""},
		{"docker context inspect default --format '{{.Endpoints.docker.Host}}'", ""},
		{"docker context use prod", "changes containers or images"},
		{"docker context show extra", "changes containers or images"},
		{"aws mwaa create-cli-token --name prod-airflow", "not a listing"},
		{"aws mwaa create-web-login-token --name prod-airflow", "not a listing"},
		{"aws rds download-db-log-file-portion --db-instance-identifier X --log-file-name error/postgresql.log.2026-11-24-10 --output text", ""},
		{"aws pi get-resource-metrics --service-type RDS --identifier db-ABC --metric-queries Metric=db.load.avg --start-time 2026-11-24T00:00:00Z --end-time 2026-11-24T01:00:00Z", ""},
		{"aws xray get-trace-summaries --start-time 2026-11-24T00:00:00Z --end-time 2026-11-24T01:00:00Z", ""},
		{"aws xray batch-get-traces --trace-ids 1-5f84c7a4-5b1b1b1b1b1b1b1b1b1b1b1b", ""},
		{"aws sso-admin get-inline-policy-for-permission-set --instance-arn arn:x --permission-set-arn arn:y", ""},
		{`aws identitystore get-user-id --identity-store-id d-1 --alternate-identifier '{"UniqueAttribute":{"AttributePath":"userName","AttributeValue":"alice"}}'`, ""},
		{"aws ssm get-inventory --max-items 5", ""},
		{"aws ssm get-patch-baseline --baseline-id pb-0123", ""},
		{"aws logs get-log-record --log-record-pointer abc", ""},
		{"aws logs test-metric-filter --filter-pattern ERROR --log-event-messages 'ERROR x' ok", ""},
		{"aws configservice select-resource-config --expression \"SELECT resourceId WHERE resourceType='AWS::S3::Bucket'\"", ""},
		{"aws configservice batch-get-resource-config --resource-keys resourceType=AWS::S3::Bucket,resourceId=b", ""},
		{"aws secretsmanager validate-resource-policy --resource-policy file://p.json", ""},
		{"aws wafv2 check-capacity --scope REGIONAL --rules file://rules.json", ""},
		{"aws codebuild batch-get-builds --ids api:1234", ""},
		{"aws deploy get-deployment --deployment-id d-ABC", ""},
		{"aws backup get-backup-plan --backup-plan-id p", ""},
		{"aws acm-pca get-certificate-authority-certificate --certificate-authority-arn arn:x", ""},
		{"aws resource-explorer-2 search --query-string service:s3", ""},
		{"aws macie2 get-findings --finding-ids f1", ""},
		{"aws fms get-compliance-detail --policy-id p --member-account 1", ""},
		{"aws shield get-subscription-state", ""},
		{"aws account get-alternate-contact --alternate-contact-type SECURITY", ""},
		{"aws service-quotas get-service-quota --service-code ec2 --quota-code L-1216C47A", ""},
		{"aws sts get-access-key-info --access-key-id AKIAIOSFODNN7EXAMPLE", ""},
		{"aws ram get-resource-shares --resource-owner SELF", ""},
		{"aws route53resolver get-resolver-rule --resolver-rule-id rslvr-rr-1", ""},
		{"aws cloudcontrol get-resource --type-name AWS::S3::Bucket --identifier acme-logs", ""},
		{"aws servicediscovery get-instances-health-status --service-id srv-1", ""},
		{"aws route53domains check-domain-availability --domain-name example.com", ""},
		{`aws guardduty get-detector --detector-id "$D"`, "one-value parameter"},
		// They issue credentials or tokens.
		{"aws sts get-session-token --duration-seconds 900", "issues temporary credentials"},
		{"aws sts get-federation-token --name x", "issues temporary credentials"},
		{"aws ecr get-login-password --region eu-west-1", "issues a registry password"},
		{"aws ecr get-authorization-token", "issues a registry password"},
		{"aws codeartifact get-authorization-token --domain acme", "issues a repository token"},
		{"aws ssm get-access-token --access-request-id r", "just-in-time node access"},
		{"aws athena get-session-endpoint --session-id s", "authentication token"},
		{"aws kms get-parameters-for-import --key-id k --wrapping-algorithm RSAES_OAEP_SHA_256 --wrapping-key-spec RSA_2048", "import token"},
		{"aws codepipeline get-job-details --job-id j", "temporary credentials"},
		{"aws iam generate-credential-report", "starts generating"},
		{"aws codeartifact login --tool npm --domain acme --repository npm-store", "writes it into npm's"},
		{"aws eks get-token --cluster-name acme-prod", "signs a token"},
		{"aws sso get-role-credentials --role-name r --account-id 1 --access-token t", "issues credentials"},
		{"aws redshift get-cluster-credentials --db-user u --cluster-identifier c", "login token or password"},
		{"aws cloudcontrol update-resource --type-name AWS::S3::Bucket --identifier b --patch-document '[]'", "not a listing"},
		// They start work or claim something.
		{"aws logs start-query --log-group-name x --start-time 1 --end-time 2 --query-string 'fields @message'", "not a listing"},
		{"aws logs get-log-object --log-object-pointer p", "not a listing"},
		{"aws inspector2 get-cis-scan-report --scan-arn arn:x", "not a listing"},
		{"aws xray get-sampling-targets --sampling-statistics-documents file://s.json", "not a listing"},
		{"aws ssm get-execution-preview --execution-preview-id e", "not a listing"},
		{"aws ssm get-deployable-patch-snapshot-for-instance --instance-id i --snapshot-id s", "not a listing"},
		{"aws accessanalyzer start-policy-generation --policy-generation-details principalArn=arn:x", "not a listing"},
		{"aws securityhub batch-update-findings --finding-identifiers Id=x,ProductArn=y --note Text=t,UpdatedBy=u", "not a listing"},
		{"aws rds download-db-log-file-portion --db-instance-identifier X --log-file-name l --endpoint-url http://x", "sends the request"},
		{"aws accessanalyzer validate-policy --cli-input-json file://req.json", "reads the request from a file"},
	})
}

// TestRabbitmqadminLdapsearch pins rabbitmqadmin's list and show (GETs
// to the management API) and ldapsearch with a simple bind.
func TestRabbitmqadminLdapsearch(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`rabbitmqadmin -H rabbitmq.internal -u "$RABBIT_USER" -p "$RABBIT_PASS" list queues name messages`, ""},
		{"rabbitmqadmin list exchanges name type", ""},
		{"rabbitmqadmin list bindings source destination routing_key", ""},
		{"rabbitmqadmin -f raw_json list queues | jq '.[].name'", ""},
		{"rabbitmqadmin show overview", ""},
		{"rabbitmqadmin list queues -f tsv -S messages -R", ""},
		{"rabbitmqadmin -c ops/rabbitmqadmin.conf -N prod --ssl --ssl-ca-cert-file ca.pem list vhosts", ""},
		{"rabbitmqadmin help subcommands", ""},
		{"rabbitmqadmin --version", ""},
		{"rabbitmqadmin get queue=orders ackmode=ack_requeue_true", "takes messages off"},
		{"rabbitmqadmin export defs.json", "writes the definitions"},
		{"rabbitmqadmin purge queue name=orders", "is not list, show or help"},
		{"rabbitmqadmin declare queue name=x", "is not list, show or help"},
		{"rabbitmqadmin delete queue name=x", "is not list, show or help"},
		{"rabbitmqadmin -H h publish routing_key=x payload=y", "is not list, show or help"},
		{"rabbitmqadmin import defs.json", "is not list, show or help"},
		{"rabbitmqadmin close connection name=x", "is not list, show or help"},
		{`rabbitmqadmin "$VERB" queues`, "not literal"},
		{"rabbitmqadmin --output x list queues", "does not know"},
		{`ldapsearch -x -LLL -H ldaps://ldap.acme.internal -b 'ou=groups,dc=acme,dc=internal' '(cn=prod-admins)' memberUid`, ""},
		{`ldapsearch -x -LLL -b 'ou=people,dc=acme,dc=internal' '(sshPublicKey=*)' uid`, ""},
		{"ldapsearch -x -ZZ -D cn=ro,dc=a -y /run/secrets/ldap -E pr=500/noprompt -e manageDSAit -o ldif_wrap=no -b dc=a '(uid=x)'", ""},
		{"ldapsearch -x -f filters.txt -b dc=a", ""},
		{"ldapsearch -VV", ""},
		{"ldapsearch -x -t -b dc=a '(uid=x)' jpegPhoto", "writes the values to files"},
		{"ldapsearch -x -tt -b dc=a '(uid=x)'", "writes the values to files"},
		{"ldapsearch -x -T /srv/out -b dc=a", "writes the values to files in the folder"},
		{"ldapsearch -Y GSSAPI -b dc=a '(uid=x)'", "SASL"},
		{"ldapsearch -LLL -b dc=a '(uid=x)'", "add -x"},
		{"ldapsearch -V -b dc=a '(uid=x)'", "add -x"},
		{"ldapsearch -V", "add -x"},
		{"ldapsearch -x -o tls_randfile=/x -b dc=a", "only ldif_wrap"},
		{"ldapsearch -x -k -b dc=a", "does not know"},
		// refreshAndPersist, persistent search and AD's notification
		// never end; so can a control given by its OID.
		{"ldapsearch -x -b dc=a -E sync=rp", "never ends"},
		{"ldapsearch -x -b dc=a -E '!SYNC=RP/'", "never ends"},
		{"ldapsearch -x -b dc=a -E ps=any/1/1", "never ends"},
		{"ldapsearch -x -b dc=a -E serverNotif", "never ends"},
		{"ldapsearch -x -b dc=a -E 1.3.6.1.4.1.4203.1.9.1.1=::MAMKAQM=", "never ends"},
		{"ldapsearch -x -b dc=a -e 1.2.840.113556.1.4.528", "generic control"},
		{"ldapsearch -x -b dc=a -E sync=ro -E '!sss=cn' -e relax", ""},
	})
}
