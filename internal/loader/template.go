package loader

import (
	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// ReadAsYAML decides whether a file holding Go template syntax ({{ ... }})
// outside any chart is still YAML to lint, as Helm, kubectl or a GitOps
// controller would read it, rather than a template that means nothing until
// rendered. hasAction reports whether a text holds a template action.
//
// Template syntax in a comment or inside a string never makes a file a
// template: Volcano's own values.yaml (v1.10 to v1.15) says
// `# Note that {{ .Release.Namespace }} ...` in a comment, values files of
// many charts hold `tpl` strings, and Argo CD ApplicationSets are full of
// `'{{ .path.basename }}'`. Where the syntax is structure instead
// (`name: {{ .Values.x }}`, a `{{- if }}` line) the text either does not
// parse as YAML or parses into a mapping used as a key, which no values file
// or manifest can hold; such a file is a template. So the file is YAML when
// it parses without a mapping key that is a collection and either
//   - no scalar holds an action (the actions are all in comments), or
//   - every document is a mapping without kind (a values file), or one of
//     the GitOps kinds vcqlint reads (whose strings their tool templates),
//     or
//   - it is a values file the configuration names (namedValues): Helm reads
//     it as YAML, and an error in it is an input error, not a template.
func ReadAsYAML(data []byte, hasAction func([]byte) bool, namedValues bool) bool {
	if namedValues {
		return true
	}
	docs, errs := yamlpos.Parse(data)
	if len(errs) > 0 {
		return false
	}
	inScalars := false
	valuesOrGitOps := true
	for _, d := range docs {
		if d.Root == nil {
			continue
		}
		s := scanTemplate(d.Root, hasAction)
		if s.complexKey {
			return false
		}
		inScalars = inScalars || s.actionInScalar
		if d.Root.Kind != yaml.MappingNode {
			valuesOrGitOps = false
			continue
		}
		kind := scalar(d.Root, "kind")
		if kind != "" && !IsGitOps(scalar(d.Root, "apiVersion"), kind) {
			valuesOrGitOps = false
		}
	}
	return !inScalars || valuesOrGitOps
}

// templateScan is what scanTemplate found in a tree.
type templateScan struct {
	complexKey     bool
	actionInScalar bool
}

// scanTemplate walks a document for a mapping key that is a collection and
// for a scalar holding a template action. Aliases are not followed (their
// anchors are walked where they are written); depth is bounded.
func scanTemplate(root *yaml.Node, hasAction func([]byte) bool) templateScan {
	var s templateScan
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if n == nil || depth > maxTemplateDepth || s.complexKey {
			return
		}
		switch n.Kind {
		case yaml.ScalarNode:
			if !s.actionInScalar && hasAction([]byte(n.Value)) {
				s.actionInScalar = true
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				if k := n.Content[i]; k.Kind == yaml.MappingNode || k.Kind == yaml.SequenceNode {
					s.complexKey = true
					return
				}
				walk(n.Content[i], depth+1)
				walk(n.Content[i+1], depth+1)
			}
		case yaml.SequenceNode, yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c, depth+1)
			}
		}
	}
	walk(root, 0)
	return s
}

// maxTemplateDepth bounds the walk: deeper nesting than any manifest has is
// not looked at (yaml.v3 itself refuses documents nested beyond 10,000).
const maxTemplateDepth = 512
