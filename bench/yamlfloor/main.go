// Command yamlfloor is the parse floor as a process: it reads every file
// under its arguments and parses each document into a yaml.Node, on the
// same bounded pool of GOMAXPROCS workers and with the same file listing
// as vcqlint (internal/source), and nothing else. It is the in-process
// floor of bench/corpus's BenchmarkEstate run as a program, so that
// bench/*.sh can set vcqlint's whole cost, start-up included, against it.
//
// Two floors, chosen with -parser:
//
//   - v3 (the default): go.yaml.in/yaml/v3, one Decoder per file, each
//     document decoded into a yaml.Node; what any Go linter reading YAML
//     with positions pays.
//   - fast: internal/yamlfast, vcqlint's own parser for the common subset
//     (the same trees), falling back to yaml.v3 for a file it declines;
//     what vcqlint itself cannot avoid, so that vcqlint / this floor is
//     the cost of everything past parsing (model, rules, suppression,
//     output). yaml.v3 is no bound for that: vcqlint parses most files
//     several times faster.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/yamlfast"
)

func main() {
	parser := flag.String("parser", "v3", "`v3` (go.yaml.in/yaml/v3) or fast (internal/yamlfast, yaml.v3 for the files it declines)")
	flag.Parse()
	if flag.NArg() == 0 || (*parser != "v3" && *parser != "fast") {
		fmt.Fprintln(os.Stderr, "usage: yamlfloor [-parser v3|fast] PATH...")
		os.Exit(2)
	}
	names, errs := source.Expand(flag.Args())
	for _, err := range errs {
		fmt.Fprintln(os.Stderr, "yamlfloor:", err)
	}
	var docs, declined, failed atomic.Int64
	source.Each(names, source.OS(nil), source.Workers(), func(_ int, f source.File) {
		if f.Err != nil {
			fmt.Fprintln(os.Stderr, "yamlfloor:", f.Err)
			failed.Add(1)
			return
		}
		if *parser == "fast" {
			if parsed, ok := yamlfast.Parse(f.Data); ok {
				docs.Add(int64(len(parsed)))
				return
			}
			declined.Add(1)
		}
		n, err := decodeV3(f.Data)
		docs.Add(int64(n))
		if err != nil {
			fmt.Fprintf(os.Stderr, "yamlfloor: %s: %v\n", f.Name, err)
			failed.Add(1)
		}
	})
	fmt.Printf("%d files, %d documents", len(names), docs.Load())
	if *parser == "fast" {
		fmt.Printf(", %d files declined by yamlfast", declined.Load())
	}
	fmt.Println()
	if failed.Load() > 0 || len(errs) > 0 {
		os.Exit(2)
	}
}

// decodeV3 decodes every document of data with one yaml.v3 Decoder.
func decodeV3(data []byte) (int, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	n := 0
	for {
		var node yaml.Node
		if err := dec.Decode(&node); err != nil {
			if errors.Is(err, io.EOF) {
				return n, nil
			}
			return n, err
		}
		n++
	}
}
