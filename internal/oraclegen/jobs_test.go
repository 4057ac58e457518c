package oraclegen

import (
	"bytes"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The job modes start at JobSeedBase; below it the queue-only cases stay
// as recorded (TestRecordedVerdicts checks their digests).
func TestJobSeedsGiveJobCases(t *testing.T) {
	if c := Generate(JobSeedBase - 1); len(c.Jobs) != 0 || c.Mode[0] == "jobs" {
		t.Fatalf("seed %d below the job range has jobs: %v", JobSeedBase-1, c.Mode)
	}
	for seed := JobSeedBase; seed < JobSeedBase+200; seed++ {
		c := Generate(seed)
		if c.Mode[0] != "jobs" || len(c.Jobs) == 0 {
			t.Fatalf("seed %d: mode %v with %d jobs", seed, c.Mode, len(c.Jobs))
		}
		a, b := c.Render(), Generate(seed).Render()
		for name := range a {
			if !bytes.Equal(a[name], b[name]) {
				t.Fatalf("seed %d: %s differs between two runs", seed, name)
			}
		}
	}
}

// Every job perturbation shows up within a modest N and leaves its mark.
func TestEveryJobShapeIsProduced(t *testing.T) {
	const n = 2000
	modes := map[string]int{}
	marks := map[string]int{}
	for seed := JobSeedBase; seed < JobSeedBase+n; seed++ {
		c := Generate(seed)
		modes[c.Mode[1]]++
		var all strings.Builder
		for _, b := range c.Render() {
			all.Write(b)
		}
		for mark, needle := range jobMarks {
			if needle(c, all.String()) {
				marks[mark]++
			}
		}
	}
	for _, p := range JobPerturbations {
		if modes[p] == 0 {
			t.Errorf("job mode %s never produced in %d seeds", p, n)
		}
	}
	for mark := range jobMarks {
		if marks[mark] == 0 {
			t.Errorf("job shape %q never produced in %d seeds", mark, n)
		}
	}
}

var jobMarks = map[string]func(Case, string) bool{
	"duplicate task names": func(c Case, _ string) bool {
		for _, j := range c.Jobs {
			seen := map[string]bool{}
			for _, t := range j.Tasks {
				if seen[t.Name] {
					return true
				}
				seen[t.Name] = true
			}
		}
		return false
	},
	"duplicate policy event across policies": func(c Case, _ string) bool {
		for _, j := range c.Jobs {
			if dupEvent(j.Policies) {
				return true
			}
			for _, t := range j.Tasks {
				if dupEvent(t.Policies) {
					return true
				}
			}
		}
		return false
	},
	"any event":             func(_ Case, s string) bool { return strings.Contains(s, `event: "*"`) },
	"exit code 0":           func(_ Case, s string) bool { return strings.Contains(s, "exitCode: 0\n") },
	"internal event":        func(_ Case, s string) bool { return strings.Contains(s, `event: "OutOfSync"`) },
	"internal action":       func(_ Case, s string) bool { return strings.Contains(s, "action: SyncJob") },
	"no tasks":              func(_ Case, s string) bool { return strings.Contains(s, "tasks: []") },
	"job in root":           func(_ Case, s string) bool { return strings.Contains(s, "queue: root\n") },
	"job in missing queue":  func(_ Case, s string) bool { return strings.Contains(s, "queue: missing-") },
	"dependsOn":             func(_ Case, s string) bool { return strings.Contains(s, "dependsOn:") },
	"mpi plugin":            func(_ Case, s string) bool { return strings.Contains(s, "mpi: []") },
	"PodGroup":              func(c Case, _ string) bool { return len(c.PodGroups) > 0 },
	"closed queue with job": func(_ Case, s string) bool { return strings.Contains(s, "state: Closed") },
	"job in another file": func(c Case, _ string) bool {
		for _, j := range c.Jobs {
			for _, q := range c.Queues {
				if q.Name == j.Queue && q.File != j.File && c.Files > 1 {
					return true
				}
			}
		}
		return false
	},
	"job minAvailable over replicas": func(c Case, _ string) bool {
		for _, j := range c.Jobs {
			var total int32
			for _, t := range j.Tasks {
				total += t.Replicas
			}
			if j.MinAvailable != nil && *j.MinAvailable > total {
				return true
			}
		}
		return false
	},
}

func dupEvent(ps []Policy) bool {
	seen := map[string]bool{}
	for _, p := range ps {
		evs := map[string]bool{p.Event: p.Event != ""}
		for _, e := range p.Events {
			evs[e] = true
		}
		for e, ok := range evs {
			if !ok {
				continue
			}
			if seen[e] {
				return true
			}
			seen[e] = true
		}
	}
	return false
}

// Every rendered job case is YAML whose documents are Queues, Jobs and
// PodGroups with names, and the Jobs have the fields the generator set.
func TestRenderedJobCasesAreValidYAML(t *testing.T) {
	for seed := JobSeedBase; seed < JobSeedBase+300; seed++ {
		c := Generate(seed)
		jobs := 0
		for name, b := range c.Render() {
			dec := yaml.NewDecoder(bytes.NewReader(b))
			for {
				var doc struct {
					Kind     string
					Metadata struct{ Name string }
					Spec     struct {
						Tasks []struct {
							Name     string
							Replicas int32
						}
					}
				}
				if err := dec.Decode(&doc); err != nil {
					if err.Error() == "EOF" {
						break
					}
					t.Fatalf("seed %d %s: %v", seed, name, err)
				}
				switch doc.Kind {
				case "Job":
					jobs++
				case "Queue", "PodGroup":
				default:
					t.Fatalf("seed %d %s: unexpected kind %q", seed, name, doc.Kind)
				}
				if doc.Metadata.Name == "" {
					t.Fatalf("seed %d %s: a %s without a name", seed, name, doc.Kind)
				}
			}
		}
		if jobs != len(c.Jobs) {
			t.Fatalf("seed %d: rendered %d jobs, generated %d", seed, jobs, len(c.Jobs))
		}
	}
}
