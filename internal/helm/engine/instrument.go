package engine

import (
	"fmt"
	"reflect"
	"strconv"
	"text/template"
	"text/template/parse"
)

// instrumenter adds calls of vcqlint's own functions to the parsed
// templates, where text/template would otherwise work without a function
// call the budget could count: at the start of each range iteration,
// before each {{ template }} call, and around each printed value (to admit
// the size of a value built by sharing before fmt prints it whole). The
// calls print nothing and return what they are given, so the output is the
// one the templates give without them; the differential test checks it
// against Helm's.
type instrumenter struct {
	x    *execution
	done map[*parse.Tree]bool
	// sites are the template positions of the calls, "name:line:col" as
	// text/template writes them in errors; last is the latest reached.
	sites []string
	last  int
}

// The functions the calls name. A template can call them too: it gains
// nothing but its own budget's use.
const (
	hookIteration  = "vcqlint_range_iteration"
	hookRangeStart = "vcqlint_range_start"
	hookRangeEnd   = "vcqlint_range_end"
	hookTemplate   = "vcqlint_template_call"
	hookPrint      = "vcqlint_print"
)

func newInstrumenter(x *execution) *instrumenter {
	return &instrumenter{x: x, done: map[*parse.Tree]bool{}, last: -1}
}

func (in *instrumenter) funcs() template.FuncMap {
	return template.FuncMap{
		hookIteration: func(site int) (string, error) {
			in.last = site
			in.x.prov.iterate()
			return "", in.x.meter.iteration()
		},
		hookRangeStart: func(site int, v reflect.Value) reflect.Value {
			in.last = site
			in.x.prov.enter(v)
			return v
		},
		hookRangeEnd: func(int) string {
			in.x.prov.leave()
			return ""
		},
		hookTemplate: func(site int) (string, error) {
			in.last = site
			return "", in.x.meter.call()
		},
		hookPrint: func(site int, dot, v reflect.Value) (reflect.Value, error) {
			in.last = site
			if err := in.admit(v); err != nil {
				return reflect.Value{}, err
			}
			if out := in.x.current; out != nil {
				if path := in.x.prov.pathOf(dot, v); path != nil {
					text, _ := scalarText(v)
					start := out.Len()
					out.spans = append(out.spans, Span{Start: start, End: start + len(text), Path: path})
				}
			}
			return v, nil
		},
	}
}

// admit checks that a value about to be printed is not one built by
// sharing; scalars pass at once.
func (in *instrumenter) admit(v reflect.Value) error {
	for v.IsValid() && (v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer) && !v.IsNil() {
		v = v.Elem()
	}
	switch v.Kind() {
	case reflect.Map, reflect.Slice, reflect.Array, reflect.Struct:
		if v.CanInterface() {
			return in.x.meter.walk(v.Interface())
		}
	}
	return nil
}

// at places an error that has no template position (the output budget,
// met while text/template writes) at the last call reached.
func (in *instrumenter) at(err error) error {
	if in.last < 0 {
		return err
	}
	return fmt.Errorf("template: %s: %w", in.sites[in.last], err)
}

// instrument adds the calls to every template of t's set not seen yet.
func (in *instrumenter) instrument(t *template.Template) {
	for _, tt := range t.Templates() {
		tree := tt.Tree
		if tree == nil || tree.Root == nil || in.done[tree] {
			continue
		}
		in.done[tree] = true
		in.list(tree, tree.Root)
	}
}

func (in *instrumenter) list(tree *parse.Tree, l *parse.ListNode) {
	if l == nil {
		return
	}
	nodes := make([]parse.Node, 0, len(l.Nodes))
	for _, n := range l.Nodes {
		switch n := n.(type) {
		case *parse.ActionNode:
			if len(n.Pipe.Decl) == 0 && !n.Pipe.IsAssign {
				n.Pipe = in.wrap(tree, n.Pipe)
			}
		case *parse.IfNode:
			in.list(tree, n.List)
			in.list(tree, n.ElseList)
		case *parse.WithNode:
			in.list(tree, n.List)
			in.list(tree, n.ElseList)
		case *parse.RangeNode:
			in.list(tree, n.List)
			in.list(tree, n.ElseList)
			if n.List != nil {
				n.List.Nodes = append([]parse.Node{in.call(tree, hookIteration, n.Pos, n.Line)}, n.List.Nodes...)
			}
			// The ranged value goes through the start hook, a command
			// appended to the pipeline (declarations still apply to it).
			start := in.pipe(tree, hookRangeStart, n.Pos, n.Line)
			n.Pipe.Cmds = append(n.Pipe.Cmds, start.Cmds[0])
			nodes = append(nodes, n, in.call(tree, hookRangeEnd, n.Pos, n.Line))
			continue
		case *parse.TemplateNode:
			nodes = append(nodes, in.call(tree, hookTemplate, n.Pos, n.Line))
		}
		nodes = append(nodes, n)
	}
	l.Nodes = nodes
}

// site records a position and returns its number.
func (in *instrumenter) site(tree *parse.Tree, pos parse.Pos) *parse.NumberNode {
	loc, _ := tree.ErrorContext(&parse.TextNode{NodeType: parse.NodeText, Pos: pos})
	in.sites = append(in.sites, loc)
	id := len(in.sites) - 1
	return &parse.NumberNode{NodeType: parse.NodeNumber, Pos: pos, IsInt: true, Int64: int64(id), Text: strconv.Itoa(id)}
}

// call is an action that calls hook with the site of pos.
func (in *instrumenter) call(tree *parse.Tree, hook string, pos parse.Pos, line int) *parse.ActionNode {
	return &parse.ActionNode{NodeType: parse.NodeAction, Pos: pos, Line: line, Pipe: in.pipe(tree, hook, pos, line)}
}

func (in *instrumenter) pipe(tree *parse.Tree, hook string, pos parse.Pos, line int, args ...parse.Node) *parse.PipeNode {
	ident := parse.NewIdentifier(hook).SetTree(tree).SetPos(pos)
	cmd := &parse.CommandNode{NodeType: parse.NodeCommand, Pos: pos, Args: append([]parse.Node{ident, in.site(tree, pos)}, args...)}
	return &parse.PipeNode{NodeType: parse.NodePipe, Pos: pos, Line: line, Cmds: []*parse.CommandNode{cmd}}
}

// wrap passes a printed pipeline's value, and the dot it is printed in,
// through the print hook.
func (in *instrumenter) wrap(tree *parse.Tree, p *parse.PipeNode) *parse.PipeNode {
	return in.pipe(tree, hookPrint, p.Pos, p.Line, &parse.DotNode{NodeType: parse.NodeDot, Pos: p.Pos}, p)
}
