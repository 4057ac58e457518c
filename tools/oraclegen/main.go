// Command oraclegen writes generated queue trees for the Volcano differential
// oracle (docs/oracle.md): oraclegen -out DIR -from SEED -n N.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/vcqlint/vcqlint/internal/oraclegen"
	"github.com/vcqlint/vcqlint/tools/internal/reporoot"
)

func main() {
	reporoot.Chdir("oraclegen")
	out := flag.String("out", "", "directory to write the cases into (created)")
	from := flag.Uint64("from", 0, "first seed")
	n := flag.Uint64("n", 300, "number of cases (seeds from, from+1, ...)")
	digests := flag.String("digests", "", "also write \"NAME DIGEST\" lines here (a recorded corpus's digests file)")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: oraclegen -out DIR [-from SEED] [-n N]")
		os.Exit(2)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var sums strings.Builder
	for s := *from; s < *from+*n; s++ {
		c := oraclegen.Generate(s)
		if _, err := oraclegen.Write(*out, c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		name := oraclegen.Name(s)
		if c.Files == 1 {
			name += ".yaml"
		}
		fmt.Fprintf(&sums, "%s %s\n", name, c.Digest())
	}
	if *digests != "" {
		if err := os.WriteFile(*digests, []byte(sums.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
}
