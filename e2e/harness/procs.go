package harness

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// proc identifies a process by pid and start time, so a recycled pid is
// never signalled by mistake.
type proc struct {
	pid   int
	start string
}

// readStat returns a process's parent pid and start time from /proc.
func readStat(pid int) (ppid int, start string, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, "", false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0, "", false
	}
	f := strings.Fields(s[i+1:]) // state ppid pgrp … ; starttime is field 22 of stat
	if len(f) < 20 {
		return 0, "", false
	}
	ppid, _ = strconv.Atoi(f[1])
	return ppid, f[19], true
}

// processTree lists root and all its descendants.
func processTree(root int) []proc {
	_, start, ok := readStat(root)
	if !ok {
		return nil
	}
	children := map[int][]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, _, ok := readStat(pid); ok {
			children[ppid] = append(children[ppid], pid)
		}
	}
	out := []proc{{root, start}}
	for i := 0; i < len(out); i++ {
		for _, c := range children[out[i].pid] {
			if _, st, ok := readStat(c); ok {
				out = append(out, proc{c, st})
			}
		}
	}
	return out
}

// alive is false for a zombie: it has exited and only waits to be reaped.
func (p proc) alive() bool {
	_, start, ok := readStat(p.pid)
	if !ok || start != p.start {
		return false
	}
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(p.pid) + "/stat")
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] != 'Z' && s[i+2] != 'X'
}

// reap waits up to grace for the processes to exit, then SIGKILLs those
// still alive (each checked against its start time first).
func reap(procs []proc, grace time.Duration) {
	for end := time.Now().Add(grace); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if !anyAlive(procs) {
			return
		}
	}
	for _, p := range procs {
		if p.alive() {
			_ = syscall.Kill(p.pid, syscall.SIGKILL)
		}
	}
	for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if !anyAlive(procs) {
			return
		}
	}
}

func anyAlive(procs []proc) bool {
	for _, p := range procs {
		if p.alive() {
			return true
		}
	}
	return false
}
