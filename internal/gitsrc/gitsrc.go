// Package gitsrc lints a Git tree without a work tree: a local repository
// opened in place, or a remote one cloned into memory, read in-process with
// go-git (no git binary needed for local paths and http(s)/ssh URLs). It
// also works out which lines changed since a revision (--new-from-rev).
package gitsrc

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/storage/memory"

	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/source"
)

// Repo is a repository opened for reading, and the commit a ref named.
type Repo struct {
	repo *git.Repository
	// Location is what the user gave: a path or a URL.
	Location string
	// Ref is the ref the caller asked for ("" means HEAD).
	Ref string
	// Commit is the commit Ref resolved to.
	Commit plumbing.Hash
	// workTree is the top directory of a local non-bare repository.
	workTree string
	// cloned says the repository was cloned from a URL into memory.
	cloned bool
	// mu serialises object reads: go-git's storages are not documented as
	// safe for concurrent use, and the linter reads files in parallel.
	mu sync.Mutex
}

// Options tune Open.
type Options struct {
	// FullHistory clones a remote repository with its whole history instead
	// of depth 1, so that other revisions (--new-from-rev) resolve.
	FullHistory bool
}

// scpLike matches Git's "user@host:path" form of an ssh URL; compiled on
// first use, since package initialisation runs on every vcqlint start.
var scpLike = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:`) })

// IsURL reports whether location names a remote repository rather than a
// local path. An existing local path always wins.
func IsURL(location string) bool {
	if _, err := os.Stat(location); err == nil {
		return false
	}
	return strings.Contains(location, "://") || scpLike().MatchString(location)
}

// Open opens the repository at location at ref ("" means HEAD): a local path
// (a work tree, any directory inside one, or a bare repository) is opened in
// place; a URL is cloned into memory, with depth 1 unless ref is a commit
// hash or opts.FullHistory is set.
func Open(ctx context.Context, location, ref string, opts Options) (*Repo, error) {
	if location == "" {
		return nil, errors.New("no repository given")
	}
	if IsURL(location) {
		return clone(ctx, location, ref, opts)
	}
	return openLocal(location, ref)
}

func openLocal(location, ref string) (*Repo, error) {
	repo, err := git.PlainOpenWithOptions(location, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if errors.Is(err, git.ErrRepositoryNotExists) {
		// Detection looks for a .git directory upward; a bare repository
		// is its own git directory.
		repo, err = git.PlainOpenWithOptions(location, &git.PlainOpenOptions{})
	}
	if err != nil {
		if errors.Is(err, git.ErrRepositoryNotExists) {
			if _, statErr := os.Stat(location); statErr != nil {
				return nil, fmt.Errorf("%s: %w", location, unwrapPathError(statErr))
			}
			return nil, fmt.Errorf("%s is not a Git repository (nor inside one)", location)
		}
		return nil, fmt.Errorf("open Git repository %s: %w", location, err)
	}
	r := &Repo{repo: repo, Location: location, Ref: ref}
	if wt, err := repo.Worktree(); err == nil {
		r.workTree = wt.Filesystem.Root()
	}
	r.Commit, err = r.resolve(ref)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// clone fetches a remote repository into memory. It lists the remote's refs
// first, so that an unknown ref or an unreachable URL is reported clearly
// and a branch or tag is fetched alone with depth 1.
func clone(ctx context.Context, url, ref string, opts Options) (*Repo, error) {
	remote := git.NewRemote(memory.NewStorage(), &config.RemoteConfig{Name: "origin", URLs: []string{url}})
	refs, err := remote.ListContext(ctx, &git.ListOptions{})
	if errors.Is(err, transport.ErrEmptyRemoteRepository) {
		return nil, fmt.Errorf("%s has no commits", url)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot reach Git repository %s: %w", url, err)
	}
	co := &git.CloneOptions{URL: url, Tags: git.NoTags}
	if !opts.FullHistory {
		co.Depth = 1
	}
	switch name, found := findRef(refs, ref); {
	case ref == "":
		// The remote's default branch, as git clone does.
		co.SingleBranch = !opts.FullHistory
	case found:
		co.ReferenceName = name
		co.SingleBranch = !opts.FullHistory
	case looksLikeHash(ref):
		// A commit is not advertised; fetch everything and resolve it.
		co.Depth = 0
		co.Tags = git.AllTags
	default:
		return nil, fmt.Errorf("unknown ref %q in %s (it is no branch or tag there%s)", ref, url, refHint(refs))
	}
	if opts.FullHistory {
		co.Tags = git.AllTags
	}
	repo, err := git.CloneContext(ctx, memory.NewStorage(), nil, co)
	if err != nil {
		switch {
		case errors.Is(err, plumbing.ErrReferenceNotFound) || errors.Is(err, git.ErrBranchNotFound):
			return nil, fmt.Errorf("unknown ref %q in %s", ref, url)
		case errors.Is(err, transport.ErrEmptyRemoteRepository):
			return nil, fmt.Errorf("%s has no commits", url)
		}
		return nil, fmt.Errorf("clone %s: %w", url, err)
	}
	r := &Repo{repo: repo, Location: url, Ref: ref, cloned: true}
	head, err := repo.Head()
	if err != nil {
		return nil, fmt.Errorf("%s: no HEAD after cloning: %w", url, err)
	}
	r.Commit = head.Hash()
	if ref != "" {
		// The cloned HEAD is the ref itself for a branch or tag; a hash (or
		// any ref with full history) is resolved among the fetched objects.
		if _, found := findRef(refs, ref); !found || opts.FullHistory {
			if r.Commit, err = r.resolve(ref); err != nil {
				return nil, err
			}
		} else if r.Commit, err = r.peel(head.Hash()); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// findRef finds ref among a remote's advertised references: a full name, a
// branch or a tag.
func findRef(refs []*plumbing.Reference, ref string) (plumbing.ReferenceName, bool) {
	if ref == "" {
		return "", false
	}
	for _, want := range []plumbing.ReferenceName{
		plumbing.ReferenceName(ref), plumbing.NewBranchReferenceName(ref), plumbing.NewTagReferenceName(ref),
	} {
		for _, r := range refs {
			if r.Name() == want && r.Name() != plumbing.HEAD {
				return want, true
			}
		}
	}
	return "", false
}

// refHint lists a few of the remote's branches and tags for an error message.
func refHint(refs []*plumbing.Reference) string {
	var names []string
	for _, r := range refs {
		if r.Name().IsBranch() || r.Name().IsTag() {
			names = append(names, r.Name().Short())
		}
	}
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	if len(names) > 8 {
		names = append(names[:8], "…")
	}
	return "; it has " + strings.Join(names, ", ")
}

// looksLikeHash reports whether ref is 4 to 40 hexadecimal digits, an
// abbreviated or full commit hash.
func looksLikeHash(ref string) bool {
	if len(ref) < 4 || len(ref) > 40 {
		return false
	}
	for _, c := range []byte(ref) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// resolve turns a revision (branch, tag, hash, HEAD~2, ...) into a commit.
func (r *Repo) resolve(rev string) (plumbing.Hash, error) {
	if rev == "" {
		head, err := r.repo.Head()
		if err != nil {
			if errors.Is(err, plumbing.ErrReferenceNotFound) {
				return plumbing.ZeroHash, fmt.Errorf("%s has no commits (HEAD does not resolve)", r.Location)
			}
			return plumbing.ZeroHash, fmt.Errorf("%s: resolve HEAD: %w", r.Location, err)
		}
		return head.Hash(), nil
	}
	h, err := r.repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil && r.cloned {
		// A clone has the remote's branches as origin/NAME only, as after
		// git clone; accept the branch name the user sees on the remote.
		if oh, oerr := r.repo.ResolveRevision(plumbing.Revision("origin/" + rev)); oerr == nil {
			h, err = oh, nil
		}
	}
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("unknown ref %q in %s: %w", rev, r.Location, err)
	}
	return *h, nil
}

// peel follows an annotated tag to its commit.
func (r *Repo) peel(h plumbing.Hash) (plumbing.Hash, error) {
	if _, err := r.repo.CommitObject(h); err == nil {
		return h, nil
	}
	tag, err := r.repo.TagObject(h)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("%s: %s is neither a commit nor a tag: %w", r.Location, h, err)
	}
	c, err := tag.Commit()
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("%s: tag %s does not point at a commit: %w", r.Location, tag.Name, err)
	}
	return c.Hash, nil
}

// WorkTree is the top directory of a local repository's work tree, "" for
// a bare or cloned one.
func (r *Repo) WorkTree() string { return r.workTree }

// Tree is the tree of one commit, listed once.
type Tree struct {
	repo  *Repo
	rev   string
	blobs map[string]plumbing.Hash
	// skipped are files vcqlint does not read, with the reason
	// (source.UnsafeRepoPath); they are in names but not in blobs.
	skipped map[string]string
	names   []string // sorted
}

// Tree returns the tree of the commit Open resolved.
func (r *Repo) Tree() (*Tree, error) { return r.treeOf(r.Commit, describe(r.Ref)) }

// TreeAt returns the tree of another revision.
func (r *Repo) TreeAt(rev string) (*Tree, error) {
	h, err := r.resolve(rev)
	if err != nil {
		return nil, err
	}
	return r.treeOf(h, describe(rev))
}

func describe(rev string) string {
	if rev == "" {
		return "HEAD"
	}
	return rev
}

func (r *Repo) treeOf(h plumbing.Hash, rev string) (*Tree, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c, err := r.repo.CommitObject(h)
	if err != nil {
		return nil, fmt.Errorf("%s: read commit %s: %w", r.Location, h, err)
	}
	tree, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("%s: read tree of %s: %w", r.Location, h, err)
	}
	t := &Tree{repo: r, rev: rev, blobs: map[string]plumbing.Hash{}, skipped: map[string]string{}}
	l := &lister{trees: map[plumbing.Hash]*object.Tree{}}
	if err := t.list(tree, "", l); err != nil {
		return nil, fmt.Errorf("%s: list tree of %s: %w", r.Location, h, err)
	}
	sort.Strings(t.names)
	return t, nil
}

// maxTreeEntries bounds the entries one listing visits. Git shares
// identical subtrees, so a small repository can describe a tree with
// billions of paths; no real repository of manifests comes near this.
const maxTreeEntries = 1 << 20

// lister is the state of one listing: the entries visited so far, and the
// subtrees already read, so that a subtree shared by many directories is
// decoded once.
type lister struct {
	entries int
	trees   map[plumbing.Hash]*object.Tree
}

// list adds the files below tree, whose path is dir, to t. It walks the
// entries itself rather than with go-git's tree.Files: that stops at the
// first path it considers unsafe to check out (a line break in any file's
// name), and nothing would be linted; here such a file is skipped alone.
// Symbolic links are blobs holding the target's name, and submodules are
// commits of another repository: neither is a manifest here, as a
// directory walk on disk skips them too. Called with r.mu held.
func (t *Tree) list(tree *object.Tree, dir string, l *lister) error {
	for _, e := range tree.Entries {
		if l.entries++; l.entries > maxTreeEntries {
			return fmt.Errorf("more than %d entries", maxTreeEntries)
		}
		name := e.Name
		if dir != "" {
			name = dir + "/" + e.Name
		}
		switch e.Mode {
		case filemode.Dir:
			sub, ok := l.trees[e.Hash]
			if !ok {
				var err error
				if sub, err = t.repo.repo.TreeObject(e.Hash); err != nil {
					return fmt.Errorf("read tree %q: %w", name, err)
				}
				l.trees[e.Hash] = sub
			}
			if err := t.list(sub, name, l); err != nil {
				return err
			}
		case filemode.Regular, filemode.Executable, filemode.Deprecated:
			t.names = append(t.names, name)
			if reason := source.UnsafeRepoPath(name); reason != "" {
				t.skipped[name] = reason
				continue
			}
			t.blobs[name] = e.Hash
		}
	}
	return nil
}

// Has reports whether the tree holds a file at name (slash-separated,
// relative to the repository root).
func (t *Tree) Has(name string) bool {
	_, ok := t.blobs[name]
	return ok
}

// Files expands path arguments inside the tree as source.Expand does on
// disk: a file named explicitly is always read; a directory (or "." for the
// whole tree, the default) is walked for manifest extensions, skipping
// hidden files and directories, vendor/ and node_modules/ below it. Files whose names
// vcqlint does not read come back among the errors as *source.Skipped.
func (t *Tree) Files(paths []string) ([]string, []error) {
	if len(paths) == 0 {
		paths = []string{"."}
	}
	var files []string
	var errs []error
	seen := map[string]bool{}
	for _, p := range paths {
		if p == source.Stdin {
			errs = append(errs, errors.New("- (standard input) cannot be combined with --git"))
			continue
		}
		clean := path.Clean("/" + strings.ReplaceAll(p, `\`, "/"))[1:]
		if reason, ok := t.skipped[clean]; ok {
			errs = append(errs, &source.Skipped{Path: clean, Reason: reason})
			continue
		}
		if t.Has(clean) {
			if !seen[clean] {
				seen[clean] = true
				files = append(files, clean)
			}
			continue
		}
		prefix := clean + "/"
		if clean == "" {
			prefix = ""
		}
		found := false
		for _, name := range t.names {
			if !strings.HasPrefix(name, prefix) {
				continue
			}
			found = true
			if seen[name] || !source.HasManifestExt(name) || skippedBelow(name[len(prefix):]) {
				continue
			}
			seen[name] = true
			if reason, ok := t.skipped[name]; ok {
				errs = append(errs, &source.Skipped{Path: name, Reason: reason})
				continue
			}
			files = append(files, name)
		}
		if !found {
			errs = append(errs, fmt.Errorf("%s: no such file or directory in %s at %s", p, t.repo.Location, t.rev))
		}
	}
	sort.Strings(files)
	return files, errs
}

// skippedBelow reports whether a path relative to the walked directory is
// one a walk skips: a hidden file (.vcqlint.yaml, .pre-commit-config.yaml),
// or a file below a hidden directory, vendor or node_modules (the rule
// internal/source applies on disk).
func skippedBelow(rel string) bool {
	dirs := strings.Split(rel, "/")
	if strings.HasPrefix(dirs[len(dirs)-1], ".") {
		return true
	}
	for _, d := range dirs[:len(dirs)-1] {
		if strings.HasPrefix(d, ".") || d == "vendor" || d == "node_modules" {
			return true
		}
	}
	return false
}

// Read is a source.Reader over the tree's blobs.
func (t *Tree) Read(name string) ([]byte, error) {
	return t.ReadLimit(name, inputfile.ManifestLimit)
}

// ReadLimit reads a blob of the tree, refusing one above limit bytes as
// inputfile does on disk (a configuration file is read with ConfigLimit).
func (t *Tree) ReadLimit(name string, limit int64) ([]byte, error) {
	h, ok := t.blobs[name]
	if !ok {
		return nil, &notInTree{msg: fmt.Sprintf("%s: not in %s at %s", name, t.repo.Location, t.rev)}
	}
	return t.repo.readBlob(h, limit)
}

// notInTree is the error for a name the tree does not hold: it is
// fs.ErrNotExist, as os.ReadFile's is for a missing file.
type notInTree struct{ msg string }

func (e *notInTree) Error() string { return e.msg }
func (e *notInTree) Unwrap() error { return fs.ErrNotExist }

// IsDir reports whether the tree holds a directory at name (slash-separated,
// relative to the repository root; "" or "." is the root).
func (t *Tree) IsDir(name string) bool {
	name = strings.Trim(path.Clean("/"+name), "/")
	if name == "" {
		return true
	}
	i := sort.SearchStrings(t.names, name+"/")
	return i < len(t.names) && strings.HasPrefix(t.names[i], name+"/")
}

// FilesUnder lists the readable files below directory dir, sorted.
func (t *Tree) FilesUnder(dir string) []string {
	prefix := strings.Trim(path.Clean("/"+dir), "/") + "/"
	if prefix == "/" {
		prefix = ""
	}
	var out []string
	for i := sort.SearchStrings(t.names, prefix); i < len(t.names) && strings.HasPrefix(t.names[i], prefix); i++ {
		if _, ok := t.blobs[t.names[i]]; ok {
			out = append(out, t.names[i])
		}
	}
	return out
}

// Describe names the tree for messages: "REPO at REF".
func (t *Tree) Describe() string { return t.repo.Location + " at " + t.rev }

func (r *Repo) readBlob(h plumbing.Hash, limit int64) ([]byte, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	b, err := r.repo.BlobObject(h)
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	rd, err := b.Reader()
	if err != nil {
		return nil, fmt.Errorf("read blob %s: %w", h, err)
	}
	defer rd.Close()
	// ReadFrom's error already says "read blob HASH: ..." (an
	// os.PathError), so it is returned as is rather than wrapped again.
	data, err := inputfile.ReadFrom(rd, "blob "+h.String(), limit)
	if err != nil {
		return nil, err
	}
	return data, nil
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// WorkTreeRoot returns the top directory of the Git work tree that holds
// dir, if any.
func WorkTreeRoot(dir string) (string, bool) {
	repo, err := git.PlainOpenWithOptions(dir, &git.PlainOpenOptions{DetectDotGit: true, EnableDotGitCommonDir: true})
	if err != nil {
		return "", false
	}
	wt, err := repo.Worktree()
	if err != nil {
		return "", false
	}
	return wt.Filesystem.Root(), true
}
