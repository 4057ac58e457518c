package sandbox

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vcqlint/vcqlint/internal/gctune"
)

// A worker is started as `EXE workerArg` with workerEnv set to protocol and
// memoryEnv to its memory budget in bytes, and nothing else in its
// environment. Both the argument and the variable are required, so neither a
// stray variable in a user's environment nor a file named like the argument
// turns a normal run into a worker.
const (
	workerArg = "__vcqlint_sandbox_worker__"
	workerEnv = "VCQLINT_SANDBOX_WORKER"
	memoryEnv = "VCQLINT_SANDBOX_MEMORY"
)

// gcFloor is the memory below which a worker does not collect garbage,
// above the main process's threshold (gctune.Threshold), as a worker's
// first collection also marks what package initialisation left (most of
// a collection's cost in a binary this size): building a Volcano-sized
// overlay allocates about 40 MiB, and collects at most once. 64 MiB, tried,
// raised the peak memory of a run on 50 Volcano-sized charts (two workers
// rendering them) from 291 to 359 MiB for no gain on one overlay
// (docs/performance.md).
const gcFloor = 40 << 20

// exitMemory is the exit code of a worker that went over its memory budget.
const exitMemory = 86

// watchInterval is how often the watchdog reads the heap size. A job that
// allocates faster than the budget per interval is stopped by the kernel's
// limit instead (setDataLimit), or by the Go runtime failing to allocate.
const watchInterval = 5 * time.Millisecond

// Serve makes this process a worker when it was started as one: it serves
// jobs until its standard input closes and then exits. Otherwise it returns
// at once. Call it first in main, before anything else runs.
func Serve(jobs Jobs) {
	if len(os.Args) != 2 || os.Args[1] != workerArg || os.Getenv(workerEnv) != protocol {
		return
	}
	limit, err := strconv.ParseInt(os.Getenv(memoryEnv), 10, 64)
	if err != nil || limit <= 0 {
		fmt.Fprintf(os.Stderr, "sandbox worker: bad %s: %q\n", memoryEnv, os.Getenv(memoryEnv))
		os.Exit(2)
	}
	os.Exit(serve(jobs, os.Stdin, os.Stdout, limit))
}

// serve answers requests from in on out until in ends.
func serve(jobs Jobs, in io.Reader, out io.Writer, limit int64) int {
	setDataLimit(limit)
	// The collector works harder as the heap nears the budget, so that
	// garbage of earlier jobs does not count against the current one; it
	// does not run before the heap reaches gcFloor (a worker lives for one
	// run, as the main process, internal/gctune). The stack of one
	// goroutine is bounded too (the default is 1 GB).
	gctune.DeferWithin(gcFloor, limit/4*3)
	debug.SetMaxStack(int(min(limit/4, 256<<20)))
	w := &lockedWriter{w: bufio.NewWriter(out)}
	var busy atomic.Bool
	go watchHeap(limit, w, &busy)
	if err := w.frame(hello{Protocol: protocol}); err != nil {
		return 1
	}
	r := bufio.NewReader(in)
	for {
		var req request
		if err := readFrame(r, &req); err != nil {
			if errors.Is(err, io.EOF) {
				return 0
			}
			fmt.Fprintf(os.Stderr, "sandbox worker: read request: %v\n", err)
			return 1
		}
		busy.Store(true)
		resp := run(jobs, req)
		busy.Store(false)
		if err := w.frame(resp); err != nil {
			return 1
		}
	}
}

// run runs one request's handler; a panic is the job's error, not the
// worker's end.
func run(jobs Jobs, req request) (resp response) {
	h, ok := jobs[req.Job]
	if !ok {
		return response{Err: fmt.Sprintf("sandbox worker: no job %q", req.Job)}
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(req.TimeNS))
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			resp = response{Err: fmt.Sprintf("%s panicked: %v", req.Job, r)}
		}
	}()
	out, err := h(ctx, req.Req)
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return response{Exceeded: BudgetTime}
	}
	if err != nil {
		return response{Err: err.Error()}
	}
	data, err := json.Marshal(out)
	if err != nil {
		return response{Err: fmt.Sprintf("%s: encode response: %v", req.Job, err)}
	}
	return response{Resp: data}
}

// lockedWriter writes whole frames, one at a time: the watchdog may write
// while a job's response is being written.
type lockedWriter struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func (l *lockedWriter) frame(v any) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := writeFrame(l.w, v); err != nil {
		return err
	}
	return l.w.Flush()
}

// watchHeap ends the worker once the heap's objects (live, or dead and not
// yet swept) go over limit while a job runs, answering that job with the
// memory budget. The collector runs well before (debug.SetMemoryLimit), so
// dead objects of earlier jobs rarely reach it; between jobs nothing is
// answered, so no frame can be taken for the next job's response.
func watchHeap(limit int64, w *lockedWriter, busy *atomic.Bool) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	for range time.Tick(watchInterval) {
		if !busy.Load() {
			continue
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() == metrics.KindUint64 && sample[0].Value.Uint64() > uint64(limit) { //nolint:gosec // limit > 0: Serve refuses a budget <= 0
			_ = w.frame(response{Exceeded: BudgetMemory})
			os.Exit(exitMemory)
		}
	}
}
