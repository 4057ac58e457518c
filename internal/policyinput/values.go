package policyinput

import (
	"fmt"

	"github.com/open-policy-agent/opa/v1/ast"
)

// goValues builds plain Go values: the document as `vcqlint input` prints it.
type goValues struct{}

func (goValues) String(s string) any { return s }
func (goValues) Shared(s string) any { return s }
func (goValues) Int(i int) any       { return i }
func (goValues) Int32(i int32) any   { return i }
func (goValues) Bool(v bool) any     { return v }
func (goValues) Null() any           { return nil }
func (goValues) Array(vs []any) any  { return vs }
func (goValues) Value(x any) any     { return x }

// Memo makes a new value every time: the plain document is for printing,
// and callers may change its maps.
func (goValues) Memo(_ []byte, value func() any) any { return value() }
func (goValues) Object(keys []string, vs []any) any {
	m := make(map[string]any, len(keys))
	for i, k := range keys {
		m[k] = vs[i]
	}
	return m
}

// astValues builds OPA terms. Object keys repeat in every entry, so each
// builder makes each key term once; values come from OPA's interned terms
// where it has them. Terms are shared, never modified: OPA treats input
// values as immutable (it shares its own interned terms the same way).
type astValues struct {
	keys map[string]*ast.Term
	// shared holds the terms of strings that recur (queue names appear
	// in their children's parent, children and ancestors; quantities).
	shared map[string]*ast.Term
	// last is the last string made: the file name of consecutive objects
	// of a file, a queue name as parent then name, repeat it.
	last *ast.Term
	// pairs is reused by Object: ast.NewObject copies what it is given.
	pairs [][2]*ast.Term
	// memo holds what Memo made, by key.
	memo map[string]*ast.Term
	err  error
}

func (b *astValues) key(k string) *ast.Term {
	t, ok := b.keys[k]
	if !ok {
		t = ast.StringTerm(k)
		b.keys[k] = t
	}
	return t
}

func (b *astValues) String(s string) *ast.Term {
	if s == "" {
		return ast.InternedEmptyString
	}
	if b.last != nil && string(b.last.Value.(ast.String)) == s {
		return b.last
	}
	b.last = ast.StringTerm(s)
	return b.last
}

func (b *astValues) Shared(s string) *ast.Term {
	t, ok := b.shared[s]
	if !ok {
		t = ast.StringTerm(s)
		b.shared[s] = t
	}
	return t
}

func (b *astValues) Int(i int) *ast.Term     { return ast.InternedTerm(i) }
func (b *astValues) Int32(i int32) *ast.Term { return ast.InternedTerm(int(i)) }
func (b *astValues) Bool(v bool) *ast.Term   { return ast.InternedTerm(v) }
func (b *astValues) Null() *ast.Term         { return ast.InternedNullTerm }

func (b *astValues) Array(vs []*ast.Term) *ast.Term {
	if len(vs) == 0 {
		return ast.InternedEmptyArray
	}
	return ast.ArrayTerm(vs...)
}

func (b *astValues) Object(keys []string, vs []*ast.Term) *ast.Term {
	if len(keys) == 0 {
		return ast.InternedEmptyObject
	}
	pairs := b.pairs[:0]
	for i, k := range keys {
		pairs = append(pairs, [2]*ast.Term{b.key(k), vs[i]})
	}
	b.pairs = pairs
	return ast.ObjectTerm(pairs...)
}

func (b *astValues) Memo(key []byte, value func() *ast.Term) *ast.Term {
	if t, ok := b.memo[string(key)]; ok { // no allocation: the compiler looks up with the bytes
		return t
	}
	t := value()
	b.memo[string(key)] = t
	return t
}

func (b *astValues) Value(x any) *ast.Term {
	v, err := ast.InterfaceToValue(x)
	if err != nil {
		if b.err == nil {
			b.err = fmt.Errorf("build policy input: %w", err)
		}
		return ast.InternedNullTerm
	}
	return ast.NewTerm(v)
}
