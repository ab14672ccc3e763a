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

// isPlainAgentID is a<16 hex>: a plain subagent's id, and the TeamCreate
// era's in-process teammate id (a new one every turn).
func isPlainAgentID(id string) bool {
	if len(id) != 17 || id[0] != 'a' {
		return false
	}
	for _, c := range id[1:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
