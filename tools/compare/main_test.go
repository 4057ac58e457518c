package main

import (
	"strings"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	if got := median([]time.Duration{5, 1, 3}); got != 3 {
		t.Errorf("odd: %v, want 3", got)
	}
	if got := median([]int64{4, 1, 3, 2}); got != 2 {
		t.Errorf("even: %v, want 2 (mean of 2 and 3, truncated)", got)
	}
}

func TestMeasureAndReport(t *testing.T) {
	var cmds commandFlags
	for _, c := range []string{"ok=true", "findings=false"} {
		if err := cmds.Set(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := measure(cmds, 1, 3); err != nil {
		t.Fatal(err)
	}
	for _, c := range cmds {
		if len(c.cpu) != 3 || len(c.wall) != 3 || len(c.rss) != 3 {
			t.Fatalf("%s: %d/%d/%d samples, want 3 (warm-up not counted)", c.name, len(c.cpu), len(c.wall), len(c.rss))
		}
		if median(c.rss) <= 0 {
			t.Errorf("%s: no peak RSS", c.name)
		}
	}
	var b strings.Builder
	if err := report(&b, cmds, "ok"); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "| ok |") || !strings.Contains(out, "| findings |") || !strings.Contains(out, "ratios to ok") {
		t.Errorf("report:\n%s", out)
	}
	if err := report(&b, cmds, "absent"); err == nil {
		t.Error("a -base naming no command was accepted")
	}
}

func TestFailingCommandStops(t *testing.T) {
	var cmds commandFlags
	if err := cmds.Set("bad=ls /nonexistent-vcqlint-bench"); err != nil {
		t.Fatal(err)
	}
	err := measure(cmds, 0, 1)
	if err == nil || !strings.Contains(err.Error(), "bad") {
		t.Errorf("ls of a missing path (exit 2): %v, want an error naming the command", err)
	}
	if err := cmds.Set("noargs="); err == nil {
		t.Error("an empty command was accepted")
	}
}
