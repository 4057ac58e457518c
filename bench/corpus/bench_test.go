package corpus_test

// Benchmarks of the whole pipeline against the physical floor. Run them as
// the README's Performance section says:
//
//	go test -run=NONE -bench='Estate/queues=1000$' -benchtime=5x ./bench/corpus
//	go test -run=NONE -bench='Estate/queues=10000$' -benchtime=5x ./bench/corpus
//	go test -run=NONE -bench='Estate/queues=100000$' -benchtime=1x -timeout=60m ./bench/corpus
//	go test -run=NONE -bench=Startup ./bench/corpus

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/bench/corpus"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/yamlfast"
)

// estateSizes are the queue counts benchmarked; jobs are a fifth of the
// queues (2,000 Jobs and PodGroups for 10,000 queues).
var estateSizes = []int{1000, 10000, 100000}

// floor reads every file of dir and parses it with the YAML node API
// (go.yaml.in/yaml/v3: one Decoder per file, each document decoded into a
// yaml.Node), on the same bounded worker pool and with the same worker
// count as the linter, and nothing else: what reading the estate costs
// with the standard parser, the reference #17 sets. vcqlint parses the
// common subset with its own, faster parser (internal/yamlfast, same
// trees), so it can cost less than this floor; see fastFloor.
func floor(tb testing.TB, dir string, workers int) { readAndParse(tb, dir, workers, decodeV3) }

// fastFloor is floor with vcqlint's own parser (internal/yamlfast, yaml.v3
// for a file it declines): what vcqlint cannot avoid, so that lint's time
// over it is the cost of everything past parsing (model, rules,
// suppressions), the reference of issue 28 (at most 1.5x).
func fastFloor(tb testing.TB, dir string, workers int) {
	readAndParse(tb, dir, workers, func(data []byte) (int, error) {
		if docs, ok := yamlfast.Parse(data); ok {
			return len(docs), nil
		}
		return decodeV3(data)
	})
}

// readAndParse reads every file of dir on workers goroutines and parses
// each with parse, which returns its number of documents.
func readAndParse(tb testing.TB, dir string, workers int, parse func([]byte) (int, error)) {
	names, errs := source.Expand([]string{dir})
	if len(errs) > 0 {
		tb.Fatal(errs)
	}
	var mu sync.Mutex
	docs := 0
	source.Each(names, source.OS(nil), workers, func(_ int, f source.File) {
		if f.Err != nil {
			tb.Error(f.Err)
			return
		}
		n, err := parse(f.Data)
		if err != nil {
			tb.Errorf("%s: %v", f.Name, err)
		}
		mu.Lock()
		docs += n
		mu.Unlock()
	})
	if docs == 0 {
		tb.Fatal("floor parsed no document")
	}
}

// decodeV3 decodes every document of data with one yaml.v3 Decoder.
func decodeV3(data []byte) (int, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	n := 0
	for {
		var node yaml.Node
		if err := dec.Decode(&node); err != nil {
			if errors.Is(err, io.EOF) {
				return n, nil
			}
			return n, err
		}
		n++
	}
}

// heapSampler records the peak HeapInuse while it runs. It reads it
// through runtime/metrics (heap objects + unused heap span space, which is
// exactly MemStats.HeapInuse): runtime.ReadMemStats stops the world, and
// doing that every few milliseconds would slow down what it measures.
type heapSampler struct {
	stop chan struct{}
	done chan uint64
}

func sampleHeap(every time.Duration) *heapSampler {
	s := &heapSampler{stop: make(chan struct{}), done: make(chan uint64)}
	go func() {
		samples := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/unused:bytes"}}
		inuse := func() uint64 {
			metrics.Read(samples)
			return samples[0].Value.Uint64() + samples[1].Value.Uint64()
		}
		var peak uint64
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			peak = max(peak, inuse())
			select {
			case <-s.stop:
				s.done <- max(peak, inuse())
				return
			case <-t.C:
			}
		}
	}()
	return s
}

func (s *heapSampler) Peak() uint64 {
	close(s.stop)
	return <-s.done
}

// BenchmarkEstate lints generated estates of 1k, 10k and 100k queues.
//
//   - floor: read and YAML-parse every file (see floor), nothing else;
//   - fastfloor: the same with vcqlint's own parser (see fastFloor);
//   - lint: linter.Run with the real engine and every default rule, as the
//     CLI runs it (report formatting aside). Each iteration also runs both
//     floors with the timer stopped, right before, and reports the ratios
//     (x-floor, x-fast-floor): all see the same machine load, which on a
//     shared machine makes the ratios steadier than separate runs. It
//     reports the peak HeapInuse (peak-heap-MiB, sampled every 2 ms) and
//     checks that exactly the planted findings were reported.
func BenchmarkEstate(b *testing.B) {
	parent := b
	eng := newEngine(b)
	workers := source.Workers()
	for _, n := range estateSizes {
		var c *corpus.Corpus
		var dir string
		setup := func(b *testing.B) {
			if c == nil {
				c = corpus.Generate(corpus.Options{Seed: 1, Queues: n})
				dir = parent.TempDir() // shared by floor and lint
				if err := c.Write(dir); err != nil {
					b.Fatal(err)
				}
				c.Files = nil // keep only what the checks need in memory
			}
			b.SetBytes(int64(c.Bytes))
		}
		b.Run(fmt.Sprintf("queues=%d/floor", n), func(b *testing.B) {
			setup(b)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				floor(b, dir, workers)
			}
		})
		b.Run(fmt.Sprintf("queues=%d/fastfloor", n), func(b *testing.B) {
			setup(b)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				fastFloor(b, dir, workers)
			}
		})
		b.Run(fmt.Sprintf("queues=%d/lint", n), func(b *testing.B) {
			setup(b)
			b.ReportAllocs()
			var floorTime, fastTime, lintTime time.Duration
			var peak uint64
			var res *linter.Result
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				runtime.GC()
				start := time.Now()
				floor(b, dir, workers)
				floorTime += time.Since(start)
				runtime.GC()
				start = time.Now()
				fastFloor(b, dir, workers)
				fastTime += time.Since(start)
				runtime.GC()
				s := sampleHeap(2 * time.Millisecond)
				b.StartTimer()

				start = time.Now()
				var err error
				res, err = linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}, Workers: workers})
				lintTime += time.Since(start)

				b.StopTimer()
				peak = max(peak, s.Peak())
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			b.StopTimer()
			b.ReportMetric(float64(floorTime.Nanoseconds())/float64(b.N), "floor-ns/op")
			b.ReportMetric(float64(lintTime)/float64(floorTime), "x-floor")
			b.ReportMetric(float64(lintTime)/float64(fastTime), "x-fast-floor")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MiB")
			check(b, c, res)
		})
	}
}

// BenchmarkStartup is a small repository (5 files, 20 queues) linted from
// scratch as the CLI does: read the built-in policies, compile them, build
// the engine, lint. .ci/bench-startup.sh times the real binary.
func BenchmarkStartup(b *testing.B) {
	c := corpus.Generate(corpus.Options{Seed: 1, Queues: 20, Files: 5})
	dir := b.TempDir()
	if err := c.Write(dir); err != nil {
		b.Fatal(err)
	}
	b.Run("compile+lint", func(b *testing.B) {
		b.ReportAllocs()
		var res *linter.Result
		for range b.N {
			eng := newEngine(b)
			var err error
			if res, err = linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}}); err != nil {
				b.Fatal(err)
			}
		}
		check(b, c, res)
	})
	b.Run("compile", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			newEngine(b)
		}
	})
}

// BenchmarkCharts lints a repository of 50 Helm charts in the shape of
// Volcano's (a scheduler ConfigMap from config/volcano-scheduler.conf read
// with .Files.Glob ... AsConfig, a Queue from values), rendered in-process.
// Each chart plants a capacity+proportion clash in its .conf and a weight 0
// in its values.yaml; the run must find exactly those, at those files.
func BenchmarkCharts(b *testing.B) {
	const charts = 50
	dir := b.TempDir()
	for i := range charts {
		writeChart(b, filepath.Join(dir, fmt.Sprintf("chart-%02d", i)), i)
	}
	eng := newEngine(b)
	b.ReportAllocs()
	var res *linter.Result
	for range b.N {
		var err error
		if res, err = linter.Run(context.Background(), eng, linter.Options{Paths: []string{dir}}); err != nil {
			b.Fatal(err)
		}
	}
	for _, d := range res.Diagnostics {
		if d.Level == loader.LevelError {
			b.Errorf("input error: %s: %s", d.Pos, d.Msg)
		}
	}
	got := map[string]int{}
	for _, f := range res.Findings {
		got[f.RuleID+" "+filepath.Base(f.Pos.File)]++
	}
	want := map[string]int{"VCQ101 volcano-scheduler.conf": charts, "VCQ305 values.yaml": charts}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		b.Errorf("findings by rule and file: %v, want %v", got, want)
	}
}

func writeChart(tb testing.TB, dir string, i int) {
	tb.Helper()
	files := map[string]string{
		"Chart.yaml":                    fmt.Sprintf("apiVersion: v2\nname: chart-%02d\nversion: 0.1.0\n", i),
		"values.yaml":                   fmt.Sprintf("basic:\n  scheduler_config_file: config/volcano-scheduler.conf\ncustom:\n  scheduler_config_override: ~\nqueue:\n  name: team-%02d\n  weight: 0\n  capability:\n    cpu: \"8\"\n", i),
		"config/volcano-scheduler.conf": "actions: \"enqueue, allocate, backfill\"\ntiers:\n- plugins:\n  - name: priority\n  - name: gang\n- plugins:\n  - name: drf\n  - name: proportion\n  - name: capacity\n",
		"templates/_helpers.tpl":        "{{- define \"labels\" -}}\napp: {{ .Chart.Name }}\n{{- end }}\n",
		"templates/scheduler.yaml": "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-scheduler-configmap\n  labels:\n    {{- include \"labels\" . | nindent 4 }}\ndata:\n" +
			"  {{- if .Values.custom.scheduler_config_override }}\n  volcano-scheduler.conf: |\n    {{- .Values.custom.scheduler_config_override | nindent 4 }}\n  {{- else }}\n" +
			"  {{- (.Files.Glob .Values.basic.scheduler_config_file).AsConfig | nindent 2 }}\n  {{- end }}\n",
		"templates/queue.yaml": "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: {{ .Values.queue.name }}\nspec:\n  weight: {{ .Values.queue.weight }}\n  capability:\n    {{- toYaml .Values.queue.capability | nindent 4 }}\n",
	}
	for name, body := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
}
