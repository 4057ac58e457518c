package kustomize

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Caps bound the work of one build before it starts, where the plan shows
// it (how often bases are instantiated, how much a patch can grow a
// document), and inside the build job as it reads (job.go): so that the
// common hostile overlays stop at once with a message at their line,
// before the build's time or memory budget is reached. The zero value of a
// field means its default.
type Caps struct {
	// Instantiations bounds how many kustomizations one build loads,
	// counting a base once for every path that reaches it: two bases that
	// both include a third load it twice, and 14 levels of such diamonds
	// load the bottom one 2^14 times. Default 500; Volcano's own overlays
	// and the examples of kustomize's documentation load fewer than 20.
	Instantiations int
	// PatchBytes bounds the size a JSON 6902 patch may make a document
	// grow to: each copy operation may double it, so 20 of them turn a
	// 1 KB document into 1 GB. Default 32 MiB.
	PatchBytes int64
	// ReadBytes bounds the bytes one build reads, every base read again
	// each time it is instantiated and every generator file each time it
	// is named. Default 256 MiB.
	ReadBytes int64
}

// DefaultInstantiations is the default of Caps.Instantiations.
const DefaultInstantiations = 500

// CapsFor are the caps of a build whose memory budget is memory (0 for
// the default): the size caps are shares of it, so that raising the budget
// for a large overlay raises them too. With the default budget (512 MiB),
// a patch may grow a document to 32 MiB and a build may read 256 MiB.
func CapsFor(memory int64) Caps {
	if memory <= 0 {
		memory = DefaultMemory
	}
	return Caps{Instantiations: DefaultInstantiations, PatchBytes: memory / 16, ReadBytes: memory / 2}
}

// withDefaults fills the zero fields of c from CapsFor(memory).
func (c Caps) withDefaults(memory int64) Caps {
	d := CapsFor(memory)
	if c.Instantiations <= 0 {
		c.Instantiations = d.Instantiations
	}
	if c.PatchBytes <= 0 {
		c.PatchBytes = d.PatchBytes
	}
	if c.ReadBytes <= 0 {
		c.ReadBytes = d.ReadBytes
	}
	return c
}

// budget checks a top-level kustomization's build against the caps it can
// be checked against before it runs, and refuses it when it would exceed
// one.
func (p *planner) budget(top *Kustomization) {
	if top.refused() {
		return
	}
	if n, worst, count := instantiations(top, p.caps.Instantiations); n > p.caps.Instantiations {
		top.Refused = true
		at := top.at[top.heaviestChild(p.caps.Instantiations)]
		p.plan.Problems = append(p.plan.Problems, Problem{Pos: position(top.File, at), Msg: fmt.Sprintf(
			"building this kustomization loads more than %d kustomizations: its bases reach the same bases by many paths "+
				"(%s alone is loaded more than %d times, once per path); vcqlint builds at most %d per overlay",
			min(n-1, p.caps.Instantiations), worst.File, count-1, p.caps.Instantiations)})
		return
	}
	// The largest document a patch can be applied to: the largest of the
	// build's resources (or generator inputs), not of its patches.
	patches := map[string]bool{}
	top.below(func(x *Kustomization) {
		for _, patch := range x.Patches {
			patches[patch.File] = true
		}
	})
	largest := int64(0)
	top.below(func(x *Kustomization) {
		for _, f := range x.Files {
			if !patches[f] {
				largest = max(largest, largestDocument(p.plan.Contents[f]))
			}
		}
	})
	top.below(func(x *Kustomization) {
		for _, patch := range x.Patches {
			if prob, ok := p.patchGrowth(patch, largest); !ok {
				top.Refused = true
				p.plan.Problems = append(p.plan.Problems, prob)
			}
		}
	})
}

// instantiations counts the kustomizations building top loads, each base
// once per path to it (saturating just above limit); worst is the one
// loaded most often, count how often. A cycle is left to kustomize, which
// reports it: the edge that closes it is not counted.
func instantiations(top *Kustomization, limit int) (total int, worst *Kustomization, count int) {
	capAt := limit + 1
	// paths[x] is how many paths lead from top to x; it is final once every
	// edge into x is counted, so the kustomizations are taken in
	// topological order (a depth-first search's reverse post-order).
	order := topological(top)
	index := make(map[*Kustomization]int, len(order))
	for i, x := range order {
		index[x] = i
	}
	paths := map[*Kustomization]int{top: 1}
	for i, x := range order {
		for _, n := range x.edges() {
			if index[n] > i {
				paths[n] = min(paths[n]+paths[x], capAt)
			}
		}
	}
	for _, x := range order {
		total = min(total+paths[x], capAt)
		if paths[x] > count {
			worst, count = x, paths[x]
		}
	}
	return total, worst, count
}

// edges are the kustomizations x loads directly, once per mention.
func (k *Kustomization) edges() []*Kustomization {
	return append(append([]*Kustomization(nil), k.Nested...), k.Plugins...)
}

// topological orders the kustomizations below top, each before those it
// loads (but for the edges that close a cycle).
func topological(top *Kustomization) []*Kustomization {
	seen := map[*Kustomization]bool{}
	var post []*Kustomization
	var visit func(*Kustomization)
	visit = func(x *Kustomization) {
		seen[x] = true
		for _, n := range x.edges() {
			if !seen[n] {
				visit(n)
			}
		}
		post = append(post, x)
	}
	visit(top)
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// heaviestChild is the kustomization top names directly whose own build
// loads the most.
func (k *Kustomization) heaviestChild(limit int) *Kustomization {
	var best *Kustomization
	most := -1
	for _, n := range k.edges() {
		if c, _, _ := instantiations(n, limit); c > most {
			best, most = n, c
		}
	}
	return best
}

// largestDocument is the size of the largest YAML document of a file.
func largestDocument(data []byte) int64 {
	largest := 0
	for len(data) > 0 {
		i := bytes.Index(data, []byte("\n---"))
		if i < 0 {
			largest = max(largest, len(data))
			break
		}
		largest = max(largest, i)
		data = data[i+4:]
	}
	return int64(largest)
}

// patchGrowth checks that a JSON 6902 patch cannot grow a document of size
// doc beyond the cap: each copy operation may double the document (a
// value copied into itself), each add or replace adds its value. The
// problem is placed at the operation that would go over.
func (p *planner) patchGrowth(patch Patch, doc int64) (Problem, bool) {
	var root *yaml.Node
	if patch.Inline != nil {
		root = yamlpos.ParseEmbedded(patch.Source, patch.Inline).Root
	} else if docs, _ := yamlpos.Parse(p.plan.Contents[patch.File]); len(docs) == 1 {
		root = docs[0].Root
	}
	if root == nil || root.Kind != yaml.SequenceNode {
		return Problem{}, true
	}
	size := doc
	for _, op := range root.Content {
		switch scalar(op, "op") {
		case "copy":
			size *= 2
		case "add", "replace":
			if v := yamlpos.Value(op, "value"); v != nil {
				text, _ := yaml.Marshal(v)
				size += int64(len(text))
			}
		}
		if size > p.caps.PatchBytes {
			return Problem{Pos: position(patch.File, op), Msg: fmt.Sprintf(
				"this JSON 6902 patch can grow a document of the build (the largest is %s) beyond %s: "+
					"each copy operation may double it; vcqlint does not apply patches that can grow a document beyond %s "+
					"(a share of --kustomize-memory)",
				inputfile.Size(doc), inputfile.Size(p.caps.PatchBytes), inputfile.Size(p.caps.PatchBytes))}, false
		}
	}
	return Problem{}, true
}

// maxNesting bounds how deep a YAML document kustomize reads may nest.
// kyaml's DeAnchor, which kustomize runs on every document it reads,
// copies each mapping with everything below it, so its work is the sum of
// every node's depth: a 100 KB document of 9,000 nested mappings kept a
// build busy for minutes. Kubernetes objects nest a few dozen levels (the
// deepest CRD schemas of Volcano about 40).
const maxNesting = 256

// tooDeep returns the line and column where a document of data first nests
// deeper than maxNesting, counting block levels (a deeper indentation, a
// sequence entry) and flow levels ([ and { outside quotes and comments);
// 0, 0 when none does. It over-counts text inside block scalars, which is
// no node, so its bound errs on the side of building.
func tooDeep(data []byte) (line, col int) {
	var indents []int // the block levels open at the current line
	for ln, text := range bytes.Split(data, []byte("\n")) {
		trimmed := bytes.TrimLeft(text, " ")
		if len(trimmed) == 0 || trimmed[0] == '#' {
			continue
		}
		if bytes.HasPrefix(text, []byte("---")) || bytes.HasPrefix(text, []byte("...")) {
			indents = indents[:0]
			continue
		}
		indent := len(text) - len(trimmed)
		for len(indents) > 0 && indents[len(indents)-1] >= indent {
			indents = indents[:len(indents)-1]
		}
		indents = append(indents, indent)
		// Each "- " opens one more level on the same line.
		for bytes.HasPrefix(trimmed, []byte("- ")) {
			trimmed = bytes.TrimLeft(trimmed[2:], " ")
			indents = append(indents, len(text)-len(trimmed))
		}
		if len(indents) > maxNesting {
			return ln + 1, indent + 1
		}
		if c := flowDepthOver(trimmed, maxNesting-len(indents)); c >= 0 {
			return ln + 1, len(text) - len(trimmed) + c + 1
		}
	}
	return 0, 0
}

// flowDepthOver is the offset in text where [ and { nest deeper than
// limit, outside quoted strings and comments, or -1.
func flowDepthOver(text []byte, limit int) int {
	depth := 0
	var quote byte
	for i, c := range text {
		switch {
		case quote != 0:
			if c == quote && (quote == '\'' || i == 0 || text[i-1] != '\\') {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || text[i-1] == ' '):
			return -1
		case c == '[' || c == '{':
			depth++
			if depth > limit {
				return i
			}
		case c == ']' || c == '}':
			depth = max(depth-1, 0)
		}
	}
	return -1
}
