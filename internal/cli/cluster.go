package cli

import (
	"fmt"
	"strings"

	"github.com/vcqlint/vcqlint/internal/cluster"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// declareClusterFlag puts the --cluster declaration first in env.Declared:
// the flag wins over the config file's cluster section and Node manifests.
func declareClusterFlag(value string, env *rule.Env) error {
	if value == "" {
		return nil
	}
	spec, err := cluster.ParseFlag(value)
	if err != nil {
		return usagef("--cluster: %v", err)
	}
	env.Declared = append([]*cluster.Spec{spec}, env.Declared...)
	return nil
}

// skippedNote is the one summary line about rules skipped for lack of a
// declared cluster or of GPU facts, saying how to declare them; "" when
// none was skipped.
func skippedNote(skipped []rule.Meta) string {
	if len(skipped) == 0 {
		return ""
	}
	ids := make([]string, len(skipped))
	noCluster := false
	for i, m := range skipped {
		ids[i] = m.ID
		if m.Needs == rule.NeedsCluster {
			noCluster = true
		}
	}
	what := fmt.Sprintf("%d rules skipped (%s)", len(ids), strings.Join(ids, ", "))
	if len(ids) == 1 {
		what = fmt.Sprintf("1 rule skipped (%s)", ids[0])
	}
	if noCluster {
		return what + ": no cluster is declared; declare one with --cluster cpu=320,memory=1280Gi,nvidia.com/gpu=32, " +
			"a cluster section in .vcqlint.yaml ('vcqlint init' writes one), or Node manifests in the input (kubectl get nodes -o yaml)"
	}
	return what + ": the declared cluster has no GPU facts; declare nodePools with model, gpusPerNode and migStrategy in .vcqlint.yaml, " +
		"or include Node manifests with NVIDIA GPU feature discovery labels (nvidia.com/gpu.product, nvidia.com/mig.strategy)"
}

// skippedEverywhere are the rules skipped in every estate that holds
// objects (the default estate alone when none does): a rule that ran for
// one cluster was not skipped for lack of a declared cluster.
func skippedEverywhere(run *preparedRun, res *linter.Result) []rule.Meta {
	var estates []linter.Estate
	for _, e := range res.Estates {
		if len(e.Model.Objects) > 0 {
			estates = append(estates, e)
		}
	}
	if len(estates) == 0 {
		return run.eng.Skipped(res.Model, run.env, run.lopts.Rules)
	}
	count := map[string]int{}
	var first []rule.Meta
	for i, e := range estates {
		skipped := run.eng.Skipped(e.Model, e.Env, run.lopts.Rules)
		if i == 0 {
			first = skipped
		}
		for _, m := range skipped {
			count[m.ID]++
		}
	}
	var out []rule.Meta
	for _, m := range first {
		if count[m.ID] == len(estates) {
			out = append(out, m)
		}
	}
	return out
}
