package source

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Skipped is a file a listing found but vcqlint does not read: a name it
// cannot name safely in a report, or a file that is no regular file. It is
// reported as a notice naming the file, and the rest of the input is
// linted.
type Skipped struct {
	Path   string
	Reason string
}

func (s *Skipped) Error() string { return s.Path + ": skipped: " + s.Reason }

// NoFiles is a directory named for linting in which the walk finds no file
// to read: a mistyped path, or the wrong directory. A run that names one
// lints nothing there, which must not pass for a clean result.
type NoFiles struct{ Path string }

func (e *NoFiles) Error() string {
	return e.Path + ": no file to lint in this directory (none with a .yaml, .yml, .json or .conf name outside hidden directories, vendor/ and node_modules/); --allow-empty accepts that"
}

// Longest names file systems accept (Linux's NAME_MAX and PATH_MAX); Git
// stores longer ones, which no checkout could hold.
const (
	maxNameBytes = 255
	maxPathBytes = 4096
)

// UnsafeName says why a file name is skipped, or "" when it is not:
// control characters (a line break, ESC, DEL or a C1 control would break
// every line-oriented report, and most other tools' handling of the name)
// or bytes that are not UTF-8 (JSON, SARIF URIs and GitHub annotations
// cannot carry them).
func UnsafeName(name string) string {
	switch {
	case !utf8.ValidString(name):
		return "its name is not valid UTF-8"
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "its name holds control characters"
	}
	return ""
}

// UnsafeRepoPath is UnsafeName for a slash-separated path stored in Git,
// which also stores what no checkout could hold: names longer than file
// systems allow, and empty, "." or ".." components.
func UnsafeRepoPath(path string) string {
	if reason := UnsafeName(path); reason != "" {
		return reason
	}
	if len(path) > maxPathBytes {
		return "its name is longer than file systems allow"
	}
	for _, part := range strings.Split(path, "/") {
		switch {
		case part == "" || part == "." || part == "..":
			return "its name has an empty, . or .. component"
		case len(part) > maxNameBytes:
			return "its name is longer than file systems allow"
		}
	}
	return ""
}
