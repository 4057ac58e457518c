// Command yamlfloor is the parse floor as a process: it reads every file
// under its arguments and decodes each document into a yaml.Node with
// go.yaml.in/yaml/v3 (one Decoder per file), on the same bounded pool of
// GOMAXPROCS workers and with the same file listing as vcqlint
// (internal/source), and nothing else. It is the in-process floor of
// bench/corpus's BenchmarkEstate run as a program, so that bench/*.sh can
// set vcqlint's whole cost, start-up included, against it.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/source"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: yamlfloor PATH...")
		os.Exit(2)
	}
	names, errs := source.Expand(os.Args[1:])
	for _, err := range errs {
		fmt.Fprintln(os.Stderr, "yamlfloor:", err)
	}
	var docs, failed atomic.Int64
	source.Each(names, source.OS(nil), source.Workers(), func(_ int, f source.File) {
		if f.Err != nil {
			fmt.Fprintln(os.Stderr, "yamlfloor:", f.Err)
			failed.Add(1)
			return
		}
		dec := yaml.NewDecoder(bytes.NewReader(f.Data))
		for {
			var node yaml.Node
			if err := dec.Decode(&node); err != nil {
				if !errors.Is(err, io.EOF) {
					fmt.Fprintf(os.Stderr, "yamlfloor: %s: %v\n", f.Name, err)
					failed.Add(1)
				}
				break
			}
			docs.Add(1)
		}
	})
	fmt.Printf("%d files, %d documents\n", len(names), docs.Load())
	if failed.Load() > 0 || len(errs) > 0 {
		os.Exit(2)
	}
}
