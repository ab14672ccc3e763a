package e2e

import (
	"sort"
	"strconv"
)

func itoa(i int) string { return strconv.Itoa(i) }

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
