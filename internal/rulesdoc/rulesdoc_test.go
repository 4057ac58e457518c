package rulesdoc

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/engine"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/rules"
)

var update = flag.Bool("update", false, "rewrite docs/rules from the rules' metadata and fixtures")

func builtinEngine(t *testing.T) *engine.Engine {
	t.Helper()
	eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

// collect gathers the rules from the repository root.
func collect(t *testing.T) []Rule {
	t.Helper()
	eng := builtinEngine(t)
	t.Chdir(filepath.Join("..", ".."))
	all, err := Collect(context.Background(), eng, rules.All())
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// TestRulePages fails when docs/rules differs from what the rules'
// metadata and fixtures generate: a page missing, stale or left over from
// a removed rule. go test ./internal/rulesdoc -update rewrites the pages.
func TestRulePages(t *testing.T) {
	all := collect(t)
	want := map[string]string{"README.md": Index(all)}
	for _, r := range all {
		want[PageName(r.Meta.ID)] = Page(r)
	}
	if *update {
		if err := os.MkdirAll(Dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, text := range want {
			if err := os.WriteFile(filepath.Join(Dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	entries, err := os.ReadDir(Dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := want[e.Name()]; !ok {
			if *update {
				if err := os.Remove(filepath.Join(Dir, e.Name())); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("%s/%s is no rule's page; remove it (go test ./internal/rulesdoc -update does)", Dir, e.Name())
		}
	}
	for name, text := range want {
		got, err := os.ReadFile(filepath.Join(Dir, name))
		if err != nil {
			t.Errorf("%v (go test ./internal/rulesdoc -update writes it)", err)
			continue
		}
		if string(got) != text {
			t.Errorf("%s/%s is stale: go test ./internal/rulesdoc -update rewrites it from the rule's metadata and fixtures", Dir, name)
		}
	}
}

// TestEveryRuleHasExamples: a page without a reported example would not
// show what the rule is about; the fixture test requires one too.
func TestEveryRuleHasExamples(t *testing.T) {
	all := collect(t)
	for _, r := range all {
		reported := false
		for _, f := range r.Fixtures {
			reported = reported || f.Positive && len(f.Findings) > 0
		}
		if !reported {
			t.Errorf("%s: no fixture on which it reports a finding", r.Meta.ID)
		}
		if _, err := os.Stat(r.DefinedIn); err != nil {
			t.Errorf("%s: defined in %q: %v", r.Meta.ID, r.DefinedIn, err)
		}
	}
}

func TestEscapeText(t *testing.T) {
	cases := map[string]string{
		"cpu * 2 < limit_x > 0":             `cpu \* 2 &lt; limit\_x &gt; 0`,
		"nvidia.com/mig-<profile>":          "nvidia.com/mig-&lt;profile&gt;",
		"use `a_b*c <d>` here":              "use `a_b*c <d>` here",
		"#4864 fixed it":                    `\#4864 fixed it`,
		"see #4864":                         "see #4864",
		"1. first":                          `1\. first`,
		"[x] | y":                           `\[x\] \| y`,
		`a\b`:                               `a\\b`,
		"plain text, nothing to escape 1.2": "plain text, nothing to escape 1.2",
	}
	for in, want := range cases {
		if got := escapeText(in); got != want {
			t.Errorf("escapeText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRenderDocKeepsLists(t *testing.T) {
	doc := "Fires when x.\n\nVolcano:\n- 1.11: it *halts*\n  all scheduling\n- 1.14+: logged"
	want := "Fires when x.\n\nVolcano:\n- 1.11: it \\*halts\\*\n  all scheduling\n- 1.14+: logged\n"
	if got := renderDoc(doc); got != want {
		t.Errorf("renderDoc:\n%s\nwant:\n%s", got, want)
	}
}

func TestCitedSources(t *testing.T) {
	doc := "the capacity plugin (pkg/scheduler/plugins/capacity/capacity.go) and\n" +
		"validate_queue.go; pkg/scheduler/api/resource_info.go:120@v1.12.0, and again\n" +
		"pkg/scheduler/plugins/capacity/capacity.go."
	want := []string{"pkg/scheduler/plugins/capacity/capacity.go", "validate_queue.go", "pkg/scheduler/api/resource_info.go:120@v1.12.0"}
	if got := citedSources(doc); !reflect.DeepEqual(got, want) {
		t.Errorf("citedSources = %q, want %q", got, want)
	}
}

func TestWriteBlockOutrunsBackticks(t *testing.T) {
	var b strings.Builder
	writeBlock(&b, "yaml", "a: \"```\"\n")
	if got := b.String(); got != "````yaml\na: \"```\"\n````\n\n" {
		t.Errorf("writeBlock = %q", got)
	}
}

// TestConfigSnippetsAreValid loads each page's .vcqlint.yaml snippets with
// the real configuration loader, as a reader would use them.
func TestConfigSnippetsAreValid(t *testing.T) {
	eng := builtinEngine(t)
	t.Chdir(t.TempDir())
	for _, m := range eng.Rules() {
		for _, snippet := range ConfigSnippets(m) {
			if err := os.WriteFile(config.FileName, []byte(snippet), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := session.ReadConfig(config.FileName, eng.Rules()); err != nil {
				t.Errorf("%s: %v\n%s", m.ID, err, snippet)
			}
		}
	}
}

// A rule's documentation says it fixes exactly when its fixtures show a
// finding with a fix: a fix paragraph without one is untested, a fix
// without a paragraph undocumented.
func TestFixDocMatchesFixtures(t *testing.T) {
	for _, r := range collect(t) {
		_, _, documented := rule.FixDoc(r.Meta)
		n := 0
		for _, f := range r.Fixtures {
			n += f.Fixes
		}
		switch {
		case documented && n == 0:
			t.Errorf("%s: the doc has an %q paragraph, but no finding of its fixtures carries a fix", r.Meta.ID, rule.FixDocPrefix)
		case !documented && n > 0:
			t.Errorf("%s: %d findings of its fixtures carry a fix, but the doc has no %q paragraph", r.Meta.ID, n, rule.FixDocPrefix)
		}
	}
}
