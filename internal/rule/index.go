package rule

import (
	"regexp"
	"strings"

	"github.com/vcqlint/vcqlint/internal/suggest"
)

// Index finds rules by the references users write in configuration files
// and suppression comments: an exact ID (VCQ203) or an exact name
// (child-capability-exceeds-parent).
type Index struct {
	byRef map[string]Meta
	refs  []string
}

// NewIndex indexes metas by ID and by name.
func NewIndex(metas []Meta) *Index {
	x := &Index{byRef: make(map[string]Meta, 2*len(metas))}
	for _, m := range metas {
		for _, ref := range []string{m.ID, m.Name} {
			if ref == "" {
				continue
			}
			if _, dup := x.byRef[ref]; !dup {
				x.refs = append(x.refs, ref)
			}
			x.byRef[ref] = m
		}
	}
	return x
}

// Lookup resolves an ID or a name.
func (x *Index) Lookup(ref string) (Meta, bool) {
	m, ok := x.byRef[ref]
	return m, ok
}

// idShape matches a well-formed rule ID. Every such ID is one digit away
// from several others, so a wrong number gets no suggestion: guessing
// VCQ201 for VCQ209 would mislead. A typo in the letters with the right
// number (VQC203) is suggested.
var idShape = regexp.MustCompile(`^([A-Za-z]+)([0-9]+)$`)

// Suggest returns the known ID or name closest to a reference that did not
// resolve, or "" when none is close enough to be a likely typo
// (internal/suggest).
func (x *Index) Suggest(ref string) string {
	if m := idShape.FindStringSubmatch(ref); m != nil && !x.hasFolded(ref) {
		return x.suggestID(m[1], m[2])
	}
	return suggest.Closest(ref, x.refs)
}

// hasFolded reports whether a known reference equals ref but for case.
func (x *Index) hasFolded(ref string) bool {
	for _, k := range x.refs {
		if strings.EqualFold(k, ref) {
			return true
		}
	}
	return false
}

// DidYouMean is Suggest as a message suffix: ` (did you mean "VCQ203"?)`.
func (x *Index) DidYouMean(ref string) string {
	if s := x.Suggest(ref); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// suggestID is the ID with the same number whose letters are nearest to
// prefix, when exactly one is that near.
func (x *Index) suggestID(prefix, number string) string {
	var ids, prefixes []string
	for _, k := range x.refs {
		if m := idShape.FindStringSubmatch(k); m != nil && m[2] == number {
			ids, prefixes = append(ids, k), append(prefixes, m[1])
		}
	}
	name, _, unique := suggest.Nearest(prefix, prefixes)
	if !unique {
		return ""
	}
	for i, p := range prefixes {
		if p == name {
			return ids[i]
		}
	}
	return ""
}
