package helm

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm/engine"
	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Mapper maps positions in rendered templates to the files where the text
// at each position is written. It is safe for concurrent use.
type Mapper struct {
	mu       sync.Mutex
	rendered map[string]*renderedFile
	// values are the values files parsed, by path.
	values map[string]*parsedFile
}

// NewMapper returns an empty Mapper; Render adds to it.
func NewMapper() *Mapper {
	return &Mapper{rendered: map[string]*renderedFile{}, values: map[string]*parsedFile{}}
}

func (m *Mapper) add(name string, f *renderedFile) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.rendered[name] = f
}

// Forget drops what the Mapper keeps of a rendered template no position
// will be asked in: its text, the largest part of a chart's rendering.
func (m *Mapper) Forget(name string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if rf := m.rendered[name]; rf != nil {
		m.rendered[name] = &renderedFile{template: rf.template}
	}
}

// Rendered reports whether name is a rendered template.
func (m *Mapper) Rendered(name string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.rendered[name] != nil
}

// renderedFile is one rendered template and what it was rendered from.
type renderedFile struct {
	template     string
	templateText string
	text         string
	// values are the values files its .Values come from, winner first.
	values []valuesFile
	// included are the files the chart can include, shared by all of a
	// rendering's templates and read only when a position needs them.
	included []string
	// read reads a file of the rendering (through the linted root).
	read func(name string) ([]byte, error)
	// spans are the stretches printed from values, with topValues the
	// layers of the top chart's values their paths are in.
	spans     []engine.Span
	topValues []valuesFile

	once     sync.Once
	src      *yamlpos.Source
	docs     []yamlpos.Document
	tmplLine []string
}

type valuesFile struct {
	layer *ValuesSource
	// prefix is the dotted key under which the layer holds the values of
	// the template's chart ("" for the chart's own values).
	prefix string
}

// parsedFile is a values file parsed with positions.
type parsedFile struct {
	src   *yamlpos.Source
	roots []*yaml.Node
}

// parsedLayer is a values layer's trees and where their nodes are written.
type parsedLayer struct {
	roots []*yaml.Node
	layer *ValuesSource
}

// Map returns where the text at p is written. A position in a file that is
// not a rendered template is returned as it is.
func (m *Mapper) Map(p finding.Position) finding.Position {
	if m == nil {
		return p
	}
	m.mu.Lock()
	rf := m.rendered[p.File]
	m.mu.Unlock()
	if rf == nil {
		return p
	}
	rf.parse()
	at := func(line, col int) finding.Position {
		return finding.Position{File: rf.template, Line: line, Column: col}
	}
	n, r := rf.scalarAt(p.Line, p.Column)
	if n == nil {
		if l := rf.verbatimLine(p.Line); l > 0 {
			return at(l, p.Column)
		}
		return at(rf.resourceLine(p.Line), 1)
	}
	if v := r.value; r.isKey && v != nil && v.Kind == yaml.ScalarNode && !strings.Contains(v.Value, "\n") {
		// A finding at a key is about its value: when the value comes from
		// a values file, that is where the user changes it.
		if q, ok := m.fromValues(rf, v, role{key: n.Value, path: r.path}, v.Line, 0); ok {
			return q
		}
		if l := rf.keyLine(p.Line, n); l > 0 {
			return at(l, p.Column)
		}
	}
	off, _ := yamlpos.ScalarOffset(rf.src, n, p.Line, p.Column)
	block := n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 || strings.Contains(n.Value, "\n")
	if !block {
		if l := rf.verbatimLine(p.Line); l > 0 {
			return at(l, p.Column) // literal text of the template
		}
	}
	if q, ok := m.fromValues(rf, n, r, p.Line, off); ok {
		return q
	}
	if q, ok := rf.fromIncluded(n, off); ok {
		return q
	}
	if q, ok := m.fromSpan(rf, p); ok {
		return q
	}
	if l := rf.verbatimLine(p.Line); l > 0 {
		return at(l, p.Column)
	}
	return at(rf.resourceLine(p.Line), 1)
}

// fromSpan finds the values node a rendered position was printed from, by
// the rendering's own record of what each printed stretch came from (a
// value reached through range or with).
func (m *Mapper) fromSpan(rf *renderedFile, p finding.Position) (finding.Position, bool) {
	if len(rf.spans) == 0 {
		return finding.Position{}, false
	}
	off := rf.src.Offset(p.Line, p.Column)
	lineEnd := rf.src.Offset(p.Line+1, 1)
	for _, sp := range rf.spans {
		in := off - sp.Start
		switch {
		case off >= sp.Start && off < max(sp.End, sp.Start+1):
		case off < sp.Start && sp.Start < lineEnd:
			// A finding at a key is about the value printed after it on
			// its line (`- name: {{ . }}`).
			in = 0
		default:
			continue
		}
		for _, vf := range rf.topValues {
			path := sp.Path
			if vf.prefix != "" {
				pre := strings.Split(vf.prefix, ".")
				if len(path) < len(pre) || !slices.Equal(path[:len(pre)], pre) {
					continue
				}
				path = path[len(pre):]
			}
			pf := m.parsedLayer(vf.layer, rf.read)
			if pf == nil {
				continue
			}
			for _, root := range pf.roots {
				n := nodeAt(root, path)
				if n == nil || n.Kind != yaml.ScalarNode {
					continue
				}
				if in > 0 || n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
					return pf.layer.scalarPosition(n, in), true
				}
				return pf.layer.nodePosition(n), true
			}
		}
	}
	return finding.Position{}, false
}

func (rf *renderedFile) parse() {
	rf.once.Do(func() {
		rf.src = yamlpos.NewSource([]byte(rf.text))
		rf.docs, _ = yamlpos.Parse([]byte(rf.text))
		if rf.templateText == "" && rf.read != nil {
			if data, err := rf.read(rf.template); err == nil {
				rf.templateText = string(data)
			}
		}
		rf.tmplLine = strings.Split(rf.templateText, "\n")
	})
}

// role says what a scalar is in its mapping: key is the key text it is
// the value of (or, for a key, its own text), isKey whether it is the key.
type role struct {
	key   string
	isKey bool
	// value is a key's value node.
	value *yaml.Node
	// path are the keys from the document's top to the scalar.
	path []string
}

// scalarAt finds the scalar whose text holds (line, col): the one that
// starts last at or before it and contains it.
func (rf *renderedFile) scalarAt(line, col int) (*yaml.Node, role) {
	type cand struct {
		n *yaml.Node
		r role
	}
	var cands []cand
	for _, d := range rf.docs {
		walkScalars(d.Root, func(n *yaml.Node, r role) {
			if n.Line < line || (n.Line == line && n.Column <= col) {
				cands = append(cands, cand{n, r})
			}
		})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i].n, cands[j].n
		return a.Line > b.Line || (a.Line == b.Line && a.Column > b.Column)
	})
	for i := 0; i < len(cands) && i < 4; i++ {
		if _, ok := yamlpos.ScalarOffset(rf.src, cands[i].n, line, col); ok {
			return cands[i].n, cands[i].r
		}
	}
	return nil, role{}
}

// walkScalars calls fn for every scalar under n (keys included) with its
// role and the keys leading to it.
func walkScalars(n *yaml.Node, fn func(*yaml.Node, role)) {
	var walk func(n *yaml.Node, r role, depth int)
	walk = func(n *yaml.Node, r role, depth int) {
		if n == nil || depth > 200 {
			return
		}
		switch n.Kind {
		case yaml.ScalarNode:
			fn(n, r)
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				path := append(append([]string(nil), r.path...), k.Value)
				walk(k, role{key: k.Value, isKey: true, value: v, path: path}, depth+1)
				walk(v, role{key: k.Value, path: path}, depth+1)
			}
		default:
			for _, c := range n.Content {
				walk(c, role{path: r.path}, depth+1)
			}
		}
	}
	walk(n, role{}, 0)
}

// verbatimLine is the template line written exactly as rendered line l,
// the nearest one when several are, or 0.
func (rf *renderedFile) verbatimLine(l int) int {
	text := strings.TrimRight(lineOf(rf.text, l), " \t\r")
	if strings.TrimSpace(text) == "" {
		return 0
	}
	best := 0
	for i, t := range rf.tmplLine {
		if strings.TrimRight(t, " \t\r") == text && (best == 0 || abs(i+1-l) < abs(best-l)) {
			best = i + 1
		}
	}
	return best
}

// keyLine is the template line that writes rendered line l up to and
// including key k and its colon, its value being a template action
// (`  weight: {{ .Values.queue.weight }}`), the nearest one, or 0.
func (rf *renderedFile) keyLine(l int, k *yaml.Node) int {
	line := lineOf(rf.text, l)
	end := strings.Index(line[min(len(line), max(k.Column-1, 0)):], ":")
	if end < 0 {
		return 0
	}
	head := line[:k.Column-1+end+1]
	best := 0
	for i, t := range rf.tmplLine {
		if strings.HasPrefix(t, head) && strings.Contains(t[len(head):], "{{") && (best == 0 || abs(i+1-l) < abs(best-l)) {
			best = i + 1
		}
	}
	return best
}

// resourceLine is the template line that starts the resource rendered at
// line l: the `kind:` line of the same kind, counted in order, else line 1.
func (rf *renderedFile) resourceLine(l int) int {
	kind, ordinal := "", 0
	for _, d := range rf.docs {
		if d.Root == nil || d.Root.Line > l {
			break
		}
		k := scalarValue(d.Root, "kind")
		if k == kind {
			ordinal++
		} else {
			kind, ordinal = k, 0
		}
	}
	if kind == "" {
		return 1
	}
	var lines []int
	for i, t := range rf.tmplLine {
		if v, ok := strings.CutPrefix(strings.TrimSpace(t), "kind:"); ok && strings.Trim(strings.TrimSpace(v), `"'`) == kind {
			lines = append(lines, i+1)
		}
	}
	switch {
	case len(lines) == 0:
		return 1
	case ordinal < len(lines):
		return lines[ordinal]
	}
	return lines[0]
}

// valuesRefRE finds .Values references in template actions.
var valuesRefRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\.Values((?:\.[A-Za-z_][A-Za-z0-9_-]*)+)`) })

// fromValues finds the values-file node a rendered scalar came from: first
// through the .Values references on the template line written like the
// rendered one up to the scalar (`weight: {{ .Values.queue.weight }}`),
// then through every reference of the template (a `toYaml .Values.x`
// block, an override written into a block scalar).
func (m *Mapper) fromValues(rf *renderedFile, n *yaml.Node, r role, line, off int) (finding.Position, bool) {
	var refs []string
	prefix := lineOf(rf.text, line)
	if n.Line == line {
		prefix = prefix[:min(len(prefix), n.Column-1)]
	}
	prefix = strings.TrimRight(prefix, " ")
	for _, t := range rf.tmplLine {
		if i := strings.Index(t, "{{"); i >= 0 && strings.TrimRight(t[:i], " ") == prefix && prefix != "" {
			refs = append(refs, refsIn(t)...)
		}
	}
	if q, ok := m.matchRefs(rf, refs, n, r, off, true); ok {
		return q, true
	}
	return m.matchRefs(rf, refsIn(rf.templateText), n, r, off, false)
}

func refsIn(text string) []string {
	var out []string
	for _, m := range valuesRefRE().FindAllStringSubmatch(text, -1) {
		out = append(out, strings.TrimPrefix(m[1], "."))
	}
	return out
}

// matchRefs looks, in each values file by precedence, under each reference,
// for a scalar with the rendered scalar's text (and, inside a mapping, the
// same key). exact requires the reference itself to be that scalar.
func (m *Mapper) matchRefs(rf *renderedFile, refs []string, n *yaml.Node, r role, off int, exact bool) (finding.Position, bool) {
	seen := map[*ValuesSource]map[string]bool{}
	for _, vf := range rf.values {
		pf := m.parsedLayer(vf.layer, rf.read)
		if pf == nil {
			continue
		}
		if seen[pf.layer] == nil {
			seen[pf.layer] = map[string]bool{}
		}
		for _, ref := range refs {
			if seen[pf.layer][ref] {
				continue
			}
			seen[pf.layer][ref] = true
			path := ref
			if vf.prefix != "" {
				path = vf.prefix + "." + ref
			}
			if q, ok := pf.find(path, n, r, off, exact); ok {
				return q, true
			}
		}
	}
	return finding.Position{}, false
}

// find looks under the dotted path of the layer's trees for a scalar with
// the rendered scalar n's text (exact: the path's node itself) and returns
// where its byte off is written.
func (pf *parsedLayer) find(path string, n *yaml.Node, r role, off int, exact bool) (finding.Position, bool) {
	for _, root := range pf.roots {
		base := nodeAt(root, strings.Split(path, "."))
		if base == nil {
			continue
		}
		var hit *yaml.Node
		if exact {
			if base.Kind == yaml.ScalarNode && sameText(base.Value, n.Value) {
				hit = base
			}
		} else {
			hit = findScalar(base, n.Value, r)
		}
		if hit == nil {
			continue
		}
		if off > 0 || hit.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			return pf.layer.scalarPosition(hit, off), true
		}
		return pf.layer.nodePosition(hit), true // the scalar itself, quote included
	}
	return finding.Position{}, false
}

// parsedLayer is l's trees: a values file's, parsed once for every
// rendering that reads it, or the layer's own node.
func (m *Mapper) parsedLayer(l *ValuesSource, read func(string) ([]byte, error)) *parsedLayer {
	if l.text != nil {
		if l.node == nil {
			return nil
		}
		return &parsedLayer{roots: []*yaml.Node{l.node}, layer: l}
	}
	pf := m.parsedValues(l.file, read)
	if pf == nil {
		return nil
	}
	file := ValuesSource{file: l.file, src: pf.src}
	return &parsedLayer{roots: pf.roots, layer: &file}
}

func (m *Mapper) parsedValues(path string, read func(string) ([]byte, error)) *parsedFile {
	m.mu.Lock()
	defer m.mu.Unlock()
	if pf, ok := m.values[path]; ok {
		return pf
	}
	var pf *parsedFile
	if read == nil {
		read = readOwn
	}
	if data, err := read(path); err == nil {
		docs, _ := yamlpos.Parse(data)
		pf = &parsedFile{src: yamlpos.NewSource(data)}
		for _, d := range docs {
			pf.roots = append(pf.roots, d.Root)
		}
	}
	m.values[path] = pf
	return pf
}

// nodeAt walks mapping keys, and list indexes in a list.
func nodeAt(n *yaml.Node, keys []string) *yaml.Node {
	for _, k := range keys {
		if n != nil && n.Kind == yaml.SequenceNode {
			i, err := strconv.Atoi(k)
			if err != nil || i < 0 || i >= len(n.Content) {
				return nil
			}
			n = n.Content[i]
			continue
		}
		if n == nil || n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == k {
				next = n.Content[i+1]
			}
		}
		n = next
	}
	return n
}

// findScalar finds under n a scalar with text value playing role r: a key
// with that text, a value of a key with the same text, or any scalar when
// the rendered one is not in a mapping (or the block is the base itself).
// Of several, the one whose keys end like the rendered scalar's wins
// (resources.limits.cpu, not resources.requests.cpu, for a limit).
func findScalar(n *yaml.Node, value string, r role) *yaml.Node {
	var found *yaml.Node
	best := -1
	walkScalars(n, func(s *yaml.Node, cur role) {
		if !sameText(s.Value, value) || !(r.key == "" || cur.key == "" || (cur.key == r.key && cur.isKey == r.isKey) || strings.Contains(value, "\n")) {
			return
		}
		if score := commonSuffix(cur.path, r.path); score > best {
			found, best = s, score
		}
	})
	return found
}

func commonSuffix(a, b []string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return n
}

// fromIncluded finds a rendered scalar's text in a file the chart can
// include (.Files.Get, .Files.Glob ... AsConfig): a multi-line value is
// looked up whole; a one-line value as a whole line of the file.
func (rf *renderedFile) fromIncluded(n *yaml.Node, off int) (finding.Position, bool) {
	value := n.Value
	if strings.TrimSpace(value) == "" || rf.read == nil {
		return finding.Position{}, false
	}
	// Each file is read again for each lookup rather than kept: a chart's
	// files are megabytes (Volcano's CRDs), a finding's lookup is rare.
	for _, path := range rf.included {
		data, err := rf.read(path)
		if err != nil {
			continue
		}
		text := string(data)
		var i int
		if strings.Contains(value, "\n") {
			i = strings.Index(text, strings.TrimRight(value, "\n"))
		} else {
			i = indexWord(text, value)
		}
		if i < 0 {
			continue
		}
		l, c := yamlpos.NewSource(data).Position(i + off)
		return finding.Position{File: path, Line: l, Column: c}, true
	}
	return finding.Position{}, false
}

// indexWord finds value in data where it is not part of a longer word.
func indexWord(data, value string) int {
	for from := 0; from < len(data); {
		i := strings.Index(data[from:], value)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(value)
		if (i == 0 || !isWordByte(data[i-1])) && (end == len(data) || !isWordByte(data[end])) {
			return i
		}
		from = i + 1
	}
	return -1
}

func isWordByte(b byte) bool {
	return b == '_' || b == '-' || b == '.' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// sameText compares scalar texts; a block's final line break depends on
// how the template indented it (nindent), not on what the user wrote.
func sameText(a, b string) bool {
	if strings.Contains(a, "\n") || strings.Contains(b, "\n") {
		return strings.TrimRight(a, "\n ") == strings.TrimRight(b, "\n ")
	}
	return a == b
}

func lineOf(text string, l int) string {
	for i := 1; i < l; i++ {
		j := strings.IndexByte(text, '\n')
		if j < 0 {
			return ""
		}
		text = text[j+1:]
	}
	if j := strings.IndexByte(text, '\n'); j >= 0 {
		text = text[:j]
	}
	return text
}

func scalarValue(m *yaml.Node, key string) string {
	for k, v := range yamlpos.Pairs(m) {
		if k.Value == key && v.Kind == yaml.ScalarNode {
			return v.Value
		}
	}
	return ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// readOwn reads a file as it is named, for a Mapper used without a
// rendering's reader (tests).
func readOwn(name string) ([]byte, error) { return inputfile.Read(name, inputfile.ManifestLimit) }

// valuePosition is where the first layer that sets the value at keys (in
// the chart's own values) writes it.
func (m *Mapper) valuePosition(layers []valuesFile, keys []string, read func(string) ([]byte, error)) (finding.Position, bool) {
	for _, vf := range layers {
		pf := m.parsedLayer(vf.layer, read)
		if pf == nil {
			continue
		}
		path := keys
		if vf.prefix != "" {
			path = append(strings.Split(vf.prefix, "."), keys...)
		}
		for _, root := range pf.roots {
			if n := nodeAt(root, path); n != nil {
				return pf.layer.nodePosition(n), true
			}
		}
	}
	return finding.Position{}, false
}
