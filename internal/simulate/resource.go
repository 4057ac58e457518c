package simulate

import (
	"fmt"
	"sort"
	"strings"

	"gopkg.in/inf.v0"

	"github.com/vcqlint/vcqlint/internal/resources"
)

// Resource is Volcano's api.Resource (pkg/scheduler/api/resource_info.go):
// cpu and memory always present (0 when unset), every other resource a
// "scalar" that may be absent. Absence matters: Volcano's helpers treat an
// absent scalar as 0 or as unlimited depending on the call, and compare key
// sets when they test two resources for equality. Values are immutable;
// every operation returns a new Resource.
type Resource struct {
	CPU, Memory Amount
	Scalars     map[string]Amount
}

// scale is the unit Volcano keeps a resource in, as a decimal scale of its
// base unit: NewResource stores cpu and most scalars with MilliValue() and
// memory and pods with Value().
func scale(name string) inf.Scale {
	switch name {
	case resources.Memory, "pods":
		return 0
	}
	return 3
}

// isScalar follows Volcano's NewResource: besides cpu and memory it keeps
// pods, ephemeral-storage and the names v1helper.IsScalarResourceName
// accepts (extended and kubernetes.io/-prefixed names, hugepages-*,
// attachable-volumes-*), and skips count/* quota names. Anything else (a
// typo such as "gpu") is dropped by Volcano without a word.
func isScalar(name string) bool {
	switch {
	case strings.HasPrefix(name, "count/"):
		return false
	case name == "pods", name == "ephemeral-storage":
		return true
	case strings.Contains(name, "/"), strings.HasPrefix(name, "hugepages-"), strings.HasPrefix(name, "attachable-volumes-"):
		return true
	}
	return false
}

// FromList is Volcano's NewResource: each quantity rounded up to the unit
// Volcano keeps (MilliValue and Value round up). It also returns the names
// Volcano ignores, sorted.
func FromList(l resources.List) (Resource, []string) {
	var r Resource
	var ignored []string
	for _, name := range l.Names() {
		q := l[name]
		v := Finite(new(inf.Dec).Round(q.AsDec(), scale(name), inf.RoundCeil))
		switch {
		case name == resources.CPU:
			r.CPU = v
		case name == resources.Memory:
			r.Memory = v
		case isScalar(name):
			if r.Scalars == nil {
				r.Scalars = map[string]Amount{}
			}
			r.Scalars[name] = v
		default:
			ignored = append(ignored, name)
		}
	}
	return r, ignored
}

// Get returns one dimension and whether it is present (cpu and memory
// always are).
func (r Resource) Get(name string) (Amount, bool) {
	switch name {
	case resources.CPU:
		return r.CPU, true
	case resources.Memory:
		return r.Memory, true
	}
	a, ok := r.Scalars[name]
	return a, ok
}

// With returns a copy with one dimension set.
func (r Resource) With(name string, a Amount) Resource {
	c := r.Clone()
	switch name {
	case resources.CPU:
		c.CPU = a
	case resources.Memory:
		c.Memory = a
	default:
		if c.Scalars == nil {
			c.Scalars = map[string]Amount{}
		}
		c.Scalars[name] = a
	}
	return c
}

// Names lists cpu, memory and the scalars present, in resources order.
func (r Resource) Names() []string {
	names := []string{resources.CPU, resources.Memory}
	for n := range r.Scalars {
		names = append(names, n)
	}
	resources.SortNames(names)
	return names
}

// Clone copies the scalar map (amounts are immutable).
func (r Resource) Clone() Resource {
	c := Resource{CPU: r.CPU, Memory: r.Memory}
	if r.Scalars != nil {
		c.Scalars = make(map[string]Amount, len(r.Scalars))
		for k, v := range r.Scalars {
			c.Scalars[k] = v
		}
	}
	return c
}

// Add is Resource.Add: every scalar of rr is added, creating it in r.
func (r Resource) Add(rr Resource) Resource {
	c := r.Clone()
	c.CPU = add(r.CPU, rr.CPU)
	c.Memory = add(r.Memory, rr.Memory)
	for k, v := range rr.Scalars {
		if c.Scalars == nil {
			c.Scalars = map[string]Amount{}
		}
		c.Scalars[k] = add(c.Scalars[k], v)
	}
	return c
}

// Sub is Resource.sub, the subtraction after Sub's assertion passed:
// scalars of rr are subtracted (and created) only if r has a scalar map.
func (r Resource) Sub(rr Resource) Resource {
	c := r.Clone()
	c.CPU = sub(r.CPU, rr.CPU)
	c.Memory = sub(r.Memory, rr.Memory)
	if c.Scalars == nil {
		return c
	}
	for k, v := range rr.Scalars {
		c.Scalars[k] = sub(c.Scalars[k], v)
	}
	return c
}

// Default is Volcano's DimensionDefaultValue: how a scalar absent from one
// side of a comparison counts.
type Default int

const (
	// Zero means an absent scalar is 0.
	Zero Default = iota
	// Infinity means an absent scalar is unlimited.
	Infinity
)

// LessEqual is Resource.LessEqualWithResourcesName without the 0.1
// tolerance: every dimension of r is at most rr's, an absent scalar of rr
// counting as 0 (Zero) or unlimited (Infinity); false too when a
// dimension cannot be compared (an unknown amount: the cluster's total
// when none is declared). It also returns the names on which r is
// greater (cpu, memory, then scalars by name): only those known to be,
// since what Volcano does is said only when it is certain ("logged:
// nvidia.com/gpu 4 > ?" claimed a log line that may not be written).
// With Zero it is also Resource.LessEqual.
func (r Resource) LessEqual(rr Resource, dv Default) (bool, []string) {
	var over []string
	unknown := false
	le := func(a, b Amount) bool {
		c, ok := cmp(a, b)
		if !ok {
			unknown = true
			return true
		}
		return c <= 0
	}
	if !le(r.CPU, rr.CPU) {
		over = append(over, resources.CPU)
	}
	if !le(r.Memory, rr.Memory) {
		over = append(over, resources.Memory)
	}
	var scalars []string
	for name, left := range r.Scalars {
		right, ok := rr.Scalars[name]
		if !ok && dv == Infinity {
			continue
		}
		if !le(left, right) {
			scalars = append(scalars, name)
		}
	}
	sort.Strings(scalars)
	over = append(over, scalars...)
	return len(over) == 0 && !unknown, over
}

// LessPartly is Resource.LessPartly (strict, no tolerance in Volcano
// either): some dimension of r is below rr's. With Zero, a scalar rr has
// and r lacks counts, whatever its value. It returns the names that make
// it true.
func (r Resource) LessPartly(rr Resource, dv Default) []string {
	var names []string
	lt := func(a, b Amount) bool {
		c, ok := cmp(a, b)
		return ok && c < 0
	}
	if lt(r.CPU, rr.CPU) {
		names = append(names, resources.CPU)
	}
	if lt(r.Memory, rr.Memory) {
		names = append(names, resources.Memory)
	}
	var scalars []string
	if dv == Zero {
		for name := range rr.Scalars {
			if _, ok := r.Scalars[name]; !ok {
				scalars = append(scalars, name)
			}
		}
	}
	for name, left := range r.Scalars {
		right, ok := rr.Scalars[name]
		if !ok && dv == Infinity {
			scalars = append(scalars, name)
			continue
		}
		if lt(left, right) {
			scalars = append(scalars, name)
		}
	}
	sort.Strings(scalars)
	return append(names, scalars...)
}

// Diff is Resource.Diff(rr, Zero): increased holds, per dimension, how much
// r exceeds rr; decreased how much rr exceeds or equals r. Scalars absent on
// one side count as 0; each scalar lands in exactly one of the two maps.
func (r Resource) Diff(rr Resource) (increased, decreased Resource) {
	increased.Scalars = map[string]Amount{}
	decreased.Scalars = map[string]Amount{}
	split := func(l, rv Amount) (inc, dec Amount, isInc bool) {
		if c, ok := cmp(l, rv); ok && c > 0 {
			return sub(l, rv), Amount{}, true
		} else if ok {
			return Amount{}, sub(rv, l), false
		}
		// Undecidable (an unknown cluster total): the excess is unknown,
		// at most the known bound of l minus r.
		if ub, has := l.upper(); has && rv.IsFinite() {
			d := new(inf.Dec).Sub(ub, rv.Dec())
			if d.Sign() < 0 {
				d = zero
			}
			return Amount{kind: unknown, v: d}, Amount{}, true
		}
		return Unknown(), Amount{}, true
	}
	increased.CPU, decreased.CPU, _ = split(r.CPU, rr.CPU)
	increased.Memory, decreased.Memory, _ = split(r.Memory, rr.Memory)
	names := map[string]bool{}
	for n := range r.Scalars {
		names[n] = true
	}
	for n := range rr.Scalars {
		names[n] = true
	}
	for n := range names {
		inc, dec, isInc := split(r.Scalars[n], rr.Scalars[n])
		if isInc {
			increased.Scalars[n] = inc
		} else {
			decreased.Scalars[n] = dec
		}
	}
	return increased, decreased
}

// ExceededPart is api.ExceededPart: max(0, l − r) per dimension, with the
// scalars where l does not exceed r absent.
func ExceededPart(l, r Resource) Resource {
	inc, _ := l.Diff(r)
	return inc
}

// MinDimension is Resource.MinDimensionResource: each dimension of r capped
// by rr's; a scalar of r that rr lacks is kept (Infinity) or set to 0
// (Zero). Scalars rr has and r lacks are not added.
func (r Resource) MinDimension(rr Resource, dv Default) Resource {
	c := r.Clone()
	c.CPU = minAmount(r.CPU, rr.CPU)
	c.Memory = minAmount(r.Memory, rr.Memory)
	for name, v := range c.Scalars {
		if limit, ok := rr.Scalars[name]; ok {
			c.Scalars[name] = minAmount(v, limit)
		} else if dv == Zero {
			c.Scalars[name] = Amount{}
		}
	}
	return c
}

// Max is helpers.Max: the larger of each dimension; negative scalars are
// dropped.
func Max(l, r Resource) Resource {
	res := Resource{CPU: maxAmount(l.CPU, r.CPU), Memory: maxAmount(l.Memory, r.Memory)}
	if l.Scalars == nil && r.Scalars == nil {
		return res
	}
	res.Scalars = map[string]Amount{}
	for name, v := range l.Scalars {
		if s, ok := v.Sign(); !ok || s >= 0 {
			res.Scalars[name] = v
		}
	}
	for name, v := range r.Scalars {
		if s, ok := v.Sign(); !ok || s >= 0 {
			res.Scalars[name] = maxAmount(v, res.Scalars[name])
		}
	}
	return res
}

// Multi is Resource.Multi(num/den), each dimension rounded down to
// Volcano's unit of the resource (see the package documentation).
func (r Resource) Multi(num, den int64) Resource {
	mul := func(name string, a Amount) Amount {
		if !a.IsFinite() {
			return a
		}
		p := new(inf.Dec).Mul(a.Dec(), inf.NewDec(num, 0))
		return Finite(new(inf.Dec).QuoRound(p, inf.NewDec(den, 0), scale(name), inf.RoundFloor))
	}
	c := r.Clone()
	c.CPU = mul(resources.CPU, r.CPU)
	c.Memory = mul(resources.Memory, r.Memory)
	for name, v := range c.Scalars {
		c.Scalars[name] = mul(name, v)
	}
	return c
}

// IsEmpty is Resource.IsEmpty: every dimension below 0.1 of Volcano's unit,
// pods ignored. Volcano's values here are whole units, so that means 0.
func (r Resource) IsEmpty() bool {
	below := func(name string, a Amount) bool {
		if !a.IsFinite() {
			return false
		}
		floor := inf.NewDec(1, scale(name)+1) // 0.1 unit
		return a.Dec().Cmp(floor) < 0
	}
	if !below(resources.CPU, r.CPU) || !below(resources.Memory, r.Memory) {
		return false
	}
	for name, v := range r.Scalars {
		if name == "pods" {
			continue
		}
		if !below(name, v) {
			return false
		}
	}
	return true
}

// IsEmptyQuota reports whether a queue's resource list would be empty to
// Volcano (the IsEmpty test root's capability and deserved go through).
func IsEmptyQuota(l resources.List) bool {
	r, _ := FromList(l)
	return r.IsEmpty()
}

// Equal is equality.Semantic.DeepEqual on two resources: the same value on
// every dimension and the same scalar names (a nil and an empty map are
// equal).
func (r Resource) Equal(o Resource) bool {
	if !r.CPU.Equal(o.CPU) || !r.Memory.Equal(o.Memory) || len(r.Scalars) != len(o.Scalars) {
		return false
	}
	for k, v := range r.Scalars {
		w, ok := o.Scalars[k]
		if !ok || !v.Equal(w) {
			return false
		}
	}
	return true
}

// VolcanoString renders the resource as Volcano's Resource.String() does
// in its logs and panic messages: "cpu 32000.00, memory 137438953472.00,
// pods 220.00" (cpu in millicores, memory in bytes, scalars in Volcano's
// unit), so that a message can be matched with the scheduler's log.
func (r Resource) VolcanoString() string {
	unit := func(name string, a Amount) string {
		switch {
		case a.IsInfinite():
			return "∞"
		case a.IsUnknown():
			return "?"
		}
		// Volcano's unit is 10^-scale of the base unit.
		v := new(inf.Dec).Mul(a.Dec(), inf.NewDec(1, -scale(name)))
		return new(inf.Dec).Round(v, 2, inf.RoundHalfEven).String()
	}
	s := fmt.Sprintf("cpu %s, memory %s", unit(resources.CPU, r.CPU), unit(resources.Memory, r.Memory))
	names := make([]string, 0, len(r.Scalars))
	for n := range r.Scalars {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s += fmt.Sprintf(", %s %s", n, unit(n, r.Scalars[n]))
	}
	return s
}
