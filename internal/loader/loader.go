// Package loader turns files into manifest objects: it splits YAML and JSON
// streams into documents, expands `kind: List`, recognises the kinds vcqlint
// lints, decodes them into typed values and extracts the Volcano scheduler
// configuration from ConfigMaps, raw .conf files and bare YAML files, keeping
// every position in the coordinates of the file the user wrote.
package loader

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// schedulerConfRE finds a line that starts with a scheduler configuration's
// top-level word, in YAML (actions:) or in a mistaken syntax ([actions]).
var schedulerConfRE = regexp.MustCompile(`(?m)^[\s\[\-"']*(actions|tiers)\b`)

// SchedulerConfKey is the ConfigMap data key Volcano reads its configuration from.
const SchedulerConfKey = "volcano-scheduler.conf"

// Level says whether a diagnostic stops a clean exit.
type Level int

const (
	// LevelError is input that could not be read or parsed: exit code 2.
	LevelError Level = iota + 1
	// LevelNotice is input that was understood but skipped, such as a
	// Volcano kind vcqlint does not know.
	LevelNotice
)

// Diagnostic is a message about the input itself, not a rule finding.
type Diagnostic struct {
	Pos   finding.Position
	Level Level
	Msg   string
}

// File is what loading one file produced.
type File struct {
	Name        string
	Objects     []*manifest.Object
	Diagnostics []Diagnostic
	// Ignored counts documents of kinds vcqlint does not lint, by kind.
	Ignored map[string]int
	// Documents counts the documents read (List items count one each).
	Documents int

	// Sources are objects that are not linted themselves but say where a
	// scheduler configuration is kept: GitOps manifests (IsGitOps),
	// Secrets, and Volcano scheduler workloads (their --scheduler-conf
	// names the ConfigMap key the scheduler reads). Their node trees are
	// kept; internal/gitops and SchedulerConfs read them across files.
	Sources []*manifest.Object

	// lists is the table of resource lists shared with other files, or nil.
	lists *decode.Lists
	// text is the file's content, kept when Sources is not empty: their
	// strings are parsed later with positions in it.
	text *yamlpos.Source
}

// Text is the file's content when it holds Sources, else nil.
func (f *File) Text() *yamlpos.Source { return f.text }

// Load reads one file's content. It never panics, whatever the bytes.
func Load(name string, data []byte) *File { return load(name, data, true, nil, nil, nil) }

// LoadTree is Load keeping every object's node tree: for YAML that is not
// a file of the input (a Kustomize build), whose nodes are then moved to
// the files that set them, so re-parsing the text could not restore them.
func LoadTree(name string, data []byte) *File { return load(name, data, false, nil, nil, nil) }

// LoadShared is Load for one file of many: identical resource lists of all
// the files sharing lists are decoded once and shared (see
// decode.IntoShared), so the objects' lists must not be modified.
func LoadShared(name string, data []byte, lists *decode.Lists) *File {
	return load(name, data, true, lists, nil, nil)
}

// LoadSharedTree is LoadShared keeping every object's node tree: for a
// small input, whose trees take little memory, placing a finding then
// needs no second parse of its document.
func LoadSharedTree(name string, data []byte, lists *decode.Lists) *File {
	return load(name, data, false, lists, nil, nil)
}

// LoadWith is LoadShared parsing with p, a parser the caller keeps for
// the files it loads one after another: the memory of each document whose
// objects keep nothing of its tree is reused for the next documents (see
// yamlpos.Parser). An object whose tree is released gets it back, for the
// position of a finding, by parsing its document again in the text
// again returns: data as it was, or nil when that cannot be had (the file
// changed since), and then positions fall back to the object's start. The
// loader calls again at most once per position asked for, so it should
// keep what it reads. With again, the objects do not keep data in memory.
func LoadWith(name string, data []byte, lists *decode.Lists, p *yamlpos.Parser, again func() []byte) *File {
	return load(name, data, true, lists, p, again)
}

// load is Load; release says whether objects' node trees are released
// (tests compare both ways); parser, when not nil, parses and gets back
// the documents nothing refers to any more; again, when not nil, gives
// data back for re-parsing released trees (see LoadWith).
func load(name string, data []byte, release bool, lists *decode.Lists, parser *yamlpos.Parser, again func() []byte) *File {
	f := &File{Name: name, Ignored: map[string]int{}, lists: lists}
	text := again
	if text == nil {
		text = func() []byte { return data }
	}
	if err := yamlpos.CheckText(data); err != nil {
		f.errorAt(finding.Position{File: name, Line: 1, Column: 1}, err.Error())
		return f
	}
	isConfFile := strings.EqualFold(filepath.Ext(name), ".conf")
	if isConfFile && !schedulerConfRE.Match(data) {
		// Repositories hold other .conf files (nginx, the admission
		// webhook's volcano-admission.conf): only one whose lines start
		// with actions or tiers is (meant to be) a scheduler configuration.
		f.Documents = 1
		f.Ignored["<.conf without actions or tiers>"]++
		f.Diagnostics = append(f.Diagnostics, Diagnostic{Pos: finding.Position{File: name, Line: 1, Column: 1}, Level: LevelNotice,
			Msg: "a .conf file without a top-level actions or tiers key is not a Volcano scheduler configuration; skipped"})
		return f
	}
	// The line index of the whole file is needed only for YAML embedded in
	// a ConfigMap: built on first use.
	var file *yamlpos.Source
	src := func() *yamlpos.Source {
		if file == nil {
			file = yamlpos.NewSource(data)
		}
		return file
	}
	parse := yamlpos.Parse
	if parser != nil && release && !isConfFile {
		parse = parser.Parse
	} else {
		parser = nil
	}
	docs, errs := parse(data)
	if isConfFile && len(errs) > 0 {
		// A raw scheduler configuration that is not YAML is a finding of
		// VCQ112, like the same text inside a ConfigMap. Volcano reads the
		// file whole, so a syntax error anywhere fails all of it: one
		// object for the file, at its first error, and no partial
		// configuration from the documents that did parse.
		pos := finding.Position{File: name, Line: errs[0].Line, Column: errs[0].Column}
		f.Documents = max(len(docs), 1)
		f.Objects = append(f.Objects, &manifest.Object{
			Kind: manifest.KindSchedulerConfig, File: name,
			SyntaxErr: &pos, SyntaxMsg: "not valid YAML: " + errs[0].Msg,
		})
		return f
	}
	for _, e := range errs {
		msg := "invalid YAML: " + e.Msg
		if e.Limit {
			msg = e.Msg
		}
		f.errorAt(finding.Position{File: name, Line: e.Line, Column: e.Column}, msg)
	}
	for _, d := range docs {
		before, sources := len(f.Objects), len(f.Sources)
		if isConfFile {
			f.Documents++
			f.addSchedulerConfig(d.Root, nil)
			recordDuplicateKeys(f.Objects[before:])
			continue
		}
		f.document(src, d.Root)
		recordDuplicateKeys(f.Objects[before:])
		if release {
			releaseTrees(text, d, f.Objects[before:])
		}
		// Sources keep their trees: resolving them reads them after
		// loading (internal/gitops, SchedulerConfs).
		if parser != nil && len(f.Sources) == sources && treeFree(f.Objects[before:]) {
			parser.Free(d)
		}
	}
	if len(f.Sources) > 0 {
		f.text = src()
	}
	return f
}

// releasedKind reports whether objects of kind have their trees released
// by releaseTrees and their memory reused by treeFree: Volcano's kinds,
// Nodes and pod workloads.
func releasedKind(kind string) bool {
	switch kind {
	case manifest.KindQueue, manifest.KindPodGroup, manifest.KindJob, manifest.KindNode,
		"Pod", "Deployment", "StatefulSet", "ReplicaSet":
		return true
	}
	return false
}

// treeFree reports whether the objects loaded from a document keep
// nothing of its tree, so that its memory can be reused: each is of a kind
// releaseTrees releases, was released, and has no decoding problem (a
// problem keeps its node). The kinds are listed rather than inferred, so
// that an object that starts keeping a node from a new place keeps its
// document's memory until it is listed here; the typed values of these
// kinds hold no node (TestReleasedKindsHoldNoNodes).
func treeFree(objs []*manifest.Object) bool {
	for _, o := range objs {
		if !releasedKind(o.Kind) || o.HoldsNodes() {
			return false
		}
	}
	return true
}

// recordDuplicateKeys notes on each object the keys repeated in its tree,
// while the tree is at hand (releaseTrees drops it next).
func recordDuplicateKeys(objs []*manifest.Object) {
	for _, o := range objs {
		if o.Root == nil {
			continue
		}
		for _, d := range yamlpos.DuplicateKeys(o.Root) {
			o.DuplicateKeys = append(o.DuplicateKeys, manifest.DuplicateKey{Key: d.Key.Value, At: o.NodePos(d.Key), First: o.NodePos(d.First)})
		}
	}
}

// releaseTrees drops the node trees of the Kubernetes objects of document
// d (Queues, Jobs, PodGroups, Nodes, workloads), which rules use only to
// place findings, keeping how to re-parse each from data (see
// manifest.Object.Release): on a large estate they are most of the memory.
// ConfigMaps and scheduler configurations keep theirs: rules read them.
func releaseTrees(text func() []byte, d yamlpos.Document, objs []*manifest.Object) {
	root := d.Root
	d = d.WithoutTree() // the closures below must not keep the tree alive
	for _, o := range objs {
		if o.Owner != nil || o.Kind == manifest.KindConfigMap || o.Kind == manifest.KindSchedulerConfig {
			continue
		}
		path, ok := itemPath(root, o.Root)
		if !ok {
			continue
		}
		o.Release(func() *yaml.Node {
			data := text()
			if data == nil {
				return nil
			}
			n := yamlpos.Reparse(data, d)
			for _, i := range path {
				if n == nil || i >= len(n.Content) {
					return nil
				}
				n = n.Content[i]
			}
			return n
		})
	}
}

// itemPath finds target in a document: the root itself or an item of a
// (nested) List, as document expands them, as indexes into Content.
func itemPath(n, target *yaml.Node) ([]int, bool) {
	if n == target {
		return []int{}, true
	}
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, false
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value != "items" {
			continue
		}
		items := n.Content[i+1]
		for j, item := range items.Content {
			if p, ok := itemPath(item, target); ok {
				return append([]int{i + 1, j}, p...), true
			}
		}
		return nil, false // document reads the first items key only
	}
	return nil, false
}

func (f *File) errorAt(pos finding.Position, msg string) {
	f.Diagnostics = append(f.Diagnostics, Diagnostic{Pos: pos, Level: LevelError, Msg: msg})
}

func (f *File) noticeAt(n *yaml.Node, msg string) {
	f.Diagnostics = append(f.Diagnostics, Diagnostic{Pos: f.pos(n), Level: LevelNotice, Msg: msg})
}

func (f *File) pos(n *yaml.Node) finding.Position {
	return finding.Position{File: f.Name, Line: n.Line, Column: n.Column}
}

// document handles one top-level document or List item.
func (f *File) document(src func() *yamlpos.Source, root *yaml.Node) {
	f.Documents++
	if root.Kind != yaml.MappingNode {
		f.Ignored["<not a mapping>"]++
		return
	}
	kind, apiVersion := scalar(root, "kind"), scalar(root, "apiVersion")
	if kind == "" {
		if yamlpos.Value(root, "actions") != nil && yamlpos.Value(root, "tiers") != nil {
			f.addSchedulerConfig(root, nil)
			return
		}
		if f.volcanoChartValues(src, root) {
			return
		}
		f.Ignored["<no kind>"]++
		return
	}
	if items := yamlpos.Value(root, "items"); items != nil && (kind == "List" || strings.HasSuffix(kind, "List")) {
		f.Documents-- // the List itself is a container, its items are the documents
		if items.Kind != yaml.SequenceNode {
			f.errorAt(f.pos(items), fmt.Sprintf("%s: items must be a list", kind))
			return
		}
		for _, item := range items.Content {
			f.document(src, item)
		}
		return
	}
	f.object(src, root, kind, apiVersion)
}

// object decodes a document of a kind vcqlint reads and adds it, or counts
// it as ignored.
func (f *File) object(src func() *yamlpos.Source, root *yaml.Node, kind, apiVersion string) {
	obj := &manifest.Object{Kind: kind, APIVersion: apiVersion, File: f.Name, Root: root}
	switch classify(kind, apiVersion) {
	case classQueue:
		q := &api.Queue{}
		f.decode(obj, q, &q.Metadata)
	case classPodGroup:
		pg := &api.PodGroup{}
		f.decode(obj, pg, &pg.Metadata)
	case classJob:
		j := &api.Job{}
		f.decode(obj, j, &j.Metadata)
	case classNode:
		n := &api.Node{}
		f.decode(obj, n, &n.Metadata)
		obj.Namespace = "" // nodes are cluster-scoped
	case classConfigMap:
		f.configMap(src, obj)
		return
	case classWorkload:
		typed, scheduler := decodeWorkload(obj, kind)
		if readsSchedulerConf(root) {
			f.addSource(obj)
		}
		if scheduler != VolcanoScheduler {
			f.Ignored[kind]++ // not scheduled by Volcano: nothing to lint
			return
		}
		obj.Typed = typed
		f.reportTypeProblems(obj)
	case classIntegration:
		if !f.decodeIntegration(obj, kind) {
			f.Ignored[kind]++ // does not select Volcano: not Volcano's business
			return
		}
	case classSource:
		f.addSource(obj)
		f.Ignored[kind]++ // counted as linted only once found to install Volcano
		return
	case classIncubator:
		// kube-batch's group: the API server has no such kind (VCQ612
		// reports it), so it is neither linted as Volcano's nor ignored.
		u := &api.UnservedObject{}
		f.decode(obj, u, &u.Metadata)
	case classAdmissionPolicy:
		if scalar(yamlpos.Value(root, "metadata"), "name") != api.QueueAdmissionPolicy {
			f.Ignored[kind]++
			return
		}
		// The Volcano chart's queue policy: the input installs the
		// chart's ValidatingAdmissionPolicies (custom.vap_enable).
		p := &api.AdmissionPolicy{}
		f.decode(obj, p, &p.Metadata)
	case classVolcanoOther:
		f.noticeAt(root, fmt.Sprintf("%s %s is not a kind/version vcqlint lints (it knows Queue and PodGroup in %s/v1beta1, Job in %s/v1alpha1); skipped",
			apiVersion, kind, api.SchedulingGroup, api.BatchGroup))
		f.Ignored[kind]++
		return
	default:
		f.Ignored[kind]++
		return
	}
	f.Objects = append(f.Objects, obj)
}

// configMap adds a ConfigMap and the scheduler configuration and
// mig-parted files embedded in its data.
func (f *File) configMap(src func() *yamlpos.Source, obj *manifest.Object) {
	cm := &api.ConfigMap{}
	obj.Problems = decode.IntoShared(obj.Root, cm, f.lists)
	obj.Name, obj.Namespace, obj.Typed = cm.Metadata.Name, cm.Metadata.Namespace, cm
	f.Objects = append(f.Objects, obj)
	if data := yamlpos.Value(obj.Root, "data"); data != nil {
		if conf := yamlpos.Value(data, SchedulerConfKey); conf != nil {
			f.embeddedConfig(src, obj, conf, "data."+SchedulerConfKey)
		}
		f.embeddedMIGConfigs(src, obj, data)
	}
	f.reportTypeProblems(obj)
}

// decode fills typed, whose metadata is meta, from the object's node and
// names the object. Problems of Queues are findings of their own rules
// (VCQ304, VCQ306); for other kinds a wrong type is an input error, as the
// API server would refuse the object, reported with the object's name.
func (f *File) decode(obj *manifest.Object, typed any, meta *api.ObjectMeta) {
	obj.Problems = decode.IntoShared(obj.Root, typed, f.lists)
	obj.Name, obj.Namespace, obj.Typed = meta.Name, meta.Namespace, typed
	if obj.Kind == manifest.KindQueue {
		obj.Namespace = "" // queues are cluster-scoped
		f.reportAliasing(obj)
		return
	}
	f.reportTypeProblems(obj)
}

// reportTypeProblems makes input errors of the problems for which the API
// server would refuse the object.
func (f *File) reportTypeProblems(obj *manifest.Object) {
	for _, p := range obj.Problems {
		if p.Kind == decode.WrongType || p.Kind == decode.Aliasing {
			f.errorAt(obj.NodePos(p.Node), fmt.Sprintf("%s: %s", obj.ID(), p.Msg))
		}
	}
}

// reportAliasing makes input errors of aliasing problems alone: a Queue's
// other problems are findings of its own rules, but a document kubectl
// cannot even read is not a rule's business.
func (f *File) reportAliasing(obj *manifest.Object) {
	for _, p := range obj.Problems {
		if p.Kind == decode.Aliasing {
			f.errorAt(obj.NodePos(p.Node), fmt.Sprintf("%s: %s", obj.ID(), p.Msg))
		}
	}
}

// embeddedConfig parses the scheduler configuration held in a ConfigMap
// (cm) or, cm nil, in a values file of Volcano's chart; key names n in
// messages.
func (f *File) embeddedConfig(src func() *yamlpos.Source, cm *manifest.Object, n *yaml.Node, key string) {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias // `volcano-scheduler.conf: *conf` is the anchored text
	}
	e := EmbeddedConfig{File: f.Name, Owner: cm, Field: key, Value: n}
	if cm != nil {
		e.Key = SchedulerConfKey
	}
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!str" {
		emb := yamlpos.ParseEmbedded(src(), n)
		e.Host, e.Root, e.Err, e.Locate = n, emb.Root, emb.Err, emb.Locate
	}
	f.Objects = append(f.Objects, newSchedulerConfig(e, f.lists))
}

// EmbeddedConfig is a scheduler configuration held in a string of a file:
// a ConfigMap's data value, a values key of Volcano's chart, a values
// string of a GitOps manifest.
type EmbeddedConfig struct {
	// File is the file the string is written in; every position is in it.
	File string
	// Owner is the object holding the string (the ConfigMap, the GitOps
	// manifest), nil for a values file.
	Owner *manifest.Object
	// Key is the ConfigMap data key the text is under, "" elsewhere.
	Key string
	// Field names the string in messages (data.volcano-scheduler.conf,
	// custom.scheduler_config_override).
	Field string
	// Value is the node holding the configuration; not a string is an
	// error of the configuration (VCQ112), as Volcano cannot read it.
	Value *yaml.Node
	// Host is the string scalar the configuration was parsed out of, and
	// InnerHosts the strings inside it for a configuration embedded more
	// than once (see manifest.Object); Host is nil when the text is not
	// written as it is read (a base64 Secret value), so no fix is offered.
	Host       *yaml.Node
	InnerHosts []*yaml.Node
	// Root and Err are what parsing the string gave, and Locate positions
	// characters inside Root's scalars (nil when positions stop at Value).
	Root   *yaml.Node
	Err    *yamlpos.SyntaxError
	Locate yamlpos.Locator
}

// SchedulerConfig is the scheduler configuration object of e: decoded as
// Volcano decodes it, or carrying its syntax error, the wrong type of its
// value or its emptiness for VCQ112.
func SchedulerConfig(e EmbeddedConfig) *manifest.Object { return newSchedulerConfig(e, nil) }

func newSchedulerConfig(e EmbeddedConfig, lists *decode.Lists) *manifest.Object {
	conf := &manifest.Object{Kind: manifest.KindSchedulerConfig, File: e.File, Owner: e.Owner, EmbeddedKey: e.Key, Root: e.Value}
	at := func(line, col int) *finding.Position {
		return &finding.Position{File: e.File, Line: line, Column: col}
	}
	switch {
	case e.Value.Kind != yaml.ScalarNode || e.Value.ShortTag() != "!!str":
		conf.SyntaxErr = at(e.Value.Line, e.Value.Column)
		conf.SyntaxMsg = fmt.Sprintf("%s must be a string holding the YAML configuration, got %s", e.Field, decode.Describe(e.Value))
	case e.Err != nil:
		conf.SyntaxErr, conf.SyntaxMsg = at(e.Err.Line, e.Err.Column), "not valid YAML: "+e.Err.Msg
	case e.Root == nil:
		conf.SyntaxErr = at(e.Value.Line, e.Value.Column)
		conf.SyntaxMsg = "the configuration is empty, so Volcano finds no actions and keeps its previous or default configuration"
	default:
		conf = decodeSchedulerConfig(e.File, e.Root, e.Owner, lists)
		conf.EmbeddedKey = e.Key
		conf.Host, conf.InnerHosts, conf.Locate = e.Host, e.InnerHosts, e.Locate
	}
	return conf
}

// addSchedulerConfig adds a configuration document written in the file.
func (f *File) addSchedulerConfig(root *yaml.Node, owner *manifest.Object) {
	conf := decodeSchedulerConfig(f.Name, root, owner, f.lists)
	if owner != nil {
		conf.EmbeddedKey = SchedulerConfKey
	}
	f.Objects = append(f.Objects, conf)
}

// decodeSchedulerConfig decodes a configuration document. Volcano reads it
// with non-strict yaml.v2: unknown keys are ignored, but a value of the
// wrong type (actions as a list, a toggle as a string) fails the whole
// configuration; those problems are kept for VCQ112.
func decodeSchedulerConfig(file string, root *yaml.Node, owner *manifest.Object, lists *decode.Lists) *manifest.Object {
	conf := &manifest.Object{Kind: manifest.KindSchedulerConfig, File: file, Root: root, Owner: owner}
	sc := &api.SchedulerConfiguration{}
	conf.Problems = decode.IntoShared(root, sc, lists)
	for ti, tier := range sc.Tiers {
		for pi, raw := range tier.Plugins {
			p, problems := readPlugin(raw.Node, ti, pi)
			conf.Problems = append(conf.Problems, problems...)
			if p != nil {
				sc.Plugins = append(sc.Plugins, p)
			}
		}
	}
	conf.Typed = sc
	return conf
}

func readPlugin(n *yaml.Node, tier, index int) (*api.Plugin, []decode.Problem) {
	path := fmt.Sprintf("tiers[%d].plugins[%d]", tier, index)
	if n == nil {
		return nil, nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, []decode.Problem{{Kind: decode.WrongType, Path: path, Node: n,
			Msg: fmt.Sprintf("%s: a plugin must be a mapping with a name, got %s", path, decode.Describe(n))}}
	}
	var problems []decode.Problem
	p := &api.Plugin{Tier: tier, Index: index, Node: n}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch k.Value {
		case "name":
			if v.Kind != yaml.ScalarNode {
				problems = append(problems, decode.Problem{Kind: decode.WrongType, Path: path + ".name", Node: v,
					Msg: fmt.Sprintf("%s.name: expected a string, got %s", path, decode.Describe(v))})
				continue
			}
			p.Name, p.NameNode = v.Value, v
		case "arguments":
			if v.Kind != yaml.MappingNode && !(v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null") {
				problems = append(problems, decode.Problem{Kind: decode.WrongType, Path: path + ".arguments", Node: v,
					Msg: fmt.Sprintf("%s.arguments: expected a mapping, got %s", path, decode.Describe(v))})
				continue
			}
			if v.Kind == yaml.MappingNode {
				p.Arguments = v
			}
		default:
			opt := api.PluginOption{Key: k.Value, KeyNode: k, Value: v}
			if b, ok := decode.Bool(v); ok {
				opt.Bool = &b
			} else if api.IsToggle(k.Value) {
				problems = append(problems, decode.Problem{Kind: decode.WrongType, Path: path + "." + k.Value, Node: v,
					Msg: fmt.Sprintf("%s.%s: expected true or false, got %q", path, k.Value, v.Value)})
			}
			p.Options = append(p.Options, opt)
		}
	}
	return p, problems
}

func splitAPIVersion(v string) (group, version string) {
	if i := strings.LastIndexByte(v, '/'); i >= 0 {
		return v[:i], v[i+1:]
	}
	return "", v
}

func scalar(m *yaml.Node, key string) string {
	if v := yamlpos.Value(m, key); v != nil && v.Kind == yaml.ScalarNode {
		return v.Value
	}
	return ""
}

// VolcanoScheduler is the schedulerName that hands pods to Volcano.
const VolcanoScheduler = "volcano"

// isPodWorkload reports whether kind/apiVersion is a Pod or a controller
// whose pods Volcano can schedule.
func isPodWorkload(kind, apiVersion string) bool {
	switch {
	case kind == "Pod" && apiVersion == "v1":
		return true
	case apiVersion == "apps/v1" && (kind == "Deployment" || kind == "StatefulSet" || kind == "ReplicaSet"):
		return true
	case apiVersion == "batch/v1" && kind == "Job":
		return true
	}
	return false
}

// decodeWorkload decodes a Pod or controller and returns its scheduler name.
func decodeWorkload(obj *manifest.Object, kind string) (any, string) {
	if kind == "Pod" {
		p := &api.Pod{}
		obj.Problems = decode.Into(obj.Root, p)
		obj.Name, obj.Namespace = p.Metadata.Name, p.Metadata.Namespace
		return p, p.Spec.SchedulerName
	}
	c := &api.PodController{}
	obj.Problems = decode.Into(obj.Root, c)
	obj.Name, obj.Namespace = c.Metadata.Name, c.Metadata.Namespace
	return c, c.Spec.Template.Spec.SchedulerName
}

// embeddedMIGConfigs keeps every data value of a ConfigMap that holds a
// mig-parted configuration, parsed with positions.
func (f *File) embeddedMIGConfigs(src func() *yamlpos.Source, cm *manifest.Object, data *yaml.Node) {
	if data.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(data.Content); i += 2 {
		k, v := data.Content[i], data.Content[i+1]
		if k.Value == SchedulerConfKey || v.Kind != yaml.ScalarNode || !strings.Contains(v.Value, "mig-configs") {
			continue
		}
		obj := &manifest.Object{Kind: manifest.KindMIGConfig, File: f.Name, Owner: cm, EmbeddedKey: k.Value,
			Name: cm.Name, Namespace: cm.Namespace, Root: v}
		emb := yamlpos.ParseEmbedded(src(), v)
		switch {
		case emb.Err != nil:
			p := finding.Position{File: f.Name, Line: emb.Err.Line, Column: emb.Err.Column}
			obj.SyntaxErr, obj.SyntaxMsg = &p, "not valid YAML: "+emb.Err.Msg
		case emb.Root != nil:
			obj.Root = emb.Root
			if mp := decodeMIGParted(emb.Root); mp != nil {
				obj.Typed = mp
			}
		}
		f.Objects = append(f.Objects, obj)
	}
}
