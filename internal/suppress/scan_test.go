package suppress_test

import (
	"reflect"
	"testing"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

func pos(line, col int) finding.Position {
	return finding.Position{File: "f.yaml", Line: line, Column: col}
}

func TestScan(t *testing.T) {
	cases := []struct {
		name string
		text string
		want []suppress.Directive
	}{
		{
			name: "line above",
			text: "a:\n  # vcqlint:ignore VCQ203 -- approved\n  cpu: 1\n",
			want: []suppress.Directive{{
				Pos: pos(2, 3), From: 3, To: 3, Target: 3, Reason: "approved",
				Refs: []suppress.Ref{{Name: "VCQ203", Pos: pos(2, 20)}},
			}},
		},
		{
			name: "after text covers its own line only",
			text: "cpu: 1 # vcqlint:ignore VCQ203 -- approved\nmemory: 2\n",
			want: []suppress.Directive{{
				Pos: pos(1, 8), From: 1, To: 1, Reason: "approved",
				Refs: []suppress.Ref{{Name: "VCQ203", Pos: pos(1, 25)}},
			}},
		},
		{
			name: "stacked comments all reach the node below the other comments",
			text: "a: 1\n# vcqlint:ignore VCQ001 -- kept for 1.12\n# vcqlint:ignore VCQ203 -- approved\n\t# other comment\ncpu: 1\n",
			want: []suppress.Directive{
				{Pos: pos(2, 1), From: 3, To: 5, Target: 5, Reason: "kept for 1.12", Refs: []suppress.Ref{{Name: "VCQ001", Pos: pos(2, 18)}}},
				{Pos: pos(3, 1), From: 4, To: 5, Target: 5, Reason: "approved", Refs: []suppress.Ref{{Name: "VCQ203", Pos: pos(3, 18)}}},
			},
		},
		{
			name: "a list, rule names, blanks, CRLF and a reason with dashes and #",
			text: "x: 1\r\n  #vcqlint:ignore VCQ203, parent-not-found ,VCQ204 -- see #12 -- really\r\ny: 2\r\n",
			want: []suppress.Directive{{
				Pos: pos(2, 3), From: 3, To: 3, Target: 3, Reason: "see #12 -- really",
				Refs: []suppress.Ref{
					{Name: "VCQ203", Pos: pos(2, 19)},
					{Name: "parent-not-found", Pos: pos(2, 27)},
					{Name: "VCQ204", Pos: pos(2, 45)},
				},
			}},
		},
		{
			name: "columns count characters, not bytes",
			text: "description: \"café\" # vcqlint:ignore VCQ203 -- ok\n",
			want: []suppress.Directive{{
				Pos: pos(1, 21), From: 1, To: 1, Reason: "ok",
				Refs: []suppress.Ref{{Name: "VCQ203", Pos: pos(1, 38)}},
			}},
		},
		{
			name: "no reason; a later comment ends the list",
			text: "# vcqlint:ignore VCQ203 # want: VCQ002\ncpu: 1\n",
			want: []suppress.Directive{{
				Pos: pos(1, 1), From: 2, To: 2, Target: 2, Document: true,
				Refs:    []suppress.Ref{{Name: "VCQ203", Pos: pos(1, 18)}},
				Problem: `vcqlint:ignore VCQ203 gives no reason, so it suppresses nothing; write "# vcqlint:ignore VCQ203 -- why it is safe"`,
			}},
		},
		{
			name: "empty reason",
			text: "cpu: 1 # vcqlint:ignore VCQ203,VCQ204 --  \n",
			want: []suppress.Directive{{
				Pos: pos(1, 8), From: 1, To: 1,
				Refs:    []suppress.Ref{{Name: "VCQ203", Pos: pos(1, 25)}, {Name: "VCQ204", Pos: pos(1, 32)}},
				Problem: `vcqlint:ignore VCQ203,VCQ204 gives no reason, so it suppresses nothing; write "# vcqlint:ignore VCQ203,VCQ204 -- why it is safe"`,
			}},
		},
		{
			name: "no rule",
			text: "cpu: 1 # vcqlint:ignore -- why\n",
			want: []suppress.Directive{{Pos: pos(1, 8), From: 1, To: 1,
				Problem: `vcqlint:ignore names no rule; write "# vcqlint:ignore VCQ203 -- why it is safe"`}},
		},
		{
			name: "empty entry",
			text: "cpu: 1 # vcqlint:ignore VCQ203,,VCQ204 -- why\n",
			want: []suppress.Directive{{Pos: pos(1, 8), From: 1, To: 1,
				Refs:    []suppress.Ref{{Name: "VCQ203", Pos: pos(1, 25)}},
				Problem: `vcqlint:ignore has an empty entry in its rule list "VCQ203,,VCQ204"`}},
		},
		{
			name: "blank-separated rules",
			text: "cpu: 1 # vcqlint:ignore VCQ203 VCQ204 -- why\n",
			want: []suppress.Directive{{Pos: pos(1, 8), From: 1, To: 1,
				Problem: `separate the rules of vcqlint:ignore with commas: "VCQ203,VCQ204"`}},
		},
		{
			name: "unknown directive",
			text: "# vcqlint:disable VCQ203 -- why\ncpu: 1\n",
			want: []suppress.Directive{{Pos: pos(1, 1), From: 2, To: 2, Target: 2, Document: true,
				Problem: `unknown directive "vcqlint:disable"; the only one is "vcqlint:ignore ID[,ID...] -- reason"`}},
		},
		{
			name: "not comments: no blank before #, or text before vcqlint:",
			text: "url: http://x/#vcqlint:ignore VCQ203 -- no\n# see vcqlint:ignore in the README\n",
			want: nil,
		},
		{
			name: "a directive on the last line covers nothing",
			text: "cpu: 1\n# vcqlint:ignore VCQ203 -- why",
			want: []suppress.Directive{{Pos: pos(2, 1), From: 3, To: 3, Reason: "why",
				Refs: []suppress.Ref{{Name: "VCQ203", Pos: pos(2, 18)}}}},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := suppress.Scan("f.yaml", []byte(c.text))
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Scan:\n got %+v\nwant %+v", got, c.want)
			}
		})
	}
}

// BenchmarkScanNoDirectives is the common case: a large file without any
// directive costs one substring search.
func BenchmarkScanNoDirectives(b *testing.B) {
	data := make([]byte, 0, 1<<20)
	for len(data) < 1<<20 {
		data = append(data, "  capability:\n    cpu: \"400\" # a comment\n"...)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		suppress.Scan("f.yaml", data)
	}
}
