package gitops

import (
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// generatedText finds the file a Kustomize generator made data value n of
// object o from: in a Kustomize build, a ConfigMap or Secret from a
// configMapGenerator or secretGenerator is placed in the kustomization
// that generates it (o.File), and a `files:` entry's file is the value,
// byte for byte. The file is read inside the repository and must hold
// exactly n's value. It returns the file's name and text.
func (r *resolver) generatedText(o *manifest.Object, n *yaml.Node) (string, []byte, bool) {
	switch filepath.Base(o.File) {
	case "kustomization.yaml", "kustomization.yml", "Kustomization":
	default:
		return "", nil, false
	}
	src, err := r.in.Texts.Source(o.File)
	if err != nil {
		return "", nil, false
	}
	docs, _ := yamlpos.Parse(src.Data)
	for _, d := range docs {
		for _, gen := range []string{"configMapGenerator", "secretGenerator"} {
			for _, g := range items(value(d.Root, gen)) {
				for _, f := range items(value(g, "files")) {
					if f.Kind != yaml.ScalarNode {
						continue
					}
					p := f.Value
					if _, after, found := strings.Cut(p, "="); found {
						p = after
					}
					file := filepath.Join(filepath.Dir(o.File), filepath.FromSlash(p))
					data, err := r.in.Repo.ReadFile(o.File, file)
					if err == nil && string(data) == n.Value {
						return file, data, true
					}
				}
			}
		}
	}
	return "", nil, false
}

// wholeFile is a scalar standing for the whole text of a file: plain, at
// its first line and column, so that each byte of its value is the byte
// of the file at the same offset.
func wholeFile(data []byte) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: string(data), Line: 1, Column: 1}
}
