package kustomize_test

import (
	"path/filepath"
	"testing"

	"github.com/vcqlint/vcqlint/bench/overlay"
	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/linter"
)

// BenchmarkVolcanoSizedOverlay loads (plans, builds in this process and
// maps) one overlay of a base shaped like Volcano's installer manifest
// (bench/overlay: 1.09 MB, 22 CustomResourceDefinitions). bench/overlays.sh
// measures the same as a program, with its sandbox worker.
func BenchmarkVolcanoSizedOverlay(b *testing.B) {
	dir := b.TempDir()
	if err := overlay.Generate(overlay.Options{}).Write(dir); err != nil {
		b.Fatal(err)
	}
	roots, err := boundary.Single(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer roots.Close()
	opts := linter.Options{Paths: []string{filepath.Join(dir, "overlays", "prod")}, Workers: 1, Roots: roots}
	for b.Loop() {
		res := linter.Load(opts)
		if res.HasInputErrors() || res.Objects == 0 {
			b.Fatalf("%+v", res.Diagnostics)
		}
	}
}
