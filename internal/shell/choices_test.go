package shell

import "testing"

// A loop over literal words, or a variable set to one, stands for each
// of its values: the command is judged once per value.
func TestLoopChoicesJudgeEveryValue(t *testing.T) {
	cases := []shapeCase{ // want "" = read-only
		{`for t in python3 node ruby; do "$t" --version; done`, ""},
		{`env=prod; yq .a "values-$env.yaml"`, ""},
		{`for db in accounts billing; do psql -X -d "$db" -Atc 'SELECT 1'; done`, ""},
		{`for e in dev prod; do for r in a b; do ls "$e/$r"; done; done`, ""},
		{`for t in ls rm; do "$t" x; done`, "rm"},
		{`for t in ls teamctl; do "$t" uninstall; done`, "teamctl"},
		{`t=sort; "$t" -o out in`, "sort -o"},
		{`for t in ls; do t=rm; "$t" x; done`, "rm"},
		{`for t in ls; do printf -v t rm; "$t" x; done`, "not literal"},
		{`for t in ls; do : ${t:=rm}; "$t" x; done`, "not literal"},
		{`for t in ls; do unset t; "$t" x; done`, "not literal"},
		{`IFS=s; for t in lsx; do $t x; done`, "not literal"},
		{`for o in "a b"; do sort $o; done`, "not literal"},
		{`for t in ls; do for t in rm; do :; done; "$t" x; done`, "not literal"},
		// Bash assigns $_ after every command, getopts OPTARG and select
		// REPLY, none of which spells the name.
		{`for _ in a b; do echo --output=x; git log "$_"; done`, "not literal"},
		{`_=a; echo --output=x; git log "$_"`, "not literal"},
		{`for OPTARG in a; do getopts o: x -o --output=x; git log "$OPTARG"; done`, "not literal"},
		{`for REPLY in a; do select x in a; do break; done <<< --output=x; git log "$REPLY"; done`, "not literal"},
		// TZ=ls date sets TZ for date only: the shell's TZ stays rm.
		{`TZ=rm; TZ=ls date; "$TZ" f`, "not literal"},
		// declare on a read-only name fails and the value stays.
		{`readonly x=rm; declare x=ls; "$x" f`, "not literal"},
		{`x=rm; readonly x; local x=ls; "$x" f`, "not literal"},
		{`if true; then readonly x=rm; fi; declare x=ls; "$x" f`, "not literal"},
		{`[ -n a ] && readonly x=rm; declare x=ls; "$x" f`, "not literal"},
		{`readonly x=ls; "$x" f`, ""},
		// -l, -u and -c change the case of what is assigned.
		{`declare -l x=LS; "$x" f`, "not literal"},
		{`declare -u x; x=ls; "$x" f`, "not literal"},
		// A word that also holds a variable without such values keeps its
		// run-time part: only the words of known variables are filled in.
		{`for d in 2026-11-19 2026-11-20; do psql "$DB" -Atc "select count(*) from t where d='$d'"; done`, ""},
		{`for d in a b; do psql "$DB" -c "delete from t where x='$d'"; done`, "DELETE"},
		{`for d in "x'; delete from t; --"; do psql "$DB" -c "select '$d'"; done`, "psql -c"},
		{`for d in a; do psql -c "select '$d$x'"; done`, "known only at run time"},
		{`for d in a; do sort "$d" $x; done`, "not literal"},
		// HOME, PWD and OLDPWD are known to the walk without an
		// assignment; HOME is /h here.
		{`duckdb -c "select count(*) from read_parquet('$HOME/out/*.parquet')"`, ""},
		{`duckdb -c "copy (select 1) to '$HOME/x.csv'"`, "COPY"},
		{`sort -o "$HOME/x" f`, "sort -o"},
		{`cd /tmp && sort "$OLDPWD/notes.txt"`, ""},
		{`cd "$x" && sort "$PWD/notes.txt"`, "not literal"},
		// 5 x 4 values are more than the walk tries.
		{`for a in 1 2 3 4 5; do for b in 1 2 3 4; do sort "$a$b"; done; done`, "not literal"},
	}
	checkShapesIn(t, Env{Cwd: "/p", Home: "/h", Exported: fixtureExported, Getenv: fixtureGetenv}, cases)
}

// date -d proves its output starts with a digit only for dates near now:
// before 1970, %s prints a negative number.
func TestDateNearNowOnly(t *testing.T) {
	for line, readOnly := range map[string]bool{
		`sort "$(date -u -d '-1 day' +%FT%TZ)"`:             true,
		`sort "$(date -d yesterday +%F)"`:                   true,
		`sort "$(date --date='7 days ago' +%s)"`:            true,
		`sort "$(date -d '1969-12-31 23:59:59 UTC' +%s)" f`: false,
		`sort "$(date -d '100 years ago' +%s)" f`:           false,
		`sort "$(date -d "$when" +%s)" f`:                   false,
		`sort "$(date -d '-1 day' -d '1969-12-31' +%s)" f`:  false,
	} {
		if a := Analyze(line, Env{Cwd: "/p", Home: "/h"}); a.ReadOnly != readOnly {
			t.Errorf("%s: read-only %v (%s), want %v", line, a.ReadOnly, a.Reason, readOnly)
		}
	}
}
