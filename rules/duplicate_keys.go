package rules

import (
	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var duplicateKey = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ003", Name: "duplicate-key", Severity: finding.Error,
		Summary: "a YAML mapping names the same key twice; every consumer keeps only one of the values",
		Doc: `Fires at the second occurrence of a key in one YAML mapping, in a
Kubernetes object or in a scheduler configuration (raw .conf file or the
volcano-scheduler.conf text of a ConfigMap). The finding is at the repeated
key and names the line of the first.

Kubernetes: kubectl apply -f and create -f convert the YAML to JSON on the
client with sigs.k8s.io/yaml YAMLToJSON, which decodes non-strictly: the
last value wins and the first disappears before the request is sent, so
--validate=strict (the default) never sees the duplicate and the object is
accepted with half of what the file says (kubernetes/kubernetes#125885,
kubectl 1.27 sending fieldValidation=Strict; #89303, #99286). Stricter
tools refuse the file: kubectl kustomize and Flux fail with "mapping key
... already defined".

Volcano: pkg/scheduler/util.go:53 (master ed72c7c81) reads the scheduler
configuration with non-strict yaml.v2 Unmarshal; yaml.v2 reports a repeated
field only in strict mode (decode.go:687, :756 in v2.4.0), so the last value
is used and the first is ignored without a log line: a second "actions:" or
"tiers:" silently replaces the first.

Fix: keep one occurrence of the key, merging the two values as intended.`,
	},
	Check: func(c *rule.Context) {
		for _, o := range c.Model.Objects {
			for _, d := range o.DuplicateKeys {
				c.Report(o, d.At, "%s: duplicate key %q (first at line %d): %s", o.ID(), capped.Text(d.Key), d.First.Line, duplicateKeyConsequence(o))
			}
		}
	},
}

// duplicateKeyConsequence says what the consumer of the object does with a
// repeated key.
func duplicateKeyConsequence(o *manifest.Object) string {
	if o.Kind == manifest.KindSchedulerConfig {
		return "Volcano's scheduler reads its configuration with non-strict yaml.v2, which keeps the last value and drops the first without a word"
	}
	if o.Owner != nil {
		return "parsers that accept it keep the last value and drop the first; strict ones refuse the file"
	}
	return "kubectl apply -f keeps the last value and drops the first without a word (its YAML-to-JSON step removes it before --validate=strict can see it); kubectl kustomize refuses the file"
}
