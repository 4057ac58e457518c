package oraclegen

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusRoot holds one directory per Volcano release line (named X.Y, the
// --volcano-version vcqlint is given): verdicts.jsonl (Volcano's recorded
// verdicts, one line per queue), digests (the SHA-256 of each case as the
// generator renders it) and known-disagreements (docs/oracle.md).
const corpusRoot = "../../testdata/oracle"

// TestRecordedVerdicts regenerates every recorded case, lints it in-process
// and compares vcqlint's admission verdict with Volcano's recorded one. A
// disagreement not listed in known-disagreements fails, and so does a listed
// file that now agrees: the list only shrinks on purpose.
func TestRecordedVerdicts(t *testing.T) {
	lines, err := os.ReadDir(corpusRoot)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) == 0 {
		t.Fatalf("no release line under %s", corpusRoot)
	}
	for _, l := range lines {
		if !l.IsDir() || l.Name() == filepath.Base(regressionRoot) {
			continue // regressions/ is TestRegressionVerdicts's
		}
		t.Run(l.Name(), func(t *testing.T) {
			t.Parallel()
			checkLine(t, filepath.Join(corpusRoot, l.Name()), l.Name())
		})
	}
}

func checkLine(t *testing.T, dir, version string) {
	verdicts, err := ReadVerdicts(filepath.Join(dir, "verdicts.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	known, err := ReadKnown(filepath.Join(dir, "known-disagreements"))
	if err != nil {
		t.Fatal(err)
	}
	digests, err := readDigests(filepath.Join(dir, "digests"))
	if err != nil {
		t.Fatal(err)
	}
	if len(verdicts) < 100 {
		t.Fatalf("%s: only %d recorded cases", dir, len(verdicts))
	}
	cases := t.TempDir()
	for _, file := range SortedFiles(verdicts) {
		seed, err := SeedOf(file)
		if err != nil {
			t.Fatal(err)
		}
		c := Generate(seed)
		if got := c.Digest(); got != digests[file] {
			t.Fatalf("%s: the generator no longer renders %s as recorded (digest %s, recorded %s): record the verdicts again (docs/oracle.md)", dir, file, got, digests[file])
		}
		path, err := Write(cases, c)
		if err != nil {
			t.Fatal(err)
		}
		fs, err := Lint(context.Background(), version, path)
		if err != nil {
			t.Fatal(err)
		}
		o := Compare(file, verdicts[file], fs)
		k, listed := known[file]
		switch {
		case !o.Agree() && !listed:
			t.Errorf("%s %s: Volcano rejects=%v, vcqlint rejects=%v, not in known-disagreements\n  Volcano: %s\n  vcqlint: %s",
				version, file, o.VolcanoRejects, o.VcqlintRejects, rejections(o.Rejected), rules(o.AdmissionErrors))
		case o.Agree() && listed:
			t.Errorf("%s %s: listed as %s but vcqlint now agrees with Volcano: remove it from known-disagreements", version, file, k.Class)
		}
		delete(known, file)
	}
	for file := range known {
		t.Errorf("%s: known-disagreements lists %s, which has no recorded verdict", version, file)
	}
}

func rejections(vs []Verdict) string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Op+" "+v.Queue+": "+v.Message)
	}
	return strings.Join(out, "; ")
}

func rules(fs []Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule+" "+f.Object)
	}
	return strings.Join(out, ", ")
}

func readDigests(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) == 2 {
			out[f[0]] = f[1]
		}
	}
	return out, nil
}
