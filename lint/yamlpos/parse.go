// Package yamlpos parses YAML (and JSON, which is YAML) into node trees that
// keep exact file positions, one document at a time so that a broken
// document does not hide the ones after it, and re-parses YAML embedded in a
// string scalar with every inner position mapped back to the outer file.
package yamlpos

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Document is one YAML document of a file.
type Document struct {
	// Index is the 0-based position of the document in its file.
	Index int
	// Line is the first line of the document's text (its `---` line, if any).
	Line int
	// Root is the document's top node (usually a mapping); nil when empty.
	Root *yaml.Node
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
}

// splitDocuments cuts a stream at `---` lines. Doing it here rather than
// relying on the YAML decoder's stream handling means a syntax error in one
// document leaves every other document parseable: yaml.v3 cannot resume a
// stream after an error. A `---` inside a block scalar is always indented,
// so a marker at column 1 is a real document boundary.
func splitDocuments(data []byte) []chunk {
	var chunks []chunk
	start, startLine, line := 0, 1, 1
	for off := 0; off < len(data); {
		end := bytes.IndexByte(data[off:], '\n')
		next := len(data)
		if end >= 0 {
			next = off + end + 1
		}
		if off > start && isDocumentMarker(data[off:next]) {
			chunks = append(chunks, chunk{text: data[start:off], line: startLine})
			start, startLine = off, line
		}
		off = next
		line++
	}
	return append(chunks, chunk{text: data[start:], line: startLine})
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
// could not be parsed.
func Parse(data []byte) ([]Document, []*SyntaxError) {
	var docs []Document
	var errs []*SyntaxError
	for _, c := range splitDocuments(data) {
		dec := yaml.NewDecoder(bytes.NewReader(c.text))
		for {
			var n yaml.Node
			err := safeDecode(dec, &n)
			if err != nil {
				if !errors.Is(err, io.EOF) {
					errs = append(errs, syntaxError(err, c.line-1))
				}
				break
			}
			shiftLines(&n, c.line-1)
			var root *yaml.Node
			if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
				root = n.Content[0]
			}
			if root == nil || isEmptyDocument(root) {
				continue
			}
			docs = append(docs, Document{Index: len(docs), Line: c.line, Root: root})
		}
	}
	return docs, errs
}

func isEmptyDocument(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.Tag == "!!null" && n.Value == ""
}

// shiftLines moves every node of a tree down by delta lines. Aliases point
// into the same tree, so they are not followed (that would shift twice).
func shiftLines(n *yaml.Node, delta int) {
	if delta == 0 || n == nil {
		return
	}
	n.Line += delta
	for _, c := range n.Content {
		shiftLines(c, delta)
	}
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
