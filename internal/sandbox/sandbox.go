// Package sandbox runs the computations a pull request controls (a Helm
// render, a Kustomize build, a user's Rego policy) under a time and a memory
// budget, in a process of their own, so that no input can hang vcqlint or
// exhaust its memory and lose the whole report.
//
// Why a process: Go cannot stop a goroutine from outside. A template that
// ranges over a billion integers without calling a function, a Rego
// comparison of two values of 2^34 shared leaves, or a kustomize build of
// 2^14 diamond-shaped bases runs inside library code that never looks at a
// context, so an in-process deadline could only abandon the goroutine while
// it kept burning a core and allocating. A child process can be killed, and
// the kernel bounds its memory. The child is vcqlint itself (the running
// executable, os.Executable, never a program found on PATH) started in worker
// mode with an empty environment; no other program is ever started.
//
// The parent side is a Runner: Run sends a job (a name and a JSON request) to
// a worker and decodes the worker's JSON response. Workers are kept and
// reused for the next job while they stay healthy; a worker over its budget is
// killed and replaced. The child side is Serve, called first thing in main
// (and in TestMain of the test packages whose tests run jobs). InProcess is a
// Runner with the same interface that calls the handlers directly, with only
// the cooperative limits the handlers keep themselves: for library users who
// cannot call Serve, and never for untrusted input in the command line.
package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Limits bound one job.
type Limits struct {
	// Time is the wall-clock time the job may take, from the moment the
	// worker receives it.
	Time time.Duration
	// Memory is the heap the job may use, in bytes.
	Memory int64
}

// The budgets a job gets when its caller sets none: generous for real
// material (Volcano's chart renders in tens of milliseconds and a few MiB)
// and far below what hurts a CI runner. Each caller (charts, overlays,
// policies) states its own defaults and how they were sized.
const (
	DefaultTime   = 30 * time.Second
	DefaultMemory = 1 << 30
)

// withDefaults fills the zero fields of l with the defaults.
func (l Limits) withDefaults() Limits {
	if l.Time <= 0 {
		l.Time = DefaultTime
	}
	if l.Memory <= 0 {
		l.Memory = DefaultMemory
	}
	return l
}

// Handler runs one job: it decodes req and returns a value that encodes to
// JSON, or an error whose text is the job's message.
type Handler func(ctx context.Context, req json.RawMessage) (any, error)

// Jobs are the handlers a worker serves, by job name ("helm.render").
type Jobs map[string]Handler

// Runner runs jobs under budgets.
type Runner interface {
	// Run runs job with req (encoded to JSON) and decodes the response into
	// resp (a pointer), within lim. A job over its budget returns an
	// *ExceededError; a job that fails returns its error's text as a
	// *JobError.
	Run(ctx context.Context, job string, req, resp any, lim Limits) error
	// Close stops the workers.
	Close() error
}

// ExceededError is a job stopped because it went over a budget.
type ExceededError struct {
	Job string
	// Budget is "time" or "memory".
	Budget string
	Limit  Limits
}

func (e *ExceededError) Error() string {
	if e.Budget == BudgetMemory {
		return fmt.Sprintf("%s used more than its memory budget of %s and was stopped", e.Job, mib(e.Limit.Memory))
	}
	return fmt.Sprintf("%s took longer than its time budget of %s and was stopped", e.Job, e.Limit.Time)
}

// The budgets an ExceededError names.
const (
	BudgetTime   = "time"
	BudgetMemory = "memory"
)

// JobError is the error a job's handler returned, or a worker that died
// without saying why.
type JobError struct {
	Job string
	Msg string
}

func (e *JobError) Error() string { return e.Msg }

// IsExceeded reports whether err is a job stopped over its budget.
func IsExceeded(err error) bool {
	var e *ExceededError
	return errors.As(err, &e)
}

func mib(n int64) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// inProcess calls handlers directly.
type inProcess struct{ jobs Jobs }

// InProcess is a Runner that calls the handlers in this process. Only the
// time limit is applied, through the context the handler receives, so it
// bounds only handlers that look at their context; memory is not bounded.
// It is for library users that cannot route their process through Serve.
func InProcess(jobs Jobs) Runner { return &inProcess{jobs: jobs} }

func (p *inProcess) Run(ctx context.Context, job string, req, resp any, lim Limits) error {
	lim = lim.withDefaults()
	h, ok := p.jobs[job]
	if !ok {
		return fmt.Errorf("sandbox: no job %q", job)
	}
	raw, err := json.Marshal(req)
	if err != nil {
		return fmt.Errorf("sandbox: encode %s request: %w", job, err)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Time)
	defer cancel()
	out, err := h(ctx, raw)
	if ctx.Err() != nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &ExceededError{Job: job, Budget: BudgetTime, Limit: lim}
	}
	if err != nil {
		return &JobError{Job: job, Msg: err.Error()}
	}
	// Through JSON, as from a worker, so both runners give the caller the
	// same values (numbers as JSON decodes them, no shared maps).
	data, err := json.Marshal(out)
	if err != nil {
		return fmt.Errorf("sandbox: encode %s response: %w", job, err)
	}
	if err := json.Unmarshal(data, resp); err != nil {
		return fmt.Errorf("sandbox: decode %s response: %w", job, err)
	}
	return nil
}

func (p *inProcess) Close() error { return nil }
