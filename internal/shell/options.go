package shell

import "strings"

// Long options. GNU getopt_long (coreutils, sed, awk, grep, tar, ...) and
// git's parse-options accept any unique prefix of a long option: sort
// --out=f is sort --output=f. The model therefore takes a long option word
// for every option it abbreviates: a word that abbreviates a dangerous
// option is refused (if it is ambiguous, the program refuses it too).

// longName returns the option name of a long option word ("--out=f" gives
// "--out"), or "" when the word is not a long option.
func longName(word string) string {
	if !strings.HasPrefix(word, "--") || len(word) < 3 {
		return ""
	}
	name, _, _ := strings.Cut(word, "=")
	return name
}

// longOpt reports whether word is the long option full or an abbreviation
// of it, with or without an attached =value.
func longOpt(word, full string) bool {
	name := longName(word)
	return name != "" && strings.HasPrefix(full, name)
}

// longAny reports whether word is or abbreviates one of the options.
func longAny(word string, full ...string) bool {
	for _, f := range full {
		if longOpt(word, f) {
			return true
		}
	}
	return false
}

// shortIn reports whether a bundle of short options (-abc) holds one of
// the letters before a letter that takes a value ends it. values lists the
// letters that take a value (the rest of the word, or the next word).
func shortIn(word, letters, values string) bool {
	if !shortCluster(word) {
		return false
	}
	for i := 1; i < len(word); i++ {
		if strings.IndexByte(letters, word[i]) >= 0 {
			return true
		}
		if strings.IndexByte(values, word[i]) >= 0 {
			return false
		}
	}
	return false
}
