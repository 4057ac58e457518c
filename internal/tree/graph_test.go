package tree_test

import (
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// hostileNames are the queue names of testdata/hostile-names.yaml.
var hostileNames = []string{
	`say "hi"`, `x]y[z`, `end`, `graph`, `-->`, `a|b{c}(d)`, `%% not a comment`,
	"#quot; <b>bold</b> & `code` **md** _em_", `team with spaces`, `队列-研究 ünïcödé ✓`,
	`back\slash "and" quote\`, `orphan;subgraph`,
	"evil\x1b]0;title\a\x1b[2J", "line\r\nbreak \u202ebidi\u2066x\u2069 \u009b2J",
}

var (
	mmdNode     = regexp.MustCompile(`^  ([qm][0-9]+)\["([^"]*)"\]$`)
	mmdEdge     = regexp.MustCompile(`^  ([qm][0-9]+) (-->|-\.->) ([qm][0-9]+)$`)
	mmdClassDef = regexp.MustCompile(`^  classDef (vcqError|vcqWarning|vcqInfo|vcqMissing) [a-z-]+:[#0-9a-z ]+(,[a-z-]+:[#0-9a-z ]+)*$`)
	mmdClass    = regexp.MustCompile(`^  class ([qm][0-9]+) (vcqError|vcqWarning|vcqInfo|vcqMissing)$`)
	mmdEntity   = regexp.MustCompile(`#([0-9]+);`)
)

// checkMermaid is a strict grammar of the flowchart subset vcqlint writes:
// %% comments first, "flowchart TD", then node, edge, classDef and class
// statements, one per line. A label must be a plain quoted string: no raw
// quote, no # outside an entity code, no < or > outside <br/>, no backtick,
// no %, no control character. It returns each node's name, decoded.
func checkMermaid(t *testing.T, src string) map[string]string {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(src, "\n"), "\n")
	i := 0
	for i < len(lines) && strings.HasPrefix(lines[i], "%% ") {
		i++
	}
	if i >= len(lines) || lines[i] != "flowchart TD" {
		t.Fatalf("line %d: want flowchart TD, got %q", i+1, lines[min(i, len(lines)-1)])
	}
	names := map[string]string{}
	for n, line := range lines[i+1:] {
		at := fmt.Sprintf("line %d %q", i+n+2, line)
		switch {
		case mmdNode.MatchString(line):
			m := mmdNode.FindStringSubmatch(line)
			if _, dup := names[m[1]]; dup {
				t.Errorf("%s: node %s defined twice", at, m[1])
			}
			label := m[2]
			rest := mmdEntity.ReplaceAllString(strings.ReplaceAll(label, "<br/>", ""), "")
			if strings.ContainsAny(rest, "#<>`%\"") || strings.IndexFunc(rest, func(r rune) bool { return r < ' ' || r == 0x7f }) >= 0 {
				t.Errorf("%s: unsafe character left in the label", at)
			}
			name, _, _ := strings.Cut(label, "<br/>")
			names[m[1]] = mmdEntity.ReplaceAllStringFunc(name, func(e string) string {
				n, _ := strconv.Atoi(e[1 : len(e)-1])
				return string(rune(n))
			})
		case mmdEdge.MatchString(line):
			m := mmdEdge.FindStringSubmatch(line)
			for _, id := range []string{m[1], m[3]} {
				if _, ok := names[id]; !ok {
					t.Errorf("%s: edge to undefined node %s", at, id)
				}
			}
		case mmdClass.MatchString(line):
			if id := mmdClass.FindStringSubmatch(line)[1]; names[id] == "" {
				t.Errorf("%s: class of undefined node %s", at, id)
			}
		case mmdClassDef.MatchString(line):
		default:
			t.Errorf("%s: not a statement of the flowchart subset", at)
		}
	}
	return names
}

func hostile(t *testing.T, format string) string {
	t.Helper()
	out, errOut, code := run(t, false, "tree", "--format", format, "internal/tree/testdata/hostile-names.yaml")
	if code != cli.ExitClean || errOut != "" {
		t.Fatalf("exit %d:\n%s", code, errOut)
	}
	return out
}

func sorted(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// wantNames are the names as the graph formats show them: control and
// bidi characters as visible escapes (termsafe).
func wantNames(extra ...string) []string {
	var want []string
	for _, n := range hostileNames {
		want = append(want, termsafe.Escape(n))
	}
	want = append(want, extra...)
	sort.Strings(want)
	return want
}

// TestMermaidHostileNames: whatever the queue names, the Mermaid output is
// in the strict subset, and every name comes back intact from its label.
func TestMermaidHostileNames(t *testing.T) {
	names := checkMermaid(t, hostile(t, "mermaid"))
	got := sorted(names)
	want := wantNames("root (implicit)", "missing]parent (missing)", "orphan;subgraph (not attached to root)")
	// The detached queue's label carries a note; compare it as written.
	want = remove(want, "orphan;subgraph")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("decoded names:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func remove(list []string, s string) []string {
	var out []string
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

func TestMermaidGoldenInSubset(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(repoRoot, "testdata", "golden", "tree", "examples.mmd"))
	if err != nil {
		t.Fatal(err)
	}
	if names := checkMermaid(t, string(src)); len(names) < 10 {
		t.Errorf("only %d nodes", len(names))
	}
}

// TestMermaidJSParses runs the real Mermaid parser (mermaid.parse, what
// GitHub renders with) over the golden Mermaid tree and the hostile names.
// It needs Node.js and the pinned packages of internal/tree/mermaidjs:
//
//	npm ci --prefix internal/tree/mermaidjs
func TestMermaidJSParses(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	dir := filepath.Join(repoRoot, "internal", "tree", "mermaidjs")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "mermaid", "package.json")); err != nil {
		t.Skip("the Mermaid parser is not installed: npm ci --prefix internal/tree/mermaidjs")
	}
	hostileFile := filepath.Join(t.TempDir(), "hostile.mmd")
	if err := os.WriteFile(hostileFile, []byte(hostile(t, "mermaid")), 0o644); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(t.TempDir(), "broken.mmd")
	if err := os.WriteFile(broken, []byte("flowchart TD\n  q0[\"say \"hi\" there\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join(repoRoot, "testdata", "golden", "tree", "examples.mmd")
	out, err := exec.Command(node, filepath.Join(dir, "parse.mjs"), golden, hostileFile).CombinedOutput()
	if err != nil {
		t.Fatalf("mermaid.parse rejects vcqlint's output: %v\n%s", err, out)
	}
	if n := strings.Count(string(out), "(flowchart-v2)"); n != 2 {
		t.Errorf("want 2 flowcharts parsed, got:\n%s", out)
	}
	// The parser catches the quoting bug escaping prevents (a name with a
	// quote, written raw).
	if out, err := exec.Command(node, filepath.Join(dir, "parse.mjs"), broken).CombinedOutput(); err == nil {
		t.Errorf("an unescaped quote parsed:\n%s", out)
	}
}

var dotNode = regexp.MustCompile(`^  "([qm][0-9]+)" \[label="((?:[^"\\]|\\.)*)"`)

// TestDOTHostileNames: every DOT node has a synthetic quoted ID and a label
// whose first line, unescaped as Graphviz does, is the queue's name.
func TestDOTHostileNames(t *testing.T) {
	var got []string
	for _, line := range strings.Split(hostile(t, "dot"), "\n") {
		m := dotNode.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		var b strings.Builder
		label := m[2]
		for i := 0; i < len(label); i++ {
			if label[i] == '\\' && i+1 < len(label) {
				i++
				if label[i] == 'n' {
					break // the first line is the name
				}
			}
			b.WriteByte(label[i])
		}
		got = append(got, b.String())
	}
	sort.Strings(got)
	want := remove(wantNames("root (implicit)", "missing]parent (missing)", "orphan;subgraph (not attached to root)"), "orphan;subgraph")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("names:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestGraphvizRenders runs Graphviz itself, when installed, and reads the
// names back from the SVG it draws.
func TestGraphvizRenders(t *testing.T) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("Graphviz is not installed (apt-get install graphviz)")
	}
	cmd := exec.Command(dot, "-Tsvg")
	cmd.Stdin = strings.NewReader(hostile(t, "dot"))
	svg, err := cmd.Output()
	if err != nil {
		t.Fatalf("dot rejects the output: %v", err)
	}
	var doc struct {
		Texts []string `xml:"g>g>text"`
	}
	if err := xml.Unmarshal(svg, &doc); err != nil {
		t.Fatalf("read SVG: %v", err)
	}
	seen := map[string]bool{}
	for _, s := range doc.Texts {
		seen[s] = true
	}
	for _, n := range hostileNames {
		n = termsafe.Escape(n)
		if n == "orphan;subgraph" {
			n += " (not attached to root)"
		}
		if !seen[n] {
			t.Errorf("Graphviz does not draw %q", n)
		}
	}
}
