// Package suppress implements vcqlint's suppressions: `# vcqlint:ignore`
// comments on a finding's line or the line above, and the
// `vcqlint.io/ignore` annotation of an object. It removes the findings they
// cover and reports, as findings of two tool rules, directives that are
// malformed (VCQ002) or that no longer suppress anything (VCQ001).
package suppress

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/vcqlint/vcqlint/lint/finding"
)

// Directive is one `# vcqlint:ignore ID[,ID...] -- reason` comment.
type Directive struct {
	// Pos is the position of the comment's `#`.
	Pos finding.Position
	// From and To are the lines whose findings the directive suppresses.
	// A comment after YAML text covers its own line. A comment alone on its
	// line covers the lines below it down to the first that is not itself
	// a comment, so that directives can be stacked above a line (and one
	// for VCQ001 can cover the directive below it).
	From, To int
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
	for i, line := range lines {
		hash := directiveStart(line)
		if hash < 0 {
			continue
		}
		d := parseDirective(file, i+1, line, hash)
		d.From, d.To = i+1, i+1
		if strings.TrimSpace(line[:hash]) == "" {
			next := i + 1
			for next < len(lines) && isCommentLine(lines[next]) {
				next++
			}
			d.From, d.To = i+2, next+1
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

func isCommentLine(line string) bool {
	return strings.HasPrefix(strings.TrimSpace(line), "#")
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
