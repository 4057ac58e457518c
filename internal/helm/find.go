package helm

import (
	"bytes"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Roots returns the chart directories among files: each directory holding a
// Chart.yaml that is not itself inside another chart (a subchart under
// charts/ is rendered with its parent).
func Roots(files []string) []string {
	var dirs []string
	for _, f := range files {
		if filepath.Base(f) == ChartFile {
			dirs = append(dirs, filepath.Dir(f))
		}
	}
	sort.Strings(dirs)
	var roots []string
	for _, d := range dirs {
		if len(roots) > 0 && Within(d, roots[len(roots)-1]) {
			continue
		}
		roots = append(roots, d)
	}
	return roots
}

// Within reports whether file is dir or lies under it.
func Within(file, dir string) bool {
	file, dir = filepath.Clean(file), filepath.Clean(dir)
	if dir == "." {
		return !filepath.IsAbs(file) && file != ".." && !strings.HasPrefix(file, ".."+string(filepath.Separator))
	}
	return file == dir || strings.HasPrefix(file, dir+string(filepath.Separator))
}

// templateActionRE finds a Go template action as Helm charts write them:
// {{ .Values.x }}, {{- include ... }}, {{ if ... }}, {{/* comment */}}.
var templateActionRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\{\{-?\s*(?:[.$]|/\*|(?:if|else|end|range|with|define|template|include|tpl|toYaml|required|default|quote|printf)\b)`)
})

// IsTemplate reports whether data holds Go template actions. It runs on
// every file read: the regular expression only where "{{" occurs.
func IsTemplate(data []byte) bool {
	return bytes.Contains(data, []byte("{{")) && templateActionRE().Match(data)
}
