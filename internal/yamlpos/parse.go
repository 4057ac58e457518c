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
	// Limit marks the file over vcqlint's node cap (MaxNodes) rather than
	// invalid YAML: the documents from Line on were not parsed.
	Limit bool
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
// belong to. A chunk with nothing in it but `---`, blank lines and
// comments of printable ASCII holds no node and no error, and is left out:
// a file of ten million `---` lines is then one chunk, not ten million (40
// bytes each, and a parse each).
func splitDocuments(data []byte) []chunk {
	var chunks []chunk
	start, startLine, line := 0, 1, 1
	// Whether the current chunk has a line other than comments and
	// directives, whether it has a directive, and whether it has anything
	// that can make a node or an error (substance).
	content, directive, substance := false, false, false
	for off := 0; off < len(data); {
		end := bytes.IndexByte(data[off:], '\n')
		next := len(data)
		if end >= 0 {
			next = off + end + 1
		}
		text := data[off:next]
		marker := isDocumentMarker(text)
		if off > start && marker && (content || !directive) {
			if substance || directive {
				chunks = append(chunks, chunk{text: data[start:off], line: startLine, off: start})
			}
			start, startLine = off, line
			content, directive, substance = false, false, false
		}
		switch t := trimBlank(text); {
		case len(t) == 0:
		case t[0] == '#':
			substance = substance || !plainComment(t)
		case text[0] == '%':
			directive = true
		default:
			content = true
			if !marker {
				substance = true
			} else if rest := trimBlank(text[3:]); len(rest) > 0 && (rest[0] != '#' || !plainComment(rest)) {
				substance = true // a node after `---`
			}
		}
		off = next
		line++
	}
	if substance || directive || len(chunks) == 0 {
		chunks = append(chunks, chunk{text: data[start:], line: startLine, off: start})
	}
	return chunks
}

// trimBlank drops the spaces, tabs and line breaks (\r, \n) around text:
// what YAML reads as separation, and nothing else (bytes.TrimSpace would
// also drop a no-break space, which YAML reads as content).
func trimBlank(text []byte) []byte {
	return bytes.Trim(text, " \t\r\n")
}

// plainComment reports whether a comment (from its `#`) is printable ASCII
// and tabs only, which no YAML parser refuses.
func plainComment(t []byte) bool {
	for _, c := range t {
		if (c < 0x20 && c != '\t') || c > 0x7e {
			return false
		}
	}
	return true
}

func isDocumentMarker(line []byte) bool {
	if !bytes.HasPrefix(line, []byte("---")) {
		return false
	}
	rest := line[3:]
	return len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r'
}

// MaxNodes bounds the YAML nodes of one file (one Parse or ParseEmbedded):
// a node costs some 170 bytes as a yaml.v3 tree while its text can be two
// bytes (`a,` in a flow list), so without a bound a 40 MB file of those
// took 4 GB. A million nodes is ten times the largest real files (a CRD
// bundle, a Helm render of a large chart) and about 200 MB of trees. A file
// over it is an input error at the document that went over, and the
// documents before it are linted.
const MaxNodes = 1_000_000

// budget is the nodes a file may still build.
type budget struct{ left int }

func newBudget() *budget { return &budget{left: MaxNodes} }

// limitError is the SyntaxError of a file over MaxNodes at line.
func limitError(line int) *SyntaxError {
	return &SyntaxError{Line: line, Limit: true, Msg: fmt.Sprintf(
		"the file holds more than %s YAML nodes, vcqlint's cap for one file; split it into smaller files (the documents from this line on are not linted)", thousands(MaxNodes))}
}

// boundError is the SyntaxError of a document at line whose text could
// hold more nodes than the file has left (see nodeBound).
func boundError(line int) *SyntaxError {
	return &SyntaxError{Line: line, Limit: true, Msg: fmt.Sprintf(
		"this document could hold more YAML nodes than vcqlint's cap of %s for one file; split it into smaller files (the documents from this line on are not linted)", thousands(MaxNodes))}
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Parse returns every document of a YAML or JSON stream with node positions
// relative to the whole stream, and the syntax errors of the documents that
// could not be parsed. The trees are yaml.v3's (see documents); comments
// are attached to them only where yaml.v3 parsed the text (nothing reads
// them), so callers must not rely on them. At most MaxNodes nodes are
// built: past them, the last error says where the file was cut.
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
	var chunks []chunk // splitDocuments', when parseStream needed them
	if docs, errs, ok := parseStream(data, &chunks, newBudget(), arena); ok {
		return docs, errs
	}
	if chunks == nil {
		chunks = splitDocuments(data)
	}
	return parseChunks(data, chunks, newBudget())
}

// spanChunks are the chunks of the documents yamlfast found in data, one
// a document: splitDocuments' chunks that hold a document, found without
// reading data again (for an input yamlfast accepts, every `---` line
// starts a document and a chunk holds at most one), and none for the
// empty documents yamlfast left out, so that a file of ten million `---`
// lines has no chunk at all.
func spanChunks(data []byte, spans []yamlfast.Span) []chunk {
	chunks := make([]chunk, len(spans))
	for i, s := range spans {
		chunks[i] = chunk{text: data[s.Start:s.End], line: s.Line, off: s.Start}
	}
	return chunks
}

// parseChunks parses each chunk of data with a decoder of its own, so that
// a syntax error in one leaves the others parseable.
func parseChunks(data []byte, chunks []chunk, b *budget) ([]Document, []*SyntaxError) {
	var docs []Document
	var errs []*SyntaxError
	f := newFileParser(data)
	for _, c := range chunks {
		inChunk := 0
		errs = f.chunk(c, b, errs, func(root *yaml.Node) bool {
			docs = append(docs, Document{Index: len(docs), Line: c.line, Root: root,
				at: docRef{off: c.off, end: c.off + len(c.text), line: c.line, inChunk: inChunk}})
			inChunk++
			return true
		})
		if len(errs) > 0 && errs[len(errs)-1].Limit {
			break
		}
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
// chunk alone cannot). It declines too where yaml.v3 would parse text that
// splitDocuments left out (empty documents) or could go over the budget
// b: parseChunks bounds each chunk. The documents' chunks are *split when
// set, else those yamlfast found when it parsed data (spanChunks), else
// splitDocuments', which it leaves in *split for parseChunks. yamlfast
// builds the trees in arena when it is not nil.
func parseStream(data []byte, split *[]chunk, b *budget, arena *yamlfast.Arena) ([]Document, []*SyntaxError, bool) {
	if hasOtherBreaks(data) || hasDirective(data) {
		return nil, nil, false
	}
	aliases := bytes.IndexByte(data, '*') >= 0
	splitChunks := func() []chunk {
		if *split == nil {
			*split = splitDocuments(data)
		}
		return *split
	}
	next, fast := documents(data, b, arena, func() bool {
		chunks := splitChunks()
		return coversAll(data, chunks) && chunksBound(chunks) <= b.left
	})
	var chunks []chunk
	switch {
	case *split != nil:
		chunks = *split
	case fast != nil:
		chunks = spanChunks(data, fast.Spans)
	default:
		chunks = splitChunks()
	}
	inArena := fast != nil && arena != nil
	var docs []Document
	c, inChunk := 0, 0
	for {
		n, err := next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			var le *yamlfast.LimitError
			if errors.As(err, &le) {
				return docs, []*SyntaxError{limitError(le.Line)}, true
			}
			return nil, nil, false
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
			return nil, nil, false
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
	return docs, nil, true
}

// coversAll reports whether chunks are all of data, none left out.
func coversAll(data []byte, chunks []chunk) bool {
	n := 0
	for _, c := range chunks {
		n += len(c.text)
	}
	return n == len(data)
}

// chunksBound is the sum of the chunks' node bounds.
func chunksBound(chunks []chunk) int {
	n := 0
	for _, c := range chunks {
		n += nodeBound(c.text)
	}
	return n
}

// nodeBound is at least the number of nodes yaml.v3 builds for data,
// documents included, found without parsing it: yaml.v3 cannot be stopped
// once it parses, so text it would parse is first bounded this way. Every
// node yaml.v3 makes starts at a token: a scalar, `-`, `?` or a key's
// first character, a flow indicator, `---`; an empty scalar stands for a
// `:`, `-`, `?`, `,` or `---` with nothing after it. Each of those is in a
// word (a run of characters between separation and flow indicators) or is
// a flow indicator, and one word starts at most four nodes (`a:` as a
// document's first key: the document, a mapping, the key, a null value),
// one indicator two. UTF-16 text (yaml.v3 reads it after a byte order
// mark) is bounded by its length: at most two nodes a character.
func nodeBound(data []byte) int {
	if len(data) >= 2 && ((data[0] == 0xFE && data[1] == 0xFF) || (data[0] == 0xFF && data[1] == 0xFE)) {
		return len(data) + 2
	}
	words, indicators := 0, 0
	inWord := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		sep := false
		switch c {
		case ' ', '\t', '\r', '\n':
			sep = true
		case ',', '[', ']', '{', '}':
			sep = true
			indicators++
		case 0xC2: // NEL, U+0085, a line break to yaml.v3
			sep = i+1 < len(data) && data[i+1] == 0x85
		case 0xE2: // LS and PS, U+2028 and U+2029
			sep = i+2 < len(data) && data[i+1] == 0x80 && (data[i+2] == 0xA8 || data[i+2] == 0xA9)
		}
		if sep {
			inWord = false
		} else if !inWord {
			inWord = true
			words++
		}
	}
	return 4*words + 2*indicators + 2
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
	newFileParser(data).chunk(chunk{text: data[r.off:r.end], line: r.line, off: r.off}, newBudget(), nil, func(root *yaml.Node) bool {
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
func (f *fileParser) chunk(c chunk, b *budget, errs []*SyntaxError, each func(root *yaml.Node) bool) []*SyntaxError {
	// The chunk's line index, needed for other line breaks and errors
	// only: built then (8 bytes a line, for a chunk of millions of lines).
	var ys *Source
	chunkSource := func() *Source {
		if ys == nil {
			ys = yamlSource(c.text)
		}
		return ys
	}
	otherBreaks := hasOtherBreaks(c.text)
	// toFile moves a yaml.v3 position in the chunk to the file. yaml.v3
	// puts an empty node at the end of a stream without a final line
	// break on the line after the last one: such positions become the
	// end of the file.
	chunkLast := c.line + bytes.Count(c.text, []byte("\n")) // no position before it is past the file
	// Nodes come in document order: cursors find their positions (see cursor).
	var inChunk, inFile *cursor
	toFile := func(line, col int) (int, int) {
		if otherBreaks {
			if inChunk == nil {
				inChunk, inFile = &cursor{s: chunkSource()}, &cursor{s: f.fileSource()}
			}
			return inFile.Position(c.off + inChunk.Offset(line, col))
		}
		line += c.line - 1
		if line > chunkLast && line > f.lastLineNo() {
			return f.fileSource().Position(len(f.data))
		}
		return line, col
	}
	next, _ := documents(c.text, b, nil, func() bool { return nodeBound(c.text) <= b.left })
	for {
		n, err := next()
		if err != nil {
			var le *yamlfast.LimitError
			switch {
			case errors.As(err, &le):
				errs = append(errs, limitError(c.line+le.Line-1))
			case errors.Is(err, errOverBound):
				errs = append(errs, boundError(c.line))
			case !errors.Is(err, io.EOF):
				e := locateError(chunkSource(), err)
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
	text, lines := src.Data, len(src.lineStarts)
	if lines > 1 && src.start(lines-1) == len(text) {
		lines-- // no line after a final line break
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
		if k < lines {
			return src.start(k)
		}
		return len(text)
	}
	from := min(max(e.Line, 1), lines)
	k := smallest(from, lines, func(k int) bool { return fails(lineEnd(k)) })
	if k == 0 {
		return e // not reproducible on prefixes: keep yaml.v3's report
	}
	// Column: the smallest prefix within line k that fails, at character
	// boundaries; the offending character is its last.
	// The search runs over the line's bytes, each taken to the end of its
	// character (a list of the characters' ends cost 8 bytes a character
	// of a line of megabytes).
	lineStart, end := src.start(k-1), lineEnd(k)
	charEnd := func(c int) int {
		i := lineStart + c
		for i < end && !utf8.RuneStart(text[i]) {
			i++
		}
		return i
	}
	col := 1
	if c := smallest(1, end-lineStart, func(c int) bool { return fails(charEnd(c)) }); c > 0 {
		line := text[lineStart:charEnd(c)]
		col = utf8.RuneCount(line)
		if bytes.HasSuffix(line, []byte(":")) && !strings.HasPrefix(e.Msg, "mapping values are not allowed") {
			// The `:` turned a continuation line into a key that is out
			// of place: point at the key, which starts the line.
			col = utf8.RuneCount(line[:len(line)-len(bytes.TrimLeft(line, " \t"))]) + 1
		}
		if name, ok := strings.CutPrefix(e.Msg, "unknown anchor '"); ok {
			// The message names the whole alias: point at its `*`.
			name, _, _ = strings.Cut(name, "'")
			if at := bytes.LastIndex(line, []byte("*"+name)); at >= 0 {
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
// time, as yaml.v3's Decoder does (io.EOF after the last), leaving out
// empty ones where that is cheaper, and building at most b.left nodes: from
// yamlfast, which builds the same trees several times faster and counts
// them, when data is in the subset it parses (a *yamlfast.LimitError after
// the documents before the one that went over b), else from yaml.v3 when
// v3ok says the text is bounded within b (see nodeBound), else nothing but
// errOverBound. fast is what yamlfast read, when it parsed data (in arena
// when that is not nil); nil when yaml.v3 did.
func documents(data []byte, b *budget, arena *yamlfast.Arena, v3ok func() bool) (next func() (*yaml.Node, error), fast *yamlfast.Result) {
	if b.left <= 0 {
		if nodeBound(data) <= 2 {
			return func() (*yaml.Node, error) { return nil, io.EOF }, nil
		}
		return func() (*yaml.Node, error) { return nil, &yamlfast.LimitError{Line: 1, Max: MaxNodes} }, nil
	}
	if r, ok := safeFastParse(data, b.left, arena); ok {
		b.left -= r.Nodes
		docs := r.Docs
		return func() (*yaml.Node, error) {
			if len(docs) == 0 {
				if r.Limit != nil {
					return nil, r.Limit
				}
				return nil, io.EOF
			}
			n := docs[0]
			docs = docs[1:]
			return n, nil
		}, &r
	}
	if !v3ok() {
		return func() (*yaml.Node, error) { return nil, errOverBound }, nil
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	return func() (*yaml.Node, error) {
		var n yaml.Node
		if err := safeDecode(dec, &n); err != nil {
			return nil, err
		}
		b.left -= countNodes(&n)
		return &n, nil
	}, nil
}

// errOverBound is text yaml.v3 would parse whose bound (nodeBound) is over
// the nodes its file has left.
var errOverBound = errors.New("over the node budget")

// countNodes is the number of nodes of a tree (aliases are nodes of their
// own; their targets are counted where they are).
func countNodes(n *yaml.Node) int {
	c := 1
	for _, k := range n.Content {
		c += countNodes(k)
	}
	return c
}

// safeFastParse is yamlfast.ParseWith with a bug in it made a decline: the
// input is then parsed by yaml.v3, slower but right, where a crash would
// lose the whole run. (yamlfast's own fuzz test calls Parse directly, so
// such a bug still fails the tests.) Empty documents are left out, and
// at most maxNodes nodes built, in arena when it is not nil.
func safeFastParse(data []byte, maxNodes int, arena *yamlfast.Arena) (res yamlfast.Result, ok bool) {
	return safeFastParseWith(data, yamlfast.Options{SkipEmpty: true, MaxNodes: maxNodes}, arena)
}

// safeFastParseWith is yamlfast.ParseWith (in arena when it is not nil)
// with a panic made a decline.
func safeFastParseWith(data []byte, o yamlfast.Options, arena *yamlfast.Arena) (res yamlfast.Result, ok bool) {
	defer func() {
		if recover() != nil {
			res, ok = yamlfast.Result{}, false
		}
	}()
	if arena != nil {
		return arena.ParseWith(data, o)
	}
	return yamlfast.ParseWith(data, o)
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
