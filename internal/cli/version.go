package cli

import (
	"fmt"

	"github.com/spf13/cobra"
)

type versionOptions struct {
	f *Factory
}

func newVersionCmd(f *Factory) *cobra.Command {
	opts := &versionOptions{f: f}
	return &cobra.Command{
		Use:   "version",
		Short: "Print teamctl's version, commit, build date and Go version",
		Long: `Print the version, commit, build date and Go release of this teamctl
(the same line as teamctl --version; every hook binary answers --version
too). A release build has them stamped in; a go install build reports the
module version and what the Go toolchain recorded.`,
		Example: `  teamctl version`,
		Args:    noArgs,
		RunE:    func(*cobra.Command, []string) error { return runVersion(opts) },
	}
}

func runVersion(opts *versionOptions) error {
	_, err := fmt.Fprintln(opts.f.Out, opts.f.build().Line("teamctl"))
	return err
}
