package simulate

import (
	"fmt"
	"sort"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

// capacityQuirks are the differences between releases of the capacity
// plugin that the simulation needs, read from volcano.Behaviour so that no
// version number is compared here.
type capacityQuirks struct {
	// requestClamp: deserved is also capped by the queue's request
	// (v1.9-v1.11.x buildQueueAttrs with Infinity, v1.11.x
	// checkHierarchicalQueue with Zero; removed in 1.12.0).
	requestClamp bool
	// hierarchyDeservedClamp: checkHierarchicalQueue caps each child's
	// deserved by its real capability, raises it to its guarantee and
	// re-sums the children (v1.11-v1.12.x).
	hierarchyDeservedClamp bool
	// inheritScalars: a child capability's missing scalars inherit the
	// parent's (v1.13.0+, #4504): every MissingParentScalar but IsZero.
	inheritScalars bool
	// greaterPartly: the child-over-parent capability check is
	// child.GreaterPartly(parent, Infinity) (v1.14.2+), else
	// parent.LessPartly(child, Zero): the releases where a scalar the
	// parent lacks is ignored (MissingScalarIgnored).
	greaterPartly bool
	// maxDropsZero: helpers.Max drops scalars of 0 (<1.12), so a device
	// key a deserved sets to 0 is gone after it while the children's
	// re-sum keeps it (class max-drops-zero-scalar of the scheduler oracle).
	maxDropsZero bool
}

func quirks(b volcano.Behaviour) capacityQuirks {
	return capacityQuirks{
		requestClamp:           b.DeservedClampedToRequest,
		hierarchyDeservedClamp: b.HierarchyDeservedClamped,
		inheritScalars:         b.MissingParentScalar != volcano.MissingScalarIsZero,
		greaterPartly:          b.MissingParentScalar == volcano.MissingScalarIgnored,
		maxDropsZero:           b.MaxDropsZeroScalars,
	}
}

// RunCapacity replays the capacity plugin without hierarchy
// (capacity.go buildQueueAttrs): for each queue with jobs, realCapability
// = total − Σ all guarantees + own guarantee (Sub up to 1.10, which panics
// when the guarantees exceed the total), capped by the capability (cpu or
// memory <= 0 unlimited); deserved = the declared deserved capped by
// realCapability (and, up to 1.11, by the request), raised to the
// guarantee. Demand matters only for which queues are computed and, up to
// 1.11, for the request cap.
func RunCapacity(in Input) *Result {
	b := in.Volcano
	qk := quirks(b)
	res := in.newResult(Capacity)
	total, tg := res.Total, res.TotalGuarantee
	for i := range in.Queues {
		q := &in.Queues[i]
		qr := newQueueResult(q)
		res.Queues = append(res.Queues, qr)
		if !q.HasDemand {
			continue
		}
		d, ignored := FromList(q.Deserved)
		qr.Ignored = append(qr.Ignored, ignored...)
		realCap, panicked := realCapability(b, total, tg, q, qr, "in the capacity plugin", "fixed in 1.9.1 and 1.10.1")
		if panicked != nil {
			res.Events = append(res.Events, *panicked)
			return res
		}
		d = d.MinDimension(realCap, Infinity)
		if qk.requestClamp {
			d = d.MinDimension(qr.Request, Infinity)
		}
		qr.Deserved = Max(d, qr.Guarantee)
	}
	res.Starved = starved(res.Queues)
	return res
}

type hnode struct {
	q        *Queue
	res      *QueueResult
	children []*hnode
	// request is the queue's demand plus its descendants' (jobs add their
	// requests to every ancestor).
	request Resource
}

// RunHierarchy replays the capacity plugin with enableHierarchy
// (capacity.go buildHierarchicalQueueAttrs and checkHierarchicalQueue) for
// the target version. Every queue is computed, with or without demand:
//
//   - root: capability, realCapability and deserved are the cluster total
//     (1.11-1.12); capability and deserved the user's or the total, and
//     realCapability the total (1.13-1.14.1); capability the user's or
//     unlimited, realCapability the same, deserved and guarantee the sums
//     of the children (1.14.2+);
//   - for each parent, top down: a child capability cpu or memory <= 0
//     takes the parent's, missing scalars too since 1.13; the child must not
//     exceed the parent; then each child's realCapability =
//     min(max(0, parent realCapability − Σ children's guarantees) + own
//     guarantee, capability) (1.11 subtracts with Sub, which panics when the
//     guarantees exceed the parent's real capability); the children's
//     deserved and guarantee must not add up to more than the parent's.
//
// A failed check stops all scheduling up to 1.13 (Volcano stops at the
// first one) and is only logged since 1.14. The computation goes on past
// a failure so that every queue has values to show; the events say where
// Volcano stops.
func RunHierarchy(in Input) *Result {
	b := in.Volcano
	qk := quirks(b)
	res := &Result{Plugin: CapacityHierarchy, Version: b.Version, TotalKnown: in.TotalKnown}
	res.Names = in.quotaNames()
	total := in.total(res.Names)
	res.Total = total
	res.TotalGuarantee = in.totalGuarantee()

	nodes := map[string]*hnode{}
	var order []*hnode
	for i := range in.Queues {
		q := &in.Queues[i]
		if _, dup := nodes[q.Name]; dup {
			continue
		}
		n := &hnode{q: q, res: &QueueResult{Name: q.Name, Parent: q.Parent, Weight: q.weight(), Depth: -1}}
		nodes[q.Name] = n
		order = append(order, n)
	}
	root, ok := nodes["root"]
	if !ok {
		root = &hnode{q: &Queue{Name: "root"}, res: &QueueResult{Name: "root", Depth: -1}}
		nodes["root"] = root
		order = append([]*hnode{root}, order...)
	}
	for _, n := range order {
		if n == root {
			continue
		}
		if p, ok := nodes[n.q.Parent]; ok {
			p.children = append(p.children, n)
		}
	}
	for _, n := range order {
		sort.Slice(n.children, func(i, j int) bool { return n.children[i].q.Name < n.children[j].q.Name })
	}
	// Walk the tree from root: depth, the queues in tree order, requests.
	var walk func(n *hnode, depth int)
	walk = func(n *hnode, depth int) {
		if n.res.Depth >= 0 {
			return
		}
		n.res.Depth = depth
		n.res.InSession = true
		res.Queues = append(res.Queues, n.res)
		var ignored []string
		n.request, ignored = FromList(n.q.Demand)
		n.res.Ignored = append(n.res.Ignored, ignored...)
		for _, c := range n.children {
			walk(c, depth+1)
			n.request = n.request.Add(c.request)
		}
		n.res.Request = n.request
	}
	walk(root, 0)
	breaks := detachment{nodes: nodes, culprit: map[*hnode]*hnode{}}
	for _, n := range order {
		if n.res.Depth >= 0 {
			continue
		}
		res.Queues = append(res.Queues, n.res)
		addEvent(res, detachedEvent(b, n, breaks.of(n)))
	}

	for _, n := range order {
		if !n.res.InSession {
			continue
		}
		var ignored, ig []string
		c, ig := FromList(n.q.Capability)
		ignored = append(ignored, ig...)
		d, ig := FromList(n.q.Deserved)
		ignored = append(ignored, ig...)
		g, ig := FromList(n.q.Guarantee)
		ignored = append(ignored, ig...)
		n.res.Capability, n.res.Deserved, n.res.Guarantee = c, d, g
		n.res.Ignored = sortedUnique(append(n.res.Ignored, ignored...))
	}
	initRoot(b, root.res, root.q, total)
	check(b, qk, root, res)
	return res
}

// initRoot sets root's capability, realCapability and deserved as the
// target version does before checking the tree.
func initRoot(b volcano.Behaviour, r *QueueResult, q *Queue, total Resource) {
	userCap, userDes := !IsEmptyQuota(q.Capability), !IsEmptyQuota(q.Deserved)
	switch b.RootCapability {
	case volcano.RootForcedToCluster:
		r.Capability, r.RealCapability, r.Deserved = total, total, total
	case volcano.RootUserOrCluster:
		if !userCap {
			r.Capability = total
		}
		if !userDes {
			r.Deserved = total
		}
		r.RealCapability = total
	default:
		if !userCap {
			// InfiniteResource plus every scalar of the cluster at MaxInt64.
			inf := Resource{CPU: Infinite(), Memory: Infinite()}
			for name, v := range total.Scalars {
				if v.IsUnknown() {
					inf = inf.With(name, Unknown())
				} else {
					inf = inf.With(name, Infinite())
				}
			}
			r.Capability = inf
		}
		r.RealCapability = r.Capability
	}
}

// check is checkHierarchicalQueue for one parent, then its children.
func check(b volcano.Behaviour, qk capacityQuirks, n *hnode, res *Result) {
	parent := n.res
	var sumG, sumD Resource
	for _, c := range n.children {
		cr := c.res
		if b.DeservedRaisedToGuarantee && !qk.hierarchyDeservedClamp {
			// 1.14.2+: deserved is raised to the guarantee before summing
			// (1.11-1.12 raise it after clamping, below).
			cr.Deserved = Max(cr.Deserved, cr.Guarantee)
		}
		sumD = sumD.Add(cr.Deserved)
		sumG = sumG.Add(cr.Guarantee)
		inherit(qk, cr, parent.Capability)
		var over []string
		if qk.greaterPartly {
			_, over = cr.Capability.LessEqual(parent.Capability, Infinity)
		} else {
			over = parent.Capability.LessPartly(cr.Capability, Zero)
		}
		if len(over) > 0 {
			addEvent(res, hierarchyEvent(b, cr.Name, over,
				fmt.Sprintf("queue %s capability exceeds its parent %s: %s", cr.Name, parent.Name, FormatOver(cr.Capability, parent.Capability, over)),
				volcanoCapMessage(b, parent, cr)))
		}
	}
	if parent.Name == "root" {
		switch {
		case b.RootQuotaOverwritten:
			parent.Guarantee, parent.Deserved = sumG, sumD
		case b.RootCapability == volcano.RootUserOrCluster:
			if parent.Guarantee.IsEmpty() {
				parent.Guarantee = sumG
			}
			if parent.Deserved.IsEmpty() {
				parent.Deserved = sumD
			}
		default:
			parent.Guarantee = sumG
		}
	}
	for _, c := range n.children {
		cr := c.res
		var realCap Resource
		if b.HierarchyGuaranteePanics {
			if _, over := sumG.LessEqual(parent.RealCapability, Zero); len(over) > 0 {
				addEvent(res, Event{
					Kind: Panics, Queue: parent.Name, Resources: over,
					Message: fmt.Sprintf("Volcano %s panics: the guarantees of %s's children add up to more than its real capability (%s); "+
						"checkHierarchicalQueue subtracts them with Sub (fixed in 1.12.0, #4179)",
						b.Version, parent.Name, FormatOver(sumG, parent.RealCapability, over)),
					Volcano: subPanic(parent.RealCapability, sumG),
				})
				realCap = ExceededPart(parent.RealCapability, sumG).Add(cr.Guarantee)
			} else {
				realCap = parent.RealCapability.Sub(sumG).Add(cr.Guarantee)
			}
		} else {
			realCap = ExceededPart(parent.RealCapability, sumG).Add(cr.Guarantee)
		}
		cr.RealCapability = realCap.MinDimension(cr.Capability, Infinity)
		if qk.hierarchyDeservedClamp {
			old := cr.Deserved
			d := cr.Deserved.MinDimension(cr.RealCapability, Infinity)
			if qk.requestClamp {
				d = d.MinDimension(c.request, Zero)
			}
			cr.Deserved = Max(d, cr.Guarantee)
			if qk.maxDropsZero {
				cr.Deserved = dropZeroScalars(cr.Deserved)
			}
			sumD = sumD.Sub(old).Add(cr.Deserved)
		}
	}
	parent.ChildrenGuarantee, parent.ChildrenDeserved = sumG, sumD
	checkSums(b, n, res)
	for _, c := range n.children {
		check(b, qk, c, res)
	}
}

// inherit fills a child's capability from its parent's: cpu and memory
// <= 0 always, missing scalars since 1.13.
func inherit(qk capacityQuirks, cr *QueueResult, parent Resource) {
	if s, ok := cr.Capability.CPU.Sign(); ok && s <= 0 {
		cr.Capability.CPU = parent.CPU
		cr.Inherited = append(cr.Inherited, "cpu")
	}
	if s, ok := cr.Capability.Memory.Sign(); ok && s <= 0 {
		cr.Capability.Memory = parent.Memory
		cr.Inherited = append(cr.Inherited, "memory")
	}
	if !qk.inheritScalars {
		return
	}
	var names []string
	for name := range parent.Scalars {
		if _, ok := cr.Capability.Scalars[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		cr.Capability = cr.Capability.With(name, parent.Scalars[name])
		cr.Inherited = append(cr.Inherited, name)
	}
}

// checkSums compares a queue's deserved and guarantee with its children's
// sums (in ChildrenDeserved and ChildrenGuarantee). A leaf is checked too,
// against an empty sum: a negative deserved or guarantee fails
// (capacity.go:818/824@v1.13.3; class negative-leaf-quota of the scheduler
// oracle).
func checkSums(b volcano.Behaviour, n *hnode, res *Result) {
	parent, sumD, sumG := n.res, n.res.ChildrenDeserved, n.res.ChildrenGuarantee
	for _, s := range []struct {
		what     string
		own, sum Resource
	}{{"deserved", parent.Deserved, sumD}, {"guarantee", parent.Guarantee, sumG}} {
		over := s.own.LessPartly(s.sum, Zero)
		if len(over) == 0 {
			continue
		}
		msg := fmt.Sprintf("the children of %s add up to more %s than it has: %s", parent.Name, s.what, FormatOver(s.sum, s.own, over))
		if len(n.children) == 0 {
			msg = fmt.Sprintf("leaf queue %s has a negative %s, below its children's empty sum: %s", parent.Name, s.what, FormatOver(s.sum, s.own, over))
		}
		addEvent(res, hierarchyEvent(b, parent.Name, over, msg,
			fmt.Sprintf("Sum of child queue %s exceeds parent queue %s %s", s.what, parent.Name, s.what)))
	}
}

// addEvent records what the scheduler does next, unless it already
// panicked: a dead process checks nothing more. Failed checks after a halt
// are still recorded (every queue keeps values to show), but a panic is
// not: Volcano returned at the first failed check (1.11-1.13) and never
// reaches the Sub that would panic (class halt-before-panic of the
// scheduler oracle, v1.11.2: checkHierarchicalQueue compares capabilities
// before it subtracts guarantees, capacity.go:652-675@v1.11.2).
func addEvent(res *Result, e Event) {
	if res.Panicked() {
		return
	}
	if e.Kind == Panics && res.Worst() == Halts {
		return
	}
	res.Events = append(res.Events, e)
}

func hierarchyEvent(b volcano.Behaviour, queue string, over []string, msg, volcanoMsg string) Event {
	e := Event{Kind: Logged, Queue: queue, Resources: over, Volcano: volcanoMsg}
	if b.HierarchyFailure == volcano.HierarchyHalts {
		e.Kind = Halts
		e.Message = msg + fmt.Sprintf("; Volcano %s stops all scheduling (\"Failed to check queue's hierarchical structure\")", b.Version)
		return e
	}
	e.Message = msg + fmt.Sprintf("; Volcano %s logs it every session and goes on", b.Version)
	return e
}

func volcanoCapMessage(b volcano.Behaviour, parent, child *QueueResult) string {
	if b.HierarchyFailure == volcano.HierarchyHalts {
		return fmt.Sprintf("queue <%s> capability is less than its child queue <%s>", parent.Name, child.Name)
	}
	return fmt.Sprintf("Child queue %s capability exceeds parent queue %s capability", child.Name, parent.Name)
}

// detachment finds why queues do not reach root, remembering the answer
// for every queue of a chain it walks, so that a long chain or loop is
// walked once in all rather than once per queue.
type detachment struct {
	nodes map[string]*hnode
	// culprit maps a detached queue to the queue of its chain whose
	// parent does not exist, or to nil when its parents loop.
	culprit map[*hnode]*hnode
}

// of returns the queue of n's chain whose parent does not exist, or nil
// when n's parents loop.
func (d detachment) of(n *hnode) *hnode {
	var path []*hnode
	onPath := map[*hnode]bool{}
	var found *hnode
	for cur := n; ; {
		if c, known := d.culprit[cur]; known {
			found = c
			break
		}
		if onPath[cur] {
			break // a loop: found stays nil
		}
		onPath[cur] = true
		path = append(path, cur)
		p, ok := d.nodes[cur.q.Parent]
		if !ok {
			found = cur
			break
		}
		cur = p
	}
	for _, q := range path {
		d.culprit[q] = found
	}
	return found
}

// detachedEvent explains a queue that does not reach root. A missing
// parent makes Volcano's updateAncestors fail, and the plugin refuses to
// schedule anything. A loop does not: updateAncestors creates a queue's
// attributes before it recurses into the parent and recurses only into
// parents without attributes, so it stops at the loop's first repeated
// queue without an error; the loop's queues hang off each other, never
// reach root's tree and are never computed (capacity.go:634-660@v1.12.4,
// :734-760@v1.13.3, where no visited check exists, and :1435-1468@v1.15.1,
// where the visited check cannot fire; the scheduler oracle's sessions run
// on every line 1.11-1.15). Each queue of the loop is the parent of the
// next, so a job submitted to one of them stops all scheduling ("is not
// leaf queue", capacity.go:1226@v1.15.1). culprit is the queue of n's chain
// whose parent does not exist, nil when its parents loop.
func detachedEvent(b volcano.Behaviour, n, culprit *hnode) Event {
	if culprit != nil {
		return Event{Kind: Halts, Queue: n.q.Name,
			Message: fmt.Sprintf("queue %s does not reach root: queue %s has parent %s, which does not exist; Volcano %s stops all scheduling", n.q.Name, culprit.q.Name, culprit.q.Parent, b.Version),
			Volcano: fmt.Sprintf("the queue %s has invalid parent queue %s", culprit.q.Name, culprit.q.Parent)}
	}
	return Event{Kind: Logged, Queue: n.q.Name,
		Message: fmt.Sprintf("queue %s does not reach root: its parents loop; Volcano %s says nothing and computes nothing for it, "+
			"and since each queue of the loop counts as the next one's parent, a job submitted to it stops all scheduling (\"is not leaf queue\")", n.q.Name, b.Version)}
}

func sortedUnique(s []string) []string {
	set := map[string]bool{}
	for _, x := range s {
		set[x] = true
	}
	return sortedKeys(set)
}

// dropZeroScalars removes the scalars of 0 that helpers.Max drops before
// 1.12 (helpers.go:59/66@v1.11.2).
func dropZeroScalars(r Resource) Resource {
	out := r.Clone()
	for name, v := range out.Scalars {
		if s, ok := v.Sign(); ok && s == 0 {
			delete(out.Scalars, name)
		}
	}
	return out
}
