package oraclegen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCompareFileAndQueueVerdicts(t *testing.T) {
	vs := []Verdict{
		{File: "f", Queue: "a", Allowed: false},
		{File: "f", Queue: "b", Allowed: false},
		{File: "f", Queue: "c", Allowed: true},
		{File: "f", Queue: "d", Allowed: true},
		{File: "f", Queue: "e", Parent: "b", Allowed: false, Message: "failed to get parent queue b of queue e"},
		{File: "f", Queue: "g", Parent: "x", Allowed: false, Message: "failed to get parent queue x of queue g"},
	}
	fs := []Finding{
		{Rule: "VCQ303", Severity: "error", Object: "Queue/a"},
		{Rule: "VCQ303", Severity: "error", Object: "Queue/c"},
		{Rule: "VCQ207", Severity: "error", Object: "Queue/b"},   // not an admission rule
		{Rule: "VCQ205", Severity: "warning", Object: "Queue/d"}, // not an error
	}
	o := Compare("f", vs, fs)
	if !o.VolcanoRejects || !o.VcqlintRejects || !o.Agree() {
		t.Fatalf("want both rejecting, got %+v", o)
	}
	want := QueueMatrix{Both: 1, OnlyVolcano: 2, OnlyVcqlint: 1, Neither: 1, Cascade: 1}
	if o.Queues != want {
		t.Fatalf("queue matrix %+v, want %+v", o.Queues, want)
	}
	if o := Compare("f", vs[2:4], fs[2:]); o.VolcanoRejects || o.VcqlintRejects || !o.Agree() {
		t.Fatalf("want both accepting, got %+v", o)
	}
	if o := Compare("f", vs[2:4], fs[:1]); o.Agree() {
		t.Fatalf("vcqlint rejecting what Volcano accepts must disagree: %+v", o)
	}
}

func TestReadKnown(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good")
	if err := os.WriteFile(good, []byte("# comment\n\ns1.yaml depth-limit validate_queue.go:511@v1.15.1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	k, err := ReadKnown(good)
	if err != nil || len(k) != 1 || k["s1.yaml"].Class != "depth-limit" || k["s1.yaml"].Source != "validate_queue.go:511@v1.15.1" {
		t.Fatalf("got %v, %v", k, err)
	}
	for name, body := range map[string]string{
		"short":     "s1.yaml depth-limit\n",
		"duplicate": "s1.yaml a b\ns1.yaml a b\n",
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadKnown(p); err == nil || !strings.Contains(err.Error(), p+":") {
			t.Errorf("%s: want an error naming %s:LINE, got %v", name, p, err)
		}
	}
}

func TestSeedOf(t *testing.T) {
	for _, f := range []string{Name(42) + ".yaml", Name(42)} {
		if s, err := SeedOf(f); err != nil || s != 42 {
			t.Errorf("SeedOf(%q) = %d, %v", f, s, err)
		}
	}
	for _, f := range []string{"x.yaml", "s42.yaml", "s000000042.yaml"} {
		if _, err := SeedOf(f); err == nil {
			t.Errorf("SeedOf(%q): want an error", f)
		}
	}
}

func TestReadVerdictsReportsTheBadLine(t *testing.T) {
	p := filepath.Join(t.TempDir(), "v.jsonl")
	if err := os.WriteFile(p, []byte(`{"file":"a","queue":"q","allowed":true}`+"\n{oops\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadVerdicts(p); err == nil || !strings.Contains(err.Error(), p+":2") {
		t.Fatalf("want an error at %s:2, got %v", p, err)
	}
}
