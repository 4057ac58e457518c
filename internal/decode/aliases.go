package decode

import (
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// aliasBudget bounds what aliases and merge keys can make of a small text.
// A few kilobytes of YAML whose anchors are referred to many times over
// ("billion laughs") decode into billions of values; kubectl, the API server
// and the Volcano scheduler read YAML with sigs.k8s.io/yaml (goyaml.v2) or
// yaml.v3, which count the values they decode and refuse the document with
// "document contains excessive aliasing" when too many of them come from
// alias expansion. vcqlint walks yaml.v3 nodes itself, so it counts the same
// way, with the same thresholds (yaml.v3 decode.go, allowedAliasRatio), and
// refuses what they refuse. Values reached through a `<<` merge key count as
// alias expansion too: merging one anchor into many mappings repeats its
// pairs just as aliases do.
type aliasBudget struct {
	decoded  int // values decoded so far
	expanded int // of which reached through an alias or a merge key
	depth    int // > 0 while decoding inside an alias or a merged mapping
	// exceeded is set once the budget is spent; decoding stops.
	exceeded bool
	// expanding are the anchors being decoded through an alias now, to
	// refuse an alias inside the value of its own anchor.
	expanding map[*yaml.Node]bool
}

// The thresholds of yaml.v3 and goyaml.v2: small documents may come 99% from
// aliases, very large ones 10%, and between the two the allowed share falls
// linearly.
const (
	aliasRatioRangeLow  = 400_000
	aliasRatioRangeHigh = 4_000_000
)

func allowedAliasRatio(decoded int) float64 {
	switch {
	case decoded <= aliasRatioRangeLow:
		return 0.99
	case decoded >= aliasRatioRangeHigh:
		return 0.10
	}
	return 0.99 - 0.89*float64(decoded-aliasRatioRangeLow)/float64(aliasRatioRangeHigh-aliasRatioRangeLow)
}

// step counts one value about to be decoded at n and reports whether
// decoding may go on. The first time the budget is exceeded it records an
// Aliasing problem at n; after that every step is refused, so the rest of
// the object is skipped at constant cost per value already queued.
func (d *decoder) step(n *yaml.Node) bool {
	b := &d.budget
	if b.exceeded {
		return false
	}
	b.decoded++
	if b.depth > 0 {
		b.expanded++
	}
	if b.expanded > 100 && b.decoded > 1000 && float64(b.expanded)/float64(b.decoded) > allowedAliasRatio(b.decoded) {
		b.exceeded = true
		d.add(Aliasing, n, "%s: aliases and merge keys expand this object to over %d values, %d of them copies of anchored ones; "+
			"kubectl and the API server refuse such a document (\"document contains excessive aliasing\"), so vcqlint reads no further of it", b.decoded, b.expanded)
		return false
	}
	return true
}

// alias decodes the anchored value an alias names, counting what it
// decodes as expansion.
func (d *decoder) alias(n *yaml.Node, v reflect.Value) {
	target := resolve(n)
	b := &d.budget
	if b.expanding[target] {
		d.add(Aliasing, n, "%s: the alias *%s is inside the value of its own anchor; kubectl and the API server refuse the document (\"anchor '%[2]s' value contains itself\")", n.Value)
		return
	}
	if b.expanding == nil {
		b.expanding = map[*yaml.Node]bool{}
	}
	b.expanding[target] = true
	b.depth++
	d.value(target, v)
	b.depth--
	delete(b.expanding, target)
}

// eachPair is the package's eachPair with the pairs a merge key brings in
// counted as expansion.
func (d *decoder) eachPair(n *yaml.Node, fn func(k, v *yaml.Node)) {
	eachPair(n, func(k, v *yaml.Node, merged bool) {
		if merged {
			d.budget.depth++
			defer func() { d.budget.depth-- }()
		}
		fn(k, v)
	})
}

// unreadable reports, in a node kept undecoded (Raw), what every YAML
// reader of the document refuses: an alias inside the value of its own
// anchor, and a scalar whose explicit tag does not fit its text (!!int abc).
// The parts read by hand later never pass through alias or the scalar
// decoders, yet yaml.v2, which the Volcano scheduler reads its
// configuration with, refuses the whole document for either. It walks the
// written tree once, not following aliases.
func (d *decoder) unreadable(n *yaml.Node) {
	open := map[*yaml.Node]bool{} // anchored nodes on the path to the current one
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil {
			return
		}
		switch {
		case n.Kind == yaml.AliasNode:
			if open[n.Alias] {
				d.add(Aliasing, n, "%s: the alias *%s is inside the value of its own anchor; YAML readers refuse the document (\"anchor '%[2]s' value contains itself\")", n.Value)
			}
			return
		case n.Kind == yaml.ScalarNode && n.Style&yaml.TaggedStyle != 0:
			var x any
			if err := n.Decode(&x); err != nil {
				d.add(WrongType, n, "%s: %s", strings.TrimPrefix(err.Error(), "yaml: "))
			}
		}
		if n.Anchor != "" {
			open[n] = true
			defer delete(open, n)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(n)
}
