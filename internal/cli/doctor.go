package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/teamctl/teamctl/internal/doctor"
)

type doctorOptions struct {
	f    *Factory
	JSON bool
}

func newDoctorCmd(f *Factory) *cobra.Command {
	opts := &doctorOptions{f: f}
	cmd := &cobra.Command{
		Use:   "doctor [--json]",
		Short: "Check that the teamctl hooks will run and decide",
		Long: `doctor checks what makes the hooks fail open in silence: the Claude Code version
and its era (implicit team per session, or TeamCreate), agent teams turned on,
every hook wired (user, project, local and managed settings, and the plugin)
on the right events, with matchers that catch the right tools, once, to a
binary that exists and is executable; settings that silence hooks
(disableAllHooks, an untrusted workspace); the theme history, stale team
folders, teamctl's own state and the project's team-themes config.

Each problem comes with its fix. The Claude Code binary is $TEAMCTL_CLAUDE,
else claude on PATH.

Exit status: 0 nothing broken (warnings are allowed); 6 something is broken.`,
		Example: `  teamctl doctor
  teamctl doctor --json | jq -r '.findings[] | select(.severity == "problem") | .fix'`,
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return runDoctor(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the findings as JSON")
	return cmd
}

func runDoctor(opts *doctorOptions) error {
	f := opts.f
	env := doctor.SystemEnv(f.Getenv, projectDir(f), runtime.GOOS, exec.LookPath, runOutput)
	if f.Getenv("TEAMCTL_MANAGED_SETTINGS") != "" {
		env.ManagedSettings = f.Getenv("TEAMCTL_MANAGED_SETTINGS")
	}
	if f.Now != nil {
		env.Now = f.Now
	}
	report := doctor.Run(env)
	problems, warnings := report.Count(doctor.Problem), report.Count(doctor.Warning)
	if opts.JSON {
		enc := json.NewEncoder(f.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(struct {
			OK       bool             `json:"ok"`
			Problems int              `json:"problems"`
			Warnings int              `json:"warnings"`
			Findings []doctor.Finding `json:"findings"`
		}{!report.Broken(), problems, warnings, report.Findings}); err != nil {
			return err
		}
	} else {
		printReport(f, report)
		switch {
		case problems > 0:
			fmt.Fprintf(f.Out, "\n%s, %s: some hooks will not run or decide; fix the problems above\n", plural(problems, "problem"), plural(warnings, "warning"))
		case warnings > 0:
			fmt.Fprintf(f.Out, "\nno problems, %s\n", plural(warnings, "warning"))
		default:
			fmt.Fprintln(f.Out, "\nno problems: the teamctl hooks are wired and runnable")
		}
	}
	if report.Broken() {
		return errSilent{ExitProblems}
	}
	return nil
}

func printReport(f *Factory, r *doctor.Report) {
	for _, x := range r.Findings {
		label := x.Severity.String()
		if x.Severity == doctor.Problem {
			label = "PROBLEM"
		}
		fmt.Fprintf(f.Out, "%-8s %-20s %s\n", label, x.Check, x.Message)
		if x.Fix != "" && x.Severity >= doctor.Warning {
			fmt.Fprintf(f.Out, "%-8s %-20s fix: %s\n", "", "", x.Fix)
		}
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// runOutput runs a program for doctor with a time limit and returns its
// standard output.
func runOutput(extra []string, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), extra...)
	out, err := cmd.Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) && len(ee.Stderr) > 0 {
		return "", fmt.Errorf("%v: %s", err, strings.TrimSpace(string(ee.Stderr)))
	}
	return string(out), err
}
