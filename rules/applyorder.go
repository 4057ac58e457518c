package rules

import (
	"slices"

	"github.com/vcqlint/vcqlint/internal/model"
)

// applyOrder returns the position at which each defined queue of m is
// applied when the input goes to a cluster the way the differential
// oracle's harness applies it (docs/oracle.md), as `kubectl apply` of files
// in name order does when repeated until every queue exists: in passes over
// the queues in input order, a queue is applied once its parent is empty,
// root, or applied before it (earlier in the same pass or in an earlier
// one); queues that never become ready (missing parent, self parent, cycle)
// follow in input order. Verdicts that depend on what is already stored
// (VCQ210's path prefixes) follow this order.
//
// A queue's pass is its parent's, or the next one when the parent comes
// later in the input, so the order is found in time linear in the queues.
func applyOrder(m *model.Model) map[*model.Queue]int {
	defined := m.Defined()
	index := make(map[*model.Queue]int, len(defined))
	for i, q := range defined {
		index[q] = i
	}
	const never = -1
	pass := make(map[*model.Queue]int, len(defined))
	var chain []*model.Queue
	for _, q := range defined {
		// Walk up to a queue whose pass is known (or to the top), then
		// fill the chain in top-down.
		chain = chain[:0]
		p := q
		for {
			if _, ok := pass[p]; ok {
				break
			}
			chain = append(chain, p)
			if len(p.Cycle) > 0 || (p.ParentName != "" && p.ParentName != model.RootQueue && (p.Parent == nil || p.Parent.Implicit())) {
				pass[p] = never // never ready: missing or self parent, or a cycle
				chain = chain[:len(chain)-1]
				break
			}
			if p.Parent == nil || p.Parent.Name == model.RootQueue || p.Parent.Implicit() {
				pass[p] = 0
				chain = chain[:len(chain)-1]
				break
			}
			p = p.Parent
		}
		for i := len(chain) - 1; i >= 0; i-- {
			c := chain[i]
			pp := pass[c.Parent]
			switch {
			case pp == never:
				pass[c] = never
			case index[c.Parent] < index[c]:
				pass[c] = pp
			default:
				pass[c] = pp + 1
			}
		}
	}
	ordered := slices.Clone(defined)
	slices.SortStableFunc(ordered, func(a, b *model.Queue) int {
		pa, pb := pass[a], pass[b]
		if pa == never {
			pa = len(defined) + 1
		}
		if pb == never {
			pb = len(defined) + 1
		}
		return pa - pb
	})
	out := make(map[*model.Queue]int, len(ordered))
	for i, q := range ordered {
		out[q] = i
	}
	return out
}
