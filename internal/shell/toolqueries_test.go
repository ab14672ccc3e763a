package shell

import (
	"testing"
	"testing/fstest"
)

// TestToolQueryShapes pins the parsers of the developer tool queries
// whose verdict turns on one word: where argparse finds yq's -i, which
// words pandoc takes as a format, which -n makes git tag list, where
// grpcurl's verb stands. want is "" for a read, else a fragment of the
// reason.
func TestToolQueryShapes(t *testing.T) {
	cases := []shapeCase{
		// Python yq: argparse takes -i wherever it stands, bundled after
		// -y, after a jq option with two values, after a value option
		// of Go yq's spec.
		{"yq -y . f.yaml", ""},
		{"yq --in-place -y . f.yaml", "edits files in place"},
		{"yq --in-p -y . f.yaml", "edits files in place"},
		{"yq -y --arg x 1 -i . f.yaml", "edits files in place"},
		{"yq -y -o -i . f.yaml", "edits files in place"},
		{"yq -yi . f.yaml", "edits files in place"},
		{"yq -y . -- -i", ""},
		{"yq --indentless-lists -y . f.yaml", ""},
		{"tomlq -t . pyproject.toml", ""},
		{"tomlq -ti . pyproject.toml", "edits files in place"},
		{"xq --xml-output . a.xml", ""},
		{"xq \"$o\" . a.xml", "xq"},
		// pandoc: formats by name, never a file (a Lua reader or
		// writer), never pdf; GetOpt abbreviations of writing options.
		{"pandoc -t gfm-raw_html+smart a.md", ""},
		{"pandoc -tplain a.md", ""},
		{"pandoc -t w.lua a.md", "format"},
		{"pandoc -twriter.lua a.md", "format"},
		{"pandoc --write=../w a.md", "format"},
		{"pandoc -t pdf a.md", "format"},
		{"pandoc -t pdf+smart a.md", "format"},
		{"pandoc --outp=x a.md", "writes a file"},
		{"pandoc -sox a.md", "writes a file"},
		{"pandoc -sto a.md", ""}, // -t takes "o", a format pandoc does not know
		{"pandoc --lua=f.lua a.md", "runs Lua code"},
		{"pandoc a.md +RTS -sx", "runtime options"},
		{"pandoc -- +RTS", ""},
		// git tag: -n lists unless its count is negative; a later -n wins.
		{"git tag -n v1", ""},
		{"git tag -ln3 v1", ""},
		{"git tag -n12 v1", ""},
		{"git tag -n-1 v1", "creates a tag"},
		{"git tag -n+1 v1", "creates a tag"},
		{"git tag -n3 -n-1 v1", "creates a tag"},
		{"git tag --no-merged main v1", ""},
		{"git tag --sort=-v:refname v1", "creates a tag"},
		// git interpret-trailers applies configured trailers (their
		// commands) unless it only reads its input.
		{"git interpret-trailers --parse m", ""},
		{"git interpret-trailers --only-input --unfold m", ""},
		{"git interpret-trailers --unfold m", "configured for trailers"},
		{"git interpret-trailers --parse --in-place m", "rewrites the files"},
		{"git interpret-trailers --parse --in m", "rewrites the files"},
		// grpcurl: the server comes first unless the verb does.
		{"grpcurl -protoset x.pb list", ""},
		{"grpcurl -protoset x.pb describe a.B", ""},
		{"grpcurl localhost:1 list a.B", ""},
		{"grpcurl list a.B/Del", ""},
		{"grpcurl localhost:1 a.B/Del", "calls a method"},
		{"grpcurl localhost:1 a.B/Del list", "calls a method"},
		{"grpcurl -d {} localhost:1 list", ""},
		{"grpcurl -d '{\"service\": \"b\"}' localhost:1 grpc.health.v1.Health/Check", ""},
		{"grpcurl localhost:1 grpc.health.v1.Health/Watch", "calls a method"},
		{"grpcurl -d {} localhost:1 a.B/Delete", "calls a method"},
		{"grpcurl localhost:1 list -d {}", "takes one symbol"},
		// protoc expands @file wherever it stands.
		{"protoc -I @f --decode_raw", "@file"},
		{"protoc --error_format=gcc --decode_raw", ""},
		{"protoc -Iproto --decode=a.B proto/*.proto < m.bin", ""},
		{"protoc --decode_raw * < m.bin", "@file"},
		{"protoc --decode=a.B \"$f\" < m.bin", "@file"},
		{"protoc --js_out=x a.proto", "plugin"},
		// helm help VERB prints VERB's help; a plugin's name is no verb.
		{"helm help repo add", ""},
		{"helm help diff", "helm help"},
		// taplo format rewrites unless --check (a switch) or stdin alone.
		{"taplo fmt --check -o align_entries=true", ""},
		{"taplo --colors never fmt --check x.toml", ""},
		{"taplo fmt -", ""},
		{"taplo fmt - x.toml", "rewrites the files"},
		{"taplo fmt -fo a=b x.toml", "rewrites the files"},
		{"taplo fmt --check --cache-path=c", "cache"},
		{"taplo lint --schema-catalog https://x/c.json a.toml", ""},
		// cue: fmt reports with --check or --diff; help of a user
		// command loads the _tool.cue files.
		{"cue fmt -s --check x.cue", ""},
		{"cue fmt -sd x.cue", ""},
		{"cue fmt -s x.cue", "rewrites the files"},
		{"cue fmt --diff=false x.cue", "sets a switch"},
		{"cue help cmd deploy", "tasks it declares"},
		{"cue help environment", ""},
		// oasdiff: a git ref may be fetched (fetch: true in .oasdiff.yaml).
		{"oasdiff breaking https://x/a.yaml b.yaml", ""},
		{"oasdiff diff - b.yaml < a.yaml", ""},
		{"oasdiff breaking <(git show v1:a.yaml) a.yaml", ""},
		{"oasdiff breaking v1:a.yaml a.yaml", "git ref"},
		// Newer oasdiff uploads the comparison with --open; -o is
		// --fail-on, no file.
		{"oasdiff breaking a.yaml b.yaml --open", "uploads the comparison"},
		{"oasdiff changelog a.yaml b.yaml --review-token=t", "uploads the comparison"},
		{"oasdiff breaking a.yaml b.yaml --fail-on ERR -o WARN", ""},
		{"oasdiff breaking -c 'base/*.yaml' 'rev/*.yaml'", ""},
		{"oasdiff breaking -c base/*.yaml rev/*.yaml", "git ref"},
		{"oasdiff breaking --fetch=false a.yaml b.yaml", "--fetch"},
		// cobra's help command prints usage; options and run-time words
		// are not help topics.
		{"kubectl help get pods", ""},
		{"kubectl help get pods x", "changes the cluster"},
		{"kubectl help \"$c\"", "not literal"},
		{"docker help image ls", ""},
		{"docker help run -d nginx", "changes containers"},
		// just prints the justfile without evaluating a backtick only
		// in its listings (verified with just 1.57).
		{"just -lu", ""},
		{"just --list tools", ""},
		{"just -s deploy", ""},
		{"just -n deploy", "runs, evaluates or edits"},
		{"just --summary deploy", "runs recipes"},
		{"just -c 'touch x'", "runs, evaluates or edits"},
		// buf prints its usage without opening a module.
		{"buf help generate", ""},
		{"buf generate --help", ""},
		{"buf generate --template x --help", "module cache"},
		{"buf lint", "module cache"},
		// After the first operand every word is an operand.
		{"just build --list", "runs that recipe"},
		{"just build -l", "runs that recipe"},
		{"just --justfile tools/justfile build --list", "runs that recipe"},
		{"just --list tools --unsorted", ""},
		{"just -f justfile -l tools", ""},
		// Version reports are exact.
		{"kotlinc -version", ""},
		{"kotlinc -version -script x.kts", "compiles or runs"},
		{"zig version x", "builds"},
		{"dotnet --list-sdks --x", "runs tests or builds"},
		{"stack --version", ""},
		{"stack build", "runs tests or builds"},
		{"ghc --info", ""},
		{"ghc --info Main.hs", "compiles"},
	}
	checkShapes(t, cases)
}

// oasdiff reads oasdiff.{yaml,json,...} where it runs (viper), which can
// set any of its flags: open: true uploads the specs.
func TestOasdiffConfigWhereItRuns(t *testing.T) {
	fsys := fstest.MapFS{
		"p/cfg/oasdiff.yaml":  {},
		"p/cfg2/oasdiff.toml": {},
		"p/plain/api.yaml":    {},
	}
	checkInDirs(t, mapReadDir(fsys), []dirCase{
		{"/p/cfg", "oasdiff breaking a.yaml b.yaml", false},
		{"/p/cfg2", "oasdiff breaking a.yaml b.yaml", false},
		{"/p/plain", "oasdiff breaking a.yaml b.yaml", true},
	})
}

// TestGrpcHealthProbe pins grpc_health_probe: one health check, every
// option of it declared, nothing else.
func TestGrpcHealthProbe(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"grpc_health_probe -addr=localhost:9000 -service=payments.v1.PaymentService", ""},
		{"grpc_health_probe -addr localhost:9000 -tls -tls-ca-cert ca.pem -rpc-timeout 2s -rpc-header x-env=prod", ""},
		{"grpc_health_probe --addr=localhost:9000 -v", ""},
		{"grpc_health_probe -addr x -out f", "option the model does not know"},
		{"grpc_health_probe -addr x y", "takes no operands"},
		{`grpc_health_probe -addr x $EXTRA`, "not literal"},
	})
}
