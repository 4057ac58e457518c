package cli_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

const bigGuarantee = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: big
spec:
  deserved:
    cpu: "40"
  guarantee:
    resource:
      cpu: "40"
`

func TestConfigClusterIsUsed(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		".vcqlint.yaml": "cluster:\n  allocatable:\n    cpu: \"32\"\n    memory: 128Gi\n",
		"q.yaml":        bigGuarantee,
	})
	stdout, stderr, code := run(t, "", nil, false, "--config", filepath.Join(dir, ".vcqlint.yaml"), filepath.Join(dir, "q.yaml"))
	if code != cli.ExitFindings || !strings.Contains(stdout, "error VCQ401") || !strings.Contains(stdout, "cpu 40 > 32 (cluster from "+filepath.Join(dir, ".vcqlint.yaml")) {
		t.Errorf("exit %d:\n%s\n%s", code, stdout, stderr)
	}
	// The --cluster flag wins over the file.
	stdout, _, _ = run(t, "", nil, false, "--config", filepath.Join(dir, ".vcqlint.yaml"), "--cluster", "cpu=64,memory=256Gi", filepath.Join(dir, "q.yaml"))
	if strings.Contains(stdout, "VCQ401") {
		t.Errorf("--cluster did not win over the config file:\n%s", stdout)
	}
}

func TestConfigClusterProblemsStopTheRun(t *testing.T) {
	dir := writeFiles(t, map[string]string{
		".vcqlint.yaml": "failOn: warning\ncluster:\n  allocatable:\n    cpu: lots\n  nodPools: []\n",
		"q.yaml":        bigGuarantee,
	})
	cfg := filepath.Join(dir, ".vcqlint.yaml")
	_, stderr, code := run(t, "", nil, false, "--config", cfg, filepath.Join(dir, "q.yaml"))
	want := []string{
		cfg + `:4:10: cluster.allocatable.cpu: "lots" is not a valid quantity`,
		cfg + `:5:3: cluster: unknown key "nodPools" (known: allocatable, nodePools)`,
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
	if code != cli.ExitError {
		t.Errorf("exit %d, want 2", code)
	}
	_, stderr, code = run(t, "", nil, false, "config", "verify", "--config", cfg)
	if code != cli.ExitError || !strings.Contains(stderr, want[1]) {
		t.Errorf("config verify: exit %d\n%s", code, stderr)
	}
}
