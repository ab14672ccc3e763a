package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// FuzzInstallUninstall checks, on any settings file Install accepts, that
// the result is valid JSON wiring each handler once, that nothing else
// changed, that a second install changes nothing and that uninstall with
// the receipt gives the original bytes back. Anything Install refuses must
// be a FileError, never a panic.
func FuzzInstallUninstall(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.json")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, false)
		f.Add(data, true)
	}
	for _, s := range []string{
		`{"hooks":{"PreToolUse":[{"matcher":"Edit|Write|MultiEdit|NotebookEdit|Bash","hooks":[{"type":"command","command":"x"}]}]}}`,
		`{"hooks":{"Stop":[],"TeammateIdle":[{"hooks":[]}]},"env":{"A":"1"}}`,
		"{\"a\":{\"b\":[\n\t1]}, \"hooks\" :{ }}",
		`{"hook\u0073":{},"\u0065nv":{}}`,
		`{"":1,"hooks":{"":[]}}`,
		"{\"a\":\"\\\"}\"}\r\n",
		`[]`, `{"hooks":[]}`, `{"a":1,}`,
	} {
		f.Add([]byte(s), true)
	}
	hs := teamctlHandlers(`C:\Program Files\teamctl`)
	owned := Commands(hs)
	f.Fuzz(func(t *testing.T, data []byte, env bool) {
		// Each input is tried as it is, which reaches the error paths, and
		// as the seed of a generated settings file, which is always valid
		// and reaches deep into hooks and env.
		checkRoundTrip(t, data, hs, owned, env)
		checkRoundTrip(t, generate(data), hs, owned, env)
	})
}

func checkRoundTrip(t *testing.T, original []byte, hs []Handler, owned func(string) bool, env bool) {
	res, err := Install(original, hs, Options{AgentTeams: env})
	if err != nil {
		var fe *FileError
		if !errors.As(err, &fe) {
			t.Fatalf("install error %v is not a *FileError", err)
		}
		if json.Valid(original) && fe.Line == 0 {
			t.Logf("valid JSON refused without a position: %v", err)
		}
		return
	}
	if !json.Valid(res.Data) {
		t.Fatalf("install wrote invalid JSON:\n%q", res.Data)
	}
	wiredOnce(t, res.Data, hs)
	othersUnchanged(t, original, res.Data, owned)

	again, err := Install(res.Data, hs, Options{AgentTeams: env, Receipt: &res.Receipt})
	if err != nil || again.Changed {
		t.Fatalf("second install: %v\n%s", err, Diff(res.Data, again.Data, "settings.json"))
	}

	had, _ := Inspect(original)
	if slices.ContainsFunc(had, func(w Wired) bool { return owned(w.Command) }) {
		return // the file had teamctl's handlers before; they are not restored
	}
	back, err := Uninstall(res.Data, nil, &res.Receipt)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Data, original) {
		t.Fatalf("uninstall not byte-identical:\n%q\n%q", original, back.Data)
	}

	blind, err := Uninstall(res.Data, owned, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(blind.Data) {
		t.Fatalf("uninstall without receipt wrote invalid JSON:\n%q", blind.Data)
	}
	left, _ := Inspect(blind.Data)
	if slices.ContainsFunc(left, func(w Wired) bool { return owned(w.Command) }) {
		t.Fatalf("uninstall without receipt left handlers:\n%s", blind.Data)
	}
	othersUnchanged(t, original, blind.Data, owned)
}

// generate turns fuzz bytes into a valid settings object: a random layout
// (indent, line breaks, colon spacing, trailing bytes) and random content
// drawn from the keys teamctl reads, with empty containers, foreign hooks
// and escapes among them.
func generate(seed []byte) []byte {
	g := &gen{seed: seed}
	g.indent = []string{"  ", "    ", "\t", "", " "}[g.n(5)]
	g.nl = []string{"\n", "\r\n", ""}[g.n(3)]
	g.colon = []string{": ", ":", " : "}[g.n(3)]
	var b bytes.Buffer
	b.WriteString([]string{"", " ", "\n"}[g.n(3)])
	var top []func(*bytes.Buffer, string)
	for i := range g.n(4) {
		key := g.pick("model", "permissions", "statusLine", "x", "é", "a.b", "") + strings.Repeat("_", i)
		top = append(top, g.member(quote(key), g.value))
	}
	if g.n(3) > 0 {
		top = slices.Insert(top, g.n(len(top)+1), g.member(g.pick(`"env"`, `"\u0065nv"`), g.env))
	}
	if g.n(4) > 0 {
		top = slices.Insert(top, g.n(len(top)+1), g.member(g.pick(`"hooks"`, `"hook\u0073"`), g.hooks))
	}
	g.object(&b, "", top)
	b.WriteString([]string{"", "\n", "\n\n", "\r\n", " "}[g.n(5)])
	return b.Bytes()
}

type gen struct {
	seed              []byte
	indent, nl, colon string
}

func (g *gen) n(k int) int {
	if len(g.seed) == 0 || k <= 1 {
		return 0
	}
	v := int(g.seed[0]) % k
	g.seed = g.seed[1:]
	return v
}

func (g *gen) pick(s ...string) string { return s[g.n(len(s))] }

// member writes "key": value; key is raw JSON, so it may hold escapes.
func (g *gen) member(key string, value func(*bytes.Buffer, string)) func(*bytes.Buffer, string) {
	return func(b *bytes.Buffer, ind string) {
		b.WriteString(key)
		b.WriteString(g.colon)
		value(b, ind)
	}
}

// object writes members; an empty object sometimes gets whitespace inside.
func (g *gen) object(b *bytes.Buffer, ind string, members []func(*bytes.Buffer, string)) {
	g.container(b, ind, "{", "}", members)
}

func (g *gen) array(b *bytes.Buffer, ind string, items []func(*bytes.Buffer, string)) {
	g.container(b, ind, "[", "]", items)
}

func (g *gen) container(b *bytes.Buffer, ind, open, close string, items []func(*bytes.Buffer, string)) {
	b.WriteString(open)
	oneLine := g.nl == "" || g.n(4) == 0
	if len(items) == 0 {
		b.WriteString(g.pick("", "", " ", g.nl+ind))
	}
	for i, item := range items {
		if i > 0 {
			b.WriteString(",")
		}
		if oneLine {
			b.WriteString(g.pick("", " "))
		} else {
			b.WriteString(g.nl + ind + g.indent)
		}
		item(b, ind+g.indent)
	}
	if len(items) > 0 && !oneLine {
		b.WriteString(g.nl + ind)
	}
	b.WriteString(close)
}

func (g *gen) value(b *bytes.Buffer, ind string) {
	switch g.n(6) {
	case 0:
		b.WriteString(g.pick(`"opus"`, `"a\"b\\"`, `"\u00e9\/"`, `""`, `"}]"`))
	case 1:
		b.WriteString(g.pick("0", "-1.5e3", "true", "null", "false"))
	case 2:
		var items []func(*bytes.Buffer, string)
		for range g.n(3) {
			items = append(items, g.value)
		}
		g.array(b, ind, items)
	default:
		var ms []func(*bytes.Buffer, string)
		for i := range g.n(3) {
			ms = append(ms, g.member(quote(g.pick("allow", "deny", "type", "k")+string(rune('0'+i))), g.value))
		}
		g.object(b, ind, ms)
	}
}

func (g *gen) env(b *bytes.Buffer, ind string) {
	var ms []func(*bytes.Buffer, string)
	for i := range g.n(3) {
		key := g.pick("FOO", AgentTeamsEnv, "BAR")
		if key != AgentTeamsEnv {
			key += string(rune('0' + i))
		} else if i > 0 {
			continue
		}
		ms = append(ms, g.member(quote(key), func(b *bytes.Buffer, _ string) { b.WriteString(g.pick(`"1"`, `"0"`, `""`)) }))
	}
	g.object(b, ind, ms)
}

func (g *gen) hooks(b *bytes.Buffer, ind string) {
	var events []func(*bytes.Buffer, string)
	for _, ev := range []string{"PreToolUse", "TeammateIdle", "Stop", "SessionStart", "Notification"} {
		if g.n(3) == 0 {
			continue
		}
		events = append(events, g.member(quote(ev), g.groups))
	}
	g.object(b, ind, events)
}

func (g *gen) groups(b *bytes.Buffer, ind string) {
	var groups []func(*bytes.Buffer, string)
	for range g.n(4) {
		var ms []func(*bytes.Buffer, string)
		if g.n(2) == 0 {
			ms = append(ms, g.member(`"matcher"`, func(b *bytes.Buffer, _ string) {
				b.WriteString(quote(g.pick("Edit|Write|MultiEdit|NotebookEdit|Bash", "Agent|Task|SendMessage", "", "*", "Bash")))
			}))
		}
		ms = append(ms, g.member(`"hooks"`, func(b *bytes.Buffer, ind string) {
			var hs []func(*bytes.Buffer, string)
			for range g.n(3) {
				hs = append(hs, func(b *bytes.Buffer, ind string) {
					g.object(b, ind, []func(*bytes.Buffer, string){
						g.member(`"type"`, func(b *bytes.Buffer, _ string) { b.WriteString(`"command"`) }),
						g.member(`"command"`, func(b *bytes.Buffer, _ string) { b.WriteString(quote(g.pick("lint", "/usr/bin/guard", "say hi"))) }),
					})
				})
			}
			g.array(b, ind, hs)
		}))
		groups = append(groups, func(b *bytes.Buffer, ind string) { g.object(b, ind, ms) })
	}
	g.array(b, ind, groups)
}
