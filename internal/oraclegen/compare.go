package oraclegen

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// Verdict is Volcano's decision on one queue of a case, one JSONL line of the
// oracle's output (the format of compare.py).
type Verdict struct {
	File    string `json:"file"`
	Queue   string `json:"queue"`
	Index   int    `json:"index"`
	Parent  string `json:"parent"`
	Op      string `json:"op"`
	Allowed bool   `json:"allowed"`
	Message string `json:"message"`
}

// Finding is the part of a vcqlint JSON finding the comparison reads.
type Finding struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Object   string `json:"object"`
	Message  string `json:"message"`
}

// AdmissionRules are the rules that report, as an error, what the queue
// webhook (or the API server on its behalf) refuses; an error from one of
// them is vcqlint's "rejected". compare.py's set, plus VCQ206 (root
// protection) and VCQ209 (depth), which are errors exactly where the webhook
// refuses (phase 2). A rule of the set reports a lower severity where
// Volcano admits and only the scheduler is affected.
var AdmissionRules = map[string]bool{
	"VCQ004": true, // the API server, before the webhooks
	"VCQ201": true, "VCQ202": true, "VCQ203": true, "VCQ204": true, "VCQ205": true,
	"VCQ206": true, "VCQ209": true,
	"VCQ210": true, "VCQ301": true, "VCQ302": true, "VCQ303": true, "VCQ304": true,
	"VCQ306": true,
}

// ReadVerdicts reads oracle JSONL, grouped by file.
func ReadVerdicts(path string) (map[string][]Verdict, error) {
	return readJSONL(path, func(v Verdict) (string, error) { return v.File, nil })
}

// readJSONL reads one JSON value a line, grouped by the key check returns
// (an error from check names the line).
func readJSONL[T any](path string, check func(T) (string, error)) (map[string][]T, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read verdicts: %w", err)
	}
	out := map[string][]T{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var v T
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		key, err := check(v)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		out[key] = append(out[key], v)
	}
	return out, sc.Err()
}

// Lint runs vcqlint in-process on a file or directory, as
// `vcqlint --no-config --format json --volcano-version VERSION PATH`.
func Lint(ctx context.Context, version, path string) ([]Finding, error) {
	return lintPath(ctx, version, "", path)
}

// Outcome compares the two verdicts on one case.
type Outcome struct {
	File            string
	VolcanoRejects  bool
	VcqlintRejects  bool
	Rejected        []Verdict // Volcano's rejections
	AdmissionErrors []Finding // vcqlint's admission errors
	Queues          QueueMatrix
}

// Agree says whether Volcano and vcqlint give the same file verdict.
func (o Outcome) Agree() bool { return o.VolcanoRejects == o.VcqlintRejects }

// QueueMatrix counts queues: both reject / only Volcano / only vcqlint / both
// accept. vcqlint "rejects" a queue when an admission error names it; rules
// about children (VCQ204, VCQ205) name the parent, Volcano the child it
// refuses, so the per-queue view is coarser than the per-file one.
//
// Cascade counts queues Volcano refuses only because their parent, a queue of
// the same case, was refused before them ("failed to get parent queue"):
// vcqlint names the cause, not its consequences, so they are kept apart.
type QueueMatrix struct{ Both, OnlyVolcano, OnlyVcqlint, Neither, Cascade int }

// Add sums two matrices.
func (m *QueueMatrix) Add(o QueueMatrix) {
	m.Both += o.Both
	m.OnlyVolcano += o.OnlyVolcano
	m.OnlyVcqlint += o.OnlyVcqlint
	m.Neither += o.Neither
	m.Cascade += o.Cascade
}

// Compare computes the outcome of one case from Volcano's verdicts and
// vcqlint's findings.
func Compare(file string, vs []Verdict, fs []Finding) Outcome {
	o := Outcome{File: file}
	named := map[string]bool{}
	for _, f := range fs {
		if AdmissionRules[f.Rule] && f.Severity == "error" {
			o.AdmissionErrors = append(o.AdmissionErrors, f)
			named[strings.TrimPrefix(f.Object, "Queue/")] = true
		}
	}
	o.VcqlintRejects = len(o.AdmissionErrors) > 0
	refused := map[string]bool{}
	for _, v := range vs {
		if !v.Allowed {
			o.Rejected = append(o.Rejected, v)
			refused[v.Queue] = true
		}
		switch {
		case !v.Allowed && !named[v.Queue] && refused[v.Parent] && strings.HasPrefix(v.Message, "failed to get parent queue"):
			o.Queues.Cascade++
		case !v.Allowed && named[v.Queue]:
			o.Queues.Both++
		case !v.Allowed:
			o.Queues.OnlyVolcano++
		case named[v.Queue]:
			o.Queues.OnlyVcqlint++
		default:
			o.Queues.Neither++
		}
	}
	o.VolcanoRejects = len(o.Rejected) > 0
	return o
}

// Known is one line of a known-disagreements file: FILE CLASS SOURCE...
type Known struct {
	File, Class, Source string
}

// ReadKnown reads a known-disagreements file: one disagreement a line,
// "FILE CLASS VOLCANO-SOURCE", '#' starts a comment.
func ReadKnown(path string) (map[string]Known, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read known disagreements: %w", err)
	}
	out := map[string]Known{}
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 {
			return nil, fmt.Errorf("%s:%d: want FILE CLASS SOURCE, got %q", path, n+1, line)
		}
		if _, dup := out[f[0]]; dup {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n+1, f[0])
		}
		out[f[0]] = Known{File: f[0], Class: f[1], Source: strings.Join(f[2:], " ")}
	}
	return out, nil
}

// SortedFiles returns the keys of a verdict map in order.
func SortedFiles(m map[string][]Verdict) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// SeedOf parses the seed out of a case name made by Name.
func SeedOf(file string) (uint64, error) {
	var s uint64
	name := strings.TrimSuffix(file, ".yaml")
	if _, err := fmt.Sscanf(name, "s%08d", &s); err != nil || Name(s) != name {
		return 0, fmt.Errorf("%q is not a generated case name", file)
	}
	return s, nil
}
