package shell

import syntax "github.com/teamctl/teamctl/internal/shsyntax"

// classifier holds what the read-only verdict of one simple command needs
// beyond its words.
type classifier struct {
	w     *walker
	extra [][]string
	// funcs maps the functions the line declares at its top level to the
	// offset where their declaration ends; their bodies are classified
	// where declared.
	funcs map[string]uint
	// at is the offset of the simple command being classified.
	at uint
	// node is the simple command being classified, for Invocation.Command.
	node syntax.Node
	// args are node's words as bash passes them (braces expanded).
	args []arg
	// in is what the line shows of the command's standard input.
	in stdin
	// elsewhere is set while judging a command that runs in a directory
	// the walk does not follow (find -execdir, env -C).
	elsewhere bool
	// inPod is set while judging the command kubectl exec runs in a pod,
	// where a path names the image's file (kafkaPodTool).
	inPod bool
}

// calledFunction reports whether a command name at the current offset
// calls a function the line declared before it.
func (c *classifier) calledFunction(name string) bool {
	end, ok := c.funcs[name]
	return ok && c.at >= end
}
