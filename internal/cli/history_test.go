package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const sampleHistory = `[
 {"pattern":"fixed-theme","theme":"Cowboy Bebop","characters":["Spike","Jet","Faye","Ed"]},
 {"pattern":"mixed-genius","theme":"mixed-genius","characters":["Kurisu"],"members":[{"name":"Kurisu","work":"Steins;Gate","role":"genius"}]},
 {"pattern":"fixed-theme","theme":"Trigun","characters":["Vash","Wolfwood","Meryl","Milly"]},
 {"pattern":"mixed-genius","theme":"mixed-genius","characters":["L"],"members":[{"name":"L","work":"Death Note","role":"strategist"}]},
 {"pattern":"fixed-theme","theme":"Planetes","characters":["Hachimaki","Tanabe","Yuri","Fee"]},
 {"pattern":"mixed-genius","theme":"mixed-genius","characters":["Senku"],"members":[{"name":"Senku","work":"Dr. Stone","role":"scholar"}]}
]
`

// Every history command refuses a damaged file with exit 5, says where it
// broke, and never writes it.
func TestHistoryCorruptFileNeverWritten(t *testing.T) {
	torn := sampleHistory[:len(sampleHistory)/2]
	commands := [][]string{
		{"history", "list"},
		{"history", "list", "--limit", "1"},
		{"history", "show", "1"},
		{"history", "stats"},
		{"history", "check", "-p", "fixed-theme", "--theme", "X", "-c", "a,b,c,d"},
		{"history", "add", "-p", "fixed-theme", "--theme", "X", "-c", "a,b,c,d"},
		{"history", "prune", "--keep", "1"},
		{"history", "migrate", "--to", "jsonl"},
	}
	for _, args := range commands {
		t.Run(strings.Join(args[1:], " "), func(t *testing.T) {
			e := newCLIEnv(t)
			path := filepath.Join(e.config, "team-theme-history.json")
			e.write(path, []byte(torn))
			if got := Main(e.factory(), args); got != ExitDamaged {
				t.Fatalf("exit %d, want %d:\n%s", got, ExitDamaged, e.errOut.String())
			}
			msg := e.errOut.String()
			if !strings.HasPrefix(msg, "teamctl: "+path+":5:22: corrupt theme history: ") || !strings.Contains(msg, "teamctl: hint: `teamctl history repair`") {
				t.Errorf("message:\n%s", msg)
			}
			if after, _ := os.ReadFile(path); string(after) != torn {
				t.Error("the damaged file was rewritten")
			}
			entries, _ := os.ReadDir(e.config)
			for _, en := range entries {
				if strings.Contains(en.Name(), ".bak-") || strings.Contains(en.Name(), ".tmp") {
					t.Errorf("left %s behind", en.Name())
				}
			}
		})
	}
}
