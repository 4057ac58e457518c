package model

import (
	"sync"
	"sync/atomic"
	"testing"
)

// TestMemo: a value is computed once per key for every caller of a built
// model, also when they ask at once, and every time for a model made
// without Build.
func TestMemo(t *testing.T) {
	type key struct{ n int }
	m := Build(nil)
	var calls atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if v := m.Memo(key{1}, func() any { calls.Add(1); return "one" }); v != "one" {
				t.Errorf("Memo(key{1}) = %v", v)
			}
		}()
	}
	wg.Wait()
	if calls.Load() != 1 {
		t.Errorf("computed %d times, want once", calls.Load())
	}
	if v := m.Memo(key{2}, func() any { return "two" }); v != "two" {
		t.Errorf("Memo(key{2}) = %v: keys are told apart", v)
	}
	var bare Model
	for range 2 {
		bare.Memo(key{1}, func() any { calls.Add(1); return nil })
	}
	if calls.Load() != 3 {
		t.Errorf("a model made without Build computed %d times in all, want 3", calls.Load())
	}
}
