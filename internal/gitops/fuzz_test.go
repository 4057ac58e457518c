package gitops

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
)

// memRepo is a repository of one directory held in memory.
type memRepo map[string][]byte

func (m memRepo) Join(_, rel string) string {
	return filepath.Join(".", filepath.FromSlash(strings.TrimPrefix(rel, "/")))
}

func (m memRepo) ReadFile(_, name string) ([]byte, error) {
	if data, ok := m[filepath.Clean(name)]; ok {
		return data, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

func (m memRepo) Glob(string, string) ([]string, error) { return nil, errors.New("no globs") }

// resolveText loads text as the file in.yaml of a repository that also
// holds it as values.yaml, config/values.yaml and a chart's values, and
// resolves its GitOps manifests.
func resolveText(text []byte) (Result, *loader.File) {
	f := loader.Load("in.yaml", text)
	repo := memRepo{"in.yaml": text, "values.yaml": text, filepath.Join("config", "values.yaml"): text,
		filepath.Join("charts", "volcano", "Chart.yaml"): []byte("name: volcano\n"), filepath.Join("charts", "volcano", "values.yaml"): text}
	texts := loader.NewTexts(func(name string) ([]byte, error) { return repo.ReadFile("", name) })
	texts.Own("in.yaml", text)
	return Resolve(Input{Objects: f.Objects, Sources: f.Sources, Texts: texts, Repo: repo}), f
}

// Whatever the manifests hold, resolving them never panics, and every
// position it gives is inside a file of the input.
func FuzzResolve(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "gitops", "*", "*.yaml"))
	for _, s := range seeds {
		if data, err := os.ReadFile(s); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		res, _ := resolveText(text)
		lines := strings.Count(string(text), "\n") + 1
		check := func(what, file string, line int) {
			if line < 1 || line > lines+1 || (file != "in.yaml" && file != "values.yaml" && file != filepath.Join("config", "values.yaml") && file != filepath.Join("charts", "volcano", "values.yaml")) {
				t.Errorf("%s at %s:%d, outside the input (%d lines)", what, file, line, lines)
			}
		}
		for _, d := range res.Diagnostics {
			check("diagnostic "+d.Msg, d.Pos.File, d.Pos.Line)
		}
		for _, o := range res.Objects {
			if o.SyntaxErr != nil {
				check("syntax error", o.SyntaxErr.File, o.SyntaxErr.Line)
			}
			walkPositions(o, func(line int) { check("node of "+o.ID(), o.File, line) })
		}
	})
}

// walkPositions calls fn with the line of every node of o's tree.
func walkPositions(o *manifest.Object, fn func(int)) {
	seen := map[*yaml.Node]bool{}
	stack := []*yaml.Node{o.Tree()}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n == nil || seen[n] {
			continue
		}
		seen[n] = true
		fn(n.Line)
		stack = append(stack, n.Content...)
	}
}
