package shell

import "strings"

// doctl, DigitalOcean's CLI (cobra), reads its configuration
// (~/.config/doctl/config.yaml, the user's) and asks the API; its list
// and get commands write nothing (only auth init, kubeconfig save, the
// kubernetes exec credential's token cache, invoices pdf|csv and the
// serverless commands, which install and run a plugin, write files).
// Its commands are nested groups (compute droplet list), so the model
// finds the command from the words: a known top-level group, then known
// groups, then a read (list, get, show, ...). Group words are taken by
// their long names only: doctl's short aliases are also the aliases of
// actions (c is cluster and create, d droplet and delete).

// specDoctl declares doctl's options, global and of every command (taken
// from doctl's sources), so that no option's value is read as a command
// word. An option that is a switch in one command and takes a value in
// another is declared a switch: the model then sees one word more, never
// one fewer, and an extra word can only make a line look less like a
// read. -c/--config names another configuration, -u/--api-url another
// API, -t/--access-token another token; the --save options of the
// functions commands write files.
var specDoctl = optSpec{pflag: true, strict: true, exact: true,
	values: "EJPemos", switches: "fglnpqrvh",
	longValues: []string{
		"--1-clicks", "--Anthropic-key-id", "--access-key", "--acl", "--action-id", "--action-type", "--after",
		"--agent-id", "--algorithm", "--alias", "--allow-list", "--anongid", "--anonuid", "--api-key", "--apihost",
		"--app", "--app-alert-destinations", "--auth", "--authorization-server-endpoint", "--backup-policy-hour",
		"--backup-policy-plan", "--backup-policy-weekday", "--base-url", "--before", "--bgp-auth-key",
		"--bgp-local-asn", "--bgp-local-router-ip", "--bgp-peer-asn", "--bgp-peer-router-ip", "--bucket-name",
		"--build-command", "--build-env", "--buildpack", "--certificate-chain-path", "--certificate-id",
		"--child-agent-id", "--cleanup-policy", "--cluster-name", "--cluster-subnet", "--compare", "--comparison",
		"--components", "--compression-type", "--config-json", "--connection-bandwidth-in-mbps", "--context",
		"--control-plane-firewall-allowed-addresses", "--cooldown-minutes", "--cpu-target", "--crawling-option",
		"--data-sources", "--database-id", "--day", "--db", "--default-quantization", "--delete-retention-ms",
		"--deny-list", "--deployment", "--desc", "--description", "--dev-config", "--dns-names", "--domain",
		"--domains", "--droplet-id", "--droplet-ids", "--droplet-name", "--emails", "--embedding-model-uuid",
		"--engine", "--entities", "--env", "--env-file", "--environment", "--event-id", "--event-type", "--exclude",
		"--expanders", "--expiration", "--expiry-seconds", "--faas-name", "--faas-namespace",
		"--file-delete-delay-ms", "--files", "--finding-uuid", "--flush-messages", "--flush-ms", "--format",
		"--forwarding-rules", "--from-env-file", "--fs-label", "--fs-type", "--function", "--function-id",
		"--glb-cdn-settings", "--glb-settings", "--grants", "--health-check", "--hour",
		"--http-idle-timeout-seconds", "--http-retry-max", "--http-retry-wait-max", "--http-retry-wait-min",
		"--hugging-face-token", "--icmp-timeout", "--id", "--if-case", "--image", "--image-description",
		"--image-distribution", "--image-id", "--image-name", "--image-url", "--inbound-rules", "--include",
		"--increment-gib", "--input", "--input-schema", "--instance-name", "--instruction", "--instructions",
		"--interval-index-bytes", "--ip", "--ip-address", "--ip-range", "--item-path", "--job-invocation",
		"--job-name", "--k", "--kernel-id", "--key", "--key-name", "--knowledge-base-id", "--label", "--language",
		"--leaf-certificate-path", "--limit", "--load-balancers", "--maintenance-window", "--major-version",
		"--max-compaction-lag-ms", "--max-instances", "--max-message-bytes", "--max-nodes", "--max-tokens",
		"--mem-target", "--message", "--message-format-version", "--message-timestamp-type",
		"--min-cleanable-dirty-ratio", "--min-compaction-lag-ms", "--min-instances", "--min-insync-replicas",
		"--min-nodes", "--mode", "--model", "--model-id", "--mysql-auth-plugin", "--n", "--naas-provider",
		"--namespace", "--network", "--network-stack", "--new-vpc-id", "--node-ids", "--node-pool", "--num-nodes",
		"--old-vpc-id", "--openai-key-id", "--opensearch-acl", "--outbound-rules", "--output", "--output-schema",
		"--package", "--param", "--param-file", "--parent-agent-id", "--parent-uuid", "--partition-count", "--path",
		"--performance-tier", "--period", "--poll-timeout", "--prefix", "--private-key-path",
		"--private-network-uuid", "--project-id", "--prompt", "--protocols", "--public-key", "--public-key-file",
		"--purpose", "--record-data", "--record-flags", "--record-id", "--record-name", "--record-port",
		"--record-priority", "--record-tag", "--record-ttl", "--record-type", "--record-weight",
		"--redundancy-zone", "--region", "--regions", "--registry", "--replication-factor", "--request",
		"--resource", "--resource-type", "--restore-from-cluster-id", "--restore-from-cluster-name",
		"--restore-from-timestamp", "--retention-bytes", "--retention-ms", "--retrieval-method", "--route-id",
		"--route-name", "--rule", "--scale-down-unneeded-time", "--scale-down-utilization-threshold",
		"--seconds-total", "--segment-bytes", "--segment-jitter-ms", "--segment-ms", "--service-subnet",
		"--severity", "--share-id", "--signature", "--since", "--size", "--size-unit", "--skip", "--slack-channels",
		"--slack-urls", "--slug", "--snapshot", "--snapshot-desc", "--snapshot-name", "--snapshots", "--spec",
		"--squash-config", "--ssh-command", "--ssh-key-path", "--ssh-keys", "--ssh-port", "--ssh-retry-max",
		"--ssh-user", "--sso-client-id", "--sso-issuer-url", "--sso-local-server-port", "--status",
		"--sticky-sessions", "--storage-size-mib", "--subnet-uuid", "--subscription-tier", "--system-message",
		"--tag", "--tag-name", "--tag-names", "--tags", "--tail", "--taint", "--target", "--target-instances",
		"--target-lb-ids", "--tcp-timeout", "--template", "--text", "--threshold", "--threshold-percent",
		"--timeout", "--tls-cipher-policy", "--token-name", "--token-validation-server", "--ttl", "--type",
		"--udp-timeout", "--upto", "--user", "--user-data", "--user-data-file", "--uuid", "--value", "--visibility",
		"--volumes", "--vpc-id", "--vpc-ids", "--vpc-uuid", "--vpc_uuid", "--vpcs", "--weaviate-version",
		"--window", "--worker-subnet-uuid", "--workspace-uuid",
	},
	longOptional: []string{
		"--advertise", "--all", "--auto-scale", "--auto-upgrade", "--code", "--count", "--credentials",
		"--dangerous", "--default", "--disable-lets-encrypt-dns-records", "--droplet-agent", "--embed-media",
		"--enable-amd-gpu-device-metrics-exporter-plugin", "--enable-amd-gpu-device-plugin",
		"--enable-amd-gpu-dra-driver", "--enable-auto-schema", "--enable-backend-keepalive", "--enable-backups",
		"--enable-control-plane-firewall", "--enable-coredns-autoscaler", "--enable-ipv6", "--enable-monitoring",
		"--enable-nvidia-gpu-device-plugin", "--enable-nvidia-gpu-dra-driver",
		"--enable-peer-to-peer-oci-registry-plugin", "--enable-private-networking", "--enable-proxy-protocol",
		"--enable-public-networking", "--enable-rdma-shared-device-plugin", "--enable-routing-agent", "--enabled",
		"--exclude-unreferenced-blobs", "--follow", "--force", "--force-rebuild", "--full", "--gpus", "--ha",
		"--help", "--identity-enforcement-enabled", "--include-untagged-manifests", "--incremental", "--insecure",
		"--interactive", "--is_default", "--isolated-workers", "--languages", "--last", "--logs",
		"--message-down-conversion-enable", "--name", "--name-sort", "--never-expire", "--no-cache", "--no-connect",
		"--no-header", "--no-prefix", "--no-triggers", "--no-wait", "--overwrite", "--packages", "--preallocate",
		"--private", "--public", "--quiet", "--raw", "--read-only", "--read-write", "--redirect-http-to-https",
		"--remote-build", "--replace", "--resize-disk", "--result", "--schema-only", "--set-current-context",
		"--show", "--skip-drain", "--ssh-agent-forwarding", "--ssh-private-ip", "--sso-enabled", "--sso-required",
		"--stream", "--strip", "--surge-upgrade", "--trace", "--trigger-deployment", "--triggers",
		"--update-kubeconfig", "--update-sources", "--upsert", "--url", "--verbose", "--verbose-build",
		"--verbose-zip", "--version", "--wait", "--web", "--with-projects", "--yarn",
	},
	deny: []denied{
		{[]string{"-c", "--config"}, "reads another configuration, which names the API and token"},
		{[]string{"-u", "--api-url"}, "sends the request and its token elsewhere"},
		{[]string{"-t", "--access-token"}, "uses another token"},
		{[]string{"--save", "--save-as", "--save-env", "--save-env-json"}, "writes files"},
	}}

// doctlReason allows doctl's reads: list, get, show and the other
// commands that only print what the API holds, under known groups.
func doctlReason(args []arg) string {
	sp := &specDoctl
	sc := scanArgs(args[1:], sp)
	if r := sc.verdict("doctl", sp); r != "" {
		return r
	}
	ops := literalOps(sc.operands, 0)
	if len(ops) == 0 {
		return "`doctl` without a literal command is not a query"
	}
	if ops[0] == "version" || ops[0] == "help" {
		return ""
	}
	if !doctlTopGroup(ops[0]) {
		return "`doctl " + shorten(ops[0]) + "` is not a group of reads the model knows (serverless installs and runs a plugin)"
	}
	k := 1
	for k < len(ops) && (doctlGroup(ops[k]) || ops[0] == "compute" && k == 1 && (ops[k] == "snapshot" || ops[k] == "tag")) {
		k++
	}
	if k == len(ops) || !doctlRead(ops[k]) {
		verb := ""
		if k < len(ops) {
			verb = ops[k]
		}
		return "`doctl " + shorten(strings.Join(ops[:k], " ")) + " " + shorten(verb) + "` changes resources, writes files or is not a read the model knows"
	}
	// The words after the read are its arguments; one that is a command
	// of doctl's is refused all the same, as a guard against an option
	// the model reads wrongly.
	for _, w := range ops[k+1:] {
		if doctlAction(w) {
			return "`doctl " + shorten(strings.Join(ops[:k+1], " ")) + "` is followed by `" + shorten(w) + "`, an action of doctl's: the model cannot tell which it runs"
		}
	}
	return ""
}

// doctlTopGroup reports doctl's top-level groups of reads.
func doctlTopGroup(s string) bool {
	switch s {
	case "account", "balance", "billing-history", "invoice", "compute", "kubernetes", "k8s", "databases",
		"apps", "registry", "registries", "projects", "vpcs", "network", "1-click", "monitoring", "spaces", "auth",
		"nfs", "vector-databases":
		return true
	}
	return false
}

// doctlGroup reports doctl's nested groups by their long names.
func doctlGroup(s string) bool {
	switch s {
	case "droplet", "droplet-action", "droplet-autoscale", "domain", "records", "firewall", "floating-ip",
		"floating-ip-action", "image", "image-action", "load-balancer", "region", "size", "ssh-key", "volume",
		"volume-action", "reserved-ip", "reserved-ip-action", "reserved-ipv6", "certificate", "cdn", "action",
		"cluster", "node-pool", "kubeconfig", "options", "repository", "garbage-collection", "user", "pool",
		"replica", "firewalls", "maintenance-window", "configuration", "topics", "sql-mode", "indexes", "events",
		"storage-autoscale", "alert", "uptime", "alerts", "resources", "spec", "tier", "instance-size",
		"peerings", "vpc-nat-gateway", "keys", "access-point", "byoip-prefix", "backup-policies":
		return true
	}
	return false
}

// doctlRead reports the commands that only print what the API holds.
func doctlRead(s string) bool {
	switch s {
	case "list", "ls", "get", "show", "ratelimit", "backups", "kernels", "neighbors", "actions", "snapshots",
		"connection", "regions", "sizes", "versions", "engines", "summary", "logs":
		return true
	}
	return (strings.HasPrefix(s, "list-") || strings.HasPrefix(s, "get-")) && !doctlAction(s)
}

// doctlAction reports doctl's other commands and their aliases (taken
// from doctl's sources): a word after a read that is one of them may be
// the command itself when an option before took the read as its value.
func doctlAction(s string) bool {
	switch s {
	case "add", "add-datasource", "add-droplets", "add-forwarding-rules", "add-rules", "add-tags", "affected-resources",
		"append", "apply", "assign", "attach", "available-regions", "build", "cancel", "cancel-event", "cancel-indexing-job",
		"cancel-job-invocation", "change-backup-policy", "change-kernel", "connect", "console", "create", "create-deployment",
		"create-token", "credentials", "csv", "delete", "delete-dangerous", "delete-datasource", "delete-manifest",
		"delete-node", "delete-selective", "delete-tag", "deploy", "detach", "detach-by-droplet-id", "disable",
		"disable-backups", "docker-config", "enable", "enable-backups", "enable-ipv6", "enable-private-networking",
		"exec-credential", "flush", "fork", "import", "init", "install", "invoke", "kubernetes-manifest", "latest", "login",
		"logout", "migrate", "partitions", "password-reset", "pdf", "power-cycle", "power-off", "power-on", "promote",
		"propose", "purge-cache", "reassign", "reboot", "rebuild", "recycle", "regenerate", "regenerate-service-key",
		"remove", "remove-droplets", "remove-forwarding-rules", "remove-rules", "remove-tags", "rename", "replace",
		"replace-node", "reset", "resize", "resource", "restart", "restore", "restore-status", "result", "revoke-token",
		"run", "save", "set", "shutdown", "slugs", "snapshot", "ssh", "start", "status", "subscription-tiers",
		"switch-performance-tier", "tag", "tags", "transfer", "unassign", "undeploy", "uninstall", "unset", "untag",
		"update", "update-alert-destinations", "update-visibility", "upgrade", "upgrade-buildpack", "wait", "watch",
		"rm", "del", "c", "u", "d", "s", "r", "a", "p", "rs", "i", "v", "b", "dt", "dm", "bu":
		return true
	}
	return false
}
