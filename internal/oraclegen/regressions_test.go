package oraclegen

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// regressionRoot holds one fixture per fixed disagreement class (issue 15
// phase 2): a queue manifest whose header says the release line it is
// linted for (# volcano-version: X.Y), Volcano's verdict on it with the tag
// that decided it (# volcano-verdict: admits|rejects vX.Y.Z) and the
// Volcano source of that verdict (# source: file:line@tag). A fixture of a
// job webhook class names the object the verdict is about (# object:
// Job/NAME): vcqlint rejects it when an error of a job admission rule names
// it, as TestRecordedJobVerdicts compares.
const regressionRoot = "../../testdata/oracle/regressions"

// TestRegressionVerdicts lints every regression fixture as
// TestRecordedVerdicts lints a recorded case and requires vcqlint's
// admission verdict to be Volcano's.
func TestRegressionVerdicts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(regressionRoot, "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("only %d regression fixtures under %s", len(files), regressionRoot)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			h := readHeader(t, path)
			version, verdict, source := h["volcano-version"], h["volcano-verdict"], h["source"]
			if version == "" || source == "" || !strings.Contains(filepath.Base(path), "@"+version+".") {
				t.Fatalf("header needs volcano-version (also named in the file name after @) and source, got %v", h)
			}
			fields := strings.Fields(verdict)
			if len(fields) != 2 || (fields[0] != "admits" && fields[0] != "rejects") || !strings.HasPrefix(fields[1], "v"+version+".") {
				t.Fatalf("volcano-verdict must be `admits|rejects v%s.N`, got %q", version, verdict)
			}
			fs, err := Lint(context.Background(), version, path)
			if err != nil {
				t.Fatal(err)
			}
			want := fields[0] == "rejects"
			if obj := h["object"]; obj != "" {
				var named []string
				for _, f := range fs {
					if f.Object == obj && JobAdmissionRule(f.Rule) && f.Severity == "error" {
						named = append(named, f.Rule)
					}
				}
				if (len(named) > 0) != want {
					t.Errorf("Volcano %s %s %s (%s); vcqlint job admission errors on it: %v", fields[1], fields[0], obj, source, named)
				}
				return
			}
			o := Compare(filepath.Base(path), nil, fs)
			if o.VcqlintRejects != want {
				t.Errorf("Volcano %s %s it (%s); vcqlint admission errors: %s", fields[1], fields[0], source, rules(o.AdmissionErrors))
			}
		})
	}
}

// readHeader reads the `# key: value` lines at the top of a fixture.
func readHeader(t *testing.T, path string) map[string]string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "#") {
			break
		}
		if k, v, ok := strings.Cut(strings.TrimPrefix(line, "#"), ":"); ok {
			out[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return out
}
