package oraclegen

import (
	"fmt"
	"sort"
	"strings"
)

// JobVerdict is Volcano's decision on one Job or PodGroup of a job case, one
// JSONL line of the job oracle's output (docs/oracle.md).
type JobVerdict struct {
	File    string `json:"file"`
	Kind    string `json:"kind"` // Job or PodGroup
	Name    string `json:"name"`
	Index   int    `json:"index"`
	Queue   string `json:"queue"`
	Op      string `json:"op"`
	Allowed bool   `json:"allowed"`
	Message string `json:"message"`
}

// Object is the name vcqlint's findings give the object: Kind/name.
func (v JobVerdict) Object() string { return v.Kind + "/" + v.Name }

// JobAdmissionRule says whether an error of a rule is vcqlint's "the job (or
// PodGroup) webhook refuses it": the placement and job rules of the VCQ6xx
// block except VCQ602 (a scheduling consequence, not an admission check),
// and VCQ208 (a job in a non-leaf queue, refused by the job webhook since
// 1.11). New job-webhook rules take IDs after the last VCQ6xx, so they are
// counted without a change here. VCQ004 is the API server's refusal,
// before any webhook.
func JobAdmissionRule(rule string) bool {
	return rule == "VCQ208" || rule == "VCQ004" || (strings.HasPrefix(rule, "VCQ6") && rule != "VCQ602")
}

// ReadJobVerdicts reads job oracle JSONL, grouped by file.
func ReadJobVerdicts(path string) (map[string][]JobVerdict, error) {
	return readJSONL(path, func(v JobVerdict) (string, error) {
		if v.Kind != "Job" && v.Kind != "PodGroup" {
			return "", fmt.Errorf("kind %q, want Job or PodGroup", v.Kind)
		}
		return v.File, nil
	})
}

// JobOutcome compares the two verdicts on the Jobs and PodGroups of a case.
type JobOutcome struct {
	File    string
	Objects ObjectMatrix
	// Disagreements names each object judged differently, with both sides.
	Disagreements []string
}

// Agree says whether Volcano and vcqlint judge every object of the case alike.
func (o JobOutcome) Agree() bool { return len(o.Disagreements) == 0 }

// ObjectMatrix counts Jobs and PodGroups: both reject / only Volcano / only
// vcqlint / both accept.
//
// Cascade counts objects Volcano refuses only because it refused their queue,
// a queue of the same case ("unable to find ... queue"): vcqlint reports the
// queue, not the job, so they are kept apart as in QueueMatrix. It also
// counts the mirror case: a Job Volcano admits only because it refused every
// child queue of the Job's queue earlier in the case, so that the job
// webhook's leaf check finds no child (admit_job.go:214-226@v1.15.1 lists the
// stored queues), while vcqlint reports VCQ208 alone on it, the verdict for
// the tree as written. Both report the refused children; the Job's verdict
// follows from that refusal, not from a check of the Job.
type ObjectMatrix struct{ Both, OnlyVolcano, OnlyVcqlint, Neither, Cascade int }

// Add sums two matrices.
func (m *ObjectMatrix) Add(o ObjectMatrix) {
	m.Both += o.Both
	m.OnlyVolcano += o.OnlyVolcano
	m.OnlyVcqlint += o.OnlyVcqlint
	m.Neither += o.Neither
	m.Cascade += o.Cascade
}

// CompareJobs computes the outcome of one job case: a Job or PodGroup is
// vcqlint-rejected when an error of a job admission rule names it. qs are
// Volcano's verdicts on the case's queues (to tell a cascade).
func CompareJobs(file string, vs []JobVerdict, qs []Verdict, fs []Finding) JobOutcome {
	o := JobOutcome{File: file}
	refusedQueue := map[string]bool{}
	children, refusedChildren := map[string]int{}, map[string]int{}
	for _, q := range qs {
		if !q.Allowed {
			refusedQueue[q.Queue] = true
		}
		if q.Parent != "" {
			children[q.Parent]++
			if !q.Allowed {
				refusedChildren[q.Parent]++
			}
		}
	}
	named := map[string][]string{}
	for _, f := range fs {
		if JobAdmissionRule(f.Rule) && f.Severity == "error" {
			named[f.Object] = append(named[f.Object], f.Rule)
		}
	}
	for _, v := range vs {
		rules := named[v.Object()]
		vcq := len(rules) > 0
		if !v.Allowed && !vcq && refusedQueue[v.Queue] && strings.HasPrefix(v.Message, "unable to find") {
			o.Objects.Cascade++
			continue
		}
		if v.Allowed && v.Kind == "Job" && len(rules) == 1 && rules[0] == "VCQ208" &&
			children[v.Queue] > 0 && refusedChildren[v.Queue] == children[v.Queue] {
			o.Objects.Cascade++
			continue
		}
		switch {
		case !v.Allowed && vcq:
			o.Objects.Both++
		case !v.Allowed:
			o.Objects.OnlyVolcano++
		case vcq:
			o.Objects.OnlyVcqlint++
		default:
			o.Objects.Neither++
		}
		if v.Allowed == vcq {
			sort.Strings(rules)
			o.Disagreements = append(o.Disagreements, fmt.Sprintf("%s: Volcano allowed=%v %q; vcqlint %s",
				v.Object(), v.Allowed, v.Message, strings.Join(rules, ",")))
		}
	}
	return o
}

// SortedJobFiles returns the keys of a job verdict map in order.
func SortedJobFiles(m map[string][]JobVerdict) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
