// Package yamlfast parses the common block subset of YAML into the
// *yaml.Node trees that go.yaml.in/yaml/v3's Decoder builds, field for
// field (Kind, Style, Tag, Value, Line, Column, Content; comments are not
// attached), or declines. It exists because node parsing with yaml.v3 is
// most of vcqlint's time on a large estate, and no faster library builds
// those trees with positions.
//
// Declining is always safe: callers then parse with yaml.v3. So the parser
// accepts only what it reproduces exactly (block mappings and sequences,
// single-line plain and quoted scalars, one-line flow collections, block
// scalars, `---` separators) and declines everything else: anchors,
// aliases, tags, directives, `...`, complex keys, multi-line plain or
// quoted scalars, tabs, line breaks other than \n and \r\n, a byte order
// mark, nesting deeper than maxDepth, and every syntax error. The
// differential and fuzz tests hold it to yaml.v3 wherever it accepts.
package yamlfast

import (
	"bytes"
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// maxDepth bounds the nesting of collections, and so the recursion.
const maxDepth = 256

// maxKeyLen is below yaml.v3's limit of 1024 characters between the start
// of a simple key and its `:`, counted here in bytes (never fewer than
// characters).
const maxKeyLen = 1000

// Parse returns the documents of a YAML stream as yaml.v3's
// Decoder.Decode(&node) returns them one by one (DocumentNodes), or
// ok=false when the stream is not entirely in the subset this package
// reproduces exactly.
func Parse(data []byte) (docs []*yaml.Node, ok bool) {
	res, ok := ParseWith(data, Options{})
	return res.Docs, ok
}

// Options say how ParseWith reads a stream.
type Options struct {
	// SkipEmpty leaves out the documents that hold nothing (a `---` with
	// only blank and comment lines after it), for which yaml.v3 builds a
	// document and a null: a stream of ten million `---` lines then costs
	// no node at all.
	SkipEmpty bool
	// MaxNodes, when positive, bounds the nodes built for the stream.
	MaxNodes int
}

// LimitError is a stream that needs more nodes than Options.MaxNodes:
// ParseWith returns the documents before the one that went over.
type LimitError struct {
	// Line is the first line of the document that went over (its `---`
	// line, if any).
	Line int
	// Max is Options.MaxNodes.
	Max int
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("line %d: the YAML stream holds more than %d nodes", e.Line, e.Max)
}

// Result is what ParseWith read.
type Result struct {
	// Docs are the documents, in order.
	Docs []*yaml.Node
	// Spans are where each of Docs is in the stream, in the same order.
	Spans []Span
	// Nodes is the number of nodes built, documents included.
	Nodes int
	// Limit is set when the stream needs more than Options.MaxNodes: Docs
	// are then the documents before the one that went over.
	Limit *LimitError
}

// Span is the text of one document of a stream: from its `---` line (the
// start of the stream for a first document without one) to the next `---`
// line (or the end of the stream), blank and comment lines included. A
// caller that cuts a stream into documents (yamlpos parses each alone
// after a syntax error, and again to place a finding) gets the cuts of the
// documents there are without reading the stream again, and none for the
// empty documents SkipEmpty leaves out.
type Span struct {
	Line       int // the 1-based line the span starts on
	Start, End int // byte offsets
}

// ParseWith is Parse with options; ok=false is a decline, as for Parse.
// With MaxNodes, a stream that needs more stops at the document that goes
// over, having built at most MaxNodes nodes.
func ParseWith(data []byte, o Options) (res Result, ok bool) {
	var a Arena
	return a.parse(data, o, false)
}

// Arena is the memory of the trees ParseWith builds, kept for a caller
// that parses many files one after another and is done with most
// documents soon after parsing them (the loader keeps typed objects, not
// trees): the nodes of a document it frees are cleared and built again by
// its next parses, instead of being left to the garbage collector. On a
// large estate the trees were most of what vcqlint allocated, and a slab
// used again is still in the CPU's cache. The zero value is ready; an
// Arena is not safe for concurrent use.
type Arena struct {
	// Scratch of one parse, kept for the next up to maxKeptScratch: the
	// lines, the children of open collections, the text of values built
	// byte by byte, the documents' spans (Result.Spans).
	lines    []storedLine
	children []*yaml.Node
	buf      []byte
	spans    []Span
	// interned is the cache of short values (see parser.text): 256
	// entries for one ParseWith, internedArena for an Arena's parses,
	// which keep it from one file to the next (files repeat keys, kinds,
	// quantities) and see enough different values (an estate's
	// quantities alone are a thousand) to use a larger one.
	interned []internEntry
	// free are cleared slabs by capacity, one of slabSize's.
	freeNodes map[int][][]yaml.Node
	freePtrs  map[int][][]*yaml.Node
	// parsed is the memory of each document of the last parse, in
	// order; hint is where Free looks first.
	parsed []docMemory
	hint   int
	freed  int // documents given back, for tests
}

// maxKeptScratch bounds the scratch an Arena keeps from one parse for the
// next, in elements: the line table of a file of ten million `---` lines
// (120 MB) goes to the garbage collector once that file is parsed instead
// of staying for the rest of the files, which need a small one.
const maxKeptScratch = 1 << 16

// kept is scratch s emptied for the next parse, or nil when it grew past
// maxKeptScratch.
func kept[T any](s []T) []T {
	if cap(s) > maxKeptScratch {
		return nil
	}
	return s[:0]
}

// Parse is the package's Parse, taking the nodes from a's memory. The
// caller gives back with Free each document it is done with.
func (a *Arena) Parse(data []byte) (docs []*yaml.Node, ok bool) {
	res, ok := a.ParseWith(data, Options{})
	return res.Docs, ok
}

// ParseWith is the package's ParseWith, taking the nodes from a's memory.
// The caller gives back with Free each document it is done with; the
// result's Spans are valid until a's next parse.
func (a *Arena) ParseWith(data []byte, o Options) (Result, bool) { return a.parse(data, o, true) }

// parse is ParseWith with the memory of a, tracking each document's slabs
// for Free when recycle is set.
func (a *Arena) parse(data []byte, o Options, recycle bool) (res Result, ok bool) {
	if a.interned == nil {
		size := internedArena
		if !recycle {
			size = internedSize(len(data))
		}
		a.interned = make([]internEntry, size)
	}
	a.parsed = a.parsed[:0] // documents of an earlier parse are the garbage collector's now
	a.hint = 0
	p := parser{data: data, arena: a, recycle: recycle, skipEmpty: o.SkipEmpty, budget: o.MaxNodes,
		lines: a.lines[:0], children: a.children[:0], buf: a.buf[:0], spans: a.spans[:0]}
	if o.MaxNodes <= 0 {
		p.budget = -1
	}
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case decline:
				res, ok = Result{}, false
				// Nothing refers to the declined documents' nodes, the
				// one being parsed included.
				p.keepSlabs()
				if p.recycle {
					a.release(&p.doc)
				}
				for i := range a.parsed {
					a.release(&a.parsed[i])
				}
				a.parsed = a.parsed[:0]
			case overBudget:
				// The document that went over is left to the garbage
				// collector: it is as large as a file may make one, and
				// its slabs would serve no ordinary document.
				res, ok = Result{Docs: p.docs, Spans: p.spans, Nodes: p.built(o.MaxNodes), Limit: &LimitError{Line: p.docLine, Max: o.MaxNodes}}, true
			default:
				panic(r)
			}
		}
		a.lines, a.children, a.buf, a.spans = kept(p.lines), kept(p.children), kept(p.buf), kept(p.spans)
	}()
	if !p.scanLines() {
		return Result{}, false
	}
	docs := p.stream()
	return Result{Docs: docs, Spans: p.spans, Nodes: p.built(o.MaxNodes)}, true
}

// minRecycled is the fewest nodes of a document whose memory is
// recycled: keeping account of a smaller one (an empty document, a short
// one of a few keys) costs about as much as the memory it would save, in
// a file of many such documents.
const minRecycled = 16

// docMemory is the slabs one document's nodes were taken from: the first
// node and pointer slabs (most documents need no other) and the rest.
type docMemory struct {
	doc   *yaml.Node
	nodes []yaml.Node
	ptrs  []*yaml.Node
	more  *moreSlabs
}

type moreSlabs struct {
	nodes [][]yaml.Node
	ptrs  [][]*yaml.Node
}

// slabSize rounds n up to the sizes slabs are made in when documents are
// recycled: n itself up to 16, then numbers of four significant bits, so
// that a slab is less than an eighth larger than needed and a freed slab
// serves the next document of about the same size.
func slabSize(n int) int {
	if n <= 16 {
		return n
	}
	shift := bits.Len(uint(n-1)) - 4
	return ((n-1)>>shift + 1) << shift
}

// Free gives a's memory the nodes of doc, a document the last parse of a
// returned, and clears them: nothing may refer to any node of doc
// afterwards (its tree, its values' nodes, a Content slice), as the next
// parse builds other documents in the same memory. Free ignores a
// document it does not know (one of an earlier parse: that memory is left
// to the garbage collector) and a document freed twice.
func (a *Arena) Free(doc *yaml.Node) {
	for range 2 {
		for i := a.hint; i < len(a.parsed); i++ {
			if m := &a.parsed[i]; m.doc == doc {
				a.release(m)
				a.hint = i + 1
				a.freed++
				return
			}
		}
		a.hint = 0 // documents freed out of order: look from the start
	}
}

// Freed is the number of documents whose memory Free took back.
func (a *Arena) Freed() int { return a.freed }

// release clears a document's slabs into the free lists.
func (a *Arena) release(m *docMemory) {
	recycle(&a.freeNodes, m.nodes)
	recycle(&a.freePtrs, m.ptrs)
	if m.more != nil {
		for _, s := range m.more.nodes {
			recycle(&a.freeNodes, s)
		}
		for _, s := range m.more.ptrs {
			recycle(&a.freePtrs, s)
		}
	}
	*m = docMemory{}
}

// recycle clears s and puts it in free, by its capacity.
func recycle[T any](free *map[int][][]T, s []T) {
	if cap(s) != slabSize(cap(s)) {
		return // not made by slab: left to the garbage collector
	}
	if *free == nil {
		*free = map[int][][]T{}
	}
	clear(s)
	(*free)[cap(s)] = append((*free)[cap(s)], s[:0])
}

// nodeSlab returns an empty slab for at least n nodes: when documents are
// recycled, a freed one (see slab), else a new one of exactly n nodes, so
// that the trees a caller keeps take no more memory than they need.
func (p *parser) nodeSlab(n int) []yaml.Node {
	if !p.recycle {
		return make([]yaml.Node, 0, n)
	}
	return slab(&p.arena.freeNodes, n)
}

// ptrSlab is nodeSlab for Content pointers.
func (p *parser) ptrSlab(n int) []*yaml.Node {
	if !p.recycle {
		return make([]*yaml.Node, 0, n)
	}
	return slab(&p.arena.freePtrs, n)
}

// slab takes from free a slab for at least n elements, of the smallest
// size there is of slabSize(n) and the next two, else makes one of
// slabSize(n): about as many as the trees of Parse take, so that the trees
// of a file with many documents, which are all in memory until the file
// is parsed, take about as much memory as Parse's.
func slab[T any](free *map[int][][]T, n int) []T {
	size := slabSize(n)
	for range 3 {
		if l := len((*free)[size]); l > 0 {
			list := (*free)[size]
			s := list[l-1]
			list[l-1] = nil
			(*free)[size] = list[:l-1]
			return s
		}
		size = slabSize(size + 1)
	}
	return make([]T, 0, slabSize(n))
}

// built is the number of nodes built so far under a budget of limit (<= 0
// for none, when they were counted down from -1).
func (p *parser) built(limit int) int {
	if limit <= 0 {
		return -1 - p.budget
	}
	return limit - p.budget
}

// decline is the panic value that unwinds the parser when the input is
// outside the subset; Parse turns it into ok=false.
type decline struct{}

func fail() { panic(decline{}) }

// overBudget is the panic value that unwinds the parser when the stream
// needs more nodes than its budget.
type overBudget struct{}

// line is one line of the input; offsets are into parser.data. Lines are
// stored compactly (storedLine) and line gives them back in this form.
type line struct {
	start, end int // the line's text, without its line break
	indent     int // leading spaces
	kind       lineKind
	ascii      bool // columns are byte offsets
	broken     bool // ends with a line break (not the last line of a file without one)
}

// storedLine is a line as the parser keeps it: 12 bytes, for every line
// but the empty ones ("\n" alone, which are not stored at all: a block
// scalar of 35 million line breaks costs nothing but its value). Its start
// is the end of the stored line before it, that line's break and the
// empty lines in between, one byte each. A line's table so costs at most
// six times its text ("a\n"), where a struct of ints cost sixteen times a
// one-byte line, and a 35 MB file of line breaks 1.1 GB.
type storedLine struct {
	end  uint32 // the offset of the end of the line's text
	num  uint32 // the 0-based line number
	meta uint32 // indent<<metaShift | kind | ascii | broken | crlf
}

const (
	metaKind   = 3 // the lineKind bits
	metaASCII  = 1 << 2
	metaBroken = 1 << 3
	metaCRLF   = 1 << 4 // broken by \r\n
	metaShift  = 5
	// maxIndent is the deepest indentation a stored line can say; a line
	// indented more is declined.
	maxIndent = 1<<(32-metaShift) - 1
	// maxData is the longest stream whose offsets fit a storedLine.
	maxData = 1<<32 - 1
)

// line is stored line i.
func (p *parser) line(i int) line {
	s := p.lines[i]
	return line{
		start: p.startOf(i), end: int(s.end), indent: int(s.meta >> metaShift),
		kind: lineKind(s.meta & metaKind), ascii: s.meta&metaASCII != 0, broken: s.meta&metaBroken != 0,
	}
}

// startOf is the offset where stored line i starts.
func (p *parser) startOf(i int) int {
	s := p.lines[i]
	if i == 0 {
		return int(s.num) // after as many empty lines
	}
	prev := p.lines[i-1]
	brk := uint32(1)
	if prev.meta&metaCRLF != 0 {
		brk = 2
	}
	return int(prev.end + brk + (s.num - prev.num - 1))
}

func (p *parser) kindOf(i int) lineKind { return lineKind(p.lines[i].meta & metaKind) }
func (p *parser) indentOf(i int) int    { return int(p.lines[i].meta >> metaShift) }

// lineNo is the 1-based line number of stored line i.
func (p *parser) lineNo(i int) int { return int(p.lines[i].num) + 1 }

// emptyBefore is the number of empty lines between stored line i-1 (or
// the start of the stream) and stored line i (or the end of the stream
// when i is p.count).
func (p *parser) emptyBefore(i int) int {
	next := p.total
	if i < p.count {
		next = int(p.lines[i].num)
	}
	if i == 0 {
		return next
	}
	return next - int(p.lines[i-1].num) - 1
}

type lineKind uint8

const (
	blankLine   lineKind = iota // spaces only
	commentLine                 // spaces, then `#`
	contentLine
	markerLine // `---` at column 1, alone or before a comment
)

type parser struct {
	data  []byte
	lines []storedLine // every line but the empty ones
	count int          // len(lines)
	total int          // the stream's lines, empty ones included
	li    int          // the next stored line not consumed by the node being parsed
	depth int

	nodes    []yaml.Node  // slab the nodes come from
	ptrs     []*yaml.Node // slab the Content slices come from
	children []*yaml.Node // collections' children while they are parsed
	buf      []byte       // scratch for values that are not substrings
	arena    *Arena       // where slabs come from, and the cache of values
	// recycle says whether the slabs of each document are recorded in
	// arena.parsed for Free.
	recycle bool
	doc     docMemory // the slabs of the document being parsed

	skipEmpty bool
	budget    int          // nodes left to build, -1 for no limit
	docs      []*yaml.Node // the documents parsed so far
	spans     []Span       // where each of docs is
	docLine   int          // the first line of the document being parsed
	docNodes  int          // the nodes of the document being parsed
}

// scanLines splits data into lines, classifies them and checks the
// characters: it declines what yaml.v3 rejects or reads differently
// (control characters, invalid UTF-8, tabs, lone \r, NEL/LS/PS breaks, a
// byte order mark) and the lines this package does not parse (`%`
// directives, `...`, content after `---`).
func (p *parser) scanLines() bool {
	data := p.data
	if len(data) > maxData {
		return false
	}
	// The table of the last file parsed is used again when it is large
	// enough: counting the stored lines costs a pass over the text.
	if n := bytes.Count(data, []byte{'\n'}) + 1; cap(p.lines) < n {
		if n = storedLines(data); cap(p.lines) < n {
			p.lines = make([]storedLine, 0, n)
		}
	}
	for start := 0; start < len(data); p.total++ {
		if data[start] == '\n' {
			start++ // an empty line: not stored
			continue
		}
		l := line{start: start}
		i := start
		for i < len(data) && data[i] == ' ' {
			i++
		}
		l.indent = i - start
		var ok bool
		if l.end, l.ascii, ok = lineEnd(data, i); !ok || l.indent > maxIndent {
			return false
		}
		i = l.end
		crlf := false
		if i < len(data) && data[i] == '\r' {
			i++
			crlf = true
		}
		if i < len(data) {
			l.broken = true
			i++
		}
		if l.kind, ok = classify(data[l.start:l.end], l.indent); !ok {
			return false
		}
		meta := uint32(l.kind) | uint32(l.indent)<<metaShift //nolint:gosec // indent <= maxIndent, checked above
		if l.ascii {
			meta |= metaASCII
		}
		if l.broken {
			meta |= metaBroken
		}
		if crlf {
			meta |= metaCRLF
		}
		p.lines = append(p.lines, storedLine{end: uint32(l.end), num: uint32(p.total), meta: meta}) //nolint:gosec // len(data) <= maxData, checked above
		start = i
	}
	p.count = len(p.lines)
	return true
}

// storedLines counts the lines of data that scanLines stores: all but the
// empty ones, so that the table is allocated once at its size.
func storedLines(data []byte) int {
	n, empty := bytes.Count(data, []byte{'\n'}), 0
	if len(data) > 0 && data[len(data)-1] != '\n' {
		n++ // a last line without a break
	}
	for i := bytes.IndexByte(data, '\n'); i >= 0; {
		if i == 0 || data[i-1] == '\n' {
			empty++
		}
		j := bytes.IndexByte(data[i+1:], '\n')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return n - empty
}

// lineEnd returns the end of the line's text that goes on at i (before its
// \n or \r\n), whether it is all ASCII, and false when it has a character
// this package declines.
func lineEnd(data []byte, i int) (end int, ascii, ok bool) {
	ascii = true
	for ; i < len(data); i++ {
		c := data[i]
		if c >= 0x20 && c < 0x7f {
			continue
		}
		switch {
		case c == '\n':
			return i, ascii, true
		case c == '\r':
			return i, ascii, i+1 < len(data) && data[i+1] == '\n'
		case c < 0x80:
			return i, ascii, false // tabs, control characters, DEL
		}
		r, w := utf8.DecodeRune(data[i:])
		if !allowedRune(r, w) {
			return i, ascii, false
		}
		ascii = false
		i += w - 1
	}
	return i, ascii, true
}

// classify says what kind of line text is, or false for a line this
// package declines: a `%` directive, `...`, content after `---`.
func classify(text []byte, indent int) (lineKind, bool) {
	switch {
	case indent == len(text):
		return blankLine, true
	case text[indent] == '#':
		return commentLine, true
	case indent == 0 && isMarker(text, '-'):
		rest := bytes.TrimLeft(text[3:], " ")
		if len(rest) > 0 && (rest[0] != '#' || len(rest) == len(text)-3) {
			return 0, false // content after `---`, or a `#` right after it
		}
		return markerLine, true
	case indent == 0 && (text[0] == '%' || isMarker(text, '.') || bytes.HasPrefix(text, []byte("---"))):
		return 0, false
	}
	return contentLine, true
}

// allowedRune reports whether a multi-byte character is one yaml.v3 reads
// as it is: valid UTF-8, printable, and neither a line break of its own
// (NEL, LS, PS) nor a byte order mark.
func allowedRune(r rune, w int) bool {
	if r == utf8.RuneError && w == 1 {
		return false
	}
	switch {
	case r == 0x85, r == 0x2028, r == 0x2029, r == 0xFEFF:
		return false
	case r >= 0xA0 && r <= 0xD7FF, r >= 0xE000 && r <= 0xFFFD, r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}

// isMarker reports whether text is `---` or `...` (c is '-' or '.')
// followed by nothing or a space.
func isMarker(text []byte, c byte) bool {
	return len(text) >= 3 && text[0] == c && text[1] == c && text[2] == c && (len(text) == 3 || text[3] == ' ')
}

// stream parses every document.
func (p *parser) stream() []*yaml.Node {
	p.li = p.nextContent(0)
	for p.li < p.count {
		first := p.li
		l := p.line(first)
		p.docLine = p.lineNo(first)
		var root *yaml.Node
		if l.kind == markerLine {
			p.li = p.nextContent(p.li + 1)
			if p.li == p.count || p.kindOf(p.li) == markerLine {
				if p.skipEmpty {
					continue
				}
				p.startDocument(first)
				root = p.emptyScalar(p.tokenAt(p.li))
			}
		}
		if root == nil {
			p.startDocument(first)
			c := p.line(p.li)
			root = p.block(p.li, c.start+c.indent, -1, contextRoot)
			p.li = p.nextContent(p.li)
			if p.li < p.count && p.kindOf(p.li) != markerLine {
				fail() // more after the root node
			}
		}
		doc := p.newNode(yaml.DocumentNode, first, l.start)
		if l.kind != markerLine {
			doc.Line, doc.Column = root.Line, root.Column
		}
		doc.Content = p.content([]*yaml.Node{root})
		p.doc.doc = doc
		p.endDocument()
		p.docs = append(p.docs, doc)
		p.spans = append(p.spans, p.span(first, l.kind == markerLine))
	}
	return p.docs
}

// span is the Span of the document that starts on stored line first (a
// `---` line when marked) and ends before p.li.
func (p *parser) span(first int, marked bool) Span {
	s := Span{Line: 1, End: len(p.data)}
	if marked {
		s.Line, s.Start = p.lineNo(first), p.startOf(first)
	}
	if p.li < p.count {
		s.End = p.startOf(p.li)
	}
	return s
}

// text returns data[from:to] as a string of its own, so that a value a
// caller keeps does not keep the input alive (Values cut from one string
// of the input measured a third more peak memory on a 100k-queue estate,
// where the model keeps names and the loader keeps the input). Short
// strings repeat (keys, kinds, API versions, small numbers): they come
// from a small cache, one allocation for each different one.
func (p *parser) text(from, to int) string {
	if e := p.intern(from, to); e != nil {
		return e.value
	}
	return string(p.data[from:to])
}

// internEntry is a value of the cache and, once a plain scalar had it, its
// tag.
type internEntry struct{ value, plainTag string }

// intern returns the cache entry holding data[from:to], replacing what
// the entry held, or nil for a text too long for the cache.
func (p *parser) intern(from, to int) *internEntry {
	b := p.data[from:to]
	if len(b) > maxInterned {
		return nil
	}
	h := uint32(2166136261) // FNV-1a
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	e := &p.arena.interned[h&uint32(len(p.arena.interned)-1)] //nolint:gosec // G115: the length is internedParse or internedArena, powers of two far below 2^32
	if e.value != string(b) {
		*e = internEntry{value: string(b)}
	}
	return e
}

// The sizes of the cache of values (powers of two).
const (
	internedParse = 256
	internedArena = 4096
)

// internedSize is the size of the cache for one parse of n bytes: up to
// internedParse entries, fewer for a short text (a document parsed again
// to place a finding is a few hundred bytes, and a fresh 8 KB table cost
// more than its parse: the pages the kernel had to hand over).
func internedSize(n int) int {
	size := 16
	for size < internedParse && size*16 < n {
		size *= 2
	}
	return size
}

// maxInterned is the longest value text looks up in its cache.
const maxInterned = 40

// nextContent returns the first content or marker line at or after li, or
// p.count.
func (p *parser) nextContent(li int) int {
	for li < p.count && (p.kindOf(li) == blankLine || p.kindOf(li) == commentLine) {
		li++
	}
	return li
}

// column is the 1-based column of byte offset off of line li, counted in
// characters as yaml.v3 does.
func (p *parser) column(li, off int) int {
	l := p.line(li)
	if l.ascii {
		return off - l.start + 1
	}
	return utf8.RuneCount(p.data[l.start:off]) + 1
}

// position is a 1-based line and column.
type position struct{ line, column int }

// tokenAt is where yaml.v3 puts the token starting the content line li
// (its first non-space character), or the end of the stream when li is
// past the last line: the line after the last one, as yaml.v3 ends an
// unfinished last line before ending the stream. An empty document's null
// is there.
func (p *parser) tokenAt(li int) position {
	if li < p.count {
		l := p.line(li)
		return position{p.lineNo(li), p.column(li, l.start+l.indent)}
	}
	// After a final line break, that is the line after the last; without
	// one, yaml.v3 ends the last line (never empty) first: the same line.
	return position{p.total + 1, 1}
}

// newNode takes a node from the slab, at byte offset off of line li.
func (p *parser) newNode(kind yaml.Kind, li, off int) *yaml.Node {
	n := p.alloc()
	n.Kind = kind
	n.Line = p.lineNo(li)
	n.Column = p.column(li, off)
	return n
}

func (p *parser) alloc() *yaml.Node {
	if p.budget == 0 {
		panic(overBudget{})
	}
	p.budget-- // from -1 down when there is no limit, counting
	if len(p.nodes) == cap(p.nodes) {
		p.keepNodes()
		p.nodes = p.nodeSlab(p.spill())
	}
	p.docNodes++
	p.nodes = p.nodes[:len(p.nodes)+1]
	return &p.nodes[len(p.nodes)-1]
}

// startDocument takes the slabs for the nodes of the document that starts
// on line li: two per content line up to the next `---`, about what block
// YAML needs, but at most maxSlab (the content lines of a block scalar
// make no node: a 35 MB one reserved 133 MB of nodes). A document's nodes
// share slabs with no other document's, so a node a caller keeps (a
// decoding problem's, a scheduler configuration's) keeps only its own
// document's tree alive, as with yaml.v3's one allocation per node, and a
// document freed gives back whole slabs.
func (p *parser) startDocument(li int) {
	n := 2
	for i := li; i < p.count && (i == li || p.kindOf(i) != markerLine) && n < maxSlab; i++ {
		if p.kindOf(i) == contentLine {
			n += 2
		}
	}
	if p.budget >= 0 {
		n = min(n, p.budget) // a document over the budget stops at it
	}
	p.nodes = p.nodeSlab(n)
	p.ptrs = p.ptrSlab(n)
	p.docNodes = 0
}

// endDocument records the slabs of the document parsed last (p.doc.doc)
// for Free.
func (p *parser) endDocument() {
	p.keepSlabs()
	if p.recycle && (cap(p.doc.nodes) >= minRecycled || p.doc.more != nil) {
		p.arena.parsed = append(p.arena.parsed, p.doc)
	}
	p.doc = docMemory{}
}

// keepSlabs records the current slabs as the document's, and leaves the
// parser without any.
func (p *parser) keepSlabs() {
	p.keepNodes()
	p.keepPtrs()
	p.nodes, p.ptrs = nil, nil
}

// keepNodes records the current node slab as the document's before the
// parser moves to another.
func (p *parser) keepNodes() {
	if p.recycle {
		keep(&p.doc.nodes, func(m *moreSlabs) *[][]yaml.Node { return &m.nodes }, &p.doc.more, p.nodes)
	}
}

// keepPtrs is keepNodes for the pointer slab.
func (p *parser) keepPtrs() {
	if p.recycle {
		keep(&p.doc.ptrs, func(m *moreSlabs) *[][]*yaml.Node { return &m.ptrs }, &p.doc.more, p.ptrs)
	}
}

// keep records slab s of a document: as its first, else among the rest
// (of *more, made on first use).
func keep[T any](first *[]T, rest func(*moreSlabs) *[][]T, more **moreSlabs, s []T) {
	switch {
	case cap(s) == 0:
	case *first == nil:
		*first = s
	default:
		if *more == nil {
			*more = &moreSlabs{}
		}
		r := rest(*more)
		*r = append(*r, s)
	}
}

// spillSlots is the size of the first slab a document gets when it needs
// more than startDocument reserved (compact or flow collections); the
// next ones grow with the document, up to maxSlab.
const spillSlots = 16

// maxSlab bounds a slab, and so what a document can reserve beyond the
// nodes it needs.
const maxSlab = 4096

// spill is the size of the next slab of the document being parsed.
func (p *parser) spill() int {
	return min(maxSlab, max(spillSlots, p.docNodes))
}

// content copies a collection's children into a Content slice of exactly
// their number, cut from a slab (capacity limited, so that a caller's
// append cannot overwrite a neighbour).
func (p *parser) content(c []*yaml.Node) []*yaml.Node {
	if len(c) == 0 {
		return nil
	}
	if cap(p.ptrs)-len(p.ptrs) < len(c) {
		p.keepPtrs()
		p.ptrs = p.ptrSlab(max(p.spill(), len(c)))
	}
	at := len(p.ptrs)
	p.ptrs = append(p.ptrs, c...)
	return p.ptrs[at:len(p.ptrs):len(p.ptrs)]
}

func (p *parser) emptyScalar(at position) *yaml.Node {
	n := p.alloc()
	n.Kind = yaml.ScalarNode
	n.Tag = "!!null"
	n.Line, n.Column = at.line, at.column
	return n
}

// context says where a block node starts, which decides what it may be.
type context uint8

const (
	contextRoot  context = iota // a document's top node
	contextItem                 // after `- ` on the same line
	contextValue                // after `key: ` on the same line
	contextOwn                  // on a line of its own, below `key:` or `-`
)

// block parses the node starting at byte off of line li. indent is the
// indentation yaml.v3 has at that point (the column, 0-based, of the
// innermost block collection, -1 at the root), which sets how block
// scalars and continuation lines are read.
func (p *parser) block(li, off, indent int, ctx context) *yaml.Node {
	l := p.line(li)
	p.li = li + 1
	c := p.data[off]
	// 0-based; in bytes, which are characters here: only spaces and `- `
	// come before a block collection on its line.
	col := off - l.start
	switch {
	case c == '-' && (off+1 == l.end || p.data[off+1] == ' '):
		if ctx == contextValue {
			fail()
		}
		return p.sequence(li, off, col, false, indent)
	case ctx != contextValue && p.isKey(li, off):
		return p.mapping(li, off, col)
	case ctx == contextOwn:
		fail() // a scalar on a line of its own
	}
	return p.inline(li, off, indent)
}

// isKey reports whether a simple key starts at off of line li: a plain or
// quoted scalar on the line followed by `:` and a space or the line's end.
func (p *parser) isKey(li, off int) bool {
	_, _, ok := p.scanKey(li, off)
	return ok
}

// scanKey finds the key starting at off: the end of its text and the
// offset of its `:`.
func (p *parser) scanKey(li, off int) (end, colon int, ok bool) {
	l := p.line(li)
	d := p.data
	switch d[off] {
	case '"', '\'':
		end = p.quoteEnd(li, off)
		if end < 0 {
			return 0, 0, false
		}
		i := skipSpaces(d, end, l.end)
		if i < l.end && d[i] == ':' && (i+1 == l.end || d[i+1] == ' ') {
			return end, i, i-off <= maxKeyLen
		}
		return 0, 0, false
	}
	if !plainStart(d, off, l.end, false) {
		return 0, 0, false
	}
	for i := off; i < l.end; i++ {
		switch d[i] {
		case ':':
			if i+1 == l.end || d[i+1] == ' ' {
				end = i
				for d[end-1] == ' ' {
					end--
				}
				return end, i, i-off <= maxKeyLen
			}
		case '#':
			if d[i-1] == ' ' {
				return 0, 0, false
			}
		}
	}
	return 0, 0, false
}

// plainStart reports whether a plain scalar may start at off: not an
// indicator, except `-` before a character that is not a space (and, in
// flow context, not a flow indicator).
func plainStart(d []byte, off, end int, flow bool) bool {
	switch d[off] {
	case '-':
		if off+1 == end || d[off+1] == ' ' {
			return false
		}
		return !flow || !isFlowIndicator(d[off+1])
	case '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', ' ':
		return false
	}
	return true
}

func isFlowIndicator(c byte) bool {
	return c == ',' || c == '[' || c == ']' || c == '{' || c == '}'
}

func skipSpaces(d []byte, i, end int) int {
	for i < end && d[i] == ' ' {
		i++
	}
	return i
}

// enter counts one more level of nesting, declining past maxDepth.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		fail()
	}
}

// mapping parses a block mapping whose first key is at off of line li, at
// 0-based column col.
func (p *parser) mapping(li, off, col int) *yaml.Node {
	p.enter()
	m := p.newNode(yaml.MappingNode, li, off)
	m.Tag = "!!map"
	base := len(p.children)
	for {
		end, colon, ok := p.scanKey(li, off)
		if !ok {
			fail()
		}
		p.children = append(p.children, p.keyScalar(li, off, end))
		p.children = append(p.children, p.value(li, colon+1, col))
		next, ok := p.nextAt(col)
		if !ok {
			break
		}
		li, off = next, p.line(next).start+col
	}
	m.Content = p.finish(base)
	p.depth--
	return m
}

// nextAt returns the next content line after the node just parsed when
// it goes on the block collection at column col, false when the
// collection ends there (end of the document, or a line less indented),
// and declines a line more indented: a continuation line or a misplaced
// node.
func (p *parser) nextAt(col int) (int, bool) {
	next := p.nextContent(p.li)
	if next == p.count || p.kindOf(next) == markerLine || p.indentOf(next) < col {
		return next, false
	}
	if p.indentOf(next) > col {
		fail()
	}
	return next, true
}

// finish returns the children collected since base as a Content slice and
// drops them from the collection stack.
func (p *parser) finish(base int) []*yaml.Node {
	c := p.content(p.children[base:])
	p.children = p.children[:base]
	return c
}

// keyScalar is the key node from off to end (after the closing quote for
// a quoted key).
func (p *parser) keyScalar(li, off, end int) *yaml.Node {
	if c := p.data[off]; c == '"' || c == '\'' {
		n, _ := p.quoted(li, off)
		return n
	}
	return p.plainScalar(li, off, end)
}

// value parses the value of a key of the mapping at column col, its `:`
// ending just before off.
func (p *parser) value(li, off, col int) *yaml.Node {
	l := p.line(li)
	q := skipSpaces(p.data, off, l.end)
	if q < l.end && p.data[q] != '#' {
		return p.block(li, q, col, contextValue)
	}
	next := p.nextContent(li + 1)
	p.li = li + 1
	if next < p.count && p.kindOf(next) == contentLine {
		nl := p.line(next)
		first := nl.start + nl.indent
		switch {
		case nl.indent > col:
			return p.block(next, first, col, contextOwn)
		case nl.indent == col && p.data[first] == '-' && (first+1 == nl.end || p.data[first+1] == ' '):
			return p.sequence(next, first, col, true, col)
		}
	}
	// Empty: yaml.v3 puts the null at the end of the `:`.
	return p.emptyScalar(position{p.lineNo(li), p.column(li, off)})
}

// sequence parses a block sequence whose first `-` is at off of line li,
// column col. An indentless one (`- ` at its key's column) keeps the
// mapping's indentation, as yaml.v3 does.
func (p *parser) sequence(li, off, col int, indentless bool, indent int) *yaml.Node {
	p.enter()
	s := p.newNode(yaml.SequenceNode, li, off)
	s.Tag = "!!seq"
	if !indentless {
		indent = col
	}
	base := len(p.children)
	for {
		l := p.line(li)
		q := skipSpaces(p.data, off+1, l.end)
		var item *yaml.Node
		if q < l.end && p.data[q] != '#' {
			item = p.block(li, q, indent, contextItem)
		} else {
			p.li = li + 1
			next := p.nextContent(li + 1)
			if next < p.count && p.kindOf(next) == contentLine && p.indentOf(next) > col {
				nl := p.line(next)
				item = p.block(next, nl.start+nl.indent, indent, contextOwn)
			} else {
				item = p.emptyScalar(position{p.lineNo(li), p.column(li, off) + 1})
			}
		}
		p.children = append(p.children, item)
		next, ok := p.nextAt(col)
		if !ok {
			break
		}
		nl := p.line(next)
		first := nl.start + col
		if p.data[first] != '-' || (first+1 < nl.end && p.data[first+1] != ' ') {
			if indentless {
				break // the mapping's next key
			}
			fail()
		}
		li, off = next, first
	}
	s.Content = p.finish(base)
	p.depth--
	return s
}

// inline parses a scalar, flow collection or block scalar starting at off
// of line li, which must end the line (but for a comment).
func (p *parser) inline(li, off, indent int) *yaml.Node {
	l := p.line(li)
	d := p.data
	var n *yaml.Node
	var end int
	switch d[off] {
	case '"', '\'':
		n, end = p.quoted(li, off)
	case '[', '{':
		n, end = p.flow(li, off)
	case '|', '>':
		return p.blockScalar(li, off, indent)
	default:
		if !plainStart(d, off, l.end, false) {
			fail()
		}
		end = l.end
		for i := off; i < l.end; i++ {
			if d[i] == ':' && (i+1 == l.end || d[i+1] == ' ') {
				fail() // a key where a value belongs
			}
			if d[i] == '#' && d[i-1] == ' ' {
				end = i
				break
			}
		}
		for d[end-1] == ' ' {
			end--
		}
		n = p.plainScalar(li, off, end)
		return n
	}
	i := skipSpaces(d, end, l.end)
	if i < l.end && (d[i] != '#' || i == end) {
		fail()
	}
	return n
}

// plainScalar is the plain scalar data[off:end] of line li, tagged as
// yaml.v3's resolver tags it.
func (p *parser) plainScalar(li, off, end int) *yaml.Node {
	n := p.newNode(yaml.ScalarNode, li, off)
	e := p.intern(off, end)
	if e == nil {
		n.Value = string(p.data[off:end])
		n.Tag = plainTag(n)
		return n
	}
	n.Value = e.value
	if e.plainTag == "" {
		e.plainTag = plainTag(n)
	}
	n.Tag = e.plainTag
	return n
}

// plainTag is the tag yaml.v3's parser gives a plain scalar: `<<` is a
// merge key, anything else is resolved by yaml.v3 itself (Node.ShortTag),
// except values whose first character rules out every tag but !!str, which
// yaml.v3's resolver returns for them without looking further.
func plainTag(n *yaml.Node) string {
	v := n.Value
	if v == "<<" {
		return "!!merge"
	}
	switch c := v[0]; {
	case c >= '0' && c <= '9', c == '+', c == '-', c == '.', c == '~',
		c == 'y', c == 'Y', c == 'n', c == 'N', c == 't', c == 'T', c == 'f', c == 'F', c == 'o', c == 'O':
		return n.ShortTag()
	}
	return "!!str"
}

// quoteEnd returns the offset after the closing quote of the quoted scalar
// starting at off, or -1 when it does not close on the line.
func (p *parser) quoteEnd(li, off int) int {
	l := p.line(li)
	d := p.data
	q := d[off]
	for i := off + 1; i < l.end; i++ {
		switch {
		case q == '\'' && d[i] == '\'':
			if i+1 < l.end && d[i+1] == '\'' {
				i++
				continue
			}
			return i + 1
		case q == '"' && d[i] == '\\':
			i++
		case q == '"' && d[i] == '"':
			return i + 1
		}
	}
	return -1
}

// quoted parses the single-line quoted scalar starting at off, and returns
// it and the offset after its closing quote.
func (p *parser) quoted(li, off int) (*yaml.Node, int) {
	end := p.quoteEnd(li, off)
	if end < 0 {
		fail() // multi-line, or a syntax error
	}
	d := p.data
	n := p.newNode(yaml.ScalarNode, li, off)
	n.Tag = "!!str"
	body := d[off+1 : end-1]
	if d[off] == '\'' {
		n.Style = yaml.SingleQuotedStyle
		if bytes.IndexByte(body, '\'') < 0 {
			n.Value = p.text(off+1, end-1)
			return n, end
		}
		p.buf = p.buf[:0]
		for i := 0; i < len(body); i++ {
			p.buf = append(p.buf, body[i])
			if body[i] == '\'' {
				i++
			}
		}
		n.Value = string(p.buf)
		return n, end
	}
	n.Style = yaml.DoubleQuotedStyle
	if bytes.IndexByte(body, '\\') < 0 {
		n.Value = p.text(off+1, end-1)
		return n, end
	}
	n.Value = p.unescape(body)
	return n, end
}

// unescape decodes the escapes of a double-quoted scalar's body as yaml.v3
// does (its set, which has `\'` and lacks `\/`).
func (p *parser) unescape(body []byte) string {
	p.buf = p.buf[:0]
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			p.buf = append(p.buf, c)
			continue
		}
		i++
		if i == len(body) {
			fail()
		}
		width := 0
		switch e := body[i]; e {
		case 'N':
			p.buf = utf8.AppendRune(p.buf, 0x85)
		case '_':
			p.buf = utf8.AppendRune(p.buf, 0xA0)
		case 'L':
			p.buf = utf8.AppendRune(p.buf, 0x2028)
		case 'P':
			p.buf = utf8.AppendRune(p.buf, 0x2029)
		case 'x':
			width = 2
		case 'u':
			width = 4
		case 'U':
			width = 8
		default:
			k := strings.IndexByte(escaped, e)
			if k < 0 {
				fail()
			}
			p.buf = append(p.buf, unescaped[k])
		}
		if width == 0 {
			continue
		}
		if i+width >= len(body)+1 {
			fail()
		}
		v := 0
		for _, h := range body[i+1 : i+1+width] {
			d := hexValue(h)
			if d < 0 {
				fail()
			}
			v = v<<4 | d
		}
		if (v >= 0xD800 && v <= 0xDFFF) || v > 0x10FFFF {
			fail()
		}
		p.buf = utf8.AppendRune(p.buf, rune(v))
		i += width
	}
	return string(p.buf)
}

// escaped are the one-character escapes of double-quoted scalars, and
// unescaped what each stands for.
const (
	escaped   = "0abtnvfre \"'\\"
	unescaped = "\x00\a\b\t\n\v\f\r\x1b \"'\\"
)

func hexValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// flow parses a flow sequence or mapping that opens at off and closes on
// the same line, and returns it and the offset after its closing bracket.
func (p *parser) flow(li, off int) (*yaml.Node, int) {
	p.enter()
	l := p.line(li)
	d := p.data
	var n *yaml.Node
	closer := byte(']')
	if d[off] == '[' {
		n = p.newNode(yaml.SequenceNode, li, off)
		n.Tag = "!!seq"
	} else {
		n = p.newNode(yaml.MappingNode, li, off)
		n.Tag = "!!map"
		closer = '}'
	}
	n.Style = yaml.FlowStyle
	base := len(p.children)
	i := skipSpaces(d, off+1, l.end)
	if i < l.end && d[i] == closer {
		i++
	} else {
		for {
			var item *yaml.Node
			if closer == '}' {
				if i >= l.end || d[i] == '[' || d[i] == '{' {
					fail() // a collection as a key
				}
				keyStart := i
				item, i = p.flowItem(li, i)
				p.children = append(p.children, item)
				i = skipSpaces(d, i, l.end)
				if i+1 >= l.end || d[i] != ':' || d[i+1] != ' ' || i-keyStart > maxKeyLen {
					fail()
				}
				i = skipSpaces(d, i+1, l.end)
				if i >= l.end || d[i] == ',' || d[i] == '}' {
					fail() // a key without a value
				}
			}
			item, i = p.flowItem(li, i)
			p.children = append(p.children, item)
			i = skipSpaces(d, i, l.end)
			if i >= l.end {
				fail() // the collection goes on to the next line
			}
			if d[i] == closer {
				i++
				break
			}
			if d[i] != ',' {
				fail()
			}
			i = skipSpaces(d, i+1, l.end)
			if i < l.end && d[i] == closer {
				fail() // a trailing comma
			}
		}
	}
	n.Content = p.finish(base)
	p.depth--
	return n, i
}

// flowItem parses a node inside a flow collection at off, and returns it
// and the offset after it.
func (p *parser) flowItem(li, off int) (*yaml.Node, int) {
	l := p.line(li)
	d := p.data
	if off >= l.end {
		fail()
	}
	switch d[off] {
	case '[', '{':
		return p.flow(li, off)
	case '"', '\'':
		return p.quoted(li, off)
	}
	if !plainStart(d, off, l.end, true) {
		fail()
	}
	// Words separated by spaces, up to a flow indicator or `: `.
	i := off
	for {
	word:
		for i < l.end && d[i] != ' ' {
			switch d[i] {
			case ',', '[', ']', '{', '}':
				break word
			case ':':
				if i+1 < l.end && d[i+1] == ' ' {
					break word
				}
				// Inside a word (an image's tag, a URL), as yaml.v3 reads
				// it; before a flow indicator or the line's end, declined.
				if i+1 == l.end || isFlowIndicator(d[i+1]) {
					fail()
				}
			case '?':
				fail()
			}
			i++
		}
		k := skipSpaces(d, i, l.end)
		if k == i || k == l.end || isFlowIndicator(d[k]) || d[k] == ':' {
			break
		}
		if d[k] == '#' {
			fail() // a comment inside a flow collection
		}
		i = k
	}
	return p.plainScalar(li, off, i), i
}

// blockHeader reads the indicators after the `|` or `>` at off: chomping
// (-1 strip, 0 clip, 1 keep) and the explicit indentation (0 if none), in
// either order, then nothing but a comment.
func (p *parser) blockHeader(li, off int) (chomp, increment int) {
	l := p.line(li)
	d := p.data
	i := off + 1
	for range 2 {
		if i == l.end {
			break
		}
		c := d[i]
		if (c == '+' || c == '-') && chomp == 0 {
			chomp = 1
			if c == '-' {
				chomp = -1
			}
		} else if c >= '1' && c <= '9' && increment == 0 {
			increment = int(c - '0')
		} else {
			break
		}
		i++
	}
	if j := skipSpaces(d, i, l.end); j < l.end && (d[j] != '#' || j == i) {
		fail()
	}
	return chomp, increment
}

// autoIndent is the content indentation of a block scalar on line li
// without an indentation indicator: the first non-empty line's, or more
// if an empty line before it has more spaces, and at least one more than
// the enclosing collection's.
func (p *parser) autoIndent(li, indent int) int {
	most := 0
	for k := li + 1; k < p.count; k++ {
		most = max(most, p.indentOf(k))
		if p.kindOf(k) != blankLine {
			break
		}
	}
	return max(most, indent+1, 1)
}

// blockScalar parses a literal or folded block scalar whose indicator is
// at off of line li; indent is yaml.v3's indentation there. The value is
// built as yaml.v3 builds it: lines at the content indentation with that
// indentation removed, folded (`>`) into spaces between lines that neither
// start with a space nor are separated by empty lines, chomped as the
// header says.
func (p *parser) blockScalar(li, off, indent int) *yaml.Node {
	d := p.data
	n := p.newNode(yaml.ScalarNode, li, off)
	n.Tag = "!!str"
	literal := d[off] == '|'
	if literal {
		n.Style = yaml.LiteralStyle
	} else {
		n.Style = yaml.FoldedStyle
	}
	chomp, increment := p.blockHeader(li, off)
	ind := increment
	switch {
	case increment > 0 && indent >= 0:
		ind = indent + increment
	case increment == 0:
		ind = p.autoIndent(li, indent)
	}
	// Measured first, then written into a string of exactly its size: a
	// 35 MB block scalar costs 35 MB, not a doubling buffer and a copy.
	var size blockText
	p.li = p.blockBody(li, ind, literal, chomp, &size)
	var b strings.Builder
	b.Grow(size.n)
	p.blockBody(li, ind, literal, chomp, &blockText{b: &b})
	n.Value = b.String()
	return n
}

// blockText receives a block scalar's value: it counts its bytes when b is
// nil, else writes them to b.
type blockText struct {
	n int
	b *strings.Builder
}

func (t *blockText) write(s []byte) {
	if t.b == nil {
		t.n += len(s)
		return
	}
	t.b.Write(s)
}

func (t *blockText) repeat(c byte, k int) {
	if t.b == nil {
		t.n += k
		return
	}
	for range k {
		t.b.WriteByte(c)
	}
}

// blockBody gives the value of the block scalar whose header is on line li
// to out, with content indentation ind, and returns the line after it.
func (p *parser) blockBody(li, ind int, literal bool, chomp int, out *blockText) int {
	d := p.data
	leadingBreak, leadingBlank, trailing := false, false, 0
	k := li + 1
	for ; k < p.count; k++ {
		// The empty lines before line k, which are not stored, are blank
		// lines like the others.
		trailing += p.emptyBefore(k)
		lk := p.line(k)
		if lk.kind == blankLine && lk.indent <= ind {
			if lk.broken {
				trailing++
			}
			continue
		}
		if lk.indent < ind {
			break
		}
		trailingBlank := d[lk.start+ind] == ' '
		if !literal && !leadingBlank && !trailingBlank && leadingBreak {
			if trailing == 0 {
				out.repeat(' ', 1)
			}
		} else if leadingBreak {
			out.repeat('\n', 1)
		}
		out.repeat('\n', trailing)
		trailing = 0
		leadingBlank = trailingBlank
		out.write(d[lk.start+ind : lk.end])
		leadingBreak = lk.broken
	}
	if k == p.count {
		trailing += p.emptyBefore(k)
	}
	if chomp != -1 && leadingBreak {
		out.repeat('\n', 1)
	}
	if chomp == 1 {
		out.repeat('\n', trailing)
	}
	return k
}
