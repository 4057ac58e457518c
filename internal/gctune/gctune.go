// Package gctune sets the garbage collector up for a short-lived process.
//
// With the default settings (GOGC=100) the collector first runs when the
// heap reaches 4 MiB and then each time it doubles: linting a 5-file
// repository collects several times while the built-in policies compile,
// for nothing, since the process exits a few milliseconds later (about a
// fifth of its CPU time, measured in docs/performance.md). Deferring
// collection until the heap reaches a threshold removes that work from
// small runs.
//
// Past the threshold, going back to GOGC=100 made a large estate collect
// every few megabytes: the heap vcqlint keeps while loading 10,000 queues
// is 5 to 30 MiB, so GOGC=100 collected 15 times in one run and the
// collector took an eighth of its CPU time. From the first collection on,
// the collector's heap goal is therefore the larger of a floor (HeapFloor)
// and the live heap times 2.5 (GOGC=150), times 3 (GOGC=200) past a live
// heap of 96 MiB (PercentAt): it runs less often while the live heap is
// small, and, on the largest estates, less often than GOGC=100 would. The
// figures are measured (docs/performance.md). GOGC was 150 throughout
// until issue 28's last round: once the loader allocated less, 200 took
// one of five collections off a run on 100k queues, 0.89 times its CPU
// time, for 6% more peak memory (337 against 317 MiB), but 200 for every
// heap raised a run on 50 charts by some 25 MiB. The floor was 48 MiB until the
// loader stopped allocating parse trees for every document (issue 28):
// 64 MiB then saved a collection at 10k queues, 8 to 12% of that run's
// CPU time, for 5 MiB more peak memory. Past a live heap of half a GiB
// the heap may grow at most Headroom before the next collection (GOGC no
// lower than LargePercent), which keeps a million queues within 4 GiB.
package gctune

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// HeapFloor is the heap goal below which the collector does not run
// after its first collection.
const HeapFloor = 64 << 20

// Percent is the GOGC setting past the floor, and LargerPercent the one
// past a live heap of LargerFrom: each collection marks the whole live
// heap, so a large one is where a collection fewer saves the most, in the
// runs that last longest (100k queues: one collection of five fewer, 0.89
// times the CPU time, for 6% more peak memory), while a smaller heap keeps
// the lower peak (a run rendering 50 Volcano-sized charts: 24 to 28 MiB
// less with Percent than with LargerPercent).
const (
	Percent       = 150
	LargerPercent = 200
	LargerFrom    = 96 << 20
)

// PercentAt is the GOGC setting for a live heap before Capped: Percent,
// or LargerPercent from a live heap of LargerFrom.
func PercentAt(live int64) int {
	if live >= LargerFrom {
		return LargerPercent
	}
	return Percent
}

// Headroom bounds how far the heap may grow past the live heap before the
// next collection, down to GOGC=LargePercent: on the largest estates
// (a live heap past 384 MiB, some 200,000 queues) LargerPercent would let
// the heap reach three times the live heap; two and a half times set the
// peak memory of a million queues above 5 GiB. Collecting a little more often there
// costs a few per cent of such a run's CPU time.
const Headroom = 768 << 20

// LargePercent is the least GOGC setting Headroom lowers it to.
const LargePercent = 50

// DeferUntil turns the collector off until the process uses threshold
// bytes (a soft memory limit); from the first collection on, the collector
// runs when the heap reaches the larger of HeapFloor and the live heap
// grown by Percent (see PercentFor). It does nothing when the user set
// GOGC or GOMEMLIMIT, whose settings win.
func DeferUntil(threshold int64) {
	if !Hold(threshold) {
		return
	}
	afterNextCollection(func() {
		debug.SetMemoryLimit(math.MaxInt64)
		keepFloor()
	})
}

// Hold turns the collector off until the process uses threshold bytes
// (a soft memory limit), and reports whether it did: it does nothing when
// the user set GOGC or GOMEMLIMIT. Package atstart calls it while the
// packages are initialised, before the first collection: some
// dependencies build megabytes of tables in their init functions, which
// made the runtime collect once before main, for nothing.
func Hold(threshold int64) bool {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return false
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(threshold)
	return true
}

// Threshold is the memory below which vcqlint does not collect garbage: a
// small repository is linted without a collection, and a large estate
// collects from there on with a floor under the collector's heap goal
// (see the package comment and docs/performance.md for the measurements
// behind the figures).
const Threshold = 32 << 20

// DeferWithin is DeferUntil for a process held to a memory limit of its
// own, a sandbox worker (internal/sandbox): the collector is off until the
// process uses threshold, or limit when that is lower; from the first
// collection on it runs under limit when the heap reaches the larger of
// threshold and twice the live heap (GOGC=100), set again after every
// collection. With GOGC=100 from its start, a worker building one
// Volcano-sized overlay collected nine times for a live heap of about 4
// MiB, and one building 25 of them about 80 times: each collection also
// marks the globals of a 70 MB binary, and together they were a quarter
// of the worker's CPU time (docs/performance.md).
func DeferWithin(threshold, limit int64) {
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(min(threshold, limit))
	afterNextCollection(func() {
		debug.SetMemoryLimit(limit)
		keepGoal(threshold, 100)
	})
}

// keepGoal sets the collector's goal to the larger of floor and the live
// heap the last collection found grown by least percent, and again after
// every collection.
func keepGoal(floor int64, least int) {
	debug.SetGCPercent(PercentFor(liveHeap(), floor, least))
	afterNextCollection(func() { keepGoal(floor, least) })
}

// keepFloor sets the collector's goal for the live heap the last
// collection found, and again after every collection.
func keepFloor() {
	live := liveHeap()
	debug.SetGCPercent(Capped(live, PercentFor(live, HeapFloor, PercentAt(live)), Headroom, LargePercent))
	afterNextCollection(keepFloor)
}

// Capped lowers the GOGC setting percent for a live heap so that the heap
// grows at most headroom past it before the next collection, but not
// below least.
func Capped(live int64, percent int, headroom int64, least int) int {
	if live <= 0 || live/100*int64(percent) <= headroom {
		return percent
	}
	return max(least, int(headroom/(live/100)))
}

// PercentFor is the GOGC setting whose heap goal, live × (1 + GOGC/100),
// is the larger of floor and the goal of GOGC=least.
func PercentFor(live, floor int64, least int) int {
	if live <= 0 || floor <= live+live*int64(least)/100 {
		return least
	}
	// Goal = live + live × p/100 = floor, rounded down so that the goal
	// does not pass the floor; bounded, as the runtime keeps GOGC in an
	// int32 and a tiny live heap would make p huge. The whole and the
	// fractional part are computed apart so that nothing overflows.
	const most = math.MaxInt32 / 2
	over := floor - live
	if over/live >= most/100 {
		return most
	}
	return int(over/live*100 + over%live*100/live)
}

// afterNextCollection runs f once, after the next garbage collection.
// The cleanup of an object nothing refers to runs after the first
// collection that finds it unreachable, that is, the next one. A pointer
// type keeps the sentinel out of the tiny allocator, whose blocks are
// shared with other objects and freed later.
func afterNextCollection(f func()) {
	sentinel := new(*byte)
	runtime.AddCleanup(sentinel, func(struct{}) { f() }, struct{}{})
}

// liveHeap is the heap the last collection marked live, in bytes.
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(min(s[0].Value.Uint64(), math.MaxInt64))
}
