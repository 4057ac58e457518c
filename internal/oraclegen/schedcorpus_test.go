package oraclegen

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRecordedSchedVerdicts replays every case of the recorded scheduler
// corpora (testdata/oracle/<X.Y>/sched.jsonl: Volcano's capacity plugin with
// enableHierarchy on the case's queues, one node of SchedCluster) through
// vcqlint's simulation and lint, without Volcano: the outcome (runs, halts,
// panics) of both must be Volcano's, and every recorded deserved and
// realCapability must match the simulation's where both run to the end.
// Files listed in sched-known-disagreements must still disagree, so the
// list only shrinks on purpose. The cases are those of the admission
// corpus, checked against the same digests.
func TestRecordedSchedVerdicts(t *testing.T) {
	lines, err := os.ReadDir(corpusRoot)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range lines {
		path := filepath.Join(corpusRoot, l.Name(), "sched.jsonl")
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		n++
		t.Run(l.Name(), func(t *testing.T) {
			t.Parallel()
			checkSchedLine(t, filepath.Join(corpusRoot, l.Name()), l.Name())
		})
	}
	if n == 0 {
		t.Fatalf("no recorded scheduler corpus under %s", corpusRoot)
	}
}

func checkSchedLine(t *testing.T, dir, version string) {
	vs, err := ReadSchedVerdicts(filepath.Join(dir, "sched.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) < 100 {
		t.Fatalf("%s: only %d recorded scheduler cases", dir, len(vs))
	}
	digests, err := readDigests(filepath.Join(dir, "digests"))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]Known{}
	if k, err := ReadKnown(filepath.Join(dir, "sched-known-disagreements")); err == nil {
		known = k
	} else if !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	files := make([]string, 0, len(vs))
	for f := range vs {
		files = append(files, f)
	}
	sort.Strings(files)
	work := t.TempDir()
	compared := 0
	for _, f := range files {
		seed, err := SeedOf(f)
		if err != nil {
			t.Fatal(err)
		}
		c := Generate(seed)
		if got := c.Digest(); got != digests[f] {
			t.Fatalf("%s: the generator no longer renders %s as recorded (digest %s, recorded %s): record the verdicts again (docs/oracle.md)", dir, f, got, digests[f])
		}
		cmp, err := CompareSched(context.Background(), c, version, work, vs[f])
		if err != nil {
			t.Fatal(err)
		}
		compared += cmp.Compared
		k, listed := known[f]
		switch {
		case !cmp.SchedAgree() && !listed:
			t.Errorf("%s %s: Volcano %s, simulate %s, lint claims %s (%s); %d queue values differ, first %v; not in sched-known-disagreements",
				version, f, cmp.Volcano, cmp.Simulated, cmp.Claimed, rules(cmp.Claims), len(cmp.Mismatches), firstMismatch(cmp.Mismatches))
		case cmp.SchedAgree() && listed:
			t.Errorf("%s %s: listed as %s but vcqlint now agrees with Volcano: remove it from sched-known-disagreements", version, f, k.Class)
		}
		delete(known, f)
	}
	for f := range known {
		t.Errorf("%s: sched-known-disagreements lists %s, which has no recorded verdict", version, f)
	}
	if compared == 0 {
		t.Errorf("%s: no queue value compared", version)
	}
}

func firstMismatch(ms []SchedMismatch) any {
	if len(ms) == 0 {
		return nil
	}
	return ms[0]
}

// TestSchedRegressionVerdicts checks one fixture per fixed scheduler class
// (testdata/oracle/regressions/sched): its header names the release line
// (# volcano-version: X.Y), Volcano's outcome with the tag that decided it
// (# scheduler-verdict: runs|halts|panics vX.Y.Z, from the scheduler
// oracle's session) and the source. The simulation and the lint's claims
// must both be Volcano's outcome.
func TestSchedRegressionVerdicts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(regressionRoot, "sched", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 5 {
		t.Fatalf("only %d scheduler regression fixtures", len(files))
	}
	work := t.TempDir()
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			h := readHeader(t, path)
			version, verdict, source := h["volcano-version"], h["scheduler-verdict"], h["source"]
			fields := strings.Fields(verdict)
			if version == "" || source == "" || len(fields) != 2 || !strings.HasPrefix(fields[1], "v"+version+".") ||
				!strings.Contains(filepath.Base(path), "@"+version+".") {
				t.Fatalf("header needs volcano-version (also in the file name after @), scheduler-verdict `runs|halts|panics vX.Y.N` and source, got %v", h)
			}
			want := SchedOutcome(fields[0])
			v := SchedVerdict{File: filepath.Base(path), Ready: want == SchedRuns}
			switch want {
			case SchedRuns, SchedHalts:
			case SchedPanics:
				v.Panic = "recorded panic"
			default:
				t.Fatalf("unknown outcome %q", fields[0])
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			name := strings.TrimSuffix(filepath.Base(path), ".yaml")
			c, err := CompareSchedFiles(context.Background(), name, map[string][]byte{"0.yaml": b}, version, work, v)
			if err != nil {
				t.Fatal(err)
			}
			if c.Simulated != want || c.Claimed != want {
				t.Errorf("Volcano %s %s (%s); simulate %s, lint claims %s (%s)", fields[1], want, source, c.Simulated, c.Claimed, rules(c.Claims))
			}
		})
	}
}
