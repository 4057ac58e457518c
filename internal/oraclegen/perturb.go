package oraclegen

type perturbation struct {
	g     *gen
	nodes []node
	ch    map[int][]int
	qs    []Queue
	c     *Case
}

// child is a random non-top-level queue and its parent, or -1, -1.
func (t *perturbation) child() (int, int) {
	var idx []int
	for i, nd := range t.nodes {
		if nd.parent >= 0 {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return -1, -1
	}
	ci := idx[t.g.r.IntN(len(idx))]
	return ci, t.nodes[ci].parent
}

func (t *perturbation) any() int { return t.g.r.IntN(len(t.qs)) }

// apply perturbs the tree as kind says, drawing the resource and the
// child first so that a seed gives the same case whatever kind it draws.
func (t *perturbation) apply(kind string) {
	g := t.g
	r := g.pick(Resources)
	ci, par := t.child()
	if par < 0 && needsParent[kind] {
		return
	}
	if !t.quota(kind, r, ci, par) {
		t.shape(kind, r, ci, par)
	}
}

// quota applies a perturbation of one queue's quota against its parent's
// or its own sections; it reports whether kind was one.
func (t *perturbation) quota(kind, r string, ci, par int) bool {
	g, q := t.g, t.qs
	switch kind {
	case "child-cap-above-parent":
		pv, ok := q[par].Capability.get(r)
		if !ok || pv == 0 {
			pv = g.baseValue(r)
		}
		set(&q[par].Capability, r, pv)
		if r == "nvidia.com/gpu" {
			set(&q[ci].Capability, r, pv+1)
		} else {
			set(&q[ci].Capability, r, scale(r, pv, 1.5))
		}
	case "child-cap-above-grandparent":
		var gc []int
		for i, nd := range t.nodes {
			if nd.parent >= 0 && t.nodes[nd.parent].parent >= 0 {
				gc = append(gc, i)
			}
		}
		if len(gc) == 0 {
			return true
		}
		j := gc[g.r.IntN(len(gc))]
		p1 := t.nodes[j].parent
		p2 := t.nodes[p1].parent
		gv := g.baseValue(r)
		set(&q[p2].Capability, r, gv)
		delete(q[p1].Capability, r)
		set(&q[j].Capability, r, gv*2)
	case "child-cap-new-key":
		delete(q[par].Capability, r)
		set(&q[ci].Capability, r, g.baseValue(r))
	case "sibling-deserved-sum":
		pv, _ := q[par].Deserved.get(r)
		set(&q[ci].Deserved, r, pv+unit(r))
		raiseCap(&q[ci], r)
	case "sibling-guarantee-sum":
		pv, _ := q[par].Guarantee.get(r)
		v := pv + unit(r)
		set(&q[ci].Guarantee, r, v)
		dv, _ := q[ci].Deserved.get(r)
		set(&q[ci].Deserved, r, max(v, dv))
	case "guarantee-above-deserved":
		j := t.any()
		dv, ok := q[j].Deserved.get(r)
		if !ok {
			dv = g.baseValue(r)
			set(&q[j].Deserved, r, dv)
		}
		set(&q[j].Guarantee, r, dv+unit(r)/2)
	case "guarantee-key-missing-in-deserved":
		j := t.any()
		delete(q[j].Deserved, r)
		set(&q[j].Guarantee, r, []int64{0, unit(r)}[g.r.IntN(2)])
	case "guarantee-no-deserved":
		j := t.any()
		q[j].Deserved = nil
		set(&q[j].Guarantee, r, unit(r))
	case "zero-guarantee-no-deserved":
		j := t.any()
		q[j].Deserved = nil
		q[j].Guarantee = Quota{r: {N: 0}}
	case "deserved-above-capability", "guarantee-above-capability":
		j := t.any()
		cv, ok := q[j].Capability.get(r)
		if !ok || cv == 0 {
			cv = g.baseValue(r)
		}
		set(&q[j].Capability, r, cv)
		if kind == "deserved-above-capability" {
			set(&q[j].Deserved, r, cv*2)
		} else {
			set(&q[j].Guarantee, r, cv*2)
		}
	case "cap-cpu-zero":
		set(&q[t.any()].Capability, "cpu", 0)
	case "cap-mem-zero":
		set(&q[t.any()].Capability, "memory", 0)
	case "child-deserved-key-parent-lacks":
		delete(q[par].Deserved, r)
		set(&q[ci].Deserved, r, unit(r))
		raiseCap(&q[ci], r)
	case "child-guarantee-key-parent-lacks":
		delete(q[par].Guarantee, r)
		set(&q[ci].Guarantee, r, unit(r))
		dv, _ := q[ci].Deserved.get(r)
		set(&q[ci].Deserved, r, max(unit(r), dv))
	case "milli-vs-unit":
		pv, ok := q[par].Capability.get("cpu")
		if !ok || pv == 0 {
			pv = 8000
		}
		set(&q[par].Capability, "cpu", pv)
		set(&q[ci].Capability, "cpu", pv+int64(g.r.IntN(2)))
	default:
		return false
	}
	return true
}

// shape applies a perturbation of the tree's shape, states, weights or
// files, or of several queues at once.
func (t *perturbation) shape(kind, r string, ci, par int) {
	g, q := t.g, t.qs
	switch kind {
	case "root-with-quota", "root-with-guarantee":
		t.root(kind)
	case "toplevel-sum-over":
		for i, nd := range t.nodes {
			if nd.parent < 0 {
				set(&q[i].Deserved, r, g.baseValue(r)*100)
				if _, ok := q[i].Capability[r]; ok {
					q[i].Capability[r] = q[i].Deserved[r]
				}
			}
		}
	case "parent-no-deserved":
		q[par].Deserved, q[par].Guarantee = nil, nil
		set(&q[ci].Deserved, r, unit(r))
		raiseCap(&q[ci], r)
	case "self-parent":
		j := t.any()
		q[j].Parent = q[j].Name
	case "missing-parent":
		q[t.any()].Parent = "missing-" + itoa(int64(g.r.IntN(10)))
	case "neg", "fracgpu":
		g.badQuantity(&q[t.any()], kind)
	case "bad-state":
		q[t.any()].State = g.pick([]string{"Paused", "Unknown", "closed"})
	case "state":
		for i := range q {
			if g.chance(0.5) {
				q[i].State = g.pick([]string{"Open", "Closed", "Closing", "Unknown", ""})
			}
		}
	case "weights":
		for i := range q {
			q[i].Weight = []int{0, 1, 3, 10, 100, 65535}[g.r.IntN(6)]
		}
	case "equal-boundary":
		t.equalBoundary(ci, par)
	case "zero-scalar-key-parent-lacks":
		sec := g.pick([]string{"deserved", "guarantee"})
		if q[par].Deserved == nil {
			set(&q[par].Deserved, "cpu", 4000)
		}
		delete(q[par].Deserved, "nvidia.com/gpu")
		set(&q[ci].Deserved, "nvidia.com/gpu", 0)
		if sec == "guarantee" {
			if q[par].Guarantee == nil {
				set(&q[par].Guarantee, "cpu", 0)
			}
			delete(q[par].Guarantee, "nvidia.com/gpu")
			set(&q[ci].Guarantee, "nvidia.com/gpu", 0)
		}
		t.c.Mode = append(t.c.Mode, sec)
	case "annotation-prefix", "annotation-unrooted":
		t.annotations(kind)
	case "sub-milli-cap":
		setLit(&q[par].Capability, "cpu", "1200u")
		setLit(&q[ci].Capability, "cpu", g.pick([]string{"1500u", "2500u", "1100u", "1200u"}))
	case "sub-milli-sum":
		setLit(&q[par].Deserved, "cpu", g.pick([]string{"1m", "2m", "1500u"}))
		for _, s := range t.ch[par] {
			setLit(&q[s].Deserved, "cpu", g.pick([]string{"500u", "400u", "1m"}))
			delete(q[s].Capability, "cpu")
			delete(q[s].Guarantee, "cpu")
		}
	case "depth6":
		t.deepChain()
	case "guarantee-only-parent":
		t.guaranteeOnly(par)
	case "parents-across-files":
		t.splitFiles()
	}
}

var needsParent = map[string]bool{
	"child-cap-above-parent": true, "child-cap-new-key": true, "sibling-deserved-sum": true,
	"sibling-guarantee-sum": true, "child-deserved-key-parent-lacks": true,
	"child-guarantee-key-parent-lacks": true, "parent-no-deserved": true, "equal-boundary": true,
	"milli-vs-unit": true, "zero-scalar-key-parent-lacks": true, "sub-milli-cap": true,
	"sub-milli-sum": true, "guarantee-only-parent": true,
}

func raiseCap(q *Queue, r string) {
	if cv, ok := q.Capability.get(r); ok {
		if dv, _ := q.Deserved.get(r); cv < dv {
			set(&q.Capability, r, dv)
		}
	}
}

func (t *perturbation) root(kind string) {
	g := t.g
	var rc Quota
	for _, r := range g.pickKeys(0.8) {
		set(&rc, r, g.baseValue(r)*8)
	}
	if rc == nil {
		rc = Quota{"cpu": {N: 1000000}}
	}
	root := Queue{Name: "root"}
	if kind == "root-with-guarantee" {
		root.Guarantee = rc
	} else {
		switch g.pick([]string{"c", "d", "cd"}) {
		case "c":
			root.Capability = rc
		case "d":
			root.Deserved = rc
		default:
			root.Capability, root.Deserved = rc, copyQuota(rc)
		}
	}
	t.qs = append([]Queue{root}, t.qs...)
}

func copyQuota(q Quota) Quota {
	out := Quota{}
	for k, v := range q {
		out[k] = v
	}
	return out
}

// equalBoundary sets a child's capability to its parent's and makes the
// siblings' deserved sum exactly to the parent's.
func (t *perturbation) equalBoundary(ci, par int) {
	q := t.qs
	for r, v := range q[par].Capability {
		set(&q[ci].Capability, r, v.N)
	}
	sibs := t.ch[par]
	for r, v := range q[par].Deserved {
		u := map[string]int64{"cpu": 500, "memory": 512}[r]
		if u == 0 {
			u = 1
		}
		share := v.N / int64(len(sibs)) / u * u
		for k, s := range sibs {
			val := share
			if k == len(sibs)-1 {
				val = v.N - share*int64(len(sibs)-1)
			}
			set(&q[s].Deserved, r, val)
			raiseCap(&q[s], r)
			if gv, ok := q[s].Guarantee.get(r); ok && gv > val {
				set(&q[s].Guarantee, r, val)
			}
		}
	}
}

// annotations sets hierarchy annotations: a prefix pair (root/team and
// root/team/x on two queues), or paths without the root/ prefix the mutating
// webhook adds.
func (t *perturbation) annotations(kind string) {
	g := t.g
	j, k := t.any(), t.any()
	if kind == "annotation-unrooted" {
		t.qs[j].Hierarchy, t.qs[j].Weights = g.pick([]string{"team", "team/ml", "root/team"}), g.pick([]string{"1", "1/2", "1/1"})
		return
	}
	t.qs[j].Hierarchy, t.qs[j].Weights = "root/team", "1/1"
	if k != j {
		t.qs[k].Hierarchy, t.qs[k].Weights = "root/team/"+g.pick([]string{"ml", "x"}), g.pick([]string{"1/1/2", "1/1"})
	}
}

// deepChain hangs a chain of 3 to 6 queues under the last queue, so the tree
// goes beyond the default maximum depth of five.
func (t *perturbation) deepChain() {
	last := t.qs[len(t.qs)-1].Name
	n := 3 + t.g.r.IntN(4)
	parent := last
	for k := 0; k < n; k++ {
		name := last + "d" + itoa(int64(k))
		t.qs = append(t.qs, Queue{Name: name, Parent: parent})
		parent = name
	}
}

// guaranteeOnly leaves a parent with a guarantee and no deserved, and its
// children with guarantees only (the capacity plugin raises deserved to
// guarantee).
func (t *perturbation) guaranteeOnly(par int) {
	q := t.qs
	g := t.g
	pg := g.baseValue("cpu")
	q[par].Deserved = nil
	q[par].Guarantee = Quota{"cpu": {N: pg}}
	sibs := t.ch[par]
	for _, s := range sibs {
		q[s].Deserved = nil
		q[s].Guarantee = Quota{"cpu": {N: pg / int64(len(sibs)) / 500 * 500}}
		for _, gc := range t.ch[s] {
			q[gc].Deserved, q[gc].Guarantee = nil, nil
		}
	}
}

// splitFiles spreads the queues over two or three files of one cluster, so
// that parents and children sit in different files.
func (t *perturbation) splitFiles() {
	t.c.Files = 2 + t.g.r.IntN(2)
	for i := range t.qs {
		t.qs[i].File = t.g.r.IntN(t.c.Files)
	}
}
