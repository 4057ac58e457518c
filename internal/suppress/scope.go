package suppress

import "strings"

// A comment alone on its line covers the YAML node that follows it: the
// first line below that is not blank, a comment or a template action, and
// every line under it. scope works that out from the text's indentation,
// not from a YAML parser, for three reasons: the same rules then hold in
// every file findings point at (plain YAML, Helm templates that do not
// parse as YAML, a volcano-scheduler.conf embedded in a block scalar, whose
// lines are the outer file's); a file with a syntax error keeps its
// suppressions; and a node of block YAML is exactly its first line and the
// lines below indented deeper. All of it is linear in the file's length.

// lineKind classifies a line for scoping.
type lineKind uint8

const (
	blankLine    lineKind = iota
	commentLine           // only a comment
	markerLine            // a document marker, --- or ..., at column 0
	templateLine          // only Helm/Go template actions: {{ ... }}
	contentLine           // YAML text
)

// scopeLines is a file's lines classified once, with the lookups every
// directive of the file shares.
type scopeLines struct {
	kind   []lineKind
	indent []int
	item   []bool // a block sequence item: "- ..." after the indentation
	// nextTarget[i] is the first line at or after i that can start a node
	// (content or a document marker), len(lines) when none.
	nextTarget []int
	// docStarted[i] reports whether a content line precedes line i in its
	// document (since the file's start or the last marker).
	docStarted []bool
	// ends and docEnds memoise the last line of the node or document
	// starting at a line, so that stacked directives over one large node
	// read it once.
	ends, docEnds map[int]int
}

func classify(lines []string) *scopeLines {
	n := len(lines)
	s := &scopeLines{
		kind: make([]lineKind, n), indent: make([]int, n), item: make([]bool, n),
		nextTarget: make([]int, n+1), docStarted: make([]bool, n), ends: map[int]int{}, docEnds: map[int]int{},
	}
	started := false
	for i, l := range lines {
		trimmed := strings.TrimLeft(l, " \t")
		s.indent[i] = len(l) - len(trimmed)
		trimmed = strings.TrimRight(trimmed, " \t")
		switch {
		case trimmed == "":
			s.kind[i] = blankLine
		case isMarker(l):
			s.kind[i] = markerLine
		case trimmed[0] == '#':
			s.kind[i] = commentLine
		case strings.HasPrefix(trimmed, "{{") && strings.HasSuffix(trimmed, "}}"):
			s.kind[i] = templateLine
		default:
			s.kind[i] = contentLine
			s.item[i] = trimmed == "-" || strings.HasPrefix(trimmed, "- ") || strings.HasPrefix(trimmed, "-\t")
		}
		s.docStarted[i] = started
		switch s.kind[i] {
		case markerLine:
			started = false
		case contentLine:
			started = true
		}
	}
	s.nextTarget[n] = n
	for i := n - 1; i >= 0; i-- {
		s.nextTarget[i] = s.nextTarget[i+1]
		if k := s.kind[i]; k == contentLine || k == markerLine {
			s.nextTarget[i] = i
		}
	}
	return s
}

// isMarker reports a document start (---) or end (...) marker line.
func isMarker(l string) bool {
	if !strings.HasPrefix(l, "---") && !strings.HasPrefix(l, "...") {
		return false
	}
	return len(l) == 3 || l[3] == ' ' || l[3] == '\t'
}

// scope is what an own-line directive at index i covers, as 1-based
// lines: from the line below it to the end of the node that follows.
// target is the node's first line, 0 when nothing follows; document
// reports that the node is a whole YAML document, which a directive covers
// when it stands before the document's first content (unless that is a
// sequence item) or before its --- marker.
func (s *scopeLines) scope(i int) (from, to, target int, document bool) {
	from = i + 2
	t := s.nextTarget[i+1]
	if t >= len(s.kind) {
		return from, from, 0, false
	}
	// Above a document's first content, the document; but the first item
	// of a top-level sequence (a JSON 6902 patch's first operation) is
	// covered alone, as the other items would be.
	if s.kind[t] == markerLine || (!s.docStarted[i] && !s.item[t]) {
		end := s.documentEnd(t)
		if end < 0 {
			return from, from, 0, false
		}
		first := t
		if s.kind[first] == markerLine {
			first = min(s.nextTarget[first+1], end)
		}
		return from, end + 1, first + 1, true
	}
	return from, s.nodeEnd(t) + 1, t + 1, false
}

// documentEnd is the last content or template line of the document that
// starts at line t (a marker or its first content), -1 when it has none.
func (s *scopeLines) documentEnd(t int) int {
	if end, ok := s.docEnds[t]; ok {
		return end
	}
	end := s.scanDocument(t)
	s.docEnds[t] = end
	return end
}

func (s *scopeLines) scanDocument(t int) int {
	last := -1
	for j := t; j < len(s.kind); j++ {
		switch s.kind[j] {
		case markerLine:
			if j > t {
				return last
			}
		case contentLine, templateLine:
			last = j
		}
	}
	return last
}

// nodeEnd is the last line of the block node whose first line is t: the
// lines below indented deeper than t belong to it, and so, under a mapping
// key, do sequence items at the key's own indentation (YAML's compact
// form, "key:" above "- item"). Blank and comment lines never end a node;
// neither does a template action indented no deeper than the node (a
// `{{- if }}` at column 0 inside a template), which is included only when
// indented deeper.
func (s *scopeLines) nodeEnd(t int) int {
	if end, ok := s.ends[t]; ok {
		return end
	}
	last := t
	ind := s.indent[t]
	j := t + 1
scan:
	for ; j < len(s.kind); j++ {
		switch s.kind[j] {
		case blankLine, commentLine:
		case markerLine:
			break scan
		case templateLine:
			if s.indent[j] > ind {
				last = j
			}
		case contentLine:
			if s.indent[j] > ind || (s.indent[j] == ind && s.item[j] && !s.item[t]) {
				last = j
				continue
			}
			break scan
		}
	}
	s.ends[t] = last
	return last
}
