package config_test

import (
	"bufio"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/configfile"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// testdata is the corpus of configuration files: valid/ must load without
// error, invalid/ files list their exact errors in `# want-error:` lines.
var testdata = repoPath("testdata", "config")

// repoPath is an absolute path in the repository, so that it stays right
// in tests that change the working directory.
func repoPath(elem ...string) string {
	p, err := filepath.Abs(filepath.Join(append([]string{"..", ".."}, elem...)...))
	if err != nil {
		panic(err)
	}
	return p
}

var (
	metasOnce sync.Once
	allMetas  []rule.Meta
	metasErr  error
)

// builtinRules are the rules the CLI registers: Go rules and policies.
func builtinRules(t *testing.T) []rule.Meta {
	t.Helper()
	metasOnce.Do(func() {
		eng, err := linter.NewEngine(context.Background(), linter.EngineOptions{})
		if err != nil {
			metasErr = err
			return
		}
		allMetas = eng.Rules()
	})
	if metasErr != nil {
		t.Fatalf("build engine: %v", metasErr)
	}
	return allMetas
}

func corpus(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testdata, dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no configuration files in %s (%v)", dir, err)
	}
	return files
}

// markers reads the `# want-error: L:C: message` and `# schema: ...` lines
// of a corpus file.
func markers(t *testing.T, file string) (wantErrors []string, schema string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "# want-error: "); ok {
			wantErrors = append(wantErrors, rest)
		}
		if rest, ok := strings.CutPrefix(line, "# schema: "); ok {
			schema, _, _ = strings.Cut(rest, " ")
		}
	}
	return wantErrors, schema
}

// loadIn loads a configuration file from its own directory, so that the
// resolved paths in messages are those a user in that directory sees.
func loadIn(t *testing.T, file string) (*config.Config, error) {
	t.Helper()
	abs, err := filepath.Abs(file)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Dir(abs))
	return session.ReadConfig(filepath.Base(abs), builtinRules(t))
}

func TestInvalidConfigsReportEveryErrorAtItsPosition(t *testing.T) {
	for _, file := range corpus(t, "invalid") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			want, _ := markers(t, file)
			if len(want) == 0 {
				t.Fatalf("%s has no # want-error: lines", file)
			}
			c, err := loadIn(t, file)
			if err == nil {
				t.Fatalf("loaded without error: %+v", c)
			}
			var errs config.Errors
			if !asErrors(err, &errs) {
				t.Fatalf("error is not positioned: %v", err)
			}
			var got []string
			for _, e := range errs {
				if e.Pos.File != filepath.Base(file) {
					t.Errorf("error names file %q, want %q", e.Pos.File, filepath.Base(file))
				}
				line, ok := strings.CutPrefix(e.Error(), filepath.Base(file)+":")
				if !ok {
					t.Errorf("Error() = %q, want file:line:col: message", e.Error())
				}
				got = append(got, line)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("errors differ\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
	}
}

func asErrors(err error, out *config.Errors) bool {
	return errors.As(err, out)
}

func TestValidConfigsLoad(t *testing.T) {
	for _, file := range corpus(t, "valid") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			if _, err := loadIn(t, file); err != nil {
				t.Fatalf("%v", err)
			}
		})
	}
}

func TestFullConfigValues(t *testing.T) {
	c, err := loadIn(t, filepath.Join(testdata, "valid", "full.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	v12, _ := volcano.ParseVersion("1.12")
	checks := []struct {
		name      string
		got, want any
	}{
		{"paths", c.Paths, []string{"manifests", filepath.Join("..", "cli", "clean.yaml")}},
		{"exclude", c.Exclude, []string{"**/generated/**", "vendor", "*.tmp.yaml"}},
		{"failOn", c.FailOn, finding.Warning},
		{"volcanoVersion", *c.VolcanoVersion, v12},
		{"disable", c.Rules.Disable, []string{"VCQ206", "VCQ308"}},
		{"enable", c.Rules.Enable, []string{"VCQ203"}},
		{"severity", c.Rules.Severity, map[string]finding.Severity{"VCQ101": finding.Warning, "VCQ201": finding.Info, "VCQ001": finding.Error}},
		{"policies", c.Policies, []string{filepath.Join("..", "policies")}},
		{"cluster line", c.Cluster.Root.Line, 19},
		{"volcano", c.Volcano, volcano.Setup{ExtraPlugins: []string{"topology910", "my-plugin"}, ExtraActions: []string{"my-action"}}},
	}
	for _, ch := range checks {
		if !reflect.DeepEqual(ch.got, ch.want) {
			t.Errorf("%s = %#v, want %#v", ch.name, ch.got, ch.want)
		}
	}
}

func TestParseWithoutRulesKeepsReferencesForLater(t *testing.T) {
	// Parse checks everything but rule names, which user policies may add;
	// ResolveRules then checks them against the registered rules.
	c, errs := config.New(configfile.Read("x.yaml", []byte("rules:\n  disable: [USER001]\n")))
	if len(errs) > 0 {
		t.Fatalf("Parse: %v", errs)
	}
	user := rule.Meta{ID: "USER001", Name: "user-rule"}
	if errs := c.ResolveRules(rule.NewIndex(append([]rule.Meta{user}, builtinRules(t)...))); len(errs) > 0 {
		t.Fatalf("ResolveRules: %v", errs)
	}
	if !reflect.DeepEqual(c.Rules.Disable, []string{"USER001"}) {
		t.Errorf("Disable = %v", c.Rules.Disable)
	}
	c, _ = config.New(configfile.Read("x.yaml", []byte("rules:\n  disable: [USER001]\n")))
	errs = c.ResolveRules(rule.NewIndex(builtinRules(t)))
	if len(errs) != 1 || errs[0].Error() != `x.yaml:2:13: rules.disable[0]: unknown rule "USER001"; 'vcqlint rules' lists them` {
		t.Errorf("without the user rule: %v", errs)
	}
}

func TestEmptyAndBinaryFiles(t *testing.T) {
	c, errs := config.New(configfile.Read("empty.yaml", nil))
	if len(errs) > 0 || c == nil || c.FailOn != 0 || c.Paths != nil {
		t.Errorf("empty file: %+v %v", c, errs)
	}
	// The cluster section is kept as a node for its own parser, whatever
	// it holds; left empty, it is absent.
	if c, errs := config.New(configfile.Read("c.yaml", []byte("cluster:\n"))); len(errs) > 0 || c.Cluster != nil {
		t.Errorf("empty cluster: %+v %v", c.Cluster, errs)
	}
	if c, errs := config.New(configfile.Read("c.yaml", []byte("cluster:\n  anything: [1, {x: y}]\n"))); len(errs) > 0 || c.Cluster == nil || c.Cluster.Root.Line != 2 {
		t.Errorf("cluster: %+v %v", c.Cluster, errs)
	}
	_, errs = config.New(configfile.Read("bin.yaml", []byte("failOn: \x00error")))
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "bin.yaml:1:1: binary file") {
		t.Errorf("binary file: %v", errs)
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := session.ReadConfig(filepath.Join(t.TempDir(), "none.yaml"), builtinRules(t))
	if err == nil || !strings.Contains(err.Error(), "read configuration") {
		t.Errorf("err = %v", err)
	}
}

// mkfiles creates files (a trailing / makes a directory) under root.
func mkfiles(t *testing.T, root string, names ...string) {
	t.Helper()
	for _, n := range names {
		p := filepath.Join(root, filepath.FromSlash(n))
		if strings.HasSuffix(n, "/") {
			if err := os.MkdirAll(p, 0o755); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("failOn: error\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestFind(t *testing.T) {
	cases := []struct {
		name  string
		files []string
		start string // directory to search from, under the temp root
		want  string // found file under the temp root; "" for none
		err   string
	}{
		{"in the start directory", []string{"repo/.git/", "repo/.vcqlint.yaml"}, "repo", "repo/.vcqlint.yaml", ""},
		{"upward from a subdirectory", []string{"repo/.git/", "repo/.vcqlint.yaml", "repo/a/b/"}, "repo/a/b", "repo/.vcqlint.yaml", ""},
		{"nearest wins", []string{"repo/.git/", "repo/.vcqlint.yaml", "repo/a/.vcqlint.yaml", "repo/a/b/"}, "repo/a/b", "repo/a/.vcqlint.yaml", ""},
		{".yml", []string{"repo/.git/", "repo/.vcqlint.yml", "repo/a/"}, "repo/a", "repo/.vcqlint.yml", ""},
		{"not above the repository root", []string{".vcqlint.yaml", "repo/.git/", "repo/a/"}, "repo/a", "", ""},
		{"a .git file (worktree, submodule) is a root too", []string{".vcqlint.yaml", "repo/.git", "repo/a/"}, "repo/a", "", ""},
		{"above a directory without .git", []string{".vcqlint.yaml", "plain/a/"}, "plain/a", ".vcqlint.yaml", ""},
		{"a directory named like the file is no file", []string{"repo/.git/", "repo/.vcqlint.yaml/"}, "repo", "", ""},
		{"both names", []string{"repo/.git/", "repo/.vcqlint.yaml", "repo/.vcqlint.yml"}, "repo", "", "keep one"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			mkfiles(t, root, c.files...)
			got, err := config.Find(filepath.Join(root, filepath.FromSlash(c.start)))
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := ""
			if c.want != "" {
				want = filepath.Join(root, filepath.FromSlash(c.want))
			}
			// Without a .git above the temp root the search may go on to
			// the real file system root; only a hit inside root counts.
			if got != "" && !strings.HasPrefix(got, root) {
				got = ""
			}
			if got != want {
				t.Errorf("Find = %q, want %q", got, want)
			}
		})
	}
}

func TestExcluded(t *testing.T) {
	root := t.TempDir()
	mkfiles(t, root, "repo/sub/")
	cfgPath := filepath.Join(root, "repo", ".vcqlint.yaml")
	if err := os.WriteFile(cfgPath, []byte(`exclude:
  - "**/generated/**"
  - ./vendor
  - "*.tmp.yaml"
  - "charts/*/templates/*.yaml"
  - "{a,b}.yaml"
`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join(root, "repo", "sub"))
	c, err := session.ReadConfig(filepath.Join("..", ".vcqlint.yaml"), builtinRules(t))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]bool{
		// Relative to the configuration's directory (repo/), though the
		// working directory is repo/sub.
		"../generated/q.yaml":          true,
		"../x/generated/deep/q.yaml":   true,
		"../vendor/q.yaml":             true, // a directory pattern excludes what is below it
		"../vendor":                    true,
		"../vendored/q.yaml":           false,
		"../q.tmp.yaml":                true,
		"../sub/q.tmp.yaml":            false, // * does not cross /
		"../charts/x/templates/a.yaml": true,
		"../charts/x/values.yaml":      false,
		"../a.yaml":                    true,
		"../c.yaml":                    false,
		// As given: generated/ below the working directory.
		"generated/q.yaml": true,
		"q.yaml":           false,
		// Outside the configuration's directory only the path as given counts.
		filepath.Join(root, "other", "q.yaml"):        false,
		filepath.Join(root, "repo", "generated", "q"): true,
	}
	names := make([]string, 0, len(cases))
	for n := range cases {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if got := c.Excluded(n); got != cases[n] {
			t.Errorf("Excluded(%q) = %v, want %v", n, got, cases[n])
		}
	}
	var none *config.Config
	if none.Excluded("x.yaml") {
		t.Error("a nil configuration excludes nothing")
	}
}

func TestHelmReleases(t *testing.T) {
	c, err := loadIn(t, filepath.Join(testdata, "valid", "helm.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Helm) != 2 {
		t.Fatalf("helm: %+v, want 2 releases", c.Helm)
	}
	got := c.Helm[1]
	if got.Chart != filepath.Join("..", "..", "helm", "volcano-like") || got.Release != "volcano" || got.Namespace != "volcano-system" {
		t.Errorf("release: %+v", got)
	}
	if len(got.Values) != 1 || got.Values[0] != filepath.Join("..", "..", "helm", "values", "volcano-override.yaml") {
		t.Errorf("values: %q", got.Values)
	}
	if v, ok := got.Set["queue.weight"].(int); !ok || v != 4 {
		t.Errorf("set queue.weight: %#v, want the int 4", got.Set["queue.weight"])
	}
	if v, ok := got.Set["custom.scheduler_config_override"]; !ok || v != nil {
		t.Errorf("set to ~: %#v, want a nil that removes the key", v)
	}
}

func TestClusterOf(t *testing.T) {
	root := t.TempDir()
	cfgPath := filepath.Join(root, ".vcqlint.yaml")
	if err := os.WriteFile(cfgPath, []byte(`volcanoVersion: "1.15"
clusters:
  - name: prod
    paths: [clusters/prod, "extra/*-prod.yaml"]
    volcanoVersion: "1.12"
    cluster:
      allocatable: {cpu: "8"}
  - name: staging
    paths: ["clusters/staging/**"]
`), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := session.ReadConfig(cfgPath, builtinRules(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Clusters) != 2 || c.Clusters[0].VolcanoVersion == nil || c.Clusters[0].VolcanoVersion.Short() != "1.12" ||
		c.Clusters[0].Cluster == nil || c.Clusters[1].VolcanoVersion != nil || c.Clusters[1].Cluster != nil {
		t.Fatalf("clusters: %+v", c.Clusters)
	}
	cases := map[string]string{
		"clusters/prod/q.yaml":                      "prod",
		"clusters/prod/deep/q.yaml":                 "prod",
		"extra/a-prod.yaml":                         "prod",
		"extra/a-staging.yaml":                      "",
		"clusters/staging/q.yaml":                   "staging",
		"clusters/production/q.yaml":                "",
		"shared/q.yaml":                             "",
		filepath.Join(root, "clusters/prod/q.yaml"): "prod", // absolute, relative to the file
	}
	for name, want := range cases {
		if got := c.ClusterOf(name); got != want {
			t.Errorf("ClusterOf(%q) = %q, want %q", name, got, want)
		}
	}
	var none *config.Config
	if none.ClusterOf("clusters/prod/q.yaml") != "" {
		t.Error("a nil configuration has clusters")
	}
}

// TestVolcanoVersionNewerPatchIsANotice: a patch released after this build
// is read as the newest known patch of its line, with a notice at the key's
// value, at the top level and in a cluster; an unknown line stays an error.
func TestVolcanoVersionNewerPatchIsANotice(t *testing.T) {
	c, errs := config.New(configfile.Read("x.yaml", []byte("volcanoVersion: \"1.15.9\"\nclusters:\n- name: a\n  paths: [a]\n  volcanoVersion: \"1.12.9\"\n")))
	if len(errs) > 0 {
		t.Fatalf("Parse: %v", errs)
	}
	if c.VolcanoVersion == nil || c.VolcanoVersion.String() != "1.15.1" || c.Clusters[0].VolcanoVersion.String() != "1.12.4" {
		t.Fatalf("versions %v, %v; want 1.15.1 and 1.12.4", c.VolcanoVersion, c.Clusters[0].VolcanoVersion)
	}
	want := []string{
		"x.yaml:1:17: volcanoVersion: Volcano 1.15.9 is newer than the newest 1.15 release vcqlint knows (1.15.1); modelled as 1.15.1",
		"x.yaml:5:19: clusters[0].volcanoVersion: Volcano 1.12.9 is newer",
	}
	if len(c.Notices) != len(want) {
		t.Fatalf("notices %v, want %d", c.Notices, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(c.Notices[i].Error(), w) {
			t.Errorf("notice %d = %q, want it to start with %q", i, c.Notices[i].Error(), w)
		}
	}
	_, errs = config.New(configfile.Read("x.yaml", []byte("volcanoVersion: \"1.7\"\n")))
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "x.yaml:1:17: volcanoVersion: volcano version \"1.7\" is not one vcqlint knows (known 1.8 to 1.16; the newest is v1.16.0-alpha.1)") {
		t.Errorf("unknown line: %v", errs)
	}
	// A line newer than every known one is linted as the newest, with a
	// notice (issue 26): not an error.
	c, errs = config.New(configfile.Read("x.yaml", []byte("volcanoVersion: \"1.99\"\n")))
	if len(errs) != 0 || len(c.Notices) != 1 || !strings.Contains(c.Notices[0].Error(), "Volcano 1.99 is newer than every release vcqlint knows") {
		t.Errorf("newer line: %v, %v", errs, c.Notices)
	}
}
