package rules

import (
	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var unservedAPIGroup = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ612", Name: "unserved-api-group", Severity: finding.Error,
		Summary: "a PodGroup or Queue of kube-batch's scheduling.incubator.k8s.io group, which no Volcano release serves",
		Doc: `Fires on any document whose apiVersion is in the group
scheduling.incubator.k8s.io, such as a scheduling.incubator.k8s.io/v1alpha1
PodGroup or Queue: the API of kube-batch, which Volcano replaced with
scheduling.volcano.sh.

Volcano: no release from 1.8 to 1.16 installs a CustomResourceDefinition
for that group. The CRDs the installer and the Helm chart apply are those of
installer/helm/chart/volcano/crd/bases (batch.volcano.sh, bus.volcano.sh,
nodeinfo.volcano.sh and scheduling.volcano.sh at v1.8.2-v1.11.2, plus
topology.volcano.sh from v1.12.4, config.volcano.sh and shard.volcano.sh
from v1.14.4, flow.volcano.sh in installer/volcano-development.yaml); the
group appears only in the ClusterRoles' apiGroups (templates/scheduler.yaml
and admission.yaml at every tag). The API server therefore has no such kind
and kubectl apply fails ("no matches for kind"), so the document is never
stored, and Volcano's scheduler and webhooks never see it.

Fix: use apiVersion scheduling.volcano.sh/v1beta1 (PodGroup, Queue).`,
	},
	Check: func(c *rule.Context) {
		for _, o := range c.Model.Objects {
			if _, ok := o.Typed.(*api.UnservedObject); !ok {
				continue
			}
			hint := ""
			if o.Kind == manifest.KindPodGroup || o.Kind == manifest.KindQueue {
				hint = "; write apiVersion " + api.SchedulingGroup + "/v1beta1"
			}
			c.Report(o, o.Pos("apiVersion"), "%s: %s is kube-batch's API group, for which no Volcano release installs a CRD; the API server refuses it (no matches for kind %q in version %q)%s",
				o.ID(), api.IncubatorSchedulingGroup, o.Kind, o.APIVersion, hint)
		}
	},
}
