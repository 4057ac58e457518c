// Command gencorpus writes a generated Volcano estate (bench/corpus) to a
// directory and prints the findings linting it must give, per rule:
//
//	go run -C tools ./gencorpus -queues 10000 -out /tmp/estate
//	vcqlint /tmp/estate
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("gencorpus")
	var o corpus.Options
	out := flag.String("out", "", "directory to write the corpus to (required)")
	flag.IntVar(&o.Queues, "queues", 1000, "queues of the healthy tree")
	flag.IntVar(&o.Jobs, "jobs", 0, "Jobs and PodGroups (default queues/5)")
	flag.IntVar(&o.Plants, "plants", 0, "violations planted of each kind (default max(1, queues/1000))")
	flag.IntVar(&o.Files, "files", 0, "spread the documents over exactly this many files (default: files of 1-50 documents)")
	flag.Uint64Var(&o.Seed, "seed", 1, "random seed; the same flags always give the same corpus")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: gencorpus -out DIR [-queues N] [-jobs N] [-plants N] [-files N] [-seed N]")
		os.Exit(2)
	}
	c := corpus.Generate(o)
	if err := c.Write(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus:", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d files, %d documents, %.1f MB: %d queues, %d jobs, %d podgroups, %d nodes, %d scheduler configurations\n",
		*out, len(c.Files), c.Documents, float64(c.Bytes)/1e6, c.Queues, c.Jobs, c.PodGroups, c.Nodes, c.Configs)
	fmt.Printf("expected findings (%d):\n", c.WantTotal())
	ids := make([]string, 0, len(c.Want))
	for id := range c.Want {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		fmt.Printf("  %s %d\n", id, c.Want[id])
	}
}
