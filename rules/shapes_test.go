package rules_test

// The files under testdata/volcano-shapes/ are written in the shapes of
// Volcano's own example manifests, user guides and Helm chart (scheduler
// configurations as raw files and ConfigMaps, queue trees, vcjobs with
// policies, plugins, init containers and topology, PodGroups, workloads with
// the queue annotation). Volcano ships and documents them as working, so
// linting them for the default target must produce no error. A warning or
// info is allowed only where the file says why, in a comment
// `# shape-note: VCQnnn ...`, and every such note must still be earned.

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
)

var shapesRoot = filepath.Join("..", "testdata", "volcano-shapes")

// shapeNoteRE matches a justification comment: `# shape-note: VCQ108 ...`.
var shapeNoteRE = regexp.MustCompile(`#\s*shape-note:\s*(VCQ[0-9]{3})\b`)

// shapeNotes reads the rule IDs a file justifies.
func shapeNotes(t *testing.T, file string) map[string]bool {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("open %s: %v", file, err)
	}
	defer f.Close()
	notes := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		if m := shapeNoteRE.FindStringSubmatch(sc.Text()); m != nil {
			notes[m[1]] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read %s: %v", file, err)
	}
	return notes
}

func TestVolcanoShapesLintClean(t *testing.T) {
	eng := newEngine(t)
	files, errs := source.Expand([]string{shapesRoot})
	for _, err := range errs {
		t.Fatalf("expand %s: %v", shapesRoot, err)
	}
	if len(files) == 0 {
		t.Fatalf("%s holds no manifest file", shapesRoot)
	}
	env := rule.DefaultEnv()
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{shapesRoot}, Workers: 1, Env: &env})
	if err != nil {
		t.Fatalf("lint %s: %v", shapesRoot, err)
	}
	if res.Files != len(files) {
		t.Errorf("read %d files, want all %d under %s", res.Files, len(files), shapesRoot)
	}
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			t.Errorf("%s: input error: %s", d.Pos, d.Msg)
		}
	}

	// The shapes must reach the rules as what they are, not be skipped as
	// unknown documents: otherwise a clean result proves nothing.
	m := res.Model
	for what, n := range map[string]int{
		"queues (besides root)":       len(m.Queues) - 1,
		"scheduler configurations":    len(m.Configs),
		"Volcano Jobs":                len(m.Jobs),
		"PodGroups":                   len(m.PodGroups),
		"Volcano-scheduled workloads": len(m.Workloads),
	} {
		if n < 3 {
			t.Errorf("the shapes load only %d %s; a shape is not recognised", n, what)
		}
	}
	for _, kind := range []string{"Queue", "Job", "PodGroup", "ConfigMap", "Pod"} {
		if n := res.Ignored[kind]; n > 0 {
			t.Errorf("%d %s documents of the shapes were ignored", n, kind)
		}
	}
	var initContainers bool
	for _, j := range m.Jobs {
		for _, task := range j.Spec.Spec.Tasks {
			initContainers = initContainers || len(task.Template.Spec.InitContainers) > 0
		}
	}
	if !initContainers {
		t.Error("no vcjob shape with init containers was loaded")
	}

	notes := map[string]map[string]bool{}
	earned := map[string]map[string]bool{}
	for _, f := range files {
		notes[filepath.Clean(f)] = shapeNotes(t, f)
		earned[filepath.Clean(f)] = map[string]bool{}
	}
	for _, f := range res.Findings {
		file := filepath.Clean(f.Pos.File)
		desc := fmt.Sprintf("%s: %s %s %s", f.Pos, f.Severity, f.RuleID, f.Message)
		switch {
		case f.Severity >= finding.Error:
			t.Errorf("error on a Volcano shape (a false error, or a shape that is not what Volcano ships): %s", desc)
		case !notes[file][f.RuleID]:
			t.Errorf("%s without a `# shape-note: %s <why>` comment in %s", desc, f.RuleID, file)
		default:
			earned[file][f.RuleID] = true
		}
	}
	for file, ids := range notes {
		var stale []string
		for id := range ids {
			if !earned[file][id] {
				stale = append(stale, id)
			}
		}
		sort.Strings(stale)
		if len(stale) > 0 {
			t.Errorf("%s: shape-note for %s, but no such finding is reported there any more", file, strings.Join(stale, ", "))
		}
	}
}
