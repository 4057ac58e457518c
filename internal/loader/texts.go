package loader

import (
	"errors"
	"fmt"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Texts gives the text of the input's files by name, so that a string
// found in one object can be parsed with positions in its file after
// loading (a Flux values ConfigMap named by a HelmRelease in another
// file, the ConfigMap key a scheduler Deployment reads). Each file is read
// at most once. It is safe for concurrent use.
type Texts struct {
	read  func(name string) ([]byte, error)
	mu    sync.Mutex
	files map[string]*text
}

type text struct {
	src *yamlpos.Source
	// data is the file's content given to Own, indexed on first use.
	data []byte
	err  error
	// own says the objects loaded from the file carry nodes of this very
	// text; otherwise (a Kustomize build, whose nodes were moved to the
	// files that set them) a node is looked up again by its position.
	own  bool
	docs []yamlpos.Document
	once sync.Once
}

// NewTexts reads files with read (the run's reader) on demand.
func NewTexts(read func(name string) ([]byte, error)) *Texts {
	return &Texts{read: read, files: map[string]*text{}}
}

// Own records that the objects of a file loaded as it is carry nodes of
// its own text: data when it is at hand (nil to read it on demand).
func (t *Texts) Own(name string, data []byte) {
	t.mu.Lock()
	defer t.mu.Unlock()
	tx := &text{own: true}
	if data != nil {
		tx.data = data
	}
	t.files[name] = tx
}

// ErrNoText is a file whose text is not kept and cannot be read again (a
// chart's rendered template, whose text was let go once loaded).
var ErrNoText = errors.New("its text is not kept")

// Gone records that name's text cannot be had: a node of it is never
// looked up by reading a file of that name.
func (t *Texts) Gone(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.files[name] = &text{err: fmt.Errorf("%s: %w", name, ErrNoText)}
}

// ErrNoScalar is a node the file's text does not hold at its position.
var ErrNoScalar = errors.New("no string at this position of the file")

// Scalar returns the text of file and the scalar node written at n's
// position in it, with the style and value it has there: n itself when
// the file's objects were parsed from that text, else the node found by
// parsing the file again (a Kustomize build re-serialises what it outputs,
// so its nodes have the file's positions but not its quoting).
func (t *Texts) Scalar(file string, n *yaml.Node) (*yamlpos.Source, *yaml.Node, error) {
	tx, err := t.get(file)
	if err != nil {
		return nil, nil, err
	}
	if tx.own {
		return tx.src, n, nil
	}
	tx.once.Do(func() { tx.docs, _ = yamlpos.Parse(tx.src.Data) })
	for _, d := range tx.docs {
		if found := scalarAt(d.Root, n.Line, n.Column, 0); found != nil && found.Value == n.Value {
			return tx.src, found, nil
		}
	}
	return nil, nil, fmt.Errorf("%s:%d:%d: %w", file, n.Line, n.Column, ErrNoScalar)
}

// Source is the text of file.
func (t *Texts) Source(file string) (*yamlpos.Source, error) {
	tx, err := t.get(file)
	if err != nil {
		return nil, err
	}
	return tx.src, nil
}

func (t *Texts) get(file string) (*text, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	tx, ok := t.files[file]
	if !ok {
		tx = &text{}
		t.files[file] = tx
	}
	if tx.src == nil && tx.data != nil {
		tx.src, tx.data = yamlpos.NewSource(tx.data), nil
	}
	if tx.src == nil && tx.err == nil {
		data, err := t.read(file)
		switch {
		case err != nil:
			tx.err = fmt.Errorf("read %s again: %w", file, err)
		case yamlpos.CheckText(data) != nil:
			tx.err = fmt.Errorf("%s: %w", file, yamlpos.CheckText(data))
		default:
			tx.src = yamlpos.NewSource(data)
		}
	}
	return tx, tx.err
}

// scalarAt is the scalar starting at line, col under n.
func scalarAt(n *yaml.Node, line, col, depth int) *yaml.Node {
	if n == nil || depth > maxTemplateDepth || n.Line > line {
		return nil
	}
	if n.Kind == yaml.ScalarNode {
		if n.Line == line && n.Column == col {
			return n
		}
		return nil
	}
	for _, c := range n.Content {
		if found := scalarAt(c, line, col, depth+1); found != nil {
			return found
		}
	}
	return nil
}
