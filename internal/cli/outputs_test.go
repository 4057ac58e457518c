package cli_test

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

// The acceptance check of the SARIF format: `vcqlint --format sarif
// ./examples` validates against the official SARIF 2.1.0 schema, and names
// files relative to the repository root.
func TestExamplesSARIFValidates(t *testing.T) {
	stdout, stderr, code := run(t, "", nil, false, "--format", "sarif", "../../examples")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, []byte(stdout)); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	var doc struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					Physical struct {
						Artifact struct{ URI string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Runs) != 1 || len(doc.Runs[0].Results) == 0 {
		t.Fatalf("no results:\n%s", stdout)
	}
	for _, r := range doc.Runs[0].Results {
		if uri := r.Locations[0].Physical.Artifact.URI; !strings.HasPrefix(uri, "examples/") {
			t.Errorf("uri %q is not relative to the repository root", uri)
		}
	}
}

// Several formats in one run: text on stdout, SARIF, JUnit, JSON and
// GitHub annotations in files, by --output pairs and FORMAT:FILE.
func TestSeveralOutputs(t *testing.T) {
	dir := t.TempDir()
	sarif, junit := filepath.Join(dir, "out", "vcqlint.sarif"), filepath.Join(dir, "junit.xml")
	jsonFile, gh := filepath.Join(dir, "r.json"), filepath.Join(dir, "gh.txt")
	stdout, stderr, code := run(t, "", nil, true,
		"--format", "text", "--format", "sarif", "-f", "json:"+jsonFile, "--format", "junit", "-f", "github",
		"--output", "-", "--output", sarif, "-o", junit, "-o", gh,
		data+"exceeds.yaml")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "VCQ203") || !strings.Contains(stdout, "\x1b[") {
		t.Errorf("text on a terminal stdout, coloured:\n%q", stdout)
	}
	read := func(p string) string {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "\x1b[") {
			t.Errorf("%s has colour codes", p)
		}
		return string(b)
	}
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, []byte(read(sarif))); err != nil {
		t.Error(err)
	}
	var j struct{ Findings []struct{ Rule string } }
	if err := json.Unmarshal([]byte(read(jsonFile)), &j); err != nil || len(j.Findings) != 1 || j.Findings[0].Rule != "VCQ203" {
		t.Errorf("json file: %v %+v", err, j)
	}
	var x struct {
		XMLName xml.Name `xml:"testsuites"`
		Tests   int      `xml:"tests,attr"`
	}
	if err := xml.Unmarshal([]byte(read(junit)), &x); err != nil || x.Tests != 1 {
		t.Errorf("junit file: %v %+v", err, x)
	}
	if got := read(gh); !strings.HasPrefix(got, "::error file=testdata/cli/exceeds.yaml,line=") {
		t.Errorf("github file:\n%s", got)
	}
}

func TestOutputErrors(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--format", "text", "--format", "json", data + "clean.yaml"},
		{"--format", "xml", data + "clean.yaml"},
		{"--format", "sarif", "--output", "a", "--output", "b", data + "clean.yaml"},
		{"--format", "sarif:" + filepath.Join(blocker, "x.sarif"), data + "clean.yaml"}, // parent is a file
	} {
		_, stderr, code := run(t, "", nil, false, args...)
		if code != cli.ExitError || !strings.HasPrefix(stderr, "vcqlint: ") {
			t.Errorf("%q: exit %d, stderr:\n%s", args, code, stderr)
		}
	}
}

// Input errors reach the machine formats too, not only standard error.
func TestInputErrorsInMachineFormats(t *testing.T) {
	stdout, stderr, code := run(t, "", nil, false, "--format", "github", data+"malformed.yaml", data+"exceeds.yaml")
	if code != cli.ExitError || stderr == "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if !strings.Contains(stdout, "::error file=testdata/cli/malformed.yaml,line=") || !strings.Contains(stdout, "title=vcqlint input error::") ||
		!strings.Contains(stdout, "title=VCQ203 child-capability-exceeds-parent::") {
		t.Errorf("annotations:\n%s", stdout)
	}
}

// checkstyle and gitlab are formats like the others (FORMAT:FILE), and
// JUnit fails only the findings at or above --fail-on.
func TestCheckstyleGitLabAndJUnitFailOn(t *testing.T) {
	dir := t.TempDir()
	cs, gl, junit := filepath.Join(dir, "cs.xml"), filepath.Join(dir, "gl.json"), filepath.Join(dir, "junit.xml")
	stdout, stderr, code := run(t, "", nil, false, "--fail-on", "error", "-f", "json",
		"-f", "checkstyle:"+cs, "-f", "gitlab:"+gl, "-f", "junit:"+junit, "../../examples")
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	var j struct{ Findings []struct{ Severity string } }
	if err := json.Unmarshal([]byte(stdout), &j); err != nil {
		t.Fatal(err)
	}
	errs := 0
	for _, f := range j.Findings {
		if f.Severity == "error" {
			errs++
		}
	}
	if errs == 0 || errs == len(j.Findings) {
		t.Fatalf("the examples need errors and findings below error: %d of %d", errs, len(j.Findings))
	}
	read := func(p string) []byte {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var x struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
	}
	if err := xml.Unmarshal(read(junit), &x); err != nil || x.Tests != len(j.Findings) || x.Failures != errs {
		t.Errorf("junit: %v tests=%d failures=%d, want %d and %d", err, x.Tests, x.Failures, len(j.Findings), errs)
	}
	var c struct {
		Files []struct {
			Errors []struct{} `xml:"error"`
		} `xml:"file"`
	}
	n := 0
	if err := xml.Unmarshal(read(cs), &c); err != nil {
		t.Fatal(err)
	}
	for _, f := range c.Files {
		n += len(f.Errors)
	}
	if n != len(j.Findings) {
		t.Errorf("checkstyle has %d errors, want %d", n, len(j.Findings))
	}
	var g []struct{ Fingerprint string }
	if err := json.Unmarshal(read(gl), &g); err != nil || len(g) != len(j.Findings) {
		t.Errorf("gitlab: %v, %d issues, want %d", err, len(g), len(j.Findings))
	}
}
