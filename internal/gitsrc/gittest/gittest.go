// Package gittest builds real Git repositories in temporary directories
// with go-git, for the tests of gitsrc and the CLI. Nothing is mocked: the
// repositories are ordinary ones the git binary can read too.
package gittest

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// Repo is a repository with a work tree under Dir.
type Repo struct {
	t    testing.TB
	Dir  string
	Git  *git.Repository
	when time.Time
}

// Init creates an empty repository in a new temporary directory, with main
// as its initial branch.
func Init(t testing.TB) *Repo {
	t.Helper()
	dir := t.TempDir()
	r, err := git.PlainInitWithOptions(dir, &git.PlainInitOptions{
		InitOptions: git.InitOptions{DefaultBranch: plumbing.NewBranchReferenceName("main")},
	})
	if err != nil {
		t.Fatalf("git init %s: %v", dir, err)
	}
	return &Repo{t: t, Dir: dir, Git: r, when: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
}

// Write writes files (slash-separated paths relative to the work tree)
// without committing; an empty content removes the file.
func (r *Repo) Write(files map[string]string) {
	r.t.Helper()
	for name, content := range files {
		p := filepath.Join(r.Dir, filepath.FromSlash(name))
		if content == "" {
			if err := os.Remove(p); err != nil {
				r.t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			r.t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			r.t.Fatal(err)
		}
	}
}

// Commit writes files, stages every change and commits; it returns the
// commit hash.
func (r *Repo) Commit(msg string, files map[string]string) plumbing.Hash {
	r.t.Helper()
	r.Write(files)
	wt, err := r.Git.Worktree()
	if err != nil {
		r.t.Fatal(err)
	}
	if err := wt.AddWithOptions(&git.AddOptions{All: true}); err != nil {
		r.t.Fatalf("git add: %v", err)
	}
	r.when = r.when.Add(time.Minute)
	sig := &object.Signature{Name: "vcqlint test", Email: "test@vcqlint.invalid", When: r.when}
	h, err := wt.Commit(msg, &git.CommitOptions{Author: sig, Committer: sig, AllowEmptyCommits: true})
	if err != nil {
		r.t.Fatalf("git commit: %v", err)
	}
	return h
}

// Tag creates a lightweight tag, or an annotated one when annotated is set,
// at the current HEAD.
func (r *Repo) Tag(name string, annotated bool) {
	r.t.Helper()
	head, err := r.Git.Head()
	if err != nil {
		r.t.Fatal(err)
	}
	var opts *git.CreateTagOptions
	if annotated {
		opts = &git.CreateTagOptions{Message: "release " + name,
			Tagger: &object.Signature{Name: "vcqlint test", Email: "test@vcqlint.invalid", When: r.when}}
	}
	if _, err := r.Git.CreateTag(name, head.Hash(), opts); err != nil {
		r.t.Fatalf("git tag %s: %v", name, err)
	}
}

// Branch creates a branch at HEAD and checks it out.
func (r *Repo) Branch(name string) {
	r.t.Helper()
	wt, err := r.Git.Worktree()
	if err != nil {
		r.t.Fatal(err)
	}
	if err := wt.Checkout(&git.CheckoutOptions{Branch: plumbing.NewBranchReferenceName(name), Create: true, Keep: true}); err != nil {
		r.t.Fatalf("git checkout -b %s: %v", name, err)
	}
}

// Checkout switches the work tree to an existing branch.
func (r *Repo) Checkout(branch string) {
	r.t.Helper()
	wt, err := r.Git.Worktree()
	if err != nil {
		r.t.Fatal(err)
	}
	if err := wt.Checkout(&git.CheckoutOptions{Branch: plumbing.NewBranchReferenceName(branch)}); err != nil {
		r.t.Fatalf("git checkout %s: %v", branch, err)
	}
}

// URL is the repository's file:// URL, for clone tests.
func (r *Repo) URL() string { return "file://" + filepath.ToSlash(r.Dir) }

// Head returns the hash HEAD points at.
func (r *Repo) Head(t testing.TB) string {
	t.Helper()
	h, err := r.Git.Head()
	if err != nil {
		t.Fatal(err)
	}
	return h.Hash().String()
}

// CommitObjects commits files by writing the blob, tree and commit objects
// directly, without the work tree, and moves the current branch to the new
// commit. Git stores names no work tree can hold, or that go-git refuses to
// check out (a line break or ESC in a name, invalid UTF-8, over-long
// names); this is how hostile repositories are made.
func (r *Repo) CommitObjects(msg string, files map[string]string) plumbing.Hash {
	r.t.Helper()
	return r.CommitTree(msg, r.treeObject(files))
}

// CommitTree commits a tree already stored (see Store) and moves the
// current branch to the new commit.
func (r *Repo) CommitTree(msg string, root plumbing.Hash) plumbing.Hash {
	r.t.Helper()
	r.when = r.when.Add(time.Minute)
	sig := object.Signature{Name: "vcqlint test", Email: "test@vcqlint.invalid", When: r.when}
	c := &object.Commit{Author: sig, Committer: sig, Message: msg, TreeHash: root}
	if head, err := r.Git.Head(); err == nil {
		c.ParentHashes = []plumbing.Hash{head.Hash()}
	}
	h := r.Store(c)
	head, err := r.Git.Storer.Reference(plumbing.HEAD)
	if err != nil {
		r.t.Fatal(err)
	}
	if err := r.Git.Storer.SetReference(plumbing.NewHashReference(head.Target(), h)); err != nil {
		r.t.Fatal(err)
	}
	return h
}

// treeObject stores files (slash-separated paths) as a tree, subtrees first.
func (r *Repo) treeObject(files map[string]string) plumbing.Hash {
	r.t.Helper()
	sub := map[string]map[string]string{}
	var entries []object.TreeEntry
	for name, content := range files {
		if dir, rest, nested := strings.Cut(name, "/"); nested {
			if sub[dir] == nil {
				sub[dir] = map[string]string{}
			}
			sub[dir][rest] = content
			continue
		}
		blob := &plumbing.MemoryObject{}
		blob.SetType(plumbing.BlobObject)
		if _, err := blob.Write([]byte(content)); err != nil {
			r.t.Fatal(err)
		}
		h, err := r.Git.Storer.SetEncodedObject(blob)
		if err != nil {
			r.t.Fatal(err)
		}
		entries = append(entries, object.TreeEntry{Name: name, Mode: filemode.Regular, Hash: h})
	}
	for dir, files := range sub {
		entries = append(entries, object.TreeEntry{Name: dir, Mode: filemode.Dir, Hash: r.treeObject(files)})
	}
	// Git sorts entries by name, a directory as if its name ended in "/".
	key := func(e object.TreeEntry) string {
		if e.Mode == filemode.Dir {
			return e.Name + "/"
		}
		return e.Name
	}
	sort.Slice(entries, func(i, j int) bool { return key(entries[i]) < key(entries[j]) })
	return r.Store(&object.Tree{Entries: entries})
}

// Store writes an object (a tree, a commit) into the repository.
func (r *Repo) Store(o interface {
	Encode(plumbing.EncodedObject) error
}) plumbing.Hash {
	r.t.Helper()
	enc := r.Git.Storer.NewEncodedObject()
	if err := o.Encode(enc); err != nil {
		r.t.Fatal(err)
	}
	h, err := r.Git.Storer.SetEncodedObject(enc)
	if err != nil {
		r.t.Fatal(err)
	}
	return h
}
