package simulate

import (
	"fmt"
)

// maxRounds bounds the deserved loop. Volcano's loop ends when nothing is
// left or nothing changes; with whole units every round either meets a
// queue or shrinks what remains, so real inputs end in a few rounds. The
// bound only guards against a mistake here turning into a hang.
const maxRounds = 10000

type propAttr struct {
	res *QueueResult
	met bool
}

// RunProportion replays the proportion plugin's OnSessionOpen
// (pkg/scheduler/plugins/proportion/proportion.go) for the target version:
//
//  1. totalGuarantee is the sum of every queue's guarantee (l.95);
//  2. each queue with jobs gets realCapability = total − totalGuarantee +
//     its guarantee (ExceededPart since 1.11.0; before, Sub, which panics
//     when the guarantees exceed the total), capped by its capability, whose
//     cpu or memory <= 0 means unlimited;
//  3. the deserved loop (l.199-265): each round, every queue not yet met gets
//     deserved += remaining × weight / Σweight of the unmet queues, then
//     deserved = min(deserved, realCapability) (absent scalars unlimited),
//     min(deserved, request) (absent scalars 0), max(deserved, guarantee);
//     a queue is met once its request fits its deserved or its deserved
//     stopped changing. remaining then loses what the round handed out and
//     regains what it took back: up to 1.11 with remaining.Sub, which
//     panics when the round handed out more than remained (guarantees push
//     deserved past the weighted share), since 1.12.0 (#4273) with
//     ExceededPart, which floors at 0. The loop ends when remaining is
//     empty or did not change.
//
// Volcano walks the queues in Go map order; the result does not depend on
// it (every queue of a round sees the same remaining and Σweight), so they
// are walked in input order.
func RunProportion(in Input) *Result {
	b := in.Volcano
	res := in.newResult(Proportion)
	total, tg := res.Total, res.TotalGuarantee

	var attrs []*propAttr
	for i := range in.Queues {
		q := &in.Queues[i]
		qr := newQueueResult(q)
		res.Queues = append(res.Queues, qr)
		if !q.HasDemand {
			continue
		}
		_, panicked := realCapability(b, total, tg, q, qr, "before the deserved loop", "fixed in 1.9.1 and 1.10.1")
		if panicked != nil {
			res.Events = append(res.Events, *panicked)
			return res
		}
		attrs = append(attrs, &propAttr{res: qr})
	}

	remaining := total.Clone()
	for round := 1; ; round++ {
		if round > maxRounds {
			res.Notes = append(res.Notes, fmt.Sprintf("stopped after %d rounds of the deserved loop", maxRounds))
			break
		}
		var totalWeight int64
		for _, a := range attrs {
			if !a.met {
				totalWeight += a.res.Weight
			}
		}
		if totalWeight == 0 {
			break
		}
		it := Iteration{N: round, TotalWeight: totalWeight, Remaining: remaining, Deserved: map[string]Resource{}}
		old := remaining
		var increased, decreased Resource
		for _, a := range attrs {
			if a.met {
				continue
			}
			qr := a.res
			prev := qr.Deserved
			d := prev.Add(remaining.Multi(qr.Weight, totalWeight))
			d = d.MinDimension(qr.RealCapability, Infinity)
			d = d.MinDimension(qr.Request, Zero)
			d = Max(d, qr.Guarantee)
			qr.Deserved = d
			it.Deserved[qr.Name] = d
			if ok, _ := qr.Request.LessEqual(d, Zero); ok || d.Equal(prev) {
				a.met = true
				it.Met = append(it.Met, qr.Name)
			}
			inc, dec := d.Diff(prev)
			increased = increased.Add(inc)
			decreased = decreased.Add(dec)
		}
		it.Increased, it.Decreased = increased, decreased
		res.Iterations = append(res.Iterations, it)
		if b.ProportionRemainingPanics {
			if _, over := increased.LessEqual(remaining, Zero); len(over) > 0 {
				res.Events = append(res.Events, Event{
					Kind: Panics, Iteration: round, Resources: over,
					Message: fmt.Sprintf("Volcano %s panics in round %d of the proportion plugin's deserved loop: at remaining.Sub(increasedDeserved) "+
						"the round hands out more than remains (%s), because guarantees raise deserved above the weighted shares; "+
						"the scheduler crash-loops (fixed in 1.12.0, #4273)",
						b.Version, round, FormatOver(increased, remaining, over)),
					Volcano: subPanic(remaining, increased),
				})
				return res
			}
			remaining = remaining.Sub(increased).Add(decreased)
		} else {
			remaining = ExceededPart(remaining.Add(decreased), increased)
		}
		if remaining.IsEmpty() || remaining.Equal(old) {
			break
		}
	}
	res.Starved = starved(res.Queues)
	return res
}

// subPanic is the message of Resource.Sub's assertion, as the scheduler
// panics with it (util/assert: panic unless PANIC_ON_ERROR=false).
func subPanic(r, rr Resource) string {
	return fmt.Sprintf("resource is not sufficient to do operation: <%s> sub <%s>", r.VolcanoString(), rr.VolcanoString())
}

// unlimitedIfNotPositive applies the flat plugins' rule that a capability
// cpu or memory <= 0 (or unset) is unlimited (math.MaxFloat64).
func unlimitedIfNotPositive(c Resource) Resource {
	if s, ok := c.CPU.Sign(); ok && s <= 0 {
		c.CPU = Infinite()
	}
	if s, ok := c.Memory.Sign(); ok && s <= 0 {
		c.Memory = Infinite()
	}
	return c
}
