// Package suppress implements vcqlint's suppressions: `# vcqlint:ignore`
// comments after a finding's text or above the YAML node it is in, and the
// `vcqlint.io/ignore` annotation of an object. It removes the findings they
// cover and reports, as findings of two tool rules, directives that are
// malformed (VCQ002) or that no longer suppress anything (VCQ001).
package suppress

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/vcqlint/vcqlint/internal/finding"
)

// Directive is one `# vcqlint:ignore ID[,ID...] -- reason` comment.
type Directive struct {
	// Pos is the position of the comment's `#`.
	Pos finding.Position
	// From and To are the lines whose findings the directive suppresses.
	// A comment after YAML text covers its own line. A comment alone on its
	// line covers the lines below it down to the end of the YAML node that
	// follows (see scope.go): the key and everything under it, a sequence
	// item, or, above a document's first content, the whole document.
	// Directives can be stacked above a node (and one for VCQ001 can cover
	// the directive below it); blank lines and other comments may stand
	// between a directive and its node.
	From, To int
	// Target is the first line of the node an own-line directive covers;
	// 0 for a trailing comment and for a directive nothing follows.
	Target int
	// Document reports that the node is a whole YAML document.
	Document bool
	// Refs are the rule IDs or names, as written.
	Refs []Ref
	// Reason is the text after ` -- `.
	Reason string
	// Problem says why the directive is malformed; such a directive
	// suppresses nothing.
	Problem string
}

// Ref is one rule reference of a suppression, where it is written.
type Ref struct {
	Name string
	Pos  finding.Position
}

// directivePrefix starts every vcqlint comment directive.
const directivePrefix = "vcqlint:"

// Scan finds the directives in a file's raw bytes. It reads text, not YAML,
// so a comment inside an embedded volcano-scheduler.conf block scalar
// counts at its line of the outer file, which is where findings in the
// embedded configuration point.
func Scan(file string, data []byte) []Directive {
	if !bytes.Contains(data, []byte(directivePrefix)) {
		return nil
	}
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	var out []Directive
	var scopes *scopeLines // classified on the first own-line directive
	for i, line := range lines {
		hash := directiveStart(line)
		if hash < 0 {
			continue
		}
		d := parseDirective(file, i+1, line, hash)
		d.From, d.To = i+1, i+1
		if strings.TrimSpace(line[:hash]) == "" {
			if scopes == nil {
				scopes = classify(lines)
			}
			d.From, d.To, d.Target, d.Document = scopes.scope(i)
		}
		out = append(out, d)
	}
	return out
}

// directiveStart returns the byte offset of the `#` that opens a vcqlint
// directive, or -1. As in YAML, a comment starts at a `#` at the start of
// the line or after a blank.
func directiveStart(line string) int {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' || (i > 0 && line[i-1] != ' ' && line[i-1] != '\t') {
			continue
		}
		if strings.HasPrefix(strings.TrimLeft(line[i+1:], " \t"), directivePrefix) {
			return i
		}
	}
	return -1
}

// column is the 1-based character column of byte offset off in line.
func column(line string, off int) int {
	return utf8.RuneCountInString(line[:off]) + 1
}

// parseDirective reads the directive whose `#` is at byte hash of line.
func parseDirective(file string, lineNo int, line string, hash int) Directive {
	pos := func(off int) finding.Position {
		return finding.Position{File: file, Line: lineNo, Column: column(line, off)}
	}
	d := Directive{Pos: pos(hash)}
	off := hash + 1
	off += len(line[off:]) - len(strings.TrimLeft(line[off:], " \t"))
	off += len(directivePrefix)
	word := line[off:]
	if end := strings.IndexAny(word, " \t"); end >= 0 {
		word = word[:end]
	}
	if word != "ignore" {
		d.Problem = fmt.Sprintf("unknown directive %q; the only one is \"vcqlint:ignore ID[,ID...] -- reason\"", directivePrefix+word)
		return d
	}
	off += len(word)
	body := line[off:]
	idsText, reason, hasReason := strings.Cut(body, "--")
	if !hasReason {
		// Without a reason, a later `#` ends the list (another comment,
		// such as a test expectation).
		if end := strings.Index(idsText, "#"); end >= 0 {
			idsText = idsText[:end]
		}
	}
	start := off
	for _, piece := range strings.Split(idsText, ",") {
		name := strings.TrimSpace(piece)
		at := start + strings.Index(piece, name)
		start += len(piece) + 1
		switch {
		case name == "" && strings.TrimSpace(idsText) == "":
			d.Problem = "vcqlint:ignore names no rule; write \"# vcqlint:ignore VCQ203 -- why it is safe\""
			return d
		case name == "":
			d.Problem = fmt.Sprintf("vcqlint:ignore has an empty entry in its rule list %q", strings.TrimSpace(idsText))
			return d
		case strings.ContainsAny(name, " \t"):
			d.Problem = fmt.Sprintf("separate the rules of vcqlint:ignore with commas: %q", strings.Join(strings.Fields(name), ","))
			return d
		}
		d.Refs = append(d.Refs, Ref{Name: name, Pos: pos(at)})
	}
	d.Reason = strings.TrimSpace(reason)
	if d.Reason == "" {
		d.Problem = fmt.Sprintf("vcqlint:ignore %s gives no reason, so it suppresses nothing; write \"# vcqlint:ignore %s -- why it is safe\"", refNames(d.Refs), refNames(d.Refs))
	}
	return d
}

func refNames(refs []Ref) string {
	names := make([]string, len(refs))
	for i, r := range refs {
		names[i] = r.Name
	}
	return strings.Join(names, ",")
}
