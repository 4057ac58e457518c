package simulate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// FromModel reads the model's queue tree (root first, then input order) into
// simulation queues, without demand.
func FromModel(m *model.Model) []Queue {
	out := make([]Queue, 0, len(m.Queues))
	for _, mq := range m.Queues {
		q := Queue{Name: mq.Name, Parent: mq.ParentName}
		if mq.Spec != nil {
			s := mq.Spec.Spec
			if s.Weight != nil {
				q.Weight = *s.Weight
			}
			q.Capability, q.Deserved, q.Guarantee = s.Capability, s.Deserved, s.Guarantee.Resource
		}
		out = append(out, q)
	}
	return out
}

// DefaultDemand gives every leaf queue but root a demand equal to its
// capability: jobs can only be submitted to leaf queues (1.11+), and a
// queue that asks for all it may have shows how the plugin shares the
// cluster under full load. Where the capability leaves cpu or memory
// unlimited (unset or <= 0), the queue asks for the cluster's total of it;
// scalars it does not cap it does not ask for. Queues whose demand was
// set (SetDemand) are left alone.
func DefaultDemand(qs []Queue, total resources.List) {
	parents := map[string]bool{}
	for _, q := range qs {
		parents[q.Parent] = true
	}
	for i := range qs {
		q := &qs[i]
		if q.HasDemand || q.DemandSet || q.Name == model.RootQueue || parents[q.Name] {
			continue
		}
		d := resources.List{}
		for name, v := range q.Capability {
			d[name] = v.DeepCopy()
		}
		for _, name := range []string{resources.CPU, resources.Memory} {
			if v, ok := d[name]; !ok || v.Sign() <= 0 {
				if t, ok := total[name]; ok {
					d[name] = t.DeepCopy()
				} else {
					delete(d, name)
				}
			}
		}
		q.Demand, q.HasDemand = d, true
	}
}

// SetDemand replaces a queue's demand; an empty list takes the queue out
// of the session (no job).
func SetDemand(qs []Queue, name string, demand resources.List) error {
	for i := range qs {
		if qs[i].Name == name {
			qs[i].Demand, qs[i].HasDemand, qs[i].DemandSet = demand, len(demand) > 0, true
			return nil
		}
	}
	names := make([]string, 0, len(qs))
	for _, q := range qs {
		names = append(names, q.Name)
	}
	sort.Strings(names)
	return fmt.Errorf("no queue %q in the input (queues: %s)", name, strings.Join(names, ", "))
}

// Choice is the plugin the input's scheduler configuration enables.
type Choice struct {
	Plugin Plugin
	// Why says where the choice comes from, for output.
	Why string
}

// DetectPlugin finds the plugin that computes queue shares in the input's
// scheduler configurations: proportion, or capacity (with hierarchy when
// its enableHierarchy is true). Without any configuration Volcano runs its
// default one, which enables proportion. Configurations that disagree, or
// one that enables both plugins (VCQ101) or neither, are an error: the
// caller must choose.
func DetectPlugin(m *model.Model) (Choice, error) {
	type found struct {
		plugin Plugin
		where  string
	}
	var all []found
	for _, c := range m.Configs {
		if c.Conf == nil {
			continue
		}
		where := c.Obj.ID()
		if pos := c.Obj.Start(); pos.IsValid() {
			where += " (" + pos.String() + ")"
		}
		var prop, capa, hier bool
		for _, p := range c.Conf.Plugins {
			switch p.Name {
			case "proportion":
				prop = true
			case "capacity":
				capa = true
				if v, set := p.Option("enableHierarchy"); set && v {
					hier = true
				}
			}
		}
		switch {
		case prop && capa:
			return Choice{}, fmt.Errorf("%s enables both proportion and capacity (VCQ101); choose the one to simulate with --plugin proportion|capacity", where)
		case prop:
			all = append(all, found{Proportion, where})
		case hier:
			all = append(all, found{CapacityHierarchy, where})
		case capa:
			all = append(all, found{Capacity, where})
		default:
			return Choice{}, fmt.Errorf("%s enables neither proportion nor capacity, so no plugin computes queue shares; choose one with --plugin proportion|capacity", where)
		}
	}
	if len(all) == 0 {
		return Choice{Plugin: Proportion, Why: "no scheduler configuration in the input: Volcano's default configuration enables proportion"}, nil
	}
	for _, f := range all[1:] {
		if f.plugin != all[0].plugin {
			return Choice{}, fmt.Errorf("the scheduler configurations disagree: %s enables %s, %s enables %s; choose one with --plugin proportion|capacity",
				all[0].where, all[0].plugin.Describe(), f.where, f.plugin.Describe())
		}
	}
	return Choice{Plugin: all[0].plugin, Why: "enabled by " + all[0].where}, nil
}

// HierarchyEnabled reports whether some configuration of the input enables
// the capacity plugin with enableHierarchy: true.
func HierarchyEnabled(m *model.Model) bool {
	for _, c := range m.Configs {
		if c.Conf == nil {
			continue
		}
		for _, p := range c.Conf.Plugins {
			if p.Name == "capacity" {
				if v, set := p.Option("enableHierarchy"); set && v {
					return true
				}
			}
		}
	}
	return false
}

// Run runs the chosen plugin's computation. Before 1.11 the capacity
// plugin has no hierarchy (enableHierarchy is ignored), so it runs flat.
func Run(p Plugin, in Input) *Result {
	switch p {
	case Capacity:
		return RunCapacity(in)
	case CapacityHierarchy:
		if !in.Volcano.HierarchySupported {
			r := RunCapacity(in)
			r.Notes = append(r.Notes, fmt.Sprintf("Volcano %s has no hierarchical queues (the capacity plugin's enableHierarchy arrived in 1.11): the queues are computed flat", in.Volcano.Version))
			return r
		}
		return RunHierarchy(in)
	}
	return RunProportion(in)
}
