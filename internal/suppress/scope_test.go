package suppress_test

import (
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/suppress"
)

// scopeOf scans text (lines joined with \n) and returns the scope of the
// directive on line `line`.
func scopeOf(t *testing.T, text string, line int) suppress.Directive {
	t.Helper()
	for _, d := range suppress.Scan("f.yaml", []byte(text)) {
		if d.Pos.Line == line {
			return d
		}
	}
	t.Fatalf("no directive on line %d of:\n%s", line, text)
	return suppress.Directive{}
}

func TestScanScopes(t *testing.T) {
	cases := []struct {
		name             string
		lines            []string
		line             int // the directive's line
		from, to, target int
		document         bool
	}{
		{
			name: "above a mapping key: the key and everything under it",
			lines: []string{
				"spec:",
				"  parent: research",
				"  # vcqlint:ignore VCQ203 -- approved",
				"  capability:",
				"    cpu: \"800\"",
				"    limits:",
				"      memory: 1Ti",
				"  deserved:",
				"    cpu: 1",
			},
			line: 3, from: 4, to: 7, target: 4,
		},
		{
			name: "above a scalar key: its line only",
			lines: []string{
				"spec:",
				"  # vcqlint:ignore VCQ305 -- approved",
				"  weight: 0",
				"  capability:",
				"    cpu: 1",
			},
			line: 2, from: 3, to: 3, target: 3,
		},
		{
			name: "above a sequence item: the item, not its siblings",
			lines: []string{
				"tiers:",
				"- plugins:",
				"  - name: predicates",
				"  # vcqlint:ignore VCQ101 -- next rollout",
				"  - name: proportion",
				"    arguments:",
				"      x: 1",
				"  - name: nodeorder",
			},
			line: 4, from: 5, to: 7, target: 5,
		},
		{
			name: "above a key whose sequence is written at the key's indentation",
			lines: []string{
				"a: 1",
				"# vcqlint:ignore VCQ101 -- next rollout",
				"tiers:",
				"- plugins:",
				"  - name: proportion",
				"- plugins:",
				"  - name: gang",
				"other: 2",
			},
			line: 2, from: 3, to: 7, target: 3,
		},
		{
			name: "blank lines and other comments between, less indented comments inside",
			lines: []string{
				"spec:",
				"  # vcqlint:ignore VCQ203 -- approved",
				"",
				"  # the review is OPS-52",
				"  capability:",
				"# a comment at column 0 does not end the node",
				"",
				"    cpu: \"800\"",
				"",
				"  # trailing comments are not part of it",
				"  weight: 1",
			},
			line: 2, from: 3, to: 8, target: 5,
		},
		{
			name: "above the first content of a file: the document",
			lines: []string{
				"# vcqlint:ignore VCQ203 -- whole queue approved",
				"apiVersion: scheduling.volcano.sh/v1beta1",
				"kind: Queue",
				"spec:",
				"  cpu: 1",
				"",
				"---",
				"kind: Queue",
			},
			line: 1, from: 2, to: 5, target: 2, document: true,
		},
		{
			name: "above a --- marker: the document after it",
			lines: []string{
				"kind: Queue",
				"# vcqlint:ignore VCQ203 -- next queue approved",
				"---",
				"# its own comment",
				"kind: Queue",
				"spec:",
				"  cpu: 1",
				"...",
				"kind: Other",
			},
			line: 2, from: 3, to: 7, target: 5, document: true,
		},
		{
			name: "after --- and before the first key: the document",
			lines: []string{
				"kind: A",
				"---",
				"",
				"# vcqlint:ignore VCQ203 -- approved",
				"kind: Queue",
				"spec: {cpu: 1}",
				"---",
			},
			line: 4, from: 5, to: 6, target: 5, document: true,
		},
		{
			name: "above the first item of a top-level sequence: that item",
			lines: []string{
				"# vcqlint:ignore VCQ103 -- our fork's plugin",
				"- op: replace",
				"  path: /data/volcano-scheduler.conf",
				"  value: |",
				"    tiers:",
				"- op: add",
				"  path: /metadata/labels",
			},
			line: 1, from: 2, to: 5, target: 2,
		},
		{
			name: "in an embedded configuration's block scalar",
			lines: []string{
				"data:",
				"  volcano-scheduler.conf: |",
				"    actions: \"enqueue, allocate\"",
				"    tiers:",
				"    # vcqlint:ignore VCQ101 -- next rollout",
				"    - plugins:",
				"      - name: capacity",
				"      - name: proportion",
				"    - plugins:",
				"      - name: nodeorder",
				"kind: ConfigMap",
			},
			line: 5, from: 6, to: 8, target: 6,
		},
		{
			name: "template actions at column 0 inside a node do not end it",
			lines: []string{
				"spec:",
				"  # vcqlint:ignore VCQ203 -- approved",
				"  capability:",
				"{{- if .Values.gpu }}",
				"    nvidia.com/gpu: 4",
				"{{- end }}",
				"    {{- toYaml .Values.more | nindent 4 }}",
				"  weight: 1",
			},
			line: 2, from: 3, to: 7, target: 3,
		},
		{
			name: "a trailing comment covers its own line",
			lines: []string{
				"spec:",
				"  capability: # vcqlint:ignore VCQ203 -- wrong place",
				"    cpu: 1",
			},
			line: 2, from: 2, to: 2, target: 0,
		},
		{
			name: "at the end of the file: nothing",
			lines: []string{
				"spec:",
				"  cpu: 1",
				"# vcqlint:ignore VCQ203 -- stale",
				"",
				"# end",
			},
			line: 3, from: 4, to: 4, target: 0,
		},
		{
			name: "at the end of a document: the next document",
			lines: []string{
				"spec:",
				"  cpu: 1",
				"# vcqlint:ignore VCQ203 -- for the next one",
				"---",
			},
			line: 3, from: 4, to: 4, target: 0,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, eol := range []string{"\n", "\r\n"} {
				d := scopeOf(t, strings.Join(c.lines, eol)+eol, c.line)
				if d.From != c.from || d.To != c.to || d.Target != c.target || d.Document != c.document || d.Problem != "" {
					t.Errorf("%q line ends: from %d to %d target %d document %v (problem %q), want %d %d %d %v",
						eol, d.From, d.To, d.Target, d.Document, d.Problem, c.from, c.to, c.target, c.document)
				}
			}
		})
	}
}

// Directives stacked at the top of a file all cover its document; the one
// above a large mapping covers all of it. (Their scopes are memoised per
// node, so that stacking stays linear; BenchmarkScanStacked shows it.)
func TestScanStackedDirectivesShareTheirNode(t *testing.T) {
	var b strings.Builder
	for range 2000 {
		b.WriteString("# vcqlint:ignore VCQ203 -- stacked\n")
	}
	b.WriteString("a: 1\n# vcqlint:ignore VCQ203 -- x\nspec:\n")
	for range 2000 {
		b.WriteString("  k: v\n")
	}
	ds := suppress.Scan("f.yaml", []byte(b.String()))
	if len(ds) != 2001 {
		t.Fatalf("%d directives", len(ds))
	}
	if d := ds[0]; !d.Document || d.Target != 2001 || d.To != 4003 {
		t.Errorf("first stacked directive: %+v", d)
	}
	if d := ds[2000]; d.Target != 2003 || d.To != 4003 {
		t.Errorf("directive above spec: target %d to %d, want 2003 and 4003", d.Target, d.To)
	}
}

func BenchmarkScanStacked(b *testing.B) {
	var t strings.Builder
	for range 5000 {
		t.WriteString("# vcqlint:ignore VCQ203 -- stacked\n")
	}
	for range 50000 {
		t.WriteString("k: v\n")
	}
	data := []byte(t.String())
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		suppress.Scan("f.yaml", data)
	}
}

// FuzzScan: any text scans without panicking, and every directive's scope
// is sane: a trailing comment covers its line; an own-line one starts
// below itself, covers its target, and stays within the file.
func FuzzScan(f *testing.F) {
	f.Add("spec:\n  # vcqlint:ignore VCQ203 -- x\n  capability:\n    cpu: 1\n")
	f.Add("# vcqlint:ignore VCQ203 -- x\n---\n...\n--- |\n  a\n{{ if }}\n- - x\n")
	f.Add("a: 1 # vcqlint:ignore VCQ203 -- x\r\n\t# vcqlint:ignore A,B -- y\r\n")
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Count(text, "\n") + 1
		for _, d := range suppress.Scan("f.yaml", []byte(text)) {
			switch {
			case d.From == d.Pos.Line:
				if d.To != d.From || d.Target != 0 || d.Document {
					t.Fatalf("trailing directive %+v", d)
				}
			case d.From != d.Pos.Line+1 || d.To < d.From || d.To > lines+1:
				t.Fatalf("own-line directive on line %d of %d: %+v", d.Pos.Line, lines, d)
			case d.Target == 0 && (d.To != d.From || d.Document):
				t.Fatalf("directive without a target covers lines: %+v", d)
			case d.Target != 0 && (d.Target < d.From || d.Target > d.To):
				t.Fatalf("target outside the scope: %+v", d)
			}
		}
	})
}
