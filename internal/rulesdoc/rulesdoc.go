// Package rulesdoc writes the documentation pages of the built-in rules,
// docs/rules/<ID>.md and the index docs/rules/README.md, from what the
// rules themselves carry: their metadata (the same rule.Meta values
// `vcqlint rules` and `vcqlint explain` print) and their fixtures under
// testdata/rules/<ID>/, linted for real so that every example shows what
// vcqlint reports on it.
//
// The pages are generated, never edited: `go test ./internal/rulesdoc
// -update` rewrites them, and the same test fails when they drift.
package rulesdoc

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Dir is where the pages live, relative to the repository root.
const Dir = "docs/rules"

// FixtureRoot holds one directory of fixtures per rule ID.
const FixtureRoot = "testdata/rules"

// maxShownFixture is the largest fixture (all its files together) whose
// text a page shows; a larger one is linked, with its findings shown.
const maxShownFixture = 3000

// Rule is what one page is made of.
type Rule struct {
	Meta rule.Meta
	// DefinedIn is the file that defines the rule, relative to the
	// repository root: a Go file under rules/ or a policy under policies/.
	DefinedIn string
	Fixtures  []Fixture
}

// Fixture is one fixture of a rule, linted.
type Fixture struct {
	Path     string // slash-separated, relative to the repository root
	Positive bool
	Version  string // the Volcano version it is linted for; "" for the default
	Files    []FixtureFile
	// Findings are the rule's own findings on the fixture, as the text
	// output prints them.
	Findings []string
	// Fixes counts the findings that carry a fix (a rule's plan, not yet
	// resolved against the bytes).
	Fixes int
}

// FixtureFile is one file of a fixture.
type FixtureFile struct {
	Path string
	Text string
}

// variantRE matches fixture names, as the fixture test reads them:
// positive or negative, optionally @ the Volcano version to lint for.
var variantRE = regexp.MustCompile(`^(positive|negative)(?:@(\d+\.\d+(?:\.\d+)?))?(?:\.(?:yaml|yml|json|conf))?$`)

// Collect gathers every registered rule of eng with its defining file and
// its linted fixtures; goRules are the Go rules eng was built with. It
// reads the repository from the working directory, which must be the
// repository root.
func Collect(ctx context.Context, eng *engine.Engine, goRules []rule.Go) ([]Rule, error) {
	root, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	checks := map[string]func(*rule.Context){}
	for _, g := range goRules {
		checks[g.Meta.ID] = g.Check
	}
	var out []Rule
	for _, m := range eng.Rules() {
		r := Rule{Meta: m, DefinedIn: m.Source}
		switch {
		case m.Engine == rule.EngineGo && checks[m.ID] != nil:
			r.DefinedIn, err = funcFile(root, checks[m.ID])
		case m.Engine == rule.EngineGo:
			r.DefinedIn, err = literalFile(m.ID, "rules", "internal")
		case !strings.Contains(r.DefinedIn, "/"):
			r.DefinedIn = path.Join("policies", r.DefinedIn)
		}
		if err != nil {
			return nil, fmt.Errorf("rule %s: %w", m.ID, err)
		}
		if r.DefinedIn == "" {
			return nil, fmt.Errorf("rule %s: no file defines it", m.ID)
		}
		fixtures, err := collectFixtures(ctx, eng, m)
		if err != nil {
			return nil, err
		}
		r.Fixtures = fixtures
		out = append(out, r)
	}
	return out, nil
}

// modulePath prefixes file names in a binary built with -trimpath.
const modulePath = "github.com/vcqlint/vcqlint/"

// funcFile is the file, relative to root, that defines a Go rule's check.
func funcFile(root string, check func(*rule.Context)) (string, error) {
	fn := runtime.FuncForPC(reflect.ValueOf(check).Pointer())
	if fn == nil {
		return "", fmt.Errorf("no function information for its check")
	}
	file, _ := fn.FileLine(fn.Entry())
	if rel, ok := strings.CutPrefix(file, modulePath); ok {
		return rel, nil
	}
	rel, err := filepath.Rel(root, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", fmt.Errorf("its check is defined outside the repository (%s)", file)
	}
	return filepath.ToSlash(rel), nil
}

// literalFile finds the one non-test Go file under dirs that spells the ID
// as a string literal: where a tool rule (which has no check function)
// defines its metadata.
func literalFile(id string, dirs ...string) (string, error) {
	var found []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			text, err := os.ReadFile(p) //nolint:gosec // this repository's own Go sources, read to write its docs: no input
			if err == nil && strings.Contains(string(text), `"`+id+`"`) {
				found = append(found, filepath.ToSlash(p))
			}
			return err
		})
		if err != nil {
			return "", err
		}
	}
	if len(found) != 1 {
		return "", fmt.Errorf("want one Go file spelling %q, found %v", id, found)
	}
	return found[0], nil
}

func collectFixtures(ctx context.Context, eng *engine.Engine, m rule.Meta) ([]Fixture, error) {
	dir := path.Join(FixtureRoot, m.ID)
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("rule %s fixtures: %w", m.ID, err)
	}
	var out []Fixture
	for _, e := range entries {
		v := variantRE.FindStringSubmatch(e.Name())
		if v == nil {
			continue // the fixture test reports stray names
		}
		f := Fixture{Path: path.Join(dir, e.Name()), Positive: v[1] == "positive", Version: v[2]}
		files, errs := source.Expand([]string{f.Path})
		if len(errs) > 0 {
			return nil, fmt.Errorf("fixture %s: %w", f.Path, errs[0])
		}
		for _, name := range files {
			text, err := os.ReadFile(name)
			if err != nil {
				return nil, fmt.Errorf("fixture %s: %w", f.Path, err)
			}
			f.Files = append(f.Files, FixtureFile{Path: filepath.ToSlash(name), Text: string(text)})
		}
		if f.Findings, f.Fixes, err = lintFixture(ctx, eng, m, f); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	// The default fixtures first, then the versions in order.
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Version == "") != (b.Version == "") {
			return a.Version == ""
		}
		if a.Version != b.Version {
			return versionLess(a.Version, b.Version)
		}
		return a.Positive && !b.Positive
	})
	return out, nil
}

// lintFixture lints a fixture as the fixture test does (the rule runs even
// when it is off by default) and returns the rule's own findings, and how
// many of them carry a fix.
func lintFixture(ctx context.Context, eng *engine.Engine, m rule.Meta, f Fixture) ([]string, int, error) {
	env := rule.DefaultEnv()
	if f.Version != "" {
		v, err := volcano.ParseVersion(f.Version)
		if err != nil {
			return nil, 0, fmt.Errorf("fixture %s: %w", f.Path, err)
		}
		env.Volcano = volcano.For(v)
	}
	sel := engine.Selection{Enable: map[string]bool{m.ID: true}}
	res, err := linter.Run(ctx, eng, linter.Options{Paths: []string{f.Path}, Workers: 1, Env: &env, Rules: sel})
	if err != nil {
		return nil, 0, fmt.Errorf("lint %s: %w", f.Path, err)
	}
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			return nil, 0, fmt.Errorf("fixture %s: input error %s: %s", f.Path, d.Pos, d.Msg)
		}
	}
	var out []string
	fixes := 0
	for _, fd := range res.Findings {
		if fd.RuleID == m.ID {
			out = append(out, fmt.Sprintf("%s: %s %s %s", fd.Pos, fd.Severity, fd.RuleID, fd.Message))
			if res.HasFix(fd) {
				fixes++
			}
		}
	}
	return out, fixes, nil
}

func versionLess(a, b string) bool {
	va, erra := volcano.ParseVersion(a)
	vb, errb := volcano.ParseVersion(b)
	if erra != nil || errb != nil {
		return a < b
	}
	if va.Major != vb.Major {
		return va.Major < vb.Major
	}
	if va.Minor != vb.Minor {
		return va.Minor < vb.Minor
	}
	return va.Patch < vb.Patch
}
