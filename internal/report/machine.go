package report

import (
	"net/url"
	"path/filepath"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// Tool is what the formats read by other tools (SARIF, GitHub workflow
// commands, JUnit) need besides the Report: the rule catalogue, the version,
// how to name files for a code host, and the input errors that text output
// sends to standard error instead.
type Tool struct {
	// Version is vcqlint's version ("v1.2.3", "(devel)", ...).
	Version string
	// Rules is every registered rule, sorted by ID as `vcqlint rules` lists
	// them; SARIF describes all of them, not only those that fired.
	Rules []rule.Meta
	// Path maps a finding's file, as the linter saw it, to the path a code
	// host expects (relative to the repository root, forward slashes); nil
	// keeps the file name with forward slashes.
	Path func(file string) string
	// InputErrors are files or documents that could not be read or parsed.
	InputErrors []InputError
	// FailOn is the lowest severity that fails the run (--fail-on); JUnit
	// reports only findings at or above it as failures. Zero fails on
	// every finding.
	FailOn finding.Severity
}

// InputError is input vcqlint could not read or parse; the rest was linted.
type InputError struct {
	Pos     finding.Position
	Message string
}

func (t Tool) path(file string) string {
	if t.Path == nil {
		return filepath.ToSlash(file)
	}
	return t.Path(file)
}

// RelativeTo returns a Tool.Path that names files relative to root (usually
// the Git work tree's top directory, else the working directory), with
// forward slashes, as GitHub code scanning and annotations want them.
// Relative file names are taken relative to cwd. Files outside root, and
// names that are not paths (such as "<stdin>"), keep their name.
func RelativeTo(root, cwd string) func(string) string {
	return func(file string) string {
		if file == "" || strings.HasPrefix(file, "<") {
			return file
		}
		abs := file
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(cwd, abs)
		}
		rel, err := filepath.Rel(root, abs)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(filepath.Clean(abs))
		}
		return filepath.ToSlash(rel)
	}
}

// artifactURI turns a mapped path into a SARIF artifact URI: a relative
// URI reference (percent-escaped, forward slashes, no scheme) for a path
// inside the source root, a file:// URI for an absolute path outside it.
func artifactURI(path string) (uri string, relative bool) {
	if strings.HasPrefix(path, "/") || filepath.IsAbs(filepath.FromSlash(path)) {
		if !strings.HasPrefix(path, "/") {
			path = "/" + path // file:///C:/x on Windows
		}
		return (&url.URL{Scheme: "file", Path: path}).String(), false
	}
	return (&url.URL{Path: path}).String(), true
}
