//go:build race

package hook

// raceSlowdown scales time bounds: the race detector slows byte loops ~10x.
const raceSlowdown = 10
