package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/volcano"
)

func behaviourAt(t *testing.T, version string) volcano.Behaviour {
	t.Helper()
	v, err := volcano.ParseVersion(version)
	if err != nil {
		t.Fatal(err)
	}
	return volcano.For(v)
}

func names(m map[string]bool) string {
	var out []string
	for k, ok := range m {
		if ok {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return strings.Join(out, ",")
}

// TestJobWebhookTables pins what the job webhook of each release accepts:
// policy events and actions (policyEventMap, policyActionMap in util.go)
// and job plugins (the plugin registry of pkg/controllers/job/plugins).
func TestJobWebhookTables(t *testing.T) {
	cases := []struct {
		version, events, actions, plugins string
	}{
		{"1.10", "*,JobUpdated,PodEvicted,PodFailed,TaskCompleted,TaskFailed,Unknown",
			"AbortJob,CompleteJob,RestartJob,RestartTask,ResumeJob,TerminateJob",
			"env,mpi,pytorch,ssh,svc,tensorflow"},
		{"1.11", "*,JobUpdated,PodEvicted,PodFailed,PodPending,TaskCompleted,TaskFailed,Unknown",
			"AbortJob,CompleteJob,RestartJob,RestartPod,RestartTask,ResumeJob,TerminateJob",
			"env,mpi,pytorch,ssh,svc,tensorflow"},
		{"1.12", "*,JobUpdated,PodEvicted,PodFailed,PodPending,TaskCompleted,TaskFailed,Unknown",
			"AbortJob,CompleteJob,RestartJob,RestartPod,RestartTask,ResumeJob,TerminateJob",
			"env,hcclrank,mpi,pytorch,ssh,svc,tensorflow"},
		{"1.14", "*,JobUpdated,PodEvicted,PodFailed,PodPending,TaskCompleted,TaskFailed,Unknown",
			"AbortJob,CompleteJob,RestartJob,RestartPartition,RestartPod,RestartTask,ResumeJob,TerminateJob",
			"env,hcclrank,mpi,pytorch,ray,ssh,svc,tensorflow"},
	}
	for _, tc := range cases {
		b := behaviourAt(t, tc.version)
		if got := names(policyEvents(b)); got != tc.events {
			t.Errorf("%s events: %s, want %s", tc.version, got, tc.events)
		}
		if got := names(policyActions(b)); got != tc.actions {
			t.Errorf("%s actions: %s, want %s", tc.version, got, tc.actions)
		}
		if got := names(jobPlugins(b)); got != tc.plugins {
			t.Errorf("%s plugins: %s, want %s", tc.version, got, tc.plugins)
		}
	}
}

// TestMPIMaster: the master task name as the mpi plugin's flag set parses
// it from the plugin's arguments (Go's flag package, as Volcano's addFlags).
func TestMPIMaster(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{nil, "master"},
		{[]string{"--master=head"}, "head"},
		{[]string{"-master", "lead"}, "lead"},
		{[]string{"--port=22", "--master", "head"}, "head"},
		{[]string{"--master", "a", "--master=b"}, "b"},
		{[]string{"--master=a", "-master", "b"}, "b"},
		{[]string{"master=x"}, "master"},
		{[]string{"---master=x"}, "master"},
		{[]string{"--master"}, "master"},
		{[]string{"--master", "--master=x"}, "--master=x"},
		{[]string{"--worker=w", "--masterx=y"}, "master"},
	}
	for _, tc := range cases {
		if got, _ := mpiTaskNames(tc.args); got != tc.want {
			t.Errorf("mpiTaskNames(%q) master = %q, want %q", tc.args, got, tc.want)
		}
	}
	// The worker: parsed alike, and kept when a later argument stops parsing.
	for args, want := range map[string]string{"": "worker", "--worker=w": "w", "--worker=w --masterx=y": "w", "run --worker=w": "worker", "--port=x --worker=w": "worker"} {
		if _, got := mpiTaskNames(strings.Fields(args)); got != want {
			t.Errorf("mpiTaskNames(%q) worker = %q, want %q", args, got, want)
		}
	}
}
