package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestHeldBeforeInit runs this test binary, which links main and so its
// packages and their init functions as vcqlint's does, with the runtime's
// init and collection traces: internal/gctune/atstart must hold the
// collector before the dependencies that allocate most in their init
// (santhosh-tekuri/jsonschema compiles its metaschemas there), so that no
// collection runs before main.
func TestHeldBeforeInit(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOGC or GOMEMLIMIT is set: gctune leaves the collector as the user set it")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1,gctrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	held, schema, lastInit, firstGC := -1, -1, -1, -1
	for i, line := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(line, "init github.com/vcqlint/vcqlint/internal/gctune/atstart "):
			held = i
		case strings.HasPrefix(line, "init github.com/santhosh-tekuri/jsonschema/v6 "):
			schema = i
		case strings.HasPrefix(line, "gc ") && firstGC < 0:
			firstGC = i
		}
		if strings.HasPrefix(line, "init ") {
			lastInit = i
		}
	}
	if held < 0 || schema < 0 {
		t.Fatalf("the trace lacks atstart's or jsonschema's init (%d, %d):\n%s", held, schema, out)
	}
	if held > schema {
		t.Errorf("atstart is initialised after jsonschema (trace lines %d, %d)", held, schema)
	}
	if firstGC >= 0 && firstGC < lastInit {
		t.Errorf("a collection ran during initialisation (trace line %d, last init on %d):\n%s", firstGC, lastInit, out)
	}
}
