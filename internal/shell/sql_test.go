package shell

import "testing"

// TestSQLReason pins the lexer where the dialects differ: where a write
// could hide in what looks like a string, a name or a comment, and the
// read shapes the lexer must not refuse.
func TestSQLReason(t *testing.T) {
	pg, my, lite := dialectPostgres, dialectMySQL, dialectSQLite
	reads := []struct {
		d   sqlDialect
		sql string
	}{
		{pg, "select $$a; delete from t$$"},
		{pg, "select $tag$ x $$ y; drop table t $tag$"},
		{pg, `select E'it\'s; delete from t'`},
		{pg, `select "delete", "into" from t`},
		{pg, "select a$b$ from t"},
		{pg, "select 1 -- delete from t\n"},
		{pg, "select /* delete from t */ 1"},
		{pg, "select count(*) filter (where x) over (partition by y) from t"},
		{pg, "select n from generate_series(1,3) as g(n)"},
		{pg, "with t(a) as (select 1) select a from t"},
		{pg, "select x::numeric(10,2), y::varchar(3) from t"},
		{pg, "select data #>> '{a,b}' from docs"},
		{pg, "explain (analyze, buffers, format json) select 1"},
		{pg, "explain analyze verbose select * from t where id in (select id from u)"},
		{pg, "table users"},
		{pg, "values (1), (2)"},
		{pg, "show all;;"},
		{pg, "select pg_catalog.now(), exists (select 1), cast(1 as text)"},
		{pg, "select 'it''s'"},
		{pg, "copy (select a from t) to stdout with csv header"},
		{pg, "COPY s.t (a, b) TO STDOUT"},
		{my, "select * from `order items` where a = \"x\" and b = 'y'"},
		{my, "show create table t"},
		{my, "select 1\\G"},
		{my, "select 1 -- c\n"},
		{my, "select 1 # delete from t\n"},
		{my, "describe t"},
		{my, "use app; show tables"},
		{my, "explain format=json select 1"},
		{my, "select if(a, 1, 2), ifnull(b, 0), date_format(now(), '%Y') from t"},
		{lite, "select * from [a b] where \"c\" = 1"},
		{lite, "pragma table_info(t)"},
		{lite, "PRAGMA main.table_info('t');"},
		{lite, "pragma user_version"},
		{lite, "select * from pragma_table_info('t')"},
		{lite, "explain query plan select 1"},
		// A backslash before anything but a quote changes what a string
		// holds, never where it ends.
		{pg, `select relname from pg_stat_all_tables where relname like 'fct\_%'`},
		{my, `select table_name from information_schema.tables where table_name like "tmp\_%"`},
		{pg, `select E'\x41', 'a\n'`},
		{pg, "select count(*) from pg_ls_archive_statusdir() where name like '%.ready'"},
		{pg, "select * from pg_visibility_map_summary('public.order_events')"},
		// Without ANALYZE a writing statement is only planned.
		{pg, "explain delete from t a using t b where a.id = b.id and a.ctid < b.ctid"},
		{pg, "explain (costs off) insert into f select * from s where d = '2024-11-24'"},
		{my, "explain update t set a = 1 where id = 2"},
		{lite, "explain query plan delete from t where id = 1"},
		{lite, "select json_extract(data, '$.a') from t"},
	}
	for _, c := range reads {
		if r := sqlReason(c.sql, c.d); r != "" {
			t.Errorf("dialect %d: %q is refused: %s", c.d, c.sql, r)
		}
	}
	writes := []struct {
		d   sqlDialect
		sql string
	}{
		{pg, `select 'a\' ; delete from t; --'`},
		{pg, "select $a$ x"},
		{pg, "select /* /* */ delete from t; */ 1"},
		{pg, `select "x"; delete from t`},
		{pg, `select 'a\\'; delete from t; --'`},
		{my, `select "a\"; delete from t; -- "`},
		{pg, `select 'a\\\'; delete from t; --'`},
		{pg, `select "Nextval"('s')`},
		{pg, "select myschema.now()"},
		{pg, "select x$a$ ; delete from t; $a$"},
		{pg, "select B'01''; delete from t; --'"},
		{pg, `select E'\\'; delete from t; --'`},
		{pg, "with x as (select 1) insert into t select * from x"},
		{pg, "select 1 from t for no key update"},
		{pg, "select * from t for key share"},
		{pg, `select 1 \g /tmp/x`},
		{pg, "explain (analyze) delete from t"},
		{pg, "select pg_truncate_visibility_map('t')"},
		{pg, "explain analyse update t set a = 1"},
		{pg, "explain (analyze false) delete from t"},
		{pg, `explain ("analyze") delete from t`},
		{pg, `explain (costs off, "analyze" true) update t set a = 1`},
		{my, "explain analyze delete from t"},
		{pg, "explain delete from t; delete from t"},
		{pg, "explain insert into t select pg_terminate_backend(1)"},
		{pg, "explain insert into t select * from f(1)"},
		{pg, "select 1; analyze t"},
		{pg, "select operator(pg_catalog.+)(1, 2)"},
		{pg, "select t.f from t; select f(1)"},
		{pg, ""},
		{pg, "copy t from stdin"},
		{pg, "copy t to '/tmp/x'"},
		{pg, "copy (select 1) to program 'touch x'"},
		{pg, "copy (select nextval('s')) to stdout"},
		{pg, "copy t to stdout; copy t to '/x'"},
		{pg, "-- only a comment"},
		{my, "select 1 --c\n; delete from t"},
		{my, "select 1 /*!50000 ; delete from t */"},
		{my, "select 1 /*M! ; delete from t */"},
		{my, `select "sleep"(1)`},
		{my, `select 1 \! ls`},
		{my, `select 'a\'; drop table t; #'`},
		{my, "use app; delete from t"},
		{my, "select * from t into @x"},
		{my, "use app extra"},
		{lite, "select [a'];delete from t;--']"},
		{lite, "pragma user_version=1"},
		{lite, "pragma user_version(1)"},
		{lite, "pragma writable_schema"},
		{lite, "show tables"},
		{lite, "table t"},
		{lite, "select $x"},
		{lite, "select writefile('a', 'b')"},
		{lite, "select 1 /* a"},
		{lite, "select 'a"},
	}
	for _, c := range writes {
		if r := sqlReason(c.sql, c.d); r == "" {
			t.Errorf("dialect %d: %q is allowed", c.d, c.sql)
		}
	}
}

// FuzzSQLReason holds the lexer to its contract on any text: no panic,
// and a text allowed in one dialect is allowed again (no hidden state).
func FuzzSQLReason(f *testing.F) {
	for _, s := range []string{"select 1", "select $$x$$", "select E'\\''", "copy t to stdout", "pragma table_info(t)",
		"select [a]", "select `a`\\G", "explain (analyze) select 1", "select /* */ 1 -- x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range []sqlDialect{dialectPostgres, dialectMySQL, dialectSQLite} {
			if sqlReason(s, d) != sqlReason(s, d) {
				t.Fatalf("dialect %d: %q judged two ways", d, s)
			}
		}
	})
}
