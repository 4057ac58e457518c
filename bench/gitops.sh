#!/usr/bin/env bash
# Start-up cost of the GitOps sources (docs/inputs.md#gitops-flux-argo-cd-k3s):
# vcqlint and vcqlint at BASE_REV (default f47f6f5, before GitOps manifests
# were read) on the same inputs, interleaved in one run: a plain 5-file
# repository from bench/corpus (no GitOps manifest: it must not get slower),
# and one repository per source, each a fixture of testdata/gitops with a
# .git entry. The base reads the GitOps manifests as ignored documents, so
# the after/before ratio is what reading, layering and linting each source
# costs; the same configuration in a plain ConfigMap (configmap, which
# both lint) sets apart what linting it costs (the rules and policies a
# scheduler configuration triggers) from reading it through GitOps. CPU
# time (user + system), wall time and peak RSS, medians of $RUNS (default
# 21) rounds; the table ends with each input's ratios.
#   bash bench/gitops.sh
RUNS=${RUNS:-21}
export BASE_REV=${BASE_REV:-f47f6f5}
source "$(dirname "$0")/lib.sh"

build
build_base
corpus "$work/plain" -queues 20 -files 5 >/dev/null
mkdir -p "$work/configmap/.git"
cat >"$work/configmap/volcano.yaml" <<'EOF'
apiVersion: v1
kind: ConfigMap
metadata:
  name: volcano-scheduler-configmap
  namespace: volcano-system
data:
  volcano-scheduler.conf: |
    actions: "enqueue, allocate, backfill"
    tiers:
    - plugins:
      - name: priority
      - name: gang
    - plugins:
      - name: drf
      - name: predicates
      - name: capacity
      - name: proportion
      - name: nodeorder
EOF
inputs=(plain configmap)
for src in values-template-comment flux-values flux-valuesfrom argo-valuesobject argo-values-string \
	argo-applicationset k3s-valuescontent scheduler-conf-key; do
	mkdir -p "$work/$src/.git"
	cp -r "$root/testdata/gitops/$src/." "$work/$src/"
	rm -f "$work/$src/want.txt"
	inputs+=("$src")
done
cmds=()
for in in "${inputs[@]}"; do
	cmds+=(-cmd "$in=$work/vcqlint --no-config --no-color $work/$in" -cmd "$in-before=$work/vcqlint-base --no-config --no-color $work/$in")
done
"$work/compare" -runs "$runs" -warmup "$warmup" -base plain-before "${cmds[@]}" | tee "$work/table"
awk -F'|' '
	/^\| / && $2 !~ /command|---/ {
		name = $2; gsub(/ /, "", name)
		if (name ~ /-before$/) { sub(/-before$/, "", name); bcpu[name] = $3; bwall[name] = $4; brss[name] = $5 }
		else { order[++n] = name; cpu[name] = $3; wall[name] = $4; rss[name] = $5 }
	}
	END {
		print "\n| input | CPU after / before | wall after / before | peak RSS after / before | CPU / configmap | wall / configmap |\n|---|---|---|---|---|---|"
		for (i = 1; i <= n; i++) {
			k = order[i]
			printf "| %s | %.2f | %.2f | %.2f | %.2f | %.2f |\n", k, cpu[k] / bcpu[k], wall[k] / bwall[k], rss[k] / brss[k], cpu[k] / cpu["configmap"], wall[k] / wall["configmap"]
		}
	}' "$work/table"
