package kustomize_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/vcqlint/vcqlint/bench/overlay"
	"github.com/vcqlint/vcqlint/internal/linter"
)

// BenchmarkVolcanoSizedOverlay loads (builds and maps) one overlay of a
// base shaped like Volcano's installer manifest (bench/overlay).
func BenchmarkVolcanoSizedOverlay(b *testing.B) {
	dir := b.TempDir()
	if d := os.Getenv("VCQ_BENCH_DIR"); d != "" {
		dir = d
	} else
	if err := overlay.Generate(overlay.Options{}).Write(dir); err != nil {
		b.Fatal(err)
	}
	opts := linter.Options{Paths: []string{filepath.Join(dir, "overlays", "prod")}, Workers: 1}
	for b.Loop() {
		res := linter.Load(opts)
		if res.HasInputErrors() || res.Objects == 0 {
			b.Fatalf("%+v", res.Diagnostics)
		}
	}
}
