package loader

import (
	"fmt"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// SchedulerConfs reads the configuration each Volcano scheduler workload
// among sources reads: the file its --scheduler-conf names, through the
// container's volume mount (subPath included) and the ConfigMap volume
// behind it (items included), is a key of a ConfigMap among objects. A
// key other than volcano-scheduler.conf (which every ConfigMap already has
// read) is parsed as a scheduler configuration with positions, owned by
// the ConfigMap (a fork such as PaddleFlow's keeps it under
// volcano-scheduler-pf.conf). When the configuration is not in the input,
// or the path reaches no ConfigMap, a notice says so at the argument.
//
// Volcano reads the file whole at start-up and on every change; when it
// cannot, it logs the error and keeps its previous configuration, the
// built-in default at first (pkg/scheduler/scheduler.go:177-186 at
// v1.15.1; the flag: cmd/scheduler/app/options/options.go:147).
func SchedulerConfs(objects, sources []*manifest.Object, texts *Texts) ([]*manifest.Object, []Diagnostic) {
	s := &schedConfs{texts: texts, done: map[string]bool{}}
	for _, o := range objects {
		if o.Kind == manifest.KindConfigMap {
			s.configMaps = append(s.configMaps, o)
		}
	}
	for _, o := range sources {
		for _, c := range containers(o.Tree()) {
			if p, arg, ok := SchedulerConfArg(c); ok {
				s.workload(o, c, p, arg)
			}
		}
	}
	return s.objs, s.diags
}

type schedConfs struct {
	texts      *Texts
	configMaps []*manifest.Object
	// done are the ConfigMap keys already read, by "ns/name/key".
	done  map[string]bool
	objs  []*manifest.Object
	diags []Diagnostic
}

func (s *schedConfs) notice(o *manifest.Object, n *yaml.Node, format string, args ...any) {
	s.diags = append(s.diags, Diagnostic{Pos: o.NodePos(n), Level: LevelNotice,
		Msg: fmt.Sprintf("%s: ", o.ID()) + fmt.Sprintf(format, args...)})
}

// workload follows one container's --scheduler-conf path to its key.
func (s *schedConfs) workload(o *manifest.Object, c *yaml.Node, p string, arg *yaml.Node) {
	mount := mountFor(c, p)
	if mount == nil {
		s.notice(o, arg, "the scheduler reads %s, which no volume of its container provides; that configuration is not in the input and is not linted", p)
		return
	}
	volName := scalar(mount, "name")
	vol := volumeNamed(o.Tree(), volName)
	cmName, items, ok := configMapOf(vol)
	if !ok {
		s.notice(o, arg, "the scheduler reads %s from volume %s, which is not a ConfigMap; that configuration is not in the input and is not linted", p, volName)
		return
	}
	rel := strings.TrimPrefix(strings.TrimPrefix(p, scalar(mount, "mountPath")), "/")
	if sub := scalar(mount, "subPath"); sub != "" {
		rel = path.Join(sub, rel)
	}
	key, ok := keyFor(rel, items)
	if !ok {
		s.notice(o, arg, "the scheduler reads %s, which ConfigMap %s's volume %s does not hold (no key maps to %q); Volcano then keeps its default configuration", p, cmName, volName, rel)
		return
	}
	cm := s.configMap(o.Namespace, cmName)
	if cm == nil {
		s.notice(o, arg, "the scheduler reads %s from ConfigMap %s, key %s, which is not in the input; that configuration is not linted", p, cmName, key)
		return
	}
	id := cm.Namespace + "/" + cm.Name + "/" + key
	if key == SchedulerConfKey || s.done[id] {
		return // read with the ConfigMap, or by another workload
	}
	s.done[id] = true
	n := yamlpos.Value(yamlpos.Value(cm.Tree(), "data"), key)
	if n == nil {
		s.notice(o, arg, "the scheduler reads %s from ConfigMap %s, which has no key %s; Volcano then keeps its default configuration", p, cmName, key)
		return
	}
	s.objs = append(s.objs, s.embedded(cm, n, key))
}

// embedded parses the configuration in data value n of ConfigMap cm.
func (s *schedConfs) embedded(cm *manifest.Object, n *yaml.Node, key string) *manifest.Object {
	e := EmbeddedConfig{File: cm.File, Owner: cm, Key: key, Field: "data." + key, Value: n}
	if f, ok := cm.NodeFiles[n]; ok {
		e.File = f
	}
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!str" {
		src, host, err := s.texts.Scalar(e.File, n)
		if err != nil {
			// The text is not where the node says (a Kustomize
			// generator's file): every line points at the key.
			e.Root, e.Err = ParseAt([]byte(n.Value), n)
		} else {
			emb := yamlpos.ParseEmbedded(src, host)
			e.Host, e.Value, e.Root, e.Err, e.Locate = host, host, emb.Root, emb.Err, emb.Locate
		}
	}
	return SchedulerConfig(e)
}

// configMap is the ConfigMap named name in namespace ns (a name alone
// matches when either side has no namespace and only one has that name).
func (s *schedConfs) configMap(ns, name string) *manifest.Object {
	var loose []*manifest.Object
	for _, cm := range s.configMaps {
		if cm.Name != name {
			continue
		}
		if cm.Namespace == ns {
			return cm
		}
		if cm.Namespace == "" || ns == "" {
			loose = append(loose, cm)
		}
	}
	if len(loose) == 1 {
		return loose[0]
	}
	return nil
}

// mountFor is the volume mount of container c that holds path p: the one
// with the longest mountPath at or above it.
func mountFor(c *yaml.Node, p string) *yaml.Node {
	var best *yaml.Node
	bestLen := -1
	mounts := yamlpos.Value(c, "volumeMounts")
	if mounts == nil || mounts.Kind != yaml.SequenceNode {
		return nil
	}
	for _, m := range mounts.Content {
		mp := strings.TrimSuffix(scalar(m, "mountPath"), "/")
		if mp == "" && scalar(m, "mountPath") != "/" {
			continue
		}
		if (p == mp || strings.HasPrefix(p, mp+"/")) && len(mp) > bestLen {
			best, bestLen = m, len(mp)
		}
	}
	return best
}

// volumeNamed is the pod volume called name.
func volumeNamed(root *yaml.Node, name string) *yaml.Node {
	spec := yamlpos.Value(root, "spec")
	if tmpl := yamlpos.Value(spec, "template"); tmpl != nil {
		spec = yamlpos.Value(tmpl, "spec")
	}
	vols := yamlpos.Value(spec, "volumes")
	if vols == nil || vols.Kind != yaml.SequenceNode {
		return nil
	}
	for _, v := range vols.Content {
		if scalar(v, "name") == name {
			return v
		}
	}
	return nil
}

// configMapOf is the ConfigMap a volume projects, with its items: a
// configMap volume, or the first configMap source of a projected one.
func configMapOf(vol *yaml.Node) (name string, items *yaml.Node, ok bool) {
	if cm := yamlpos.Value(vol, "configMap"); cm != nil {
		return scalar(cm, "name"), yamlpos.Value(cm, "items"), true
	}
	if srcs := yamlpos.Value(yamlpos.Value(vol, "projected"), "sources"); srcs != nil && srcs.Kind == yaml.SequenceNode {
		for _, src := range srcs.Content {
			if cm := yamlpos.Value(src, "configMap"); cm != nil {
				return scalar(cm, "name"), yamlpos.Value(cm, "items"), true
			}
		}
	}
	return "", nil, false
}

// keyFor is the ConfigMap key a volume shows at rel: with items, the key
// of the item whose path is rel; without, rel itself when it is a file at
// the volume's top.
func keyFor(rel string, items *yaml.Node) (string, bool) {
	if items != nil && items.Kind == yaml.SequenceNode {
		for _, it := range items.Content {
			if path.Clean(scalar(it, "path")) == rel {
				return scalar(it, "key"), true
			}
		}
		return "", false
	}
	if rel == "" || strings.Contains(rel, "/") {
		return "", false
	}
	return rel, true
}

// ParseAt parses text on its own and places every node, and a syntax
// error, at n's position: for a text whose lines cannot be located in the
// file (decoded from base64, generated from another file).
func ParseAt(text []byte, n *yaml.Node) (*yaml.Node, *yamlpos.SyntaxError) {
	docs, errs := yamlpos.Parse(text)
	if len(errs) > 0 {
		return nil, &yamlpos.SyntaxError{Line: n.Line, Column: n.Column, Msg: errs[0].Msg}
	}
	if len(docs) == 0 || docs[0].Root == nil {
		return nil, nil
	}
	root := docs[0].Root
	moveTo(root, n.Line, n.Column, map[*yaml.Node]bool{})
	return root, nil
}

func moveTo(n *yaml.Node, line, col int, seen map[*yaml.Node]bool) {
	if n == nil || seen[n] {
		return
	}
	seen[n] = true
	n.Line, n.Column = line, col
	for _, c := range n.Content {
		moveTo(c, line, col, seen)
	}
}
