package shell

import "strings"

// The aws CLI reads its words with Python's argparse, twice: the main
// parser takes the global options (--endpoint-url, --region, ...)
// wherever they stand, abbreviations included, and hands the rest to
// the operation's parser, which fails on any word it does not know. A
// run-time word that may start with a dash could become a global option
// there: after a list parameter (nargs='*'), a switch or an abbreviation
// of one (aws ecs describe-clusters --cluster "$x" is --clusters),
// x='--endpoint-url=http://host/path' makes the CLI POST the signed
// request to that address (verified with aws-cli 1.45 and a local
// server). After a parameter that takes exactly one value the same word
// leaves that parameter without its value and argparse stops before any
// request (verified likewise), whatever the word becomes; a word that
// argparse cannot take for an option is the value itself.
//
// awsRunTimeReason judges the run-time words after the operation of an
// operation the model allows (words are its options and operands): a
// word bash may split is refused, and an option with a pattern; one
// proven not to start with a dash (a pattern too, when its first
// character is a literal one) is a value or an operand like any literal
// word;
// any other must be the value of a one-value parameter of that
// operation (awsOneValue), written --name "$v", and be followed by
// nothing or by an option the operation's parser sees, so that the
// parameter cannot take a later word instead.
func awsRunTimeReason(service, operation string, words []arg) string {
	name := "aws " + service + " " + operation
	dynamic := false
	for _, w := range words {
		if w.dynamic || w.glob {
			dynamic = true
		}
	}
	if !dynamic {
		return ""
	}
	for i, w := range words {
		if w.is("--") {
			return "`" + name + " --` makes every later word a value, so a run-time word's parameter could take another"
		}
		if !w.dynamic && !w.glob {
			continue
		}
		if w.glob && strings.HasPrefix(w.lit, "-") {
			// --endp* matches a file named --endpoint-url=http://host.
			return "`" + name + "` has an option with a pattern, which can match a file named like another option: `" + printNode(w.word) + "`"
		}
		if w.split {
			return nonLiteralReason(name, w)
		}
		if !w.mayBeOption() {
			// Every word it becomes starts as its literal part does,
			// with no dash: values or operands, as literal words are
			// (Values=web* matching files stays such words).
			continue
		}
		if w.manyWords() {
			return nonLiteralReason(name, w)
		}
		custom := service == "s3" || service == "configure" || service == "logs" && operation == "tail"
		prev := ""
		if i > 0 && !words[i-1].dynamic && !words[i-1].glob {
			prev = words[i-1].lit
		}
		if custom || !(awsGlobalValue(prev) || awsOneValue(service+" "+operation, prev)) {
			return "`" + name + "` has a run-time word that could start with a dash and is not the value of a one-value parameter the model knows for this operation (after a list parameter or a switch it could be --endpoint-url, which sends the request elsewhere): `" + printNode(w.word) + "`"
		}
		if r := awsFollowsOption(name, words[i+1:]); r != "" {
			return r
		}
	}
	return ""
}

// awsFollowsOption checks the words after a run-time value: the
// operation's parser must see an option next (or nothing), so that the
// parameter before the value, left without it, fails rather than take a
// later word. The global options the main parser takes out are skipped
// with their values; an abbreviation of one is refused.
func awsFollowsOption(name string, words []arg) string {
	for j := 0; j < len(words); j++ {
		a := words[j]
		if a.dynamic || a.glob || !strings.HasPrefix(a.lit, "--") || a.lit == "--" {
			return "`" + name + "` has a word after a run-time value that is no option (`" + printNode(a.word) + "`): were the value an option, the parameter before it would take that word"
		}
		opt, _, attached := strings.Cut(a.lit, "=")
		switch {
		case awsGlobalValue(opt):
			if !attached {
				j++
			}
		case awsGlobalSwitch(opt):
		case awsGlobalPrefix(opt):
			return "`" + name + " " + opt + "` abbreviates a global option"
		default:
			return ""
		}
	}
	return ""
}

// awsGlobalValue reports the aws CLI's global options that take a value
// (argparse: exactly one, which may not start with a dash).
func awsGlobalValue(opt string) bool {
	switch opt {
	case "--region", "--profile", "--output", "--query", "--color", "--cli-read-timeout", "--cli-connect-timeout",
		"--ca-bundle", "--cli-binary-format", "--endpoint-url":
		return true
	}
	return false
}

// awsGlobalSwitch reports the aws CLI's global switches (v1 and v2).
func awsGlobalSwitch(opt string) bool {
	switch opt {
	case "--debug", "--no-verify-ssl", "--no-paginate", "--no-sign-request", "--version", "--no-cli-pager",
		"--cli-auto-prompt", "--no-cli-auto-prompt":
		return true
	}
	return false
}

// awsGlobalPrefix reports an abbreviation of a global option, which the
// main parser takes for it.
func awsGlobalPrefix(opt string) bool {
	if len(opt) < 3 {
		return opt == "--"
	}
	for _, g := range [...]string{"--region", "--profile", "--output", "--query", "--color", "--cli-read-timeout",
		"--cli-connect-timeout", "--ca-bundle", "--cli-binary-format", "--endpoint-url", "--debug", "--no-verify-ssl",
		"--no-paginate", "--no-sign-request", "--version", "--no-cli-pager", "--cli-auto-prompt", "--no-cli-auto-prompt"} {
		if strings.HasPrefix(g, opt) {
			return true
		}
	}
	return false
}

// awsOneValue reports a parameter that takes exactly one value in the
// operation op ("service operation") as the aws CLI reads it: a string,
// number, timestamp, structure or map (argparse nargs=None), not a list
// (nargs='*') or a switch. The names and their exceptions come from the
// service models of botocore 1.43 (the 5,735 operations the model
// allows, under the CLI's names for the services and parameters): where the
// operation has no parameter of that exact name but one that it
// abbreviates, argparse takes the abbreviation, and the exceptions list
// the operations where that one, or the parameter itself, is a list or a
// switch (elbv2 describe-target-groups reads --target-group-arn as
// --target-group-arns). Where the operation has no such parameter at
// all, its parser fails on the unknown option.
func awsOneValue(op, opt string) bool {
	switch opt {
	case "--addon-name", "--alarm-name", "--alarm-name-prefix", "--alias-name", "--api-id", "--availability-zone",
		"--bucket", "--build-id", "--certificate-arn", "--change-set-name", "--cluster-arn", "--cluster-id",
		"--cluster-identifier", "--command-id", "--container-name", "--continuation-token",
		"--db-cluster-identifier", "--db-instance-identifier", "--db-parameter-group-name",
		"--db-snapshot-identifier", "--db-subnet-group-name", "--delimiter", "--desired-status",
		"--distribution-id", "--dns-name", "--document-name", "--end-time", "--engine", "--engine-version",
		"--event-bus-name", "--event-source-arn", "--execution-arn", "--expected-bucket-owner", "--family",
		"--family-prefix", "--fargate-profile-name", "--filter-name", "--filter-pattern", "--function-name",
		"--hosted-zone-id", "--hosted-zone-name", "--http-method", "--identity-pool-id", "--image-digest",
		"--image-tag", "--index-name", "--instance-profile-name", "--key-id", "--key-marker",
		"--launch-type", "--layer-name", "--log-group-name", "--log-group-name-prefix", "--log-stream-name",
		"--log-stream-name-prefix", "--marker", "--max-items", "--max-keys", "--max-records", "--max-results",
		"--name-prefix", "--namespace", "--next-token", "--nodegroup-name", "--page-size", "--parameter-name",
		"--path", "--path-prefix", "--period", "--pipeline-execution-id", "--pipeline-name", "--qualifier",
		"--query-id", "--query-string", "--queue-url", "--rest-api-id", "--role-arn",
		"--role-name", "--secret-arn", "--shard-id", "--shard-iterator-type",
		"--stack-name", "--stack-set-name", "--stage-name", "--start-after", "--start-record-name",
		"--start-record-type", "--start-time", "--starting-token", "--state-machine-arn", "--stream-name",
		"--table-name", "--task-arn", "--task-definition", "--topic-arn", "--update-id", "--upload-id", "--user-name",
		"--user-pool-id", "--version-id", "--version-id-marker", "--web-acl-arn", "--web-acl-id", "--work-group", "--rule-metric-name",
		"--file-last-written":
		return true
	case "--application-name":
		return !stringIn(op,
			"deploy batch-get-applications", "elasticbeanstalk describe-applications")
	case "--arn":
		return !stringIn(op,
			"appstream describe-app-blocks", "appstream describe-applications", "appstream describe-images",
			"batch describe-scheduling-policies", "billing list-billing-views", "inspector2 list-filters")
	case "--auto-scaling-group-name":
		return !stringIn(op,
			"autoscaling describe-auto-scaling-groups", "autoscaling describe-notification-configurations")
	case "--cache-cluster-id":
		return !stringIn(op,
			"elasticache describe-update-actions")
	case "--cluster":
		return !stringIn(op,
			"dax describe-clusters", "ecs describe-clusters", "emr list-clusters",
			"memorydb describe-service-updates")
	case "--cluster-name":
		return !stringIn(op,
			"dax describe-clusters", "memorydb describe-service-updates")
	case "--compute-environment":
		return !stringIn(op,
			"batch describe-compute-environments")
	case "--container-instance":
		return !stringIn(op,
			"ecs describe-container-instances")
	case "--domain-name":
		return !stringIn(op,
			"cloudsearch describe-domains", "es describe-elasticsearch-domains", "opensearch describe-domains")
	case "--environment-name":
		return !stringIn(op,
			"elasticbeanstalk describe-environments")
	case "--execution-id":
		return !stringIn(op,
			"m2 list-batch-job-executions")
	case "--group-name":
		return !stringIn(op,
			"ec2 describe-instance-topology", "ec2 describe-placement-groups", "ec2 describe-security-groups")
	case "--id":
		return !stringIn(op,
			"codebuild batch-get-build-batches", "codebuild batch-get-builds", "codebuild batch-get-sandboxes",
			"macie2 batch-get-custom-data-identifiers", "omics list-annotation-import-jobs",
			"omics list-annotation-stores", "omics list-variant-import-jobs", "omics list-variant-stores",
			"partnercentral-selling list-opportunities", "partnercentral-selling list-solutions")
	case "--image-id":
		return !stringIn(op,
			"ec2 describe-fast-launch-images", "ec2 describe-image-references",
			"ec2 describe-image-usage-report-entries", "ec2 describe-image-usage-reports", "ec2 describe-images",
			"ec2 describe-store-image-tasks", "ec2 list-images-in-recycle-bin", "ecr batch-get-image",
			"ecr describe-images", "ecr get-lifecycle-policy-preview", "ecr-public describe-images",
			"workspaces describe-workspace-images")
	case "--instance-id":
		return !stringIn(op,
			"autoscaling describe-auto-scaling-instances", "deploy batch-get-deployment-instances",
			"ec2 describe-classic-link-instances", "ec2 describe-instance-credit-specifications",
			"ec2 describe-instance-image-metadata", "ec2 describe-instance-sql-ha-history-states",
			"ec2 describe-instance-sql-ha-states", "ec2 describe-instance-status", "ec2 describe-instance-topology",
			"ec2 describe-instances", "gamelift describe-game-server-instances",
			"snow-device-management describe-device-ec2-instances", "ssm describe-instance-patch-states")
	case "--job-id":
		return !stringIn(op,
			"compute-optimizer describe-recommendation-export-jobs")
	case "--job-name":
		return !stringIn(op,
			"glue batch-get-jobs")
	case "--job-queue":
		return !stringIn(op,
			"batch describe-job-queues")
	case "--key":
		return !stringIn(op,
			"macie2 test-custom-data-identifier", "pinpoint-sms-voice-v2 describe-keywords")
	case "--launch-template-id":
		return !stringIn(op,
			"ec2 describe-launch-templates")
	case "--launch-template-name":
		return !stringIn(op,
			"ec2 describe-launch-templates")
	case "--listener-arn":
		return !stringIn(op,
			"elbv2 describe-listeners")
	case "--load-balancer-arn":
		return !stringIn(op,
			"elbv2 describe-load-balancers")
	case "--load-balancer-name":
		return !stringIn(op,
			"elb describe-load-balancers", "elb describe-tags")
	case "--log-group-identifier":
		return !stringIn(op,
			"logs describe-field-indexes", "logs describe-index-policies", "logs describe-log-groups")
	case "--metric-name":
		return !stringIn(op,
			"ec2 get-capacity-manager-metric-data", "ec2 get-capacity-manager-metric-dimensions")
	case "--name":
		return !stringIn(op,
			"appstream describe-app-block-builders", "appstream describe-fleets", "appstream describe-image-builders",
			"appstream describe-images", "appstream describe-stacks", "athena batch-get-named-query",
			"billing list-billing-views", "codebuild batch-get-fleets", "codebuild batch-get-projects",
			"codeguru-reviewer list-repository-associations", "elbv2 describe-load-balancers",
			"elbv2 describe-ssl-policies", "elbv2 describe-target-groups", "elbv2 describe-trust-stores",
			"fsx describe-s3-access-point-attachments", "gamelift describe-game-session-queues",
			"gamelift describe-matchmaking-configurations", "gamelift describe-matchmaking-rule-sets",
			"glue batch-get-blueprints", "glue batch-get-custom-entity-types", "glue batch-get-workflows",
			"m2 list-applications", "m2 list-environments", "ssm get-parameters", "synthetics describe-canaries",
			"synthetics describe-canaries-last-run")
	case "--owner-id":
		return !stringIn(op,
			"ec2 describe-snapshots")
	case "--policy-arn":
		return !stringIn(op,
			"sts get-federation-token")
	case "--policy-name":
		return !stringIn(op,
			"application-autoscaling describe-scaling-policies", "autoscaling describe-policies",
			"elb describe-load-balancer-policies")
	case "--prefix":
		return !stringIn(op,
			"ec2 describe-managed-prefix-lists", "ec2 describe-prefix-lists",
			"ecr describe-repository-creation-templates")
	case "--project-name":
		return !stringIn(op,
			"rekognition describe-projects")
	case "--query-execution-id":
		return !stringIn(op,
			"athena batch-get-query-execution")
	case "--region-name":
		return !stringIn(op,
			"ec2 describe-regions", "ec2 get-spot-placement-scores")
	case "--registry-id":
		return !stringIn(op,
			"ecr get-authorization-token", "ecr get-login")
	case "--replication-group-id":
		return !stringIn(op,
			"elasticache describe-update-actions")
	case "--repository-name":
		return !stringIn(op,
			"codeguru-reviewer list-code-reviews", "ecr batch-get-repository-scanning-configuration",
			"ecr describe-repositories", "ecr-public describe-repositories")
	case "--resource-arn":
		return !stringIn(op,
			"compute-optimizer get-idle-recommendations", "compute-optimizer get-license-recommendations",
			"compute-optimizer get-rds-database-recommendations", "directconnect describe-tags",
			"elbv2 describe-tags", "iam simulate-custom-policy", "iam simulate-principal-policy",
			"ram get-resource-policies", "ram list-resources", "resourcegroupstaggingapi get-resources",
			"shield list-attacks")
	case "--rule-arn":
		return !stringIn(op,
			"elbv2 describe-rules")
	case "--secret-id":
		return !stringIn(op,
			"secretsmanager batch-get-secret-value")
	case "--service-arn":
		return !stringIn(op,
			"compute-optimizer get-ecs-service-recommendations")
	case "--service-name":
		return !stringIn(op,
			"ec2 describe-vpc-endpoint-services", "iam list-policies-granting-service-access")
	case "--snapshot-id":
		return !stringIn(op,
			"ds describe-snapshots", "ec2 describe-locked-snapshots", "ec2 describe-snapshots",
			"ec2 list-snapshots-in-recycle-bin", "fsx describe-snapshots")
	case "--subnet-id":
		return !stringIn(op,
			"ec2 describe-subnets")
	case "--target-group-arn":
		return !stringIn(op,
			"elbv2 describe-target-groups")
	case "--task":
		return !stringIn(op,
			"ecs describe-task-sets", "ecs describe-tasks", "ecs get-task-protection",
			"fsx describe-data-repository-tasks")
	case "--trail-name":
		return !stringIn(op,
			"cloudtrail describe-trails")
	case "--volume-id":
		return !stringIn(op,
			"ec2 describe-volume-status", "ec2 describe-volumes", "ec2 describe-volumes-modifications",
			"ec2 list-volumes-in-recycle-bin", "fsx describe-volumes")
	case "--vpc-id":
		return !stringIn(op,
			"ec2 describe-vpc-classic-link", "ec2 describe-vpc-classic-link-dns-support",
			"ec2 describe-vpc-encryption-controls", "ec2 describe-vpcs", "network-firewall list-firewalls")
	case "--zone-name":
		return !stringIn(op,
			"ec2 describe-availability-zones")
	}
	return false
}

// stringIn reports whether s is one of list.
func stringIn(s string, list ...string) bool {
	for _, l := range list {
		if s == l {
			return true
		}
	}
	return false
}
