// Package manifest is the loaded form of one Kubernetes object (or one
// scheduler configuration): its identity, the YAML node tree it came from
// with file positions, its typed decoding and the problems met decoding it.
package manifest

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
)

// Kinds vcqlint understands. SchedulerConfiguration is not a Kubernetes kind:
// it is the volcano-scheduler.conf document, from a ConfigMap or a file.
// MIGPartedConfig is not one either: it is a mig-parted configuration
// (`version: v1` and `mig-configs:`, as the GPU operator's MIG manager reads
// it) held in a ConfigMap data value. Its Owner is the ConfigMap and its
// nodes carry positions in the ConfigMap file's coordinates, so a finding
// about a MIG layout points at the line the user edits (internal/cluster reads
// it, internal/loader makes it). ClusterConfig is the cluster section of a
// configuration file (.vcqlint.yaml), decoded by the loader.
const (
	KindQueue           = "Queue"
	KindPodGroup        = "PodGroup"
	KindJob             = "Job"
	KindConfigMap       = "ConfigMap"
	KindNode            = "Node"
	KindSchedulerConfig = "SchedulerConfiguration"
	KindMIGConfig       = "MIGPartedConfig"
	KindClusterConfig   = "ClusterConfig"
)

// Object is one loaded object.
type Object struct {
	// Ref is the object's index in the loaded input: a stable handle that
	// Rego policies return to point at it.
	Ref        int
	Kind       string
	APIVersion string
	Name       string
	Namespace  string
	File       string
	// Root is the object's mapping node; every position below it is in
	// File's coordinates (also for a configuration embedded in a ConfigMap).
	// It is nil once Release has dropped the tree: Tree, Pos and Node then
	// bring it back.
	Root *yaml.Node
	// Typed is a pointer to the api type the object decoded into.
	Typed any
	// Problems are the decoding problems, each with its node.
	Problems []decode.Problem
	// Owner is the ConfigMap a scheduler configuration was embedded in.
	Owner *Object
	// EmbeddedKey is the data key the configuration came from.
	EmbeddedKey string
	// Host is the string scalar an embedded configuration was parsed out
	// of (a ConfigMap data value, a Helm values key), positioned in File;
	// nil for an object written directly in File. Fixes map edits of the
	// embedded text through it (internal/fixplan).
	Host *yaml.Node
	// InnerHosts are, for YAML embedded in YAML that is itself embedded in
	// Host (the values string of a GitOps manifest whose
	// custom.scheduler_config_override holds the configuration), the
	// scalars inside each level's text, outermost first, each positioned
	// in the value of the one before (the first in Host's value).
	InnerHosts []*yaml.Node
	// Locate, set for an object parsed out of strings, gives the position
	// of byte off of a scalar's value through the strings' quoting (an
	// escaped quote is several characters of the file); nil when the
	// object is written in File as it is read.
	Locate func(n *yaml.Node, off int) (line, col int, ok bool)
	// SyntaxErr is set when an embedded or raw configuration is not YAML.
	SyntaxErr *finding.Position
	SyntaxMsg string
	// NodeFiles names the file of the nodes that come from another file
	// than File: in an object built by Kustomize, the patch that set them.
	NodeFiles map[*yaml.Node]string
	// DuplicateKeys are the mapping keys written twice in the object, found
	// while the loader still had the tree (rules must not re-parse every
	// object to look for them).
	DuplicateKeys []DuplicateKey

	// released holds what Release kept of the tree.
	released *releasedTree
}

// DuplicateKey is a key repeated in one mapping: At is the repeated key,
// First the earlier one.
type DuplicateKey struct {
	Key       string
	At, First finding.Position
}

// releasedTree is what an object keeps of its node tree after Release: the
// root's position, what reading annotations needs (suppressions read them
// on every object), and how to re-create the rest.
type releasedTree struct {
	line, column int
	// annotations is Node("metadata", "annotations") as it was, nil when
	// the object has none.
	annotations *yaml.Node
	reload      func() *yaml.Node
	once        sync.Once
	root        *yaml.Node
}

// Release drops the object's node tree to save memory: on a large estate
// the trees of every Queue and Job are most of the heap, while rules need
// nodes only to place their few findings. reload must re-create the same
// tree (yamlpos.Reparse does); it runs at most once, the first time a
// position or node other than the object's start or annotations is asked
// for, and may return nil if it cannot, in which case positions fall back
// to the object's start.
func (o *Object) Release(reload func() *yaml.Node) {
	if o.Root == nil || o.released != nil {
		return
	}
	o.released = &releasedTree{line: o.Root.Line, column: o.Root.Column,
		annotations: cloneTree(o.Node("metadata", "annotations")), reload: reload}
	o.Root = nil
}

// cloneTree copies the nodes of a tree (a copy's aliases point where the
// original's do), so that what an object keeps of a released tree does not
// keep the rest of the document's nodes, nor their memory, in use.
func cloneTree(n *yaml.Node) *yaml.Node {
	if n == nil {
		return nil
	}
	c := *n
	if n.Content != nil {
		c.Content = make([]*yaml.Node, len(n.Content))
		for i, child := range n.Content {
			c.Content[i] = cloneTree(child)
		}
	}
	return &c
}

// HoldsNodes reports whether the object refers to nodes of the document it
// was loaded from: its tree (not released), its host scalar, a decoding
// problem's node, a file per node. Released annotations are a copy (see
// Release).
func (o *Object) HoldsNodes() bool {
	return o.Root != nil || o.Host != nil || len(o.Problems) > 0 || o.NodeFiles != nil
}

// Tree returns the object's node tree, re-creating it if Release dropped it.
func (o *Object) Tree() *yaml.Node {
	r := o.released
	if r == nil {
		return o.Root
	}
	r.once.Do(func() { r.root = r.reload() })
	return r.root
}

// ID names the object as users know it: "Queue/team-a",
// "Job/ml/train-1", "ConfigMap/volcano-system/volcano-scheduler-configmap".
// A scheduler configuration is named after the ConfigMap that holds it, or
// after its file.
func (o *Object) ID() string {
	if o.Kind == KindSchedulerConfig {
		if o.Owner != nil {
			return o.Owner.ID()
		}
		return KindSchedulerConfig + "/" + o.File
	}
	name := o.Name
	if name == "" {
		name = "<unnamed>"
	}
	if o.Namespace != "" {
		return o.Kind + "/" + o.Namespace + "/" + name
	}
	return o.Kind + "/" + name
}

// Start is the position of the object itself.
func (o *Object) Start() finding.Position {
	if r := o.released; r != nil {
		return finding.Position{File: o.File, Line: r.line, Column: r.column}
	}
	return o.at(o.Root)
}

func (o *Object) at(n *yaml.Node) finding.Position {
	if n == nil {
		return finding.Position{File: o.File, Line: 1, Column: 1}
	}
	file := o.File
	if f, ok := o.NodeFiles[n]; ok {
		file = f
	}
	return finding.Position{File: file, Line: n.Line, Column: n.Column}
}

// NodePos is the position of a node of this object.
func (o *Object) NodePos(n *yaml.Node) finding.Position { return o.at(n) }

// Pos returns the position of the most precise node on path: the key node
// of the last mapping key found (so `spec.capability.cpu` points at `cpu:`),
// or a list item. When the path runs out of the document it stops at the
// deepest node that exists, so a finding about a missing field points at
// its would-be parent. Segments are exact keys or list indexes.
func (o *Object) Pos(path ...string) finding.Position {
	if len(path) > 0 && path[0] == "metadata" && o.Kind == KindSchedulerConfig && o.Owner != nil {
		return o.Owner.Pos(path...)
	}
	if len(path) == 0 || (o.released != nil && o.Tree() == nil) {
		return o.Start() // a re-parse that failed leaves only the start
	}
	pos := o.Start()
	n := o.Tree()
	for _, seg := range path {
		n = deref(n)
		if n == nil {
			break
		}
		switch n.Kind {
		case yaml.MappingNode:
			k, v := lookup(n, seg)
			if k == nil {
				return pos
			}
			pos, n = o.at(k), v
		case yaml.SequenceNode:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n.Content) {
				return pos
			}
			n = n.Content[i]
			pos = o.at(n)
		default:
			return pos
		}
	}
	return pos
}

// Node returns the value node at path, or nil.
func (o *Object) Node(path ...string) *yaml.Node {
	if r := o.released; r != nil && len(path) >= 2 && path[0] == "metadata" && path[1] == "annotations" {
		return walk(r.annotations, path[2:])
	}
	return walk(o.Tree(), path)
}

// walk follows path from n as Node does.
func walk(n *yaml.Node, path []string) *yaml.Node {
	for _, seg := range path {
		n = deref(n)
		if n == nil {
			return nil
		}
		switch n.Kind {
		case yaml.MappingNode:
			_, n = lookup(n, seg)
		case yaml.SequenceNode:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n.Content) {
				return nil
			}
			n = n.Content[i]
		default:
			return nil
		}
	}
	return deref(n)
}

// SplitPath turns a dotted path with [i] indexes ("tiers[1].plugins[0].name",
// "spec.capability.nvidia.com/gpu") into segments, resolving dots inside keys
// against the document: at each mapping the longest dotted run that names an
// existing key wins, so resource names with dots need no escaping.
func (o *Object) SplitPath(path string) []string {
	raw := rawSegments(path)
	var segs []string
	n := o.Tree()
	for i := 0; i < len(raw); {
		n = deref(n)
		if n != nil && n.Kind == yaml.MappingNode {
			if key, v, next := longestKey(n, raw, i); next > 0 {
				segs = append(segs, key)
				n, i = v, next
				continue
			}
			_, n = lookup(n, raw[i])
		} else {
			n = element(n, raw[i])
		}
		segs = append(segs, raw[i])
		i++
	}
	return segs
}

// rawSegments splits a path at dots and brackets without looking at the
// document: "tiers[1].plugins[0]" is tiers, 1, plugins, 0.
func rawSegments(path string) []string {
	var raw []string
	for _, part := range strings.Split(path, ".") {
		open := strings.IndexByte(part, '[')
		if open < 0 || !strings.HasSuffix(part, "]") {
			raw = append(raw, part)
			continue
		}
		if open > 0 {
			raw = append(raw, part[:open])
		}
		raw = append(raw, strings.Split(strings.TrimSuffix(part[open+1:], "]"), "][")...)
	}
	return raw
}

// longestKey finds the longest run raw[i:j] (j > i+1) that, joined with
// dots, names a key of mapping m; next is j, or 0 when no dotted run does.
func longestKey(m *yaml.Node, raw []string, i int) (key string, v *yaml.Node, next int) {
	for j := len(raw); j > i+1; j-- {
		key := strings.Join(raw[i:j], ".")
		if k, v := lookup(m, key); k != nil {
			return key, v, j
		}
	}
	return "", nil, 0
}

// element is the item a segment indexes in a sequence, or nil.
func element(n *yaml.Node, seg string) *yaml.Node {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	if idx, err := strconv.Atoi(seg); err == nil && idx >= 0 && idx < len(n.Content) {
		return n.Content[idx]
	}
	return nil
}

func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func lookup(m *yaml.Node, key string) (k, v *yaml.Node) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

// SubstringPos returns the position of byte offset off inside a single-line
// plain or quoted scalar, e.g. one action inside `actions: "enqueue, allocate"`.
func (o *Object) SubstringPos(n *yaml.Node, off int) finding.Position {
	p := o.at(n)
	if n == nil || strings.ContainsRune(n.Value, '\n') || n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return p
	}
	if o.Locate != nil {
		if line, col, ok := o.Locate(n, min(off, len(n.Value))); ok {
			p.Line, p.Column = line, col
			return p
		}
	}
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
		p.Column++
	}
	p.Column += utf8.RuneCountInString(n.Value[:min(off, len(n.Value))])
	return p
}
