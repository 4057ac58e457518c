package rules_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/rule"
)

// TestAnnotationSizeLimit: the API server refuses annotations whose keys and
// values add up to more than 256 KiB (TotalAnnotationSizeLimitB,
// objectmeta.go, k8s.io/apimachinery@v0.35.3), and takes exactly 256 KiB.
func TestAnnotationSizeLimit(t *testing.T) {
	const key = "example.com/notes"
	eng := newEngine(t)
	for _, tc := range []struct {
		size    int
		refused bool
	}{
		{256 * 1024, false},
		{256*1024 + 1, true},
	} {
		value := strings.Repeat("a", tc.size-len(key))
		queue := "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\n  annotations:\n    " +
			key + ": " + value + "\nspec:\n  weight: 1\n"
		var refused bool
		for _, f := range lintRuleIn(t, eng, rule.DefaultEnv(), "queue.yaml", queue, "VCQ004") {
			if strings.Contains(f.Message, "metadata.annotations: Too long: may not be more than 262144 bytes") {
				refused = true
			} else {
				t.Errorf("%d bytes: unexpected finding %s", tc.size, f.Message)
			}
		}
		if refused != tc.refused {
			t.Errorf("annotations of %d bytes: refused %v, want %v", tc.size, refused, tc.refused)
		}
	}
}
