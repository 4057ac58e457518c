package config

import (
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// normalisePattern drops a leading "./": patterns are matched against clean
// paths, which never start with it.
func normalisePattern(p string) string {
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	return p
}

// Excluded reports whether a file to lint matches an exclude pattern. Each
// pattern is a doublestar glob (`*` within one path element, `**` across
// elements, `?`, `[a-z]`, `{a,b}`), matched against the file's path
// relative to the configuration file's directory and against the path as
// given (cleaned, with forward slashes). A pattern that matches a directory
// of the path excludes everything below it, so `generated` is enough to
// drop generated/a/b.yaml.
func (c *Config) Excluded(name string) bool {
	if c == nil {
		return false
	}
	return c.matches(c.Exclude, name)
}

// ClusterOf is the name of the cluster of clusters whose paths match a
// file (as exclude patterns match), the first one listed winning; "" when
// none does.
func (c *Config) ClusterOf(name string) string {
	if c == nil {
		return ""
	}
	for _, cl := range c.Clusters {
		if c.matches(cl.Paths, name) {
			return cl.Name
		}
	}
	return ""
}

// matches reports whether a glob of patterns matches name or a directory
// above it.
func (c *Config) matches(patterns []string, name string) bool {
	if len(patterns) == 0 {
		return false
	}
	candidates := []string{filepath.ToSlash(filepath.Clean(name))}
	if c.absDir != "" {
		if abs, err := filepath.Abs(name); err == nil {
			if rel, err := filepath.Rel(c.absDir, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				candidates = append(candidates, filepath.ToSlash(rel))
			}
		}
	}
	for _, cand := range candidates {
		for p := cand; p != "." && p != "/" && p != ""; {
			for _, pat := range patterns {
				if ok, _ := doublestar.Match(pat, p); ok {
					return true
				}
			}
			parent := path.Dir(p)
			if parent == p {
				break
			}
			p = parent
		}
	}
	return false
}
