package resources

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/api/resource"
)

// VolcanoScale is the decimal scale of the unit Volcano keeps a resource
// in: its NewResource (pkg/scheduler/api/resource_info.go) stores memory
// and pods with Quantity.Value() (whole units, scale 0) and cpu and every
// other resource with MilliValue() (scale 3).
func VolcanoScale(name string) int {
	switch name {
	case Memory, "pods":
		return 0
	}
	return 3
}

// maxDigits bounds the decimal exponent of a quantity vcqlint does exact
// arithmetic on: 10^22 milli-units is far beyond int64 (about 9.2·10^18),
// and 10^-22 far below Volcano's finest unit (1m).
const maxDigits = 22

// Reading is what Volcano's NewResource reads a quantity as.
type Reading struct {
	// Units is the int64 MilliValue() or Value() returns, in the unit of
	// VolcanoScale.
	Units int64
	// Exact is false when Units is not the quantity written: beyond int64,
	// or not a whole number of units (MilliValue and Value round up).
	Exact bool
	// Overflow is true when the quantity is beyond an int64 of units,
	// where apimachinery's conversion overflows (to 0, or wraps).
	Overflow bool
}

// Quantity is the reading as a quantity in the resource's base unit
// (e.g. 9223372036854775807m for cpu).
func (r Reading) Quantity(name string) resource.Quantity {
	return *resource.NewScaledQuantity(r.Units, resource.Scale(-VolcanoScale(name)))
}

// VolcanoReading returns what Volcano reads q as, in time bounded by the
// length of q's digits whatever its exponent: apimachinery's own Cmp, Add
// and MilliValue rescale to the exponent and would build numbers of
// billions of digits for "1e2000000000" or "1e-2000000000".
func VolcanoReading(name string, q resource.Quantity) Reading {
	if r, ok := wholeReading(name, q); ok {
		return r
	}
	if ordinary(q) {
		return ordinaryReading(name, q)
	}
	return generalReading(name, q)
}

// wholeReading is VolcanoReading of a whole number that an int64 of
// units holds (most quotas: "8", "64Gi"): its value, or its value × 1000
// in milli-units, exactly. ok is false for any other quantity.
func wholeReading(name string, q resource.Quantity) (Reading, bool) {
	v, ok := q.AsInt64()
	if !ok {
		return Reading{}, false
	}
	if VolcanoScale(name) == 0 {
		return Reading{Units: v, Exact: true}, true
	}
	if v > math.MaxInt64/1000 || v < math.MinInt64/1000 {
		return Reading{}, false
	}
	return Reading{Units: v * 1000, Exact: true}, true
}

// ordinaryReading is VolcanoReading of a quantity for which ordinary
// holds: far inside int64 in either unit, MilliValue or Value is the
// reading, and it cannot overflow.
func ordinaryReading(name string, q resource.Quantity) Reading {
	s := VolcanoScale(name)
	units := scaledValue(q, s)
	back := resource.NewScaledQuantity(units, resource.Scale(-s))
	return Reading{Units: units, Exact: back.Cmp(q) == 0}
}

// generalReading is VolcanoReading of any quantity.
func generalReading(name string, q resource.Quantity) Reading {
	s := VolcanoScale(name)
	switch magnitude(q) {
	case tooLarge:
		// MilliValue and Value of a huge exponent are cheap (math.Pow10,
		// overflowing as in Volcano).
		return Reading{Units: scaledValue(q, s), Overflow: true}
	case tooSmall:
		// Rescaling a tiny value costs its exponent; every value this far
		// below one unit rounds as ±10^-maxDigits does.
		tiny := resource.NewScaledQuantity(int64(q.Sign()), -maxDigits)
		return Reading{Units: scaledValue(*tiny, s), Exact: false}
	}
	units := scaledValue(q, s)
	back := resource.NewScaledQuantity(units, resource.Scale(-s))
	limit := resource.NewScaledQuantity(math.MaxInt64, resource.Scale(-s))
	over := q.CmpInt64(0) > 0 && q.Cmp(*limit) > 0
	if q.Sign() < 0 {
		limit.Neg()
		limit.Sub(*resource.NewScaledQuantity(1, resource.Scale(-s))) // MinInt64
		over = q.Cmp(*limit) < 0
	}
	return Reading{Units: units, Exact: !over && back.Cmp(q) == 0, Overflow: over}
}

// ordinary reports, without building q's decimal form (which magnitude
// does, at a cost that dominated summing an estate's lists), whether q is
// zero or between 10^-18 and 10^15 in absolute value: well within
// ±maxDigits, and below an int64 of milli-units (about 9.2·10^15) with
// room for the float's rounding, so that the general path of
// VolcanoReading would find neither overflow nor a tiny value.
func ordinary(q resource.Quantity) bool {
	if q.Sign() == 0 {
		return true
	}
	f := math.Abs(q.AsApproximateFloat64())
	return f >= 1e-18 && f <= 1e15
}

// Sentinels of magnitude, far outside ±maxDigits (and within a 32-bit int).
const (
	tooLarge = math.MaxInt32
	tooSmall = math.MinInt32
)

// magnitude returns q's decimal exponent (about log10|q|) when it is
// within ±maxDigits, else tooLarge or tooSmall. 0 has magnitude 0.
func magnitude(q resource.Quantity) int {
	d := q.AsDec()
	u := d.UnscaledBig()
	if u.Sign() == 0 {
		return 0
	}
	// digits within one of the true count: 1 + floor(bits·log10 2).
	digits := 1 + int(float64(new(big.Int).Abs(u).BitLen())*0.30103)
	e := int64(digits) - int64(d.Scale())
	switch {
	case e > maxDigits:
		return tooLarge
	case e < -maxDigits:
		return tooSmall
	}
	return int(e)
}

// scaledValue is MilliValue (s=3) or Value (s=0), as Volcano calls them.
func scaledValue(q resource.Quantity, s int) int64 {
	if s == 0 {
		return q.Value()
	}
	return q.MilliValue()
}

// Parse is resource.ParseQuantity without a cost in the exponent.
// ParseQuantity rounds every non-zero value up to 1n, and for
// "1e-2000000000" that rounding builds a number of two billion digits; an
// exponent beyond int32 ("1e2000000000000") wraps around in inf.Dec to
// such a tiny one. Such texts are replaced first by one ParseQuantity
// reads at once the same way (see rewrite); tiny reports a non-zero value
// below 10^-22. A zero becomes plain 0 whatever its exponent.
func Parse(s string) (q resource.Quantity, tiny bool, err error) {
	s, tiny, _ = rewrite(s)
	q, err = resource.ParseQuantity(s)
	if err == nil && q.Sign() == 0 {
		// "0e699999999" keeps its exponent, and comparing it with
		// anything would scale the other to it.
		q = *resource.NewQuantity(0, q.Format)
	}
	return q, tiny, err
}

// hugeExponent is an exponent that ParseQuantity still reads at once
// (inf.Dec's scale is an int32) and that is far beyond any int64.
const hugeExponent = "1e999999999"

// rewrite replaces a text with a decimal exponent so negative that it is
// below 10^-maxDigits by ±1e-30 (or 0), and one with an exponent beyond
// int32 by ±1e999999999; changed says it did.
func rewrite(s string) (out string, tiny, changed bool) {
	mant, exp, ok := splitExponent(s)
	if !ok {
		return s, false, false
	}
	zero := strings.Trim(mant, "+-0.") == ""
	sign := ""
	if strings.HasPrefix(mant, "-") {
		sign = "-"
	}
	switch {
	case zero && (exp > math.MaxInt32/2 || exp < math.MinInt32/2):
		return "0", false, true
	case exp < 0 && int64(len(mant))+exp < -maxDigits:
		if zero {
			return "0", false, true
		}
		return sign + "1e-30", true, true
	case exp > math.MaxInt32/2:
		return sign + hugeExponent, false, true
	}
	return s, false, false
}

// splitExponent splits "1.5e-7" into "1.5" and -7; ok is false without a
// decimal exponent that fits an int64.
func splitExponent(s string) (mant string, exp int64, ok bool) {
	i := strings.LastIndexAny(s, "eE")
	if i <= 0 {
		return "", 0, false
	}
	exp, err := strconv.ParseInt(s[i+1:], 10, 64)
	if err != nil {
		return "", 0, false
	}
	return s[:i], exp, true
}

// ErrUnrepresentable is the error of ParseRepresentable for a quantity
// Volcano cannot hold.
var ErrUnrepresentable = errors.New("not what Volcano can represent")

// ParseVolcano parses quantity text s of resource name and returns what
// vcqlint should compute with: q itself, or, when Volcano cannot hold q
// (beyond an int64 of its unit, or made tiny by Parse), what Volcano reads
// it as, with problem saying so ("" otherwise). Its cost does not grow with
// the exponent. Every place that reads a quantity from the input or the
// command line goes through it.
func ParseVolcano(name, s string) (q resource.Quantity, problem string, err error) {
	q, tiny, err := Parse(s)
	if err != nil {
		return resource.Quantity{}, "", err
	}
	r := VolcanoReading(name, q)
	if !tiny && !r.Overflow {
		return q, "", nil
	}
	read := r.Quantity(name)
	where := "beyond"
	if tiny {
		where = "below"
	}
	unit := "milli-units"
	if VolcanoScale(name) == 0 {
		unit = "whole units"
	}
	return read, fmt.Sprintf("is %s what Volcano can represent (an int64 of %s); Volcano reads it as %s", where, unit, read.String()), nil
}

// ParseRepresentable parses a quantity given on the command line for
// resource name, refusing one Volcano cannot hold exactly (its error says
// what Volcano would read instead) or that is not a quantity.
func ParseRepresentable(name, s string) (resource.Quantity, error) {
	q, problem, err := ParseVolcano(name, s)
	if err != nil {
		return resource.Quantity{}, err
	}
	if problem != "" {
		return resource.Quantity{}, fmt.Errorf("%s %s: %w", s, problem, ErrUnrepresentable)
	}
	return q, nil
}

// IsVolcanoTracked reports whether Volcano's NewResource keeps resource
// name (pkg/scheduler/api/resource_info.go:87-123@v1.15.1): cpu and memory,
// pods and ephemeral-storage, and the names Kubernetes calls scalar
// (v1helper.IsScalarResourceName: extended, hugepages-*, attachable-volumes-*
// and kubernetes.io/-prefixed ones) except count/ quotas. Any other name
// ("storage", a typo without a domain) is dropped, so no check sees it.
func IsVolcanoTracked(name string) bool {
	switch {
	case IsPrimary(name), name == "pods", name == "ephemeral-storage":
		return true
	case strings.HasPrefix(name, "count/"), strings.HasPrefix(name, "requests."):
		return false
	case strings.HasPrefix(name, "hugepages-"), strings.HasPrefix(name, "attachable-volumes-"):
		return true
	}
	return strings.Contains(name, "/")
}

// VolcanoList returns l as Volcano's NewResource reads it: the resources it
// tracks, each rounded as MilliValue() or Value() rounds it (up), so that
// 1500u of cpu is 2m and two children of 500u add up to 2m.
func VolcanoList(l List) List {
	out := make(List, len(l))
	for name, q := range l {
		if IsVolcanoTracked(name) {
			out[name] = VolcanoReading(name, q).Quantity(name)
		}
	}
	return out
}

// lessPartlyAny reports whether LessPartlyZero finds anything: a name of
// value fails when limit lacks a scalar resource or is below it (a
// missing cpu or memory counts as 0), and a name of limit alone when
// limit is below 0.
func lessPartlyAny(limit, value List) bool {
	for n, v := range value {
		l, inLimit := limit[n]
		if !inLimit && !IsPrimary(n) || v.Cmp(l) > 0 {
			return true
		}
	}
	for n, l := range limit {
		if _, inValue := value[n]; !inValue && l.Sign() < 0 {
			return true
		}
	}
	return false
}

// AddVolcano adds into l (non-nil) every resource of o as VolcanoList
// reads it: l.Add(VolcanoList(o)) without building the list in between,
// which summing every parent's children did once per child.
func (l List) AddVolcano(o List) {
	for name, q := range o {
		if IsVolcanoTracked(name) {
			sum := l[name]
			sum.Add(VolcanoReading(name, q).Quantity(name))
			l[name] = sum
		}
	}
}

// LessPartlyZeroRead is LessPartlyZero(VolcanoList(limit), value) without
// building the list limit reads as when nothing fails, as most parents'
// lists do not.
func LessPartlyZeroRead(limit, value List) []Excess {
	for n, v := range value {
		l, inLimit := limit[n]
		if !inLimit {
			if !IsPrimary(n) || v.Sign() > 0 {
				return lessPartly(VolcanoList(limit), value)
			}
			continue
		}
		if !IsVolcanoTracked(n) {
			// VolcanoList drops the name: a scalar value fails whatever
			// it is, cpu or memory above 0.
			if !IsPrimary(n) || v.Sign() > 0 {
				return lessPartly(VolcanoList(limit), value)
			}
			continue
		}
		if v.Cmp(VolcanoReading(n, l).Quantity(n)) > 0 {
			return lessPartly(VolcanoList(limit), value)
		}
	}
	for n, l := range limit {
		if _, inValue := value[n]; !inValue && IsVolcanoTracked(n) && VolcanoReading(n, l).Units < 0 {
			return lessPartly(VolcanoList(limit), value)
		}
	}
	return nil
}

// LessPartlyZero returns, in name order, the resources on which limit is
// below value as Volcano's limit.LessPartly(value, Zero) decides it
// (resource_info.go:565-593@v1.15.1), both lists already read by
// VolcanoList: cpu and memory missing from a list count as 0; a scalar
// resource of value that limit lacks fails whatever its value, even 0; a
// scalar of limit that value lacks is compared with 0 (so a negative limit
// fails).
func LessPartlyZero(limit, value List) []Excess {
	// Most lists fit: find that out without a set and a sort of names.
	if !lessPartlyAny(limit, value) {
		return nil
	}
	return lessPartly(limit, value)
}

// lessPartly is LessPartlyZero without the quick check.
func lessPartly(limit, value List) []Excess {
	var out []Excess
	names := map[string]bool{CPU: true, Memory: true}
	for n := range value {
		names[n] = true
	}
	for n := range limit {
		names[n] = true
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	SortNames(sorted)
	for _, n := range sorted {
		v, inValue := value[n]
		l, inLimit := limit[n]
		switch {
		case !IsPrimary(n) && inValue && !inLimit:
			out = append(out, Excess{Name: n, Value: v, Limit: resource.Quantity{Format: v.Format}, Note: "missing from the limit, which fails whatever the value"})
		case (inValue || inLimit) && v.Cmp(l) > 0:
			out = append(out, Excess{Name: n, Value: v, Limit: l})
		}
	}
	return out
}
