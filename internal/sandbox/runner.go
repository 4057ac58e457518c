package sandbox

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Options configure a Runner of worker processes.
type Options struct {
	// Executable is the program started as a worker; empty means the
	// running executable (os.Executable). It must call Serve first.
	Executable string
	// Workers bounds the workers running at once; 0 means GOMAXPROCS.
	Workers int
}

// startTimeout bounds a worker's start-up, until its hello: a program that
// does not call Serve runs its own main instead and never says hello.
const startTimeout = 20 * time.Second

// grace is added to a job's time budget before the worker is killed: the
// worker stops a job that looks at its context on time and answers, and
// the answer needs a moment to arrive.
const grace = 500 * time.Millisecond

// pool runs jobs in worker processes.
type pool struct {
	exe  string
	slot chan struct{}

	mu sync.Mutex
	// idle are the healthy workers between jobs, by memory budget: a
	// worker's kernel limit is set when it starts.
	idle   map[int64][]*worker
	closed bool
}

// New returns a Runner whose jobs run in worker processes.
func New(opts Options) (Runner, error) {
	exe := opts.Executable
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			return nil, fmt.Errorf("sandbox: locate this program to run workers: %w", err)
		}
	}
	n := opts.Workers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return &pool{exe: exe, slot: make(chan struct{}, n), idle: map[int64][]*worker{}}, nil
}

func (p *pool) Run(ctx context.Context, job string, req, resp any, lim Limits) error {
	lim = lim.withDefaults()
	raw, err := json.Marshal(req)
	if err != nil {
		return fmt.Errorf("sandbox: encode %s request: %w", job, err)
	}
	select {
	case p.slot <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-p.slot }()
	w, err := p.worker(ctx, lim.Memory)
	if err != nil {
		return err
	}
	r, err := w.run(ctx, request{Job: job, TimeNS: int64(lim.Time), Req: raw}, lim.Time+grace)
	if err != nil {
		w.kill()
		return w.explain(job, lim, err)
	}
	switch {
	case r.Exceeded != "":
		// The job stopped itself at its deadline; the worker is healthy
		// unless it was the watchdog, which ends it.
		if r.Exceeded == BudgetMemory {
			w.kill()
		} else {
			p.release(w)
		}
		return &ExceededError{Job: job, Budget: r.Exceeded, Limit: lim}
	case r.Err != "":
		p.release(w)
		return &JobError{Job: job, Msg: r.Err}
	}
	p.release(w)
	if err := json.Unmarshal(r.Resp, resp); err != nil {
		return fmt.Errorf("sandbox: decode %s response: %w", job, err)
	}
	return nil
}

// worker takes an idle worker with the memory budget, or starts one.
func (p *pool) worker(ctx context.Context, memory int64) (*worker, error) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, errors.New("sandbox: runner closed")
	}
	if ws := p.idle[memory]; len(ws) > 0 {
		w := ws[len(ws)-1]
		p.idle[memory] = ws[:len(ws)-1]
		p.mu.Unlock()
		return w, nil
	}
	p.mu.Unlock()
	return start(ctx, p.exe, memory)
}

func (p *pool) release(w *worker) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		w.stop()
		return
	}
	p.idle[w.memory] = append(p.idle[w.memory], w)
}

// Close stops the idle workers (a running job's worker stops when its job
// returns).
func (p *pool) Close() error {
	p.mu.Lock()
	p.closed = true
	idle := p.idle
	p.idle = map[int64][]*worker{}
	p.mu.Unlock()
	for _, ws := range idle {
		for _, w := range ws {
			w.stop()
		}
	}
	return nil
}

// worker is one worker process.
type worker struct {
	memory int64
	cmd    *exec.Cmd
	in     io.WriteCloser
	frames chan frameOrErr
	stderr *head
	done   chan struct{} // closed once the process has been waited for
	status error         // the process's exit, valid after done
	// quit is closed when the worker is stopped or killed, so that the
	// goroutine reading its output never waits for a reader that is gone.
	quit     chan struct{}
	quitOnce sync.Once
}

type frameOrErr struct {
	resp response
	err  error
}

// start starts a worker and waits for its hello.
func start(ctx context.Context, exe string, memory int64) (*worker, error) {
	cmd := exec.Command(exe, workerArg)
	// An empty environment: nothing a job runs can read the runner's
	// secrets, even through a path the boundary missed.
	cmd.Env = []string{workerEnv + "=" + protocol, memoryEnv + "=" + strconv.FormatInt(memory, 10)}
	configure(cmd)
	w := &worker{memory: memory, cmd: cmd, frames: make(chan frameOrErr, 1), stderr: &head{max: 4 << 10}, done: make(chan struct{}), quit: make(chan struct{})}
	cmd.Stderr = w.stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("sandbox: start worker: %w", err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("sandbox: start worker: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("sandbox: start worker %s: %w", exe, err)
	}
	w.in = in
	go w.read(bufio.NewReader(out))
	go func() {
		w.status = cmd.Wait()
		close(w.done)
	}()
	timer := time.NewTimer(startTimeout)
	defer timer.Stop()
	select {
	case f := <-w.frames:
		var h hello
		if f.err == nil {
			f.err = json.Unmarshal(f.resp.Resp, &h)
		}
		if f.err == nil && h.Protocol != protocol {
			f.err = fmt.Errorf("protocol %q, want %q", h.Protocol, protocol)
		}
		if f.err != nil {
			w.kill()
			return nil, fmt.Errorf("sandbox: %s did not start as a worker (it must call sandbox.Serve first)%s: %w", exe, w.stderr.suffix(), f.err)
		}
		return w, nil
	case <-timer.C:
		w.kill()
		return nil, fmt.Errorf("sandbox: %s did not start as a worker within %s (it must call sandbox.Serve first)", exe, startTimeout)
	case <-ctx.Done():
		w.kill()
		return nil, ctx.Err()
	}
}

// read turns the worker's output into frames until it ends. The hello comes
// first, as a frame whose raw message is kept for start to decode.
func (w *worker) read(r *bufio.Reader) {
	var raw json.RawMessage
	err := readFrame(r, &raw)
	if !w.send(frameOrErr{resp: response{Resp: raw}, err: err}) || err != nil {
		return
	}
	for {
		var resp response
		err := readFrame(r, &resp)
		if !w.send(frameOrErr{resp: resp, err: err}) || err != nil {
			return
		}
	}
}

// send hands a frame to the job waiting for it, unless the worker was
// stopped.
func (w *worker) send(f frameOrErr) bool {
	select {
	case w.frames <- f:
		return true
	case <-w.quit:
		return false
	}
}

// run sends one request and waits for its response, at most wait.
func (w *worker) run(ctx context.Context, req request, wait time.Duration) (response, error) {
	if err := writeFrame(w.in, req); err != nil {
		return response{}, fmt.Errorf("send request: %w", err)
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case f := <-w.frames:
		return f.resp, f.err
	case <-timer.C:
		return response{}, errTimedOut
	case <-ctx.Done():
		return response{}, ctx.Err()
	}
}

var errTimedOut = errors.New("timed out")

// explain turns the way a worker failed a job into the job's error: over a
// budget when it timed out, reported its memory or died of it; otherwise
// the worker's last words.
func (w *worker) explain(job string, lim Limits, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if errors.Is(err, errTimedOut) {
		return &ExceededError{Job: job, Budget: BudgetTime, Limit: lim}
	}
	code := -1
	var ee *exec.ExitError
	if errors.As(w.status, &ee) {
		code = ee.ExitCode()
	}
	if code == exitMemory || w.stderr.outOfMemory() {
		return &ExceededError{Job: job, Budget: BudgetMemory, Limit: lim}
	}
	return &JobError{Job: job, Msg: fmt.Sprintf("%s: the worker process ended (%v)%s", job, w.status, w.stderr.suffix())}
}

// stop ends an idle worker: it exits when its input closes.
func (w *worker) stop() {
	w.quitOnce.Do(func() { close(w.quit) })
	_ = w.in.Close()
	select {
	case <-w.done:
	case <-time.After(time.Second):
		w.kill()
	}
}

// kill ends the worker at once and waits for it.
func (w *worker) kill() {
	w.quitOnce.Do(func() { close(w.quit) })
	_ = w.cmd.Process.Kill()
	_ = w.in.Close()
	<-w.done
}

// head keeps the first max bytes written to it: a worker's standard error,
// where the Go runtime writes why it died first and then every goroutine's
// stack.
type head struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *head) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if room := t.max - len(t.buf); room > 0 {
		t.buf = append(t.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (t *head) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// outOfMemory reports whether the runtime said it could not get memory or
// stack: the kernel's limit stopped the worker.
func (t *head) outOfMemory() bool {
	s := t.String()
	return strings.Contains(s, "out of memory") || strings.Contains(s, "stack exceeds") || strings.Contains(s, "cannot allocate memory")
}

// suffix is the first line of what the worker wrote to standard error, to
// end a message with.
func (t *head) suffix() string {
	s := strings.TrimSpace(t.String())
	if s == "" {
		return ""
	}
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return ": " + s
}
