// Command genoverlay writes generated Volcano-sized Kustomize trees
// (bench/overlay) to a directory, one per tree-N subdirectory:
//
//	go run ./bench/overlay/cmd/genoverlay -trees 50 -out /tmp/overlays
//	vcqlint /tmp/overlays
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vcqlint/vcqlint/bench/overlay"
)

func main() {
	var o overlay.Options
	out := flag.String("out", "", "directory to write the trees to (required)")
	trees := flag.Int("trees", 1, "number of trees, each a base and an overlay")
	flag.IntVar(&o.CRDs, "crds", 0, "CustomResourceDefinitions in each base (default 22)")
	flag.IntVar(&o.BaseBytes, "base-bytes", 0, "size of each base's manifest in bytes (default 1090000)")
	flag.Parse()
	if *out == "" || *trees < 1 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: genoverlay -out DIR [-trees N] [-crds N] [-base-bytes N]")
		os.Exit(2)
	}
	t := overlay.Generate(o)
	for i := range *trees {
		if err := t.Write(filepath.Join(*out, fmt.Sprintf("tree-%02d", i+1))); err != nil {
			fmt.Fprintln(os.Stderr, "genoverlay:", err)
			os.Exit(1)
		}
	}
	fmt.Printf("%s: %d trees, each with a base of %d bytes\n", *out, *trees, len(t.Files["base/volcano.yaml"]))
}
