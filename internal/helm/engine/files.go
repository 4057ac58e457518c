package engine

import (
	"encoding/base64"
	"path"
	"strings"

	"github.com/gobwas/glob"
	"helm.sh/helm/v3/pkg/chart"
)

// files is .Files: a chart's files that are not templates, by their path in
// the chart, with Helm's methods. The map holds the loaded chart's slices,
// never copies of them. Its name is Helm's (engine.files), as printed by a
// template that asks for its type.
type files map[string][]byte

func newFiles(from []*chart.File) files {
	f := make(files, len(from))
	for _, file := range from {
		f[file.Name] = file.Data
	}
	return f
}

// GetBytes is a file's content, empty when there is none.
func (f files) GetBytes(name string) []byte {
	if v, ok := f[name]; ok {
		return v
	}
	return []byte{}
}

// Get is a file's content as a string.
func (f files) Get(name string) string { return string(f.GetBytes(name)) }

// Glob is the files whose path matches pattern, a glob with / as the
// separator (** crosses it); a pattern that does not compile matches all,
// as in Helm.
func (f files) Glob(pattern string) files {
	g, err := glob.Compile(pattern, '/')
	if err != nil {
		g, _ = glob.Compile("**")
	}
	out := files{}
	for name, data := range f {
		if g.Match(name) {
			out[name] = data
		}
	}
	return out
}

// AsConfig is the files as the data of a ConfigMap: base name to text.
func (f files) AsConfig() string {
	if f == nil {
		return ""
	}
	m := make(map[string]string, len(f))
	for k, v := range f {
		m[path.Base(k)] = string(v)
	}
	return toYAML(m)
}

// AsSecrets is the files as the data of a Secret: base name to base64.
func (f files) AsSecrets() string {
	if f == nil {
		return ""
	}
	m := make(map[string]string, len(f))
	for k, v := range f {
		m[path.Base(k)] = base64.StdEncoding.EncodeToString(v)
	}
	return toYAML(m)
}

// Lines is a file's lines, without a final empty one.
func (f files) Lines(name string) []string {
	if f == nil || len(f[name]) == 0 {
		return []string{}
	}
	s := string(f[name])
	s = strings.TrimSuffix(s, "\n")
	return strings.Split(s, "\n")
}
