// Package gctune sets the garbage collector up for a short-lived process.
//
// With the default settings (GOGC=100) the collector first runs when the
// heap reaches 4 MiB and then each time it doubles: linting a 5-file
// repository collects several times while the built-in policies compile,
// for nothing, since the process exits a few milliseconds later (about a
// fifth of its CPU time, measured in docs/performance.md). Deferring
// collection until the heap reaches a threshold removes that work from
// small runs; past the threshold the collector goes back to its defaults,
// so that a large estate's peak memory stays what it was.
package gctune

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
)

// DeferUntil turns the collector off until the process uses threshold
// bytes (a soft memory limit), then, at the first collection, restores the
// defaults: GOGC=100 and no memory limit. It does nothing when the user
// set GOGC or GOMEMLIMIT, whose settings win.
func DeferUntil(threshold int64) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(threshold)
	// The cleanup runs after the first collection that finds sentinel
	// unreachable, which is the first collection (nothing refers to it).
	// A pointer type keeps it out of the tiny allocator, whose blocks are
	// shared with other objects and freed later.
	sentinel := new(*byte)
	runtime.AddCleanup(sentinel, func(struct{}) { Restore() }, struct{}{})
}

// Restore puts the collector back to the runtime's defaults.
func Restore() {
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
}
