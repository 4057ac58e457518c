package rules

import (
	"bytes"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixplan"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
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
func legacyGPUFix(o *manifest.Object, path []string) *finding.Fix {
	pred, share, ok := legacyGPUPlugins(o, path)
	if !ok {
		return nil
	}
	moves := legacyMoves(pred, share)
	if len(moves) == 0 {
		return nil
	}
	desc := fmt.Sprintf("move the predicates GPU arguments to the deviceshare plugin as %s", moves[0].newKey)
	if len(moves) > 1 {
		desc = "move the predicates GPU arguments to the deviceshare plugin as deviceshare.*"
	}
	return fixplan.Custom(o, desc, func(t fixplan.Text) ([]yamlpos.Edit, error) {
		return moveToDeviceshare(t, pred, share, moves)
	})
}

// legacyGPUPlugins finds the predicates entry the finding at path
// (tiers.T.plugins.P.arguments.KEY) is about and the configuration's
// deviceshare entry; false when their shape has no exact edit: a flow
// entry or flow arguments, or a deviceshare without a block of arguments
// (where the new lines go would be a guess).
func legacyGPUPlugins(o *manifest.Object, path []string) (pred, share *api.Plugin, ok bool) {
	sc, ok := o.Typed.(*api.SchedulerConfiguration)
	if !ok || len(path) != 6 || path[0] != "tiers" || path[2] != "plugins" || path[4] != "arguments" {
		return nil, nil, false
	}
	pred, share = gpuPlugins(sc, path[1], path[3])
	if pred == nil || pred.Arguments == nil || isFlow(pred.Arguments) || isFlow(pred.Node) {
		return nil, nil, false
	}
	if share != nil && (isFlow(share.Node) || share.Arguments == nil || isFlow(share.Arguments) || len(share.Arguments.Content) == 0) {
		return nil, nil, false
	}
	return pred, share, true
}

func isFlow(n *yaml.Node) bool { return n.Style&yaml.FlowStyle != 0 }

// moveToDeviceshare is the edit of legacyGPUFix: each moved line deleted,
// and the renamed lines inserted at deviceshare's place.
func moveToDeviceshare(t fixplan.Text, pred, share *api.Plugin, moves []movedArg) ([]yamlpos.Edit, error) {
	edits, moved, err := takeLines(t, moves)
	if err != nil {
		return nil, err
	}
	at, indent, head, err := deviceshareInsertion(t, pred, share)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString(head)
	for i, m := range moves {
		b.WriteString(spaces(indent) + m.newKey)
		b.Write(moved[i])
	}
	return append(edits, yamlpos.Edit{Start: at, End: at, Text: b.String()}), nil
}

// gpuPlugins finds the predicates entry at tier, index (as the path
// writes them) and the configuration's first deviceshare entry.
func gpuPlugins(sc *api.SchedulerConfiguration, tier, index string) (pred, share *api.Plugin) {
	for _, p := range sc.Plugins {
		if fmt.Sprint(p.Tier) == tier && fmt.Sprint(p.Index) == index {
			pred = p
		}
		if p.Name == "deviceshare" && share == nil {
			share = p
		}
	}
	return pred, share
}

// legacyMoves lists the legacy arguments of pred to move; nil when one
// cannot move (deviceshare sets it already, a quoted key, several lines).
func legacyMoves(pred, share *api.Plugin) []movedArg {
	var moves []movedArg
	for k, v := range yamlpos.Pairs(pred.Arguments) {
		flag, ok := strings.CutPrefix(k.Value, "predicate.")
		if !ok || !legacyGPUFlags[flag] {
			continue
		}
		newKey := "deviceshare." + flag
		if (share != nil && hasKey(share.Arguments, newKey)) || k.Style != 0 || !fixplan.SingleLine(k, v) {
			return nil
		}
		moves = append(moves, movedArg{k, v, newKey})
	}
	return moves
}

// takeLines deletes the line of each moved argument and returns, for each,
// what follows its key on the line (": true  # ...", with the line break).
func takeLines(t fixplan.Text, moves []movedArg) ([]yamlpos.Edit, [][]byte, error) {
	data := t.Data()
	var edits []yamlpos.Edit
	var moved [][]byte
	for _, m := range moves {
		start, _, err := t.KeyLine(m.key)
		if err != nil {
			return nil, nil, err
		}
		off, err := t.Offset(m.key)
		if err != nil {
			return nil, nil, err
		}
		end := t.LineEnd(start)
		if !bytes.HasPrefix(data[off:], []byte(m.key.Value)) {
			return nil, nil, fixplan.ErrRefused
		}
		rest := append([]byte(nil), data[off+len(m.key.Value):end]...)
		if !bytes.HasSuffix(rest, []byte("\n")) {
			rest = append(rest, t.Break(start)...)
		}
		moved = append(moved, rest)
		edits = append(edits, yamlpos.Edit{Start: start, End: end})
	}
	return edits, moved, nil
}

// deviceshareInsertion is where the moved arguments go and at which
// indentation: after the last argument of share, or, with no deviceshare
// entry, in a new one (head) right after pred's entry.
func deviceshareInsertion(t fixplan.Text, pred, share *api.Plugin) (at, indent int, head string, err error) {
	data := t.Data()
	if share != nil {
		n := len(share.Arguments.Content)
		last := share.Arguments.Content[n-2]
		if !fixplan.SingleLine(last, share.Arguments.Content[n-1]) {
			return 0, 0, "", fixplan.ErrRefused
		}
		start, ind, err := t.KeyLine(last)
		if err != nil {
			return 0, 0, "", err
		}
		at, indent = t.LineEnd(start), ind
	} else {
		dash, key, end, err := entryShape(t, pred.Node)
		if err != nil {
			return 0, 0, "", err
		}
		br := t.Break(end - 1)
		at, indent = end, key+2
		head = fmt.Sprintf("%s-%sname: deviceshare%s%sarguments:%s", spaces(dash), spaces(key-dash-1), br, spaces(key), br)
	}
	// data is not empty: it holds the finding's configuration.
	if at == len(data) && data[len(data)-1] != '\n' {
		return 0, 0, "", fixplan.ErrRefused // the last line has no line break to insert after
	}
	return at, indent, head, nil
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
	// One dash and spaces (so dash >= 0).
	if strings.Trim(prefix, " -") != "" || strings.Count(prefix, "-") != 1 {
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

// lastNode is the node of n's tree written last: a node's children are in
// the order they are written, so it is the last child's last node.
func lastNode(n *yaml.Node) *yaml.Node {
	for len(n.Content) > 0 {
		n = n.Content[len(n.Content)-1]
	}
	return n
}
