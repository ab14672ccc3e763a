package shell

import "testing"

// TestRubyInline pins the ruby -e shapes.
func TestRubyInline(t *testing.T) {
	allowed := []string{
		`ruby -ryaml -e 'puts YAML.safe_load_file("config/database.yml")["production"].keys'`,
		`ruby -rjson -e 'puts JSON.parse(File.read("package.json"))["version"]'`,
		`ruby -e 'require "json"; puts JSON.pretty_generate(JSON.parse(File.read("a.json")))'`,
		`ruby -e 'puts RUBY_VERSION'`,
		`ruby -e 'p Dir.glob("app/**/*.rb").size'`,
		`ruby -e 'puts ENV["HOME"]'`,
		`ruby -e 'File.readlines("Gemfile").each { |l| puts l if l.start_with?("gem") }'`,
		`ruby -e 'x = File.read("a.txt").lines.map(&:strip).reject(&:empty?); puts x.size'`,
		`ruby -e 'puts "#{RUBY_VERSION} on #{RUBY_PLATFORM}"'`,
		`ruby -e '$stdout.puts File.exist?("Gemfile")'`,
		`ruby -ryaml -e 'YAML.safe_load(File.read("x.yml")).each do |k, v| puts k end'`,
		`ruby -e 'puts File.read("a.txt").scan(/TODO/).size'`,
		`ruby -rbigdecimal -e 'p BigDecimal("10.125").round(2, :half_even).to_s("F"), BigDecimal("10.125").round(2).to_s("F")'`,
		// Scoped constants: library versions and the build's configuration
		// (Ruby 3.1: nothing written).
		`ruby -e 'puts RUBY_VERSION, RUBY_PLATFORM, RUBY_PATCHLEVEL'`,
		`ruby -ropenssl -e 'puts OpenSSL::OPENSSL_LIBRARY_VERSION'`,
		`ruby -e 'require "yaml"; puts Psych::VERSION, Psych::LIBYAML_VERSION'`,
		`ruby -rrbconfig -e 'puts RbConfig::CONFIG.values_at("prefix", "ruby_version").join(" "), RbConfig::CONFIG["CC"]'`,
	}
	denied := []string{
		`ruby -ryaml -e 'puts YAML.load_file("x.yml")'`,
		`ruby -ryaml -e 'YAML.load(File.read("x.yml"))'`,
		`ruby -e 'system("touch x")'`,
		`ruby -rbigdecimal -e 'BigDecimal.save_rounding_mode { system("id") }'`,
		`ruby -rbundler -e 'Bundler.setup'`,
		`ruby -rbundler -e 'Bundler::LockfileParser.instance_eval { system("id") }'`,
		// A Gemfile.lock's PLUGIN SOURCE makes the parser load the
		// source plugin that the bundle's .bundle/plugin/index names
		// (Bundler::Plugin.source_from_lock): the plugin's code runs.
		`ruby -rbundler -e 'l = Bundler::LockfileParser.new(File.read("Gemfile.lock")); l.specs.sort_by(&:name).each { |s| puts "#{s.name} #{s.version}" }'`,
		`ruby -e 'p Object::Kernel.send(:system, "id")'`,
		`ruby -e 'Kernel::system("id")'`,
		`ruby -rbundler -e 'Bundler::Runtime.new(".", nil)'`,
		"ruby -e 'puts `id`'",
		`ruby -e 'puts %x(id)'`,
		`ruby -e 'exec "id"'`,
		`ruby -e 'spawn "id"'`,
		`ruby -e 'IO.popen("id")'`,
		`ruby -e 'open("|id")'`,
		`ruby -e 'File.open("x", "w")'`,
		`ruby -e 'File.write("x", "y")'`,
		`ruby -e 'File.delete("x")'`,
		`ruby -e 'Dir.mkdir("x")'`,
		`ruby -e 'require "fileutils"; FileUtils.rm_rf("x")'`,
		`ruby -e 'eval("1")'`,
		`ruby -e '1.send(:system, "id")'`,
		`ruby -e '1.public_send(:instance_eval, "system 1")'`,
		`ruby -e 'Kernel.system("id")'`,
		`ruby -e 'Object.const_get(:File).write("x", "")'`,
		`ruby -e 'method(:system).call("id")'`,
		`ruby -e '["id"].each(&:system)'`,
		`ruby -e 'system = 1; system "id"'`,
		`ruby -e 'puts "#{system("id")}"'`,
		"ruby -e 'puts \"#{`id`}\"'",
		`ruby -e 'puts <<~EOS
#{system(1)}
EOS'`,
		`ruby -e 'Kernel::system("id")'`,
		`ruby -e '$stdout.reopen("x")'`,
		`ruby -e 'def f; end'`,
		`ruby -e 'gets'`,
		`ruby -i -pe '$_.upcase!' x`,
		`ruby -n -e 'print' x`,
		`ruby -rfileutils -e '1'`,
		`ruby -I. -e '1'`,
		`ruby -e "$code"`,
		`ruby script.rb`,
		`RUBYOPT=-revil ruby -e 'puts 1'`,
		`ruby -e 'puts 1' -i x`,
		`ruby -e 'x = 10 / 2'`,
		`ruby -e '[1, "id"].inject(:system)'`,
		`ruby -e 'x = 1; x.(2)'`,
		`ruby -rjson -e 'JSON.parse(File.read("a.json"), create_additions: true)'`,
		`ruby -e '[1, "id"].reduce :system'`,
		`ruby -e 'x = "a"; x.instance_eval("system 1")'`,
		`ruby -e 'puts [1].map { |x| x.class.const_get(:File) }'`,
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
}

// ruby -c only parses: with no file it parses its input, and the words
// after the first file are its ARGV, so xargs may add any number.
func TestRubyCheckTakesAnyNumberOfFiles(t *testing.T) {
	checkShapes(t, []shapeCase{
		{"find app -name '*.rb' -print0 | xargs -0 -n50 ruby -c", ""},
		{"echo 'BEGIN { system(\"id\") }' | ruby -c", ""},
		{"ruby -c -e 'x'", "inline code"},
		{"find . -name '*.rb' | xargs ruby -c", "may be named -w"},
	})
}

// TestRubyRuntimeReads pins the reads of the running interpreter: the
// collector's counters, the load path, the loaded features, YJIT's state
// and the installed gems' specifications, and the changes in place that
// code naming the load path or the gems may not make.
func TestRubyRuntimeReads(t *testing.T) {
	checkShapes(t, []shapeCase{
		{`ruby -e 'p GC.stat.slice(:count, :major_gc_count, :heap_live_slots)'`, ""},
		{`ruby -e 'p GC.count, GC.latest_gc_info[:major_by], GC.stat(:count)'`, ""},
		{`ruby -e 'puts $LOAD_PATH' | head`, ""},
		{`ruby -e 'puts $:.grep(/gems/), $".size, $LOADED_FEATURES.first(3)'`, ""},
		{`ruby -e 'x = $LOAD_PATH.map(&:to_s).sort; puts x'`, ""},
		{`ruby --yjit -e 'p RubyVM::YJIT.enabled?'`, ""},
		{`ruby --yjit --yjit-exec-mem-size=64 --yjit-call-threshold=1 -e 'p RubyVM::YJIT.runtime_stats'`, ""},
		{`ruby -e 'puts Gem::Specification.find_by_name("sidekiq").full_gem_path'`, ""},
		{`ruby -e 'puts Gem::Specification.find_all_by_name("rack").map(&:version)'`, ""},
		{`ruby -e 'puts Gem::Specification.select { |s| s.name.start_with?("rails") }.map(&:full_name)'`, ""},
		{`ruby -e 'Gem::Specification.each { |s| puts s.name, s.gem_dir }'`, ""},
		// A plain local's changes stay allowed in other code.
		{`ruby -e 'x = {}; x[:a] = 1; p x'`, ""},

		{`ruby -e 'GC.start'`, "allow list"},
		{`ruby -e 'GC.compact'`, "allow list"},
		{`ruby -e 'GC.stress = true'`, "allow list"},
		{`ruby -e 'GC.config(rgengc_allow_full_mark: false)'`, "allow list"},
		{`ruby -e 'p GC'`, "allowed members"},
		{`ruby -e 'GC::Profiler.enable'`, "not a constant"},
		{`ruby -e 'RubyVM::YJIT.enable'`, "allow list"},
		{`ruby -e 'RubyVM::YJIT.dump_exit_locations("x")'`, "allow list"},
		{`ruby -e 'RubyVM::InstructionSequence.compile("1").eval'`, "not a constant"},
		{`ruby --yjit-perf -e 'p 1'`, "perf-<pid>.map"},
		{`ruby --yjit-log=x -e 'p 1'`, "YJIT option"},
		{`ruby --yjit-trace-exits -e 'p 1'`, "YJIT option"},
		{`ruby --yjit-stats -e 'p 1'`, "YJIT option"},
		{`ruby --jit -e 'p 1'`, "MJIT"},
		{`ruby --yjit-call-threshold=x -e 'p 1'`, "YJIT option"},
		{`ruby --yjit-call-threshold -e 'p 1'`, "YJIT option"},
		{`ruby -e 'p $0'`, "global variable"},
		{`ruby -e 'p $-I'`, "global variable"},
		{`ruby -e '$LOAD_PATH.unshift("."); require "json"'`, "in place"},
		{`ruby -e '$:.push(".")'`, "in place"},
		{`ruby -e '$:[0] = "."; require "json"'`, "index assignment"},
		{`ruby -e '$:[0] += "/x"'`, "index assignment"},
		// Operator assignments the scanner reads as an operator and '='
		// (Ruby 3.1: $:[0] &&= "." then pp, whose first call requires
		// pp, loaded ./pp.rb).
		{`ruby -e '$:[0] &&= "."; pp 1'`, "index assignment"},
		{`ruby -e 'x = $:; x[0] ||= "."; pp 1'`, "index assignment"},
		{`ruby -e '$:[0] |= "."'`, "index assignment"},
		{`ruby -e '$:[0] &= "."'`, "index assignment"},
		{`ruby -e '$:[0] **= 1'`, "index assignment"},
		{`ruby -e '$:[0] >>= 1'`, "index assignment"},
		{`ruby -e '$:[0][0, 3] &&= "."'`, "index assignment"},
		{`ruby -e '$:.first &&= "."'`, "attribute assignment"},
		{`ruby -e 'x, y &&= $:, 1'`, "multiple assignment"},
		{`ruby -e '$:.first.concat("/../x")'`, "in place"},
		{`ruby -e '$:.first.sub!(/./, "."); require "json"'`, "in place"},
		{`ruby -e 'x = $:; x.unshift(".")'`, "in place"},
		{`ruby -e 'x = $:; x[0], y = ".", 1; require "json"'`, "multiple assignment"},
		{`ruby -e '$:.each(&:strip!)'`, "in place"},
		{`ruby -e '[$:].each { |l| l.prepend(".") }'`, "in place"},
		{`ruby -e '$:.inject(:concat)'`, "in place"},
		{`ruby -e '$:.tap { |l| l.delete("x") }'`, "in place"},
		{`ruby -e '$LOADED_FEATURES.delete_if { true }'`, "allow list"},
		{`ruby -e 'ENV["GEM_PATH"] = "vendor/bundle"; p Gem::Specification.map(&:name)'`, "index assignment"},
		{`ruby -e 'Gem::Specification.load("x.gemspec")'`, "allow list"},
		{`ruby -e 'Gem::Specification.find_by_name("rake").activate'`, "not a method"},
		{`ruby -e 'Gem::Specification.each(&:activate)'`, "calls a method"},
		{`ruby -e 'Gem::Specification.dirs = ["vendor"]'`, "attribute assignment"},
		{`ruby -e 'x = Gem::Specification.find_by_name("rake"); x.name = "y"'`, "attribute assignment"},
		{`ruby -e 'Gem::Specification.reset'`, "allow list"},
		{`ruby -e 'Gem::Specification.find_by_name("rake").build_extensions'`, "not a method"},
		{`GEM_PATH=vendor/bundle ruby -e 'p Gem::Specification.map(&:name)'`, "GEM_PATH"},
	})
}
