// Command oraclesched compares vcqlint with the scheduler oracle's sessions
// (docs/oracle.md): oraclesched -verdicts JSONL -version X.Y. For each
// recorded case it regenerates the case from its seed, replays the capacity
// plugin with hierarchy as `vcqlint simulate` does, lints it beside a
// scheduler configuration enabling that plugin, and prints the confusion
// matrices of the outcome (runs, halts, panics) and the count of queue
// attributes that differ. Every disagreement goes to -disagreements as one
// JSON line.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/oraclegen"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("oraclesched")
	verdicts := flag.String("verdicts", "", "the scheduler oracle's output (JSONL)")
	version := flag.String("version", "", "Volcano version for vcqlint (X.Y)")
	dis := flag.String("disagreements", "", "write disagreements here (JSONL)")
	flag.Parse()
	if *verdicts == "" || *version == "" {
		fmt.Fprintln(os.Stderr, "usage: oraclesched -verdicts JSONL -version X.Y [-disagreements OUT]")
		os.Exit(2)
	}
	if err := run(*verdicts, *version, *dis); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

func run(path, version, disPath string) error {
	vs, err := oraclegen.ReadSchedVerdicts(path)
	if err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "oraclesched")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	files := make([]string, 0, len(vs))
	for f := range vs {
		files = append(files, f)
	}
	sort.Strings(files)
	sim := oraclegen.NewSchedMatrix()
	lint := oraclegen.NewSchedMatrix()
	var compared, differ, filesDiffer int
	classes := map[string]int{}
	var out []byte
	for _, f := range files {
		seed, err := oraclegen.SeedOf(f)
		if err != nil {
			return err
		}
		c, err := oraclegen.CompareSched(context.Background(), oraclegen.Generate(seed), version, work, vs[f])
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		sim.Add(c.Volcano, c.Simulated)
		lint.Add(c.Volcano, c.Claimed)
		compared += c.Compared
		differ += len(c.Mismatches)
		if len(c.Mismatches) > 0 {
			filesDiffer++
		}
		for _, m := range c.Mismatches {
			classes[m.Section+"/"+m.Resource]++
		}
		if !c.SchedAgree() {
			b, _ := json.Marshal(map[string]any{"comparison": c, "logs": first(vs[f].Logs, 3), "panic": vs[f].Panic,
				"mode": strings.Join(oraclegen.Generate(seed).Mode, ",")})
			out = append(append(out, b...), '\n')
		}
	}
	fmt.Printf("%d cases, Volcano %s\n", len(files), version)
	fmt.Printf("simulate vs Volcano (rows Volcano, columns vcqlint):\n%s", sim)
	fmt.Printf("lint error claims vs Volcano (rows Volcano, columns vcqlint):\n%s", lint)
	fmt.Printf("queue attributes (cases both run to the end): %d compared, %d differ, in %d files\n", compared, differ, filesDiffer)
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  %s: %d\n", k, classes[k])
	}
	if disPath != "" {
		return os.WriteFile(disPath, out, 0o644)
	}
	return nil
}

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
