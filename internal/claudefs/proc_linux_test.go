package claudefs

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"testing"
	"time"
)

func TestProcSelf(t *testing.T) {
	pid := os.Getpid()
	argv, err := ProcCmdline(pid)
	if err != nil || !slices.Equal(argv, os.Args) {
		t.Errorf("ProcCmdline = %q, %v; want %q", argv, err, os.Args)
	}
	ppid, err := ProcParent(pid)
	if err != nil || ppid != os.Getppid() {
		t.Errorf("ProcParent = %d, %v; want %d", ppid, err, os.Getppid())
	}
	start, err := ProcStartTime(pid)
	if _, perr := strconv.ParseUint(start, 10, 64); err != nil || perr != nil {
		t.Errorf("ProcStartTime = %q, %v", start, err)
	}
	if again, _ := ProcStartTime(pid); again != start {
		t.Errorf("start time changed: %s then %s", start, again)
	}
	if !ProcAlive(pid) {
		t.Error("self not alive")
	}
	if ProcAlive(0) || ProcAlive(-1) {
		t.Error("pid 0 or -1 alive")
	}
	if _, err := ProcCmdline(1 << 30); err == nil {
		t.Error("cmdline of a pid that cannot exist")
	}
}

// childThatExits starts the test binary in its "exit" role; it exits at
// once and stays a zombie until waited for.
func childThatExits(t *testing.T) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"=exit", "GORACE=atexit_sleep_ms=0")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

func waitForState(t *testing.T, pid int, state string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if f, err := procStat(pid); err == nil && f[0] == state {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("pid %d never reached state %s", pid, state)
}

func TestProcAliveZombieAndReaped(t *testing.T) {
	cmd := childThatExits(t)
	pid := cmd.Process.Pid
	waitForState(t, pid, "Z")
	if ProcAlive(pid) {
		t.Error("zombie counted alive")
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if ProcAlive(pid) {
		t.Error("reaped child counted alive")
	}
}

func TestLeadStatus(t *testing.T) {
	self := os.Getpid()
	start, err := ProcStartTime(self)
	if err != nil {
		t.Fatal(err)
	}
	ns, err := PidNamespace()
	if err != nil {
		t.Fatal(err)
	}
	exited := childThatExits(t)
	if err := exited.Wait(); err != nil {
		t.Fatal(err)
	}
	team := func(pid int, procStart, space string) *Team {
		raw := fmt.Sprintf(`{"name":"session-x","leadProcess":{"pid":%d,"pidSpace":%q,"procStart":%q},"members":[]}`, pid, space, procStart)
		tm, err := ParseTeam("/t/session-x", []byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	tests := []struct {
		name string
		team *Team
		want LeadState
	}{
		{"running lead", team(self, start, "vm#"+ns), LeadAlive},
		{"bare namespace", team(self, start, ns), LeadAlive},
		{"no procStart recorded", team(self, "", ""), LeadAlive},
		{"pid reused", team(self, start+"0", "vm#"+ns), LeadReused},
		{"lead exited", team(exited.Process.Pid, "1", "vm#"+ns), LeadGone},
		{"other namespace", team(self, start, "vm#pid:[1]"), LeadUnknown},
		{"TeamCreate era", &Team{Name: "old"}, LeadUnknown},
		{"nil", nil, LeadUnknown},
	}
	for _, tt := range tests {
		if got := LeadStatus(tt.team); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
