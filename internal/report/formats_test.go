package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/reviewdog/reviewdog/parser"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// The checkstyle schema as checkstyle's XMLLogger writes it and its
// consumers read it: <checkstyle version> of <file name> of <error line
// column severity message source>. strictCheckstyle decodes with these
// types and rejects any element or attribute they do not name.
type (
	csOutput struct {
		XMLName xml.Name `xml:"checkstyle"`
		Version string   `xml:"version,attr"`
		Files   []csFile `xml:"file"`
	}
	csFile struct {
		Name   string    `xml:"name,attr"`
		Errors []csError `xml:"error"`
	}
	csError struct {
		Line     int    `xml:"line,attr"`
		Column   int    `xml:"column,attr"`
		Severity string `xml:"severity,attr"`
		Message  string `xml:"message,attr"`
		Source   string `xml:"source,attr"`
	}
)

// checkstyleShape is every element checkstyle output may have and the
// attributes each may carry (required ones marked true).
var checkstyleShape = map[string]map[string]bool{
	"checkstyle": {"version": true},
	"file":       {"name": true},
	"error":      {"line": true, "column": false, "severity": true, "message": true, "source": false},
}

var checkstyleParents = map[string]string{"checkstyle": "", "file": "checkstyle", "error": "file"}

func strictCheckstyle(t *testing.T, data []byte) csOutput {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	var stack []string
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("checkstyle output is not well-formed XML: %v\n%s", err, data)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			name := el.Name.Local
			attrs, known := checkstyleShape[name]
			parent := ""
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			if !known || checkstyleParents[name] != parent {
				t.Fatalf("element <%s> inside <%s> is not in the checkstyle schema", name, parent)
			}
			seen := map[string]bool{}
			for _, a := range el.Attr {
				if _, ok := attrs[a.Name.Local]; !ok || a.Name.Space != "" {
					t.Fatalf("<%s> has attribute %s, not in the checkstyle schema", name, a.Name.Local)
				}
				seen[a.Name.Local] = true
			}
			for a, required := range attrs {
				if required && !seen[a] {
					t.Fatalf("<%s> lacks required attribute %s", name, a)
				}
			}
			stack = append(stack, name)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if strings.TrimSpace(string(el)) != "" {
				t.Fatalf("unexpected text %q in checkstyle output", el)
			}
		}
	}
	var out csOutput
	if err := xml.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCheckstyleExamplesReadByReviewdog(t *testing.T) {
	rep, tool := lintExamples(t, newEngine(t))
	var buf bytes.Buffer
	if err := report.Checkstyle(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(buf.String(), xml.Header) {
		t.Error("missing XML declaration")
	}
	doc := strictCheckstyle(t, buf.Bytes())
	if doc.Version != report.CheckstyleVersion {
		t.Errorf("version %q", doc.Version)
	}
	// reviewdog's checkstyle parser (-f=checkstyle), as a real consumer.
	diags, err := parser.NewCheckStyleParser().Parse(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("reviewdog cannot parse the output: %v", err)
	}
	if len(diags) != len(rep.Findings) {
		t.Fatalf("reviewdog read %d diagnostics, want %d findings", len(diags), len(rep.Findings))
	}
	want := map[string]int{}
	for _, f := range rep.Findings {
		want[tool.Path(f.Pos.File)+"|"+strconv.Itoa(f.Pos.Line)+"|"+strconv.Itoa(f.Pos.Column)+"|"+f.Message+"|vcqlint."+f.RuleID+"|"+report.CheckstyleSeverity(f.Severity)]++
	}
	for _, d := range diags {
		start := d.GetLocation().GetRange().GetStart()
		key := d.GetLocation().GetPath() + "|" + strconv.Itoa(int(start.GetLine())) + "|" + strconv.Itoa(int(start.GetColumn())) + "|" + d.GetMessage() + "|" + d.GetCode().GetValue() + "|" + strings.ToLower(d.GetSeverity().String())
		if want[key] == 0 {
			t.Errorf("reviewdog read a diagnostic no finding matches: %s", key)
			continue
		}
		want[key]--
	}
	var names []string
	for _, f := range doc.Files {
		names = append(names, f.Name)
		if !strings.HasPrefix(f.Name, "examples/") {
			t.Errorf("file %q is not repository-relative", f.Name)
		}
	}
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			t.Errorf("files not sorted and unique: %q before %q", names[i-1], names[i])
		}
	}
}

func TestCheckstyleEscapesClustersAndInputErrors(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{{
		RuleID: "VCQ203", RuleName: "n", Severity: finding.Info, Cluster: "prod",
		Pos: finding.Position{File: "q&<.yaml", Line: 2, Column: 3}, Message: "\"quoted\" <tag> & ]]>\x1b[31m",
	}}}
	tool := report.Tool{InputErrors: []report.InputError{
		{Pos: finding.Position{File: "bad.yaml", Line: 4}, Message: "invalid YAML"},
		{Message: "no file: not in checkstyle"},
	}}
	var buf bytes.Buffer
	if err := report.Checkstyle(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	doc := strictCheckstyle(t, buf.Bytes())
	if len(doc.Files) != 2 || doc.Files[0].Name != "bad.yaml" || doc.Files[1].Name != "q&<.yaml" {
		t.Fatalf("files %+v", doc.Files)
	}
	in := doc.Files[0].Errors[0]
	if in.Source != report.InputErrorSource || in.Severity != "error" || in.Line != 4 || in.Column != 0 || in.Message != "invalid YAML" {
		t.Errorf("input error %+v", in)
	}
	if strings.Contains(buf.String(), `column="0"`) {
		t.Error("an unknown column is written as 0; it should be left out")
	}
	got := doc.Files[1].Errors[0]
	if got.Message != `[prod] "quoted" <tag> & ]]>\x1b[31m` || got.Severity != "info" || got.Source != "vcqlint.VCQ203" {
		t.Errorf("finding read back as %+v", got)
	}
	buf.Reset()
	if err := report.Checkstyle(&buf, report.Report{}, report.Tool{}); err != nil {
		t.Fatal(err)
	}
	if doc := strictCheckstyle(t, buf.Bytes()); len(doc.Files) != 0 {
		t.Errorf("empty run wrote files %+v", doc.Files)
	}
}

// gitlabSchema compiles GitLab's own schema for one Code Quality issue
// (testdata/gitlab/codeclimate.json; see its README).
func gitlabSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	path := filepath.Join(filepath.Dir(file), "..", "..", "testdata", "gitlab", "codeclimate.json")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	const id = "https://gitlab.com/gitlab-org/gitlab/app/validators/json_schemas/codeclimate.json"
	if err := c.AddResource(id, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(id)
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

type gitlabIssue struct {
	Description string `json:"description"`
	CheckName   string `json:"check_name"`
	Fingerprint string `json:"fingerprint"`
	Severity    string `json:"severity"`
	Location    struct {
		Path  string `json:"path"`
		Lines struct {
			Begin int `json:"begin"`
		} `json:"lines"`
	} `json:"location"`
}

var gitlabSeverities = map[string]bool{"info": true, "minor": true, "major": true, "critical": true, "blocker": true}

// validGitLab checks a report as GitLab reads it: an array whose every
// issue passes GitLab's schema, plus what GitLab's documentation requires
// beyond the schema.
func validGitLab(t *testing.T, data []byte) []gitlabIssue {
	t.Helper()
	sch := gitlabSchema(t)
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil || raw == nil {
		t.Fatalf("not a JSON array (%v):\n%s", err, data)
	}
	issues := make([]gitlabIssue, len(raw))
	seen := map[string]int{}
	for i, r := range raw {
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(r))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("issue %d fails GitLab's schema: %v\n%s", i, err, r)
		}
		dec := json.NewDecoder(bytes.NewReader(r))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&issues[i]); err != nil {
			t.Fatalf("issue %d: %v", i, err)
		}
		is := issues[i]
		if !gitlabSeverities[is.Severity] || is.CheckName == "" || is.Description == "" || is.Location.Lines.Begin < 1 ||
			is.Location.Path == "" || strings.HasPrefix(is.Location.Path, "/") || strings.Contains(is.Location.Path, `\`) {
			t.Errorf("issue %d does not meet GitLab's documented format: %+v", i, is)
		}
		if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(is.Fingerprint) {
			t.Errorf("issue %d: fingerprint %q", i, is.Fingerprint)
		}
		if j, dup := seen[is.Fingerprint]; dup {
			t.Errorf("issues %d and %d share fingerprint %s: GitLab would drop one", j, i, is.Fingerprint)
		}
		seen[is.Fingerprint] = i
	}
	return issues
}

func TestGitLabExamplesMatchGitLabSchema(t *testing.T) {
	rep, tool := lintExamples(t, newEngine(t))
	var buf bytes.Buffer
	if err := report.GitLab(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	issues := validGitLab(t, buf.Bytes())
	if len(issues) != len(rep.Findings) {
		t.Fatalf("%d issues, want %d", len(issues), len(rep.Findings))
	}
	for i, is := range issues {
		f := rep.Findings[i]
		if is.CheckName != f.RuleID || is.Description != f.Message || is.Location.Path != tool.Path(f.Pos.File) ||
			is.Location.Lines.Begin != f.Pos.Line || is.Severity != report.GitLabSeverity(f.Severity) {
			t.Errorf("issue %d %+v does not match finding %+v", i, is, f)
		}
	}
}

func TestGitLabEmptyAndInputErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := report.GitLab(&buf, report.Report{}, report.Tool{}); err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(buf.String()) != "[]" {
		t.Errorf("empty run: %q, want []", buf.String())
	}
	buf.Reset()
	tool := report.Tool{InputErrors: []report.InputError{
		{Pos: finding.Position{File: "bad.yaml"}, Message: "cannot read"},
		{Message: "no file: left out"},
	}}
	if err := report.GitLab(&buf, report.Report{}, tool); err != nil {
		t.Fatal(err)
	}
	issues := validGitLab(t, buf.Bytes())
	if len(issues) != 1 || issues[0].CheckName != report.InputErrorSource || issues[0].Location.Lines.Begin != 1 || issues[0].Severity != "critical" {
		t.Errorf("input errors: %+v", issues)
	}
}

func TestFingerprintsIgnorePositionsAndStayUnique(t *testing.T) {
	k := report.FingerprintKey{Rule: "VCQ308", Path: "q.yaml", Object: "Queue/a", Message: "duplicate key \"cpu\" (first at line 3)"}
	moved := k
	moved.Message = "duplicate key \"cpu\" (first at line 9)"
	fps := report.Fingerprints([]report.FingerprintKey{k})
	if again := report.Fingerprints([]report.FingerprintKey{moved}); again[0] != fps[0] {
		t.Errorf("a line reference in the message changed the fingerprint")
	}
	twice := report.Fingerprints([]report.FingerprintKey{k, moved})
	if twice[0] != fps[0] || twice[1] == twice[0] {
		t.Errorf("equal keys: %v (first must stay %s, second must differ)", twice, fps[0])
	}
	for _, change := range []func(*report.FingerprintKey){
		func(k *report.FingerprintKey) { k.Rule = "VCQ309" },
		func(k *report.FingerprintKey) { k.Path = "r.yaml" },
		func(k *report.FingerprintKey) { k.Cluster = "prod" },
		func(k *report.FingerprintKey) { k.Object = "Queue/b" },
		func(k *report.FingerprintKey) { k.Message = "duplicate key \"memory\" (first at line 3)" },
	} {
		other := k
		change(&other)
		if got := report.Fingerprints([]report.FingerprintKey{other}); got[0] == fps[0] {
			t.Errorf("changing %+v kept the fingerprint", other)
		}
	}
	// Field boundaries count: moving text from one field to the next is
	// another finding.
	a := report.Fingerprints([]report.FingerprintKey{{Rule: "VCQ1", Path: "0x"}})
	b := report.Fingerprints([]report.FingerprintKey{{Rule: "VCQ10", Path: "x"}})
	if a[0] == b[0] {
		t.Error("fields are not separated in the hash")
	}
}

// TestFingerprintsSurviveUnrelatedEdits lints a copy of the examples, then
// the same copy with lines added at the top of every file and a new,
// unrelated file: every finding moves down, none changes, so every
// fingerprint must stay.
func TestFingerprintsSurviveUnrelatedEdits(t *testing.T) {
	eng := newEngine(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../examples")); err != nil {
		t.Fatal(err)
	}
	run := func() (map[string]int, []finding.Finding) {
		res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}})
		if err != nil || res.HasInputErrors() {
			t.Fatalf("lint: %v %v", err, res.Diagnostics)
		}
		var buf bytes.Buffer
		if err := report.GitLab(&buf, report.Report{Findings: res.Findings}, report.Tool{Path: report.RelativeTo(dir, dir)}); err != nil {
			t.Fatal(err)
		}
		lines := map[string]int{}
		for _, is := range validGitLab(t, buf.Bytes()) {
			lines[is.Fingerprint] = is.Location.Lines.Begin
		}
		return lines, res.Findings
	}
	before, findings := run()
	if len(before) != len(findings) || len(findings) == 0 {
		t.Fatalf("%d fingerprints for %d findings", len(before), len(findings))
	}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || (filepath.Ext(path) != ".yaml" && filepath.Ext(path) != ".yml") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(path, append([]byte("# reviewed in OPS-1\n\n# (an unrelated edit)\n"), data...), 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "unrelated.yaml"), []byte("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: other\ndata:\n  a: b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	after, _ := run()
	if len(after) != len(before) {
		t.Errorf("%d findings after the edit, %d before", len(after), len(before))
	}
	for fp, line := range before {
		got, ok := after[fp]
		switch {
		case !ok:
			t.Errorf("fingerprint %s (line %d) is gone after an unrelated edit", fp, line)
		case got != line+3 && line > 1:
			t.Errorf("fingerprint %s: line %d, want %d (the test's edit did not move it)", fp, got, line+3)
		}
	}
}

func TestJUnitFailuresOnlyAtOrAboveFailOn(t *testing.T) {
	rep := report.Report{Findings: []finding.Finding{
		{RuleID: "VCQ203", RuleName: "e", Severity: finding.Error, Pos: finding.Position{File: "q.yaml", Line: 1, Column: 1}, Message: "err"},
		{RuleID: "VCQ204", RuleName: "w", Severity: finding.Warning, Pos: finding.Position{File: "q.yaml", Line: 2, Column: 1}, Message: "warn"},
		{RuleID: "VCQ205", RuleName: "i", Severity: finding.Info, Pos: finding.Position{File: "q.yaml", Line: 3, Column: 1}, Message: "info"},
	}}
	for _, c := range []struct {
		failOn   finding.Severity
		failures int
	}{{0, 3}, {finding.Info, 3}, {finding.Warning, 2}, {finding.Error, 1}} {
		var buf bytes.Buffer
		if err := report.JUnit(&buf, rep, report.Tool{FailOn: c.failOn}); err != nil {
			t.Fatal(err)
		}
		doc := parseJUnit(t, buf.Bytes())
		if doc.Tests != 3 || doc.Failures != c.failures || doc.Suites[0].Failures != c.failures {
			t.Errorf("--fail-on %v: tests=%d failures=%d, want 3 and %d", c.failOn, doc.Tests, doc.Failures, c.failures)
		}
		for i, tc := range doc.Suites[0].Cases {
			f := rep.Findings[i]
			failing := f.Severity >= c.failOn
			if (tc.Failure != nil) != failing {
				t.Errorf("--fail-on %v: %s failure=%v", c.failOn, f.Severity, tc.Failure != nil)
			}
			if !failing && !strings.Contains(tc.SystemOut, f.Message) {
				t.Errorf("--fail-on %v: passing case %q does not carry its finding in system-out: %q", c.failOn, tc.Name, tc.SystemOut)
			}
		}
	}
}

func TestSetupWarningsInMachineFormats(t *testing.T) {
	rep := report.Report{Config: "/repo/.vcqlint.yaml", Warnings: []string{"rules.disable turns off every rule"}}
	tool := report.Tool{Path: report.RelativeTo("/repo", "/repo")}

	var buf bytes.Buffer
	if err := report.JUnit(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	doc := parseJUnit(t, buf.Bytes())
	if len(doc.Suites) != 1 || doc.Suites[0].Name != "vcqlint" || doc.Tests != 0 ||
		!strings.Contains(doc.Suites[0].SystemErr, "rules.disable turns off every rule") ||
		len(doc.Suites[0].Properties) != 1 || doc.Suites[0].Properties[0].Value != ".vcqlint.yaml" {
		t.Errorf("JUnit setup suite: %+v\n%s", doc.Suites, buf.String())
	}
	// The schema's element order: properties, testcase, system-out, system-err.
	s := buf.String()
	if !(strings.Index(s, "<properties>") < strings.Index(s, "<system-err>")) {
		t.Errorf("element order:\n%s", s)
	}

	buf.Reset()
	if err := report.SARIF(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(schema(t), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"toolConfigurationNotifications"`) || !strings.Contains(buf.String(), `"config": ".vcqlint.yaml"`) {
		t.Errorf("SARIF lacks the configuration notification or file:\n%s", buf.String())
	}

	buf.Reset()
	if err := report.GitHub(&buf, rep, tool); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), "::warning title=vcqlint configuration::rules.disable turns off every rule\n"; got != want {
		t.Errorf("GitHub: %q, want %q", got, want)
	}
}

func TestRuleDocURL(t *testing.T) {
	if got, want := report.RuleDocURL(rule.Meta{ID: "VCQ203"}), "https://github.com/vcqlint/vcqlint/blob/main/docs/rules/VCQ203.md"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := report.RuleDocURL(rule.Meta{ID: "ACME001", User: true}); got != "" {
		t.Errorf("a user policy got a page: %q", got)
	}
}
