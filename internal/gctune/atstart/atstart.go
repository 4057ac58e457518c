// Package atstart holds the garbage collector from the start of the
// process (gctune.Hold), for main to import before anything else.
//
// Go initialises a package once every package it imports is, choosing
// among those ready in the order of their import paths. This package
// imports only gctune, which imports only the standard library, so it is
// initialised before the dependencies that build large tables in their
// init functions and sort after it, golang.org/x/text and every package
// that imports it (santhosh-tekuri/jsonschema, 1.7 MB of compiled
// metaschemas, among them). Without it the runtime collected once during
// initialisation, at its default 4 MiB goal: about a tenth of the CPU
// time of `vcqlint version` (docs/performance.md). TestHeldBeforeInit
// checks the order on the built binary.
package atstart

import "github.com/vcqlint/vcqlint/internal/gctune"

func init() { gctune.Hold(gctune.Threshold) }
