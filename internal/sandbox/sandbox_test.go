package sandbox_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// testJobs are what the tests' workers serve: this test binary is the
// worker (TestMain calls Serve), as vcqlint's binary is in a real run.
func testJobs() sandbox.Jobs {
	return sandbox.Jobs{
		"echo": func(_ context.Context, req json.RawMessage) (any, error) {
			var s string
			err := json.Unmarshal(req, &s)
			return s, err
		},
		"fail": func(context.Context, json.RawMessage) (any, error) {
			return nil, errors.New("templates/x.yaml:3:7: bad template")
		},
		"panic": func(context.Context, json.RawMessage) (any, error) {
			panic("boom")
		},
		// spin never looks at its context, like a template ranging over a
		// billion integers.
		"spin": func(context.Context, json.RawMessage) (any, error) {
			x := 0
			for {
				x++
				if x < 0 {
					return x, nil
				}
			}
		},
		// wait stops at its context's deadline, as a cooperative job does.
		"wait": func(ctx context.Context, _ json.RawMessage) (any, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		},
		// hog keeps allocating 1 MiB at a time, as a template doubling a
		// string does.
		"hog": func(context.Context, json.RawMessage) (any, error) {
			var keep [][]byte
			for {
				b := make([]byte, 1<<20)
				for i := range b {
					b[i] = byte(i)
				}
				keep = append(keep, b)
				if len(keep) == -1 { // never: keeps keep alive
					return nil, nil
				}
			}
		},
		// big asks for 3 GiB at once, as randBytes 3000000000 would.
		"big": func(context.Context, json.RawMessage) (any, error) {
			b := make([]byte, 3<<30)
			for i := 0; i < len(b); i += 4096 {
				b[i] = 1
			}
			return len(b), nil
		},
		"recurse": func(context.Context, json.RawMessage) (any, error) {
			return recurse(1), nil
		},
		"env": func(context.Context, json.RawMessage) (any, error) {
			return os.Environ(), nil
		},
		// fds lists what the worker's open file descriptors point at.
		"fds": func(context.Context, json.RawMessage) (any, error) {
			entries, err := os.ReadDir("/proc/self/fd")
			if err != nil {
				return nil, err
			}
			var targets []string
			for _, e := range entries {
				if t, err := os.Readlink("/proc/self/fd/" + e.Name()); err == nil {
					targets = append(targets, e.Name()+" -> "+t)
				}
			}
			return targets, nil
		},
		"exit": func(context.Context, json.RawMessage) (any, error) {
			os.Exit(3)
			return nil, nil
		},
	}
}

// recurse calls itself until n reaches limit (which the tests set out of
// reach), as an include that includes itself would.
func recurse(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	if n == limit {
		return int(pad[0])
	}
	return recurse(n+1) + int(pad[0])
}

const limit = -1

func TestMain(m *testing.M) {
	sandbox.Serve(testJobs())
	os.Exit(m.Run())
}

func newRunner(t *testing.T) sandbox.Runner {
	t.Helper()
	r, err := sandbox.New(sandbox.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Close() })
	return r
}

var small = sandbox.Limits{Time: 2 * time.Second, Memory: 64 << 20}

func TestEchoAndReuse(t *testing.T) {
	r := newRunner(t)
	for _, s := range []string{"a", "b\nc", strings.Repeat("x", 1<<20)} {
		var out string
		if err := r.Run(context.Background(), "echo", s, &out, small); err != nil {
			t.Fatal(err)
		}
		if out != s {
			t.Fatalf("echo %q: got %q", s[:min(len(s), 10)], out[:min(len(out), 10)])
		}
	}
}

func TestJobErrorsAreTheJobs(t *testing.T) {
	r := newRunner(t)
	var out any
	err := r.Run(context.Background(), "fail", nil, &out, small)
	var je *sandbox.JobError
	if !errors.As(err, &je) || je.Msg != "templates/x.yaml:3:7: bad template" {
		t.Fatalf("fail: got %v", err)
	}
	err = r.Run(context.Background(), "panic", nil, &out, small)
	if !errors.As(err, &je) || !strings.Contains(je.Msg, "panicked: boom") {
		t.Fatalf("panic: got %v", err)
	}
	err = r.Run(context.Background(), "nosuch", nil, &out, small)
	if !errors.As(err, &je) || !strings.Contains(je.Msg, `no job "nosuch"`) {
		t.Fatalf("unknown job: got %v", err)
	}
	// A worker that exits mid-job is that job's error, and the next job
	// gets a new worker.
	err = r.Run(context.Background(), "exit", nil, &out, small)
	if !errors.As(err, &je) || !strings.Contains(je.Msg, "exit status 3") {
		t.Fatalf("exit: got %v", err)
	}
	assertEcho(t, r)
}

// assertEcho checks that the runner still runs jobs after a failure.
func assertEcho(t *testing.T, r sandbox.Runner) {
	t.Helper()
	var s string
	if err := r.Run(context.Background(), "echo", "still here", &s, small); err != nil || s != "still here" {
		t.Fatalf("after the failure: %q, %v", s, err)
	}
}

func TestBudgets(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the memory budget's kernel limit is Linux's RLIMIT_DATA; elsewhere only the watchdog holds")
	}
	r := newRunner(t)
	for _, c := range []struct {
		job, budget string
		lim         sandbox.Limits
	}{
		{"spin", sandbox.BudgetTime, sandbox.Limits{Time: 300 * time.Millisecond, Memory: 64 << 20}},
		{"wait", sandbox.BudgetTime, sandbox.Limits{Time: 100 * time.Millisecond, Memory: 64 << 20}},
		{"hog", sandbox.BudgetMemory, small},
		{"big", sandbox.BudgetMemory, small},
		{"recurse", sandbox.BudgetMemory, small},
	} {
		t.Run(c.job, func(t *testing.T) {
			var out any
			err := r.Run(context.Background(), c.job, nil, &out, c.lim)
			var ee *sandbox.ExceededError
			if !errors.As(err, &ee) || ee.Budget != c.budget || ee.Job != c.job {
				t.Fatalf("got %v, want the %s budget exceeded", err, c.budget)
			}
			assertEcho(t, r)
		})
	}
}

func TestWorkersSeeNoEnvironment(t *testing.T) {
	t.Setenv("VCQLINT_TEST_SECRET", "ghp_secret")
	r := newRunner(t)
	var env []string
	if err := r.Run(context.Background(), "env", nil, &env, small); err != nil {
		t.Fatal(err)
	}
	for _, kv := range env {
		if !strings.HasPrefix(kv, "VCQLINT_SANDBOX_") {
			t.Errorf("the worker sees %q", kv)
		}
	}
}

func TestParallelJobs(t *testing.T) {
	r := newRunner(t)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for i := range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			want := strings.Repeat("y", i)
			var s string
			if err := r.Run(context.Background(), "echo", want, &s, small); err != nil || s != want {
				errs <- errors.Join(err, errors.New("wrong echo"))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestCancelledRun(t *testing.T) {
	r := newRunner(t)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	var out any
	err := r.Run(ctx, "spin", nil, &out, sandbox.Limits{Time: time.Minute, Memory: 64 << 20})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want the caller's deadline", err)
	}
	assertEcho(t, r)
}

func TestNoWorkerProgram(t *testing.T) {
	r, err := sandbox.New(sandbox.Options{Executable: t.TempDir() + "/no-such-program"})
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := r.Run(context.Background(), "echo", "x", &out, small); err == nil || !strings.Contains(err.Error(), "start worker") {
		t.Fatalf("got %v", err)
	}
}

func TestInProcess(t *testing.T) {
	r := sandbox.InProcess(testJobs())
	var s string
	if err := r.Run(context.Background(), "echo", "x", &s, small); err != nil || s != "x" {
		t.Fatalf("echo: %q %v", s, err)
	}
	var out any
	err := r.Run(context.Background(), "wait", nil, &out, sandbox.Limits{Time: 50 * time.Millisecond})
	if !sandbox.IsExceeded(err) {
		t.Fatalf("wait: got %v", err)
	}
	var je *sandbox.JobError
	if err := r.Run(context.Background(), "fail", nil, &out, small); !errors.As(err, &je) {
		t.Fatalf("fail: got %v", err)
	}
}

// TestWorkersInheritNoFiles: a worker holds its standard input, output and
// error and what the runtime opens itself, never a file or directory the
// run has open (a root, an input being read): Go opens every descriptor
// close-on-exec.
func TestWorkersInheritNoFiles(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("descriptors are listed from Linux's /proc")
	}
	dir := t.TempDir()
	secret := dir + "/secret.txt"
	if err := os.WriteFile(secret, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(secret)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	r := newRunner(t)
	var fds []string
	if err := r.Run(context.Background(), "fds", nil, &fds, small); err != nil {
		t.Fatal(err)
	}
	t.Logf("the worker's descriptors: %v", fds)
	for _, fd := range fds {
		if strings.Contains(fd, dir) {
			t.Errorf("the worker holds %s", fd)
		}
	}
	if len(fds) < 3 {
		t.Errorf("descriptors %v: not even standard input, output and error", fds)
	}
}
