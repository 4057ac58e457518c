package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// TestSeedVerdicts pins the verdicts the user stories (the seed articles)
// describe, for the Volcano versions they name, on the examples built from
// them. Each want is "RULE file" (the file's base name).
func TestSeedVerdicts(t *testing.T) {
	cases := []struct {
		story   string
		version string
		paths   []string
		want    []string
	}{
		// Seed 000: guarantees above the cluster. Up to 1.11 proportion
		// panics (VCQ401 says so, VCQ701 warns of the bug); from 1.12 the
		// queues without guarantees starve instead (VCQ401 only).
		{"000 proportion panic", "1.11", []string{"examples/seed-000-guarantee-sum"},
			[]string{"VCQ401 queues.yaml", "VCQ701 volcano-scheduler-configmap.yaml"}},
		{"000 proportion fixed", "1.12", []string{"examples/seed-000-guarantee-sum"},
			[]string{"VCQ401 queues.yaml"}},
		// Seed 001 on 1.12.1: capacity and proportion together; a child above
		// its parent; test-queue above root, which is the cluster total
		// (VCQ207, "root capability is less than its child queue"); the root
		// override of #4354 is ignored before 1.13 (VCQ206); test-queue's guarantee
		// raises its deserved above the cluster, root's deserved there (VCQ205); the MIG case.
		{"001 hierarchy halt", "1.12.1", []string{"examples/broken", "examples/seed-001-gpu-mig"},
			[]string{"VCQ101 capacity-and-proportion.yaml", "VCQ203 child-capability-exceeds-parent.yaml",
				"VCQ205 root-queue-override.yaml", "VCQ206 root-queue-override.yaml", "VCQ207 root-queue-override.yaml", "VCQ207 queue.yaml",
				"VCQ401 root-queue-override.yaml", "VCQ402 child-capability-exceeds-parent.yaml",
				"VCQ402 root-queue-override.yaml", "VCQ501 child-capability-exceeds-parent.yaml",
				"VCQ501 queue.yaml", "VCQ704 capacity-and-proportion.yaml"}},
		// Seed 001 on 1.8.2: no capacity plugin and no hierarchy yet.
		{"001 on 1.8.2", "1.8.2", []string{"examples/broken/capacity-and-proportion.yaml", "examples/broken/child-capability-exceeds-parent.yaml"},
			[]string{"VCQ101 capacity-and-proportion.yaml", "VCQ103 capacity-and-proportion.yaml", "VCQ106 capacity-and-proportion.yaml"}},
		// Seed 002: 1.11.0 enqueue checks only the leaf; fixed in 1.12.
		{"002 enqueue leaf-only", "1.11.0", []string{"examples/seed-002-enqueue-ancestors"},
			[]string{"VCQ702 volcano-scheduler-configmap.yaml", "VCQ704 volcano-scheduler-configmap.yaml"}},
		{"002 fixed", "1.12", []string{"examples/seed-002-enqueue-ancestors"},
			[]string{"VCQ704 volcano-scheduler-configmap.yaml"}},
		// Seed 003: PodGroup deletion race up to 1.8, fixed in 1.9.
		{"003 race", "1.8", []string{"examples/seed-003-podgroup-race"}, []string{"VCQ703 inference-deployment.yaml"}},
		{"003 fixed", "1.9", []string{"examples/seed-003-podgroup-race"}, nil},
	}
	for _, c := range cases {
		t.Run(c.story+"@"+c.version, func(t *testing.T) {
			var out, errOut bytes.Buffer
			args := append([]string{"--format", "json", "--volcano-version", c.version}, c.paths...)
			cli.Run(context.Background(), args, cli.IO{Stdout: &out, Stderr: &errOut})
			var doc struct {
				Findings []struct{ Rule, File string }
			}
			if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
				t.Fatalf("%v\n%s\n%s", err, out.String(), errOut.String())
			}
			var got []string
			for _, f := range doc.Findings {
				got = append(got, f.Rule+" "+filepath.Base(f.File))
			}
			slices.Sort(got)
			got = slices.Compact(got)
			want := slices.Clone(c.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("verdicts differ\n got: %s\nwant: %s", strings.Join(got, ", "), strings.Join(want, ", "))
			}
		})
	}
}
