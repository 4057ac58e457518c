package simulate

import (
	"math/big"
	"strings"

	"gopkg.in/inf.v0"
	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/resources"
)

// isBytes reports whether a resource counts bytes, so that it reads best
// with binary suffixes.
func isBytes(name string) bool {
	return name == resources.Memory || name == "ephemeral-storage" || strings.HasPrefix(name, "hugepages-")
}

type suffix struct {
	name  string
	value *big.Int
}

var binarySuffixes, decimalSuffixes = func() ([]suffix, []suffix) {
	var bin, dec []suffix
	for i, s := range []string{"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"} {
		bin = append([]suffix{{s, new(big.Int).Lsh(big.NewInt(1), uint(10*(i+1)))}}, bin...)
	}
	for i, s := range []string{"k", "M", "G", "T", "P", "E"} {
		dec = append([]suffix{{s, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(3*(i+1))), nil)}}, dec...)
	}
	return bin, dec
}()

// maxExactDigits bounds the number an exact suffixed form may have
// ("10000000Gi" is fine, "1165672572Ki", a sum of node allocatables, reads
// better as "~1.09Ti").
var maxExactDigits = big.NewInt(1_000_000_000)

// Format renders an amount of a resource for people: "∞" unlimited, "?"
// unknown ("≤100" when an upper bound is known), byte resources with the
// largest binary or decimal suffix that divides them exactly ("64Gi",
// "128G"), else approximately ("~51.2Gi"), everything else as a plain
// decimal without trailing zeros ("12.8", "20").
func Format(name string, a Amount) string {
	switch {
	case a.IsInfinite():
		return "∞"
	case a.IsUnknown():
		if b, ok := a.Bound(); ok {
			return "≤" + FormatDec(name, b)
		}
		return "?"
	}
	return FormatDec(name, a.Dec())
}

// FormatDec renders a finite value of a resource (see Format).
func FormatDec(name string, d *inf.Dec) string {
	if !isBytes(name) || d.Sign() == 0 {
		return trim(d)
	}
	whole := new(inf.Dec).Round(d, 0, inf.RoundDown)
	exact := whole.Cmp(d) == 0
	if exact {
		n := whole.UnscaledBig()
		n = new(big.Int).Mul(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-whole.Scale())), nil))
		// The exact form with the fewest digits: 64Gi, 128G (not
		// 125000000Ki), binary on a tie.
		abs := new(big.Int).Abs(n)
		best := ""
		for _, list := range [][]suffix{binarySuffixes, decimalSuffixes} {
			for _, s := range list {
				if abs.Cmp(s.value) < 0 || new(big.Int).Rem(abs, s.value).Sign() != 0 {
					continue
				}
				q := new(big.Int).Quo(n, s.value)
				if new(big.Int).Abs(q).Cmp(maxExactDigits) >= 0 {
					continue
				}
				if cand := q.String() + s.name; best == "" || len(cand) < len(best) {
					best = cand
				}
				break
			}
		}
		if best != "" {
			return best
		}
	}
	abs := new(inf.Dec).Abs(d)
	for _, s := range binarySuffixes {
		unit := inf.NewDecBig(s.value, 0)
		if abs.Cmp(unit) >= 0 {
			v := new(inf.Dec).QuoRound(d, unit, 2, inf.RoundHalfUp)
			return "~" + trim(v) + s.name
		}
	}
	if exact {
		return trim(d)
	}
	return "~" + trim(new(inf.Dec).Round(d, 2, inf.RoundHalfUp))
}

// trim prints a decimal without trailing zeros after the point.
func trim(d *inf.Dec) string {
	s := d.String()
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// Canonical renders an amount for machine-readable output: the Kubernetes
// canonical quantity ("12800m", "64Gi"), "unlimited" or "unknown".
func Canonical(name string, a Amount) string {
	switch {
	case a.IsInfinite():
		return "unlimited"
	case a.IsUnknown():
		return "unknown"
	}
	f := resource.DecimalSI
	if isBytes(name) {
		f = resource.BinarySI
	}
	return resource.NewDecimalQuantity(*a.Dec(), f).String()
}
