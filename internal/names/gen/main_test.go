package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTableIsCurrent regenerates the table and compares it with the one
// package names carries: run `go run . > ../foldtable.go` when it fails.
func TestTableIsCurrent(t *testing.T) {
	src, _, _, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile("../foldtable.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, have) {
		t.Fatal("../foldtable.go is not what the generator writes; regenerate it: go run . > ../foldtable.go")
	}
}
