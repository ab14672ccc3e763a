package shell

import "testing"

// TestNodeInline pins the node -e/-p shapes, run in fixtureFS.
func TestNodeInline(t *testing.T) {
	allowed := []string{
		`node -e 'console.log(require("./web/package.json").engines)'`,
		`node -p 'Object.keys(require("./package.json").devDependencies).length'`,
		`node -p "require('./web/package.json').engines"`,
		`node -pe 'require("./package.json").version'`,
		`node -e 'const p = require("./package.json"); for (const [k, v] of Object.entries(p.scripts || {})) console.log(k + ": " + v)'`,
		"node -e 'const p = require(\"./package.json\"); console.log(`${p.name}@${p.version}`)'",
		`node -e 'const fs = require("fs"); console.log(JSON.parse(fs.readFileSync("package.json", "utf8")).name)'`,
		`node -e 'console.log(require("fs").readdirSync("."))'`,
		`node -e 'console.log(process.version, process.versions.v8, process.platform, process.arch)'`,
		`node -e 'console.log(process.env.HOME, process.cwd())'`,
		`node -p 'process.versions'`,
		`node -e 'process.stdout.write(JSON.stringify({a: 1}, null, 2) + "\n")'`,
		`node -e 'let s = ""; process.stdin.on("data", d => s += d).on("end", () => console.log(JSON.parse(s).name))' < package.json`,
		`node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).name)' < package.json`,
		`node -e 'const path = require("path"); console.log(path.join("a", "b"), require("os").platform())'`,
		`node -e 'console.log([3, 1, 2].sort((a, b) => a - b).map(x => x * 2).join(","))'`,
		`node -e 'const d = require("./package.json"); console.log(d["dependencies"]["react"])'`,
		`node -e 'console.log(new Date().toISOString(), Math.max(1, 2), "a/b".split(/\//))'`,
		`node -e 'console.log(process.argv.slice(1))' a b`,
		`node -e 'const x = 1; if (x) { console.log(1) } else { console.log(2) }'`,
		`node -p 'require("os").totalmem() / 1024 / 1024'`,
		// -e and -p have the built-in modules as globals.
		`node -p 'os.availableParallelism() + " cpus, " + Math.round(os.totalmem()/2**30) + " GiB"'`,
		`node -e 'console.log(path.basename(process.cwd()), fs.readdirSync(".").length)'`,
		`node -e 'const x = 1; if (x) /a/.test("a") && console.log(1)'`,
		`node <<'EOF'
const p = require("./package.json");
console.log(p.name);
EOF`,
		`node - <<< 'console.log(process.version)'`,
	}
	denied := []string{
		`node -e 'fs.writeFileSync("x", "y")'`,
		`node -e 'child_process.execSync("touch x")'`,
		`node -e 'os.setPriority(0, 19)'`,
		`node -e 'const os = {cpus: () => 1}; console.log(os.cpus())'`,
		`node -e 'require("child_process").execSync("touch x")'`,
		`node -e 'require("fs").writeFileSync("x", "y")'`,
		`node -e 'const fs = require("fs"); fs.appendFileSync("x", "y")'`,
		`node -e 'const fs = require("fs"); const w = fs; w.unlinkSync("x")'`,
		`node -e 'const {writeFileSync} = require("fs"); writeFileSync("x", "y")'`,
		`node -e 'const {readFileSync} = require("fs"); readFileSync("x", {flag: "w"})'`,
		`node -e 'require("fs").readFileSync("x", {flag: "w"})'`,
		`node -e 'const fs = require("fs"); for (const [k, f] of Object.entries(fs)) if (k == "rmSync") f("x")'`,
		`node -e 'Object.values(require("fs"))'`,
		`node -e 'Object.values(process)'`,
		`node -e 'process.binding("fs")'`,
		`node -e 'process.mainModule.require("child_process")'`,
		`node -e 'process.dlopen(module, "x.node")'`,
		`node -e 'process.chdir("/")'`,
		`node -e 'eval("1")'`,
		`node -e 'new Function("return 1")()'`,
		`node -e '[].constructor.constructor("return process")()'`,
		`node -e '[]["constructor"]["constructor"]("x")'`,
		`node -e 'const k = "constructor"; [][k][k]("x")'`,
		`node -e 'const o = {}; o.__proto__'`,
		`node -e 'const F = {}["constructor"]'`,
		`node -e 'const o = {"__proto__": null}'`,
		`node -e 'globalThis.process'`,
		`node -e 'this.process'`,
		`node -e 'import("fs").then(f => f.writeFileSync("x", ""))'`,
		`node -e 'fetch("http://x", {method: "POST"})'`,
		`node -e 'fetch("http://x"); var fetch = 1'`,
		`node -e 'setTimeout(() => 1, 1000)'`,
		`node -e 'require("./x.js")'`,
		`node -e 'require("x.json")'`,
		`node -e 'require("./trap/package.json")'`,
		`node -e 'require("./trap/link.json")'`,
		`node -e 'require("./trap/data.json")'`,
		`node -e 'require("./missing.json")'`,
		"node -e 'console.log(`${require(\"child_process\").execSync(\"id\")}`)'",
		`node -e 'if (x) /'"'"'/.test(s); require("child_process"); "'"'"'"'`,
		`node -e 'const x = 1; while (x) /'"'"'/.test(s); require("child_process"); "'"'"'"'`,
		`node -e 'const x = {}; x.if(1) / 2; require("child_process"); / 3'`,
		`node -e 'const s = "a"; for (const c of s) /'"'"'/.test(c); require("child_process"); "'"'"'"'`,
		`node -e '\u0065val("1")'`,
		`node -e 'console.log(1)' --require ./evil.js`,
		`node -e 'console.log(1)' -r ./evil.js`,
		`node -r ./evil.js -e 'console.log(1)'`,
		`node --input-type=module -e 'console.log(1)'`,
		`node -e "$CODE"`,
		`node -e "console.log('$x')"`,
		`node -e 'console.log(1)' $args`,
		`node script.js`,
		`node <<'EOF'
require("child_process").execSync("id");
EOF`,
		`node <<EOF
console.log("$x");
EOF`,
		`node < script.js`,
		`cat script.js | node`,
		`node`,
		`NODE_OPTIONS=--require=./x.js node -e 'console.log(1)'`,
		`node -e 'const f = (x => x)(1)'`,
		`node -e 'const a = [require]'`,
		`node -e 'String.constructor'`,
		`node -e 'console.log.call(null, 1)'`,
		`node -e 'class A {}'`,
		`node -e 'const p = require("path"); { const p = require("fs"); p.join("a") }'`,
		`node -e 'const {constructor: F} = []; const {constructor: G} = F; const h = G("return 1"); h()'`,
		`node -e 'const {"constructor": F} = []'`,
		`node -e 'const k = "x"; const {[k]: F} = []'`,
		`node -e 'const {constructor} = []'`,
		`node -e 'process.stdin.on("data", d => 1).write("x")'`,
	}
	for _, cmd := range allowed {
		if a := Analyze(cmd, fixtureEnv()); !a.ReadOnly {
			t.Errorf("should be read-only: %s\n  reason: %s", cmd, a.Reason)
		}
	}
	for _, cmd := range denied {
		if a := Analyze(cmd, fixtureEnv()); a.ReadOnly {
			t.Errorf("should be denied: %s", cmd)
		}
	}
	if a := Analyze(`node -e 'require("./package.json")'`, Env{Cwd: "/project"}); a.ReadOnly {
		t.Errorf("require of a JSON file without Env.ReadDir should be denied")
	}
}
