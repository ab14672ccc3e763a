package shell

import "testing"

// TestCloudShapes pins the parsers of cloudk8s.go where one word decides:
// the path a vault read reaches, the velero command that creates a
// request object, the proxy-config command that sets log levels, option
// spellings the programs' parsers read differently. want is "" for a
// read, else a fragment of the reason.
func TestCloudShapes(t *testing.T) {
	cases := []shapeCase{
		// cmctl: status certificate, inspect secret and version read;
		// the command words come first, kubectl's identity options and
		// every other command are refused.
		{"cmctl status certificate api-tls -n gateway", ""},
		{"cmctl inspect secret api-tls -n gateway", ""},
		{"cmctl inspect secret api-tls --namespace=gateway --context prod -v 4", ""},
		{"cmctl version -o json", ""},
		{"cmctl version --client", ""},
		{"cmctl version --client --short", ""},
		{"cmctl version -o yaml --request-timeout 5s", ""},
		{"cmctl status certificate --help", ""},
		{"cmctl renew api-tls -n gateway", "reissuance"},
		{"cmctl renew --all -A", "reissuance"},
		{"cmctl approve api-tls-1 -n gateway", "approval"},
		{"cmctl deny api-tls-1 -n gateway", "approval"},
		{"cmctl create certificaterequest cr --from-certificate-file c.yaml", "writes its key"},
		{"cmctl convert -f cert.yaml -o out.yaml", "rewrites manifests"},
		{"cmctl experimental install", "installs"},
		{"cmctl x uninstall", "installs"},
		{"cmctl upgrade migrate-api-version", "rewrites"},
		{"cmctl check api --wait 2m", "dry run"},
		{"cmctl completion bash", "not a read the model knows"},
		{"cmctl status certificate api-tls --kubeconfig /tmp/k", "credential plugins"},
		{"cmctl status certificate api-tls --as admin", "who or where"},
		{"cmctl inspect secret api-tls --token t", "who or where"},
		{"cmctl inspect secret api-tls -s https://evil:6443", "who or where"},
		{"cmctl version --insecure-skip-tls-verify", "who or where"},
		{"cmctl version --cache-dir /tmp/c", "cache"},
		{"cmctl version --log_file l", "log file"},
		{"cmctl --client status renew x", "before its command words"},
		{"cmctl -v 2 status certificate x", "before its command words"},
		{"cmctl status certificate a b", "one name"},
		{"cmctl status certificates a", "status certificate and inspect secret"},
		{"cmctl version renew", "no operand"},
		{"cmctl version -o wide", "json or yaml"},
		{"cmctl status certificate x -o json", "cmctl version only"},
		{"cmctl status certificate x --vmodule=x=2", "does not know"},
		{"cmctl $verb certificate x", "not literal"},
		{"KUBECONFIG=/tmp/k cmctl version", "KUBECONFIG"},
		// vault: reads of sys/ and identity/ only; kv reads refuse a
		// credential endpoint's path in either the path or -mount.
		{"vault read sys/health", ""},
		{"vault read /sys/mounts", ""},
		{"vault read identity/entity/name/alice", ""},
		{"vault read identity/oidc/token/app", "issues new credentials"},
		{"vault read secret/app", "issues new credentials"},
		{"vault read sys/health extra=1", "issues new credentials"},
		{"vault read sys/$x", "not literal"},
		{"vault kv get -mount=database creds/ro", "`creds`"},
		{"vault kv get -mount database ro/creds", "`creds`"},
		{"vault kv get aws/sts/deploy", "`sts`"},
		{"vault kv get secret/app/api-key", ""},
		{"vault kv get secret/$app", "not literal"},
		{"vault --kv-get secret/app", "does not know"},
		{"vault kv get --field=password secret/db", ""},
		{"vault kv get -wrap-ttl 5m secret/db", "wrapping token"},
		{"vault kv get -header=X-Vault-Wrap-TTL=5m secret/db", "wrapping token"},
		{"vault kv get --address=https://x secret/db", "elsewhere"},
		{"vault -version", ""},
		// velero: version and describe create request objects.
		{"velero version --client-only", ""},
		{"velero version", "ServerStatusRequest"},
		{"velero backup describe b1", "DownloadRequest"},
		{"velero backup get --colorized=false", ""},
		{"velero backup get --log_file=x", "writes a log file"},
		// istioctl: proxy-config log under its alias too.
		{"istioctl pc o deploy/x", "log levels"},
		{"istioctl proxy-config log deploy/x", "log levels"},
		{"istioctl pc clusters deploy/x --fqdn reviews", ""},
		{"istioctl analyze -c kc", "kubeconfig"},
		{"istioctl analyze --kube", "does not know"},
		// stern: -t takes its value only attached (pflag NoOptDefVal),
		// so the next word is the pod query.
		{"stern -t api", ""},
		{"stern --timestamps=short api", ""},
		{"stern --kubeconf x api", "does not know"},
		{"stern -n prod --config=/dev/null api", "option values"},
		// consul, nomad: the commands' own options.
		{"consul members -stale", ""},
		{"consul acl policy list", ""},
		{"consul acl policy delete -name x", "changes the cluster"},
		{"nomad -v", ""},
		{"nomad acl token self", ""},
		{"nomad acl token delete x", "changes jobs"},
		// cosign: verify writes the trust root.
		{"cosign verify-attestation --type slsaprovenance img", "~/.sigstore"},
		{"cosign download sbom img", ""},
		{"cosign download sbom --output-file=x img", "writes a file"},
		// linkerd viz without a read.
		{"linkerd viz", "installs"},
		{"linkerd viz tap deploy/web", "not a query"},
		// kube-score's command is its first word.
		{"kube-score --output-format ci score a.yaml", "not a check"},
		// doctl: groups by their long names (c is cluster and create),
		// then a read; every option declared.
		{"doctl compute droplet c list", "changes resources"},
		{"doctl compute droplet list delete", "an action of doctl's"},
		{"doctl compute droplet --frobnicate x list", "does not know"},
		{"doctl compute droplet -f delete x", "changes resources"},
		{"doctl compute tag list", ""},
		{"doctl compute droplet tag list", "changes resources"},
		{"doctl compute droplet list --format=ID --no-header=true", ""},
		{"doctl --access-token=x account get", "another token"},
		{"doctl compute droplet get web-1 --template '{{.Name}}'", ""},
		// act: only its listings; a switch given false is no listing.
		{"act -lv", ""},
		{"act -l --list=true", ""},
		{"act -l -W=.github/workflows", ""},
		{"act --graph=false push", "may turn the listing off"},
		{"act pull_request", "runs the workflows"},
		{"act -l --watch", "does not know"},
		// argocd version asks the server (and may refresh the session
		// into its configuration); --client does not.
		{"argocd version --client", ""},
		{"argocd version", "session tokens"},
		// kubecolor is judged as the kubectl it runs, less its own
		// colour options wherever they stand.
		{"kubecolor get pods --light-background", ""},
		{"kubecolor --kubecolor-theme=dark get ns", ""},
		{"kubecolor --force-colors apply -f x.yaml", "changes the cluster"},
		{"kubecolor get pods --server=https://x", "changes who or where"},
		// oc is kubectl with more commands; project and login rewrite
		// the kubeconfig.
		{"oc get dc -o yaml", ""},
		{"oc project", "changes the kubeconfig"},
		{"oc status --kubeconfig=x", "changes who or where"},
		{"oc apply -f x.yaml", "changes the cluster"},
		// eksctl: get and describe only; --dumpLogs writes on failure.
		{"eksctl get ng -c prod -dv", "writes its logs"},
		{"eksctl --frob get delete cluster", "creates, changes"},
		{"eksctl utils describe-addon-versions --kubernetes-version 1.29", ""},
		// The platform CLIs that write on every run.
		{"pulumi stack ls", "project's own program"},
		{"cdk --version", ""},
		{"cdk version", "project's own program"},
		{"argocd app get api", "session tokens"},
	}
	checkShapes(t, cases)
}
