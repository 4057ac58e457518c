// Package fixapply applies the fixes of findings to a file's content:
// whole fixes or none, never two edits that touch the same bytes, and
// writes the result atomically, only over the content that was linted.
package fixapply

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/vcqlint/vcqlint/internal/finding"
)

// Result is what applying the fixes of one file's findings gave.
type Result struct {
	File     string
	Old, New []byte
	// Applied and Conflicts index the fixes given to Apply: those whose
	// edits are in New, and those left out because an edit overlapped an
	// edit of a fix applied before (earlier fixes win).
	Applied, Conflicts []int
}

// Changed reports whether the fixes changed the content.
func (r Result) Changed() bool { return !bytes.Equal(r.Old, r.New) }

// Apply applies fixes, in order, to data. A fix applies whole or not at
// all: it is left out when one of its edits overlaps, or inserts at the
// same place as, an edit already taken; an edit identical to one already
// taken is taken once, so fixes that share an edit (the same wrapping
// offered on each of several findings) do not conflict.
func Apply(file string, data []byte, fixes []*finding.Fix) (Result, error) {
	res := Result{File: file, Old: data}
	// taken is kept sorted by Start: a new edit can only clash with its
	// neighbours there, so checking a fix costs a binary search per edit.
	var taken []finding.Edit
	for i, fix := range fixes {
		var add []finding.Edit
		ok := true
		for _, e := range fix.Edits {
			if e.Start < 0 || e.End < e.Start || e.End > len(data) {
				return res, fmt.Errorf("%s: a fix edits bytes [%d,%d) outside the %d-byte file", file, e.Start, e.End, len(data))
			}
			dup, clash := check(taken, e)
			for _, a := range add {
				if same(e, a) {
					dup = true
				} else if overlaps(e, a) {
					clash = true
				}
			}
			if clash {
				ok = false
				break
			}
			if !dup {
				add = append(add, e)
			}
		}
		if !ok {
			res.Conflicts = append(res.Conflicts, i)
			continue
		}
		for _, e := range add {
			at := sort.Search(len(taken), func(k int) bool { return taken[k].Start > e.Start })
			taken = append(taken, finding.Edit{})
			copy(taken[at+1:], taken[at:])
			taken[at] = e
		}
		res.Applied = append(res.Applied, i)
	}
	var b bytes.Buffer
	at := 0
	for _, e := range taken {
		b.Write(data[at:e.Start])
		b.WriteString(e.Text)
		at = e.End
	}
	b.Write(data[at:])
	res.New = b.Bytes()
	return res, nil
}

// check compares e with the taken edits (sorted by Start) it could clash
// with: the same edit already taken (dup), or one it overlaps (clash).
// Taken edits do not overlap each other, so only those starting at or
// before e's end and the last one starting before e's start can touch it.
func check(taken []finding.Edit, e finding.Edit) (dup, clash bool) {
	k := sort.Search(len(taken), func(k int) bool { return taken[k].Start >= e.Start })
	if k > 0 {
		k-- // the edit starting before e may reach into it
	}
	for ; k < len(taken) && taken[k].Start <= e.End; k++ {
		switch {
		case same(e, taken[k]):
			dup = true
		case overlaps(e, taken[k]):
			clash = true
		}
	}
	return dup, clash
}

func same(a, b finding.Edit) bool { return a.Start == b.Start && a.End == b.End && a.Text == b.Text }

// overlaps reports whether two different edits cannot both apply in a
// well-defined way: they share bytes, or both act at the same offset (two
// inserts there, or an insert where the other replaces), or one inserts
// inside the other's range.
func overlaps(a, b finding.Edit) bool {
	if a.Start == b.Start {
		return true
	}
	if a.Start < b.End && b.Start < a.End {
		return true
	}
	inside := func(x, y finding.Edit) bool { return x.Start == x.End && y.Start < x.Start && x.Start < y.End }
	return inside(a, b) || inside(b, a)
}

// ErrChanged says the file's content is no longer what was linted.
var ErrChanged = errors.New("changed on disk since it was linted; not written")

// Write replaces the file at path with content, atomically: a temporary
// file in the same directory, synced, with the old file's permissions,
// renamed over it, so a reader sees the old or the new content and never
// a part. It first reads the file again and writes nothing (ErrChanged)
// unless its SHA-256 is still want, the digest of the content linted.
func Write(path string, content []byte, want [sha256.Size]byte) error {
	info, err := os.Lstat(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file; not written", path)
	}
	current, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if sha256.Sum256(current) != want {
		return fmt.Errorf("%s: %w", path, ErrChanged)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".vcqlint-*")
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	done := false
	defer func() {
		if !done {
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(content); err != nil {
		_ = tmp.Close() // the error above is the one to report
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Chmod(info.Mode().Perm()); err != nil {
		_ = tmp.Close() // the error above is the one to report
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		_ = tmp.Close() // the error above is the one to report
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	done = true
	return nil
}
