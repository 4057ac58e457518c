// Command oraclecmp compares vcqlint with recorded Volcano verdicts
// (docs/oracle.md): oraclecmp -cases DIR -verdicts JSONL -version X.Y.
// It lints each case in-process, prints the file and per-queue confusion
// matrices, and writes every disagreement as one JSON line to -disagreements.
// With -jobs JSONL (the job oracle's Job and PodGroup verdicts) it compares
// those instead, per object and per file.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/vcqlint/vcqlint/internal/oraclegen"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("oraclecmp")
	cases := flag.String("cases", "", "directory of generated cases")
	verdicts := flag.String("verdicts", "", "Volcano's verdicts (JSONL)")
	version := flag.String("version", "", "Volcano version for vcqlint (X.Y)")
	jobs := flag.String("jobs", "", "Volcano's Job and PodGroup verdicts (JSONL); with it, -verdicts holds the verdicts on the job cases' queues")
	dis := flag.String("disagreements", "", "write disagreements here (JSONL)")
	flag.Parse()
	if *cases == "" || *verdicts == "" || *version == "" {
		fmt.Fprintln(os.Stderr, "usage: oraclecmp -cases DIR -verdicts JSONL [-jobs JSONL] -version X.Y [-disagreements OUT]")
		os.Exit(2)
	}
	var err error
	if *jobs == "" {
		err = runQueues(*cases, *verdicts, *version, *dis)
	} else if err = runQueues(*cases, *verdicts, *version, ""); err == nil {
		err = runJobs(*cases, *jobs, *verdicts, *version, *dis)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

func runQueues(cases, verdictsPath, version, disPath string) error {
	vs, err := oraclegen.ReadVerdicts(verdictsPath)
	if err != nil {
		return err
	}
	var files [4]int // both reject, only Volcano, only vcqlint, both accept
	var queues oraclegen.QueueMatrix
	var out []byte
	for _, file := range oraclegen.SortedFiles(vs) {
		fs, err := oraclegen.Lint(context.Background(), version, filepath.Join(cases, file))
		if err != nil {
			return err
		}
		o := oraclegen.Compare(file, vs[file], fs)
		queues.Add(o.Queues)
		switch {
		case o.VolcanoRejects && o.VcqlintRejects:
			files[0]++
		case o.VolcanoRejects:
			files[1]++
		case o.VcqlintRejects:
			files[2]++
		default:
			files[3]++
		}
		if !o.Agree() {
			b, _ := json.Marshal(map[string]any{"file": file, "volcano_rejects": o.VolcanoRejects,
				"rejected": o.Rejected, "admission_errors": o.AdmissionErrors, "mode": mode(file)})
			out = append(append(out, b...), '\n')
		}
	}
	fmt.Printf("files: both reject %d, only Volcano %d, only vcqlint %d, both accept %d\n", files[0], files[1], files[2], files[3])
	fmt.Printf("queues: both reject %d, only Volcano %d, only vcqlint %d, both accept %d (and %d refused only because Volcano refused their parent)\n",
		queues.Both, queues.OnlyVolcano, queues.OnlyVcqlint, queues.Neither, queues.Cascade)
	if disPath != "" {
		return os.WriteFile(disPath, out, 0o644)
	}
	return nil
}

func mode(file string) string {
	s, err := oraclegen.SeedOf(file)
	if err != nil {
		return ""
	}
	return strings.Join(oraclegen.Generate(s).Mode, ",")
}

func runJobs(cases, jobsPath, queuesPath, version, disPath string) error {
	vs, err := oraclegen.ReadJobVerdicts(jobsPath)
	if err != nil {
		return err
	}
	qs, err := oraclegen.ReadVerdicts(queuesPath)
	if err != nil {
		return err
	}
	var objects oraclegen.ObjectMatrix
	agree := 0
	var out []byte
	for _, file := range oraclegen.SortedJobFiles(vs) {
		fs, err := oraclegen.Lint(context.Background(), version, filepath.Join(cases, file))
		if err != nil {
			return err
		}
		o := oraclegen.CompareJobs(file, vs[file], qs[file], fs)
		objects.Add(o.Objects)
		if o.Agree() {
			agree++
			continue
		}
		b, _ := json.Marshal(map[string]any{"file": file, "disagreements": o.Disagreements, "mode": mode(file)})
		out = append(append(out, b...), '\n')
	}
	fmt.Printf("jobs and PodGroups: both reject %d, only Volcano %d, only vcqlint %d, both accept %d (and %d refused only because Volcano refused their queue)\n",
		objects.Both, objects.OnlyVolcano, objects.OnlyVcqlint, objects.Neither, objects.Cascade)
	fmt.Printf("files: %d agree, %d disagree\n", agree, len(vs)-agree)
	if disPath != "" {
		return os.WriteFile(disPath, out, 0o644)
	}
	return nil
}
