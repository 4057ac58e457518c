package cli_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

var helmData = filepath.Join("..", "..", "testdata", "helm")

// A chart that does not render is an input error in every format: exit 2,
// no ✔, a JSON diagnostic, and an unsuccessful SARIF invocation; a chart
// that renders is linted with exit 0/1 and no raw-template errors.
func TestChartInputErrorsInEveryFormat(t *testing.T) {
	broken := filepath.Join(helmData, "broken")
	stdout, stderr, code := run(t, "", nil, false, "--no-config", broken)
	if code != cli.ExitError || strings.Contains(stdout, "✔") || !strings.Contains(stderr, "queue.yaml:6:56: error: cannot render the Helm chart") {
		t.Errorf("text: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", "--format", "json", broken)
	var doc struct {
		Diagnostics []struct{ Level, File string } `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Diagnostics) != 1 || doc.Diagnostics[0].Level != "error" {
		t.Errorf("json: %v\n%s", err, stdout)
	}
	stdout, _, _ = run(t, "", nil, false, "--no-config", "--format", "sarif", broken)
	sch, err := sariftest.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if err := sariftest.Validate(sch, []byte(stdout)); err != nil {
		t.Error(err)
	}
	if !strings.Contains(stdout, `"executionSuccessful": false`) || !strings.Contains(stdout, "toolExecutionNotifications") {
		t.Errorf("sarif:\n%s", stdout)
	}

	stdout, stderr, code = run(t, "", nil, false, "--no-config", filepath.Join(helmData, "volcano-like"))
	if code != cli.ExitFindings || stderr != "" || !strings.Contains(stdout, "✖ 4 errors") {
		t.Errorf("good chart: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}
