package gctune

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

func TestPercentFor(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		live, floor int64
		least       int
		want        int
	}{
		{0, 48 * mib, 150, 150},              // nothing measured yet
		{20 * mib, 48 * mib, 150, 150},       // 20 × 2.5 = 50 is past the floor
		{16 * mib, 32 * mib, 100, 100},       // twice the live heap reaches the floor
		{40 * mib, 32 * mib, 100, 100},       // past the floor
		{8 * mib, 32 * mib, 100, 300},        // 8 + 8×3 = 32
		{5 * mib, 32 * mib, 100, 540},        // 5 + 5×5.4 = 32
		{3 * mib, 32 * mib, 100, 966},        // rounded down: the goal stays under the floor
		{1, 1 << 62, 100, math.MaxInt32 / 2}, // bounded
		{1 << 40, 1<<40 + 1, 150, 150},       // no overflow near the top
		{16 * mib, HeapFloor, Percent, 300},  // the settings vcqlint uses
	} {
		got := PercentFor(c.live, c.floor, c.least)
		if got != c.want {
			t.Errorf("PercentFor(%d, %d, %d) = %d, want %d", c.live, c.floor, c.least, got, c.want)
		}
		if c.live > 0 && got > c.least && got < math.MaxInt32/2 && c.live+c.live*int64(got)/100 > c.floor {
			t.Errorf("PercentFor(%d, %d, %d) = %d: the goal passes the floor", c.live, c.floor, c.least, got)
		}
	}
}

func TestPercentAt(t *testing.T) {
	for _, c := range []struct {
		live int64
		want int
	}{{0, Percent}, {LargerFrom - 1, Percent}, {LargerFrom, LargerPercent}, {4096 << 20, LargerPercent}} {
		if got := PercentAt(c.live); got != c.want {
			t.Errorf("PercentAt(%d MiB) = %d, want %d", c.live>>20, got, c.want)
		}
	}
}

func TestCapped(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		live     int64
		percent  int
		headroom int64
		least    int
		want     int
	}{
		{0, 150, 768 * mib, 50, 150},               // nothing measured yet
		{100 * mib, 150, 768 * mib, 50, 150},       // 150 MiB of headroom
		{512 * mib, 150, 768 * mib, 50, 150},       // exactly the headroom
		{1024 * mib, 150, 768 * mib, 50, 75},       // 768 of 1024
		{1536 * mib, 150, 768 * mib, 50, 50},       // the least
		{4096 * mib, 150, 768 * mib, 50, 50},       // never below it
		{8 * mib, 300, 768 * mib, 50, 300},         // a floor's setting kept
		{1 << 50, 150, Headroom, LargePercent, 50}, // no overflow
		{2048 * mib, Percent, Headroom, LargePercent, 50},
		{600 * mib, LargerPercent, Headroom, LargePercent, 128}, // the settings vcqlint uses
	} {
		got := Capped(c.live, c.percent, c.headroom, c.least)
		if got != c.want {
			t.Errorf("Capped(%d MiB, %d, %d MiB, %d) = %d, want %d", c.live/mib, c.percent, c.headroom/mib, c.least, got, c.want)
		}
		if got > c.least && c.live/100*int64(got) > c.headroom {
			t.Errorf("Capped(%d MiB, ...) = %d: the heap grows past the headroom", c.live/mib, got)
		}
	}
}

// TestDeferWithin: the collector is off under the lower of threshold and
// limit until the first collection; then it runs under limit with a goal
// of at least threshold, set again after every collection. It runs before
// TestDeferUntil, whose settings renew themselves after every collection
// for the rest of the process.
func TestDeferWithin(t *testing.T) {
	defer func() {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	}()
	const floor = 1 << 40
	DeferWithin(floor, 1<<39)
	if p, l := currentPercent(), debug.SetMemoryLimit(-1); p != -1 || l != 1<<39 {
		t.Fatalf("after DeferWithin: GOGC %d, limit %d; want -1 (off) under 1<<39", p, l)
	}
	for range 3 {
		runtime.GC()
		p := waitForPercent(t)
		if want := PercentFor(liveHeap(), floor, 100); p != want || p <= 100 {
			t.Fatalf("GOGC after a collection: %d, want %d (a goal of %d bytes)", p, want, int64(floor))
		}
		if l := debug.SetMemoryLimit(-1); l != 1<<39 {
			t.Fatalf("limit after a collection: %d, want 1<<39", l)
		}
		debug.SetGCPercent(-1) // a marker the next cleanup must replace
	}
}

// TestDeferUntil runs the real settings on this test process: the
// collector is off until the first collection, which then sets the goal
// from the live heap, and every later collection sets it again.
func TestDeferUntil(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOGC or GOMEMLIMIT is set, and DeferUntil leaves the collector to them")
	}
	defer func() {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	}()
	DeferUntil(1 << 40)
	if p := currentPercent(); p != -1 {
		t.Fatalf("GOGC after DeferUntil: %d, want -1 (off)", p)
	}
	for range 3 {
		before := currentPercent()
		debug.SetGCPercent(-1) // a marker the cleanup must replace
		runtime.GC()
		p := waitForPercent(t)
		if p < Percent {
			t.Fatalf("GOGC after a collection: %d (before it %d), want at least %d", p, before, Percent)
		}
	}
}

// currentPercent reads the GOGC setting (without setting it, which could
// undo a cleanup's setting).
func currentPercent() int {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	metrics.Read(s)
	return int(s[0].Value.Uint64())
}

// waitForPercent waits until a cleanup has set GOGC (other than -1): the
// runtime runs cleanups on a goroutine of its own after the collection.
func waitForPercent(t *testing.T) int {
	t.Helper()
	for range 10_000 {
		if p := currentPercent(); p != -1 {
			return p
		}
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no collection set GOGC")
	return 0
}
