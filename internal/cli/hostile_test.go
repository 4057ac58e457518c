package cli_test

import (
	"encoding/json"
	"encoding/xml"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// The hostile names fixture: queue, namespace and resource names holding
// ESC sequences (retitle, clear screen, conceal), a CR LF followed by a
// forged finding line, C1 CSI and bidi controls; a user policy whose
// metadata holds the same.
const hostile = "../../testdata/hostile/names/"

// What the fixture's names look like escaped, and as they are.
const (
	parentEscaped = `evil\x1b]0;title\a\x1b[2J`
	parentRaw     = "evil\x1b]0;title\a\x1b[2J"
	childRaw      = "child\r\nq.yaml:1:1: error VCQ999 forged finding\u202e\u2066x\u2069\u009b2J"
	podGroupRaw   = "PodGroup/team\r\nq.yaml:1:1: error VCQ999 forged by a namespace\x1b]0;ns\a/pg\x1b[8mhidden"
	// hostileName is the file name the fixture is copied to: it cannot
	// be committed, so the test makes it.
	hostileName = "q\x1b]0;file\a\n\u202e.yaml"
)

// hostileInput copies the fixture into a new directory twice: under an
// ordinary name and under hostileName. It returns the directory and the
// hostile file's path.
func hostileInput(t *testing.T) (dir, file string) {
	t.Helper()
	data, err := os.ReadFile(hostile + "queues.yaml")
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	for _, name := range []string{"queues.yaml", hostileName} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, filepath.Join(dir, hostileName)
}

// sgr matches the colour codes vcqlint writes itself.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// assertTerminalSafe fails when out, without vcqlint's own colours and
// line breaks, still holds anything termsafe escapes.
func assertTerminalSafe(t *testing.T, what, out string) {
	t.Helper()
	for i, line := range strings.Split(sgr.ReplaceAllString(out, ""), "\n") {
		if !termsafe.Safe(line) {
			t.Errorf("%s, line %d is not terminal-safe: %q", what, i+1, line)
		}
	}
}

// assertNoForgedLine fails when a line break in a name started a line of
// its own that looks like a finding.
func assertNoForgedLine(t *testing.T, what, out string) {
	t.Helper()
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(sgr.ReplaceAllString(line, "")), "q.yaml:1:1:") {
			t.Errorf("%s: a name forged the line %q", what, line)
		}
	}
}

func TestHostileNamesText(t *testing.T) {
	dir, file := hostileInput(t)
	// A terminal: colours on, and they must still come through.
	stdout, stderr, code := run(t, "", nil, true, "-v", "--policy", hostile+"policy", file)
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for what, out := range map[string]string{"stdout": stdout, "stderr": stderr} {
		assertTerminalSafe(t, what, out)
		assertNoForgedLine(t, what, out)
	}
	if !strings.Contains(stdout, "\x1b[") {
		t.Error("vcqlint's own colours are gone")
	}
	for _, want := range []string{parentEscaped, termsafe.Escape(file), "user policy quotes " + termsafe.Escape(childRaw),
		termsafe.Escape(podGroupRaw)} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	// A directory walk skips the hostile file name with a notice that
	// names it escaped, and lints the ordinary copy.
	stdout, stderr, code = run(t, "", nil, false, "-v", dir)
	if code != cli.ExitFindings {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	assertTerminalSafe(t, "walk stderr", stderr)
	if want := termsafe.Escape(file) + ": notice: skipped: its name holds control characters"; !strings.Contains(stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, stderr)
	}
	if !strings.Contains(stdout, "/queues.yaml:24:5: error VCQ203") {
		t.Errorf("the ordinary file was not linted:\n%s", stdout)
	}
}

// Machine formats keep the names' real values, in their own escaping, read
// back by the parsers their consumers use; their bytes are terminal-safe
// too.
func TestHostileNamesMachineFormats(t *testing.T) {
	_, file := hostileInput(t)
	lint := func(format string) string {
		t.Helper()
		// VCQ004 would add the API server's refusal of each hostile
		// name; two findings are enough to check the escaping.
		stdout, stderr, code := run(t, "", nil, false, "--disable", "VCQ004", "-f", format, file)
		if code != cli.ExitFindings {
			t.Fatalf("%s: exit %d\n%s", format, code, stderr)
		}
		assertTerminalSafe(t, format, stdout)
		return stdout
	}

	var j struct {
		Findings []struct{ File, Object, Message string }
	}
	if err := json.Unmarshal([]byte(lint("json")), &j); err != nil {
		t.Fatalf("json: %v", err)
	}
	if len(j.Findings) != 2 || j.Findings[0].File != file || j.Findings[0].Object != "Queue/"+childRaw ||
		!strings.Contains(j.Findings[0].Message, parentRaw) || j.Findings[1].Object != podGroupRaw {
		t.Errorf("json does not carry the real names: %+v", j.Findings)
	}

	out := lint("sarif")
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, []byte(out)); err != nil {
		t.Fatalf("sarif: %v", err)
	}
	var s struct {
		Runs []struct {
			Results []struct {
				Message   struct{ Text string }
				Locations []struct {
					Physical struct {
						Artifact struct{ URI string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("sarif: %v", err)
	}
	res := s.Runs[0].Results[0]
	u, err := url.Parse(res.Locations[0].Physical.Artifact.URI)
	if err != nil || u.Path != filepath.ToSlash(file) || !strings.Contains(res.Message.Text, parentRaw) {
		t.Errorf("sarif: uri %q (%v), message %q", res.Locations[0].Physical.Artifact.URI, err, res.Message.Text)
	}

	var x struct {
		Suites []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Failure struct {
					Message string `xml:"message,attr"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	dec := xml.NewDecoder(strings.NewReader(lint("junit")))
	dec.Strict = true
	if err := dec.Decode(&x); err != nil {
		t.Fatalf("junit: %v", err)
	}
	if x.Suites[0].Name != termsafe.Escape(file) || !strings.Contains(x.Suites[0].Cases[0].Failure.Message, parentEscaped) {
		t.Errorf("junit: suite %q, message %q", x.Suites[0].Name, x.Suites[0].Cases[0].Failure.Message)
	}

	var cs struct {
		Files []struct {
			Name   string `xml:"name,attr"`
			Errors []struct {
				Message string `xml:"message,attr"`
			} `xml:"error"`
		} `xml:"file"`
	}
	dec = xml.NewDecoder(strings.NewReader(lint("checkstyle")))
	dec.Strict = true
	if err := dec.Decode(&cs); err != nil {
		t.Fatalf("checkstyle: %v", err)
	}
	if len(cs.Files) != 1 || cs.Files[0].Name != termsafe.Escape(file) || !strings.Contains(cs.Files[0].Errors[0].Message, parentEscaped) {
		t.Errorf("checkstyle: %+v", cs.Files)
	}

	var gl []struct {
		Description string
		Location    struct{ Path string }
	}
	if err := json.Unmarshal([]byte(lint("gitlab")), &gl); err != nil {
		t.Fatalf("gitlab: %v", err)
	}
	if len(gl) != 2 || gl[0].Location.Path != filepath.ToSlash(file) || !strings.Contains(gl[0].Description, parentRaw) {
		t.Errorf("gitlab does not carry the real names: %+v", gl)
	}

	out = lint("github")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("github: each of the 2 findings must be one command line, got %d:\n%s", len(lines), out)
	}
	props, data := parseWorkflowCommand(t, lines[0])
	// CR and LF are percent-encoded (the runner decodes them), the other
	// controls escaped visibly.
	if !strings.HasSuffix(props["file"], `/q\x1b]0;file\a`+"\n"+`\u202e.yaml`) || !strings.Contains(data, parentEscaped) ||
		!strings.Contains(data, "child\r\nq.yaml") {
		t.Errorf("github: properties %q, message %q", props, data)
	}
}

// parseWorkflowCommand reads "::error k=v,k=v::data" as the Actions runner
// does (ActionCommand.TryParseV2): the first "::" after the command ends
// the properties, properties split at ',' and '=', then values and data
// are unescaped.
func parseWorkflowCommand(t *testing.T, line string) (map[string]string, string) {
	t.Helper()
	if !strings.HasPrefix(line, "::") {
		t.Fatalf("not a workflow command: %q", line)
	}
	info, data, ok := strings.Cut(line[2:], "::")
	if !ok {
		t.Fatalf("no '::' after the command: %q", line)
	}
	unescapeData := strings.NewReplacer("%0D", "\r", "%0A", "\n", "%25", "%")
	unescapeProperty := strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%")
	props := map[string]string{}
	if _, list, found := strings.Cut(info, " "); found {
		for _, kv := range strings.Split(list, ",") {
			k, v, _ := strings.Cut(kv, "=")
			props[k] = unescapeProperty.Replace(v)
		}
	}
	return props, unescapeData.Replace(data)
}

func TestHostileNamesTreeSimulateExplain(t *testing.T) {
	_, file := hostileInput(t)
	for _, args := range [][]string{
		{"tree", file}, {"tree", "-f", "markdown", file}, {"tree", "-f", "mermaid", file},
		{"tree", "-f", "dot", file}, {"tree", "-f", "json", file},
		{"simulate", "--trace", "--cluster", "cpu=10,memory=10Gi", file},
		{"simulate", "--plugin", "capacity", "--cluster", "cpu=10,memory=10Gi", file},
		{"simulate", "-f", "json", "--cluster", "cpu=10,memory=10Gi", file},
		{"explain", "--policy", hostile + "policy", "EVIL001"},
		{"rules", "--policy", hostile + "policy"},
	} {
		what := strings.Join(args, " ")
		stdout, stderr, _ := run(t, "", nil, true, args...)
		assertTerminalSafe(t, what, stdout)
		assertTerminalSafe(t, what+" (stderr)", stderr)
		if args[0] != "explain" { // a rule's documentation keeps its lines
			assertNoForgedLine(t, what, stdout)
		}
		if strings.HasSuffix(args[len(args)-2], "json") && !json.Valid([]byte(stdout)) {
			t.Errorf("%s: not JSON:\n%s", what, stdout)
		}
	}
}

// vcqlint init writes Node names and labels into comments of the
// configuration it generates; a line break in them must not end the
// comment and add keys (here rules.disable) to the configuration.
func TestHostileNamesInit(t *testing.T) {
	out := filepath.Join(t.TempDir(), "vcqlint.yaml")
	_, stderr, code := run(t, "", nil, false, "init", "-o", out, hostile+"nodes.yaml")
	if code != cli.ExitClean {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("generated configuration is not YAML: %v\n%s", err, data)
	}
	if len(doc) != 1 || doc["cluster"] == nil {
		t.Errorf("a Node name added keys to the configuration: %v\n%s", doc, data)
	}
	if !strings.Contains(string(data), `# Nodes: node-a\nrules:\n  disable: [VCQ203]\n#`) {
		t.Errorf("the Node name is not in its comment, escaped:\n%s", data)
	}
}

// --git on a repository holding a file whose name has a line break, and a
// .txt like it: before, the whole lint ended with exit 2 and nothing was
// linted; now the manifest is skipped with a notice naming it escaped, the
// .txt is ignored like any .txt, and the rest is linted.
func TestHostileNamesGit(t *testing.T) {
	clean, err := os.ReadFile(data + "clean.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r := gittest.Init(t)
	r.CommitObjects("hostile names", map[string]string{
		"q/clean.yaml":                          string(clean),
		"q/evil\nq.yaml:1:1: error forged.yaml": string(clean),
		"bad\nname.txt":                         "not a manifest\n",
	})
	stdout, stderr, code := run(t, "", nil, false, "-v", "--git", r.Dir)
	if code != cli.ExitClean {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	assertTerminalSafe(t, "stderr", stderr)
	assertNoForgedLine(t, "stderr", stderr)
	if want := `q/evil\nq.yaml:1:1: error forged.yaml: notice: skipped: its name holds control characters`; !strings.Contains(stderr, want) {
		t.Errorf("stderr lacks %q:\n%s", want, stderr)
	}
	if strings.Contains(stderr, "name.txt") || !strings.Contains(stdout, "in 1 file") {
		t.Errorf("want only q/clean.yaml linted and the .txt ignored:\n%s%s", stdout, stderr)
	}
}
