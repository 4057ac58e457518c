package oraclegen

// random builds a tree whose quotas are drawn top-down with no care for the
// rules: children above parents, guarantees above deserved, keys left out,
// zeros, and now and then a self or missing parent, a bad state, a negative
// or fractional-GPU quantity, or an explicit root.
func (g *gen) random() []Queue {
	nodes := g.tree(2, 8, 4)
	ch := children(nodes)
	qs := make([]Queue, len(nodes))
	for i, nd := range nodes {
		p := nd.parent
		nsib := len(ch[p])
		c, d, gu := g.drawQuotas(qs, p, nsib)
		c, d, gu = keep(c, g.pickKeys(0.75)), keep(d, g.pickKeys(0.75)), keep(gu, g.pickKeys(0.6))
		if g.chance(0.15) {
			c = nil
		}
		if g.chance(0.15) {
			d = nil
		}
		if g.chance(0.35) {
			gu = nil
		}
		if c != nil && g.chance(0.12) {
			set(&c, g.pick([]string{"cpu", "cpu", "memory"}), 0)
		}
		if d != nil && g.chance(0.05) {
			set(&d, "cpu", 0)
		}
		parent := g.topParent()
		if p >= 0 {
			parent = nodes[p].name
		}
		qs[i] = Queue{Name: nd.name, Parent: parent, Capability: c, Deserved: d, Guarantee: gu, Weight: g.weight()}
	}
	for i := range qs {
		switch {
		case g.chance(0.01):
			qs[i].Parent = qs[i].Name
		case g.chance(0.015):
			qs[i].Parent = "missing-" + itoa(int64(g.r.IntN(10)))
		}
		if g.chance(0.01) {
			qs[i].State = g.pick([]string{"Open", "Closed", "Paused"})
		}
		if g.chance(0.02) {
			g.badQuantity(&qs[i], g.pick([]string{"neg", "fracgpu"}))
		}
	}
	if g.chance(0.1) {
		var rc Quota
		for _, r := range g.pickKeys(0.8) {
			set(&rc, r, g.baseValue(r)*4)
		}
		qs = append([]Queue{{Name: "root", Capability: rc, Weight: g.weight()}}, qs...)
	}
	return qs
}

// badQuantity writes a negative cpu or a fractional GPU into one section.
func (g *gen) badQuantity(q *Queue, kind string) {
	if kind == "neg" {
		switch g.pick([]string{"c", "d", "g"}) {
		case "c":
			set(&q.Capability, "cpu", -1000)
		case "d":
			set(&q.Deserved, "cpu", -1000)
		default:
			set(&q.Guarantee, "cpu", -1000)
		}
		return
	}
	if g.chance(0.5) {
		setLit(&q.Capability, "nvidia.com/gpu", "0.5")
	} else {
		setLit(&q.Deserved, "nvidia.com/gpu", "0.5")
	}
}

// drawQuotas draws every resource of a queue's capability, deserved and
// guarantee top-down from its parent's (p, -1 for a top-level queue) among
// nsib siblings: mostly below the parent's, sometimes above.
func (g *gen) drawQuotas(qs []Queue, p, nsib int) (c, d, gu Quota) {
	for _, r := range Resources {
		pc, ok := int64(0), false
		if p >= 0 {
			pc, ok = qs[p].Capability.get(r)
		}
		if !ok || pc <= 0 {
			pc = g.baseValue(r)
		}
		cv := max(0, scale(r, pc, g.pickF([]float64{1, 1, 0.5, 0.5, 0.75, 0.25, 1.5, 2})))
		pd, ok := int64(0), false
		if p >= 0 {
			pd, ok = qs[p].Deserved.get(r)
		}
		if !ok {
			pd = cv
		}
		n := float64(nsib)
		dv := max(0, scale(r, pd, g.pickF([]float64{1 / n, 1 / n, 0.5 / n, 1, 1.25 / n, 1.5 / n})))
		if g.chance(0.1) {
			dv = scale(r, cv, g.pickF([]float64{1, 1.25}))
		}
		pg, ok := int64(0), false
		if p >= 0 {
			pg, ok = qs[p].Guarantee.get(r)
		}
		if !ok {
			pg = dv
		} else if g.chance(0.7) {
			pg = min(pg, dv)
		}
		gv := max(0, scale(r, pg, g.pickF([]float64{0.25, 0.5, 0.5, 1 / n, 1, 1.5})))
		set(&c, r, cv)
		set(&d, r, dv)
		set(&gu, r, gv)
	}
	return c, d, gu
}
