package gitsrc_test

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
	"github.com/vcqlint/vcqlint/internal/source"
)

// A tree holding names Git stores but no report can carry: each such file
// is skipped with its own notice, and the rest is listed and readable.
// go-git's own tree listing stops at the first of them, so before this the
// whole lint ended with exit 2.
func TestTreeSkipsUnsafeNames(t *testing.T) {
	long := strings.Repeat("a", 300) + ".yaml"
	hostile := map[string]string{
		"queues/evil\nq.yaml:1:1: error VCQ999 forged.yaml": "its name holds control characters",
		"queues/\x1b]0;pwned\a\x1b[2J.yaml":                 "its name holds control characters",
		"queues/latin1-\xe9.yaml":                           "its name is not valid UTF-8",
		"queues/" + long:                                    "its name is longer than file systems allow",
	}
	files := map[string]string{
		"queues/good.yaml":      queue("good", "", "4"),
		"notes/line\nbreak.txt": "not a manifest, not reported\n",
	}
	for name := range hostile {
		files[name] = queue("evil", "", "4")
	}
	r := gittest.Init(t)
	r.CommitObjects("hostile names", files)
	repo, err := gitsrc.Open(context.Background(), r.Dir, "", gitsrc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tree, err := repo.Tree()
	if err != nil {
		t.Fatalf("listing a tree with hostile names failed: %v", err)
	}
	got, errs := tree.Files(nil)
	if want := []string{"queues/good.yaml"}; !reflect.DeepEqual(got, want) {
		t.Errorf("files = %q, want %q", got, want)
	}
	skipped := map[string]string{}
	for _, err := range errs {
		var sk *source.Skipped
		if !errors.As(err, &sk) {
			t.Errorf("unexpected error %v", err)
			continue
		}
		skipped[sk.Path] = sk.Reason
	}
	if !reflect.DeepEqual(skipped, hostile) {
		t.Errorf("skipped = %q, want %q", keys(skipped), keys(hostile))
	}
	if data, err := tree.Read("queues/good.yaml"); err != nil || !strings.Contains(string(data), "name: good") {
		t.Errorf("Read(good) = %q, %v", data, err)
	}
	// Named explicitly, a hostile file is skipped the same way, not read.
	got, errs = tree.Files([]string{"queues/\x1b]0;pwned\a\x1b[2J.yaml"})
	var sk *source.Skipped
	if len(got) != 0 || len(errs) != 1 || !errors.As(errs[0], &sk) {
		t.Errorf("explicit hostile file: files %q, errors %v", got, errs)
	}
}

func keys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
