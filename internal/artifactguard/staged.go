package artifactguard

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// staged checks what a git commit in dir will record: the staged diff's
// added lines and the names of files it adds or renames, excluding the
// exempt paths. env is what the line sets for git (GIT_INDEX_FILE=…,
// GIT_DIR=…): the scan reads the index the commit will use. When the same
// line also stages working-tree changes (git add ... && git commit, git
// commit -a), the unstaged changes of tracked files and the untracked files
// are read too, since the index before the command is not what gets
// committed; that may cover a change the commit leaves out, which is the
// safe side.
//
// Every file counts as text (--text: a -diff or binary attribute does not
// hide a file, and no textconv or external diff runs); a file whose added
// lines hold zero bytes is read from the index whole and decoded (UTF-16)
// or reduced to its printable runs (other binaries).
//
// The cost is bounded: git runs with a deadline (DiffTimeout) and at most
// MaxDiffBytes are read in all; the text is scanned in chunks as git
// prints it and git is stopped at the first name. Past either bound the
// scan covers what was read and a note says so, or, in strict mode, the
// commit is denied.
func (w *work) staged(dir string, env []string, withWorkTree bool) *finding {
	limit := w.g.MaxDiffBytes
	if limit <= 0 {
		limit = DefaultMaxDiffBytes
	}
	timeout := w.g.DiffTimeout
	if timeout <= 0 {
		timeout = DefaultDiffTimeout
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	d := &diffScan{budget: limit, env: env, scan: w.firstIn}
	exclude := excludeSpecs(w.exemptGlobs(), w.p.ignoreCase)
	diffArgs := []string{"-c", "core.quotepath=off", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--text", "-U0", "--diff-filter=ACMRT", "--find-renames"}
	runs := [][]string{append(append(append([]string{}, diffArgs...), "--cached", "--"), exclude...)}
	if withWorkTree {
		runs = append(runs, append(append(append([]string{}, diffArgs...), "--"), exclude...))
	}
	var err error
	for _, args := range runs {
		if err = d.git(ctx, dir, args); err != nil || d.stopped() {
			break
		}
		if err = d.readBlobs(ctx, dir); err != nil || d.stopped() {
			break
		}
	}
	if err == nil && !d.stopped() && withWorkTree && !d.truncated {
		args := append([]string{"-c", "core.quotepath=off", "ls-files", "--others", "--exclude-standard", "-z", "--"}, exclude...)
		err = d.untracked(ctx, dir, args)
	}
	d.flush()
	d.wait()
	if f := d.found; f != nil {
		return f
	}
	for _, p := range d.newPaths {
		if f := w.first(p, func(int) string { return "the name of a file the commit adds" }); f != nil {
			return f
		}
	}
	if err != nil {
		// What was read is scanned: a slow or failing git must not hide
		// what it already printed.
		if f := w.stagedFailed(err, timeout); f != nil {
			return f
		}
	}
	if d.truncated {
		if w.c.Strict() {
			return &finding{where: "git commit", blind: fmt.Sprintf(
				"cannot see all the commit will contain: the changes exceed %d MiB and strict mode denies what it cannot read. Commit in smaller parts", limit>>20)}
		}
		w.notes = append(w.notes, fmt.Sprintf("the changes to commit exceed %d MiB; scanned the first %d MiB only (strict mode would deny)", limit>>20, limit>>20))
	}
	return nil
}

// firstIn returns the first finding in a chunk of diff text, placed by
// place.
func (w *work) firstIn(text string, place func(line int) string) *finding {
	m, ok := w.s.m.First(text)
	if !ok {
		// Once more with escapes and references decoded ("\u0053pike" in a
		// string literal), lines kept in place.
		d := decodeLines(text, false)
		if d == "" {
			return nil
		}
		if m, ok = w.s.m.First(d); !ok {
			return nil
		}
		return &finding{match: m, where: place(m.Line) + " (escapes decoded)"}
	}
	more := 0
	if ms := w.s.m.Find(text); len(ms) > 1 {
		more = len(ms) - 1
	}
	return &finding{match: m, where: place(m.Line), more: more}
}

func (w *work) stagedFailed(err error, timeout time.Duration) *finding {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		if w.c.Strict() {
			return &finding{where: "git commit", blind: "cannot see all the commit will contain: git took longer than " + timeout.String() + " and strict mode denies what it cannot read"}
		}
		w.notes = append(w.notes, "git took longer than "+timeout.String()+"; the changes to commit were scanned only as far as git got")
	case errors.Is(err, errNotRepo):
		w.notes = append(w.notes, "not in a git work tree; no staged changes to scan")
	default:
		w.notes = append(w.notes, "cannot read the changes to commit: "+err.Error())
	}
	return nil
}

// excludeSpecs turns the exempt globs into git pathspecs, rooted at the
// top of the work tree and matched with case like the edit paths.
func excludeSpecs(globs []string, ignoreCase bool) []string {
	magic := ":(top,exclude,glob)"
	if ignoreCase {
		magic = ":(top,exclude,glob,icase)"
	}
	out := make([]string, 0, len(globs))
	for _, g := range globs {
		out = append(out, magic+g)
	}
	return out
}

var errNotRepo = errors.New("not a git repository")

// diffScan collects added lines from git output into a text, remembering
// for each of its lines the file and line it came from, so one search over
// the text finds names and places them. The text is scanned in chunks of
// chunkBytes as it grows (scan); the first finding stops the reading.
type diffScan struct {
	text      bytes.Buffer
	origins   []origin // one per line of text
	newPaths  []string
	budget    int64
	truncated bool
	env       []string // set for git, as the command line sets it
	// blobs are files whose added lines hold zero bytes: binary or UTF-16,
	// read whole and decoded instead.
	blobs []origin
	scan  func(text string, place func(line int) string) *finding
	// Chunks are scanned on their own goroutine, in order, while git goes
	// on printing: read and scanned on one goroutine, git waited on a full
	// pipe during every chunk's scan, and an 8 MB commit took the scan's
	// time on top of git's instead of beside it on the other core.
	chunks chan scanChunk
	done   chan struct{}
	stop   atomic.Bool // a name was found: stop reading
	found  *finding    // the scanner's first finding; read after wait
}

// scanChunk is a piece of text with the origin of each of its lines.
type scanChunk struct {
	text    string
	origins []origin
}

// stopped reports that the scanner found a name.
func (d *diffScan) stopped() bool { return d.stop.Load() }

// wait lets the scanner finish the chunks handed to it.
func (d *diffScan) wait() {
	if d.chunks != nil {
		close(d.chunks)
		<-d.done
		d.chunks = nil
	}
}

// chunkBytes is how much diff text is scanned at a time.
const chunkBytes = 256 << 10

// origin is where a line of the scanned text comes from.
type origin struct {
	file string
	line int
	what string // "staged" or "unstaged" or "untracked"
}

func place(origins []origin, line int) string {
	if line < 1 || line > len(origins) {
		return "the changes to commit"
	}
	o := origins[line-1]
	if o.line == 0 {
		return fmt.Sprintf("%s file %s", o.what, o.file)
	}
	return fmt.Sprintf("%s file %s:%d", o.what, o.file, o.line)
}

// add appends a line; false stops the reading (budget spent or a name
// found).
func (d *diffScan) add(o origin, line []byte) bool {
	if d.stopped() {
		return false
	}
	if d.budget <= 0 {
		d.truncated = true
		return false
	}
	d.budget -= int64(len(line)) + 1
	d.text.Write(line)
	d.text.WriteByte('\n')
	d.origins = append(d.origins, o)
	if d.text.Len() >= chunkBytes {
		d.flush()
		return !d.stopped()
	}
	return true
}

// flush scans the text collected so far and keeps only its last line, so a
// name broken over two lines (Jet⏎Black) is still seen whole.
func (d *diffScan) flush() {
	if d.scan == nil || d.stopped() || d.text.Len() == 0 {
		return
	}
	if d.chunks == nil {
		d.chunks, d.done = make(chan scanChunk, 2), make(chan struct{})
		go func() {
			defer close(d.done)
			for c := range d.chunks {
				if d.found != nil {
					continue // drain: the first finding stands
				}
				if f := d.scan(c.text, func(line int) string { return place(c.origins, line) }); f != nil {
					d.found = f
					d.stop.Store(true)
				}
			}
		}()
	}
	d.chunks <- scanChunk{d.text.String(), append([]origin(nil), d.origins...)}
	text := d.text.Bytes()
	last := bytes.LastIndexByte(text[:len(text)-1], '\n') + 1
	keep := append([]byte(nil), text[last:]...)
	d.text.Reset()
	d.text.Write(keep)
	d.origins = append(d.origins[:0], d.origins[len(d.origins)-1])
}

// git runs one git diff and reads its added lines.
func (d *diffScan) git(ctx context.Context, dir string, args []string) error {
	what := "staged"
	if !contains(args, "--cached") {
		what = "unstaged"
	}
	return d.run(ctx, dir, args, func(r io.Reader) error { return d.parseDiff(r, what) })
}

// parseDiff reads a unified diff with zero context lines.
func (d *diffScan) parseDiff(r io.Reader, what string) error {
	br := bufio.NewReaderSize(r, 64<<10)
	file, next := "", 0
	newFile, blob := false, false
	for {
		line, err := br.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) {
			// A very long line (minified code): scanned in pieces, each
			// placed at the line it belongs to.
			if len(line) > 1 && line[0] == '+' && file != "" && !blob && bytes.IndexByte(line, 0) < 0 {
				if !d.add(origin{file, next, what}, line[1:]) {
					return nil
				}
				more, e := br.ReadSlice('\n')
				line, err = append([]byte{'+'}, more...), e
				continue
			}
			long := append([]byte(nil), line...)
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			line = long
		}
		if len(line) == 0 && err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		switch {
		case bytes.HasPrefix(line, []byte("diff --git ")):
			file, newFile, blob = "", false, false
		case bytes.HasPrefix(line, []byte("new file mode")):
			newFile = true
		case bytes.HasPrefix(line, []byte("rename to ")):
			d.newPaths = append(d.newPaths, string(line[len("rename to "):]))
		case bytes.HasPrefix(line, []byte("+++ ")):
			file = strings.TrimPrefix(string(line[4:]), "b/")
			if newFile {
				d.newPaths = append(d.newPaths, file)
			}
		case bytes.HasPrefix(line, []byte("@@ ")):
			next = hunkStart(line)
		case len(line) > 0 && line[0] == '+' && file != "" && !blob:
			if bytes.IndexByte(line, 0) >= 0 {
				// Binary or UTF-16: read the file whole instead.
				blob = true
				d.blobs = append(d.blobs, origin{file: file, what: what})
				break
			}
			if !d.add(origin{file, next, what}, line[1:]) {
				return nil
			}
			next++
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// readBlobs reads the files whose added lines held zero bytes, from the
// index for staged changes (through git, so GIT_INDEX_FILE counts) and
// from the work tree for unstaged ones, decodes them and scans them whole.
func (d *diffScan) readBlobs(ctx context.Context, dir string) error {
	blobs := d.blobs
	d.blobs = nil
	for _, b := range blobs {
		if d.stopped() || d.budget <= 0 {
			d.truncated = d.truncated || d.budget <= 0
			return nil
		}
		var data []byte
		if b.what == "staged" {
			var buf bytes.Buffer
			err := d.run(ctx, dir, []string{"cat-file", "blob", ":" + b.file}, func(r io.Reader) error {
				_, err := io.Copy(&buf, io.LimitReader(r, d.budget))
				return err
			})
			if err != nil {
				return err
			}
			data = buf.Bytes()
		} else {
			top := dir
			var err error
			data, _, err = readBounded(filepath.Join(top, b.file), d.budget)
			if err != nil {
				continue
			}
		}
		what := b.what + " (decoded)"
		for i, line := range strings.Split(decodeText(data), "\n") {
			if !d.add(origin{b.file, i + 1, what}, []byte(line)) {
				return nil
			}
		}
	}
	return nil
}

// hunkStart reads the new-file start line of "@@ -a,b +c,d @@".
func hunkStart(line []byte) int {
	s := string(line)
	i := strings.Index(s, " +")
	if i < 0 {
		return 0
	}
	s = s[i+2:]
	if j := strings.IndexAny(s, ", "); j >= 0 {
		s = s[:j]
	}
	n, _ := strconv.Atoi(s)
	return n
}

// untracked reads the untracked, not ignored files a `git add` may stage.
func (d *diffScan) untracked(ctx context.Context, dir string, args []string) error {
	var files []string
	err := d.run(ctx, dir, args, func(r io.Reader) error {
		data, err := io.ReadAll(io.LimitReader(r, 1<<20))
		for _, f := range bytes.Split(data, []byte{0}) {
			if len(f) > 0 {
				files = append(files, string(f))
			}
		}
		return err
	})
	if err != nil {
		return err
	}
	for _, f := range files { // relative to dir, as ls-files prints them
		if ctx.Err() != nil {
			return ctx.Err()
		}
		d.newPaths = append(d.newPaths, f)
		data, truncated, err := readBounded(filepath.Join(dir, f), d.budget)
		if err != nil {
			continue
		}
		for i, line := range strings.Split(decodeText(data), "\n") {
			if !d.add(origin{f, i + 1, "untracked"}, []byte(line)) {
				return nil
			}
		}
		if truncated {
			d.truncated = true
			return nil
		}
	}
	return nil
}

// run runs git in dir and hands its output to read. When the budget ran
// out before git finished, git is killed rather than read to the end.
func (d *diffScan) run(ctx context.Context, dir string, args []string, read func(io.Reader) error) error {
	cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(append(os.Environ(), d.env...), "GIT_OPTIONAL_LOCKS=0", "LC_ALL=C")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	rerr := read(out)
	if d.truncated || d.stopped() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return nil
	}
	if rerr != nil {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return rerr
	}
	if werr := cmd.Wait(); werr != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		msg := strings.TrimSpace(stderr.String())
		// Outside a repository git diff falls back to --no-index, which
		// refuses --cached.
		if strings.Contains(strings.ToLower(msg), "not a git repository") || strings.Contains(msg, "unknown option `cached'") {
			return errNotRepo
		}
		if msg == "" {
			return werr
		}
		return errors.New(firstLine(msg))
	}
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
