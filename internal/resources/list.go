// Package resources does exact arithmetic on resource lists the way Volcano
// compares queue quotas, with resource.Quantity and never float64.
package resources

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"
)

// CPU and Memory are the two dimensions Volcano always tracks; every other
// name is a "scalar" resource with its own defaulting rules.
const (
	CPU    = "cpu"
	Memory = "memory"
)

// List maps a resource name to a quantity, like core/v1 ResourceList.
// The lists of loaded objects may be shared by several objects (identical
// lists are decoded once, see decode.IntoShared): never modify one; Add
// into a new list, or Clone first.
type List map[string]resource.Quantity

// IsPrimary reports whether name is cpu or memory.
func IsPrimary(name string) bool { return name == CPU || name == Memory }

// IsExtended reports whether name is a resource that must be a whole number:
// device-plugin resources (a domain-prefixed name such as nvidia.com/gpu or
// volcano.sh/vgpu-number) and hugepages.
func IsExtended(name string) bool {
	if strings.HasPrefix(name, "hugepages-") {
		return true
	}
	return strings.Contains(name, "/") && !strings.HasPrefix(name, "kubernetes.io/")
}

// Names returns the list's resource names, sorted with cpu and memory first
// so messages read in a stable, familiar order.
func (l List) Names() []string {
	names := make([]string, 0, len(l))
	for n := range l {
		names = append(names, n)
	}
	SortNames(names)
	return names
}

// SortNames sorts resource names: cpu, memory, then alphabetical.
func SortNames(names []string) {
	slices.SortFunc(names, compareNames)
}

// compareNames orders resource names for SortNames. Rules sort the names of
// every quota they look at, so this avoids sort.Slice's reflection.
func compareNames(a, b string) int {
	if ra, rb := nameRank(a), nameRank(b); ra != rb {
		return ra - rb
	}
	return strings.Compare(a, b)
}

func nameRank(n string) int {
	switch n {
	case CPU:
		return 0
	case Memory:
		return 1
	}
	return 2
}

// Same reports whether a and b are one list (the same map, not two equal
// ones): a caller that would read both can then read one.
func Same(a, b List) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

// Get returns the quantity for name and whether it is set.
func (l List) Get(name string) (resource.Quantity, bool) {
	q, ok := l[name]
	return q, ok
}

// Add adds every quantity of o into l (l must be non-nil).
func (l List) Add(o List) {
	for n, q := range o {
		sum := l[n]
		sum.Add(q)
		l[n] = sum
	}
}

// AddTimes adds n times every quantity of o into l (l must be non-nil),
// with one multiplication per resource rather than n additions: a task
// may ask for thousands of replicas.
func (l List) AddTimes(o List, n int64) {
	for name, q := range o {
		q = q.DeepCopy() // Mul changes a big quantity's shared decimal in place
		q.Mul(n)         // false only means the result left int64; it is still exact
		sum := l[name]
		sum.Add(q)
		l[name] = sum
	}
}

// Clone returns a deep copy.
func (l List) Clone() List {
	c := make(List, len(l))
	for n, q := range l {
		c[n] = q.DeepCopy()
	}
	return c
}

// Sum adds up lists.
func Sum(lists ...List) List {
	s := List{}
	for _, l := range lists {
		s.Add(l)
	}
	return s
}

// Excess is one resource on which a value exceeds a limit.
type Excess struct {
	Name  string
	Value resource.Quantity
	Limit resource.Quantity
	// Note says where the limit came from when that is not obvious,
	// e.g. "ancestor org".
	Note string
}

// String renders "cpu 200 > 100".
func (e Excess) String() string {
	s := fmt.Sprintf("%s %s > %s", e.Name, Format(e.Value), Format(e.Limit))
	if e.Note != "" {
		s += " (" + e.Note + ")"
	}
	return s
}

// Format prints a quantity the way users wrote it when possible.
func Format(q resource.Quantity) string { return q.String() }

// FormatExcesses joins excesses for a message: "cpu 200 > 100, nvidia.com/gpu 8 > 4".
func FormatExcesses(es []Excess) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return strings.Join(parts, ", ")
}

// MissingLimit says how a dimension absent from the limit list compares.
type MissingLimit int

const (
	// MissingIsZero treats an absent limit as 0: any positive value exceeds.
	MissingIsZero MissingLimit = iota
	// MissingIsUnlimited skips dimensions the limit does not name.
	MissingIsUnlimited
)

// Exceeding returns, in name order, each resource of value that is greater
// than limit. Values of zero never exceed (an explicit 0 asks for nothing).
func Exceeding(value, limit List, missing MissingLimit) []Excess {
	// Most lists fit: find that out without sorting their names.
	if !anyExceeds(value, limit, missing) {
		return nil
	}
	var out []Excess
	for _, n := range value.Names() {
		v := value[n]
		l, ok := limit[n]
		if !ok {
			if missing == MissingIsUnlimited || v.Sign() <= 0 {
				continue
			}
			out = append(out, Excess{Name: n, Value: v, Limit: resource.Quantity{Format: v.Format}})
			continue
		}
		if v.Cmp(l) > 0 {
			out = append(out, Excess{Name: n, Value: v, Limit: l})
		}
	}
	return out
}

// anyExceeds reports whether Exceeding finds anything.
func anyExceeds(value, limit List, missing MissingLimit) bool {
	for n, v := range value {
		l, ok := limit[n]
		if !ok {
			if missing == MissingIsZero && v.Sign() > 0 {
				return true
			}
			continue
		}
		if v.Cmp(l) > 0 {
			return true
		}
	}
	return false
}
