package gpu

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func mustModel(t *testing.T, name string) *Model {
	t.Helper()
	m, ok := Default().Lookup(name)
	if !ok {
		t.Fatalf("model %s not in the table", name)
	}
	return m
}

// layout reads "4g.20gb+3g.20gb"-style shorthand: profiles joined by " + ",
// each optionally "N×name".
func layout(t *testing.T, s string) []Count {
	t.Helper()
	var out []Count
	for _, part := range strings.Split(s, " + ") {
		n := 1
		name := part
		if i := strings.Index(part, "×"); i >= 0 {
			var err error
			if n, err = strconv.Atoi(part[:i]); err != nil {
				t.Fatalf("bad count in %q", part)
			}
			name = part[i+len("×"):]
		}
		p, err := ParseProfile(name)
		if err != nil {
			t.Fatalf("layout %q: %v", s, err)
		}
		out = append(out, Count{Profile: p, N: n})
	}
	return out
}

// TestA100_40GBLayouts is the combination table of gpu-mig.md plus one
// valid and one invalid layout per slice class.
func TestA100_40GBLayouts(t *testing.T) {
	m := mustModel(t, "A100-40GB")
	cases := []struct {
		layout string
		valid  bool
		why    string // a substring of the first violation
	}{
		// gpu-mig.md "Combination examples on A100-40GB".
		{"4g.20gb + 3g.20gb", true, ""},
		{"4g.20gb + 2g.10gb + 1g.5gb", true, ""},
		{"3g.20gb + 2×2g.10gb", true, ""},
		{"3×2g.10gb + 1g.5gb", true, ""},
		{"2×4g.20gb", false, "limit of 1"},
		{"2×3g.20gb + 1g.5gb", false, "memory slices"},
		{"4g.20gb + 2×2g.10gb", false, "compute slices"},
		{"4×1g.10gb + 1g.5gb", false, "memory slices"},
		// One valid and one invalid layout per slice class.
		{"7×1g.5gb", true, ""},
		{"8×1g.5gb", false, "limit of 7"},
		{"1g.5gb+me + 6×1g.5gb", true, ""},
		{"2×1g.5gb+me", false, "limit of 1"},
		{"4×1g.10gb", true, ""},
		{"5×1g.10gb", false, "limit of 4"},
		{"3×2g.10gb", true, ""},
		{"4×2g.10gb", false, "limit of 3"},
		{"2×3g.20gb", true, ""},
		{"3×3g.20gb", false, "limit of 2"},
		{"4g.20gb", true, ""},
		{"7g.40gb", true, ""},
		{"7g.40gb + 1g.5gb", false, "compute slices"},
		// These fit only in one order: 3g at 0, 2g at 4, 1g.10gb at 6
		// (a 1g.5gb can never use memory slice 7).
		{"3g.20gb + 2g.10gb + 1g.10gb", true, ""},
		{"3g.20gb + 4×1g.5gb", true, ""},
		{"3g.20gb + 2×1g.10gb", true, ""},
		// Names of other models.
		{"1g.20gb", false, "does not exist on A100-40GB"},
		{"1c.2g.10gb", true, ""},
	}
	for _, c := range cases {
		t.Run(c.layout, func(t *testing.T) {
			vs := m.Check(layout(t, c.layout))
			if c.valid {
				if len(vs) > 0 {
					t.Fatalf("want valid, got %v", vs)
				}
				return
			}
			if len(vs) == 0 {
				t.Fatalf("want invalid (%s), got valid", c.why)
			}
			if !strings.Contains(vs[0].Msg, c.why) {
				t.Errorf("first violation %q does not say %q (all: %v)", vs[0].Msg, c.why, vs)
			}
		})
	}
}

func TestPlacementDoesNotOverlap(t *testing.T) {
	m := mustModel(t, "A100-40GB")
	ps, ok := m.Place(layout(t, "4g.20gb + 3g.20gb"))
	if !ok {
		t.Fatal("4g+3g does not place")
	}
	want := []Placement{{"4g.20gb", 0}, {"3g.20gb", 4}}
	if !reflect.DeepEqual(ps, want) {
		t.Errorf("placement %v, want %v", ps, want)
	}
	ps, ok = m.Place(layout(t, "3×2g.10gb + 1g.5gb"))
	if !ok {
		t.Fatal("3×2g+1g does not place")
	}
	used := make([]bool, 8)
	for _, p := range ps {
		prof, _ := m.Profile(mustParse(t, p.Profile))
		for s := p.Start; s < p.Start+prof.Memory; s++ {
			if used[s] {
				t.Fatalf("placements overlap at slice %d: %v", s, ps)
			}
			used[s] = true
		}
	}
}

// TestPlacementOnlyFailure: a layout within every budget and limit whose
// instances cannot all be placed is invalid. The real tables have no such
// layout on A100 or A30 (every in-budget layout places), so this uses a
// model whose placement table forces two instances onto the same slices.
func TestPlacementOnlyFailure(t *testing.T) {
	big, small := mustParse(t, "4g.20gb"), mustParse(t, "2g.10gb")
	m := &Model{ID: "test", ComputeSlices: 7, MemorySlices: 8, Profiles: []Profile{
		{Name: big, Compute: 4, Memory: 4, Max: 1, Starts: []int{0}},
		{Name: small, Compute: 2, Memory: 2, Max: 2, Starts: []int{2, 6}},
	}}
	m.Profiles[1].Starts = []int{2} // the 2g only fits where the 4g is
	vs := m.Check([]Count{{big, 1}, {small, 1}})
	if len(vs) != 1 || !strings.Contains(vs[0].Msg, "no non-overlapping placement") {
		t.Fatalf("violations %v, want a placement failure", vs)
	}
	m.Profiles[1].Starts = []int{2, 6}
	if ps, ok := m.Place([]Count{{small, 2}}); !ok || len(ps) != 2 || ps[0].Start != 2 || ps[1].Start != 6 {
		t.Errorf("2×2g placed at %v (%v)", ps, ok)
	}
}

func mustParse(t *testing.T, s string) ProfileName {
	t.Helper()
	p, err := ParseProfile(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTableIsConsistent checks every row: each profile alone at its
// maximum count is a valid layout (it is mig-parted's all-<profile>), as is
// all-balanced, and one more instance is not.
func TestTableIsConsistent(t *testing.T) {
	seen := map[string]string{}
	for _, m := range Default().Models() {
		for _, n := range append(append([]string{m.ID}, m.Aliases...), m.Products...) {
			k := normalise(n)
			if prev, dup := seen[k]; dup && prev != m.ID {
				t.Errorf("name %s maps to both %s and %s", n, prev, m.ID)
			}
			seen[k] = m.ID
		}
		if len(m.DeviceIDs) == 0 {
			t.Errorf("%s has no PCI device ID", m.ID)
		}
		for _, p := range m.Profiles {
			name := p.Name.String()
			if vs := m.Check([]Count{{p.Name, p.Max}}); len(vs) > 0 {
				t.Errorf("%s: %d×%s (its maximum) is invalid: %v", m.ID, p.Max, name, vs)
			}
			if vs := m.Check([]Count{{p.Name, p.Max + 1}}); len(vs) == 0 {
				t.Errorf("%s: %d×%s (over its maximum) is valid", m.ID, p.Max+1, name)
			}
			res, _ := p.Name.Resource()
			enabled, counts, ok := m.BuiltinConfig("all-" + strings.TrimPrefix(res, MIGResourcePrefix))
			if !ok || !enabled || len(counts) != 1 || counts[0].N != p.Max {
				t.Errorf("%s: all-%s is not the builtin %d×%s: %v %v %v", m.ID, name, p.Max, name, ok, enabled, counts)
			}
		}
		enabled, counts, ok := m.BuiltinConfig("all-balanced")
		if !ok || !enabled || len(counts) == 0 {
			t.Errorf("%s has no all-balanced", m.ID)
		} else if vs := m.Check(counts); len(vs) > 0 {
			t.Errorf("%s: all-balanced %v is invalid: %v", m.ID, counts, vs)
		}
	}
}

// TestProfileNamesRoundTrip: every profile name of the table parses back
// to itself, and through its mixed-strategy resource name too.
func TestProfileNamesRoundTrip(t *testing.T) {
	n := 0
	for _, m := range Default().Models() {
		for _, p := range m.Profiles {
			name := p.Name.String()
			back, err := ParseProfile(name)
			if err != nil || back.String() != name || !reflect.DeepEqual(back, p.Name) {
				t.Errorf("%s: %s parses to %v (%v)", m.ID, name, back, err)
			}
			res, ok := p.Name.Resource()
			if !ok {
				t.Errorf("%s: %s has no resource name", m.ID, name)
				continue
			}
			if strings.Contains(res, "+") {
				t.Errorf("%s: resource %s keeps a +", m.ID, res)
			}
			from, isMIG, err := ProfileFromResource(res)
			if !isMIG || err != nil || from.String() != name {
				t.Errorf("%s: %s reads back as %s (%v, %v)", m.ID, res, from, isMIG, err)
			}
			n++
		}
	}
	if n < 80 {
		t.Errorf("only %d profiles in the table", n)
	}
}

func TestParseProfileErrors(t *testing.T) {
	for _, s := range []string{"", " 1g.5gb", "1g5gb", "1g.5", "0g.5gb", "1g.-5gb", "1g.5gb+", "1g.5gb+me,me", "1g.5gb+me-x", "xg.5gb", "1c.2g.10gb.1", "1g.5gb+1me"} {
		if p, err := ParseProfile(s); err == nil {
			t.Errorf("ParseProfile(%q) = %v, want an error", s, p)
		}
	}
	p := mustParse(t, "1c.2g.10gb")
	if p.C != 1 || p.G != 2 || p.GB != 10 || p.String() != "1c.2g.10gb" {
		t.Errorf("1c.2g.10gb parsed as %+v", p)
	}
	if _, ok := p.Resource(); ok {
		t.Error("a compute-instance profile has a resource name")
	}
}

func TestProfileFromResource(t *testing.T) {
	cases := []struct {
		res, want string
		isMIG     bool
		err       string
	}{
		{"nvidia.com/mig-1g.10gb", "1g.10gb", true, ""},
		{"nvidia.com/mig-1g.10gb.me", "1g.10gb+me", true, ""},
		{"nvidia.com/mig-1g.24gb.me.all", "1g.24gb+me.all", true, ""},
		{"nvidia.com/mig-2g.48gb-me", "2g.48gb-me", true, ""},
		{"nvidia.com/mig-1g.10gb+me", "", true, "nvidia.com/mig-1g.10gb.me"},
		{"nvidia.com/mig-big", "", true, "not a MIG profile"},
		{"nvidia.com/gpu", "", false, ""},
		{"cpu", "", false, ""},
	}
	for _, c := range cases {
		p, isMIG, err := ProfileFromResource(c.res)
		if isMIG != c.isMIG {
			t.Errorf("%s: isMIG %v", c.res, isMIG)
		}
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want one saying %q", c.res, err, c.err)
			}
		case err != nil:
			t.Errorf("%s: %v", c.res, err)
		case c.want != "" && p.String() != c.want:
			t.Errorf("%s: profile %s, want %s", c.res, p, c.want)
		}
	}
}

func TestLookup(t *testing.T) {
	cases := map[string]string{
		"NVIDIA-A100-SXM4-80GB":             "A100-80GB",
		"NVIDIA-A100-80GB-PCIe":             "A100-80GB",
		"NVIDIA-A100-SXM4-40GB-MIG-1g.5gb":  "A100-40GB",
		"NVIDIA-A100-SXM4-40GB-MIG-INVALID": "A100-40GB",
		"NVIDIA A100-PCIE-40GB":             "A100-40GB",
		"NVIDIA-H100-80GB-HBM3":             "H100-80GB",
		"NVIDIA-H100-80GB-HBM3-SHARED":      "H100-80GB",
		"NVIDIA-H100-NVL":                   "H100-94GB",
		"NVIDIA-H200":                       "H200-141GB",
		"NVIDIA-GH200-480GB":                "GH200-96GB",
		"NVIDIA-B200":                       "B200",
		"NVIDIA-A30":                        "A30",
		"a100-80gb":                         "A100-80GB",
		"A800-80GB":                         "A100-80GB",
	}
	for label, want := range cases {
		m, ok := Default().Lookup(label)
		if !ok || m.ID != want {
			t.Errorf("Lookup(%q) = %v, want %s", label, m, want)
		}
	}
	if m, ok := Default().Lookup("NVIDIA-GeForce-RTX-4090"); ok {
		t.Errorf("an unknown product resolves to %s", m.ID)
	}
	if ms := Default().ByDeviceID("0x20b010de"); len(ms) != 1 || ms[0].ID != "A100-40GB" {
		t.Errorf("device 0x20B010DE selects %v", ms)
	}
}

func TestExposeSeed001(t *testing.T) {
	m := mustModel(t, "A100-80GB")
	_, counts, _ := m.BuiltinConfig("all-1g.10gb")
	var gpus []State
	for i := 0; i < 8; i++ {
		if i < 4 {
			gpus = append(gpus, State{})
		} else {
			gpus = append(gpus, State{Enabled: true, Counts: counts})
		}
	}
	mixed := Expose(StrategyMixed, gpus, 1)
	if want := map[string]int64{"nvidia.com/gpu": 4, "nvidia.com/mig-1g.10gb": 28}; !reflect.DeepEqual(mixed.Resources, want) || len(mixed.Invalid) > 0 {
		t.Errorf("mixed: %+v, want %v", mixed, want)
	}
	single := Expose(StrategySingle, gpus, 1)
	if len(single.Invalid) == 0 || len(single.Resources) != 0 || !strings.Contains(single.Invalid[0], "same migEnabled value") {
		t.Errorf("single: %+v, want invalid", single)
	}
	none := Expose(StrategyNone, gpus, 1)
	if none.Resources["nvidia.com/gpu"] != 8 || none.Unusable != 4 {
		t.Errorf("none: %+v", none)
	}
	shared := Expose(StrategyMixed, gpus, 4)
	if shared.Resources["nvidia.com/gpu"] != 16 || shared.Resources["nvidia.com/mig-1g.10gb"] != 112 {
		t.Errorf("mixed with 4 replicas: %+v", shared)
	}
	allMIG := make([]State, 8)
	for i := range allMIG {
		allMIG[i] = State{Enabled: true, Counts: counts}
	}
	if s := Expose(StrategySingle, allMIG, 1); s.Resources["nvidia.com/gpu"] != 56 || len(s.Invalid) > 0 {
		t.Errorf("single all-1g.10gb: %+v", s)
	}
	_, balanced, _ := m.BuiltinConfig("all-balanced")
	for i := range allMIG {
		allMIG[i] = State{Enabled: true, Counts: balanced}
	}
	if s := Expose(StrategySingle, allMIG, 1); len(s.Invalid) != 1 || !strings.Contains(s.Invalid[0], "3 MIG profiles") {
		t.Errorf("single all-balanced: %+v", s)
	}
}

func TestParseStrategy(t *testing.T) {
	for _, s := range []string{"none", "single", "mixed"} {
		if st, err := ParseStrategy(s); err != nil || string(st) != s {
			t.Errorf("%s: %v %v", s, st, err)
		}
	}
	if _, err := ParseStrategy("Mixed"); err == nil {
		t.Error("Mixed is accepted")
	}
}

func BenchmarkCheckWorstCase(b *testing.B) {
	m, _ := Default().Lookup("A100-40GB")
	one, _ := ParseProfile("1g.5gb")
	two, _ := ParseProfile("2g.10gb")
	counts := []Count{{one, 3}, {two, 3}}
	for b.Loop() {
		m.Check(counts)
	}
}
