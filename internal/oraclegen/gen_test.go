package oraclegen

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestGenerateIsDeterministicPerSeed(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		a, b := Generate(seed).Render(), Generate(seed).Render()
		if len(a) != len(b) {
			t.Fatalf("seed %d: %d files then %d", seed, len(a), len(b))
		}
		for name := range a {
			if !bytes.Equal(a[name], b[name]) {
				t.Fatalf("seed %d: %s differs between two runs", seed, name)
			}
		}
	}
}

func TestSeedsGiveDifferentCases(t *testing.T) {
	seen := map[string]uint64{}
	for seed := uint64(0); seed < 200; seed++ {
		body := string(Generate(seed).Render()["0.yaml"])
		body = body[strings.Index(body, "\n")+1:] // the header names the seed
		if prev, ok := seen[body]; ok {
			t.Fatalf("seeds %d and %d give the same case", prev, seed)
		}
		seen[body] = seed
	}
}

// Every perturbation, and the random mode, shows up within a modest N, and
// each leaves its mark in the YAML it claims to produce.
func TestEveryShapeIsProduced(t *testing.T) {
	const n = 3000
	modes := map[string]int{}
	marks := map[string]int{}
	for seed := uint64(0); seed < n; seed++ {
		c := Generate(seed)
		modes[c.Mode[0]]++
		files := c.Render()
		var all strings.Builder
		for _, b := range files {
			all.Write(b)
		}
		s := all.String()
		for mark, needle := range shapeMarks {
			if needle(c, s) {
				marks[mark]++
			}
		}
	}
	for _, p := range append([]string{"random"}, Perturbations...) {
		if modes[p] == 0 {
			t.Errorf("mode %s never produced in %d seeds", p, n)
		}
	}
	for mark := range shapeMarks {
		if marks[mark] == 0 {
			t.Errorf("shape %q never produced in %d seeds", mark, n)
		}
	}
}

var shapeMarks = map[string]func(Case, string) bool{
	"hierarchy annotation":     func(_ Case, s string) bool { return strings.Contains(s, "volcano.sh/hierarchy-weights:") },
	"state Closed":             func(_ Case, s string) bool { return strings.Contains(s, "state: Closed") },
	"weight 0 (absent) and >4": func(_ Case, s string) bool { return strings.Contains(s, "weight: 65535") },
	"sub-millicore":            func(_ Case, s string) bool { return strings.Contains(s, `u"`) },
	"zero scalar key": func(_ Case, s string) bool {
		return strings.Contains(s, "nvidia.com/gpu: 0") || strings.Contains(s, `nvidia.com/gpu: "0"`)
	},
	"root with quotas":           func(_ Case, s string) bool { return strings.Contains(s, "name: root\n") },
	"parents across files":       func(c Case, _ string) bool { return c.Files > 1 && crossFileParent(c) },
	"depth above five":           func(c Case, _ string) bool { return maxDepth(c) > 5 },
	"negative quantity":          func(_ Case, s string) bool { return strings.Contains(s, `: "-`) },
	"fractional gpu":             func(_ Case, s string) bool { return strings.Contains(s, `nvidia.com/gpu: "0.5"`) },
	"self parent":                func(c Case, _ string) bool { return selfParent(c) },
	"guarantee without deserved": func(c Case, _ string) bool { return guaranteeOnly(c) },
}

func crossFileParent(c Case) bool {
	file := map[string]int{}
	for _, q := range c.Queues {
		file[q.Name] = q.File
	}
	for _, q := range c.Queues {
		if f, ok := file[q.Parent]; ok && f != q.File {
			return true
		}
	}
	return false
}

func maxDepth(c Case) int {
	parent := map[string]string{}
	for _, q := range c.Queues {
		parent[q.Name] = q.Parent
	}
	best := 0
	for _, q := range c.Queues {
		d, n := 0, q.Name
		for n != "" && n != "root" && d <= len(c.Queues) {
			d, n = d+1, parent[n]
		}
		best = max(best, d)
	}
	return best
}

func selfParent(c Case) bool {
	for _, q := range c.Queues {
		if q.Parent == q.Name {
			return true
		}
	}
	return false
}

func guaranteeOnly(c Case) bool {
	for _, q := range c.Queues {
		if q.Deserved == nil && len(q.Guarantee) > 0 {
			return true
		}
	}
	return false
}

// Every rendered document is YAML that decodes to a Queue with a name.
func TestRenderedCasesAreValidYAML(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		for name, b := range Generate(seed).Render() {
			dec := yaml.NewDecoder(bytes.NewReader(b))
			for {
				var doc struct {
					Kind     string
					Metadata struct{ Name string }
				}
				if err := dec.Decode(&doc); err != nil {
					if err.Error() == "EOF" {
						break
					}
					t.Fatalf("seed %d %s: %v", seed, name, err)
				}
				if doc.Kind != "Queue" || doc.Metadata.Name == "" {
					t.Fatalf("seed %d %s: document without kind Queue or name", seed, name)
				}
			}
		}
	}
}

func TestWriteOneFileAndDirectoryCases(t *testing.T) {
	dir := t.TempDir()
	var single, multi bool
	for seed := uint64(0); seed < 3000 && !(single && multi); seed++ {
		c := Generate(seed)
		p, err := Write(dir, c)
		if err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if c.Files == 1 {
			single = single || !st.IsDir()
			continue
		}
		entries, _ := os.ReadDir(p)
		if !st.IsDir() || len(entries) == 0 || len(entries) > c.Files {
			t.Fatalf("seed %d: %s is not a directory of at most %d files", seed, p, c.Files)
		}
		multi = multi || filepath.Base(p) == Name(seed)
	}
	if !single || !multi {
		t.Fatalf("single-file written: %v, multi-file written: %v", single, multi)
	}
}
