package shell

import "testing"

// TestK8sAuditShapes pins the parsers of k8saudit.go: want is "" for a
// read, else a fragment of the reason.
func TestK8sAuditShapes(t *testing.T) {
	cases := []shapeCase{
		// kubent: pflag reads -c=false as the switch with its value.
		{"kubent -c=false -f deploy/rendered/ -t 1.30.0", ""},
		{"kubent -c=false -f a -f b -o csv", ""},
		{"kubent --cluster=false --helm3=false -f deploy/app.yaml", ""},
		{"kubent -ce=false -f a.yaml", ""},
		{"kubent -A meta.helm.sh/release-name -a ManagedCertificate.v1beta1.networking.gke.io", ""},
		{"kubent -v", ""},
		{"kubent -c=false -O r.json", "writes its report"},
		{"kubent -cO=r.json", "writes its report"},
		{"kubent -c=false --output-file=r.csv -o csv", "writes its report"},
		{"kubent -c=false -k ./kc", "kubeconfig"},
		{"kubent -c=false x.yaml", "no operands"},
		{"kubent -c=", "does not know"},
		{"kubent --clus=false", "does not know"},
		// nova find reads the cluster's releases and images.
		{"nova find --helm --wide", ""},
		{"nova find --containers --format table", ""},
		{"nova find --helm --containers --show-old -n apps --format=json", ""},
		{"nova --v=3 find -a --show-non-semver -t 30", ""},
		{"nova find -v 4 --containers", ""},
		{"nova version", ""},
		{"nova find --output-file out.json", "writes its report"},
		{"nova --config nova.yaml find", "--output-file"},
		{"nova find --poll-artifacthub=false -u https://charts.example.io", "index.yaml"},
		{"nova find --kubeconfig ./kc", "kubeconfig"},
		{"nova find --logtostderr=false", "does not know"},
		{"nova generate-config --config n.yaml", "--output-file"},
		{"nova generate-config", "writes its configuration"},
		{"nova find extra", "no operands"},
		{"nova \"$verb\"", "not literal"},
		// polaris audit reads files or the cluster.
		{"polaris audit --audit-path deploy/rendered --format pretty --only-show-failed-tests", ""},
		{"polaris audit --audit-path deploy/rendered -f score --set-exit-code-below-score 90", ""},
		{"polaris -c polaris.yaml -m audit --audit-path deploy/rendered --severity danger", ""},
		{"polaris audit --namespace apps --format=yaml --color=false", ""},
		{"polaris version", ""},
		{"polaris audit --audit-path d --output-file r.json", "writes its report"},
		{"polaris audit --audit-path d --output-url https://h/x", "POST"},
		{"polaris audit --helm-chart charts/app --helm-values v.yaml", "helm dependency update"},
		{"polaris -c https://example.com/polaris.yaml audit", "URL"},
		{"polaris --config=\"$c\" audit", "not a file written out"},
		{"polaris fix --files-path deploy", "does not know"},
		{"polaris fix", "rewrites"},
		{"polaris dashboard --port 8080", "does not know"},
		{"polaris webhook", "starts a server"},
	}
	checkShapes(t, cases)
}
