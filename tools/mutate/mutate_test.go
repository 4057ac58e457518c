package main

import (
	"bytes"
	"context"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// A package small enough to know every mutant's verdict, with a test that
// kills some of them: the tool run end to end on it (schema build, the
// textual fallback, the pool, equivalents and the score).
const samplePkg = `package p

// limit is a constant expression: its mutant cannot be held by the schema
// and is built as text.
const limit = 2 + 1

// Max's > -> >= cannot be told apart: equal arguments give the same result.
func Max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func Sum(a, b int) int { return a + b }

func Greet(name string) string { return "hi " + name }

func Both(a, b bool) bool { return a && !b }

func Limit() int { return limit }

func Yes() bool { return true }

// Untested: its mutant survives.
func Small(n int) bool { return n < 10 }
`

const sampleTest = `package p

import "testing"

func TestP(t *testing.T) {
	if Max(1, 2) != 2 || Max(3, 2) != 3 {
		t.Error("Max")
	}
	if Sum(2, 3) != 5 {
		t.Error("Sum")
	}
	if Greet("x") != "hi x" {
		t.Error("Greet")
	}
	if !Both(true, false) || Both(true, true) || Both(false, false) {
		t.Error("Both")
	}
	if Limit() != 3 {
		t.Error("Limit")
	}
	if !Yes() {
		t.Error("Yes")
	}
	_ = Small(3)
}
`

func sampleModule(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Fatal("the go command is needed to build mutants:", err)
	}
	root := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/m\n\ngo 1.22\n")
	write("p/p.go", samplePkg)
	write("p/p_test.go", sampleTest)
	return root
}

func TestRunSample(t *testing.T) {
	root := sampleModule(t)
	dir := filepath.Join(root, "p")
	sites, err := collect(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	maxKey := ""
	for _, s := range sites {
		if s.funcName == "Max" {
			maxKey = s.key()
		}
	}
	eq := filepath.Join(root, "equivalent.txt")
	smallKey := ""
	for _, s := range sites {
		if s.funcName == "Small" {
			smallKey = s.key()
		}
	}
	listed := "# comment\n" + maxKey + "\tequivalent: equal arguments: both branches return the same value\n" +
		smallKey + "\tdead: untested here, standing for a guard never decisive\n"
	if err := os.WriteFile(eq, []byte(listed), 0o644); err != nil {
		t.Fatal(err)
	}
	saved := filepath.Join(root, "results.tsv")
	var out bytes.Buffer
	o := options{root: root, dir: dir, pkg: "./p", every: 1, jobs: 2, timeout: time.Minute, equivalent: eq, save: saved, min: 95}
	code, err := run(context.Background(), o, &out)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out.String())
	}
	want := map[string]verdict{
		"limit + -> -":        killed, // built as text: a constant expression
		"Max > -> >=":         equivalent,
		"Sum + -> -":          killed,
		"Greet + -> -":        invalid,
		"Both && -> ||":       killed,
		"Both ! -> (removed)": killed,
		"Yes true -> false":   killed,
		"Small < -> <=":       deadCode, // listed as dead code: still not killed
	}
	results := resultsOf(t, saved)
	for k, v := range want {
		if results[k] != v {
			t.Errorf("%s: %q, want %q", k, results[k], v)
		}
	}
	if len(results) != len(want) {
		t.Errorf("%d mutants, want %d: %v", len(results), len(want), results)
	}
	if !strings.Contains(out.String(), "5 killed, 0 survived, 1 dead code (listed to delete), 1 equivalent") || !strings.Contains(out.String(), "71.4% raw") ||
		!strings.Contains(out.String(), "83.3% of the non-equivalent") {
		t.Errorf("score line:\n%s", out.String())
	}
	if code != 1 {
		t.Errorf("exit %d below -min 95, want 1", code)
	}
	if !strings.Contains(out.String(), "textual "+filepath.ToSlash(filepath.Join(dir, "p.go"))+":5:") {
		t.Errorf("the constant expression was not run as a textual mutant:\n%s", out.String())
	}
}

// resultsOf reads a results file into "function mutation" -> verdict.
func resultsOf(t *testing.T, path string) map[string]verdict {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]verdict{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			t.Fatalf("results line %q: %d fields", line, len(f))
		}
		out[f[3]+" "+f[2]] = verdict(f[0])
	}
	return out
}

// TestSchemaNestsSites: every site gets a schema, and a site inside
// another's operand is written in both of its copies (the original and the
// mutated expression).
func TestSchemaNestsSites(t *testing.T) {
	src := []byte("package p\n\nfunc F(a, b int, ok bool) (int, bool) {\n\tif a < b && !ok {\n\t\treturn a - b + 1, true\n\t}\n\treturn a, false\n}\n")
	f := filepath.Join(t.TempDir(), "p.go")
	if err := os.WriteFile(f, src, 0o644); err != nil {
		t.Fatal(err)
	}
	sites, err := collect(filepath.Dir(f), "")
	if err != nil {
		t.Fatal(err)
	}
	if len(sites) != 7 { // <, &&, !, -, +, true, false
		t.Fatalf("%d sites, want 7: %v", len(sites), sites)
	}
	schema := newSchemaWriter(src, f, sites).file()
	for _, s := range sites {
		if !strings.Contains(schema, "mutant-site-"+strconv.Itoa(s.id)+":1:1") {
			t.Errorf("site %d has no schema:\n%s", s.id, schema)
		}
	}
	// && (2 tests) holds < and ! (2 each, written twice), plus true and
	// false (1 each); + (1 pick) holds - (written twice).
	if got := strings.Count(schema, onFunc+"("); got != 2+2*2+2*2+2 {
		t.Errorf("%d tests of the active mutant, want 12:\n%s", got, schema)
	}
	if got := strings.Count(schema, pickFunc+"("); got != 3 {
		t.Errorf("%d picks, want 3:\n%s", got, schema)
	}
	if !strings.Contains(schema, "/*line "+f+":4:17*/") {
		t.Errorf("no directive restores the position after the if's condition:\n%s", schema)
	}
}

func TestParseEquivalents(t *testing.T) {
	for _, bad := range []string{
		"rules/x.go\tf\t< -> <=\t1\tif a < b {\n",                          // no reason
		"rules/x.go\tf\t< -> <=\t1\tif a < b {\t \n",                       // blank reason
		"rules/x.go\tf\t< -> <=\t1\tif a < b {\tbecause\n",                 // no class
		"a\tb\tc\td\te\tequivalent: r\na\tb\tc\td\te\tequivalent: again\n", // listed twice
	} {
		if _, err := parseEquivalents(strings.NewReader(bad), "eq.txt"); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	eq, err := parseEquivalents(strings.NewReader("# c\n\nrules/x.go\tf\t< -> <=\t1\tif a < b {\tshortcut: because\n"), "eq.txt")
	if err != nil || eq["rules/x.go\tf\t< -> <=\t1\tif a < b {"] != "shortcut: because" {
		t.Errorf("got %v, %v", eq, err)
	}
}

func TestBlame(t *testing.T) {
	out := "# example.com/m/p\np/mutant-site-12:1:40: invalid operation: operator - not defined on s\n" +
		"p/mutant-site-12:1:80: other\nmutant-site-3:1:1: cannot use x\n"
	got := blame(out)
	if len(got) != 2 || !strings.Contains(got[12], "operator - not defined") || got[3] != "cannot use x" {
		t.Errorf("blame: %v", got)
	}
}

func TestDeepest(t *testing.T) {
	out := []byte("--- FAIL: TestA (0.1s)\n    --- FAIL: TestA/b (0.0s)\n        --- FAIL: TestA/b/c.yaml (0.0s)\nFAIL\n")
	if got := deepest(failLine.FindAllSubmatch(out, -1)); got != "TestA/b/c.yaml" {
		t.Errorf("deepest: %q", got)
	}
}

// TestEquivalentListIsCurrent: every mutant listed as equivalent, with its
// reason, is a mutant of the rules as they are (a full run also checks
// that none is killed).
func TestEquivalentListIsCurrent(t *testing.T) {
	eq, err := readEquivalents("equivalent.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(eq) == 0 {
		t.Fatal("equivalent.txt lists nothing")
	}
	sites, err := collect(filepath.Join("..", "..", "rules"), "")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for _, s := range sites {
		keys[strings.Replace(s.key(), "../../", "", 1)] = true
	}
	for k := range eq {
		if !keys[k] {
			t.Errorf("equivalent.txt lists a mutant the rules no longer have: %s", strings.ReplaceAll(k, "\t", " | "))
		}
	}
}

// A run over one file replaces only that file's rows of the full run's
// results, in place, recomputes the score from every row and records the
// command beside the full run's.
func TestSpliceResults(t *testing.T) {
	path := filepath.Join(t.TempDir(), "results.tsv")
	full := "# Written by: mutate -results results.tsv\n" +
		"# 4 mutants compiled: 1 killed, 2 survived, 0 dead code (listed to delete), 1 equivalent (listed with a reason); 0 did not compile\n" +
		"# score 25.0% raw (killed / compiled), 33.3% of the non-equivalent mutants\n" +
		resultsColumns + "\n" +
		"killed\trules/a.go:1:1\t< -> <=\tA\tTestA\ta < b\n" +
		"survived\trules/b.go:2:1\t== -> !=\tB\t\ta == b\n" +
		"survived\trules/b.go:3:1\t&& -> ||\tB\t\ta && b\n" +
		"equivalent\trules/c.go:4:1\t> -> >=\tC\tsame\ta > b\n"
	if err := os.WriteFile(path, []byte(full), 0o644); err != nil {
		t.Fatal(err)
	}
	b := func(line int, from, to string, v verdict, by string) result {
		return result{site: site{file: "rules/b.go", pos: token.Position{Line: line, Column: 1}, from: from, to: to, funcName: "B", statement: "a " + from + " b"}, verdict: v, by: by}
	}
	fresh := []result{b(2, "==", "!=", killed, "TestB"), b(3, "&&", "||", killed, "TestB2"), b(5, "+", "-", invalid, "does not compile")}
	for range 2 { // a second splice of the same file replaces the first
		if err := spliceResults(path, "rules/b.go", "mutate -file b.go -results results.tsv", fresh); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := "# Written by: mutate -results results.tsv\n" +
		"# Rows of rules/b.go replaced by: mutate -file b.go -results results.tsv\n" +
		"# 4 mutants compiled: 3 killed, 0 survived, 0 dead code (listed to delete), 1 equivalent (listed with a reason); 1 did not compile\n" +
		"# score 75.0% raw (killed / compiled), 100.0% of the non-equivalent mutants\n" +
		resultsColumns + "\n" +
		"killed\trules/a.go:1:1\t< -> <=\tA\tTestA\ta < b\n" +
		"killed\trules/b.go:2:1\t== -> !=\tB\tTestB\ta == b\n" +
		"killed\trules/b.go:3:1\t&& -> ||\tB\tTestB2\ta && b\n" +
		"invalid\trules/b.go:5:1\t+ -> -\tB\tdoes not compile\ta + b\n" +
		"equivalent\trules/c.go:4:1\t> -> >=\tC\tsame\ta > b\n"
	if string(got) != want {
		t.Errorf("spliced results:\n%s\nwant:\n%s", got, want)
	}
	if err := spliceResults(filepath.Join(t.TempDir(), "none.tsv"), "rules/b.go", "x", fresh); err == nil {
		t.Error("splicing into a missing file: no error")
	}
	if _, err := run(context.Background(), options{only: "b.go", every: 2, save: path}, &bytes.Buffer{}); err == nil {
		t.Error("-results with -file and -every: no error")
	}
}
