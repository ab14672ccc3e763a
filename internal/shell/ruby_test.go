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
