package gpu

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Profile is one GPU-instance profile of a model.
type Profile struct {
	Name ProfileName
	// Compute and Memory are the compute and memory slices an instance takes.
	Compute, Memory int
	// Max is the most instances of this profile one GPU holds.
	Max int
	// Starts are the memory-slice offsets an instance may start at; it
	// covers Memory slices from there.
	Starts []int
}

// Model is a GPU model with its MIG geometry. Models come from the table and
// are shared read-only.
type Model struct {
	// ID is the name vcqlint uses, e.g. "A100-80GB".
	ID string
	// Aliases are other model names that mean the same table row
	// (A800-80GB has the A100-80GB's profiles).
	Aliases []string
	// Products are the GFD product labels (upper case, without "NVIDIA-").
	Products []string
	// DeviceIDs are the PCI IDs as mig-parted device-filters write them.
	DeviceIDs []string
	MemoryGB  int
	// ComputeSlices and MemorySlices are the per-GPU budgets: 7 and 8, or 4 and 4.
	ComputeSlices, MemorySlices int
	Profiles                    []Profile
}

// Catalogue is the model table, indexed. Build it once with NewCatalogue
// (or use Default) and share it: it is never modified.
type Catalogue struct {
	models []*Model
	byName map[string]*Model
}

// Default is the catalogue of the built-in table, built on first use. It is
// derived from constant data and never changes, so sharing it is safe.
var Default = sync.OnceValue(NewCatalogue)

// NewCatalogue builds the catalogue from the table in models.go.
func NewCatalogue() *Catalogue {
	c := &Catalogue{byName: map[string]*Model{}}
	for _, r := range table {
		m := &Model{ID: r.id, Aliases: r.aliases, DeviceIDs: r.deviceIDs, MemoryGB: r.memoryGB}
		shapes := shapes7
		m.ComputeSlices, m.MemorySlices = 7, 8
		if r.slices == 4 {
			shapes = shapes4
			m.ComputeSlices, m.MemorySlices = 4, 4
		}
		for _, p := range r.products {
			m.Products = append(m.Products, strings.ToUpper(p))
		}
		for _, pr := range r.profiles {
			s, ok := shapes[pr[0]]
			name, err := ParseProfile(pr[1])
			if !ok || err != nil {
				// The table is code: a bad row is a programming error
				// that the package tests catch.
				panic(fmt.Sprintf("gpu table: model %s profile %s: class %q known %v, %v", r.id, pr[1], pr[0], ok, err))
			}
			m.Profiles = append(m.Profiles, Profile{Name: name, Compute: s.compute, Memory: s.memory, Max: s.max, Starts: s.starts})
		}
		c.models = append(c.models, m)
		for _, n := range append(append([]string{m.ID}, m.Aliases...), m.Products...) {
			c.byName[normalise(n)] = m
		}
	}
	return c
}

// Models lists the models in table order.
func (c *Catalogue) Models() []*Model { return c.models }

// normalise makes model names and product labels comparable: upper case,
// spaces as dashes, without an "NVIDIA" prefix, and without the suffixes GFD
// adds under the single strategy and with sharing (-MIG-<profile>,
// -MIG-INVALID, -SHARED).
func normalise(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, " ", "-")
	s = strings.TrimPrefix(s, "NVIDIA-")
	s = strings.TrimSuffix(s, "-SHARED")
	if i := strings.Index(s, "-MIG-"); i >= 0 {
		s = s[:i]
	}
	return s
}

// Lookup finds a model by its ID, an alias or a GFD product label
// (nvidia.com/gpu.product, e.g. NVIDIA-A100-SXM4-80GB or, under the single
// strategy, NVIDIA-A100-SXM4-40GB-MIG-1g.5gb).
func (c *Catalogue) Lookup(name string) (*Model, bool) {
	m, ok := c.byName[normalise(name)]
	return m, ok
}

// ByDeviceID returns the models a mig-parted device-filter entry
// ("0x20B210DE") selects.
func (c *Catalogue) ByDeviceID(id string) []*Model {
	var out []*Model
	for _, m := range c.models {
		if m.MatchesDevice(id) {
			out = append(out, m)
		}
	}
	return out
}

// MatchesDevice reports whether a device-filter value selects this model.
// mig-parted compares the device part and, when given, the vendor part of
// the 32-bit ID; the IDs are compared case-insensitively.
func (m *Model) MatchesDevice(id string) bool {
	want := strings.ToUpper(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(id), "0x"), "0X"))
	for _, d := range m.DeviceIDs {
		have := strings.ToUpper(strings.TrimPrefix(d, "0x"))
		if have == want || (len(want) == 4 && strings.HasPrefix(have, want)) {
			return true
		}
	}
	return false
}

// Profile finds a profile of the model by name (compute-instance prefixes
// are resolved to their GPU instance).
func (m *Model) Profile(name ProfileName) (*Profile, bool) {
	gi := name.GI()
	for i := range m.Profiles {
		if sameProfile(m.Profiles[i].Name, gi) {
			return &m.Profiles[i], true
		}
	}
	return nil, false
}

func sameProfile(a, b ProfileName) bool {
	if a.C != b.C || a.G != b.G || a.GB != b.GB || a.Negative != b.Negative || len(a.Attrs) != len(b.Attrs) {
		return false
	}
	x, y := append([]string(nil), a.Attrs...), append([]string(nil), b.Attrs...)
	sort.Strings(x)
	sort.Strings(y)
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// ProfileNames lists the model's profile names, for messages.
func (m *Model) ProfileNames() []string {
	out := make([]string, len(m.Profiles))
	for i, p := range m.Profiles {
		out[i] = p.Name.String()
	}
	return out
}

// Count is a number of instances of one profile in a per-GPU layout.
type Count struct {
	Profile ProfileName
	N       int
}

// Violation is one reason a per-GPU layout cannot be created. Index is the
// position in the checked counts it concerns, or -1 for the layout as a whole.
type Violation struct {
	Index int
	Msg   string
}

// Check validates one GPU's MIG layout against the model: every profile
// must exist, no profile may exceed its instance limit, at most one
// instance may hold the media engines, the compute and memory slices must
// fit the budget, and a non-overlapping placement of all instances must
// exist in the placement table. Compute-instance profiles (1c.2g.10gb) are
// checked for existence only: mig-parted may share one GPU instance among
// several of them, so their instance count is not theirs to judge.
func (m *Model) Check(counts []Count) []Violation {
	var out []Violation
	var place []*Profile
	var placeN []int
	compute, memory, media := 0, 0, 0
	whole := true
	seen := map[string]int{}
	for i, c := range counts {
		p, ok := m.Profile(c.Profile)
		switch {
		case c.N < 0:
			out = append(out, Violation{i, fmt.Sprintf("%s count %d is negative", c.Profile, c.N)})
			continue
		case !ok:
			out = append(out, Violation{i, fmt.Sprintf("profile %s does not exist on %s (its profiles: %s)", c.Profile, m.ID, strings.Join(m.ProfileNames(), ", "))})
			whole = false
			continue
		case c.Profile.C != c.Profile.G:
			if c.Profile.C > c.Profile.G {
				out = append(out, Violation{i, fmt.Sprintf("profile %s has more compute slices (%dc) than its GPU instance (%dg)", c.Profile, c.Profile.C, c.Profile.G)})
			}
			whole = false
			continue
		}
		key := p.Name.String()
		if prev, dup := seen[key]; dup {
			out = append(out, Violation{i, fmt.Sprintf("profile %s is listed twice (also as %s)", c.Profile, counts[prev].Profile)})
		}
		seen[key] = i
		n := c.N
		if n > p.Max {
			out = append(out, Violation{i, fmt.Sprintf("%d × %s exceeds its limit of %d per %s GPU", c.N, c.Profile, p.Max, m.ID)})
			// Counts beyond any GPU's slices add nothing to the budget
			// messages but could overflow them.
			n = min(n, m.MemorySlices+1)
		}
		compute += n * p.Compute
		memory += n * p.Memory
		if p.Name.HasMediaExtensions() {
			media += n
		}
		if c.N > 0 {
			place = append(place, p)
			placeN = append(placeN, c.N)
		}
	}
	if media > 1 {
		out = append(out, Violation{-1, fmt.Sprintf("%d instances ask for the media engines (+me), a GPU has one set", media)})
	}
	if compute > m.ComputeSlices {
		out = append(out, Violation{-1, fmt.Sprintf("needs %d compute slices, %s has %d", compute, m.ID, m.ComputeSlices)})
	}
	if memory > m.MemorySlices {
		out = append(out, Violation{-1, fmt.Sprintf("needs %d memory slices, %s has %d", memory, m.ID, m.MemorySlices)})
	}
	if len(out) == 0 && whole {
		if _, ok := m.place(place, placeN); !ok {
			out = append(out, Violation{-1, fmt.Sprintf("no non-overlapping placement exists on %s (%s)", m.ID, placementHint(place))})
		}
	}
	return out
}

func placementHint(ps []*Profile) string {
	var parts []string
	for _, p := range ps {
		starts := make([]string, len(p.Starts))
		for i, s := range p.Starts {
			starts[i] = fmt.Sprint(s)
		}
		parts = append(parts, fmt.Sprintf("%s may start at memory slice %s", p.Name, strings.Join(starts, "/")))
	}
	return strings.Join(parts, "; ")
}

// Placement is where one instance sits: a profile and its first memory slice.
type Placement struct {
	Profile string
	Start   int
}

// Place finds a non-overlapping placement of the layout, largest
// instances first, as mig-parted creates them. ok is false when the layout
// names an unknown profile or does not fit.
func (m *Model) Place(counts []Count) ([]Placement, bool) {
	var ps []*Profile
	var ns []int
	for _, c := range counts {
		p, ok := m.Profile(c.Profile)
		if !ok || c.Profile.C != c.Profile.G || c.N < 0 {
			return nil, false
		}
		if c.N > 0 {
			ps, ns = append(ps, p), append(ns, c.N)
		}
	}
	return m.place(ps, ns)
}

// place backtracks over the placement table: instances sorted by size
// (largest first, fewest choices first) take the first free start that
// lets the rest fit. The search is bounded by the table: at most 8
// instances with at most 7 starts each.
func (m *Model) place(ps []*Profile, ns []int) ([]Placement, bool) {
	var inst []*Profile
	for i, p := range ps {
		if ns[i] > p.Max || ns[i] > m.MemorySlices {
			return nil, false
		}
		for k := 0; k < ns[i]; k++ {
			inst = append(inst, p)
		}
	}
	if len(inst) > m.MemorySlices {
		return nil, false
	}
	sort.SliceStable(inst, func(i, j int) bool {
		if inst[i].Memory != inst[j].Memory {
			return inst[i].Memory > inst[j].Memory
		}
		return len(inst[i].Starts) < len(inst[j].Starts)
	})
	used := make([]bool, m.MemorySlices)
	out := make([]Placement, len(inst))
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(inst) {
			return true
		}
		p := inst[k]
		for _, s := range p.Starts {
			if s+p.Memory > len(used) || !free(used, s, p.Memory) {
				continue
			}
			// Identical instances take increasing starts, so the search
			// never tries the same set of slots in another order.
			if k > 0 && inst[k-1] == p && s <= out[k-1].Start {
				continue
			}
			mark(used, s, p.Memory, true)
			out[k] = Placement{Profile: p.Name.String(), Start: s}
			if try(k + 1) {
				return true
			}
			mark(used, s, p.Memory, false)
		}
		return false
	}
	if !try(0) {
		return nil, false
	}
	return out, true
}

func free(used []bool, start, n int) bool {
	for i := start; i < start+n; i++ {
		if used[i] {
			return false
		}
	}
	return true
}

func mark(used []bool, start, n int, v bool) {
	for i := start; i < start+n; i++ {
		used[i] = v
	}
}

// BuiltinConfig returns the per-GPU layout of a configuration name that
// mig-parted's config-default.yaml defines for every model (the GPU
// operator's default ConfigMap): all-disabled, all-enabled (MIG on, no
// devices), all-<profile> with `+` written `.` (the profile's maximum count)
// and all-balanced. ok is false for other names and for profiles the
// model does not have.
func (m *Model) BuiltinConfig(name string) (enabled bool, counts []Count, ok bool) {
	switch name {
	case "all-disabled":
		return false, nil, true
	case "all-enabled":
		return true, nil, true
	case "all-balanced":
		// pkg/mig/builder/balanced.go: 2×1g + 1×2g + 1×3g on 7-slice GPUs,
		// 2×1g + 1×2g on 4-slice ones.
		want := []int{1, 1, 2, 3}
		if m.ComputeSlices == 4 {
			want = []int{1, 1, 2}
		}
		for _, g := range want {
			p := m.plainProfile(g)
			if p == nil {
				return false, nil, false
			}
			if n := len(counts); n > 0 && sameProfile(counts[n-1].Profile, p.Name) {
				counts[n-1].N++
				continue
			}
			counts = append(counts, Count{Profile: p.Name, N: 1})
		}
		return true, counts, true
	}
	rest, isAll := strings.CutPrefix(name, "all-")
	if !isAll {
		return false, nil, false
	}
	for _, p := range m.Profiles {
		if res, ok := p.Name.Resource(); ok && strings.TrimPrefix(res, MIGResourcePrefix) == rest {
			return true, []Count{{Profile: p.Name, N: p.Max}}, true
		}
	}
	return false, nil, false
}

// plainProfile is the model's first profile of g compute slices without
// attributes and with the smallest memory (the "small" 1g).
func (m *Model) plainProfile(g int) *Profile {
	var best *Profile
	for i := range m.Profiles {
		p := &m.Profiles[i]
		if p.Name.G == g && len(p.Name.Attrs) == 0 && (best == nil || p.Memory < best.Memory) {
			best = p
		}
	}
	return best
}
