package session

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/buildinfo"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
)

// LintOptions shape one lint pass of a session.
type LintOptions struct {
	// Paths replace the session's paths for this pass (the library lints
	// several sets with one session); nil keeps them. Ignored for a Git
	// tree, whose files are listed once.
	Paths []string
	// ResolveFixes computes the byte edits of the findings' fixes (what
	// fixing, a diff, JSON and SARIF need); otherwise they stay plans,
	// which cost nothing until resolved.
	ResolveFixes bool
}

// Outcome is what one lint pass found.
type Outcome struct {
	sess *Session
	res  *linter.Result
	plan *gitPlan
	// hidden counts the findings --new-from-rev dropped.
	hidden int
	// runErr is an error of the run itself (a policy that failed while
	// evaluating), with the other rules' findings kept.
	runErr error
}

// Lint reads the input and runs the rules: the findings (with
// --new-from-rev applied), the input's problems and the counts. An error
// is the pass failing as a whole (the Git revision to compare with cannot
// be read); a policy failing while evaluating is Outcome.RunError.
func (s *Session) Lint(ctx context.Context, o LintOptions) (*Outcome, error) {
	opts, done, err := s.options(o.Paths)
	if err != nil {
		return nil, err
	}
	defer done()
	plan, err := s.gitPlan(ctx)
	if err != nil {
		return nil, err
	}
	plan.apply(&opts)
	res, runErr := linter.Run(ctx, s.eng, opts)
	// Paths missing from the Git tree are input errors, files skipped in it
	// notices, reported with the rest.
	res.Diagnostics = append(linter.PathDiagnostics(plan.pathErrs), res.Diagnostics...)
	out := &Outcome{sess: s, res: res, plan: plan, runErr: runErr}
	if res.Findings, out.hidden, err = plan.filter(res.Findings); err != nil {
		return nil, err
	}
	if o.ResolveFixes {
		res.ResolveFixes()
	}
	return out, nil
}

// Findings are the findings reported, sorted by file and position.
func (o *Outcome) Findings() []finding.Finding { return o.res.Findings }

// Counts are the numbers of files read and of objects linted.
func (o *Outcome) Counts() (files, objects int) { return o.res.Files, o.res.Objects }

// RunError is an error of the run itself (a user policy failing while it
// evaluated), or nil; the other rules' findings are still there.
func (o *Outcome) RunError() error { return o.runErr }

// Diagnostics are the input's problems (errors: what could not be read,
// parsed or rendered) and notices (what was understood and skipped).
func (o *Outcome) Diagnostics() []report.Diagnostic { return diagnostics(o.res.Diagnostics) }

// InputError reports whether the run is incomplete: some input could not
// be read or parsed, a policy failed, or the user's policies did not load.
func (o *Outcome) InputError() bool {
	return o.runErr != nil || o.sess.policyErr != nil || o.res.HasInputErrors()
}

// Failed reports whether a finding is at or above the run's fail-on.
func (o *Outcome) Failed() bool {
	for _, f := range o.res.Findings {
		if f.Severity >= o.sess.failOn {
			return true
		}
	}
	return false
}

// Digest is the SHA-256 of file as it was linted, and whether it was read
// as written (not rendered by Helm or built by Kustomize): fixes write
// only such a file, and only while it still has this content.
func (o *Outcome) Digest(file string) ([sha256.Size]byte, bool) { return o.res.Digest(file) }

// Fixable counts the findings with a fix: exact once the fixes are
// resolved, else the fixes offered (docs/fix.md says when fixing may apply
// fewer).
func (o *Outcome) Fixable() int {
	n := 0
	for _, f := range o.res.Findings {
		if o.res.HasFix(f) {
			n++
		}
	}
	return n
}

// Report is the outcome as every output format renders it; notes are
// added under the summary's own (what fixing did). verbose leaves out the
// notes that say -v shows more.
func (o *Outcome) Report(verbose bool, notes ...string) report.Report {
	res := o.res
	rep := report.Report{
		Findings:    res.Findings,
		Summary:     report.Summarise(res.Files, res.Objects, res.Findings),
		Notes:       o.summaryNotes(verbose),
		Diagnostics: reportDiagnostics(o.runErr, res.Diagnostics),
		Config:      configPath(o.sess.cfg),
		Warnings:    o.sess.Warnings(),
		Version:     buildinfo.Read().Version,
		// The default estate's release; clusters of the configuration
		// file may each name their own.
		VolcanoVersion: o.sess.VolcanoVersion(),
	}
	if o.hidden > 0 {
		rep.Notes = append(rep.Notes, fmt.Sprintf("%s on lines unchanged since %s not shown (--new-from-rev)", plural(o.hidden, "finding"), o.sess.settings.Git.NewFromRev))
	}
	rep.Notes = append(rep.Notes, notes...)
	return rep
}

// Tool is what the machine formats say about the run beside the report:
// the rules, how to name files, the input errors, the fail-on threshold.
func (o *Outcome) Tool() report.Tool {
	return report.Tool{
		Version: buildinfo.Read().Version, Rules: o.sess.eng.Rules(), Path: o.plan.pathMapper(),
		InputErrors: inputErrors(o.runErr, o.res.Diagnostics), FailOn: o.sess.failOn,
	}
}

// summaryNotes are the lines under the summary: what was ignored, skipped,
// excluded or suppressed, each said once.
func (o *Outcome) summaryNotes(verbose bool) []string {
	res := o.res
	var notes []string
	if note := report.IgnoredNote(res.Ignored); note != "" {
		notes = append(notes, note)
	}
	if n := countNotices(res.Diagnostics); n > 0 && !verbose {
		notes = append(notes, fmt.Sprintf("%d notices about skipped documents (-v shows them)", n))
	}
	if res.Excluded > 0 && o.sess.cfg != nil {
		notes = append(notes, fmt.Sprintf("%s excluded by %s", plural(res.Excluded, "file"), o.sess.cfg.Path))
	}
	if res.Suppressed > 0 {
		notes = append(notes, fmt.Sprintf("%s suppressed by vcqlint:ignore comments or vcqlint.io/ignore annotations", plural(res.Suppressed, "finding")))
	}
	if res.Model != nil {
		if note := skippedNote(o.skippedEverywhere(), verbose); note != "" {
			notes = append(notes, note)
		}
	}
	return notes
}

// skippedEverywhere are the rules skipped in every estate that holds
// objects (the default estate alone when none does): a rule that ran for
// one cluster was not skipped for lack of a declared cluster.
func (o *Outcome) skippedEverywhere() []rule.Meta {
	s, res := o.sess, o.res
	var estates []linter.Estate
	for _, e := range res.Estates {
		if len(e.Model.Objects) > 0 {
			estates = append(estates, e)
		}
	}
	if len(estates) == 0 {
		return s.eng.Skipped(res.Model, s.env, s.lopts.Rules)
	}
	count := map[string]int{}
	var first []rule.Meta
	for i, e := range estates {
		skipped := s.eng.Skipped(e.Model, e.Env, s.lopts.Rules)
		if i == 0 {
			first = skipped
		}
		for _, m := range skipped {
			count[m.ID]++
		}
	}
	var out []rule.Meta
	for _, m := range first {
		if count[m.ID] == len(estates) {
			out = append(out, m)
		}
	}
	return out
}

// skippedNote is the one summary line about rules skipped for lack of a
// declared cluster or of GPU facts; "" when none was skipped. It is short:
// a run without a cluster is common (every pre-commit run of a repository
// that declares none) and the note would be noise after the first; with
// verbose it names the rules and says how to declare what they need.
func skippedNote(skipped []rule.Meta, verbose bool) string {
	if len(skipped) == 0 {
		return ""
	}
	ids := make([]string, len(skipped))
	noCluster := false
	for i, m := range skipped {
		ids[i] = m.ID
		if m.Needs == rule.NeedsCluster {
			noCluster = true
		}
	}
	if !verbose {
		why := "no GPU facts are declared"
		if noCluster {
			why = "no cluster is declared"
		}
		return fmt.Sprintf("%s skipped: %s (-v says which and how to declare it)", plural(len(ids), "rule"), why)
	}
	what := fmt.Sprintf("%d rules skipped (%s)", len(ids), strings.Join(ids, ", "))
	if len(ids) == 1 {
		what = fmt.Sprintf("1 rule skipped (%s)", ids[0])
	}
	if noCluster {
		return what + ": no cluster is declared; declare one with --cluster cpu=320,memory=1280Gi,nvidia.com/gpu=32, " +
			"a cluster section in .vcqlint.yaml ('vcqlint init' writes one), or Node manifests in the input (kubectl get nodes -o yaml)"
	}
	return what + ": the declared cluster has no GPU facts; declare nodePools with model, gpusPerNode and migStrategy in .vcqlint.yaml, " +
		"or include Node manifests with NVIDIA GPU feature discovery labels (nvidia.com/gpu.product, nvidia.com/mig.strategy)"
}

func countNotices(ds []loader.Diagnostic) int {
	n := 0
	for _, d := range ds {
		if d.Level == loader.LevelNotice {
			n++
		}
	}
	return n
}

// diagnostics are the loader's diagnostics as the report carries them.
func diagnostics(ds []loader.Diagnostic) []report.Diagnostic {
	out := make([]report.Diagnostic, 0, len(ds))
	for _, d := range ds {
		level := report.LevelError
		if d.Level == loader.LevelNotice {
			level = report.LevelNotice
		}
		out = append(out, report.Diagnostic{Pos: d.Pos, Level: level, Message: d.Msg})
	}
	return out
}

// inputErrors collects what could not be read or parsed, for the formats
// that carry it beside the findings (SARIF notifications, annotations,
// JUnit errors); text and JSON leave it on standard error.
func inputErrors(runErr error, ds []loader.Diagnostic) []report.InputError {
	var out []report.InputError
	if runErr != nil {
		out = append(out, report.InputError{Message: runErr.Error()})
	}
	for _, d := range ds {
		if d.Level == loader.LevelError {
			out = append(out, report.InputError{Pos: d.Pos, Message: d.Msg})
		}
	}
	return out
}

// reportDiagnostics are the input errors (as inputErrors collects them)
// and the notices, for the report's summary and its JSON diagnostics.
func reportDiagnostics(runErr error, ds []loader.Diagnostic) []report.Diagnostic {
	var out []report.Diagnostic
	for _, e := range inputErrors(runErr, ds) {
		out = append(out, report.Diagnostic{Pos: e.Pos, Level: report.LevelError, Message: e.Message})
	}
	for _, d := range ds {
		if d.Level == loader.LevelNotice {
			out = append(out, report.Diagnostic{Pos: d.Pos, Level: report.LevelNotice, Message: d.Msg})
		}
	}
	return out
}

// Paths are the paths the run lints: the settings', else the
// configuration file's; none means the working directory.
func (s *Session) Paths() []string { return s.lopts.Paths }

// FromGit reports whether the input is a Git tree, not files on disk.
func (s *Session) FromGit() bool { return s.git != nil }

// InputFiles are the files on disk the run reads (the configuration file
// among them), as far as listing the paths tells without reading them;
// nil for a Git tree. A report must not be written over one.
func (s *Session) InputFiles() []string {
	if s.git != nil {
		return nil
	}
	files := Expand(s.lopts.Paths)
	if p := configPath(s.cfg); p != "" {
		files = append(files, p)
	}
	return files
}

// Expand lists the files a lint of paths reads (none: the working
// directory), standard input left out; paths that cannot be listed are
// left out too (the run reports them).
func Expand(paths []string) []string {
	if len(paths) == 0 {
		paths = []string{"."}
	}
	names, _ := source.Expand(paths)
	out := names[:0:0]
	for _, n := range names {
		if n != source.Stdin {
			out = append(out, n)
		}
	}
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
