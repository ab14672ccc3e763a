package shell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	syntax "github.com/teamctl/teamctl/internal/shsyntax"
)

func TestExtractArtifacts(t *testing.T) {
	tests := []struct {
		name   string
		cmd    string
		want   []Text
		commit bool
	}{
		{
			name:   "commit -m",
			cmd:    `git commit -m "fix the parser"`,
			want:   []Text{{Where: "git commit -m", Value: "fix the parser"}},
			commit: true,
		},
		{
			name: "several -m and --message=",
			cmd:  `git commit -m 'title' -m "body line" --message='third'`,
			want: []Text{
				{Where: "git commit -m", Value: "title"},
				{Where: "git commit -m", Value: "body line"},
				{Where: "git commit -m", Value: "third"},
			},
			commit: true,
		},
		{
			name:   "attached -m and bundle -am",
			cmd:    `git commit -m"attached" && git commit -am 'bundled'`,
			want:   []Text{{Where: "git commit -m", Value: "attached"}, {Where: "git commit -m", Value: "bundled"}},
			commit: true,
		},
		{
			name:   "bundle with value in the same word",
			cmd:    `git commit -vamWIP`,
			want:   []Text{{Where: "git commit -m", Value: "WIP"}},
			commit: true,
		},
		{
			name:   "the Claude Code commit idiom",
			cmd:    "git commit -m \"$(cat <<'EOF'\nAdd the classifier\n\nCo-Authored-By: Sable <x@y>\nEOF\n)\"",
			want:   []Text{{Where: "git commit -m", Value: "Add the classifier\n\nCo-Authored-By: Sable <x@y>"}},
			commit: true,
		},
		{
			name:   "idiom attached to -m",
			cmd:    "git commit -m\"$(cat <<'EOF'\nsubject\nEOF\n)\"",
			want:   []Text{{Where: "git commit -m", Value: "subject"}},
			commit: true,
		},
		{
			name:   "idiom with an unquoted delimiter keeps literal parts",
			cmd:    "git commit -m \"$(cat <<EOF\nby $USER for Mira\nEOF\n)\"",
			want:   []Text{{Where: "git commit -m", Value: "by   for Mira", Dynamic: true}},
			commit: true,
		},
		{
			name:   "dynamic message",
			cmd:    `git commit -m "release $VERSION by Sable"`,
			want:   []Text{{Where: "git commit -m", Value: "release   by Sable", Dynamic: true}},
			commit: true,
		},
		{
			name:   "echo substitution",
			cmd:    `git commit -m "$(echo hello Sable)"`,
			want:   []Text{{Where: "git commit -m", Value: "hello Sable"}},
			commit: true,
		},
		{
			name:   "-F file",
			cmd:    `git commit -F msg.txt`,
			want:   []Text{{Where: "git commit -F msg.txt", File: "msg.txt"}},
			commit: true,
		},
		{
			name:   "--file=file",
			cmd:    `git commit --file=/tmp/m`,
			want:   []Text{{Where: "git commit -F /tmp/m", File: "/tmp/m"}},
			commit: true,
		},
		{
			name:   "-F - with heredoc",
			cmd:    "git commit -F - <<'EOF'\nSubject\n\nBody by Pip\nEOF",
			want:   []Text{{Where: "git commit -F -", Value: "Subject\n\nBody by Pip\n"}},
			commit: true,
		},
		{
			name:   "-F - with herestring",
			cmd:    `git commit -F - <<< "from herestring"`,
			want:   []Text{{Where: "git commit -F -", Value: "from herestring\n"}},
			commit: true,
		},
		{
			name:   "-F - from a pipe",
			cmd:    `echo "piped message" | git commit -F -`,
			want:   []Text{{Where: "git commit -F -", Value: "piped message"}},
			commit: true,
		},
		{
			name:   "-F - from cat heredoc in a pipe",
			cmd:    "cat <<EOF | git commit -F -\nline\nEOF",
			want:   []Text{{Where: "git commit -F -", Value: "line\n"}},
			commit: true,
		},
		{
			name:   "-F - from a file",
			cmd:    `git commit -F - < msg.txt`,
			want:   []Text{{Where: "git commit -F - < msg.txt", File: "msg.txt"}},
			commit: true,
		},
		{
			name:   "message from $(cat file)",
			cmd:    `git commit -m "$(cat /tmp/msg)" && git tag -m "$(< notes.txt)" v1`,
			want:   []Text{{Where: "git commit -m $(cat /tmp/msg)", File: "/tmp/msg"}, {Where: "git tag -m $(cat notes.txt)", File: "notes.txt"}, {Where: "git tag name", Value: "v1"}},
			commit: true,
		},
		{
			name: "herestring written to a file",
			cmd:  `cat > f.txt <<< "short Sable"`,
			want: []Text{{Where: "herestring written to f.txt", Value: "short Sable\n", Target: "f.txt"}},
		},
		{
			name:   "-F - unknown",
			cmd:    `make-msg | git commit -F -`,
			want:   []Text{{Where: "git commit -F -", File: "-", Dynamic: true}},
			commit: true,
		},
		{
			name:   "amend, author and trailer",
			cmd:    `git commit --amend --author="Sable <s@x>" --trailer "Reviewed-by: Mira" -m x`,
			want:   []Text{{Where: "git commit --author", Value: "Sable <s@x>"}, {Where: "git commit --trailer", Value: "Reviewed-by: Mira"}, {Where: "git commit -m", Value: "x"}},
			commit: true,
		},
		{
			name:   "commit with no message still flags the commit",
			cmd:    `git -C repo commit --no-edit`,
			commit: true,
		},
		{
			name:   "-C reuses a commit, its value is not a message",
			cmd:    `git commit -C HEAD -m real`,
			want:   []Text{{Where: "git commit -m", Value: "real"}},
			commit: true,
		},
		{
			name:   "-m value that looks like an option",
			cmd:    `git commit -m -F`,
			want:   []Text{{Where: "git commit -m", Value: "-F"}},
			commit: true,
		},
		{
			name:   "global options before commit",
			cmd:    `git --no-pager -c user.name=x commit -m hi`,
			want:   []Text{{Where: "git commit -m", Value: "hi"}},
			commit: true,
		},
		{
			name:   "-S and -u end a bundle without taking the next word",
			cmd:    `git commit -S -m y -Smykey -uno -m real`,
			want:   []Text{{Where: "git commit -m", Value: "y"}, {Where: "git commit -m", Value: "real"}},
			commit: true,
		},
		{
			name:   "quoted option word",
			cmd:    `git commit "--message=quoted option"`,
			want:   []Text{{Where: "git commit -m", Value: "quoted option"}},
			commit: true,
		},
		{
			name: "annotated tag",
			cmd:  `git tag -a v1.0 -m "Release by Sable"`,
			want: []Text{{Where: "git tag -m", Value: "Release by Sable"}, {Where: "git tag name", Value: "v1.0"}},
		},
		{
			name: "tag -F",
			cmd:  `git tag -F notes.txt v2`,
			want: []Text{{Where: "git tag -F notes.txt", File: "notes.txt"}, {Where: "git tag name", Value: "v2"}},
		},
		{
			name: "tag listing has no text",
			cmd:  `git tag -l 'v*'`,
		},
		{
			name: "tag delete has no text",
			cmd:  `git tag -d sable-tag`,
		},
		{
			name: "gh -R before the group and after the verb, bundled text",
			cmd:  `gh -R o/r pr create -R o/r -b "body by Mira" -tTitle`,
			want: []Text{{Where: "gh pr create --body", Value: "body by Mira"}, {Where: "gh pr create --title", Value: "Title"}},
		},
		{
			name:   "part of a file piped into commit -F -",
			cmd:    `tail -n +2 -s 1 msg.txt | git commit -F -`,
			want:   []Text{{Where: "git commit -F - < msg.txt", File: "msg.txt"}},
			commit: true,
		},
		{
			name: "notes --ref before the verb, value options after it",
			cmd:  `git notes --ref review add -C HEAD -m "note by Mira" HEAD`,
			want: []Text{{Where: "git notes add -m", Value: "note by Mira"}},
		},
		{
			name:   "global options before commit, abbreviated --message",
			cmd:    `git -C sub -c color.ui=never commit --mess="abbreviated" --trai 'Co-authored-by: Mira'`,
			want:   []Text{{Where: "git commit -m", Value: "abbreviated"}, {Where: "git commit --trailer", Value: "Co-authored-by: Mira"}},
			commit: true,
		},
		{
			name:   "a value option's word is no text: -C takes the next word",
			cmd:    `git commit -C -m`,
			want:   nil,
			commit: true,
		},
		{
			name: "notes add",
			cmd:  `git notes add -m "note by Mira" HEAD`,
			want: []Text{{Where: "git notes add -m", Value: "note by Mira"}},
		},
		{
			name: "notes append with ref",
			cmd:  `git notes --ref=review append -F n.txt`,
			want: []Text{{Where: "git notes append -F n.txt", File: "n.txt"}},
		},
		{
			name: "merge -m",
			cmd:  `git merge --no-ff -m "Merge by Sable" feature`,
			want: []Text{{Where: "git merge -m", Value: "Merge by Sable"}},
		},
		{
			name: "gh pr create",
			cmd:  `gh pr create --title "Add X" --body "Done by Sable" --base main`,
			want: []Text{{Where: "gh pr create --title", Value: "Add X"}, {Where: "gh pr create --body", Value: "Done by Sable"}},
		},
		{
			name: "gh pr create short flags",
			cmd:  `gh pr create -t T -b B -d -r alice`,
			want: []Text{{Where: "gh pr create --title", Value: "T"}, {Where: "gh pr create --body", Value: "B"}},
		},
		{
			name: "gh pr create with the heredoc idiom",
			cmd:  "gh pr create --title \"x\" --body \"$(cat <<'EOF'\n## Summary\n- by Pip\nEOF\n)\"",
			want: []Text{{Where: "gh pr create --title", Value: "x"}, {Where: "gh pr create --body", Value: "## Summary\n- by Pip"}},
		},
		{
			name: "gh attached short value and --title= with the idiom",
			cmd:  "gh pr create -tT --body=\"$(cat <<'EOF'\nB\nEOF\n)\"",
			want: []Text{{Where: "gh pr create --title", Value: "T"}, {Where: "gh pr create --body", Value: "B"}},
		},
		{
			name: "gh pr edit body-file",
			cmd:  `gh pr edit 12 --body-file body.md`,
			want: []Text{{Where: "gh pr edit --body-file body.md", File: "body.md"}},
		},
		{
			name: "gh body-file - with heredoc",
			cmd:  "gh issue create -t Title -F - <<'EOF'\nissue body\nEOF",
			want: []Text{{Where: "gh issue create --title", Value: "Title"}, {Where: "gh issue create --body-file -", Value: "issue body\n"}},
		},
		{
			name: "gh -t=value",
			cmd:  `gh issue create -t=Title --body=Body`,
			want: []Text{{Where: "gh issue create --title", Value: "Title"}, {Where: "gh issue create --body", Value: "Body"}},
		},
		{
			name: "gh issue comment",
			cmd:  `gh issue comment 3 --body "thanks Mira"`,
			want: []Text{{Where: "gh issue comment --body", Value: "thanks Mira"}},
		},
		{
			name: "gh pr comment body-file",
			cmd:  `gh pr comment 3 --body-file f.md`,
			want: []Text{{Where: "gh pr comment --body-file f.md", File: "f.md"}},
		},
		{
			name: "gh pr review",
			cmd:  `gh pr review 3 --approve -b "LGTM from Sable"`,
			want: []Text{{Where: "gh pr review --body", Value: "LGTM from Sable"}},
		},
		{
			name: "gh pr merge subject",
			cmd:  `gh pr merge 3 -m -t "Merge subject" -b body`,
			want: []Text{{Where: "gh pr merge --subject", Value: "Merge subject"}, {Where: "gh pr merge --body", Value: "body"}},
		},
		{
			name: "gh pr close comment",
			cmd:  `gh pr close 3 -c "closing, Sable"`,
			want: []Text{{Where: "gh pr close --comment", Value: "closing, Sable"}},
		},
		{
			name: "gh with repo flag before the group verb",
			cmd:  `gh -R o/r pr create -t T`,
			want: []Text{{Where: "gh pr create --title", Value: "T"}},
		},
		{
			name: "gh release create",
			cmd:  `gh release create v1.2 --title "v1.2" --notes "notes by Pip" --notes-file n.md`,
			want: []Text{
				{Where: "gh release create --title", Value: "v1.2"},
				{Where: "gh release create --notes", Value: "notes by Pip"},
				{Where: "gh release create --notes-file n.md", File: "n.md"},
				{Where: "gh release create tag", Value: "v1.2"},
			},
		},
		{
			name: "gh api fields",
			cmd:  `gh api repos/o/r/issues -f title="by Sable" -F body=@body.md -X POST`,
			want: []Text{{Where: "gh api --raw-field title", Value: "by Sable"}, {Where: "gh api --field body", File: "body.md"}},
		},
		{
			name: "gh views have no text",
			cmd:  `gh pr view 3 --comments`,
		},
		{
			name: "heredoc written to a file",
			cmd:  "cat > src/x.go <<'EOF'\npackage x // Sable\nEOF",
			want: []Text{{Where: "heredoc written to src/x.go", Value: "package x // Sable\n", Target: "src/x.go"}},
		},
		{
			name: "heredoc with redirect after",
			cmd:  "cat <<EOF >> notes.md\nappend $X\nEOF",
			want: []Text{{Where: "heredoc written to notes.md", Value: "append  \n", Target: "notes.md", Dynamic: true}},
		},
		{
			name: "tab-stripped heredoc",
			cmd:  "cat <<-EOF > f.txt\n\tindented\n\t\ttwice\n\tEOF",
			want: []Text{{Where: "heredoc written to f.txt", Value: "indented\ntwice\n", Target: "f.txt"}},
		},
		{
			name: "tee heredoc",
			cmd:  "tee a.md b.md > /dev/null <<'EOF'\ntext\nEOF",
			want: []Text{{Where: "heredoc written to a.md", Value: "text\n", Target: "a.md"}, {Where: "heredoc written to b.md", Value: "text\n", Target: "b.md"}},
		},
		{
			name: "piped into tee",
			cmd:  `echo "hello Mira" | tee out.txt`,
			want: []Text{{Where: "echo written to out.txt", Value: "hello Mira", Target: "out.txt"}},
		},
		{
			name: "heredoc to stdout is not an artifact",
			cmd:  "cat <<EOF\nhello Sable\nEOF",
		},
		{
			name: "heredoc to another program is not an artifact",
			cmd:  "python3 <<EOF\nprint('Sable')\nEOF",
		},
		{
			name: "echo into a file",
			cmd:  `echo -n "Sable was here" > README.md`,
			want: []Text{{Where: "echo written to README.md", Value: "Sable was here", Target: "README.md"}},
		},
		{
			name: "printf into a file",
			cmd:  `printf '%s\n' "Mira" >> log.txt 2>/dev/null`,
			want: []Text{{Where: "printf written to log.txt", Value: `%s\n Mira`, Target: "log.txt"}},
		},
		{
			name: "stderr redirect is not where echo text goes",
			cmd:  `echo hi 2> err.txt`,
		},
		{
			// The old text scanner read -l's value as the script and the
			// script as a file; the one scan knows -l takes a value.
			name: "sed -l value before -i",
			cmd:  `sed -l 80 -i 's/old/Sable/' a.go`,
			want: []Text{{Where: "sed -i script for a.go", Value: "s/old/Sable/", Target: "a.go"}},
		},
		{
			name: "sed -i script",
			cmd:  `sed -i 's/old/Sable/g' a.go b.go`,
			want: []Text{{Where: "sed -i script for a.go", Value: "s/old/Sable/g", Target: "a.go"}, {Where: "sed -i script for b.go", Value: "s/old/Sable/g", Target: "b.go"}},
		},
		{
			name: "plain echo is not an artifact",
			cmd:  `echo "Sable"`,
		},
		{
			// -c is a flag: the old loop parsed -e as the command and
			// missed the commit message.
			name:   "bash -c with an option before the command string",
			cmd:    `bash -c -e 'git commit -m "inner Sable"'`,
			want:   []Text{{Where: "git commit -m", Value: "inner Sable"}},
			commit: true,
		},
		{
			name:   "bash -o value before -c",
			cmd:    `bash -o pipefail -c 'git commit -m "inner Sable"'`,
			want:   []Text{{Where: "git commit -m", Value: "inner Sable"}},
			commit: true,
		},
		{
			name:   "bash -c string is parsed",
			cmd:    `bash -c 'git commit -m "inner Sable"'`,
			want:   []Text{{Where: "git commit -m", Value: "inner Sable"}},
			commit: true,
		},
		{
			name:   "nested sh -c",
			cmd:    `sh -c "bash -c 'git commit -m deep'"`,
			want:   []Text{{Where: "git commit -m", Value: "deep"}},
			commit: true,
		},
		{
			name: "unparsable bash -c string is reported whole",
			cmd:  `bash -c 'echo "Sable'`,
			want: []Text{{Where: "bash -c", Value: `echo "Sable`}},
		},
		{
			name:   "eval",
			cmd:    `eval 'git commit -m evaluated'`,
			want:   []Text{{Where: "git commit -m", Value: "evaluated"}},
			commit: true,
		},
		{
			name:   "wrappers",
			cmd:    `env GIT_AUTHOR_NAME=x timeout 10 git commit -m wrapped`,
			want:   []Text{{Where: "git commit -m", Value: "wrapped"}},
			commit: true,
		},
		{
			name:   "inside lists, subshells and if",
			cmd:    `cd repo && (git add . && git commit -m one) ; if true; then git tag -m two v2; fi`,
			want:   []Text{{Where: "git commit -m", Value: "one"}, {Where: "git tag -m", Value: "two"}, {Where: "git tag name", Value: "v2"}},
			commit: true,
		},
		{
			name:   "inside a command substitution",
			cmd:    `echo $(git commit -m sub)`,
			want:   []Text{{Where: "git commit -m", Value: "sub"}},
			commit: true,
		},
		{
			name: "ANSI-C quoting",
			cmd:  `gh pr comment 1 --body $'line1\nline2 \u00e9'`,
			want: []Text{{Where: "gh pr comment --body", Value: "line1\nline2 é"}},
		},
		{
			name: "escaped characters",
			cmd:  `git tag -m "a \"quoted\" \$name" v1`,
			want: []Text{{Where: "git tag -m", Value: `a "quoted" $name`}, {Where: "git tag name", Value: "v1"}},
		},
		{
			name:   "CRLF line endings",
			cmd:    "git commit -m fix\r\n",
			want:   []Text{{Where: "git commit -m", Value: "fix"}},
			commit: true,
		},
		{
			name: "read-only line has nothing",
			cmd:  `git log --oneline | head`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := ExtractArtifacts(tc.cmd)
			if got.ParseError != nil {
				t.Fatalf("ExtractArtifacts(%q) parse error: %v", tc.cmd, got.ParseError)
			}
			if diff := cmp.Diff(tc.want, got.Texts); diff != "" {
				t.Errorf("ExtractArtifacts(%q) texts (-want +got):\n%s", tc.cmd, diff)
			}
			if got.GitCommit != tc.commit {
				t.Errorf("ExtractArtifacts(%q).GitCommit = %v, want %v", tc.cmd, got.GitCommit, tc.commit)
			}
		})
	}
}

func TestExtractArtifactsParseError(t *testing.T) {
	got := ExtractArtifacts(`git commit -m "unterminated`)
	if got.ParseError == nil || len(got.Texts) != 0 || got.GitCommit {
		t.Errorf("got %+v, want only a parse error", got)
	}
}

func BenchmarkExtractArtifacts(b *testing.B) {
	cmd := "git add -A && git commit -m \"$(cat <<'EOF'\nAdd the classifier\n\nCo-Authored-By: x <x@y>\nEOF\n)\""
	b.ReportAllocs()
	for b.Loop() {
		ExtractArtifacts(cmd)
	}
}

// TestHeredocTextPartlyQuotedDelimiter pins the body of a here-document
// whose delimiter is quoted only in part: bash feeds it as written, while
// the parser (which judges the delimiter by its last part) reads it as an
// unquoted body, joining a \-newline, so its text is unknown to the model.
func TestHeredocTextPartlyQuotedDelimiter(t *testing.T) {
	tests := []struct {
		delim   string
		want    string
		dynamic bool
	}{
		{delim: "'EOF'", want: "a -- \\\n.b\n"},
		{delim: `\EOF`, want: "a -- \\\n.b\n"},
		{delim: `E\OF`, want: "a -- \\\n.b\n"},
		{delim: `E'OF'`, want: "a -- \\\n.b\n"},
		{delim: "EOF", want: "a -- .b\n"},
		{delim: `E"O"F`, dynamic: true},
		{delim: `"E"OF`, dynamic: true},
		{delim: `'EO'F`, dynamic: true},
	}
	for _, tt := range tests {
		t.Run(tt.delim, func(t *testing.T) {
			f, err := syntax.NewParser().Parse(strings.NewReader("cat <<"+tt.delim+"\na -- \\\n.b\nEOF\n"), "")
			if err != nil {
				t.Fatal(err)
			}
			var r *syntax.Redirect
			syntax.Walk(f, func(n syntax.Node) bool {
				if x, ok := n.(*syntax.Redirect); ok {
					r = x
				}
				return true
			})
			got, dynamic := heredocText(r)
			if dynamic != tt.dynamic || !tt.dynamic && got != tt.want {
				t.Errorf("heredocText(<<%s) = %q, %v; want %q, %v", tt.delim, got, dynamic, tt.want, tt.dynamic)
			}
		})
	}
}
