package rules_test

// The rule fixtures under testdata/rules/<ID>/ are the executable form of
// the rule catalogue: every registered rule has a positive fixture (each
// line that must produce a finding ends with `# want: ID...`) and a negative
// one (the near-miss valid case, which must produce no finding of any rule).
// The fixtures are linted through the real loader, model, Go rules and Rego
// policies, exactly as `vcqlint testdata/rules/<ID>/positive.yaml` would.

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// fixtureRoot holds one directory per rule ID.
var fixtureRoot = filepath.Join("..", "testdata", "rules")

// minDocLen is the shortest acceptable rule documentation: enough for what
// fires, why Volcano breaks and how to fix it.
const minDocLen = 200

var (
	engineOnce sync.Once
	sharedEng  *engine.Engine
	engineErr  error
)

// newEngine builds the engine the way the CLI does: every Go rule plus the
// embedded Rego policies.
func newEngine(t *testing.T) *engine.Engine {
	t.Helper()
	engineOnce.Do(func() {
		sharedEng, engineErr = linter.NewEngine(context.Background(), linter.EngineOptions{})
	})
	if engineErr != nil {
		t.Fatalf("build engine: %v", engineErr)
	}
	return sharedEng
}

// fixturePath returns the positive or negative fixture of a rule: a file
// named kind.<ext> or a directory named kind. ok is false when none exists;
// more than one is an error.
func fixturePath(t *testing.T, id, kind string) (string, bool) {
	t.Helper()
	dir := filepath.Join(fixtureRoot, id)
	var found []string
	if info, err := os.Stat(filepath.Join(dir, kind)); err == nil && info.IsDir() {
		found = append(found, filepath.Join(dir, kind))
	}
	for _, ext := range []string{".yaml", ".yml", ".json", ".conf"} {
		p := filepath.Join(dir, kind+ext)
		if info, err := os.Stat(p); err == nil && info.Mode().IsRegular() {
			found = append(found, p)
		}
	}
	switch len(found) {
	case 0:
		return "", false
	case 1:
		return found[0], true
	}
	t.Fatalf("rule %s has several %s fixtures: %v", id, kind, found)
	return "", false
}

// fixtureFiles lists the files a fixture path stands for, the way the
// linter expands it.
func fixtureFiles(t *testing.T, path string) []string {
	t.Helper()
	files, errs := source.Expand([]string{path})
	for _, err := range errs {
		t.Fatalf("expand %s: %v", path, err)
	}
	if len(files) == 0 {
		t.Fatalf("fixture %s holds no manifest file", path)
	}
	return files
}

// wantRE matches an expectation comment at the end of a line:
// `# want: VCQ203` or `# want: VCQ203 VCQ304`, where a rule ID may be
// followed by a message pattern between slashes, a regular expression a
// finding of that rule on that line must match:
// `# want: VCQ203 /cycle: a -> b -> a/ VCQ304`.
var wantRE = regexp.MustCompile(`#\s*want:\s*((?:[A-Z]+[0-9]+(?:\s+/(?:[^/\\]|\\.)+/)?\s*)+)$`)

// wantItemRE takes one rule ID and its optional pattern from a want list.
var wantItemRE = regexp.MustCompile(`([A-Z]+[0-9]+)(?:\s+/((?:[^/\\]|\\.)+)/)?`)

// wantMarkerRE finds anything that looks like an expectation, to catch
// malformed ones that wantRE would silently ignore.
var wantMarkerRE = regexp.MustCompile(`#\s*want\b`)

// key is one expected or reported finding, by place and rule.
type key struct {
	File string
	Line int
	Rule string
}

func (k key) String() string { return fmt.Sprintf("%s:%d %s", k.File, k.Line, k.Rule) }

// expectations are a fixture's `# want:` comments: how many findings of
// each rule on each line, and the message patterns some of them match.
type expectations struct {
	count    map[key]int
	patterns map[key][]*regexp.Regexp
}

// parseWants reads the `# want:` comments of a fixture file.
func parseWants(t *testing.T, file string) expectations {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("open fixture: %v", err)
	}
	defer f.Close()
	wants := expectations{count: map[key]int{}, patterns: map[key][]*regexp.Regexp{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		m := wantRE.FindStringSubmatch(text)
		if m == nil {
			if wantMarkerRE.MatchString(text) {
				t.Errorf("%s:%d: malformed expectation %q (write `# want: VCQ123 [/message pattern/] [VCQ456...]` at the end of the line)", file, line, strings.TrimSpace(text))
			}
			continue
		}
		for _, item := range wantItemRE.FindAllStringSubmatch(m[1], -1) {
			k := key{file, line, item[1]}
			wants.count[k]++
			if item[2] == "" {
				continue
			}
			re, err := regexp.Compile(strings.ReplaceAll(item[2], `\/`, "/"))
			if err != nil {
				t.Errorf("%s:%d: message pattern /%s/: %v", file, line, item[2], err)
				continue
			}
			wants.patterns[k] = append(wants.patterns[k], re)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("read fixture %s: %v", file, err)
	}
	return wants
}

// lint runs the real linter over one fixture path and fails on input
// errors: a fixture must be valid input apart from what its rule flags.
// fixtureRule is the rule ID a fixture path belongs to: its directory
// under fixtureRoot.
func fixtureRule(path string) string {
	rel, err := filepath.Rel(fixtureRoot, path)
	if err != nil {
		return ""
	}
	id, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
	return id
}

func lint(t *testing.T, eng *engine.Engine, path string) *linter.Result {
	t.Helper()
	env := rule.DefaultEnv()
	if v := variantVersion(path); v != "" {
		version, err := volcano.ParseVersion(v)
		if err != nil {
			t.Fatalf("fixture %s: %v", path, err)
		}
		env.Volcano = volcano.For(version)
	}
	if fixtureDeclares(t, path, "# volcano: admissionPolicies") {
		// As volcano.admissionPolicies: true in .vcqlint.yaml would.
		on := true
		env.Setup.AdmissionPolicies = &on
	}
	// The rule a fixture is for runs even when it is off by default.
	sel := engine.Selection{Enable: map[string]bool{fixtureRule(path): true}}
	res, err := linter.Run(context.Background(), eng, linter.Options{Paths: []string{path}, Workers: 1, Env: &env, Rules: sel})
	if err != nil {
		t.Fatalf("lint %s: %v", path, err)
	}
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			t.Errorf("%s: input error in fixture: %s", d.Pos, d.Msg)
		}
	}
	if res.Objects == 0 {
		t.Fatalf("fixture %s produced no object to lint (%d files read)", path, res.Files)
	}
	return res
}

func sortedKeys(m map[key]int) []key {
	out := make([]key, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Rule < b.Rule
	})
	return out
}

// TestRuleFixtures lints every rule's positive fixture, whose findings must
// be exactly its `# want:` comments, and its negative fixture, which must
// produce no finding at all.
// variantRE matches fixture names: positive or negative, optionally with a
// fixtureDeclares reports whether a fixture file (or a file of a fixture
// directory) has line among its leading comment lines: how a fixture states
// the Volcano setup its .vcqlint.yaml would declare.
func fixtureDeclares(t *testing.T, path, line string) bool {
	t.Helper()
	for _, f := range fixtureFiles(t, path) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if !strings.HasPrefix(l, "#") {
				break
			}
			if strings.TrimSpace(l) == line {
				return true
			}
		}
	}
	return false
}

// case name (one per branch of the rule's behaviour) and the Volcano
// version to lint for, as in positive@1.12.yaml, negative@1.11/ or
// positive-missing-resource/.
var variantRE = regexp.MustCompile(`^(positive|negative)(?:-[a-z0-9]+(?:-[a-z0-9]+)*)?(?:@(\d+\.\d+(?:\.\d+)?))?(?:\.(?:yaml|yml|json|conf))?$`)

// variantVersion is the version a fixture path names, or "" for the default.
func variantVersion(path string) string {
	if m := variantRE.FindStringSubmatch(filepath.Base(path)); m != nil {
		return m[2]
	}
	return ""
}

// fixtureVariants lists a rule's fixtures: the default positive and
// negative ones and any per-version variants.
func fixtureVariants(t *testing.T, id string) (positive, negative []string) {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(fixtureRoot, id))
	if err != nil {
		return nil, nil
	}
	for _, e := range entries {
		m := variantRE.FindStringSubmatch(e.Name())
		if m == nil {
			t.Errorf("%s/%s: not a fixture name (positive[-case][@X.Y][.yaml], negative[-case][@X.Y][.yaml])", id, e.Name())
			continue
		}
		p := filepath.Join(fixtureRoot, id, e.Name())
		if m[1] == "positive" {
			positive = append(positive, p)
		} else {
			negative = append(negative, p)
		}
	}
	return positive, negative
}

func TestRuleFixtures(t *testing.T) {
	eng := newEngine(t)
	for _, m := range eng.Rules() {
		t.Run(m.ID, func(t *testing.T) {
			t.Parallel()
			positive, negative := fixtureVariants(t, m.ID)
			for _, p := range positive {
				t.Run(filepath.Base(p), func(t *testing.T) { checkPositive(t, eng, m, p) })
			}
			for _, p := range negative {
				t.Run(filepath.Base(p), func(t *testing.T) { checkNegative(t, eng, p) })
			}
		})
	}
}

func checkPositive(t *testing.T, eng *engine.Engine, m rule.Meta, path string) {
	wants := map[key]int{}
	patterns := map[key][]*regexp.Regexp{}
	for _, f := range fixtureFiles(t, path) {
		e := parseWants(t, f)
		for k, n := range e.count {
			wants[k] += n
		}
		for k, ps := range e.patterns {
			patterns[k] = append(patterns[k], ps...)
		}
	}
	own := 0
	for k, n := range wants {
		if _, known := eng.Rule(k.Rule); !known {
			t.Errorf("%s: wants unknown rule %s", k, k.Rule)
		}
		if k.Rule == m.ID {
			own += n
		}
	}
	if own == 0 {
		t.Fatalf("positive fixture %s wants no %s finding", path, m.ID)
	}

	res := lint(t, eng, path)
	got := map[key]int{}
	messages := map[key][]string{}
	texts := map[key][]string{} // the bare messages, for the patterns
	for _, f := range res.Findings {
		k := key{f.Pos.File, f.Pos.Line, f.RuleID}
		got[k]++
		texts[k] = append(texts[k], f.Message)
		messages[k] = append(messages[k], fmt.Sprintf("%s: %s", f.Pos, f.Message))
		// A rule may report below its own severity where the version or
		// the input's scheduler configuration makes the consequence milder
		// (rule.Context.ReportAs), never above it.
		if f.RuleID == m.ID && (f.RuleName != m.Name || f.Severity > m.Severity) {
			t.Errorf("%s: finding carries name %q severity %s, the rule is %q %s", k, f.RuleName, f.Severity, m.Name, m.Severity)
		}
		if strings.TrimSpace(f.Message) == "" {
			t.Errorf("%s: finding has no message", k)
		}
	}
	for _, k := range sortedKeys(wants) {
		if got[k] < wants[k] {
			t.Errorf("%s: want %d finding(s), got %d", k, wants[k], got[k])
		}
		checkPatterns(t, k, patterns[k], texts[k])
	}
	for _, k := range sortedKeys(got) {
		if got[k] > wants[k] {
			for _, msg := range messages[k] {
				t.Errorf("unexpected finding %s %s (add `# want: %s` to line %d if it is right)", k.Rule, msg, k.Rule, k.Line)
			}
		}
	}
	if t.Failed() {
		var all []string
		for _, f := range res.Findings {
			all = append(all, fmt.Sprintf("  %s %s %s", f.Pos, f.RuleID, f.Message))
		}
		t.Logf("all findings of %s:\n%s", path, strings.Join(all, "\n"))
	}
}

// checkPatterns pairs each pattern with a different finding whose message
// it matches, so two patterns on one line need two findings.
func checkPatterns(t *testing.T, k key, patterns []*regexp.Regexp, msgs []string) {
	t.Helper()
	used := make([]bool, len(msgs))
	for _, re := range patterns {
		matched := false
		for i, msg := range msgs {
			if !used[i] && re.MatchString(msg) {
				used[i], matched = true, true
				break
			}
		}
		if !matched {
			t.Errorf("%s: no finding's message matches /%s/; messages: %q", k, re, msgs)
		}
	}
}

func checkNegative(t *testing.T, eng *engine.Engine, path string) {
	for _, f := range fixtureFiles(t, path) {
		for k := range parseWants(t, f).count {
			t.Errorf("%s: a negative fixture must not want findings", k)
		}
	}
	res := lint(t, eng, path)
	for _, f := range res.Findings {
		t.Errorf("negative fixture has a finding: %s %s %s", f.Pos, f.RuleID, f.Message)
	}
}

// TestEveryRuleHasFixturesAndDocs fails for a registered rule without a
// positive or a negative fixture, without a summary or with thin docs, and
// for a fixture directory no registered rule owns.
func TestEveryRuleHasFixturesAndDocs(t *testing.T) {
	eng := newEngine(t)
	metas := eng.Rules()
	if len(metas) == 0 {
		t.Fatal("the engine registers no rule")
	}
	for _, m := range metas {
		t.Run(m.ID, func(t *testing.T) {
			if !regexp.MustCompile(`^VCQ[0-9]{3}$`).MatchString(m.ID) {
				t.Errorf("rule ID %q is not of the form VCQnnn", m.ID)
			}
			if !regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`).MatchString(m.Name) {
				t.Errorf("rule %s: name %q is not kebab-case", m.ID, m.Name)
			}
			if strings.TrimSpace(m.Summary) == "" {
				t.Errorf("rule %s (%s) has no summary", m.ID, m.Name)
			}
			if n := len(strings.TrimSpace(m.Doc)); n < minDocLen {
				t.Errorf("rule %s (%s): doc is %d characters, want at least %d (what fires, what Volcano does, how to fix)", m.ID, m.Name, n, minDocLen)
			}
			positive, negative := fixtureVariants(t, m.ID)
			for _, kind := range []string{"positive", "negative"} {
				// A rule that fires only for some versions (VCQ207: before
				// 1.14.2) may have only version variants (positive@1.12/).
				variants := map[string][]string{"positive": positive, "negative": negative}[kind]
				if _, ok := fixturePath(t, m.ID, kind); !ok && len(variants) == 0 {
					t.Errorf("rule %s (%s) has no %s fixture: add %s/%s.yaml (or a %s/ directory)", m.ID, m.Name, kind, filepath.Join(fixtureRoot, m.ID), kind, kind)
				}
			}
		})
	}
	entries, err := os.ReadDir(fixtureRoot)
	if err != nil {
		t.Fatalf("read fixture root: %v", err)
	}
	for _, e := range entries {
		if _, ok := eng.Rule(e.Name()); !ok {
			t.Errorf("%s: fixtures for a rule that is not registered", filepath.Join(fixtureRoot, e.Name()))
		}
	}
}
