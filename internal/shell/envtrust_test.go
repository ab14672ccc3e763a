package shell

import "testing"

// TestEnvironmentURLs pins curl with a URL that starts with an
// environment variable's value ("$ES_URL/_cat/indices"): the user chose
// the scheme and host, so the request is judged as one to an http(s) URL;
// a line that sets the name by any route, in any order, loses that.
func TestEnvironmentURLs(t *testing.T) {
	const notLiteral = "not literal and could be an option"
	checkShapes(t, []shapeCase{
		{`curl -s "$ES_URL/_cat/indices?v"`, ""},
		{`curl -s "${ES_URL}/_cluster/health" | jq .status`, ""},
		{`curl -s "$JAEGER_URL/api/dependencies?endTs=$(date +%s)000&lookback=3600000" | jq .`, ""},
		{`for idx in products-v7 products-v8; do curl -s "$ES_URL/$idx/_count"; done`, ""},
		{`curl -s -u "indexer:$ES_PASSWORD" "$ES_URL/_security/_authenticate"`, ""},
		{`curl -sG "$TEMPO_URL/api/search" --data-urlencode 'q={ span.x = "7" }'`, ""},
		// The request itself is still judged.
		{`curl -s "$ES_URL/x" -o f`, "writes a file"},
		{`curl -s -X DELETE "$ES_URL/products-v6"`, "is not a GET"},
		{`curl -s "$ES_URL/products/_doc/1" -d '{"a":1}'`, "sends data in a POST"},
		// Only an upper-case name the line cannot set, quoted, first.
		{`curl -s $ES_URL/x`, notLiteral},
		{`curl -s "$es_url/x"`, notLiteral},
		{`curl -s "$TZ/x"`, notLiteral},
		{`curl -s "${ES_URL:-gopher://h}/x"`, notLiteral},
		{`curl -s "x$ES_URL/y"`, "may not be an http(s) URL"},
		// select picks one of its literal words, or none.
		{`select url in localhost:9200; do curl "$url"; done`, ""},
		// A value that is not an http(s) URL: an option (LESS=-R,
		// NODE_OPTIONS=--max-old-space-size=4096), a path, a bare host
		// (curl guesses dict:// from dict.x).
		{`curl -s "$LESS" http://localhost:9200/`, notLiteral},
		{`curl -s "$CFLAGS" http://localhost:9200/`, notLiteral},
		{`curl -s "$NODE_OPTIONS"`, notLiteral},
		{`curl -s "$XDG_CONFIG_HOME/x"`, notLiteral},
		// The walk knows HOME, PWD and OLDPWD: a path, which curl
		// rejects as a URL.
		{`curl -s "$HOME/x"`, ""},
		{`curl -s "$PLAIN_HOST/x"`, notLiteral},
		{`curl -s "$TEMPO_URL/api/search"`, ""},
		// promtool's queries take the server the same way.
		{`promtool query instant "$PROM_URL" 'sum(up) by (job)'`, ""},
		{`promtool query range --start="$(date -d '-3 days' --iso-8601=seconds)" --step=30m "$PROM_URL" 'max(up)'`, ""},
		{`promtool query instant "$LESS" 'up'`, notLiteral},
		// A name that is not in the environment is empty or set by
		// the shell itself, even when exported.
		{`curl -s "$GRAFANA_URL/api/health"`, notLiteral},
		{`read < notes.md; curl "$REPLY"`, notLiteral},
		{`select x in a; do curl "$REPLY"; done`, notLiteral},
		{`[[ $(cat notes.md) =~ (.*) ]]; curl "$BASH_REMATCH"`, notLiteral},
		{`cd /tmp && curl "$OLDPWD"`, ""},
		// A cd that may fail leaves OLDPWD as it was: unknown.
		{`cd /tmp; curl "$OLDPWD"`, notLiteral},
	})
	// Every route that sets the name, before or after, anywhere: refused
	// whether the environment has the name (setting it is refused) or
	// not (its value is then the line's).
	refusedEverywhere(t, []string{
		`ES_URL=gopher://x curl -s "$ES_URL/_cat"`,
		`export ES_URL=gopher://x; curl -s "$ES_URL/_cat"`,
		`for ES_URL in gopher://x; do curl -s "$ES_URL/_cat"; done`,
		`for ES_URL in $(cat notes.md); do curl -s "$ES_URL/_cat"; done`,
		`read ES_URL < notes.md; curl -s "$ES_URL/_cat"`,
		`read -r ES_URL rest < notes.md; curl -s "$ES_URL/_cat"`,
		`IFS= read -r ES_URL < notes.md; curl -s "$ES_URL/_cat"`,
		`printf -v ES_URL %s gopher://x; curl -s "$ES_URL/x"`,
		`: ${ES_URL:=gopher://h}; curl "$ES_URL"`,
		`: ${ES_URL=gopher://h}; curl "$ES_URL"`,
		`f() { curl "$ES_URL"; }; read ES_URL < notes.md; f`,
		`f() { read ES_URL < notes.md; }; f; curl "$ES_URL"`,
		`curl "$ES_URL"; read ES_URL < notes.md`,
		`while read ES_URL; do curl "$ES_URL"; done < notes.md`,
		`read {ES,X}_URL < notes.md; curl "$ES_URL"`,
		`read E\S_URL < notes.md; curl "$ES_URL"`,
		`read 'ES'_URL < notes.md; curl "$ES_URL"`,
		`read "E"S_URL < notes.md; curl "$ES_URL"`,
		`read $'E\x53_URL' < notes.md; curl "$ES_URL"`,
		`mapfile -t ES_URL < notes.md; curl "$ES_URL"`,
		`readarray ES_URL < notes.md; curl "$ES_URL"`,
		`getopts a ES_URL; curl "$ES_URL"`,
		`declare ES_URL; read ES_URL < notes.md; curl "$ES_URL"`,
		`local_url() { local ES_URL; read ES_URL < notes.md; curl "$ES_URL"; }; local_url`,
		`unset ES_URL; curl "$ES_URL/x"`,
		`echo "ES_URL=$ES_URL"; curl "$ES_URL/x"`,
	})
}

// refusedEverywhere checks that each line is refused with the fixture's
// environment and with one that holds no variable.
func refusedEverywhere(t *testing.T, lines []string) {
	t.Helper()
	bare := fixtureEnv()
	bare.Exported = func(string) bool { return false }
	for _, line := range lines {
		for _, env := range []Env{fixtureEnv(), bare} {
			if a := Analyze(line, env); a.ReadOnly {
				t.Errorf("%q: read-only", line)
			}
		}
	}
}

// TestEnvironmentConnectionStrings pins the same for a database
// client's connection string ("$DATABASE_URL"), where the line setting
// the name by read, a loop or printf -v was once let through.
func TestEnvironmentConnectionStrings(t *testing.T) {
	const notLiteral = "not literal and could be an option"
	checkShapes(t, []shapeCase{
		{`psql "$DATABASE_URL" -c 'select 1'`, ""},
		{`psql "$DATABASE_URL" -Atc 'select count(*) from orders'`, ""},
		{`psql "$CATALOG_DB_URL" -Atc 'select 1'`, notLiteral},
		{`psql "$RO_DSN" -Atc 'select 1'`, ""},
		{`psql "$PLAIN_HOST" -Atc 'select 1'`, ""},
		{`psql "$DATABASE_URL" "$NODE_OPTIONS" -c 'select 1'`, notLiteral},
		{`psql "$LESS" -c 'select 1'`, notLiteral},
		{`read < notes.md; psql "$REPLY" -c 'select 1'`, notLiteral},
		// A loop over such values: its name holds one of them, where
		// the line spells that name nowhere else.
		{`for db in "$DATABASE_URL" "$RO_DSN"; do psql "$db" -XAtc 'select 1'; done`, ""},
		{`for db in "$DATABASE_URL" "$LESS"; do psql "$db" -XAtc 'select 1'; done`, notLiteral},
		{`for db in "$DATABASE_URL" x; do psql "$db" -XAtc 'select 1'; done`, notLiteral},
		{`for db in $DATABASE_URL; do psql "$db" -XAtc 'select 1'; done`, notLiteral},
		{`for db in "$DATABASE_URL"; do psql $db -XAtc 'select 1'; done`, notLiteral},
		{`for db in "$DATABASE_URL"; do read db < notes.md; psql "$db" -c 'select 1'; done`, notLiteral},
		{`for db in "$DATABASE_URL"; do for db in x; do :; done; psql "$db" -c 'select 1'; done`, notLiteral},
		{`psql "$db" -c 'select 1'; for db in "$DATABASE_URL"; do :; done`, notLiteral},
		{`for db in "$DATABASE_URL"; do db=-ofile; psql "$db" -c 'select 1'; done`, "writes its output"},
		{`for _ in "$DATABASE_URL"; do echo -ofile; psql "$_" -c 'select 1'; done`, notLiteral},
	})
	refusedEverywhere(t, []string{
		`read DATABASE_URL < notes.md; psql "$DATABASE_URL" -c 'select 1'`,
		`for DATABASE_URL in 'postgresql:///x?sslkeylogfile=f'; do psql "$DATABASE_URL" -c 'select 1'; done`,
		`printf -v DATABASE_URL %s x; psql "$DATABASE_URL" -c 'select 1'`,
		`: ${DATABASE_URL:=x}; psql "$DATABASE_URL" -c 'select 1'`,
		`mapfile -t DATABASE_URL < notes.md; psql "$DATABASE_URL" -c 'select 1'`,
		`getopts ab DATABASE_URL; psql "$DATABASE_URL" -c 'select 1'`,
		`f() { psql "$DATABASE_URL" -c 'select 1'; }; read DATABASE_URL < notes.md; f`,
	})
}

// TestSpelledNames pins the names a line spells out, whatever the
// quoting, braces or context.
func TestSpelledNames(t *testing.T) {
	for _, c := range []struct {
		line string
		want string
	}{
		{`read {ES,X}_URL`, "ES_URL"},
		{`read {ES,X}_{URL,Y}`, "ES_URL"},
		{`read E\S_URL`, "ES_URL"},
		{`read "E"S'_'URL`, "ES_URL"},
		{`read $'E\x53_URL'`, "ES_URL"},
		{`(( ES_URL = 5 ))`, "ES_URL"},
		{`x=$(( ES_URL++ ))`, "ES_URL"},
		{`let ES_URL=5`, "ES_URL"},
		{`[[ ES_URL -eq 0 ]]`, "ES_URL"},
		{`exec {ES_URL}>/dev/null`, "ES_URL"},
		{`echo ${ES_URL:=x}`, "ES_URL"},
		{`echo ${ES_URL/a/b}`, "ES_URL"},
		{`for ES_URL in a; do :; done`, "ES_URL"},
		{`ES_URL+=x`, "ES_URL"},
		{`declare -A ES_URL`, "ES_URL"},
		{`f() { read ES_URL; }`, "ES_URL"},
		{`bash -c 'read ES_URL'`, "ES_URL"},
	} {
		f, err := parse(c.line)
		if err != nil {
			t.Fatalf("%q: %v", c.line, err)
		}
		if names, all := spelledNames(f); !names[c.want] && !all {
			t.Errorf("%q: %s not among the names it spells out: %v", c.line, c.want, names)
		}
	}
	f, err := parse(`curl "$ES_URL/x" "${DB_URL}"`)
	if err != nil {
		t.Fatal(err)
	}
	if got, all := spelledNames(f); got["ES_URL"] || got["DB_URL"] || all {
		t.Errorf("plain expansions counted as spelled out: %v", got)
	}
}

// TestEnvironmentNamesSetAtRunTime pins the builtins that set a variable
// whose name the line computes, so the name is never spelled out: wait -p
// "${!ES_U@}" unsets ES_URL when there is no job (bash 5.2), and curl
// "$ES_URL-o/x" then reads -o/x as an option; compgen -V (bash 5.3) sets
// it to the word list. And the literal text a connection string adds to
// the environment's value is the line's, not the user's.
func TestEnvironmentNamesSetAtRunTime(t *testing.T) {
	refusedEverywhere(t, []string{
		`wait -p "${!ES_U@}"; curl "$ES_URL-o/tmp/x" http://example.com/`,
		`wait -n -p "${!ES_U@}"; curl "${ES_URL}dict://127.0.0.1:6379/FLUSHALL"`,
		`x=URL; wait -p "ES_$x"; curl "$ES_URL-o/tmp/x" http://example.com/`,
		`wait -np"${!ES_U@}"; curl "$ES_URL-o/tmp/x" http://example.com/`,
		`o=-p; wait "$o" "${!ES_U@}"; curl "$ES_URL-o/tmp/x" http://example.com/`,
		`wait -p ES_URL; curl "$ES_URL-o/tmp/x" http://example.com/`,
		`compgen -V "${!ES_U@}" -W dict://h:6379/FLUSHALL; curl "$ES_URL"`,
		`compgen -V PATH -W /tmp; ls`,
		`psql "$DATABASE_URL?sslkeylogfile=/tmp/k" -c 'select 1'`,
		`psql "$DATABASE_URL"'&sslkeylogfile=/tmp/k' -c 'select 1'`,
		`psql "$DATABASE_URL sslkeylogfile=/tmp/k" -c 'select 1'`,
		`psql "$DATABASE_URL?%73slkeylogfile=/tmp/k" -c 'select 1'`,
		`pg_dump -d "$DATABASE_URL?sslkeylogfile=/tmp/k" -t orders`,
	})
	checkShapes(t, []shapeCase{
		{`wait -n`, ""},
		{`wait -p pid`, ""},
		{`compgen -c`, ""},
		{`psql "$DATABASE_URL" -c 'select 1'`, ""},
		{`psql "$DATABASE_URL/reports" -c 'select 1'`, ""},
	})
}

// TestConnectionValue pins which environment values a database client
// may take as its connection string.
func TestConnectionValue(t *testing.T) {
	for v, want := range map[string]bool{
		"postgresql://app@db:5432/app": true,
		"postgresql://u:p%40ss@db/app": true,
		"host=db dbname=app":           true,
		"":                             false,
		"-O2":                          false,
		"--max-old-space-size=4096":    false,
		"postgresql://db/app?sslkeylogfile=/tmp/k":      false,
		"postgresql://db/app?SSLKEYLOGFILE=/tmp/k":      false,
		"postgresql://db/app?%73slkeylogfile=/tmp/k":    false,
		"postgresql://db/app?%53%53Lkeylogfile=/tmp/k":  false,
		"service=x servicefile=/tmp/pg_service.conf":    false,
		"postgresql://db/app?%73%65rvicefile=/tmp/s.cf": false,
	} {
		if got := connectionValue(v); got != want {
			t.Errorf("connectionValue(%q) = %v, want %v", v, got, want)
		}
	}
}

// TestSpelledNamesLargeBraces pins the bound on spelling out brace
// expansions: a larger one counts as spelling every name, so it costs
// the walk nothing and loses the environment's trust.
func TestSpelledNamesLargeBraces(t *testing.T) {
	for _, c := range []struct {
		line string
		all  bool
	}{
		{`read {ES,X}_URL`, false},
		{`echo {a,b}{c,d}{e,f}{g,h}{i,j}{k,l}`, false},
		{`echo {a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}`, true},
		{`echo {1..100}`, true},
	} {
		f, err := parse(c.line)
		if err != nil {
			t.Fatal(err)
		}
		if _, all := spelledNames(f); all != c.all {
			t.Errorf("%q: all = %v, want %v", c.line, all, c.all)
		}
	}
	checkShapes(t, []shapeCase{
		{`echo {1..100}; curl -s "$ES_URL/_cat/indices"`, "not literal"},
		{`echo {1..3}; curl -s "$ES_URL/_cat/indices"`, ""},
	})
}
