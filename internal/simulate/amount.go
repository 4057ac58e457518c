// Package simulate replays the queue arithmetic of Volcano's scheduler
// plugins on the input's queues and a declared cluster: the proportion
// plugin's weighted deserved loop, the capacity plugin's flat and
// hierarchical real capability and deserved, each as the target Volcano
// version computes it, including the versions that panic on the way.
//
// Volcano does this arithmetic in float64 (pkg/scheduler/api/resource_info.go:
// MilliCPU, Memory in bytes, scalars in milli-units). vcqlint does it exactly
// with inf.Dec in those same units, so the results are what Volcano would get
// without float rounding. Two deliberate differences, both below one unit:
//
//   - the only division, a queue's weighted share remaining × weight /
//     Σweight, is rounded down to Volcano's unit of the resource (1m CPU,
//     1 byte of memory, 1 pod, 1/1000 of any other resource), so the shares
//     of one round never add up to more than what remains;
//   - Volcano's tolerance of 0.1 unit (two values that close count as equal
//     in LessEqual) is not applied: comparisons are exact. Values here are
//     whole units, so the tolerance could only matter for Volcano's own
//     float residues, which exact arithmetic does not have.
package simulate

import (
	"gopkg.in/inf.v0"
)

type amountKind uint8

const (
	finite amountKind = iota
	infinite
	unknown
)

// Amount is one dimension of a Resource: a finite quantity in the
// resource's base unit (cores, bytes, GPUs), infinite (Volcano's
// math.MaxFloat64: a capability whose cpu or memory is <= 0, root's unset
// capability since 1.14.2), or unknown (it depends on a cluster total that
// was not declared; Bound, when set, is an upper limit known anyway).
// The zero Amount is finite 0, as a missing cpu or memory is in Volcano.
type Amount struct {
	kind amountKind
	// v is the finite value, or an unknown amount's upper bound (nil: none).
	v *inf.Dec
}

var zero = inf.NewDec(0, 0)

// Finite returns a finite amount; d is not copied and must not be changed.
func Finite(d *inf.Dec) Amount { return Amount{kind: finite, v: d} }

// Infinite is Volcano's math.MaxFloat64 ("unlimited").
func Infinite() Amount { return Amount{kind: infinite} }

// Unknown is an amount that depends on an undeclared cluster total.
func Unknown() Amount { return Amount{kind: unknown} }

// IsFinite reports whether the amount is a number.
func (a Amount) IsFinite() bool { return a.kind == finite }

// IsInfinite reports whether the amount is unbounded.
func (a Amount) IsInfinite() bool { return a.kind == infinite }

// IsUnknown reports whether the amount cannot be known from the input.
func (a Amount) IsUnknown() bool { return a.kind == unknown }

// Dec is the finite value (0 for infinite and unknown amounts).
func (a Amount) Dec() *inf.Dec {
	if a.kind != finite || a.v == nil {
		return zero
	}
	return a.v
}

// Bound is an unknown amount's upper bound, if it has one.
func (a Amount) Bound() (*inf.Dec, bool) {
	if a.kind != unknown || a.v == nil {
		return nil, false
	}
	return a.v, true
}

// Sign is -1, 0 or +1 for a finite amount and +1 for an infinite one; an
// unknown amount reports 0 with ok false.
func (a Amount) Sign() (sign int, ok bool) {
	switch a.kind {
	case infinite:
		return 1, true
	case unknown:
		return 0, false
	}
	return a.Dec().Sign(), true
}

// upper is the least upper bound known for a: itself when finite.
func (a Amount) upper() (*inf.Dec, bool) {
	switch a.kind {
	case finite:
		return a.Dec(), true
	case unknown:
		return a.Bound()
	}
	return nil, false
}

func add(a, b Amount) Amount {
	switch {
	case a.kind == infinite || b.kind == infinite:
		return Infinite()
	case a.kind == unknown || b.kind == unknown:
		ua, oka := a.upper()
		ub, okb := b.upper()
		if oka && okb {
			return Amount{kind: unknown, v: new(inf.Dec).Add(ua, ub)}
		}
		return Unknown()
	}
	return Finite(new(inf.Dec).Add(a.Dec(), b.Dec()))
}

// sub is a − b for finite amounts. Infinite minus anything finite stays
// infinite (MaxFloat64 − x == MaxFloat64 in float64 for any quota-sized x);
// infinite minus infinite is 0; finite minus infinite is left unknown, as
// no caller subtracts an unlimited amount from a limited one.
func sub(a, b Amount) Amount {
	switch {
	case a.kind == infinite && b.kind == infinite:
		return Amount{}
	case a.kind == infinite && b.kind != infinite:
		return Infinite()
	case a.kind == unknown || b.kind != finite:
		return Unknown()
	}
	return Finite(new(inf.Dec).Sub(a.Dec(), b.Dec()))
}

// cmp compares two amounts; ok is false when an unknown amount makes the
// order undecidable.
func cmp(a, b Amount) (c int, ok bool) {
	switch {
	case a.kind == infinite && b.kind == infinite:
		return 0, true
	case a.kind == infinite:
		// Unknown amounts are cluster totals, which are finite.
		return 1, true
	case b.kind == infinite:
		return -1, true
	case a.kind == unknown && b.kind == unknown:
		return 0, false
	case a.kind == unknown:
		// a <= bound < b decides it; anything else does not.
		if u, has := a.Bound(); has && u.Cmp(b.Dec()) < 0 {
			return -1, true
		}
		return 0, false
	case b.kind == unknown:
		if u, has := b.Bound(); has && u.Cmp(a.Dec()) < 0 {
			return 1, true
		}
		return 0, false
	}
	return a.Dec().Cmp(b.Dec()), true
}

func minAmount(a, b Amount) Amount {
	if c, ok := cmp(a, b); ok {
		if c <= 0 {
			return a
		}
		return b
	}
	// One or both unknown: the minimum is unknown, bounded by the
	// smallest bound either side has.
	var bound *inf.Dec
	for _, x := range []Amount{a, b} {
		if u, has := x.upper(); has && (bound == nil || u.Cmp(bound) < 0) {
			bound = u
		}
	}
	return Amount{kind: unknown, v: bound}
}

func maxAmount(a, b Amount) Amount {
	if c, ok := cmp(a, b); ok {
		if c >= 0 {
			return a
		}
		return b
	}
	ua, oka := a.upper()
	ub, okb := b.upper()
	if oka && okb {
		if ua.Cmp(ub) >= 0 {
			return Amount{kind: unknown, v: ua}
		}
		return Amount{kind: unknown, v: ub}
	}
	return Unknown()
}

// Equal reports whether two amounts are known to be equal.
func (a Amount) Equal(b Amount) bool {
	c, ok := cmp(a, b)
	return ok && c == 0 && a.kind == b.kind
}
