package configfile_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/configfile"
)

func TestRead(t *testing.T) {
	if d := configfile.Read("bin.yaml", []byte("failOn: \x00")); len(d.Unreadable) != 1 || d.Root != nil {
		t.Errorf("binary: %+v", d)
	}
	if d := configfile.Read("bad.yaml", []byte("a: [\n")); len(d.Unreadable) != 1 || !strings.HasPrefix(d.Unreadable[0].Msg, "not valid YAML") {
		t.Errorf("syntax: %+v", d.Unreadable)
	}
	if d := configfile.Read("empty.yaml", nil); d.Root != nil || len(d.Unreadable) != 0 {
		t.Errorf("empty: %+v", d)
	}
	text := "failOn: warning\nfailOn: info\nhelm:\n- chart: c\n  set: {b.c: 3, a: \"x\", d: !!int nope}\n- chart: d\ncluster:\n  allocatable: {cpu: 4}\n---\nsecond: 1\n"
	d := configfile.Read("c.yaml", []byte(text))
	if d.Second == nil || d.Second.Line != 10 {
		t.Errorf("second document: %+v", d.Second)
	}
	if d.Shape.FailOn != "info" || len(d.Duplicates) != 1 || d.Duplicates[0].Key.Line != 2 || d.Duplicates[0].First.Line != 1 {
		t.Errorf("failOn %q, duplicates %+v", d.Shape.FailOn, d.Duplicates)
	}
	if len(d.HelmSets) != 2 || len(d.HelmSets[0]) != 3 || d.HelmSets[1] != nil {
		t.Fatalf("helm sets %+v", d.HelmSets)
	}
	set := d.HelmSets[0]
	if set[0].Key.Value != "b.c" || set[0].Value != 3 || set[1].Value != "x" || set[2].Err == nil {
		t.Errorf("set values in file order, decoded: %+v", set)
	}
	if d.Cluster == nil || d.Cluster.File != "c.yaml" || d.Cluster.Root.Line != 8 {
		t.Errorf("cluster section %+v", d.Cluster)
	}
}
