package oraclegen

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCompareJobsPerObject(t *testing.T) {
	vs := []JobVerdict{
		{File: "f", Kind: "Job", Name: "j0", Allowed: false, Message: "duplicated task name"},
		{File: "f", Kind: "Job", Name: "j1", Allowed: true},
		{File: "f", Kind: "PodGroup", Name: "pg0", Allowed: false, Message: "unable to find job queue"},
		{File: "f", Kind: "Job", Name: "j2", Allowed: true},
	}
	fs := []Finding{
		{Rule: "VCQ603", Severity: "error", Object: "Job/j0"},
		{Rule: "VCQ602", Severity: "error", Object: "Job/j1"},   // a scheduling consequence, not admission
		{Rule: "VCQ605", Severity: "warning", Object: "Job/j2"}, // a warning is not a rejection
		{Rule: "VCQ301", Severity: "error", Object: "Queue/q0"},
	}
	o := CompareJobs("f", vs, nil, fs)
	want := ObjectMatrix{Both: 1, OnlyVolcano: 1, Neither: 2}
	if o.Objects != want {
		t.Fatalf("matrix %+v, want %+v", o.Objects, want)
	}
	if o.Agree() || len(o.Disagreements) != 1 {
		t.Fatalf("disagreements %q, want the PodGroup only", o.Disagreements)
	}
	o = CompareJobs("f", vs[:2], nil, fs)
	if !o.Agree() {
		t.Fatalf("disagreements %q, want none", o.Disagreements)
	}
	// A job refused because Volcano refused its queue is a cascade.
	cascade := []JobVerdict{{File: "f", Kind: "Job", Name: "j3", Queue: "q1", Message: `unable to find job queue: queue.scheduling.volcano.sh "q1" not found;`}}
	o = CompareJobs("f", cascade, []Verdict{{File: "f", Queue: "q1", Allowed: false}}, nil)
	if !o.Agree() || o.Objects.Cascade != 1 {
		t.Fatalf("cascade: %+v %q", o.Objects, o.Disagreements)
	}
	o = CompareJobs("f", cascade, []Verdict{{File: "f", Queue: "q1", Allowed: true}}, nil)
	if o.Agree() {
		t.Fatal("a missing queue Volcano never refused was taken for a cascade")
	}
}

// A Job Volcano admits in a queue whose children it all refused, which
// vcqlint reports as VCQ208 only, is the mirror cascade; a stored child, or
// another rule's error, is a disagreement.
func TestCompareJobsRefusedChildrenCascade(t *testing.T) {
	job := []JobVerdict{{File: "f", Kind: "Job", Name: "j0", Queue: "q0", Allowed: true}}
	vcq208 := []Finding{{Rule: "VCQ208", Severity: "error", Object: "Job/j0"}}
	refused := []Verdict{
		{File: "f", Queue: "q0", Allowed: true},
		{File: "f", Queue: "q1", Parent: "q0", Allowed: false},
		{File: "f", Queue: "q2", Parent: "q0", Allowed: false},
	}
	if o := CompareJobs("f", job, refused, vcq208); !o.Agree() || o.Objects.Cascade != 1 {
		t.Fatalf("every child refused: %+v %q", o.Objects, o.Disagreements)
	}
	oneStored := append([]Verdict(nil), refused...)
	oneStored[2].Allowed = true
	if o := CompareJobs("f", job, oneStored, vcq208); o.Agree() {
		t.Fatal("a Job admitted with a stored child was taken for a cascade")
	}
	if o := CompareJobs("f", job, refused[:1], vcq208); o.Agree() {
		t.Fatal("a Job in a queue without children was taken for a cascade")
	}
	more := append(vcq208, Finding{Rule: "VCQ606", Severity: "error", Object: "Job/j0"})
	if o := CompareJobs("f", job, refused, more); o.Agree() {
		t.Fatal("a Job another rule refuses was taken for a cascade")
	}
}

func TestJobAdmissionRule(t *testing.T) {
	for rule, want := range map[string]bool{"VCQ601": true, "VCQ602": false, "VCQ603": true, "VCQ604": true,
		"VCQ606": true, "VCQ208": true, "VCQ203": false, "VCQ301": false} {
		if got := JobAdmissionRule(rule); got != want {
			t.Errorf("JobAdmissionRule(%s) = %v, want %v", rule, got, want)
		}
	}
}

func TestReadJobVerdictsRejectsOtherKinds(t *testing.T) {
	p := filepath.Join(t.TempDir(), "jobs.jsonl")
	if err := os.WriteFile(p, []byte(`{"file":"s01000000.yaml","kind":"Job","name":"j0","allowed":true}`+"\n"+
		`{"file":"s01000000.yaml","kind":"Queue","name":"q0","allowed":true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadJobVerdicts(p); err == nil {
		t.Fatal("a Queue line in job verdicts was accepted")
	}
	if err := os.WriteFile(p, []byte(`{"file":"s01000000.yaml","kind":"Job","name":"j0","allowed":true}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	vs, err := ReadJobVerdicts(p)
	if err != nil || len(vs["s01000000.yaml"]) != 1 {
		t.Fatalf("got %v, %v", vs, err)
	}
}
