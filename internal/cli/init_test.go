package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/rules"
)

// ruleMetas are the Go rules' metadata, which config.Load resolves rule
// references against (a cluster-only file has none).
func ruleMetas() []rule.Meta {
	var out []rule.Meta
	for _, r := range rules.All() {
		out = append(out, r.Meta)
	}
	return out
}

const examples = "../../examples/"

// parseCluster reads a written configuration the way a lint run does:
// the config loader, then the cluster section's own parser.
func parseCluster(t *testing.T, path string) *cluster.Spec {
	t.Helper()
	cfg, err := session.ReadConfig(path, ruleMetas())
	if err != nil {
		t.Fatalf("session.ReadConfig(%s): %v", path, err)
	}
	spec, problems := cluster.ParseConfig(cfg.Cluster)
	for _, p := range problems {
		t.Errorf("%s", p)
	}
	return spec
}

func TestInitFromNodes(t *testing.T) {
	out := filepath.Join(t.TempDir(), ".vcqlint.yaml")
	paths := []string{examples + "seed-001-gpu-mig", examples + "seed-000-guarantee-sum"}
	stdout, stderr, code := run(t, "", nil, false, append([]string{"init", "-o", out}, paths...)...)
	if code != cli.ExitClean {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "wrote "+out) {
		t.Errorf("stdout %q", stdout)
	}
	spec := parseCluster(t, out)
	if spec == nil || len(spec.Pools) != 2 {
		t.Fatalf("spec %+v", spec)
	}
	a100 := spec.Pools[0]
	if a100.Name != "a100" || a100.Nodes != 1 || a100.GPU == nil || a100.GPU.Model.ID != "A100-80GB" || a100.GPU.Layout == nil || len(a100.GPU.Layout.Entries) != 2 {
		t.Errorf("a100 pool %+v", a100)
	}
	if _, stated := a100.PerNode["nvidia.com/gpu"]; stated {
		t.Error("the GPU resources are stated although the layout gives them")
	}
	// The written file declares the same cluster as the Node manifests.
	res := linter.Load(linter.Options{Paths: paths})
	fromNodes := cluster.Resolve(nil, res.Model)
	fromFile := cluster.Resolve([]*cluster.Spec{spec}, res.Model)
	for _, name := range []string{"cpu", "memory", "pods", "nvidia.com/gpu", "nvidia.com/mig-1g.10gb"} {
		a, b := fromNodes.Allocatable[name], fromFile.Allocatable[name]
		if a.Cmp(b) != 0 || fromFile.Origin[name] != out {
			t.Errorf("%s: nodes %s, file %s (from %q)", name, a.String(), b.String(), fromFile.Origin[name])
		}
	}

	// A second init refuses to overwrite; --force does.
	if _, stderr, code := run(t, "", nil, false, append([]string{"init", "-o", out}, paths...)...); code != cli.ExitError || !strings.Contains(stderr, "already exists; use --force") {
		t.Errorf("overwrite: exit %d, %s", code, stderr)
	}
	if _, stderr, code := run(t, "", nil, false, "init", "--force", "-o", out); code != cli.ExitClean {
		t.Errorf("--force: exit %d, %s", code, stderr)
	}
	if spec := parseCluster(t, out); spec != nil {
		t.Errorf("the starter declares a cluster: %+v", spec)
	}
}

// TestInitStarterExampleParses: the starter's commented example, once
// uncommented, is a valid cluster section.
func TestInitStarterExampleParses(t *testing.T) {
	stdout, stderr, code := run(t, "", nil, false, "init", "-o", "-")
	if code != cli.ExitClean {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	i := strings.Index(stdout, "\ncluster:\n")
	if i < 0 {
		t.Fatalf("no cluster key:\n%s", stdout)
	}
	var lines []string
	for _, line := range strings.Split(stdout[i+1:], "\n") {
		lines = append(lines, strings.Replace(line, "  # ", "  ", 1))
	}
	uncommented := strings.Join(lines, "\n")
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(uncommented), &doc); err != nil {
		t.Fatalf("%v:\n%s", err, uncommented)
	}
	spec, problems := cluster.ParseConfig(loader.ClusterSection("starter", doc.Content[0].Content[1]))
	if len(problems) > 0 || spec == nil || len(spec.Pools) != 2 || spec.Pools[1].GPU == nil {
		t.Errorf("example: %+v %v\n%s", spec, problems, uncommented)
	}
}

func TestInitErrors(t *testing.T) {
	out := filepath.Join(t.TempDir(), "c.yaml")
	if _, stderr, code := run(t, "", nil, false, "init", "-o", out, examples+"healthy-hierarchy"); code != cli.ExitError || !strings.Contains(stderr, "no Node manifest") {
		t.Errorf("no nodes: exit %d %s", code, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a file was written: %v", err)
	}
	if _, _, code := run(t, "", nil, false, "init", "--no-such-flag"); code != cli.ExitError {
		t.Errorf("bad flag: exit %d", code)
	}
}

func TestClusterFlag(t *testing.T) {
	queues := examples + "seed-000-guarantee-sum/queues.yaml"
	stdout, _, code := run(t, "", nil, false, "--no-config", "--cluster", "cpu=30,memory=200Gi", queues)
	if code != cli.ExitFindings || !strings.Contains(stdout, "VCQ401") || !strings.Contains(stdout, "cpu 36 > 30 (cluster from --cluster") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
	// The flag wins over the Node manifests (32 CPUs).
	stdout, _, code = run(t, "", nil, false, "--no-config", "--cluster", "cpu=64", examples+"seed-000-guarantee-sum")
	if code != cli.ExitClean || strings.Contains(stdout, "VCQ401") {
		t.Errorf("--cluster cpu=64: exit %d:\n%s", code, stdout)
	}
	for _, bad := range []string{"cpu", "cpu=many", "nvidia.com/gpu=1.5"} {
		if _, stderr, code := run(t, "", nil, false, "--no-config", "--cluster", bad, queues); code != cli.ExitError || !strings.Contains(stderr, "--cluster:") {
			t.Errorf("--cluster %s: exit %d %s", bad, code, stderr)
		}
	}
}

// TestSkippedRulesNote: without a cluster the text summary has one short
// line saying rules were skipped and why; -v names them and says how to
// declare a cluster; the JSON report keeps its fixed shape.
func TestSkippedRulesNote(t *testing.T) {
	queues := examples + "seed-000-guarantee-sum/queues.yaml"
	skippedLines := func(stdout string) []string {
		var notes []string
		for _, line := range strings.Split(stdout, "\n") {
			if strings.Contains(line, "skipped") {
				notes = append(notes, line)
			}
		}
		return notes
	}
	stdout, _, _ := run(t, "", nil, false, "--no-config", queues)
	notes := skippedLines(stdout)
	if len(notes) != 1 || strings.TrimSpace(notes[0]) != "8 rules skipped: no cluster is declared (-v says which and how to declare it)" {
		t.Errorf("notes %q in:\n%s", notes, stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", "-v", queues)
	notes = skippedLines(stdout)
	if len(notes) != 1 || !strings.Contains(notes[0], "8 rules skipped (VCQ207, VCQ401, VCQ402, VCQ403, VCQ501, VCQ502, VCQ504, VCQ505): no cluster is declared") ||
		!strings.Contains(notes[0], "--cluster") || !strings.Contains(notes[0], "vcqlint init") {
		t.Errorf("-v: notes %q in:\n%s", notes, stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", examples+"seed-000-guarantee-sum")
	if !strings.Contains(stdout, "4 rules skipped: no GPU facts are declared (-v says which and how to declare it)") {
		t.Errorf("CPU-only cluster:\n%s", stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", "-v", examples+"seed-000-guarantee-sum")
	if !strings.Contains(stdout, "4 rules skipped (VCQ501, VCQ502, VCQ504, VCQ505): the declared cluster has no GPU facts") {
		t.Errorf("-v, CPU-only cluster:\n%s", stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", "--format", "json", queues)
	var doc map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k := range doc {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if strings.Join(keys, ",") != "config,diagnostics,findings,summary,version,volcanoVersion,warnings" {
		t.Errorf("JSON keys %v", keys)
	}
}

// TestInitLinksResolve: every link the starter file writes to this
// repository's docs names a file that exists (it once linked an anchor of
// the README that had gone).
func TestInitLinksResolve(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "init", "-o", "-")
	links := regexp.MustCompile(`https://github\.com/vcqlint/vcqlint/blob/main/([^\s)#]+)`).FindAllStringSubmatch(stdout, -1)
	if code != cli.ExitClean || len(links) == 0 {
		t.Fatalf("exit %d, links %v:\n%s", code, links, stdout)
	}
	for _, l := range links {
		if _, err := os.Stat(filepath.Join("..", "..", filepath.FromSlash(l[1]))); err != nil {
			t.Errorf("the starter links %s: %v", l[0], err)
		}
	}
	if strings.Contains(stdout, "#configuration-file") {
		t.Error("the starter still links the README's old anchor")
	}
}
