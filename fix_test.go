package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// fixCase is one directory of testdata/fix: before.<ext>, the golden
// after.<ext> that --fix must write, and optional extra flags in args.
type fixCase struct {
	name, dir, ext string
	args           []string
}

func fixCases(t *testing.T) []fixCase {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join("testdata", "fix", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no fix fixtures: %v", err)
	}
	var out []fixCase
	for _, dir := range dirs {
		befores, _ := filepath.Glob(filepath.Join(dir, "before.*"))
		if len(befores) != 1 {
			t.Fatalf("%s: want one before.* file, got %v", dir, befores)
		}
		c := fixCase{name: filepath.Base(dir), dir: dir, ext: filepath.Ext(befores[0])}
		if a, err := os.ReadFile(filepath.Join(dir, "args")); err == nil {
			c.args = strings.Fields(string(a))
		}
		out = append(out, c)
	}
	return out
}

// runCLI runs vcqlint in-process in dir.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = cli.Run(context.Background(), append([]string{"--no-config"}, args...), cli.IO{Stdout: &out, Stderr: &errOut})
	return code, out.String(), errOut.String()
}

// copyTo writes data to a fresh directory as name and returns its path.
func copyTo(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFixGolden: --fix writes exactly after.<ext> (go test . -update
// rewrites it: review the diff), a second --fix changes nothing, and the
// --diff of the original, applied by git apply, gives the same file.
func TestFixGolden(t *testing.T) {
	for _, c := range fixCases(t) {
		t.Run(c.name, func(t *testing.T) {
			before, err := os.ReadFile(filepath.Join(c.dir, "before"+c.ext))
			if err != nil {
				t.Fatal(err)
			}
			path := copyTo(t, "input"+c.ext, before)
			runCLI(t, append(append([]string{"--fix"}, c.args...), path)...)
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join(c.dir, "after"+c.ext)
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (go test . -update writes it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("--fix wrote\n%s\nwant %s:\n%s", got, golden, want)
			}
			// Idempotent: nothing left to fix (what has no fix still makes
			// the exit code 1).
			if code, out, errOut := runCLI(t, append(append([]string{"--diff"}, c.args...), path)...); out != "" || (code != cli.ExitClean && code != cli.ExitFindings) {
				t.Errorf("second run: exit %d, diff:\n%s%s", code, out, errOut)
			}
			checkDiffAppliesWithGit(t, c, before, want)
		})
	}
}

// checkDiffAppliesWithGit runs --diff on a copy of before inside a scratch
// Git repository, checks that git apply accepts the patch and that it
// turns before into want. --diff changes nothing itself.
func checkDiffAppliesWithGit(t *testing.T, c fixCase, before, want []byte) {
	t.Helper()
	git, err := exec.LookPath("git")
	if err != nil {
		t.Log("git not installed: --diff not checked with git apply")
		return
	}
	dir := t.TempDir()
	name := "input" + c.ext
	if err := os.WriteFile(filepath.Join(dir, name), before, 0o644); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	code, diff, errOut := runCLI(t, append(append([]string{"--diff"}, c.args...), name)...)
	if err := os.Chdir(wd); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(got, before) {
		t.Fatal("--diff changed the file")
	}
	// A diff exits 1; no diff exits 0, or 1 for findings without a fix.
	if bytes.Equal(before, want) {
		if diff != "" || (code != cli.ExitClean && code != cli.ExitFindings) {
			t.Fatalf("--diff of a file with nothing to fix: exit %d\n%s%s", code, diff, errOut)
		}
		return
	}
	if code != cli.ExitFindings || diff == "" {
		t.Fatalf("--diff exit %d, want %d with a diff\n%s", code, cli.ExitFindings, errOut)
	}
	patch := filepath.Join(t.TempDir(), "fix.patch")
	if err := os.WriteFile(patch, []byte(diff), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"init", "-q"}, {"apply", "--check", patch}, {"apply", patch}} {
		cmd := exec.Command(git, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s\npatch:\n%s", args, err, out, diff)
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(got, want) {
		t.Errorf("git apply of --diff gives\n%s\nwant\n%s", got, want)
	}
}

func TestFixUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--fix", "-"},
		{"--diff", "-"},
		{"--fix", "--diff", "examples"},
		{"--fix", "--git", ".", "examples"},
		{"--diff", "--format", "json", "examples"},
	} {
		if code, _, errOut := runCLI(t, args...); code != cli.ExitError || !strings.Contains(errOut, "--") {
			t.Errorf("%v: exit %d, want %d usage error; stderr:\n%s", args, code, cli.ExitError, errOut)
		}
	}
}

// jsonFindings lints path and returns its findings from the JSON report.
func jsonFindings(t *testing.T, args []string, path string) []jsonFinding {
	t.Helper()
	_, out, errOut := runCLI(t, append(append([]string{"--format", "json"}, args...), path)...)
	var rep struct {
		Findings []jsonFinding `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("JSON report: %v\n%s\n%s", err, out, errOut)
	}
	return rep.Findings
}

type jsonFinding struct {
	Rule    string `json:"rule"`
	Object  string `json:"object"`
	Message string `json:"message"`
	Fix     *struct {
		File  string `json:"file"`
		Edits []struct {
			Start, End int
			Text       string
		} `json:"edits"`
	} `json:"fix"`
}

// fixedFields are the fields each fixing rule may change, as paths of
// the generic tree semanticTree builds (an embedded configuration's text
// is parsed in place): anything else differing is a broken fix.
var fixedFields = map[string]*regexp.Regexp{
	"VCQ102": regexp.MustCompile(`/actions$`),
	"VCQ103": regexp.MustCompile(`/plugins/\d+/name$`),
	"VCQ104": regexp.MustCompile(`/plugins/\d+/[^/]+(/[^/]+)?$`),
	"VCQ111": regexp.MustCompile(`/tiers/\d+/plugins(/.*)?$`),
	"VCQ305": regexp.MustCompile(`^\d+/spec/weight$`),
	"VCQ306": regexp.MustCompile(`^\d+/spec/guarantee(/.*)?$`),
	"VCQ105": regexp.MustCompile(`/plugins/\d+/arguments(/.*)?$`),
	"VCQ211": regexp.MustCompile(`^\d+/metadata/annotations/volcano\.sh/hierarchy(-weights)?$`),
}

// checkFixInvariants fixes a copy of data with --fix and checks what the
// issue promises of every fix: the findings whose fixes were applied are
// gone, nothing that parsed stops parsing, and the documents are the same
// objects but for the fields the applied rules fix.
func checkFixInvariants(t *testing.T, name string, data []byte, args []string) {
	t.Helper()
	path := copyTo(t, name, data)
	before := jsonFindings(t, args, path)
	// Findings are told apart by rule, object and message (positions move
	// with the fix); two findings may share those, one with a fix and one
	// without, so what may be left of each is counted.
	fixed := map[string]int{}
	left := map[string]int{}
	rules := map[string]bool{}
	for _, f := range before {
		k := f.Rule + "\x00" + f.Object + "\x00" + f.Message
		left[k]++
		if f.Fix != nil {
			fixed[k]++
			rules[f.Rule] = true
		}
	}
	for k, n := range fixed {
		left[k] -= n
	}
	runCLI(t, append(append([]string{"--fix"}, args...), path)...)
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(fixed) == 0 {
		if !bytes.Equal(after, data) {
			t.Fatalf("%s: no finding has a fix, yet --fix changed the file", name)
		}
		return
	}
	for _, f := range jsonFindings(t, args, path) {
		k := f.Rule + "\x00" + f.Object + "\x00" + f.Message
		if left[k]--; left[k] < 0 && fixed[k] > 0 {
			t.Errorf("%s: %s %s: the fixed finding is still reported: %s", name, f.Rule, f.Object, f.Message)
		}
	}
	_, errsBefore := yamlpos.Parse(data)
	_, errsAfter := yamlpos.Parse(after)
	if len(errsAfter) > len(errsBefore) {
		t.Fatalf("%s: the fixed file no longer parses: %v\n%s", name, errsAfter[0], after)
	}
	for _, p := range diffPaths(semanticTree(data), semanticTree(after), "") {
		ok := false
		for r := range rules {
			if re := fixedFields[r]; re != nil && re.MatchString(p) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s: the fix changed %s, which none of the fixing rules %v fixes\nbefore:\n%s\nafter:\n%s", name, p, keys(rules), data, after)
		}
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// semanticTree decodes every document of data into plain values, with
// string values that hold a YAML mapping (an embedded scheduler
// configuration) decoded in place, by document index.
func semanticTree(data []byte) []any {
	docs, _ := yamlpos.Parse(data)
	out := make([]any, 0, len(docs))
	for _, d := range docs {
		var v any
		if err := d.Root.Decode(&v); err != nil {
			v = fmt.Sprintf("<undecodable: %v>", err)
		}
		out = append(out, expandEmbedded(v))
	}
	return out
}

func expandEmbedded(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = expandEmbedded(e)
		}
	case []any:
		for i, e := range x {
			x[i] = expandEmbedded(e)
		}
	case string:
		if strings.Contains(x, "\n") && (strings.Contains(x, "actions") || strings.Contains(x, "tiers")) {
			var inner any
			if yaml.Unmarshal([]byte(x), &inner) == nil {
				if m, ok := inner.(map[string]any); ok {
					return expandEmbedded(m)
				}
			}
		}
	}
	return v
}

// diffPaths lists the paths at which a and b differ (a whole subtree
// counts once, at its top, when its kinds differ).
func diffPaths(a, b any, at string) []string {
	join := func(k string) string {
		if at == "" {
			return k
		}
		return at + "/" + k
	}
	switch x := a.(type) {
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return []string{at}
		}
		var out []string
		for i := range x {
			out = append(out, diffPaths(x[i], y[i], join(fmt.Sprint(i)))...)
		}
		return out
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return []string{at}
		}
		var out []string
		seen := map[string]bool{}
		for k, v := range x {
			seen[k] = true
			out = append(out, diffPaths(v, y[k], join(k))...)
		}
		for k, v := range y {
			if !seen[k] {
				out = append(out, diffPaths(nil, v, join(k))...)
			}
		}
		sort.Strings(out)
		return out
	}
	if !reflect.DeepEqual(a, b) {
		return []string{at}
	}
	return nil
}

// TestFixInvariantsOnEveryFixture fixes every YAML, JSON and .conf file
// of the repository's test data and examples and checks the invariants.
func TestFixInvariantsOnEveryFixture(t *testing.T) {
	var files []string
	for _, root := range []string{"testdata", "examples", filepath.Join("rules", "testdata")} {
		if _, err := os.Stat(root); err != nil {
			continue
		}
		err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				return nil
			}
			switch strings.ToLower(filepath.Ext(p)) {
			case ".yaml", ".yml", ".json", ".conf":
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 20 {
		t.Fatalf("only %d fixtures found", len(files))
	}
	fixedFiles := 0
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil || len(data) > 1<<20 {
			continue
		}
		t.Run(p, func(t *testing.T) {
			checkFixInvariants(t, filepath.Base(p), data, nil)
		})
		if strings.HasPrefix(p, filepath.Join("testdata", "fix")) {
			fixedFiles++
		}
	}
	if fixedFiles == 0 {
		t.Error("the fix fixtures were not among the files checked")
	}
}

// FuzzFix: whatever the input, fixing it keeps the invariants.
func FuzzFix(f *testing.F) {
	for _, dir := range []string{filepath.Join("testdata", "fix")} {
		paths, _ := filepath.Glob(filepath.Join(dir, "*", "before.*"))
		for _, p := range paths {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 64<<10 {
			return
		}
		checkFixInvariants(t, "input.yaml", data, nil)
	})
}

// TestFixSARIF: SARIF carries the fixes; the log validates against the
// SARIF 2.1.0 schema, each replacement's line/column region and byte
// region name the same bytes, and applying the replacements of every
// result gives the golden after-file.
func TestFixSARIF(t *testing.T) {
	for _, name := range []string{"vcq102-json", "vcq306-guarantee", "crlf", "vcq105-json", "vcq211-annotation"} {
		t.Run(name, func(t *testing.T) {
			c := fixCase{name: name, dir: filepath.Join("testdata", "fix", name)}
			befores, _ := filepath.Glob(filepath.Join(c.dir, "before.*"))
			c.ext = filepath.Ext(befores[0])
			before, _ := os.ReadFile(befores[0])
			want, _ := os.ReadFile(filepath.Join(c.dir, "after"+c.ext))
			path := copyTo(t, "input"+c.ext, before)
			_, out, _ := runCLI(t, "--format", "sarif", path)
			sch, err := sariftest.Compile()
			if err != nil {
				t.Fatal(err)
			}
			if err := sariftest.Validate(sch, []byte(out)); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			var log struct {
				Runs []struct {
					Results []struct {
						Fixes []struct {
							ArtifactChanges []struct {
								Replacements []struct {
									DeletedRegion struct {
										StartLine, StartColumn, EndLine, EndColumn, ByteOffset, ByteLength int
									} `json:"deletedRegion"`
									InsertedContent *struct{ Text string } `json:"insertedContent"`
								} `json:"replacements"`
							} `json:"artifactChanges"`
						} `json:"fixes"`
					} `json:"results"`
				} `json:"runs"`
			}
			if err := json.Unmarshal([]byte(out), &log); err != nil {
				t.Fatal(err)
			}
			src := yamlpos.NewSource(before)
			var edits []yamlpos.Edit
			seen := map[yamlpos.Edit]bool{}
			for _, r := range log.Runs[0].Results {
				for _, f := range r.Fixes {
					for _, ch := range f.ArtifactChanges {
						for _, rp := range ch.Replacements {
							d := rp.DeletedRegion
							start, end := src.Offset(d.StartLine, d.StartColumn), src.Offset(d.EndLine, d.EndColumn)
							if start != d.ByteOffset || end-start != d.ByteLength {
								t.Errorf("region %d:%d-%d:%d is bytes [%d,%d), but byteOffset %d byteLength %d",
									d.StartLine, d.StartColumn, d.EndLine, d.EndColumn, start, end, d.ByteOffset, d.ByteLength)
							}
							e := yamlpos.Edit{Start: d.ByteOffset, End: d.ByteOffset + d.ByteLength}
							if rp.InsertedContent != nil {
								e.Text = rp.InsertedContent.Text
							}
							if !seen[e] { // fixes of several findings may share an edit
								seen[e] = true
								edits = append(edits, e)
							}
						}
					}
				}
			}
			got, err := yamlpos.ApplyEdits(before, edits)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("SARIF replacements give\n%s\nwant\n%s", got, want)
			}
		})
	}
}
