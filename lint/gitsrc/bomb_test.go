package gitsrc_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/vcqlint/vcqlint/lint/gitsrc"
	"github.com/vcqlint/vcqlint/lint/gitsrc/gittest"
)

// A "tree bomb": 24 levels of trees whose two entries are the same
// subtree describe 2^24 files in a few hundred bytes of objects. Listing
// stops with an error at the entry cap instead of using time and memory
// in proportion to the paths described. The bound is generous.
func TestTreeBombStops(t *testing.T) {
	r := gittest.Init(t)
	store := func(o interface {
		Encode(plumbing.EncodedObject) error
	}) plumbing.Hash {
		enc := r.Git.Storer.NewEncodedObject()
		if err := o.Encode(enc); err != nil {
			t.Fatal(err)
		}
		h, err := r.Git.Storer.SetEncodedObject(enc)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	blob := r.Git.Storer.NewEncodedObject()
	blob.SetType(plumbing.BlobObject)
	blobHash, err := r.Git.Storer.SetEncodedObject(blob)
	if err != nil {
		t.Fatal(err)
	}
	h := store(&object.Tree{Entries: []object.TreeEntry{{Name: "q.yaml", Mode: filemode.Regular, Hash: blobHash}}})
	for range 24 {
		h = store(&object.Tree{Entries: []object.TreeEntry{{Name: "a", Mode: filemode.Dir, Hash: h}, {Name: "b", Mode: filemode.Dir, Hash: h}}})
	}
	sig := object.Signature{Name: "t", Email: "t@vcqlint.invalid", When: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	c := store(&object.Commit{Author: sig, Committer: sig, Message: "bomb", TreeHash: h})
	head, err := r.Git.Storer.Reference(plumbing.HEAD)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Git.Storer.SetReference(plumbing.NewHashReference(head.Target(), c)); err != nil {
		t.Fatal(err)
	}
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
