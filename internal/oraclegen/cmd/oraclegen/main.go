// Command oraclegen writes generated queue trees for the Volcano differential
// oracle (docs/oracle.md): oraclegen -out DIR -from SEED -n N.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/vcqlint/vcqlint/internal/oraclegen"
)

func main() {
	out := flag.String("out", "", "directory to write the cases into (created)")
	from := flag.Uint64("from", 0, "first seed")
	n := flag.Uint64("n", 300, "number of cases (seeds from, from+1, ...)")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: oraclegen -out DIR [-from SEED] [-n N]")
		os.Exit(2)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for s := *from; s < *from+*n; s++ {
		if _, err := oraclegen.Write(*out, oraclegen.Generate(s)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
}
