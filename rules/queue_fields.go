package rules

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixplan"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/resources"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var invalidWeight = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ305", Name: "invalid-weight", Severity: finding.Error,
		Summary: "a queue's weight is below 1 or above the CRD maximum 65535",
		Doc: `Fires when spec.weight is below 1, or above 65535 for targets whose Queue CRD
bounds it.

Volcano: the Queue CRD (installer/helm/chart/volcano/crd/bases/
scheduling.volcano.sh_queues.yaml) declares weight minimum 1, maximum 65535,
default 1 since 1.12.0; up to 1.13 the queue webhook also requires weight > 0
(validate_queue.go). The mutating webhook turns a weight of 0 into 1 when a
queue is created, so 0 only fails on later updates: a queue that applied
once starts failing "kubectl apply" after any edit. Weight is the share
proportion and capacity give a queue's deserved, so a negative one is
meaningless.

Fix: use a weight from 1 to 65535 (omit it for 1).

Automatic fix (--fix): a weight below 1 becomes 1, what the mutating
webhook writes for 0 when it creates the queue (mutate_queue.go) and the
CRD's default; a weight above the maximum has no fix (which share was
meant is not written anywhere).`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		for _, q := range definedQueues(c.Model) {
			w := q.Spec.Spec.Weight
			if w == nil {
				continue
			}
			// Positions are looked up only for a finding: it may re-parse
			// the queue's document (manifest.Object.Release).
			pos := func() finding.Position { return q.Obj.Pos("spec", "weight") }
			switch {
			case *w == 0:
				c.ReportFix(q.Obj, pos(), weightFix(q.Obj), "queue %s weight 0 < 1: the mutating webhook sets it to 1 only when the queue is created, so later updates are rejected", q.Name)
			case *w < 0:
				c.ReportFix(q.Obj, pos(), weightFix(q.Obj), "queue %s weight %d < 1: Volcano %s rejects it", q.Name, *w, b.Version.Short())
			case b.WeightMax > 0 && int(*w) > b.WeightMax:
				c.Report(q.Obj, pos(), "queue %s weight %d > %d, the Queue CRD maximum in Volcano %s: the API server rejects it", q.Name, *w, b.WeightMax, b.Version.Short())
			}
		}
	},
}

// weightFix writes weight 1 in place of the queue's spec.weight.
func weightFix(o *manifest.Object) *finding.Fix {
	n := o.Node("spec", "weight")
	if n == nil || n.Kind != yaml.ScalarNode {
		return nil
	}
	return fixplan.ReplaceValue(o, n, "1")
}

var zeroMeansUnlimited = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ307", Name: "zero-means-unlimited", Severity: finding.Info,
		OffByDefault: true,
		Summary:      "capability cpu or memory 0 means unlimited (inherit the parent), not zero",
		Doc: `Fires on a Queue whose spec.capability sets cpu or memory to 0.

Volcano's scheduler treats a capability cpu or memory <= 0 as "not set": in
a hierarchy the queue inherits its parent's value
(pkg/scheduler/plugins/capacity/capacity.go, checkHierarchicalQueue), and a
flat queue is limited only by the cluster (buildQueueAttrs). So "cpu: 0" does
not stop a queue from using CPUs; it lifts its limit. The queue webhook,
however, compares the 0 literally (validate_queue.go), so a deserved or
guarantee cpu above 0 on the same queue is rejected (VCQ301/VCQ302).

Off by default (VCQ301/VCQ302 already report the webhook side): turn it on
with rules.enable: [VCQ307] in .vcqlint.yaml.

Fix: to close a queue, set status.state Closed or a small positive
capability; to inherit, omit the key.`,
	},
	Check: func(c *rule.Context) {
		for _, q := range definedQueues(c.Model) {
			for _, name := range []string{resources.CPU, resources.Memory} {
				if v, ok := q.Spec.Spec.Capability[name]; ok && v.Sign() == 0 {
					c.Report(q.Obj, keyPos(q.Obj, capabilityPath, name),
						"queue %s capability %s 0 means unlimited (inherit the parent's) to the Volcano scheduler, not zero", q.Name, name)
				}
			}
		}
	},
}

// Hierarchy annotations of the legacy (drf/nodegroup) queue hierarchy.
const (
	hierarchyAnnotation = "volcano.sh/hierarchy"
	weightsAnnotation   = "volcano.sh/hierarchy-weights"
)

// policyWeight is the weight the chart's queue-validation-policy accepts
// (weight.matches('^[0-9]+(\\.[0-9]+)?$'), policy/queues-validating.yaml
// @v1.15.1, the same from v1.14.0): "1e1", "+2" or ".5", which the
// webhook's ParseFloat reads, are refused there.
var policyWeight = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?$`)

var badHierarchyAnnotation = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ210", Name: "bad-hierarchy-annotation", Severity: finding.Error,
		Summary: "volcano.sh/hierarchy and volcano.sh/hierarchy-weights disagree, hold a bad weight, or one path prefixes another",
		Doc: `Fires on the annotations of the drf hierarchy (volcano.sh/hierarchy, e.g.
"root/eng/ml", and volcano.sh/hierarchy-weights, e.g. "1/2/8") when:
- they have different numbers of "/" segments;
- a weight is not a number greater than 0, or, when the chart's
  ValidatingAdmissionPolicies are installed (custom.vap_enable, 1.14+;
  volcano.admissionPolicies in .vcqlint.yaml), not digits with an optional
  decimal part ("1e1" passes the webhook's ParseFloat and fails the policy's
  regular expression: recorded with the policy evaluated by Kubernetes' own
  CEL admission code on v1.15.1);
- the queue's path is a path-prefix of another queue's path: an error when
  the longer path is applied first, a warning otherwise.

The prefix test depends on what is stored: the webhook refuses a new queue
whose path prefixes a stored queue's (strings.HasPrefix(hierarchyInTree,
hierarchy+"/"), validate_queue.go:195@v1.15.1, :177@v1.13.3; before 1.11
without the "/", :157@v1.10.2), never the reverse. vcqlint decides with the
order the differential oracle's harness applies the input in (docs/oracle.md:
parents first, otherwise input order, files in name order), so "root/team"
before "root/team/x" is a warning (admitted, but refused on any re-apply in
the other order), the reverse an error; both verdicts were recorded from
v1.8.2-v1.15.1 (class annotation-prefix-order).

Volcano: validateHierarchicalAttributes (pkg/webhooks/admission/queues/
validate/validate_queue.go) rejects each case. Paths are compared after the
mutating webhook's normalisation (it prefixes "root/" and "1/" when the path
does not start with root). Before 1.11 the prefix test was a raw string
prefix, so "root/team" also conflicted with "root/team2" (#3762) and with
another queue's "root/team", the queue applied second being refused
(validate_queue.go:157@v1.10.2); for those targets vcqlint reports such
false conflicts too, since Volcano rejected them.

VCQ210 judges the annotations by themselves, as the webhook does; whether
they agree with spec.parent is VCQ211's finding (hierarchy-annotation-out-of-step).

Fix: give each annotation the same segments, positive weights, and no queue
a path that another queue's path continues.`,
	},
	Check: func(c *rule.Context) {
		type entry struct {
			q    *model.Queue
			path string
		}
		var paths []entry
		for _, q := range definedQueues(c.Model) {
			// Volcano checks only non-empty annotations.
			h := q.Spec.Metadata.Annotations[hierarchyAnnotation]
			w := q.Spec.Metadata.Annotations[weightsAnnotation]
			hasH, hasW := h != "", w != ""
			if !hasH && !hasW {
				continue
			}
			pos := q.Obj.Pos("metadata", "annotations", hierarchyAnnotation)
			if !hasH {
				pos = q.Obj.Pos("metadata", "annotations", weightsAnnotation)
			}
			hs, ws := strings.Split(h, "/"), strings.Split(w, "/")
			if len(hs) != len(ws) {
				c.Report(q.Obj, pos, "queue %s: %s %q has %d segments but %s %q has %d; the queue webhook rejects it",
					q.Name, hierarchyAnnotation, h, len(hs), weightsAnnotation, w, len(ws))
				continue
			}
			bad := false
			for _, s := range ws {
				if f, err := strconv.ParseFloat(s, 64); err != nil || f <= 0 {
					c.Report(q.Obj, q.Obj.Pos("metadata", "annotations", weightsAnnotation),
						"queue %s: %s %q has weight %q, which is not a number greater than 0; the queue webhook rejects it", q.Name, weightsAnnotation, w, s)
					bad = true
					break
				}
				if admissionPolicies(c) && !policyWeight.MatchString(s) {
					c.Report(q.Obj, q.Obj.Pos("metadata", "annotations", weightsAnnotation),
						"queue %s: %s %q has weight %q, which the webhook reads as a number but the chart's ValidatingAdmissionPolicy queue-validation-policy (custom.vap_enable) refuses: it takes digits with an optional decimal part only", q.Name, weightsAnnotation, w, s)
					bad = true
					break
				}
			}
			if !bad && hasH {
				if !strings.HasPrefix(h, "root") {
					h = "root/" + h
				}
				paths = append(paths, entry{q, h})
			}
		}
		if len(paths) < 2 {
			return // a conflict takes two paths
		}
		rawPrefix := c.Volcano.HierarchyPathRawPrefix
		order := applyOrder(c.Model)
		// Identical paths sort the queue applied later first: it is the one
		// the webhook refuses before 1.11, the one applied before it being
		// stored already (and since 1.11 neither is refused).
		slices.SortFunc(paths, func(a, b entry) int {
			return cmp.Or(strings.Compare(a.path, b.path), cmp.Compare(order[b.q], order[a.q]))
		})
		for i, a := range paths {
			// Everything a path prefixes sorts right after it. The webhook
			// refuses a only when a queue it prefixes is stored already:
			// report the first such b, else the first b applied after a.
			var refusedBy, laterB *entry
			for j := range paths[i+1:] {
				b := &paths[i+1+j]
				if !strings.HasPrefix(b.path, a.path) {
					break
				}
				// Before 1.11 a raw prefix conflicts, an identical path
				// included; since then only a whole-segment one does.
				if !rawPrefix && !strings.HasPrefix(b.path, a.path+"/") {
					continue
				}
				if order[b.q] < order[a.q] {
					refusedBy = b
					break
				}
				if laterB == nil {
					laterB = b
				}
			}
			b := refusedBy
			if b == nil {
				b = laterB
			}
			if b == nil {
				continue
			}
			note := ""
			switch {
			case b.path == a.path:
				note = fmt.Sprintf(" (the same path, which Volcano %s rejects as a prefix; fixed in 1.11 by #3762)", c.Volcano.Version.Short())
			case !strings.HasPrefix(b.path, a.path+"/"):
				note = fmt.Sprintf(" (a raw string prefix, which Volcano %s still rejects; fixed in 1.11 by #3762)", c.Volcano.Version.Short())
			}
			pos := a.q.Obj.Pos("metadata", "annotations", hierarchyAnnotation)
			if refusedBy != nil {
				c.Report(a.q.Obj, pos, "queue %s hierarchy %q is a prefix of queue %s's %q%s; %s is applied first, so the queue webhook rejects %s",
					a.q.Name, a.path, b.q.Name, b.path, note, b.q.Name, a.q.Name)
				continue
			}
			c.ReportAs(finding.Warning, a.q.Obj, pos, "queue %s hierarchy %q is a prefix of queue %s's %q%s; applied in the input's order (parents first) %s comes first and the queue webhook admits both, but it rejects %s whenever %s is already stored (a re-apply after deleting %s, or another order)",
				a.q.Name, a.path, b.q.Name, b.path, note, a.q.Name, a.q.Name, b.q.Name, a.q.Name)
		}
	},
}

// admissionPolicies reports whether the chart's ValidatingAdmissionPolicies
// are installed: declared in .vcqlint.yaml (volcano.admissionPolicies), or
// the input holds the chart's queue policy (a chart rendered with
// custom.vap_enable), for a release whose chart has them (1.14+).
func admissionPolicies(c *rule.Context) bool {
	return c.Volcano.AdmissionPolicies || c.Model.AdmissionPolicies && c.Volcano.AdmissionPoliciesInChart
}
