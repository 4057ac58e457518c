package rules

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/api"
)

// TestNameAfterGeneration: the name admission sees is metadata.name when
// it is set (generateName is then ignored), else generateName cut to 58
// characters with the 5 generated ones appended (generate.go,
// k8s.io/apiserver@v0.35.3); without either there is no name.
func TestNameAfterGeneration(t *testing.T) {
	long := strings.Repeat("a", 60)
	cases := []struct {
		name, generateName string
		want               string
		generated          bool
	}{
		{"train", "", "train", false},
		{"train", "job-", "train", false},
		{"", "", "", false},
		{"", "job-", "job-x2x4x", true},
		{"", long[:58], long[:58] + "x2x4x", true},
		{"", long, long[:58] + "x2x4x", true},
	}
	for _, tc := range cases {
		got, generated := nameAfterGeneration(api.ObjectMeta{Name: tc.name, GenerateName: tc.generateName})
		if got != tc.want || generated != tc.generated {
			t.Errorf("nameAfterGeneration(name %q, generateName %q) = %q, %v, want %q, %v",
				tc.name, tc.generateName, got, generated, tc.want, tc.generated)
		}
	}
}
