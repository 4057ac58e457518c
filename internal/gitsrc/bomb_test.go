package gitsrc_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/vcqlint/vcqlint/internal/gitsrc"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
)

// A "tree bomb": 24 levels of trees whose two entries are the same
// subtree describe 2^24 files in a few hundred bytes of objects. Listing
// stops with an error at the entry cap instead of using time and memory
// in proportion to the paths described. The bound is generous.
func TestTreeBombStops(t *testing.T) {
	r := gittest.Init(t)
	blob := r.Git.Storer.NewEncodedObject()
	blob.SetType(plumbing.BlobObject)
	blobHash, err := r.Git.Storer.SetEncodedObject(blob)
	if err != nil {
		t.Fatal(err)
	}
	h := r.Store(&object.Tree{Entries: []object.TreeEntry{{Name: "q.yaml", Mode: filemode.Regular, Hash: blobHash}}})
	for range 24 {
		h = r.Store(&object.Tree{Entries: []object.TreeEntry{{Name: "a", Mode: filemode.Dir, Hash: h}, {Name: "b", Mode: filemode.Dir, Hash: h}}})
	}
	r.CommitTree("bomb", h)
	repo, err := gitsrc.Open(context.Background(), r.Dir, "", gitsrc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = repo.Tree()
	if err == nil || !strings.Contains(err.Error(), "more than 1048576 entries") {
		t.Errorf("listing a tree bomb: %v, want the entry cap", err)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("listing took %v", d)
	}
}
