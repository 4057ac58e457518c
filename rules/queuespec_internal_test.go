package rules

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// TestLettersOf: what a name keeps to be compared by its letters alone:
// letters and digits, upper case lowered, the rest dropped.
func TestLettersOf(t *testing.T) {
	cases := map[string]string{
		"nvidia.com/gpu":    "nvidiacomgpu",
		"NVIDIA-GPU":        "nvidiagpu",
		"AMD_gpu_09":        "amdgpu09",
		"azAZ09":            "azaz09",
		"ephemeral-storage": "ephemeralstorage",
		"@[`{/:":            "",
	}
	for in, want := range cases {
		if got := lettersOf(in); got != want {
			t.Errorf("lettersOf(%q) = %q, want %q", in, got, want)
		}
	}
	if got := closestResource("NVIDIA-GPU"); got != "nvidia.com/gpu" {
		t.Errorf("closestResource(NVIDIA-GPU) = %q, want nvidia.com/gpu", got)
	}
}

// TestDeservedBelowGuaranteeRefused: only the 1.13 webhook refuses a queue
// for a deserved below its guarantee, and only when deserved is set
// (validate_queue.go:233-237@v1.13.3); 1.12 checks nothing, and 1.14.2's
// refusals are VCQ303's other cases.
func TestDeservedBelowGuaranteeRefused(t *testing.T) {
	list := func(cpu string) resources.List { return resources.List{"cpu": resource.MustParse(cpu)} }
	cases := []struct {
		version             string
		deserved, guarantee resources.List
		want                bool
	}{
		{"1.13", list("1"), list("2"), true},
		{"1.13", list("2"), list("2"), false},
		{"1.13", nil, list("2"), false},
		{"1.13", nil, resources.List{"cpu": resource.MustParse("2"), "memory": resource.MustParse("1Gi")}, false},
		{"1.12", list("1"), list("2"), false},
		{"1.12", list("-1"), nil, false},
		{"1.15", list("1"), list("2"), false},
	}
	for _, tc := range cases {
		q := &api.Queue{Spec: api.QueueSpec{Deserved: tc.deserved, Guarantee: api.Guarantee{Resource: tc.guarantee}}}
		if got := deservedBelowGuaranteeRefused(q, behaviourAt(t, tc.version)); got != tc.want {
			t.Errorf("%s: deserved %v, guarantee %v: refused %v, want %v", tc.version, tc.deserved, tc.guarantee, got, tc.want)
		}
	}
}
