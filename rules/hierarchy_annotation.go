package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixplan"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var hierarchyAnnotationOutOfStep = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ211", Name: "hierarchy-annotation-out-of-step", Severity: finding.Warning,
		Summary: "a queue's volcano.sh/hierarchy annotation places it elsewhere than its spec.parent chain",
		Doc: `Fires on a Queue that sets both spec.parent and a volcano.sh/hierarchy
annotation when the two put it in different places: the annotation's path
has another number of levels than the queue's depth below root along
spec.parent, or a level of the path names another node than the ancestor
queue at that level says in its own annotation.

Two plugins read the two fields, and neither looks at the other. The drf
plugin with enableHierarchy builds its tree from the annotations alone
(QueueInfo.Hierarchy and Weights, pkg/scheduler/api/queue_info.go:60-61@v1.15.1;
buildHierarchy, pkg/scheduler/plugins/drf/drf.go:458-486@v1.15.1), the
capacity plugin with enableHierarchy from spec.parent alone
(pkg/scheduler/plugins/capacity/capacity.go:1448-1449@v1.15.1; :740@v1.13.3,
:627@v1.11.2). The queue webhooks check the annotations by themselves
(validateHierarchicalAttributes, pkg/webhooks/admission/queues/validate/
validate_queue.go:147@v1.15.1) and spec.parent by itself, and never compare
them; the mutating webhook only prefixes "root/" and "1/" to a path that does
not start with root (createQueuePatch, mutate_queue.go:102@v1.15.1). So the
manifest is admitted, and the two hierarchies rank the queue in different
trees. A warning: no webhook refuses it and no scheduler stops on it. Not
reported before Volcano 1.11, where nothing reads spec.parent.

How the two are compared: the path's first segment is root (drf never reads
it); each later level belongs to the ancestor at that depth along
spec.parent, and the last to the queue itself, whose own segment may be any
name (the drf node of its jobs). An ancestor with an annotation of its own
names its level with its own last segment; an ancestor without one has no
drf node of its own, so any segment is accepted at its level. Segment names
need not be queue names: Volcano's example/hierarchical-jobs names queue
root-eng-prod's path "root/eng/prod".

Boundary with VCQ210: VCQ210 reports what the webhook refuses in the
annotations themselves (segment counts, weights, one path prefixing
another); VCQ211 skips a queue whose annotations VCQ210 finds malformed,
and a queue whose spec.parent chain does not reach root inside the input
(VCQ201, VCQ202 report those). Without spec.parent (Volcano's example) the
annotation is the only hierarchy and there is nothing to compare.

Fix: make the annotation follow spec.parent, or drop it (and the drf
enableHierarchy) when the capacity hierarchy is the one in use.

Automatic fix (--fix): the annotations are made to follow spec.parent, the
hierarchy the webhook checks (parent exists, depth, resources): both values
are rewritten, in one edit, to the path its chain gives when no ancestor has
an annotation of its own (annotate leaves only, as drf's design asks): each
ancestor's level takes the segment and weight that the ancestor's other
descendants, whose annotations are in step, agree on, or, when none has
one, the ancestor's queue name and its spec.weight (1 when unset, the CRD
default); the root's weight and the queue's own segment and weight stay. So
volcano.sh/hierarchy-weights keeps one weight per segment. No fix when the
in-step descendants disagree on an ancestor's segment, or when an ancestor
is annotated (drf refuses a path holding both a queue and sub-queues, so
whether that ancestor's annotation or this one is wrong is a guess).`,
	},
	Check: func(c *rule.Context) {
		if !c.Volcano.HierarchySupported {
			return
		}
		paths := map[*model.Queue]annotationPath{}
		for _, q := range definedQueues(c.Model) {
			if p, ok := readAnnotationPath(q); ok {
				paths[q] = p
			}
		}
		if len(paths) == 0 {
			return
		}
		evidence := unannotatedLevels(paths)
		for _, q := range definedQueues(c.Model) {
			p, ok := paths[q]
			if !ok || q.Spec.Spec.ParentName() == "" || q.Depth <= 0 {
				continue
			}
			want := expectedPath(q, paths)
			if p.inStep(want) {
				continue
			}
			pos := q.Obj.Pos("metadata", "annotations", hierarchyAnnotation)
			c.ReportFix(q.Obj, pos, annotationFix(q, p, want, evidence), "queue %s: %s %q %s; the drf plugin (enableHierarchy) ranks the queue by the annotation and the capacity plugin (enableHierarchy) by spec.parent, so they place it in different trees",
				q.Name, hierarchyAnnotation, p.written, outOfStepReason(q, p, want))
		}
	},
}

// annotationPath is a queue's volcano.sh/hierarchy and -weights as the
// scheduler reads them after the mutating webhook: segments and weights of
// the same length, segs[0] the root.
type annotationPath struct {
	written       string
	segs, weights []string
}

// readAnnotationPath reads q's annotations; false when they are absent or
// malformed in a way VCQ210 reports (the webhook refuses them).
func readAnnotationPath(q *model.Queue) (annotationPath, bool) {
	h := q.Spec.Metadata.Annotations[hierarchyAnnotation]
	w := q.Spec.Metadata.Annotations[weightsAnnotation]
	if h == "" || w == "" {
		return annotationPath{}, false
	}
	if !strings.HasPrefix(h, model.RootQueue) {
		// What the mutating webhook writes on create (mutate_queue.go).
		h, w = model.RootQueue+"/"+h, "1/"+w
	}
	p := annotationPath{written: q.Spec.Metadata.Annotations[hierarchyAnnotation], segs: strings.Split(h, "/"), weights: strings.Split(w, "/")}
	if len(p.segs) != len(p.weights) {
		return annotationPath{}, false
	}
	for _, s := range p.weights {
		if f, err := strconv.ParseFloat(s, 64); err != nil || f <= 0 {
			return annotationPath{}, false
		}
	}
	return p, true
}

func (p annotationPath) last() (seg, weight string) {
	return p.segs[len(p.segs)-1], p.weights[len(p.weights)-1]
}

// level is what spec.parent's chain says of one level of a queue's path:
// the ancestor at that depth, and its segment and weight when its own
// annotation names them (known).
type level struct {
	q              *model.Queue
	seg, weight    string
	known          bool
	rootOfTheChain bool
}

// expectedPath is the path q's spec.parent chain gives, root first and q
// last (q.Depth+1 levels).
func expectedPath(q *model.Queue, paths map[*model.Queue]annotationPath) []level {
	chain := q.Ancestors() // parent first, root last
	out := make([]level, q.Depth+1)
	out[0] = level{rootOfTheChain: true}
	for i, a := range chain {
		d := q.Depth - 1 - i
		if d <= 0 {
			break
		}
		out[d] = level{q: a}
		if ap, ok := paths[a]; ok {
			out[d].seg, out[d].weight = ap.last()
			out[d].known = true
		}
	}
	seg, weight := paths[q].last()
	out[q.Depth] = level{q: q, seg: seg, weight: weight, known: true}
	return out
}

// inStep reports whether the path has the levels want has, with the
// segments of the known ones.
func (p annotationPath) inStep(want []level) bool {
	if len(p.segs) != len(want) {
		return false
	}
	for i, l := range want {
		if l.known && p.segs[i] != l.seg {
			return false
		}
	}
	return true
}

// outOfStepReason says how the path and the chain differ.
func outOfStepReason(q *model.Queue, p annotationPath, want []level) string {
	names := make([]string, 0, len(want))
	for _, l := range want {
		if l.rootOfTheChain {
			names = append(names, model.RootQueue)
			continue
		}
		names = append(names, l.q.Name)
	}
	chain := strings.Join(names, " > ")
	if len(p.segs) != len(want) {
		return fmt.Sprintf("has %s below root, but spec.parent puts the queue %d below root (%s)", levels(len(p.segs)-1), q.Depth, chain)
	}
	for i, l := range want {
		if l.known && p.segs[i] != l.seg && l.q != q {
			return fmt.Sprintf("names %q at level %d, but spec.parent puts the queue under %s (%s), whose own annotation names that level %q", p.segs[i], i, l.q.Name, chain, l.seg)
		}
	}
	return fmt.Sprintf("does not follow spec.parent (%s)", chain)
}

func levels(n int) string {
	if n == 1 {
		return "1 level"
	}
	return strconv.Itoa(n) + " levels"
}

// levelChoice is the segment and weight the in-step descendants of an
// unannotated queue give its level; ambiguous when they disagree.
type levelChoice struct {
	seg, weight string
	ambiguous   bool
}

// unannotatedLevels collects, for each queue without an annotation of its
// own, the segment and weight its annotated descendants whose paths are in
// step with spec.parent give its level. Each queue walks its own chain, so
// the cost is the sum of the depths.
func unannotatedLevels(paths map[*model.Queue]annotationPath) map[*model.Queue]*levelChoice {
	out := map[*model.Queue]*levelChoice{}
	for q, p := range paths {
		if q.Spec.Spec.ParentName() == "" || q.Depth <= 0 {
			continue
		}
		want := expectedPath(q, paths)
		if !p.inStep(want) {
			continue
		}
		// want[0] is root, which is no queue's level to choose: the fix
		// writes the path's own first segment there.
		for i := 1; i < len(want); i++ {
			l := want[i]
			if l.known {
				continue
			}
			c := out[l.q]
			switch {
			case c == nil:
				out[l.q] = &levelChoice{seg: p.segs[i], weight: p.weights[i]}
			case c.seg != p.segs[i] || c.weight != p.weights[i]:
				c.ambiguous = true
			}
		}
	}
	return out
}

// annotationFix rewrites q's two annotations to the path want gives (see
// the rule's doc); nil when a level is ambiguous or a node is missing.
func annotationFix(q *model.Queue, p annotationPath, want []level, evidence map[*model.Queue]*levelChoice) *finding.Fix {
	segs := make([]string, len(want))
	weights := make([]string, len(want))
	for i, l := range want {
		switch {
		case l.rootOfTheChain:
			segs[i], weights[i] = p.segs[0], p.weights[0]
		case l.known && l.q != q:
			// An annotated ancestor: drf refuses a path that holds both a
			// queue and sub-queues (VCQ210), so whether its annotation or
			// this one is wrong is a guess.
			return nil
		case l.known:
			segs[i], weights[i] = l.seg, l.weight
		default:
			c := evidence[l.q]
			switch {
			case c == nil:
				segs[i], weights[i] = l.q.Name, "1"
				if w := l.q.Spec.Spec.Weight; w != nil && *w >= 1 {
					weights[i] = strconv.Itoa(int(*w))
				}
			case c.ambiguous:
				return nil
			default:
				segs[i], weights[i] = c.seg, c.weight
			}
		}
	}
	path, ws := strings.Join(segs, "/"), strings.Join(weights, "/")
	var rs []fixplan.Replacement
	for _, r := range []struct{ key, value string }{{hierarchyAnnotation, path}, {weightsAnnotation, ws}} {
		n := q.Obj.Node("metadata", "annotations", r.key)
		if n == nil {
			return nil
		}
		if n.Value != r.value {
			rs = append(rs, fixplan.Replacement{Node: n, Value: r.value})
		}
	}
	return fixplan.ReplaceValues(q.Obj, fmt.Sprintf("set %s to %q and %s to %q, the path of spec.parent", hierarchyAnnotation, path, weightsAnnotation, ws), rs)
}
