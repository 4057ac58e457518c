package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/agnivade/levenshtein"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/vcqlint/vcqlint/internal/buildinfo"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// The command tree. Each command's flags are defined in its constructor
// here, except the lint command's (lintFlags in cli.go, shared with input)
// and the queue commands' (queueFlags in tree.go, shared by tree and
// simulate).

// app is one invocation: the process environment and the exit code the
// command that ran chose.
type app struct {
	io   IO
	code int
}

// runE adapts a command body to cobra: the exit code is kept, usage
// errors pass through (Run adds the pointer to --help), and other errors
// are marked as the run's own.
func (a *app) runE(body func(ctx context.Context, cmd *cobra.Command, args []string) (int, error)) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		code, err := body(cmd.Context(), cmd, args)
		if err != nil {
			if errors.Is(err, errUsage) {
				return err
			}
			return runError{err}
		}
		a.code = code
		return nil
	}
}

// exitCodes is the annotation the usage text prints last.
const exitCodesKey = "exitCodes"

const lintExitCodes = "0 no finding at or above --fail-on, 1 findings, 2 usage or input error."

func (a *app) rootCommand() *cobra.Command {
	var o lintOptions
	root := &cobra.Command{
		Use:   "vcqlint [flags] [PATH...]",
		Short: "Lint Volcano queues, jobs and scheduler configuration",
		Long: `vcqlint lints Volcano queues, jobs and scheduler configuration before they reach a cluster.

Without a command it lints PATHs: files, directories (walked recursively for
.yaml, .yml, .json and .conf files, skipping hidden files and directories,
vendor/ and node_modules/) or - for standard input; default: the
configuration file's paths, else the working directory. A file named
explicitly is always read. To lint a directory whose name is a command
(rules, tree, ...), write ./rules.`,
		Example: `  vcqlint ./manifests                        lint a directory
  kubectl get queues -o yaml | vcqlint -      lint standard input
  vcqlint --git . --ref main                  lint a Git tree without checking it out
  vcqlint -f sarif:vcqlint.sarif -f text .    two formats at once
  vcqlint --volcano-version 1.12 --enable-only VCQ203,VCQ204 .`,
		Args:          cobra.ArbitraryArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
		Annotations:   map[string]string{exitCodesKey: lintExitCodes},
		RunE: a.runE(func(ctx context.Context, cmd *cobra.Command, args []string) (int, error) {
			if o.version {
				return ExitClean, writeVersion(a.io.Stdout)
			}
			if err := unknownCommandOrPath(cmd, args, o.git.repo != ""); err != nil {
				return 0, err
			}
			return runLintMode(ctx, cmd.Flags(), &o, a.io, modeLint)
		}),
	}
	fs := root.Flags()
	fs.AddFlagSet(lintFlags(&o))
	fs.BoolVar(&o.version, "version", false, "print the version of vcqlint, Go and the commit it was built from")
	fs.SortFlags = false
	a.completeLintFlags(root)
	root.SetFlagErrorFunc(flagError)
	root.CompletionOptions.DisableDefaultCmd = true // completionCommand replaces it
	root.SetHelpCommand(a.helpCommand())
	root.SetUsageFunc(usage)
	root.AddCommand(
		a.rulesCommand(), a.explainCommand(), a.inputCommand(), a.verifyCommand(),
		a.configCommand(), a.initCommand(), a.treeCommand(), a.simulateCommand(),
		a.versionCommand(), a.completionCommand(), a.suggestCommand(),
	)
	setSuggestions(root)
	return root
}

// setSuggestions turns on cobra's "did you mean" (edit distance 2, or a
// prefix) for every command with subcommands.
func setSuggestions(c *cobra.Command) {
	c.SuggestionsMinimumDistance = 2
	for _, sub := range c.Commands() {
		setSuggestions(sub)
	}
}

// flagError makes pflag's parse errors usage errors, with the closest flag
// name for an unknown one.
func flagError(cmd *cobra.Command, err error) error {
	var ne *pflag.NotExistError
	if errors.As(err, &ne) {
		if cmd.Name() == "input" && reportOnlyFlags[ne.GetSpecifiedName()] {
			return usagef("%v: --%s shapes the lint report or its fixes; input prints the policy input document and changes nothing", err, ne.GetSpecifiedName())
		}
		if s := closestFlag(cmd.Flags(), ne.GetSpecifiedName()); s != "" {
			return usagef("%v (did you mean --%s?)", err, s)
		}
	}
	return usagef("%v", err)
}

// closestFlag is the flag whose name is at most two edits from name, "" if
// none is.
func closestFlag(fs *pflag.FlagSet, name string) string {
	best, bestDist := "", 3
	if len(name) < 3 {
		return ""
	}
	fs.VisitAll(func(f *pflag.Flag) {
		if d := levenshtein.ComputeDistance(name, f.Name); d < bestDist {
			best, bestDist = f.Name, d
		}
	})
	return best
}

// unknownCommandOrPath is a usage error when the first PATH neither exists
// nor is standard input but is close to a command's name: `vcqlint rulez`
// means `vcqlint rules`, not a missing file. A PATH after -- is a path.
func unknownCommandOrPath(cmd *cobra.Command, args []string, inGit bool) error {
	if len(args) == 0 || inGit || args[0] == source.Stdin || cmd.ArgsLenAtDash() == 0 {
		return nil
	}
	if _, err := os.Lstat(args[0]); err == nil {
		return nil
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		return usagef("%s: no such file or directory, and no command %q (did you mean %s?)", args[0], args[0], strings.Join(s, " or "))
	}
	return nil
}

// unknownCommand is the usage error for a word that names no subcommand of
// cmd, with cobra's suggestions.
func unknownCommand(cmd *cobra.Command, name string) error {
	msg := fmt.Sprintf("unknown command %q for %q", name, cmd.CommandPath())
	if s := cmd.SuggestionsFor(name); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return usageError{msg}
}

// noArgs refuses positional arguments: `vcqlint version extra` is a
// mistake, not something to ignore.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usagef("%s takes no arguments, got %q", strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" "), args)
	}
	return nil
}

// usage prints a command's usage: the invocation, examples, subcommands,
// flags and exit codes. Its help (cobra's) prints the long description
// before it.
func usage(cmd *cobra.Command) error {
	w := cmd.OutOrStderr()
	var b strings.Builder
	b.WriteString("Usage:\n")
	// A command with subcommands but a parent (config) runs only to say
	// that a subcommand is missing: it has no use line of its own.
	if cmd.Runnable() && !(cmd.HasParent() && cmd.HasAvailableSubCommands()) {
		fmt.Fprintf(&b, "  %s\n", cmd.UseLine())
	}
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "  %s COMMAND\n", cmd.CommandPath())
	}
	if cmd.HasExample() {
		fmt.Fprintf(&b, "\nExamples:\n%s\n", strings.TrimRight(cmd.Example, "\n"))
	}
	if cmd.HasAvailableSubCommands() {
		b.WriteString("\nCommands:\n")
		for _, sub := range cmd.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				fmt.Fprintf(&b, "  %-*s %s\n", cmd.NamePadding(), sub.Name(), sub.Short)
			}
		}
	}
	if cmd.HasAvailableLocalFlags() {
		fmt.Fprintf(&b, "\nFlags:\n%s", cmd.LocalFlags().FlagUsages())
	}
	if codes := cmd.Annotations[exitCodesKey]; codes != "" {
		fmt.Fprintf(&b, "\nExit codes: %s\n", codes)
	}
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(&b, "\nRun '%s COMMAND --help' for a command's usage.\n", cmd.CommandPath())
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// helpCommand is `vcqlint help [COMMAND...]`: the help of that command;
// a word that names none is a usage error with suggestions.
func (a *app) helpCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "help [COMMAND...]",
		Short: "Help about any command",
		Long:  "Help prints the usage, description and flags of a command (the same as COMMAND --help).",
		RunE: a.runE(func(_ context.Context, cmd *cobra.Command, args []string) (int, error) {
			target, rest, err := cmd.Root().Find(args)
			if err != nil {
				return 0, usagef("%v", err)
			}
			if len(rest) > 0 {
				return 0, unknownCommand(target, rest[0])
			}
			target.InitDefaultHelpFlag() // as --help shows it
			return ExitClean, target.Help()
		}),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
			target, _, err := cmd.Root().Find(args)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []cobra.Completion
			for _, sub := range target.Commands() {
				if sub.IsAvailableCommand() {
					names = append(names, cobra.CompletionWithDesc(sub.Name(), sub.Short))
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
	}
}

func (a *app) versionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of vcqlint, Go and the commit it was built from",
		Long: `Version prints vcqlint's version (stamped into release builds; the module
version for go install; "(devel)" for a local build without one), the Go
version, the VCS commit and the Volcano releases vcqlint models. The same as
vcqlint --version.`,
		Args: noArgs,
		RunE: a.runE(func(context.Context, *cobra.Command, []string) (int, error) {
			return ExitClean, writeVersion(a.io.Stdout)
		}),
	}
}

// writeVersion prints the build information and the Volcano releases this
// build models.
func writeVersion(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%svolcano: %s (default %s; newest %s)\n", buildinfo.Read(), volcano.KnownRange(), volcano.Newest(), volcano.Latest().Tag())
	return err
}

// shells are the shells completionCommand writes scripts for.
var shells = []string{"bash", "zsh", "fish", "powershell"}

func (a *app) completionCommand() *cobra.Command {
	var noDescriptions bool
	cmd := &cobra.Command{
		Use:   "completion bash|zsh|fish|powershell",
		Short: "Print a shell completion script",
		Long: `Completion prints the script that makes SHELL complete vcqlint's commands,
flags, rule IDs, formats and Volcano versions (cobra's generators).

  bash:        source <(vcqlint completion bash)
               or write it to /etc/bash_completion.d/vcqlint (needs bash-completion)
  zsh:         vcqlint completion zsh > "${fpath[1]}/_vcqlint"
  fish:        vcqlint completion fish > ~/.config/fish/completions/vcqlint.fish
  powershell:  vcqlint completion powershell | Out-String | Invoke-Expression`,
		ValidArgs: shells,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("completion takes one shell: %s", strings.Join(shells, ", "))
			}
			if !contains(shells, args[0]) {
				return usagef("completion: unknown shell %q (want %s)", args[0], strings.Join(shells, ", "))
			}
			return nil
		},
		RunE: a.runE(func(_ context.Context, cmd *cobra.Command, args []string) (int, error) {
			root, w, desc := cmd.Root(), a.io.Stdout, !noDescriptions
			var err error
			switch args[0] {
			case "bash":
				err = root.GenBashCompletionV2(w, desc)
			case "zsh":
				if desc {
					err = root.GenZshCompletion(w)
				} else {
					err = root.GenZshCompletionNoDesc(w)
				}
			case "fish":
				err = root.GenFishCompletion(w, desc)
			case "powershell":
				if desc {
					err = root.GenPowerShellCompletionWithDesc(w)
				} else {
					err = root.GenPowerShellCompletion(w)
				}
			}
			if err != nil {
				return 0, fmt.Errorf("write %s completion: %w", args[0], err)
			}
			return ExitClean, nil
		}),
	}
	cmd.Flags().BoolVar(&noDescriptions, "no-descriptions", false, "complete without descriptions")
	return cmd
}

// inputCommand is `vcqlint input`: the lint command's flags and input,
// printing the policy input document instead of linting.
func (a *app) inputCommand() *cobra.Command {
	var o lintOptions
	cmd := &cobra.Command{
		Use:   "input [flags] [PATH...]",
		Short: "Print the document Rego policies receive for PATHs",
		Long: `Input reads PATHs as the lint command does (configuration file, --git,
--cluster, --volcano-version) and prints, as indented JSON, the document
your Rego policies receive as input (vcqlint.io/input/v1), instead of
linting. Use it to write and debug policies.`,
		Args:        cobra.ArbitraryArgs,
		Annotations: map[string]string{exitCodesKey: "0 printed, 2 usage or input error (the document still covers what loaded)."},
		RunE: a.runE(func(ctx context.Context, cmd *cobra.Command, _ []string) (int, error) {
			return runLintMode(ctx, cmd.Flags(), &o, a.io, modeInput)
		}),
	}
	cmd.Flags().AddFlagSet(inputFlags(&o))
	cmd.Flags().SortFlags = false
	completeVersions(cmd)
	return cmd
}

// reportOnlyFlags are the lint flags that shape the report, the exit code
// or the files' fixes; input prints no report and changes nothing, so it
// does not offer them (an unknown flag there is a usage error that says so).
var reportOnlyFlags = map[string]bool{
	"format": true, "output": true, "new-from-rev": true, "fail-on": true, "no-color": true,
	"enable": true, "disable": true, "enable-only": true, "fix": true, "diff": true,
}

// inputFlags are the lint flags that decide what is read and how, in the
// lint command's order: those the input document depends on.
func inputFlags(o *lintOptions) *pflag.FlagSet {
	all := lintFlags(o)
	fs := pflag.NewFlagSet("input", pflag.ContinueOnError)
	all.VisitAll(func(f *pflag.Flag) {
		if !reportOnlyFlags[f.Name] {
			fs.AddFlag(f)
		}
	})
	fs.SortFlags = false
	return fs
}

func (a *app) rulesCommand() *cobra.Command {
	var format string
	var lo listingOptions
	cmd := &cobra.Command{
		Use:   "rules [flags]",
		Short: "List the rules: ID, name, severity, engine and summary",
		Long: `Rules lists every rule vcqlint runs: the built-in ones and those of your
policies (--policy and the configuration file's policies).`,
		Args:        noArgs,
		Annotations: map[string]string{exitCodesKey: "0 listed, 2 usage error or policies that do not load."},
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, _ []string) (int, error) {
			return ExitClean, runRules(ctx, format, &lo, a.io)
		}),
	}
	cmd.Flags().StringVarP(&format, "format", "f", "text", "output `FORMAT`: text, markdown or json")
	lo.register(cmd.Flags())
	completeFixed(cmd, "format", "text", "markdown", "json")
	return cmd
}

func (a *app) explainCommand() *cobra.Command {
	var lo listingOptions
	cmd := &cobra.Command{
		Use:   "explain [flags] RULE",
		Short: "Print the full documentation of a rule (ID or name)",
		Long: `Explain prints a rule's documentation: what it checks, why, its behaviour in
each Volcano release and the Volcano source it follows. RULE is an ID
(VCQ203, any case) or a name (child-capability-exceeds-parent).`,
		Example: "  vcqlint explain VCQ203\n  vcqlint explain child-capability-exceeds-parent",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usagef("explain takes one rule ID or name, e.g. 'vcqlint explain VCQ203'")
			}
			return nil
		},
		Annotations: map[string]string{exitCodesKey: "0 explained, 2 usage error or unknown rule."},
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, args []string) (int, error) {
			return ExitClean, runExplain(ctx, args[0], &lo, a.io)
		}),
		ValidArgsFunction: func(cmd *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return completeRules(cmd.Context())
		},
	}
	lo.register(cmd.Flags())
	return cmd
}

func (a *app) verifyCommand() *cobra.Command {
	var o verifyOptions
	cmd := &cobra.Command{
		Use:   "verify [flags] [DIR...]",
		Short: "Run the _test.rego unit tests of your policies",
		Long: `Verify runs the test_ rules of the Rego policies in DIRs (default: the
configuration file's policies, else the working directory) with OPA's
tester, under the same restricted capabilities as linting. The built-in
policies are loaded too, so tests can import vcqlint's helper libraries.
The policies are first type-checked against the input's JSON Schema: one
that reads a field the input never has is an error at its file:line:col.`,
		Args:        cobra.ArbitraryArgs,
		Annotations: map[string]string{exitCodesKey: "0 all tests pass, 1 a test fails, 2 usage error, a policy that does not compile or no tests."},
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, args []string) (int, error) {
			return runVerify(ctx, args, o, a.io)
		}),
	}
	cmd.Flags().BoolVarP(&o.verbose, "verbose", "v", false, "also list the tests that pass")
	cmd.Flags().StringVar(&o.config, "config", "", "configuration `FILE` whose policies to verify when no DIR is given")
	cmd.Flags().BoolVar(&o.noConfig, "no-config", false, "ignore any configuration file")
	return cmd
}

func (a *app) configCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "config COMMAND",
		Short: "Check the configuration file or print its JSON Schema",
		Long:  "Config checks a configuration file (.vcqlint.yaml) or prints the JSON Schema of its format.",
		RunE: a.runE(func(_ context.Context, cmd *cobra.Command, args []string) (int, error) {
			if len(args) == 0 {
				return 0, usagef("config takes a subcommand: 'vcqlint config verify [--config PATH]' or 'vcqlint config schema'")
			}
			return 0, unknownCommand(cmd, args[0])
		}),
	}
	var path string
	verify := &cobra.Command{
		Use:   "verify [flags]",
		Short: "Check a configuration file as a lint run reads it",
		Long: `Verify checks a configuration file as a lint run reads it: every key and
value, the rules it names (your policies' included), the cluster sections
and the Helm charts it renders. Each problem is printed as file:line:col.`,
		Args:        noArgs,
		Annotations: map[string]string{exitCodesKey: "0 valid, 2 problems (one per line) or usage error."},
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, _ []string) (int, error) {
			return runConfigVerify(ctx, path, a.io)
		}),
	}
	verify.Flags().StringVar(&path, "config", "", "configuration `FILE` to check (default: the one a lint run would use)")
	schema := &cobra.Command{
		Use:   "schema",
		Short: "Print the configuration file's JSON Schema",
		Long: `Schema prints the JSON Schema of the configuration file, with the built-in
rules' IDs and names, for editors (yaml-language-server) and CI checks.`,
		Args:        noArgs,
		Annotations: map[string]string{exitCodesKey: "0 printed, 2 usage error."},
		RunE: a.runE(func(ctx context.Context, _ *cobra.Command, _ []string) (int, error) {
			return ExitClean, runConfigSchema(ctx, a.io)
		}),
	}
	cmd.AddCommand(verify, schema)
	return cmd
}

func (a *app) initCommand() *cobra.Command {
	var o initOptions
	cmd := &cobra.Command{
		Use:   "init [flags] [PATH...]",
		Short: "Write a starter .vcqlint.yaml, its cluster section from Node manifests",
		Long: `Init writes a commented starter ` + initFileName + `. With PATHs (files or directories
holding ` + "`kubectl get nodes -o yaml`" + ` output, and optionally the GPU operator's
mig-parted ConfigMap), its cluster section declares the nodes' allocatable,
grouped into node pools by GPU product and MIG labels.`,
		Args:        cobra.ArbitraryArgs,
		Annotations: map[string]string{exitCodesKey: "0 written, 2 usage or input error, or the file exists (--force overwrites it)."},
		RunE: a.runE(func(_ context.Context, _ *cobra.Command, args []string) (int, error) {
			return runInit(o, args, a.io)
		}),
	}
	cmd.Flags().BoolVar(&o.force, "force", false, "overwrite an existing file")
	cmd.Flags().StringVarP(&o.output, "output", "o", initFileName, "`FILE` to write (- for standard output)")
	return cmd
}

func (a *app) treeCommand() *cobra.Command {
	var o queueFlags
	var format string
	cmd := &cobra.Command{
		Use:   "tree [flags] [PATH...]",
		Short: "Show the queue tree: quotas, children's sums, real capability, findings",
		Long: `Tree shows the queue hierarchy: each queue's capability, deserved and
guarantee per resource, the sums of its children beside them, the real
capability the capacity plugin of the target Volcano version computes, and
the lint findings on each queue.

Formats: text (a table for the terminal), mermaid (flowchart TD), dot
(Graphviz), json (documented in docs/tree-simulate.md), markdown (a Mermaid block and a findings table for a
GitHub step summary; empty when the input has no Queue).`,
		Args:        cobra.ArbitraryArgs,
		Annotations: map[string]string{exitCodesKey: "0 shown, 2 usage or input error."},
		RunE: a.runE(func(ctx context.Context, cmd *cobra.Command, _ []string) (int, error) {
			return runTree(ctx, cmd.Flags(), &o, format, a.io)
		}),
	}
	fs := cmd.Flags()
	fs.StringVarP(&format, "format", "f", "text", "output `FORMAT`: "+strings.Join(treeFormats, ", "))
	o.register(fs)
	fs.SortFlags = false
	completeFixed(cmd, "format", treeFormats...)
	completeVersions(cmd)
	return cmd
}

func (a *app) simulateCommand() *cobra.Command {
	var o queueFlags
	var so simulateOptions
	cmd := &cobra.Command{
		Use:   "simulate [flags] [PATH...]",
		Short: "Replay the scheduler's share computation on the declared cluster",
		Long: `Simulate replays how the target Volcano version's proportion or capacity
plugin shares the declared cluster among the input's queues: each queue's
real capability and deserved share, and where the scheduler panics
(proportion up to 1.11), halts or starves a queue.

A cluster must be declared: --cluster, the cluster section of .vcqlint.yaml,
or Node manifests in the input. By default every leaf queue requests its
capability (the cluster total for cpu or memory it does not cap);
--demand QUEUE=RESOURCE=QTY,... sets one queue's demand (QUEUE= for none).`,
		Args: cobra.ArbitraryArgs,
		Annotations: map[string]string{exitCodesKey: "0 no panic, halt, logged hierarchy error or starved queue; 1 the simulation " +
			"reports one; 2 usage or input error, or no cluster declared."},
		RunE: a.runE(func(ctx context.Context, cmd *cobra.Command, _ []string) (int, error) {
			return runSimulate(ctx, cmd.Flags(), &o, so, a.io)
		}),
	}
	fs := cmd.Flags()
	fs.StringVar(&so.plugin, "plugin", "", "`PLUGIN` to simulate: proportion or capacity (default: the one the input's scheduler configuration enables)")
	fs.StringArrayVar(&so.demands, "demand", nil, "what a queue's jobs request, `QUEUE=RESOURCE=QTY,...` (repeatable; QUEUE= for nothing)")
	fs.StringVarP(&so.format, "format", "f", "text", "output `FORMAT`: text or json")
	fs.BoolVar(&so.trace, "trace", false, "also print every round of the proportion plugin's deserved loop (text)")
	o.register(fs)
	fs.SortFlags = false
	completeFixed(cmd, "format", "text", "json")
	completeFixed(cmd, "plugin", "proportion", "capacity")
	completeVersions(cmd)
	return cmd
}

// completeLintFlags registers the completions of the lint flags.
func (a *app) completeLintFlags(cmd *cobra.Command) {
	completeFixed(cmd, "format", formats...)
	completeFixed(cmd, "fail-on", finding.Error.String(), finding.Warning.String(), finding.Info.String())
	completeVersions(cmd)
	for _, name := range []string{"enable", "disable", "enable-only"} {
		_ = cmd.RegisterFlagCompletionFunc(name, func(cmd *cobra.Command, _ []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return completeRules(cmd.Context())
		})
	}
}

// completeFixed completes a flag with a fixed list of values.
func completeFixed(cmd *cobra.Command, flag string, values ...string) {
	_ = cmd.RegisterFlagCompletionFunc(flag, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
}

// completeVersions completes --volcano-version with the known releases.
func completeVersions(cmd *cobra.Command) {
	var vs []string
	for _, v := range volcano.Known() {
		vs = append(vs, v.Short(), v.String())
	}
	completeFixed(cmd, "volcano-version", vs...)
}

// completeRules completes rule IDs (with names as descriptions), from the
// built-in rules.
func completeRules(ctx context.Context) ([]cobra.Completion, cobra.ShellCompDirective) {
	if ctx == nil {
		ctx = context.Background()
	}
	eng, _, err := newEngine(ctx)
	if err != nil {
		return nil, cobra.ShellCompDirectiveError
	}
	return ruleIDs(eng.Rules()), cobra.ShellCompDirectiveNoFileComp
}
