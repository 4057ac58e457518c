package model

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/resources"
)

// integrationModel loads testdata/model/integrations.yaml.
func integrationModel(t *testing.T) map[string]*Workload {
	t.Helper()
	path := filepath.Join("..", "..", "testdata", "model", "integrations.yaml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := loader.Load(path, data)
	for _, d := range f.Diagnostics {
		t.Errorf("%s: %s", d.Pos, d.Msg)
	}
	m := Build(f.Objects)
	out := map[string]*Workload{}
	for _, w := range m.Workloads {
		out[w.Obj.Name] = w
	}
	return out
}

func formatList(l resources.List) string {
	var parts []string
	for _, name := range l.Names() {
		q := l[name]
		parts = append(parts, name+"="+q.String())
	}
	return strings.Join(parts, ",")
}

func TestIntegrationPodGroups(t *testing.T) {
	ws := integrationModel(t)
	for _, tc := range []struct {
		name, queue, operator string
		queuePath             []string
		minMember             int32
		minResources          string
	}{
		// 1 head + min(5, max 3) x 2 hosts members; 1 + 5 x 2 x 1 cpu, the
		// init container and the suspended group not counted.
		{"clamped", "default", OperatorKubeRay, []string{"metadata", "labels", "ray.io/scheduler-name"}, 7, "cpu=11"},
		// An empty queue label is the default queue; the submitter
		// template's limits stand in for its requests.
		{"own-submitter", "default", OperatorKubeRay, []string{"metadata", "labels", "volcano.sh/queue-name"}, 1, "cpu=3,memory=1Gi"},
		// minAvailable 2 of 4 pods, the launcher (replicas defaulted to 1)
		// the smallest: cpu 1 + 4, gpu 0 + 1.
		{"mpi", "team", OperatorKubeflow, []string{"spec", "runPolicy", "schedulingPolicy", "queue"}, 2, "cpu=5,nvidia.com/gpu=1"},
		// driver coreLimit 1500m + 3 executors x coreRequest 500m; memory
		// 1Gi + 512Mi for the driver, the executors' "4g" unparsed.
		{"spark", "default", OperatorSpark, []string{"spec", "batchScheduler"}, 1, "cpu=3,memory=1536Mi"},
		{"sts", "pod-queue", "", []string{"spec", "template", "metadata", "annotations", "scheduling.volcano.sh/queue-name"}, 0, ""},
	} {
		w, ok := ws[tc.name]
		if !ok {
			t.Errorf("%s: not a workload", tc.name)
			continue
		}
		if w.Queue != tc.queue || !slices.Equal(w.QueuePath, tc.queuePath) || w.Operator != tc.operator {
			t.Errorf("%s: queue %q at %v by %q, want %q at %v by %q", tc.name, w.Queue, w.QueuePath, w.Operator, tc.queue, tc.queuePath, tc.operator)
		}
		if w.MinMember != tc.minMember || formatList(w.MinResources) != tc.minResources {
			t.Errorf("%s: minMember %d minResources %s, want %d %s", tc.name, w.MinMember, formatList(w.MinResources), tc.minMember, tc.minResources)
		}
	}
}
