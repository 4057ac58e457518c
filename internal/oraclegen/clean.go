package oraclegen

// clean builds a tree every release should accept (children within their
// parents, guarantees within deserved, child keys among the parent's), then
// applies one perturbation.
func (g *gen) clean(kind string, c *Case) []Queue {
	maxDepth := 4
	nodes := g.tree(2, 8, maxDepth)
	ch := children(nodes)
	qs := make([]Queue, len(nodes))
	for i, nd := range nodes {
		qs[i] = g.cleanQueue(nodes, ch, qs, i)
		qs[i].Name = nd.name
		qs[i].Parent = g.topParent()
		if nd.parent >= 0 {
			qs[i].Parent = nodes[nd.parent].name
		}
	}
	t := &perturbation{g: g, nodes: nodes, ch: ch, qs: qs, c: c}
	t.apply(kind)
	return t.qs
}

func (g *gen) cleanQueue(nodes []node, ch map[int][]int, qs []Queue, i int) Queue {
	p := nodes[i].parent
	nsib := int64(len(ch[p]))
	var c, d, gu Quota
	for _, r := range Resources {
		var cv, dv, gv int64
		if p < 0 {
			cv = g.baseValue(r)
			dv = scale(r, cv, g.pickF([]float64{0.5, 0.75, 1}))
			gv = scale(r, dv, g.pickF([]float64{0, 0.25, 0.5}))
		} else {
			pc, ok := nearestCap(nodes, qs, p, r)
			if !ok || pc == 0 {
				pc = g.baseValue(r)
			}
			cv = scale(r, pc, g.pickF([]float64{0.5, 0.75, 1}))
			pd, _ := qs[p].Deserved.get(r)
			u := map[string]int64{"cpu": 500, "memory": 512}[r]
			if u == 0 {
				u = 1
			}
			dv = min(cv, int64(float64(pd)*g.pickF([]float64{0.5, 1}))/nsib/u*u)
			pg, _ := qs[p].Guarantee.get(r)
			gv = min(dv, pg/nsib/u*u)
		}
		set(&c, r, cv)
		set(&d, r, dv)
		set(&gu, r, gv)
	}
	var parentDes, parentGua Quota
	if p >= 0 {
		parentDes, parentGua = qs[p].Deserved, qs[p].Guarantee
	}
	kd := g.keysWithin(Resources, parentDes, 0.85)
	kg := g.keysWithin(kd, parentGua, 0.7)
	c, d, gu = keep(c, g.pickKeys(0.75)), keep(d, kd), keep(gu, kg)
	for r, v := range d {
		if cv, ok := c[r]; ok && v.N > cv.N {
			d[r] = cv
		}
		if gv, ok := gu[r]; ok && gv.N > d[r].N {
			gu[r] = d[r]
		}
	}
	if p >= 0 && qs[p].Deserved == nil {
		d, gu = nil, nil
	}
	if p >= 0 && qs[p].Guarantee == nil {
		gu = nil
	}
	if len(c) == 0 && g.chance(0.5) {
		c = nil
	}
	if gu != nil && len(gu) == 0 && g.chance(0.5) {
		gu = nil
	}
	return Queue{Capability: c, Deserved: d, Guarantee: gu, Weight: g.weight()}
}

// nearestCap is the capability of r on p or its nearest ancestor that sets it.
func nearestCap(nodes []node, qs []Queue, p int, r string) (int64, bool) {
	for a := p; a >= 0; a = nodes[a].parent {
		if v, ok := qs[a].Capability.get(r); ok {
			return v, true
		}
	}
	return 0, false
}

// keysWithin keeps each candidate with probability p, among the keys of
// parent when the parent sets that section at all.
func (g *gen) keysWithin(candidates []string, parent Quota, p float64) []string {
	var out []string
	for _, r := range candidates {
		if _, ok := parent[r]; parent != nil && !ok {
			continue
		}
		if g.chance(p) {
			out = append(out, r)
		}
	}
	return out
}
