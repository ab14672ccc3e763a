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
