package cli

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"path/filepath"
	"sort"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixapply"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// fixMode is what --fix and --diff ask for.
type fixMode struct{ fix, diff bool }

func (m fixMode) on() bool { return m.fix || m.diff }

// check refuses the combinations --fix and --diff cannot serve: standard
// input and a Git tree have no file to write (or to diff against), and
// --diff owns standard output.
func (m fixMode) check(o *lintOptions, paths []string) error {
	if !m.on() {
		return nil
	}
	flag := "--fix"
	if m.diff {
		flag = "--diff"
	}
	switch {
	case m.fix && m.diff:
		return usagef("--fix and --diff exclude each other (--diff shows what --fix would write)")
	case o.git.repo != "":
		return usagef("%s works on files on disk, not on a Git tree (--git)", flag)
	case m.diff && (len(o.formats) > 0 || len(o.outputs) > 0):
		return usagef("--diff writes the diff to standard output and takes no --format or --output")
	}
	for _, p := range paths {
		if p == session.Stdin {
			return usagef("%s cannot write standard input back: name the file", flag)
		}
	}
	return nil
}

// needsEdits reports whether a run must resolve its fixes into edits: for
// --fix and --diff, and for the formats that carry them (JSON, SARIF).
func needsEdits(m fixMode, outs []output) bool {
	if m.on() {
		return true
	}
	for _, o := range outs {
		if o.format == "json" || o.format == "sarif" {
			return true
		}
	}
	return false
}

// fixNotes are the report's notes about fixes: what --fix did, or how many
// findings it would fix.
func fixNotes(fixed *fixOutcome, out *session.Outcome) []string {
	if fixed != nil {
		return append([]string{fixed.fixSummary()}, fixed.notes...)
	}
	if note := fixableNote(out); note != "" {
		return []string{note}
	}
	return nil
}

// run does what --fix or --diff ask after the lint pass *lint: --diff
// prints the diff and ends the run (done, with its exit code); --fix
// writes the files and, when it changed one, lints again into *lint, whose
// findings are then those left. Without either it does nothing.
func (m fixMode) run(io IO, sess fileFixer, relint func() (*session.Outcome, error), lint **session.Outcome, cwd string, verbose bool) (fixed *fixOutcome, done bool, code int, err error) {
	if !m.on() {
		return nil, false, 0, nil
	}
	out, err := applyFixes(sess, *lint, (*lint).Findings(), m.fix)
	if err != nil {
		return nil, true, 0, err
	}
	if m.diff {
		out.report(*lint)
		code, err := diffExit(io, *lint, out, cwd, verbose)
		return nil, true, code, err
	}
	if out.files > 0 {
		next, err := relint()
		if err != nil {
			return nil, true, 0, err
		}
		*lint = next
	}
	// A file that could not be written is an input error of the run,
	// reported with the others, after the files that were fixed.
	out.report(*lint)
	return &out, false, 0, nil
}

// fileFixer reads and writes the files fixes change, inside the linted
// root (session.Session).
type fileFixer interface {
	ReadForFix(file string) ([]byte, error)
	WriteFix(file string, content []byte, sum [32]byte) error
}

// fixOutcome is what applying the fixes did.
type fixOutcome struct {
	// results are the files with fixes, by name.
	results []fixapply.Result
	// fixed counts findings whose fix was applied (for --fix, written).
	fixed, files int
	notes        []string
	// failed are the files whose fixes could not be read or written (one
	// outside the linted root, a read-only file), with why.
	failed []failedFix
}

type failedFix struct {
	file string
	err  error
}

// report adds the files that could not be fixed to lint's input errors.
func (o fixOutcome) report(lint *session.Outcome) {
	for _, f := range o.failed {
		lint.AddInputError(f.file, fmt.Sprintf("fixes not applied: %v", f.err))
	}
}

// applyFixes applies the fixes of fs to their files, in memory; with
// write it writes each changed file (atomically, only if it still has the
// content that was linted, and only inside its root: the linted root, or
// the root of a path named on the command line). A file changed since the
// lint is a note, a file that cannot be read or written an error
// (fixOutcome.failed): either way the other files are still fixed.
func applyFixes(files fileFixer, res *session.Outcome, fs []finding.Finding, write bool) (fixOutcome, error) {
	var out fixOutcome
	byFile := map[string][]finding.Finding{}
	for _, f := range fs {
		if f.Fix != nil && len(f.Fix.Edits) > 0 {
			byFile[f.Fix.File] = append(byFile[f.Fix.File], f)
		}
	}
	names := make([]string, 0, len(byFile))
	for file := range byFile {
		names = append(names, file)
	}
	sort.Strings(names)
	conflicts := 0
	for _, file := range names {
		sum, ok := res.Digest(file)
		if !ok {
			continue
		}
		data, err := files.ReadForFix(file)
		if err != nil {
			out.failed = append(out.failed, failedFix{file, err})
			continue
		}
		if sha256.Sum256(data) != sum {
			out.notes = append(out.notes, fmt.Sprintf("%s: %v", file, fixapply.ErrChanged))
			continue
		}
		fixes := make([]*finding.Fix, len(byFile[file]))
		for i, f := range byFile[file] {
			fixes[i] = f.Fix
		}
		r, err := fixapply.Apply(file, data, fixes)
		if err != nil {
			return out, err
		}
		for _, i := range r.Conflicts {
			f := byFile[file][i]
			conflicts++
			out.notes = append(out.notes, fmt.Sprintf("%s: %s fix not applied: its edit overlaps another fix's (run again after this one)", f.Pos, f.RuleID))
		}
		if !r.Changed() {
			continue
		}
		if write {
			if err := files.WriteFix(file, r.New, sum); err != nil {
				if errors.Is(err, fixapply.ErrChanged) {
					out.notes = append(out.notes, err.Error())
				} else {
					out.failed = append(out.failed, failedFix{file, err})
				}
				continue
			}
		}
		out.results = append(out.results, r)
		out.fixed += len(r.Applied)
		out.files++
	}
	return out, nil
}

// fixSummary is the note --fix adds to the report.
func (o fixOutcome) fixSummary() string {
	return fmt.Sprintf("--fix: fixed %s in %s; the findings shown are those left", plural(o.fixed, "finding"), plural(o.files, "file"))
}

// printDiff writes the unified diff of every changed file, named relative
// to cwd with forward slashes (as git apply and patch -p1 read it there);
// a file outside cwd keeps its absolute name, without the a/ and b/
// prefixes (patch -p0 reads it).
func printDiff(io IO, o fixOutcome, cwd string) error {
	for _, r := range o.results {
		oldName, newName := diffNames(r.File, cwd)
		if err := fixapply.Unified(io.Stdout, oldName, newName, r.Old, r.New); err != nil {
			return fmt.Errorf("write diff: %w", err)
		}
	}
	for _, n := range o.notes {
		fmt.Fprintf(io.Stderr, "vcqlint: %s\n", termsafe.Escape(n))
	}
	return nil
}

func diffNames(file, cwd string) (oldName, newName string) {
	abs := file
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(cwd, abs)
	}
	if rel, err := filepath.Rel(cwd, abs); err == nil && filepath.IsLocal(rel) {
		rel = filepath.ToSlash(rel)
		return "a/" + rel, "b/" + rel
	}
	abs = filepath.ToSlash(filepath.Clean(abs))
	return abs, abs
}

// diffExit finishes a --diff run: the input's errors on standard error,
// the diff on standard output, and the exit code: 2 for input errors, 1
// when there is a diff, 0 when there is none.
// A diff shows only what can be fixed: the findings it leaves are counted
// on standard error, and make the exit code 1 as in a lint run (vcqlint
// --diff on the broken examples printed nothing and exited 0).
func diffExit(io IO, res *session.Outcome, out fixOutcome, cwd string, verbose bool) (int, error) {
	inputErr := printDiagnostics(io.Stderr, res.Diagnostics(), verbose) || res.InputError()
	if err := printDiff(io, out, cwd); err != nil {
		return 0, err
	}
	if left := len(res.Findings()) - out.fixed; left > 0 {
		verb := "are"
		if left == 1 {
			verb = "is"
		}
		fmt.Fprintf(io.Stderr, "vcqlint: %s without an automatic fix %s not in the diff: run vcqlint without --diff to see them\n", plural(left, "finding"), verb)
	}
	switch {
	case inputErr:
		return ExitError, nil
	case len(out.results) > 0 || res.Failed():
		return ExitFindings, nil
	}
	return ExitClean, nil
}

// fixableNote says how many findings have a fix, or "" for none: exact
// once the fixes are resolved, else the fixes offered (docs/fix.md says
// when --fix may apply fewer).
func fixableNote(out *session.Outcome) string {
	n := out.Fixable()
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%s can be fixed automatically: --diff shows how, --fix applies it (docs/fix.md)", plural(n, "finding"))
}
