# Data and cloud query CLIs, and python -c data modules, used read-only
# (internal/shell/pydata.go, data.go).

python3 -c 'import sys, platform; print(sys.version); print(platform.platform())'

python3 -c 'import platform; print(platform.system(), platform.release(), platform.machine(), platform.node())'

python3 -c 'import platform; print(platform.uname()); print(platform.architecture()); print(platform.libc_ver())'

python3 -c "import platform; print(platform.freedesktop_os_release().get('PRETTY_NAME'))"

python3 -c "import ast,sys; t=ast.parse(open('app/main.py').read()); print([n.name for n in t.body if isinstance(n,(ast.FunctionDef,ast.AsyncFunctionDef))])"

python3 -c "import ast; print(ast.dump(ast.parse(open('main.py').read()), indent=2))"

python3 -c "import ast; print(sorted({n.module for n in ast.walk(ast.parse(open('app/main.py').read())) if isinstance(n, ast.ImportFrom) and n.module}))"

python3 -c "import ast; print(ast.literal_eval(open('settings.txt').read())['debug'])"

python3 -c "import zipfile; print(zipfile.ZipFile('models/ranker/v3/model.pt').namelist()[:20])"

python3 -c "import zipfile; z = zipfile.ZipFile('dist/app.whl', 'r'); [print(i.filename, i.file_size) for i in z.infolist()]"

python3 -c "from zipfile import ZipFile; print(ZipFile('dist/app.whl').read('app-1.0.dist-info/METADATA').decode())"

python3 -c "import zipfile; print(zipfile.ZipFile('app.jar').open('META-INF/MANIFEST.MF').read().decode())"

python3 -c "import zipfile; print(zipfile.is_zipfile('x.zip'))"

python3 -c "import tarfile; print(tarfile.open('dist/app.tar.gz').getnames()[:20])"

python3 -c "import tarfile; t = tarfile.open('backup.tar.gz', 'r:gz'); [print(m.name, m.size) for m in t.getmembers()]"

python3 -c "import tarfile; print(tarfile.open('x.tgz', mode='r:*').extractfile('pkg/PKG-INFO').read().decode())"

python3 -c "import xml.etree.ElementTree as E; r=E.parse('reports/junit/billing.xml').getroot(); print(r.tag, r.attrib)"

python3 -c "import xml.etree.ElementTree as ET; r = ET.parse('pom.xml').getroot(); ns = {'m': 'http://maven.apache.org/POM/4.0.0'}; print(r.find('m:version', ns).text)"

python3 -c "from xml.etree import ElementTree as ET; print(len(ET.parse('junit.xml').getroot().findall('.//failure')))"

python3 -c "import xml.dom.minidom; print(xml.dom.minidom.parse('build/report.xml').toprettyxml()[:2000])"

python3 -c "import configparser; c = configparser.ConfigParser(); c.read('setup.cfg'); print(c.sections()); print(c.get('metadata', 'version'))"

python3 -c "import importlib.metadata as m; print(m.version('requests'))"

python3 -c "from importlib.metadata import version; print(version('django'))"

python3 -VV

python3.11 -VV

# ssh -G, -V and -Q print without connecting; rsync -n compares only
# (internal/shell/data.go).

ssh -G bastion.staging | grep -E '^(hostname|user|proxyjump) '

ssh -G -p 2222 deploy@db01.internal | grep -i identityfile

ssh -G -o User=ops -o Port=22 web1

ssh -G -F /dev/null example.com

ssh -V

ssh -Q cipher

ssh -Q kex | sort

rsync -n -av --delete models/ backup01:/srv/models/

rsync --dry-run -avz --exclude '.git' --exclude node_modules ./ deploy@web1:/srv/app/

rsync -avn --itemize-changes src/ /mnt/backup/src/ | head -50

rsync -rcn --out-format='%n' dist/ staging:/var/www/dist/

rsync -n -a --stats --human-readable data/ archive/data/

rsync --list-only backup01:/srv/models/

rsync -ain --delete --filter=':- .gitignore' ./ /tmp/mirror/

# aws s3 objects to standard output and the s3api queries (queries.go, data.go).

aws s3api head-object --bucket acme-ml-artifacts --key models/churn/v14/model.onnx

cmp models/churn/v14/model.onnx <(aws s3 cp s3://acme-ml-artifacts/models/churn/v14/model.onnx -) && echo identical

aws s3 cp s3://acme-config/prod/app.yaml - | head -40

aws s3 cp --quiet s3://acme-logs/2024/06/06/app.log.gz - | zcat | grep ERROR | tail

aws s3api head-bucket --bucket acme-data

aws s3api get-bucket-versioning --bucket acme-data

aws s3api get-bucket-policy --bucket acme-data --query Policy --output text | jq .

aws s3api get-object-tagging --bucket acme-data --key exports/latest.csv

aws s3api list-objects-v2 --bucket acme-data --prefix exports/ --max-items 20

aws --profile prod s3 cp s3://acme-data/exports/latest.csv - --region eu-west-1 | head

# duckdb on an in-memory database or a file opened -readonly, SQL that
# reads (internal/shell/duckdb.go).

duckdb -readonly data/local/warehouse.duckdb -c "select table_name, estimated_size from duckdb_tables() order by 2 desc"

duckdb -c "describe select * from 'data/samples/events-2024-06-06.parquet'"

duckdb -c "select count(*) from read_parquet('data/events/*.parquet')"

duckdb -json -c "select * from read_csv_auto('exports/users.csv') limit 5"

duckdb -c "summarize from 'data/samples/orders.parquet'"

duckdb -c "from 'data/samples/orders.parquet' select status, count(*) group by all order by 2 desc"

duckdb -csv -c "select * from parquet_schema('data/samples/events.parquet')"

duckdb -readonly warehouse.duckdb -c 'show tables'

duckdb -readonly warehouse.duckdb -c 'pragma table_info(orders)'

duckdb -readonly warehouse.duckdb "select max(created_at) from orders"

duckdb -c "select * from parquet_metadata('x.parquet')" | head

duckdb -line -c "select version()"

duckdb --version

duckdb -c "select date_trunc('day', ts) d, count(*) from read_json_auto('logs/app.jsonl') group by 1 order by 1"

# bq listings, heads and dry-run queries (data.go).

bq show --schema --format=prettyjson acme-analytics:marts.fct_orders

bq ls --max_results=50 acme-analytics:staging

bq ls -j -a -n 20

bq show -j bquxjob_1234abcd

bq head -n 10 acme-analytics:staging.events

bq --format=json ls acme-analytics: | jq -r '.[].datasetReference.datasetId'

bq --project_id=acme-analytics show marts

bq query --dry_run --use_legacy_sql=false 'SELECT count(*) FROM `acme-analytics.marts.fct_orders`'

bq version

bq --location=EU ls --datasets

bq show --format=prettyjson acme-analytics:marts.fct_orders | jq '.numRows'

# python -c reading paths and compressed files (pydata.go).

python3 -c "from pathlib import Path; print(sum(1 for _ in Path('src').rglob('*.py')))"

python3 -c "from pathlib import Path; print(Path('VERSION').read_text().strip())"

python3 -c "import pathlib; [print(p, p.stat().st_size) for p in sorted(pathlib.Path('data').glob('*.parquet'))]"

python3 -c "from pathlib import Path; print(Path('config/app.yaml').resolve().parent)"

python3 -c "from pathlib import Path; print(Path('README.md').open().readline())"

python3 -c "import gzip; print(gzip.open('logs/app.log.gz', 'rt').read()[:2000])"

python3 -c "import gzip, json; print(json.load(gzip.open('data/events.json.gz'))['count'])"

python3 -c "import lzma; print(lzma.open('dump.sql.xz', 'rt').readline())"

python3 -c "import bz2; print(len(bz2.open('x.bz2').read()))"

# aws get-* queries of services whose get operations only read (data.go).

aws ssm get-parameter --name /prod/api/db_host --query Parameter.Value --output text

aws logs tail /aws/lambda/billing --since 1h | grep ERROR

aws logs filter-log-events --log-group-name /ecs/api --filter-pattern ERROR --max-items 50

# An arithmetic expansion is one word (IFS unchanged), the value of a one-value parameter.
aws logs filter-log-events --log-group-name /ecs/api --filter-pattern '"deadlock"' --start-time $(( ($(date +%s) - 3600) * 1000 )) --max-items 20

aws cloudwatch get-metric-statistics --namespace AWS/ELB --metric-name Latency --start-time 2024-06-01T00:00:00Z --end-time 2024-06-02T00:00:00Z --period 3600 --statistics Average

aws dynamodb get-item --table-name orders --key '{"id": {"S": "42"}}'

aws lambda get-function-configuration --function-name billing-worker

aws iam get-role --role-name deploy

aws athena get-query-results --query-execution-id 1234 --max-items 20

aws sqs get-queue-attributes --queue-url https://sqs.eu-west-1.amazonaws.com/1/orders --attribute-names All

aws cloudformation get-template --stack-name api --query TemplateBody

# The audited services' reads: findings, settings, reports, log portions
# and the policy analyses that store nothing (data.go).

aws guardduty get-detector --detector-id 12abc34d567e8fa901bc2d34e56789f0

aws guardduty get-findings-statistics --detector-id 12abc34d567e8fa901bc2d34e56789f0 --finding-statistic-types COUNT_BY_SEVERITY

aws securityhub get-enabled-standards

aws securityhub get-findings --filters '{"SeverityLabel":[{"Value":"CRITICAL","Comparison":"EQUALS"}],"RecordState":[{"Value":"ACTIVE","Comparison":"EQUALS"}]}' --max-items 20

aws accessanalyzer validate-policy --policy-type IDENTITY_POLICY --policy-document file://infra/policies/ci-deploy.json --query 'findings[].[findingType,issueCode]' --output text

aws accessanalyzer check-no-public-access --policy-document file://infra/policies/bucket.json --resource-type AWS::S3::Bucket

aws iam get-credential-report --query Content --output text | base64 -d | cut -d, -f1,4,9,11 | column -t -s,

aws rds download-db-log-file-portion --db-instance-identifier orders-prod --log-file-name error/postgresql.log.2026-11-24-10 --output text | grep -i deadlock

aws pi get-resource-metrics --service-type RDS --identifier db-ABCDEFGHIJKLMNOPQRSTUVWXY --metric-queries Metric=db.load.avg --start-time 2026-11-24T09:00:00Z --end-time 2026-11-24T10:00:00Z --period-in-seconds 60

aws inspector2 search-vulnerabilities --filter-criteria vulnerabilityIds=CVE-2024-3094

aws xray get-trace-summaries --start-time 2026-11-24T09:00:00Z --end-time 2026-11-24T09:15:00Z --filter-expression 'responsetime > 5'

aws sso-admin get-inline-policy-for-permission-set --instance-arn arn:aws:sso:::instance/ssoins-7223a1b2c3d4e5f6 --permission-set-arn arn:aws:sso:::permissionSet/ssoins-7223a1b2c3d4e5f6/ps-0a1b2c3d4e5f6a7b

aws ssm get-inventory --filters Key=AWS:InstanceInformation.PlatformType,Values=Linux,Type=Equal --max-items 20

aws configservice select-resource-config --expression "SELECT resourceId, configuration.encrypted WHERE resourceType = 'AWS::EC2::Volume'"

aws codebuild batch-get-builds --ids api-build:4f1c2d3e-5a6b-7c8d-9e0f-1a2b3c4d5e6f --query 'builds[0].phases[].[phaseType,phaseStatus]' --output table

aws deploy get-deployment --deployment-id d-A1B2C3D4E --query deploymentInfo.status

aws logs test-metric-filter --filter-pattern '[ip, id, user, ts, req, status = 5*, size]' --log-event-messages '10.0.0.1 - - [24/Nov/2026] "GET /" 503 12'

aws sts get-access-key-info --access-key-id AKIAIOSFODNN7EXAMPLE

aws ram get-resource-shares --resource-owner OTHER-ACCOUNTS --query 'resourceShares[].[name,owningAccountId,status]' --output table

aws route53resolver get-resolver-rule --resolver-rule-id rslvr-rr-5328a0899aexample --query 'ResolverRule.TargetIps'

aws cloudcontrol get-resource --type-name AWS::S3::Bucket --identifier acme-logs --query ResourceDescription.Properties --output text | jq .BucketEncryption

# python -m platform, ast and tokenize print (python.go, pydata.go).

python3 -m platform

python3 -m platform --terse

python3 -m ast app/main.py | head -50

python3 -m ast -a --indent 2 app/models.py | grep -n FunctionDef

python3 -m tokenize -e app/main.py | head

rsync --version

rsync --version | head -1

aws s3 presign s3://acme-exports/reports/2024-06.csv --expires-in 3600


aws iam simulate-principal-policy --policy-source-arn arn:aws:iam::123456789012:role/app-api --action-names s3:DeleteBucket iam:PassRole --query 'EvaluationResults[].[EvalActionName,EvalDecision]' --output text

aws iam simulate-custom-policy --policy-input-list file://policies/ci-deploy.json --action-names ecr:PutImage

# Cost and capacity reviews.
aws compute-optimizer get-ec2-instance-recommendations --query 'instanceRecommendations[].[instanceArn,finding,recommendationOptions[0].instanceType]'

aws resourcegroupstaggingapi get-resources --tag-filters Key=team,Values=payments --query 'ResourceTagMappingList[].ResourceARN'

aws pricing get-products --service-code AmazonEC2 --region us-east-1 --max-items 1

aws cloudfront get-distribution-config --id E2ABCDEF123 --query 'DistributionConfig.Origins'

aws s3 rm s3://acme-tmp/exports/2024-05/ --recursive --dryrun

aws s3 sync ./public s3://acme-www/ --delete --dryrun | grep delete | wc -l

aws s3 cp s3://acme-logs/2026/11/ s3://acme-archive/2026/11/ --recursive --dryrun

rabbitmqadmin -H rabbitmq.internal -u "$RABBIT_USER" -p "$RABBIT_PASS" list queues name messages

rabbitmqadmin list exchanges name type

rabbitmqadmin list bindings source destination routing_key

rabbitmqadmin -f raw_json list queues | jq -r '.[] | select(.messages > 1000) | .name'

rabbitmqadmin show overview

ldapsearch -x -LLL -H ldaps://ldap.acme.internal -b 'ou=groups,dc=acme,dc=internal' '(cn=prod-admins)' memberUid

ldapsearch -x -LLL -b 'ou=people,dc=acme,dc=internal' '(sshPublicKey=*)' uid

duckdb -c "select dt, count(*) from read_parquet('$HOME/incident/etl/outputs/orders/*/*.parquet', hive_partitioning=1) group by dt order by dt"

duckdb -readonly ~/incident/etl/dq_history.duckdb -c ".tables"

kcat -b kafka-1.internal:9092 -C -t order-events -s value=avro -r http://schema-registry.internal:8081 -o -100 -e -q | head
