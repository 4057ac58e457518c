package policyinput

import (
	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// clusterMember is the declared cluster as the document's `cluster`
// member: quantities as canonical strings, as the lists' entries have them.
func clusterMember(c *cluster.Cluster) map[string]any {
	pools := make([]any, 0, len(c.Pools))
	for _, p := range c.Pools {
		pm := map[string]any{
			"name": p.Name, "nodes": p.Nodes, "source": p.Source,
			"allocatable": quantityStrings(p.Allocatable),
		}
		if g := p.GPU; g != nil {
			gm := map[string]any{
				"product": g.Product, "strategy": string(g.Strategy), "gpusPerNode": g.PerNode,
				"migConfig": g.ConfigName, "replicas": g.Replicas,
			}
			if g.Model != nil {
				gm["model"] = g.Model.ID
			}
			if n, ok := g.MIGEnabled(); ok {
				gm["migEnabledPerNode"] = n
			}
			pm["gpu"] = gm
		}
		pools = append(pools, pm)
	}
	origin := make(map[string]any, len(c.Origin))
	for k, v := range c.Origin {
		origin[k] = v
	}
	sources := make([]any, len(c.Sources))
	for i, s := range c.Sources {
		sources[i] = s
	}
	return map[string]any{
		"allocatable": quantityStrings(c.Allocatable), "origin": origin,
		"sources": sources, "pools": pools,
	}
}

func quantityStrings(l resources.List) map[string]any {
	out := make(map[string]any, len(l))
	for name, q := range l {
		out[name] = q.String()
	}
	return out
}
