package tree_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/tree"
	"github.com/vcqlint/vcqlint/internal/tree/table"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// orgQueues writes depts departments of teams teams each (depts × (teams+1)
// queues) with cpu, memory and GPU quotas, one YAML file.
func orgQueues(t testing.TB, depts, teams int) string {
	t.Helper()
	var b strings.Builder
	q := func(name, parent string, cpu, gpu int) {
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: %s\nspec:\n", name)
		if parent != "" {
			fmt.Fprintf(&b, "  parent: %s\n", parent)
		}
		fmt.Fprintf(&b, "  capability:\n    cpu: \"%d\"\n    memory: %dGi\n    nvidia.com/gpu: \"%d\"\n", cpu, cpu*4, gpu)
		fmt.Fprintf(&b, "  deserved:\n    cpu: \"%d\"\n  guarantee:\n    resource:\n      cpu: \"%d\"\n", cpu/2, cpu/8)
	}
	for d := 0; d < depts; d++ {
		dept := fmt.Sprintf("dept-%02d", d)
		q(dept, "", 640, 64)
		for i := 0; i < teams; i++ {
			q(fmt.Sprintf("%s-team-%02d", dept, i), dept, 64+i*8, 8)
		}
	}
	path := filepath.Join(t.TempDir(), "queues.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// At 100 queues the table stays aligned: every row without findings ends
// at the right edge of the REAL CAPABILITY column, whatever the depth and
// the values.
func TestHundredQueuesAligned(t *testing.T) {
	path := orgQueues(t, 10, 9)
	out, errOut, code := run(t, false, "tree", "--cluster", "cpu=6400,memory=25600Gi,nvidia.com/gpu=640", path)
	if code != cli.ExitClean {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(out, "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "QUEUE ") {
			start = i
		}
	}
	if start < 0 {
		t.Fatalf("no table:\n%s", out)
	}
	header := lines[start]
	at := strings.Index(header, "REAL CAPABILITY")
	edge := utf8.RuneCountInString(header[:at]) + len("REAL CAPABILITY")
	rows := 0
	for _, l := range lines[start+1:] {
		if l == "" {
			break
		}
		rows++
		if strings.Contains(l, "VCQ") {
			continue
		}
		if w := utf8.RuneCountInString(l); w != edge {
			t.Errorf("row ends at column %d, want %d: %q", w, edge, l)
		}
	}
	if want := (1 + 100) * 3; rows != want {
		t.Errorf("%d rows, want %d (root and 100 queues × 3 resources)", rows, want)
	}
}

func BenchmarkTree(b *testing.B) {
	path := orgQueues(b, 50, 19) // 1000 queues
	res := linter.Load(linter.Options{Paths: []string{path}})
	beh := volcano.For(volcano.Newest())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t := tree.Build(res.Model, beh, nil, nil, tree.Options{})
		if err := tree.Text(io.Discard, t, table.NewPalette(false)); err != nil {
			b.Fatal(err)
		}
	}
}
