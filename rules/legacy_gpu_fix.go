package rules

import (
	"bytes"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/lint/api"
	"github.com/vcqlint/vcqlint/lint/finding"
	"github.com/vcqlint/vcqlint/lint/fixplan"
	"github.com/vcqlint/vcqlint/lint/manifest"
	"github.com/vcqlint/vcqlint/lint/rule"
	"github.com/vcqlint/vcqlint/lint/yamlpos"
)

// PolicyFixes are the fixes of findings of built-in Rego policies, which
// report a path and leave editing bytes to Go (the engine calls these).
func PolicyFixes() map[string]rule.PolicyFix {
	return map[string]rule.PolicyFix{"VCQ111": legacyGPUFix}
}

// legacyGPUFlags are the predicates arguments that moved, with the same
// meaning, to deviceshare in Volcano 1.9: predicate.X became
// deviceshare.X (pkg/scheduler/plugins/deviceshare/deviceshare.go:40-44
// @v1.9.0, GPUSharingPredicate = "deviceshare.GPUSharingEnable", ...).
var legacyGPUFlags = map[string]bool{"GPUSharingEnable": true, "GPUNumberEnable": true, "VGPUEnable": true, "NodeLockEnable": true}

type movedArg struct {
	key, value *yaml.Node
	newKey     string
}

// legacyGPUFix moves every legacy GPU argument of the predicates plugin at
// path (tiers.T.plugins.P.arguments.KEY) to the deviceshare plugin,
// renamed predicate.X -> deviceshare.X: into the arguments of the
// configuration's deviceshare plugin when it has a block of them, or into
// a new deviceshare entry right after predicates when there is none. The
// fix is the same for each argument's finding, so it applies once. None
// when deviceshare already sets one of the keys (which value wins is a
// choice), or the lines are not one pair each.
func legacyGPUFix(o *manifest.Object, path []string) *finding.Fix { //nolint:gocognit,gocyclo // new with --fix (h/fix); not yet split (issue 18)
	sc, ok := o.Typed.(*api.SchedulerConfiguration)
	if !ok || len(path) != 6 || path[0] != "tiers" || path[2] != "plugins" || path[4] != "arguments" {
		return nil
	}
	var pred, share *api.Plugin
	for _, p := range sc.Plugins {
		if fmt.Sprint(p.Tier) == path[1] && fmt.Sprint(p.Index) == path[3] {
			pred = p
		}
		if p.Name == "deviceshare" && share == nil {
			share = p
		}
	}
	if pred == nil || pred.Arguments == nil || pred.Arguments.Style&yaml.FlowStyle != 0 || pred.Node.Style&yaml.FlowStyle != 0 {
		return nil
	}
	var moves []movedArg
	args := pred.Arguments.Content
	for i := 0; i+1 < len(args); i += 2 {
		k, v := args[i], args[i+1]
		flag, ok := strings.CutPrefix(k.Value, "predicate.")
		if !ok || !legacyGPUFlags[flag] {
			continue
		}
		newKey := "deviceshare." + flag
		if share != nil && hasKey(share.Arguments, newKey) || k.Style != 0 || !fixplan.SingleLine(k, v) {
			return nil
		}
		moves = append(moves, movedArg{k, v, newKey})
	}
	if len(moves) == 0 {
		return nil
	}
	if share != nil && (share.Node.Style&yaml.FlowStyle != 0 || share.Arguments == nil || share.Arguments.Style&yaml.FlowStyle != 0 || len(share.Arguments.Content) == 0) {
		return nil // deviceshare without a block of arguments: the new lines' place is a guess
	}
	desc := fmt.Sprintf("move the predicates GPU arguments to the deviceshare plugin as %s", moves[0].newKey)
	if len(moves) > 1 {
		desc = "move the predicates GPU arguments to the deviceshare plugin as deviceshare.*"
	}
	return fixplan.Custom(o, desc, func(t fixplan.Text) ([]yamlpos.Edit, error) {
		data := t.Data()
		var edits []yamlpos.Edit
		var moved [][]byte // each moved line after its key: ": true  # ...\n"
		for _, m := range moves {
			start, _, err := t.KeyLine(m.key)
			if err != nil {
				return nil, err
			}
			off, err := t.Offset(m.key)
			if err != nil {
				return nil, err
			}
			end := t.LineEnd(start)
			if !bytes.HasPrefix(data[off:], []byte(m.key.Value)) {
				return nil, fixplan.ErrRefused
			}
			rest := append([]byte(nil), data[off+len(m.key.Value):end]...)
			if !bytes.HasSuffix(rest, []byte("\n")) {
				rest = append(rest, t.Break(start)...)
			}
			moved = append(moved, rest)
			edits = append(edits, yamlpos.Edit{Start: start, End: end})
		}
		var at, indent int
		var b strings.Builder
		if share != nil {
			last := share.Arguments.Content[len(share.Arguments.Content)-2]
			if !fixplan.SingleLine(last, share.Arguments.Content[len(share.Arguments.Content)-1]) {
				return nil, fixplan.ErrRefused
			}
			start, ind, err := t.KeyLine(last)
			if err != nil {
				return nil, err
			}
			at, indent = t.LineEnd(start), ind
		} else {
			dash, key, end, err := entryShape(t, pred.Node)
			if err != nil {
				return nil, err
			}
			br := t.Break(end - 1)
			at, indent = end, key+2
			fmt.Fprintf(&b, "%s-%sname: deviceshare%s%sarguments:%s", spaces(dash), spaces(key-dash-1), br, spaces(key), br)
		}
		for i, m := range moves {
			b.WriteString(spaces(indent) + m.newKey)
			b.Write(moved[i])
		}
		if at == len(data) && len(data) > 0 && data[len(data)-1] != '\n' {
			return nil, fixplan.ErrRefused
		}
		return append(edits, yamlpos.Edit{Start: at, End: at, Text: b.String()}), nil
	})
}

func spaces(n int) string { return strings.Repeat(" ", max(n, 0)) }

// entryShape reads how the list item m (a plugin entry, "- name: x" then
// its keys) is written: the column of its dash and of its keys, as
// offsets from the line start, and the offset just past its last line.
func entryShape(t fixplan.Text, m *yaml.Node) (dash, key, end int, err error) {
	if len(m.Content) == 0 {
		return 0, 0, 0, fixplan.ErrRefused
	}
	first := m.Content[0]
	off, err := t.Offset(first)
	if err != nil {
		return 0, 0, 0, err
	}
	data := t.Data()
	lineStart := bytes.LastIndexByte(data[:off], '\n') + 1
	prefix := string(data[lineStart:off])
	dash = strings.IndexByte(prefix, '-')
	if dash < 0 || strings.Trim(prefix, " -") != "" || strings.Count(prefix, "-") != 1 {
		return 0, 0, 0, fixplan.ErrRefused
	}
	last := lastNode(m)
	if last.Kind == yaml.ScalarNode && (strings.Contains(last.Value, "\n") || last.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0) {
		return 0, 0, 0, fixplan.ErrRefused
	}
	lastOff, err := t.Offset(last)
	if err != nil {
		return 0, 0, 0, err
	}
	return dash, off - lineStart, t.LineEnd(lastOff), nil
}

// lastNode is the node of n's tree written last (the greatest line, then
// column).
func lastNode(n *yaml.Node) *yaml.Node {
	best := n
	for _, c := range n.Content {
		if l := lastNode(c); l.Line > best.Line || (l.Line == best.Line && l.Column > best.Column) {
			best = l
		}
	}
	return best
}
