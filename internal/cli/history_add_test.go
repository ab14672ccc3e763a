package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/teamctl/teamctl/internal/history"
)

// Both patterns' rules through the command line: flags parsed by cobra,
// the entry validated, exit status and message as a user sees them, and
// the file written only when allowed.
func TestHistoryAddCommandLine(t *testing.T) {
	tests := []struct {
		name string
		args string
		code int
		msg  []string // substrings of stderr
	}{
		{name: "fixed-theme allowed", args: `-p fixed-theme --theme Hellsing -c Alucard,Integra,Seras,Walter`},
		{name: "fixed-theme six", args: `-p fixed-theme --theme Hellsing -c A,B,C,D,E,F`},
		{name: "fixed-theme seven", args: `-p fixed-theme --theme Hellsing -c A,B,C,D,E,F,G`, code: ExitRefused,
			msg: []string{"fixed-theme records 4 to 6 characters, got 7"}},
		{name: "fixed-theme repeated work, any case", args: `-p fixed-theme --theme PLANETES -c A,B,C,D`, code: ExitRefused,
			msg: []string{`work "PLANETES" was used by entry 5 (fixed-theme "Planetes" with Hachimaki, Tanabe, Yuri, Fee)`}},
		{name: "fixed-theme without a theme", args: `-p fixed-theme -c A,B,C,D`, code: ExitRefused,
			msg: []string{"fixed-theme needs the work title as the theme"}},
		{name: "fixed-theme characters may repeat (no character window)", args: `-p fixed-theme --theme Hellsing -c Spike,Jet,Faye,Ed`},
		{name: "mixed-genius two members", args: `-p mixed-genius -m Lelouch:Code\ Geass:strategist -m Near:Death\ Note:genius`},
		{name: "mixed-genius one from the characters list", args: `-p mixed-genius -c Lelouch`},
		{name: "mixed-genius character in the newest 5", args: `-p mixed-genius -m L:Death\ Note:genius`, code: ExitRefused,
			msg: []string{`character "L" was used by entry 4 (mixed-genius "mixed-genius" with L)`}},
		{name: "mixed-genius sixth-newest is free", args: `-p mixed-genius -m Senku:Dr.\ Stone:scholar`},
		{name: "mixed-genius same work", args: `-p mixed-genius -m Light:Death\ Note:genius -m Near:Death\ Note:genius`, code: ExitRefused,
			msg: []string{`members "Light" and "Near" are both from "Death Note"`}},
		{name: "mixed-genius three", args: `-p mixed-genius -c A,B,C`, code: ExitRefused,
			msg: []string{"mixed-genius records 1 to 2 characters, got 3"}},
		{name: "mixed-genius theme", args: `-p mixed-genius --theme Gintama -c Gintoki`, code: ExitRefused,
			msg: []string{`the theme of a mixed-genius entry is always "mixed-genius", got "Gintama"`}},
		{name: "every violation at once", args: `-p mixed-genius --theme X -m Kurisu:W:genius -m L:W:genius -m Z:Y:genius`, code: ExitRefused,
			msg: []string{"always \"mixed-genius\"", "got 3", `"Kurisu" was used by entry 2`, `"L" was used by entry 4`, `both from "W"`}},
		{name: "unknown pattern", args: `-p fixed -c A`, code: ExitRefused, msg: []string{`unknown pattern "fixed" (known patterns: fixed-theme, mixed-genius)`}},
		{name: "no pattern", args: `-c A`, code: ExitUsage, msg: []string{"--pattern is required"}},
		{name: "no characters", args: `-p fixed-theme --theme X`, code: ExitUsage, msg: []string{"--characters a,b,c or --member"}},
		{name: "bad member", args: `-p mixed-genius -m Lelouch`, code: ExitUsage, msg: []string{`--member "Lelouch": want name:work:role`}},
		{name: "stray argument", args: `-p mixed-genius -c A extra`, code: ExitUsage, msg: []string{"history add: want no arguments, got \"extra\""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newCLIEnv(t)
			path := filepath.Join(e.config, "team-theme-history.json")
			e.write(path, []byte(sampleHistory))
			got := Main(e.factory(), append([]string{"history", "add"}, splitArgs(tc.args)...))
			if got != tc.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", got, tc.code, e.errOut.String())
			}
			for _, m := range tc.msg {
				if !strings.Contains(e.errOut.String(), m) {
					t.Errorf("stderr lacks %q:\n%s", m, e.errOut.String())
				}
			}
			after, _ := os.ReadFile(path)
			h, _, err := history.Parse(after)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tc.code != ExitOK && string(after) != sampleHistory:
				t.Errorf("a refused add changed the file:\n%s", after)
			case tc.code == ExitOK && len(h) != 7:
				t.Errorf("%d entries after an add, want 7", len(h))
			}
		})
	}
}

// splitArgs splits on spaces, honouring backslash-escaped ones.
func splitArgs(s string) []string {
	var out []string
	var cur strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
		case s[i] == ' ':
			if cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteByte(s[i])
		}
	}
	if cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

// The stress test of issue 3 through the binary: 32 teamctl processes add
// an entry each at once; the history keeps all 32 and stays valid.
func TestConcurrentHistoryAddProcesses(t *testing.T) {
	bin, err := exec.LookPath("teamctl") // put on PATH by testscript.Main
	if err != nil {
		t.Skip("teamctl is not on PATH:", err)
	}
	const n = 32
	root := t.TempDir()
	config := filepath.Join(root, ".claude")
	env := []string{"HOME=" + root, "CLAUDE_CONFIG_DIR=" + config, "PATH=" + os.Getenv("PATH")}
	var wg sync.WaitGroup
	errs := make([]error, n)
	outs := make([][]byte, n)
	start := time.Now()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(bin, "history", "add", "--pattern", "fixed-theme", "--theme", fmt.Sprintf("Work %02d", i),
				"--characters", fmt.Sprintf("A%d,B%d,C%d,D%d", i, i, i, i))
			cmd.Env = env
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("process %d: %v\n%s", i, err, outs[i])
		}
	}
	h, format, err := history.Load(filepath.Join(config, "team-theme-history.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != n || format != history.FormatArray {
		t.Fatalf("%d entries (%v), want %d", len(h), format, n)
	}
	seen := map[string]bool{}
	for _, e := range h {
		seen[e.Theme] = true
	}
	for i := 0; i < n; i++ {
		if !seen[fmt.Sprintf("Work %02d", i)] {
			t.Errorf("Work %02d lost", i)
		}
	}
	t.Logf("%d processes in %v", n, time.Since(start))
}
