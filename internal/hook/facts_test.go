package hook

import (
	"bytes"
	"io"
	"testing"

	"github.com/teamctl/teamctl/internal/ccfacts"
)

// A new hook event is one row in the facts table: the hook prints context
// and keeps an agent working on it with no other change here.
func TestNewEventIsOneRow(t *testing.T) {
	row := ccfacts.Event{Name: "TeammateNap", Context: true, Exit2: ccfacts.Exit2KeepsWorking, Output: ccfacts.HookSpecific}
	more := ccfacts.Claude().With(row)
	ctx := Decision{Hook: "fake-guard", Verdict: AddContext, Context: "you are alice"}
	keep := Decision{Hook: "fake-guard", Verdict: KeepWorking, Reason: "claim task 3"}

	var out bytes.Buffer
	if code := emitWith(ccfacts.Claude(), row.Name, ctx, &out, io.Discard); code != 0 || out.Len() != 0 {
		t.Fatalf("without the row: exit %d, stdout %q; want the decision dropped", code, out.String())
	}
	if code := emitWith(ccfacts.Claude(), row.Name, keep, io.Discard, io.Discard); code != 0 {
		t.Fatalf("without the row: keep-working exits %d", code)
	}
	out.Reset()
	if code := emitWith(more, row.Name, ctx, &out, io.Discard); code != 0 || out.String() != `{"hookSpecificOutput":{"hookEventName":"TeammateNap","additionalContext":"you are alice"}}`+"\n" {
		t.Fatalf("with the row: exit %d, stdout %q", code, out.String())
	}
	var errOut bytes.Buffer
	if code := emitWith(more, row.Name, keep, io.Discard, &errOut); code != 2 || errOut.String() != "claim task 3\n" {
		t.Fatalf("with the row: keep-working exit %d, stderr %q", code, errOut.String())
	}
}
