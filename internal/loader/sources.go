package loader

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// addSource keeps obj, with its node tree, among the file's Sources.
func (f *File) addSource(obj *manifest.Object) {
	if obj.Name == "" {
		meta := yamlpos.Value(obj.Root, "metadata")
		obj.Name, obj.Namespace = scalar(meta, "name"), scalar(meta, "namespace")
	}
	recordDuplicateKeys([]*manifest.Object{obj})
	f.Sources = append(f.Sources, obj)
}

// SchedulerConfFlag is the flag of Volcano's scheduler that names the file
// it reads its configuration from (cmd/scheduler/app/options/options.go:
// fs.StringVar(&s.SchedulerConf, "scheduler-conf", ...)).
const SchedulerConfFlag = "--scheduler-conf"

// readsSchedulerConf reports whether a workload runs Volcano's scheduler
// with a configuration file: a container whose args or command pass
// --scheduler-conf.
func readsSchedulerConf(root *yaml.Node) bool {
	for _, c := range containers(root) {
		if _, _, ok := SchedulerConfArg(c); ok {
			return true
		}
	}
	return false
}

// containers are the container nodes of a Pod or of a controller's pod
// template.
func containers(root *yaml.Node) []*yaml.Node {
	spec := yamlpos.Value(root, "spec")
	if tmpl := yamlpos.Value(spec, "template"); tmpl != nil {
		spec = yamlpos.Value(tmpl, "spec")
	}
	list := yamlpos.Value(spec, "containers")
	if list == nil || list.Kind != yaml.SequenceNode {
		return nil
	}
	return list.Content
}

// SchedulerConfArg finds --scheduler-conf in a container's command or args:
// `--scheduler-conf=PATH` (or one dash, as Go's flag package accepts) or
// the flag and PATH as two items. It returns the path and the node that
// holds it.
func SchedulerConfArg(container *yaml.Node) (path string, at *yaml.Node, ok bool) {
	for _, field := range []string{"command", "args"} {
		list := yamlpos.Value(container, field)
		if list == nil || list.Kind != yaml.SequenceNode {
			continue
		}
		for i, item := range list.Content {
			if item.Kind != yaml.ScalarNode {
				continue
			}
			arg := item.Value
			if strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "--") {
				arg = "-" + arg
			}
			if p, found := strings.CutPrefix(arg, SchedulerConfFlag+"="); found {
				return p, item, true
			}
			if arg == SchedulerConfFlag && i+1 < len(list.Content) && list.Content[i+1].Kind == yaml.ScalarNode {
				return list.Content[i+1].Value, list.Content[i+1], true
			}
		}
	}
	return "", nil, false
}
