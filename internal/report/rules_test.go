package report_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/report"
	"github.com/vcqlint/vcqlint/internal/rule"
)

func TestExplainSaysWhenARuleIsOffByDefault(t *testing.T) {
	on := report.Explain(rule.Meta{ID: "VCQ999", Name: "x"})
	off := report.Explain(rule.Meta{ID: "VCQ999", Name: "x", OffByDefault: true})
	want := "off by default: turn it on with rules.enable: [VCQ999] in .vcqlint.yaml"
	if strings.Contains(on, want) || !strings.Contains(off, want) {
		t.Errorf("explain:\n%s\n---\n%s", on, off)
	}
}
