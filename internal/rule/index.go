package rule

import (
	"regexp"
	"strings"

	"github.com/agnivade/levenshtein"
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
// resolve, or "" when none is close enough to be a likely typo.
func (x *Index) Suggest(ref string) string {
	lower := strings.ToLower(ref)
	best, bestDist := "", max(2, len(ref)/3)+1
	for _, k := range x.refs {
		if strings.ToLower(k) == lower {
			return k
		}
	}
	if m := idShape.FindStringSubmatch(ref); m != nil {
		return x.suggestID(strings.ToLower(m[1]), m[2])
	}
	for _, k := range x.refs {
		if d := levenshtein.ComputeDistance(lower, strings.ToLower(k)); d < bestDist {
			best, bestDist = k, d
		}
	}
	return best
}

// DidYouMean is Suggest as a message suffix: ` (did you mean "VCQ203"?)`.
func (x *Index) DidYouMean(ref string) string {
	if s := x.Suggest(ref); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// suggestID is the ID with the same number whose letters are one edit away
// from prefix, when exactly one is.
func (x *Index) suggestID(prefix, number string) string {
	found := ""
	for _, k := range x.refs {
		m := idShape.FindStringSubmatch(k)
		if m == nil || m[2] != number || levenshtein.ComputeDistance(prefix, strings.ToLower(m[1])) > 2 {
			continue
		}
		if found != "" {
			return ""
		}
		found = k
	}
	return found
}
