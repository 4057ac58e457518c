// Package yamlpos parses YAML (and JSON, which is YAML) into node trees that
// keep exact file positions, one document at a time when a file has a
// syntax error so that a broken document does not hide the ones after it,
// and re-parses YAML embedded in a string scalar with every inner position
// mapped back to the outer file.
package yamlpos

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlfast"
)

// Document is one YAML document of a file.
type Document struct {
	// Index is the 0-based position of the document in its file.
	Index int
	// Line is the first line of the document's text (its `---` line, if any).
	Line int
	// Root is the document's top node (usually a mapping); nil when empty.
	Root *yaml.Node
	// at is where the document is in the stream, for Reparse.
	at docRef
	// fast is the document node yamlfast built in a Parser's arena, for
	// Parser.Free; nil when the tree is the garbage collector's.
	fast *yaml.Node
}

// SyntaxError is a YAML error at a position in the file being parsed.
type SyntaxError struct {
	Line   int
	Column int
	Msg    string
}

func (e *SyntaxError) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("line %d:%d: %s", e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// chunk is the text of one document and the file line it starts on.
type chunk struct {
	text []byte
	line int
	off  int // byte offset of text in the file
}

// splitDocuments cuts a stream at `---` lines. Doing it here rather than
// relying on the YAML decoder's stream handling means a syntax error in one
// document leaves every other document parseable: yaml.v3 cannot resume a
// stream after an error. A `---` inside a block scalar is always indented,
// so a marker at column 1 is a real document boundary. `%` directives with
// only comments around them stay with the document after them, which they
// belong to.
func splitDocuments(data []byte) []chunk {
	var chunks []chunk
	start, startLine, line := 0, 1, 1
	// Whether the current chunk has a line other than comments and
	// directives, and whether it has a directive.
	content, directive := false, false
	for off := 0; off < len(data); {
		end := bytes.IndexByte(data[off:], '\n')
		next := len(data)
		if end >= 0 {
			next = off + end + 1
		}
		text := data[off:next]
		if off > start && isDocumentMarker(text) && (content || !directive) {
			chunks = append(chunks, chunk{text: data[start:off], line: startLine, off: start})
			start, startLine = off, line
			content, directive = false, false
		}
		switch t := bytes.TrimSpace(text); {
		case len(t) == 0 || t[0] == '#':
		case text[0] == '%':
			directive = true
		default:
			content = true
		}
		off = next
		line++
	}
	return append(chunks, chunk{text: data[start:], line: startLine, off: start})
}

func isDocumentMarker(line []byte) bool {
	if !bytes.HasPrefix(line, []byte("---")) {
		return false
	}
	rest := line[3:]
	return len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r'
}

// Parse returns every document of a YAML or JSON stream with node positions
// relative to the whole stream, and the syntax errors of the documents that
// could not be parsed. The trees are yaml.v3's (see documents); comments
// are attached to them only where yaml.v3 parsed the text (nothing reads
// them), so callers must not rely on them.
func Parse(data []byte) ([]Document, []*SyntaxError) { return parse(data, nil) }

// WithoutTree is d without its tree: what Reparse needs to parse it again,
// for a caller that keeps it after dropping (or freeing) the tree.
func (d Document) WithoutTree() Document {
	d.Root, d.fast = nil, nil
	return d
}

// Parser parses files one after another, as Parse does, and reuses the
// memory of the trees its caller frees (see yamlfast.Arena): a caller
// that keeps typed values decoded from most documents, not their trees,
// frees each such document once done with it, and the next files are
// parsed into the same memory. The zero value is ready; a Parser is not
// safe for concurrent use (keep one per goroutine).
type Parser struct{ arena yamlfast.Arena }

// Parse is the package's Parse.
func (p *Parser) Parse(data []byte) ([]Document, []*SyntaxError) { return parse(data, &p.arena) }

// Free gives p the memory of d's nodes, a document of p's last Parse.
// No node of d (its Root, any node below it, a Content slice) may be used
// afterwards: the next Parse builds other documents there. A document
// parsed by yaml.v3, or by an earlier Parse, is left to the garbage
// collector.
func (p *Parser) Free(d Document) {
	if d.fast != nil {
		p.arena.Free(d.fast)
	}
}

// Freed is the number of documents whose memory Free took back.
func (p *Parser) Freed() int { return p.arena.Freed() }

// parse is Parse, with the trees of yamlfast in arena when it is not nil.
func parse(data []byte, arena *yamlfast.Arena) ([]Document, []*SyntaxError) {
	var chunks []chunk // split by parseStream, which may know the `---` lines already
	if docs, ok := parseStream(data, &chunks, arena); ok {
		return docs, nil
	}
	if chunks == nil {
		chunks = splitDocuments(data)
	}
	return parseChunks(data, chunks)
}

// markerChunks are the chunks splitDocuments cuts data into, from the
// `---` lines yamlfast found in it: for an input it accepts (no `%`
// directive, every `---` line a document marker) a marker splits a chunk
// unless it opens the input.
func markerChunks(data []byte, markers []yamlfast.Marker) []chunk {
	chunks := make([]chunk, 0, len(markers)+1)
	start, startLine := 0, 1
	for _, m := range markers {
		if m.Offset == 0 {
			continue
		}
		chunks = append(chunks, chunk{text: data[start:m.Offset], line: startLine, off: start})
		start, startLine = m.Offset, m.Line
	}
	return append(chunks, chunk{text: data[start:], line: startLine, off: start})
}

// parseChunks parses each chunk of data with a decoder of its own, so that
// a syntax error in one leaves the others parseable.
func parseChunks(data []byte, chunks []chunk) ([]Document, []*SyntaxError) {
	var docs []Document
	var errs []*SyntaxError
	f := newFileParser(data)
	for _, c := range chunks {
		inChunk := 0
		errs = f.chunk(c, errs, func(root *yaml.Node) bool {
			docs = append(docs, Document{Index: len(docs), Line: c.line, Root: root,
				at: docRef{off: c.off, end: c.off + len(c.text), line: c.line, inChunk: inChunk}})
			inChunk++
			return true
		})
	}
	return docs, errs
}

// parseStream parses the whole of data with one decoder, the common case,
// and gives exactly what parseChunks would: a yaml.v3 decoder costs about
// as much to set up as a small document costs to parse, and files hold
// many small documents. It declines (false) whatever the two could parse
// differently, leaving it to parseChunks: a syntax error (the stream
// stops there, the chunks do not), line breaks other than \n and \r\n
// (positions need the chunk-to-file mapping), `%` directives, and an
// alias to an anchor of an earlier document (a stream resolves it, a
// chunk alone cannot).
func parseStream(data []byte, split *[]chunk, arena *yamlfast.Arena) ([]Document, bool) {
	if hasOtherBreaks(data) || hasDirective(data) {
		return nil, false
	}
	aliases := bytes.IndexByte(data, '*') >= 0
	next, inArena := documents(data, arena)
	if *split == nil {
		if inArena {
			*split = markerChunks(data, arena.Markers())
		} else {
			*split = splitDocuments(data)
		}
	}
	chunks := *split
	var docs []Document
	c, inChunk := 0, 0
	for {
		n, err := next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return nil, false
		}
		root := contentRoot(n)
		if root == nil {
			if inArena {
				arena.Free(n) // nothing refers to an empty document
			}
			continue
		}
		// The document belongs to the last chunk starting on or before
		// its first node (chunks start at `---` lines, documents too).
		next := c
		for next+1 < len(chunks) && chunks[next+1].line <= root.Line {
			next++
		}
		if next != c {
			c, inChunk = next, 0
		}
		if aliases && aliasesBefore(root, chunks[c].line) {
			return nil, false
		}
		ch := chunks[c]
		d := Document{Index: len(docs), Line: ch.line, Root: root,
			at: docRef{off: ch.off, end: ch.off + len(ch.text), line: ch.line, inChunk: inChunk}}
		if inArena {
			d.fast = n
		}
		docs = append(docs, d)
		inChunk++
	}
	// yaml.v3 puts an empty node at the end of a stream without a final
	// line break on the line after the last one; parseChunks moves such
	// positions to the end of the file.
	if len(docs) > 0 && len(data) > 0 && data[len(data)-1] != '\n' {
		f := newFileParser(data)
		moveNodes(docs[len(docs)-1].Root, func(line, col int) (int, int) {
			if line > f.lastLineNo() {
				return f.fileSource().Position(len(data))
			}
			return line, col
		})
	}
	return docs, true
}

// hasDirective reports whether a line of data starts with `%`.
func hasDirective(data []byte) bool {
	return (len(data) > 0 && data[0] == '%') || bytes.Contains(data, []byte("\n%"))
}

// aliasesBefore reports whether the tree under n has an alias to a node
// before line first, that is, of an earlier document.
func aliasesBefore(n *yaml.Node, first int) bool {
	if n.Kind == yaml.AliasNode {
		return n.Alias != nil && n.Alias.Line < first
	}
	for _, c := range n.Content {
		if aliasesBefore(c, first) {
			return true
		}
	}
	return false
}

// docRef says where Parse found a document: its chunk of the stream and
// its index among the chunk's non-empty documents.
type docRef struct {
	off, end, line, inChunk int
}

// Reparse parses again, from the same data, the document d that Parse
// returned, and gives its root node with the positions Parse gave it. A
// caller that drops documents' nodes to save memory gets one back this way
// when it needs it, at the cost of parsing that document alone. It returns
// nil if data is not what Parse read.
func Reparse(data []byte, d Document) *yaml.Node {
	r := d.at
	if r.off < 0 || r.end > len(data) || r.off > r.end {
		return nil
	}
	var found *yaml.Node
	i := 0
	newFileParser(data).chunk(chunk{text: data[r.off:r.end], line: r.line, off: r.off}, nil, func(root *yaml.Node) bool {
		if i == r.inChunk {
			found = root
			return false
		}
		i++
		return true
	})
	return found
}

// fileParser parses the chunks of one stream.
type fileParser struct {
	data     []byte
	file     *Source // built when needed: other line breaks, or a position past the end
	lastLine int
}

func newFileParser(data []byte) *fileParser {
	return &fileParser{data: data, lastLine: -1}
}

// lastLineNo is the number of the file's last line, counted once when
// needed: Reparse makes a parser per document, and counting a large
// file's lines for each would make placing n findings cost n × the file.
func (f *fileParser) lastLineNo() int {
	if f.lastLine < 0 {
		f.lastLine = bytes.Count(f.data, []byte("\n")) + 1
	}
	return f.lastLine
}

func (f *fileParser) fileSource() *Source {
	if f.file == nil {
		f.file = NewSource(f.data)
	}
	return f.file
}

// chunk parses the documents of one chunk, calling each with the root of
// every non-empty one until it returns false, and adds syntax errors to
// errs.
func (f *fileParser) chunk(c chunk, errs []*SyntaxError, each func(root *yaml.Node) bool) []*SyntaxError {
	ys := yamlSource(c.text)
	// toFile moves a yaml.v3 position in the chunk to the file. yaml.v3
	// puts an empty node at the end of a stream without a final line
	// break on the line after the last one: such positions become the
	// end of the file.
	chunkLast := c.line + bytes.Count(c.text, []byte("\n")) // no position before it is past the file
	toFile := func(line, col int) (int, int) {
		if ys.yamlBreaks {
			return f.fileSource().Position(c.off + ys.Offset(line, col))
		}
		line += c.line - 1
		if line > chunkLast && line > f.lastLineNo() {
			return f.fileSource().Position(len(f.data))
		}
		return line, col
	}
	next, _ := documents(c.text, nil)
	for {
		n, err := next()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				e := locateError(ys, err)
				line, col := toFile(e.Line, max(e.Column, 1))
				e.Line = line
				if e.Column > 0 {
					e.Column = col
				}
				errs = append(errs, e)
			}
			return errs
		}
		moveNodes(n, toFile)
		root := contentRoot(n)
		if root == nil {
			continue
		}
		if !each(root) {
			return errs
		}
	}
}

// moveNodes applies to to the position of every node of a tree, once:
// aliases are not followed, their targets are in the tree.
func moveNodes(n *yaml.Node, to func(line, col int) (int, int)) {
	if n == nil {
		return
	}
	n.Line, n.Column = to(n.Line, n.Column)
	for _, c := range n.Content {
		moveNodes(c, to)
	}
}

// contentRoot is the top node of a decoded document, or nil when the
// document is empty (no node, or a bare null from `---` alone).
func contentRoot(doc *yaml.Node) *yaml.Node {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 || isEmptyDocument(doc.Content[0]) {
		return nil
	}
	return doc.Content[0]
}

func isEmptyDocument(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null" && n.Value == ""
}

var lineRE = regexp.MustCompile(`line (\d+)(?::|, column (\d+):)?\s*`)

// syntaxError turns a yaml.v3 error (which carries the position only in
// its text) into a SyntaxError with the line moved into file coordinates.
func syntaxError(err error, lineDelta int) *SyntaxError {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	e := &SyntaxError{Line: 1 + lineDelta, Msg: msg}
	if m := lineRE.FindStringSubmatchIndex(msg); m != nil {
		l, _ := strconv.Atoi(msg[m[2]:m[3]])
		e.Line = l + lineDelta
		if m[4] >= 0 {
			e.Column, _ = strconv.Atoi(msg[m[4]:m[5]])
		}
		e.Msg = strings.TrimSpace(msg[:m[0]] + msg[m[1]:])
	}
	return e
}

// locateError is syntaxError with the position made exact, in the lines
// of src as yaml.v3 counts them. yaml.v3 reports the line of the construct
// it was parsing (a 0-based line for parser errors, often the line of the
// enclosing mapping or list), or no line at all, as for an unknown anchor,
// and never a column, rather than the place of the offending token. As the
// parser reads its input in order, the shortest prefix of the text that
// fails with the same message ends on the offending character: it is found
// line by line, at or after the reported line, then character by character
// within the line. Each search gallops then bisects, so an error costs
// O(log n) re-parses; past a budget of bytes re-parsed (a huge broken
// document), yaml.v3's own report is kept.
func locateError(src *Source, err error) (e *SyntaxError) {
	e = syntaxError(err, 0)
	text, starts := src.Data, src.lineStarts
	if len(starts) > 1 && starts[len(starts)-1] == len(text) {
		starts = starts[:len(starts)-1] // no line after a final line break
	}
	budget := locateBudget
	fails := func(end int) bool {
		if budget -= end; budget < 0 {
			panic(errBudget)
		}
		return prefixFails(text[:end], e.Msg)
	}
	defer func() {
		if r := recover(); r != nil {
			if r != errBudget { //nolint:errorlint // r is a recovered panic value, compared by identity
				panic(r)
			}
			e = syntaxError(err, 0)
		}
	}()
	// Line: the smallest k such that the first k lines fail.
	lineEnd := func(k int) int {
		if k < len(starts) {
			return starts[k]
		}
		return len(text)
	}
	from := min(max(e.Line, 1), len(starts))
	k := smallest(from, len(starts), func(k int) bool { return fails(lineEnd(k)) })
	if k == 0 {
		return e // not reproducible on prefixes: keep yaml.v3's report
	}
	// Column: the smallest prefix within line k that fails, at character
	// boundaries; the offending character is its last.
	lineStart := starts[k-1]
	var ends []int // byte ends of each character of the line
	for i := lineStart; i < lineEnd(k); {
		_, w := utf8.DecodeRune(text[i:])
		i += w
		ends = append(ends, i)
	}
	col := 1
	if c := smallest(1, len(ends), func(c int) bool { return fails(ends[c-1]) }); c > 0 {
		col = c
		line := text[lineStart:ends[c-1]]
		if bytes.HasSuffix(line, []byte(":")) && !strings.HasPrefix(e.Msg, "mapping values are not allowed") {
			// The `:` turned a continuation line into a key that is out
			// of place: point at the key, which starts the line.
			col = utf8.RuneCount(line[:len(line)-len(bytes.TrimLeft(line, " \t"))]) + 1
		}
		if name, ok := strings.CutPrefix(e.Msg, "unknown anchor '"); ok {
			// The message names the whole alias: point at its `*`.
			name, _, _ = strings.Cut(name, "'")
			if at := bytes.LastIndex(text[lineStart:ends[c-1]], []byte("*"+name)); at >= 0 {
				col = utf8.RuneCount(text[lineStart:lineStart+at]) + 1
			}
		}
	}
	e.Line, e.Column = k, col
	return e
}

// locateBudget bounds the bytes locateError re-parses for one error, some
// seconds of work at most (a variable for tests).
var locateBudget = 64 << 20

var errBudget = errors.New("budget exhausted")

// prefixFails reports whether text fails to parse with message msg.
func prefixFails(text []byte, msg string) bool {
	dec := yaml.NewDecoder(bytes.NewReader(text))
	for {
		var n yaml.Node
		err := safeDecode(dec, &n)
		if err == nil {
			continue
		}
		return !errors.Is(err, io.EOF) && syntaxError(err, 0).Msg == msg
	}
}

// smallest returns the smallest i in [from, to] for which ok holds,
// assuming ok is false below it and stays true once true, or 0 when ok(to)
// is false. It checks from, from+1, from+3, from+7, ... then bisects.
func smallest(from, to int, ok func(int) bool) int {
	if from > to || from < 1 {
		return 0
	}
	lo, hi, step := from-1, from, 1
	for !ok(hi) {
		if hi == to {
			return 0
		}
		lo = hi
		hi = min(hi+step, to)
		step *= 2
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if ok(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// documents returns a function that gives the documents of data one at a
// time, as yaml.v3's Decoder does (io.EOF after the last): from yamlfast,
// which builds the same trees several times faster, when data is in the
// subset it parses, else from yaml.v3.
func documents(data []byte, arena *yamlfast.Arena) (next func() (*yaml.Node, error), inArena bool) {
	if docs, ok := safeFastParse(data, arena); ok {
		return func() (*yaml.Node, error) {
			if len(docs) == 0 {
				return nil, io.EOF
			}
			n := docs[0]
			docs = docs[1:]
			return n, nil
		}, arena != nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	return func() (*yaml.Node, error) {
		var n yaml.Node
		if err := safeDecode(dec, &n); err != nil {
			return nil, err
		}
		return &n, nil
	}, false
}

// safeFastParse is yamlfast.Parse with a bug in it made a decline: the
// input is then parsed by yaml.v3, slower but right, where a crash would
// lose the whole run. (yamlfast's own fuzz test calls Parse directly, so
// such a bug still fails the tests.)
func safeFastParse(data []byte, arena *yamlfast.Arena) (docs []*yaml.Node, ok bool) {
	defer func() {
		if recover() != nil {
			docs, ok = nil, false
		}
	}()
	if arena != nil {
		return arena.Parse(data)
	}
	return yamlfast.Parse(data)
}

// safeDecode turns a panic inside the YAML library into an error: a linter
// must report bad input, never crash on it.
func safeDecode(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: parser failure: %v", r)
		}
	}()
	return dec.Decode(n)
}
