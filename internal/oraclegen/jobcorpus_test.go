package oraclegen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordedJobVerdicts is TestRecordedVerdicts for the job modes: each
// release line directory with a jobs.jsonl (Volcano's Job and PodGroup
// verdicts on job seeds), jobs-queues.jsonl (its verdicts on the same cases'
// queues), jobs-digests and jobs-known-disagreements is regenerated, linted
// and compared object by object.
func TestRecordedJobVerdicts(t *testing.T) {
	lines, err := os.ReadDir(corpusRoot)
	if err != nil {
		t.Fatal(err)
	}
	recorded := 0
	for _, l := range lines {
		dir := filepath.Join(corpusRoot, l.Name())
		if !l.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, "jobs.jsonl")); err != nil {
			continue
		}
		recorded++
		t.Run(l.Name(), func(t *testing.T) {
			t.Parallel()
			checkJobLine(t, dir, l.Name())
		})
	}
	if recorded == 0 {
		t.Fatalf("no release line under %s has recorded job verdicts", corpusRoot)
	}
}

func checkJobLine(t *testing.T, dir, version string) {
	verdicts, err := ReadJobVerdicts(filepath.Join(dir, "jobs.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	queues, err := ReadVerdicts(filepath.Join(dir, "jobs-queues.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	known, err := ReadKnown(filepath.Join(dir, "jobs-known-disagreements"))
	if err != nil {
		t.Fatal(err)
	}
	digests, err := readDigests(filepath.Join(dir, "jobs-digests"))
	if err != nil {
		t.Fatal(err)
	}
	if len(verdicts) < 100 {
		t.Fatalf("%s: only %d recorded job cases", dir, len(verdicts))
	}
	cases := t.TempDir()
	for _, file := range SortedJobFiles(verdicts) {
		if seed, err := SeedOf(file); err != nil || seed < JobSeedBase {
			t.Fatalf("%s: %s is not a job seed (from %d)", dir, file, JobSeedBase)
		}
		fs := lintRecorded(t, dir, file, digests[file], cases, version)
		o := CompareJobs(file, verdicts[file], queues[file], fs)
		k, listed := known[file]
		switch {
		case !o.Agree() && !listed:
			t.Errorf("%s %s: not in jobs-known-disagreements:\n  %s", version, file, strings.Join(o.Disagreements, "\n  "))
		case o.Agree() && listed:
			t.Errorf("%s %s: listed as %s but vcqlint now agrees with Volcano: remove it from jobs-known-disagreements", version, file, k.Class)
		}
		delete(known, file)
	}
	for file := range known {
		t.Errorf("%s: jobs-known-disagreements lists %s, which has no recorded verdict", version, file)
	}
}
