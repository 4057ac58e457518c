package cli_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
)

const clustersDir = "../../testdata/clusters"

type jsonFinding struct {
	Rule    string  `json:"rule"`
	File    string  `json:"file"`
	Line    int     `json:"line"`
	Message string  `json:"message"`
	Cluster *string `json:"cluster"`
}

func lintClusters(t *testing.T, args ...string) []jsonFinding {
	t.Helper()
	stdout, stderr, code := run(t, "", nil, false, append([]string{"-f", "json"}, append(args, clustersDir)...)...)
	if code != cli.ExitFindings {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var out struct{ Findings []jsonFinding }
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatal(err)
	}
	return out.Findings
}

func clusterOf(f jsonFinding) string {
	if f.Cluster == nil {
		return "<none>"
	}
	return *f.Cluster
}

func TestClustersAreLintedApart(t *testing.T) {
	fs := lintClusters(t, "--config", filepath.Join(clustersDir, ".vcqlint.yaml"))
	seen := map[string]bool{}
	for _, f := range fs {
		if f.Rule == "VCQ308" {
			t.Errorf("the two clusters saw each other's queue: %s", f.Message)
		}
		file := filepath.ToSlash(f.File)
		want := "<none>"
		switch {
		case strings.Contains(file, "/clusters/prod/"):
			want = "prod"
		case strings.Contains(file, "/clusters/staging/"):
			want = "staging"
		}
		if got := clusterOf(f); got != want {
			t.Errorf("%s %s: cluster %s, want %s", f.Rule, file, got, want)
		}
		seen[clusterOf(f)+" "+f.Rule] = true
		// Each cluster's own Volcano version.
		if f.Rule == "VCQ305" && want == "staging" && !strings.Contains(f.Message, "Volcano 1.12") {
			t.Errorf("staging is 1.12: %s", f.Message)
		}
	}
	for _, want := range []string{
		"prod VCQ204",    // prod's hierarchy: team-a under research
		"staging VCQ401", // staging's size: 16 CPUs, guarantee 40
		"<none> VCQ305",  // the default estate, with the top-level settings
		"prod VCQ305",    // 70000 > 65535 in both
		"staging VCQ305", //
	} {
		if !seen[want] {
			t.Errorf("missing %s in %v", want, seen)
		}
	}
	if seen["prod VCQ401"] || seen["staging VCQ204"] || seen["prod VCQ106"] {
		t.Errorf("a cluster saw the other's size or hierarchy: %v", seen)
	}
}

func TestClustersInTextAndSARIF(t *testing.T) {
	stdout, _, _ := run(t, "", nil, false, "--config", filepath.Join(clustersDir, ".vcqlint.yaml"), clustersDir)
	if !strings.Contains(stdout, "[staging] "+clustersDir+"/clusters/staging/queues.yaml:") || !strings.Contains(stdout, "\n"+clustersDir+"/shared/queue.yaml:6:3:") {
		t.Errorf("text output:\n%s", stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "-f", "sarif", "--config", filepath.Join(clustersDir, ".vcqlint.yaml"), clustersDir)
	if !strings.Contains(stdout, `"cluster": "prod"`) {
		t.Errorf("SARIF without the cluster property:\n%s", stdout)
	}
}

func TestDuplicateQueueInTwoDirectoriesSuggestsClusters(t *testing.T) {
	var hint *jsonFinding
	fs := lintClusters(t, "--no-config")
	for i, f := range fs {
		if f.Cluster != nil {
			t.Errorf("without clusters a finding has cluster %q", *f.Cluster)
		}
		if f.Rule == "VCQ308" {
			hint = &fs[i]
		}
	}
	if hint == nil || !strings.Contains(hint.Message, "declare them in .vcqlint.yaml") || !strings.Contains(hint.Message, "clusters: [{name: a, paths: [") {
		t.Fatalf("VCQ308 without the clusters hint: %+v", hint)
	}
	// Two different definitions in one directory: no hint.
	dir := writeFiles(t, map[string]string{"q.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: a\nspec:\n  weight: 1\n---\n" +
		"apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: a\nspec:\n  weight: 2\n"})
	stdout, _, _ := run(t, "", nil, false, "--no-config", dir)
	if !strings.Contains(stdout, "VCQ308") || strings.Contains(stdout, "clusters:") {
		t.Errorf("same directory:\n%s", stdout)
	}
}

func TestTreePerCluster(t *testing.T) {
	stdout, _, code := run(t, "", nil, false, "tree", "--config", filepath.Join(clustersDir, ".vcqlint.yaml"), clustersDir)
	if code != cli.ExitClean {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"Cluster default\n", "Cluster prod\n", "Cluster staging\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in\n%s", want, stdout)
		}
	}
	stdout, _, _ = run(t, "", nil, false, "tree", "--no-config", clustersDir)
	if strings.Contains(stdout, "Cluster ") {
		t.Errorf("one estate, headings anyway:\n%s", stdout)
	}
}

// A Git tree is built like the disk: kustomize reads the files from the
// tree, and the working directory plays no part.
func TestKustomizeFromGitTree(t *testing.T) {
	r := gittest.Init(t)
	r.Commit("overlay", map[string]string{
		"base/kustomization.yaml":       "resources:\n  - queue.yaml\n",
		"base/queue.yaml":               queueDoc("team", "", "4"),
		"prod/kustomization.yaml":       "resources:\n  - ../base\npatches:\n  - path: patch.yaml\n",
		"prod/patch.yaml":               "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: team\nspec:\n  weight: 0\n",
		"loose/queue-copy-of-base.yaml": queueDoc("team", "", "4"),
	})
	stdout, stderr, code := run(t, "", nil, false, "--git", r.Dir)
	if code != cli.ExitFindings || !strings.Contains(stdout, "[prod] prod/patch.yaml:6:3: error VCQ305") || strings.Contains(stdout, "base/queue.yaml") || stderr != "" {
		t.Errorf("exit %d\n%s\n%s", code, stdout, stderr)
	}
}

func TestConfigVerifyChecksEachClusterSection(t *testing.T) {
	dir := writeFiles(t, map[string]string{".vcqlint.yaml": "clusters:\n  - name: a\n    paths: [x]\n    cluster:\n      allocatable:\n        cpu: lots\n"})
	_, stderr, code := run(t, "", nil, false, "config", "verify", "--config", filepath.Join(dir, ".vcqlint.yaml"))
	if code != cli.ExitError || !strings.Contains(stderr, ".vcqlint.yaml:6:14: clusters[0] (a): cluster.allocatable.cpu: \"lots\" is not a valid quantity") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	_, stderr, code = run(t, "", nil, false, "config", "verify", "--config", filepath.Join(clustersDir, ".vcqlint.yaml"))
	if code != cli.ExitClean {
		t.Errorf("the example does not verify: exit %d: %s", code, stderr)
	}
}

// The flags still win over each cluster's own settings.
func TestFlagsWinOverClusterSettings(t *testing.T) {
	fs := lintClusters(t, "--config", filepath.Join(clustersDir, ".vcqlint.yaml"), "--cluster", "cpu=1000,memory=4Ti", "--volcano-version", "1.13")
	for _, f := range fs {
		if f.Rule == "VCQ401" || f.Rule == "VCQ402" {
			t.Errorf("--cluster did not win over staging's size: %s", f.Message)
		}
		if f.Rule == "VCQ305" && !strings.Contains(f.Message, "1.13") && strings.Contains(f.Message, "Volcano 1.") {
			t.Errorf("--volcano-version did not win: %s", f.Message)
		}
	}
}
