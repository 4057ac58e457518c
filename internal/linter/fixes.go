package linter

import (
	"crypto/sha256"
	"fmt"
	"sort"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/source"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// readFile is one file loaded as written: the name it was read by, the
// name findings give it, and a digest of the content that was linted.
type readFile struct {
	name, display string
	sum           [sha256.Size]byte
}

func readMap(files []readFile) map[string]readFile {
	out := make(map[string]readFile, len(files))
	for _, f := range files {
		if f.display != "" {
			out[f.display] = f
		}
	}
	return out
}

// Digest is the SHA-256 of the content of file as it was linted, and
// whether file was read as written (not rendered by Helm or built by
// Kustomize): --fix writes only such a file, and only if it still has
// this content.
func (r *Result) Digest(file string) ([sha256.Size]byte, bool) {
	f, ok := r.read[file]
	return f.sum, ok
}

// ResolveFixes turns the fixes of the findings into byte edits of the
// files they were found in, reading each file again once. A fix is dropped
// when its file was not read as written (a Helm rendering, a Kustomize
// build), when the file changed since it was linted, or when the rule's
// plan cannot be mapped onto the bytes exactly. Fixes already resolved are
// kept, so calling it twice does nothing more.
//
// Run leaves fixes unresolved because the edits cost more than the lint
// itself on an estate where everything is fixable (each is checked by
// parsing the edited document again): only --fix, --diff, JSON and SARIF
// need them (docs/performance.md).
func (r *Result) ResolveFixes() {
	byFile := map[string][]int{}
	for i, f := range r.Findings {
		if f.Fix != nil && f.Fix.Resolve != nil {
			byFile[f.Fix.File] = append(byFile[f.Fix.File], i)
		}
	}
	files := make([]string, 0, len(byFile))
	for file := range byFile {
		files = append(files, file)
	}
	sort.Strings(files)
	read := r.reread
	if read == nil {
		read = source.OS(nil)
	}
	for _, file := range files {
		rf, ok := r.read[file]
		var src *yamlpos.Source
		if ok {
			data, err := read(rf.name)
			if ok = err == nil && sha256.Sum256(data) == rf.sum; ok {
				src = yamlpos.NewSource(data)
			}
		}
		if _, read := r.read[file]; read && !ok {
			// Said, not dropped silently: a user who edits a file while
			// vcqlint runs should know why --fix left those findings.
			r.Diagnostics = append(r.Diagnostics, loader.Diagnostic{
				Pos:   finding.Position{File: file, Line: 1, Column: 1},
				Level: loader.LevelNotice,
				Msg:   fmt.Sprintf("file changed or unreadable since it was linted: %s not computed; run vcqlint again", plural(len(byFile[file]), "fix", "fixes")),
			})
		}
		for _, i := range byFile[file] {
			r.Findings[i].Fix = resolved(r.Findings[i].Fix, src, ok)
		}
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// HasFix reports, without computing edits, whether finding f has a fix
// --fix would try: a resolved one, or a rule's plan for a file read as
// written. Before ResolveFixes it may count a plan that resolving then
// refuses (an edit that cannot be mapped exactly onto the bytes, a file
// changed since it was linted), since telling those apart means computing
// the edits and parsing the edited document again, which is what it saves.
func (r *Result) HasFix(f finding.Finding) bool {
	if f.Fix == nil {
		return false
	}
	if f.Fix.Resolve == nil {
		return len(f.Fix.Edits) > 0
	}
	_, ok := r.read[f.Fix.File]
	return ok
}

// resolved is fix with its edits computed from data, or nil when it has none.
func resolved(fix *finding.Fix, src *yamlpos.Source, ok bool) *finding.Fix {
	if !ok || fix.Resolve == nil {
		return nil
	}
	edits, err := fix.Resolve(src)
	if err != nil || len(edits) == 0 {
		return nil
	}
	out := *fix
	out.Edits = edits
	out.Resolve = nil
	return &out
}
