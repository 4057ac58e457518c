package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/vcqlint/vcqlint/internal/report"
)

// Output formats of the lint command.
var formats = []string{"text", "json", "sarif", "github", "junit", "checkstyle", "gitlab"}

// output is one --format with where it goes; file "-" is standard output.
type output struct {
	format, file string
}

// parseOutputs pairs --format and --output values, as golangci-lint and
// kube-linter pair theirs:
//
//   - each --format may carry its own file as FORMAT:FILE (sarif:out.sarif);
//   - the --output values go, in order, to the --format values without one;
//   - a format left without a file writes to standard output ("-");
//   - at most one format may write to standard output, and no two to the
//     same file;
//   - with no --format at all, the format is text.
func parseOutputs(formatArgs, outputArgs []string) ([]output, error) {
	if len(formatArgs) == 0 {
		formatArgs = []string{"text"}
	}
	var outs []output
	var open []int // indexes of formats still waiting for a file
	for _, arg := range formatArgs {
		name, file, hasFile := strings.Cut(arg, ":")
		name = strings.ToLower(strings.TrimSpace(name))
		if !isFormat(name) {
			return nil, usagef("--format: unknown format %q (want %s)", name, strings.Join(formats, ", "))
		}
		if hasFile && file == "" {
			return nil, usagef("--format %s: empty file name after ':'", arg)
		}
		if !hasFile {
			open = append(open, len(outs))
		}
		outs = append(outs, output{format: name, file: file})
	}
	if len(outputArgs) > len(open) {
		return nil, usagef("--output: %d output files for %d --format values without a file; give one --format per --output", len(outputArgs), len(open))
	}
	for i, idx := range open {
		outs[idx].file = "-"
		if i < len(outputArgs) {
			if outputArgs[i] == "" {
				return nil, usagef("--output: empty file name")
			}
			outs[idx].file = outputArgs[i]
		}
	}
	var stdout []string
	files := map[string]string{}
	for _, o := range outs {
		if o.file == "-" {
			stdout = append(stdout, o.format)
			continue
		}
		key := filepath.Clean(o.file)
		if prev, dup := files[key]; dup {
			return nil, usagef("--output: %s and %s both write to %s", prev, o.format, o.file)
		}
		files[key] = o.format
	}
	if len(stdout) > 1 {
		return nil, usagef("--format: %s all write to standard output; give all but one an --output FILE (or FORMAT:FILE)", strings.Join(stdout, ", "))
	}
	return outs, nil
}

func isFormat(name string) bool {
	for _, f := range formats {
		if f == name {
			return true
		}
	}
	return false
}

// writeOutputs renders the report in every requested format. Text output is
// coloured only on a terminal standard output.
func writeOutputs(outs []output, rep report.Report, tool report.Tool, stdout io.Writer, colour bool) error {
	var errs []error
	for _, o := range outs {
		if o.file == "-" {
			if err := render(stdout, o.format, rep, tool, colour); err != nil {
				errs = append(errs, fmt.Errorf("write %s report: %w", o.format, err))
			}
			continue
		}
		if err := writeFile(o, rep, tool); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func writeFile(o output, rep report.Report, tool report.Tool) (err error) {
	if dir := filepath.Dir(o.file); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("write %s report: %w", o.format, err)
		}
	}
	f, err := os.Create(o.file)
	if err != nil {
		return fmt.Errorf("write %s report: %w", o.format, err)
	}
	defer func() {
		if cerr := f.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("write %s report %s: %w", o.format, o.file, cerr)
		}
	}()
	if err := render(f, o.format, rep, tool, false); err != nil {
		return fmt.Errorf("write %s report %s: %w", o.format, o.file, err)
	}
	return nil
}

func render(w io.Writer, format string, rep report.Report, tool report.Tool, colour bool) error {
	switch format {
	case "json":
		return report.JSON(w, rep)
	case "sarif":
		return report.SARIF(w, rep, tool)
	case "github":
		return report.GitHub(w, rep, tool)
	case "junit":
		return report.JUnit(w, rep, tool)
	case "checkstyle":
		return report.Checkstyle(w, rep, tool)
	case "gitlab":
		return report.GitLab(w, rep, tool)
	}
	return report.Text(w, rep, report.NewPalette(colour))
}

// formatList documents the formats for --help.
func formatList() string { return strings.Join(formats, ", ") }

// refuseOutputsOntoInputs is a usage error when a report file is one of
// inputs(), the files the run reads (named, found by walking a directory,
// or reached through a symbolic link, and the configuration file): writing
// the report would destroy the input. Files are compared with
// os.SameFile, so different spellings of one file are caught. A Git tree
// (no inputs) is not on disk and cannot be overwritten. inputs is called
// only when a report file exists already: listing them walks directories.
func refuseOutputsOntoInputs(outs []output, inputs func() []string) error {
	targets := existingOutputs(outs)
	if len(targets) == 0 {
		return nil
	}
	for _, in := range inputs() {
		info, err := os.Stat(in)
		if err != nil {
			continue
		}
		for _, t := range targets {
			if os.SameFile(info, t.info) {
				return usagef("--output: the %s output would overwrite %s, which this run reads; write it elsewhere", t.format, in)
			}
		}
	}
	return nil
}

type outputTarget struct {
	format string
	info   os.FileInfo
}

// existingOutputs are the report files that already exist; a file yet to
// be created cannot be an input. Two outputs reaching one existing file
// through different names are refused here too (parseOutputs catches equal
// names).
func existingOutputs(outs []output) []outputTarget {
	var targets []outputTarget
	for _, o := range outs {
		if o.file == "-" {
			continue
		}
		if info, err := os.Stat(o.file); err == nil {
			targets = append(targets, outputTarget{format: o.format, info: info})
		}
	}
	return targets
}

// refuseSharedOutputFile is a usage error when two outputs are one existing
// file under different names (a symbolic link, a path through ..).
func refuseSharedOutputFile(outs []output) error {
	targets := existingOutputs(outs)
	for i := range targets {
		for j := i + 1; j < len(targets); j++ {
			if os.SameFile(targets[i].info, targets[j].info) {
				return usagef("--output: %s and %s both write to one file", targets[i].format, targets[j].format)
			}
		}
	}
	return nil
}
