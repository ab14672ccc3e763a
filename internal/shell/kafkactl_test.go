package shell

import (
	"testing"
	"testing/fstest"
)

// TestKafkactl pins kafkactl's listings and descriptions: allowed where
// no project kafkactl.yml can be read and the user's configuration is in
// ~/.config/kafkactl (fixtureFS has both files), and consume without a
// group when it ends; the commands that change the cluster, a group's
// consumer, another configuration and the keyring are refused.
func TestKafkactl(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"kafkactl describe consumer-group checkout-order-events", ""},
		{"kafkactl describe topic orders.created -o yaml", ""},
		{"kafkactl get topics", ""},
		{"kafkactl list cg -t orders.created -o json", ""},
		{"kafkactl get acl --topics -o yaml", ""},
		{"kafkactl describe cg g --print-topics=false -l", ""},
		{"kafkactl describe broker 1 -a", ""},
		{"kafkactl get topics --context prod", ""},
		{`kafkactl describe topic -- "$T"`, ""},
		{"kafkactl version", ""},
		{"kafkactl config current-context", ""},
		{"kafkactl config view", ""},
		{"kafkactl --help", ""},
		{"kafkactl --context prod get topics", "before its command words"},
		{"kafkactl get topics -C ./kafkactl.yml", "reads another configuration"},
		{"kafkactl get topics --config-file=x.yml", "reads another configuration"},
		{"kafkactl get topics --clear-keyring", "keyring"},
		{"kafkactl config use-context prod", "writes current-context.yml"},
		{"kafkactl consume orders.created --exit", ""},
		{"kafkactl consume orders.created -b -e --print-keys -o json", ""},
		{"kafkactl consume orders.created --tail 20 --print-timestamps", ""},
		{"kafkactl consume orders.created --exit --group g", "commits its offsets"},
		{"kafkactl consume orders.created -g g --from-beginning", "commits its offsets"},
		{"kafkactl consume orders.created -bg g", "commits its offsets"},
		{"kafkactl consume orders.created", "never ends"},
		{"kafkactl consume orders.created --max-messages 10", "never ends"},
		{"kafkactl consume orders.created --exit=false", "never ends"},
		{"kafkactl consume orders.created --tail 0", "never ends"},
		{"kafkactl consume orders.created --tail=-1", "never ends"},
		// pflag keeps the last value of each.
		{"kafkactl consume orders.created --exit --exit=false", "never ends"},
		{"kafkactl consume orders.created -e --exit=false", "never ends"},
		{"kafkactl consume orders.created --tail 20 --tail=-1", "never ends"},
		{"kafkactl consume orders.created --exit=false --tail 20", ""},
		{"kafkactl consume orders.created --exit=false --exit", ""},
		{`kafkactl consume orders.created --tail "$n"`, "never ends"},
		{"kafkactl consume orders.created payments --exit", "takes one name"},
		{"kafkactl produce orders.created --value x", "changes the cluster"},
		{"kafkactl delete topic orders.created", "changes the cluster"},
		{"kafkactl reset consumer-group-offset g --topic t --newest --execute", "changes the cluster"},
		{"kafkactl alter topic t -c retention.ms=1", "changes the cluster"},
		{"kafkactl __complete describe topic ''", "not a read the model knows"},
		{"kafkactl describe topic", "takes one name"},
		{"kafkactl describe topic a b", "takes one name"},
		{"kafkactl get topics x", "takes no operands"},
		{"kafkactl get topics --cfg x", "does not know"},
		{`kafkactl describe topic "$T"`, "not literal"},
		{"kafkactl describe $verb x", "not a read the model knows"},
		{"cd kafkaproj && kafkactl get topics", ".kafkactl.yml"},
		{"cd kafkaproj/sub && kafkactl get topics", "kafkactl.yml"},
		{"cd /tmp && kafkactl get topics", "cannot list"},
		{"KAFKA_CTL_CONFIG=./k.yml kafkactl get topics", "KAFKA_CTL_CONFIG"},
		{"kubectl exec x -- kafkactl get topics", "does not follow"},
	})
	// macOS's file systems ignore case: KAFKACTL.YML is kafkactl.yml.
	tree := fstest.MapFS{
		"p/KAFKACTL.YML":                              {},
		"q/README.md":                                 {},
		"home/u/.config/kafkactl/config.yml":          {},
		"home/u/.config/kafkactl/current-context.yml": {},
	}
	env := Env{Cwd: "/p", Home: "/home/u", ReadDir: mapReadDir(tree), Exported: fixtureExported, Getenv: fixtureGetenv}
	checkShapesIn(t, env, []shapeCase{{"kafkactl get topics", "KAFKACTL.YML"}})
	env.Cwd = "/q"
	checkShapesIn(t, env, []shapeCase{{"kafkactl get topics", ""}})
	// Without the user's configuration kafkactl writes one.
	env = fixtureEnv()
	env.Home = "/home/v"
	checkShapesIn(t, env, []shapeCase{{"kafkactl get topics", "when they are missing"}})
	env = fixtureEnv()
	env.Exported = func(name string) bool { return name == "KAFKA_CTL_CONFIG" || fixtureExported(name) }
	checkShapesIn(t, env, []shapeCase{{"kafkactl get topics", "KAFKA_CTL_CONFIG"}})
}
