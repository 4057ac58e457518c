package resources

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
)

func TestVolcanoReading(t *testing.T) {
	for _, c := range []struct {
		name, text string
		units      int64
		overflow   bool
	}{
		{CPU, "2", 2000, false},
		{CPU, "9223372036854775807m", 9223372036854775807, false},
		{CPU, "9223372036854775808m", -9223372036854775808, true},
		{CPU, "1e2000000000", 0, true},
		{Memory, "1e2000000000", 0, true},
		{Memory, "9223372036854775807", 9223372036854775807, false},
		{"nvidia.com/gpu", "100Ei", -1000, true},
		{CPU, "-1e2000000000", 0, true},
		{CPU, "1e-2000000000", 1, false},
		{Memory, "0e-2000000000", 0, false},
		{CPU, "0.0001", 1, false},
		{CPU, "1e2000000000000", 0, true},
		{CPU, "0e2000000000000", 0, false},
	} {
		q, _, err := Parse(c.text)
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		r := VolcanoReading(c.name, q)
		if r.Units != c.units || r.Overflow != c.overflow {
			t.Errorf("%s %s: read %d overflow %v, want %d overflow %v", c.name, c.text, r.Units, r.Overflow, c.units, c.overflow)
		}
	}
}

func TestParseMarksTinyValues(t *testing.T) {
	for text, want := range map[string]bool{"1e-2000000000": true, "-5e-40": true, "0e-2000000000": false, "1e-20": false, "1n": false, "1e2000000000000": false, "-1e-2000000000000": true} {
		if _, tiny, err := Parse(text); err != nil || tiny != want {
			t.Errorf("Parse(%q): tiny %v err %v, want tiny %v", text, tiny, err, want)
		}
	}
}

// FuzzQuantity: parsing and reading a quantity never panics and never
// costs more with a larger exponent (the fuzzer's per-input timeout
// catches a hang), and the reading is what Volcano's NewResource gets from
// apimachinery's MilliValue()/Value() on the same text. The oracle is
// called only where apimachinery itself is bounded: not on the texts Parse
// rewrites, whose ParseQuantity or MilliValue would cost the exponent.
func FuzzQuantity(f *testing.F) {
	for _, s := range []string{"2", "64Gi", "9223372036854775", "9223372036854776", "-9223372036854775", "9223372036854775807", "500m", "1.5u", "999999999999999", "1e15", "1000001e9", "1e-18", "0.000000000000000001", "-7.25Ki", "1e2000000000", "1e-2000000000", "100Ei", "9223372036854775807m", "0.0001", "-3e30", "16Gi", "0e-99999999"} {
		f.Add(s, "1")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		qa, _, errA := Parse(a)
		qb, _, errB := Parse(b)
		if errA != nil || errB != nil {
			return
		}
		for _, name := range []string{CPU, Memory} {
			ra, rb := VolcanoReading(name, qa), VolcanoReading(name, qb)
			// The fast path for ordinary quantities reads what the
			// general one reads.
			for _, q := range []resource.Quantity{qa, qb} {
				if whole, ok := wholeReading(name, q); ok {
					if general := generalReading(name, q); whole != general {
						t.Fatalf("%s %s: whole-number path reads %+v, general path %+v", name, q.String(), whole, general)
					}
				}
				if ordinary(q) {
					if fast, general := ordinaryReading(name, q), generalReading(name, q); fast != general {
						t.Fatalf("%s %s: fast path reads %+v, general path %+v", name, q.String(), fast, general)
					}
				}
			}
			_, _, rewrittenA := rewrite(a)
			_, _, rewrittenB := rewrite(b)
			if !rewrittenA && !rewrittenB {
				oa, ob := oracle(t, name, a, qa), oracle(t, name, b, qb)
				if ra.Units != oa || rb.Units != ob {
					t.Fatalf("%s %q, %q: read %d, %d; apimachinery reads %d, %d", name, a, b, ra.Units, rb.Units, oa, ob)
				}
			}
			// Within int64, exact comparison and Volcano's agree on
			// non-negative values (Volcano's rounding up can only make two
			// values equal, never swap them; apimachinery rounds some tiny
			// negatives to +1, and VCQ304 reports every negative quota).
			if bounded(qa) && bounded(qb) && !ra.Overflow && !rb.Overflow && qa.Sign() >= 0 && qb.Sign() >= 0 {
				if c := qa.Cmp(qb); c < 0 && ra.Units > rb.Units || c > 0 && ra.Units < rb.Units {
					t.Fatalf("%s %q vs %q: Cmp %d but Volcano reads %d vs %d", name, a, b, c, ra.Units, rb.Units)
				}
			}
		}
	})
}

// oracle is apimachinery's reading of s, which Parse read as parsed (a
// zero is 0: apimachinery spends time in the exponent of "0e699999999").
func oracle(t *testing.T, name, s string, parsed resource.Quantity) int64 {
	t.Helper()
	if parsed.Sign() == 0 {
		return 0
	}
	q, err := resource.ParseQuantity(s)
	if err != nil {
		t.Fatalf("Parse accepted %q but ParseQuantity says %v", s, err)
	}
	if VolcanoScale(name) == 0 {
		return q.Value()
	}
	return q.MilliValue()
}

// bounded reports whether q's magnitude is within ±maxDigits, where exact
// comparison is cheap.
func bounded(q resource.Quantity) bool {
	m := magnitude(q)
	return m != tooLarge && m != tooSmall
}

func TestAddVolcanoIsAddOfVolcanoList(t *testing.T) {
	lists := []List{
		{CPU: resource.MustParse("1500u"), Memory: resource.MustParse("1.5"), "nvidia.com/gpu": resource.MustParse("2"), "storage": resource.MustParse("1Gi")},
		{CPU: resource.MustParse("500u"), "count/pods": resource.MustParse("3"), "hugepages-2Mi": resource.MustParse("1Mi")},
		{CPU: resource.MustParse("9223372036854775807m"), Memory: resource.MustParse("0")},
	}
	want, got := List{}, List{}
	for _, l := range lists {
		want.Add(VolcanoList(l))
		got.AddVolcano(l)
	}
	if len(got) != len(want) {
		t.Fatalf("AddVolcano gave %v, Add of VolcanoList %v", got, want)
	}
	for name, q := range want {
		if g, ok := got[name]; !ok || g.Cmp(q) != 0 {
			t.Errorf("%s: AddVolcano gave %s, Add of VolcanoList %s", name, g.String(), q.String())
		}
	}
	if _, ok := got["storage"]; ok {
		t.Error("AddVolcano kept a resource Volcano does not track")
	}
}

// The quick check of LessPartlyZero agrees with the full comparison on
// every pair of a set of lists covering each way to fail and to pass.
func TestLessPartlyQuickCheck(t *testing.T) {
	q := resource.MustParse
	lists := []List{
		nil,
		{},
		{CPU: q("1"), Memory: q("1Gi")},
		{CPU: q("2")},
		{Memory: q("-1")},
		{CPU: q("0")},
		{"nvidia.com/gpu": q("0")},
		{"nvidia.com/gpu": q("2"), CPU: q("1")},
		{"nvidia.com/gpu": q("-1")},
		{CPU: q("500m"), Memory: q("2Gi"), "nvidia.com/gpu": q("1")},
	}
	for _, limit := range lists {
		for _, value := range lists {
			quick, all := lessPartlyAny(limit, value), lessPartly(limit, value)
			if quick != (len(all) > 0) {
				t.Errorf("limit %v, value %v: quick check %v, full comparison %v", limit, value, quick, all)
			}
		}
	}
}

// TestLessPartlyZeroRead: comparing with a limit read on the fly finds
// what comparing with the list VolcanoList builds finds, on every pair of
// lists with untracked names, rounding, negatives and missing keys.
func TestLessPartlyZeroRead(t *testing.T) {
	q := resource.MustParse
	lists := []List{
		nil,
		{},
		{CPU: q("1"), Memory: q("1Gi")},
		{CPU: q("2"), "storage": q("1Gi")},
		{"storage": q("-1")},
		{"count/pods": q("3"), CPU: q("0")},
		{Memory: q("-1")},
		{CPU: q("1500u")},
		{CPU: q("1200u"), Memory: q("1.5")},
		{CPU: q("2m")},
		{"nvidia.com/gpu": q("0")},
		{"nvidia.com/gpu": q("2"), CPU: q("1")},
		{"nvidia.com/gpu": q("-1"), "hugepages-2Mi": q("-1Mi")},
		{CPU: q("500m"), Memory: q("2Gi"), "nvidia.com/gpu": q("1")},
		{CPU: q("9223372036854775807m"), Memory: q("1e30")},
	}
	for _, limit := range lists {
		for _, value := range lists {
			value := VolcanoList(value) // values are read by their callers
			want, got := LessPartlyZero(VolcanoList(limit), value), LessPartlyZeroRead(limit, value)
			if !reflect.DeepEqual(want, got) {
				t.Errorf("limit %v, value %v: read on the fly %v, from VolcanoList %v", limit, value, got, want)
			}
		}
	}
}
