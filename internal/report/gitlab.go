package report

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"regexp"
	"strconv"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// The GitLab Code Quality report: a JSON array of Code Climate issues, of
// which GitLab reads description, check_name, fingerprint, severity,
// location.path and location.lines.begin (or location.positions).
type (
	gitlabIssue struct {
		Description string         `json:"description"`
		CheckName   string         `json:"check_name"`
		Fingerprint string         `json:"fingerprint"`
		Severity    string         `json:"severity"`
		Location    gitlabLocation `json:"location"`
	}
	gitlabLocation struct {
		Path  string      `json:"path"`
		Lines gitlabLines `json:"lines"`
	}
	gitlabLines struct {
		Begin int `json:"begin"`
	}
)

// GitLabSeverity maps a severity to a Code Quality severity: an error
// (Volcano rejects, crashes or halts) is critical, a warning (Volcano
// ignores or misreads a setting) major, advice info. minor and blocker are
// not used.
func GitLabSeverity(s finding.Severity) string {
	switch s {
	case finding.Error:
		return "critical"
	case finding.Warning:
		return "major"
	}
	return "info"
}

// GitLab writes a GitLab Code Quality report (the artifacts:reports:
// codequality file): one issue per finding and per input error with a
// file, in the findings' order, [] when there are none. Files are named by
// t.Path, relative to the repository root as GitLab links them. Each issue
// has a fingerprint that stays the same across runs and across edits
// elsewhere in the repository (see Fingerprints), which is what GitLab
// compares to tell new findings of a merge request from old ones. A line
// below 1 (a whole-file input error) is written as 1, as GitLab links
// every issue to a line. Configuration warnings have no place in the
// format and stay on standard error.
func GitLab(w io.Writer, r Report, t Tool) error {
	type keyed struct {
		issue gitlabIssue
		key   FingerprintKey
	}
	var items []keyed
	for _, e := range t.InputErrors {
		if e.Pos.File == "" {
			continue
		}
		path := t.path(e.Pos.File)
		items = append(items, keyed{
			issue: gitlabIssue{
				Description: e.Message, CheckName: InputErrorSource, Severity: "critical",
				Location: gitlabLocation{Path: path, Lines: gitlabLines{Begin: max(e.Pos.Line, 1)}},
			},
			key: FingerprintKey{Rule: InputErrorSource, Path: path, Message: e.Message},
		})
	}
	for _, f := range r.Findings {
		path := t.path(f.Pos.File)
		items = append(items, keyed{
			issue: gitlabIssue{
				Description: ClusterPrefix(f) + f.Message, CheckName: f.RuleID, Severity: GitLabSeverity(f.Severity),
				Location: gitlabLocation{Path: path, Lines: gitlabLines{Begin: max(f.Pos.Line, 1)}},
			},
			key: FingerprintKeyOf(f, path),
		})
	}
	keys := make([]FingerprintKey, len(items))
	for i, it := range items {
		keys[i] = it.key
	}
	out := make([]gitlabIssue, len(items))
	for i, fp := range Fingerprints(keys) {
		out[i] = items[i].issue
		out[i].Fingerprint = fp
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return fmt.Errorf("write GitLab Code Quality report: %w", err)
	}
	return nil
}

// FingerprintKey is what identifies a finding for its fingerprint: the
// rule, the file (as the report names it), the cluster, the object and the
// message with line numbers taken out. Positions are left out on purpose:
// a line added above a finding moves it without making it another one.
type FingerprintKey struct {
	Rule, Path, Cluster, Object, Message string
}

// FingerprintKeyOf is the key of finding f reported in file path.
func FingerprintKeyOf(f finding.Finding, path string) FingerprintKey {
	return FingerprintKey{Rule: f.RuleID, Path: path, Cluster: f.Cluster, Object: f.Object, Message: f.Message}
}

// lineRef matches a message's reference to another line ("first at line
// 12"), which an edit elsewhere in the file changes.
var lineRef = regexp.MustCompile(`\b(lines?) [0-9]+`)

// Fingerprints returns one fingerprint per key, in order: the first 128
// bits, in hex, of the SHA-256 of the key's fields (NUL-separated, the
// message's line references replaced by "line N") and of the key's
// occurrence among equal keys. The occurrence keeps fingerprints unique
// within a report (GitLab keeps one issue per fingerprint), for instance
// for two copies of one object in a file; it counts in the order given,
// which is the findings' order by position.
func Fingerprints(keys []FingerprintKey) []string {
	seen := make(map[FingerprintKey]int, len(keys))
	out := make([]string, len(keys))
	for i, k := range keys {
		k.Message = lineRef.ReplaceAllString(k.Message, "$1 N")
		n := seen[k]
		seen[k] = n + 1
		h := sha256.New()
		for _, part := range []string{"vcqlint-fingerprint-v1", k.Rule, k.Path, k.Cluster, k.Object, k.Message, strconv.Itoa(n)} {
			h.Write([]byte(part))
			h.Write([]byte{0})
		}
		out[i] = hex.EncodeToString(h.Sum(nil)[:16])
	}
	return out
}
