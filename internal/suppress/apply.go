package suppress

import (
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Input is what Apply needs to know about a run.
type Input struct {
	// Findings are the rules' findings.
	Findings []finding.Finding
	// Directives are the comment directives of every file read.
	Directives []Directive
	// Model holds the objects, whose annotations are read and to which
	// findings are mapped back through their object ID.
	Model *model.Model
	// Rules resolves the IDs and names suppressions refer to.
	Rules *rule.Index
	// Runs reports whether a rule took part in the run. A suppression of a
	// rule that did not run is never reported as unused: nothing tells
	// whether it is still needed. Nil means every rule ran.
	Runs func(id string) bool
	// Incomplete reports files with input errors; their unused
	// suppressions are not reported, as their findings are incomplete.
	Incomplete func(file string) bool
}

// Result is the outcome of Apply.
type Result struct {
	// Findings are the findings no valid suppression covers, followed by
	// the tool rules' findings about the suppressions themselves, sorted.
	Findings []finding.Finding
	// Suppressed counts the findings removed.
	Suppressed int
}

// claim is one rule a valid suppression suppresses, at one place.
type claim struct {
	id  string
	ref Ref
	// A comment's file and lines, and the node it covers (see Directive).
	file     string
	from, to int
	target   int
	document bool
	// The annotated object, for an annotation.
	obj  *manifest.Object
	used bool
}

type applier struct {
	in       Input
	comments map[string][]*claim              // comment claims by file
	annots   map[*manifest.Object][]*claim    // annotation claims by object
	claims   []*claim                         // all claims, in input order
	objects  map[string][]*manifest.Object    // top-level objects by file (see index)
	byID     map[[2]string][]*manifest.Object // top-level objects by file and ID (see index)
	indexed  bool
	metas    map[string]rule.Meta                 // the two tool rules
	tool     []finding.Finding                    // findings about suppressions
	emitted  map[finding.Position]map[string]bool // de-duplicates tool findings
}

// Apply removes the findings that a valid suppression covers and reports
// malformed (VCQ002) and unused (VCQ001) suppressions. Findings of the two
// tool rules can themselves be suppressed, so that a suppression needed
// only for another Volcano version can be kept on purpose.
func Apply(in Input) Result {
	a := &applier{
		in:       in,
		comments: map[string][]*claim{},
		annots:   map[*manifest.Object][]*claim{},
		objects:  map[string][]*manifest.Object{},
		byID:     map[[2]string][]*manifest.Object{},
		metas:    map[string]rule.Meta{UnusedID: UnusedRule(), InvalidID: InvalidRule()},
		emitted:  map[finding.Position]map[string]bool{},
	}
	if a.in.Runs == nil {
		a.in.Runs = func(string) bool { return true }
	}
	if a.in.Incomplete == nil {
		a.in.Incomplete = func(string) bool { return false }
	}
	for _, d := range in.Directives {
		a.directive(d)
	}
	for _, o := range a.topLevel() {
		a.annotation(o)
	}

	var res Result
	for _, f := range in.Findings {
		if a.suppress(f) {
			res.Suppressed++
			continue
		}
		res.Findings = append(res.Findings, f)
	}
	// Unused suppressions of the real rules, then the tool findings met so
	// far filtered by the suppressions of VCQ001/VCQ002, then the unused
	// suppressions of those two, which nothing else can cover.
	a.reportUnused(func(id string) bool { return id != UnusedID && id != InvalidID })
	for _, f := range a.tool {
		if a.suppress(f) {
			res.Suppressed++
			continue
		}
		res.Findings = append(res.Findings, f)
	}
	a.tool = nil
	a.reportUnused(func(id string) bool { return id == UnusedID || id == InvalidID })
	res.Findings = append(res.Findings, a.tool...)
	sort.SliceStable(res.Findings, func(i, j int) bool { return res.Findings[i].Less(res.Findings[j]) })
	return res
}

func (a *applier) topLevel() []*manifest.Object {
	if a.in.Model == nil {
		return nil
	}
	var out []*manifest.Object
	for _, o := range a.in.Model.Objects {
		if o.Owner == nil {
			out = append(out, o)
		}
	}
	return out
}

// index indexes the top-level objects (a scheduler configuration embedded
// in a ConfigMap is the ConfigMap's) by file and by file and ID, in order
// of their first line. It runs the first time a comment directive or an
// annotation needs it: most runs have neither, and on a large estate
// indexing every object costs more than the rest of Apply.
func (a *applier) index() {
	if a.indexed {
		return
	}
	a.indexed = true
	for _, o := range a.topLevel() {
		a.objects[o.File] = append(a.objects[o.File], o)
		k := [2]string{o.File, o.ID()}
		a.byID[k] = append(a.byID[k], o)
	}
	byLine := func(objs []*manifest.Object) {
		sort.SliceStable(objs, func(i, j int) bool { return objs[i].Start().Line < objs[j].Start().Line })
	}
	for _, objs := range a.objects {
		byLine(objs)
	}
	for _, objs := range a.byID {
		byLine(objs)
	}
}

// lastStartingBy returns the last of objects (ordered by first line) that
// starts at or before line, or the first one.
func lastStartingBy(objects []*manifest.Object, line int) *manifest.Object {
	if len(objects) == 0 {
		return nil
	}
	best := objects[0]
	for _, o := range objects {
		if o.Start().Line <= line {
			best = o
		}
	}
	return best
}

// objectOf maps a finding back to the top-level object it is about: the
// object with its ID in its file (of several, as duplicates are, the one
// the finding's line falls into).
func (a *applier) objectOf(f finding.Finding) *manifest.Object {
	if f.Object == "" || len(a.annots) == 0 {
		return nil // only annotation claims need the object
	}
	a.index()
	return lastStartingBy(a.byID[[2]string{f.Pos.File, f.Object}], f.Pos.Line)
}

// objectAt is the top-level object of file whose text holds line, for
// naming the object of a finding about a comment.
func (a *applier) objectAt(file string, line int) string {
	a.index()
	var best *manifest.Object
	for _, o := range a.objects[file] {
		if o.Start().Line <= line {
			best = o
		}
	}
	if best == nil {
		return ""
	}
	return best.ID()
}

// report records a tool finding, once per rule and position.
func (a *applier) report(id string, pos finding.Position, object, format string, args ...any) {
	if a.emitted[pos] == nil {
		a.emitted[pos] = map[string]bool{}
	}
	msg := fmt.Sprintf(format, args...)
	if a.emitted[pos][id+msg] {
		return
	}
	a.emitted[pos][id+msg] = true
	m := a.metas[id]
	a.tool = append(a.tool, finding.Finding{
		RuleID: m.ID, RuleName: m.Name, Severity: m.Severity,
		Pos: pos, Object: object, Message: msg,
	})
}

// directive turns a comment into claims, or into VCQ002 findings.
func (a *applier) directive(d Directive) {
	at := d.To
	if d.Target > 0 {
		at = d.Target
	}
	object := a.objectAt(d.Pos.File, at)
	if d.Problem != "" {
		a.report(InvalidID, d.Pos, object, "%s", d.Problem)
		return
	}
	for _, r := range d.Refs {
		m, ok := a.in.Rules.Lookup(r.Name)
		if !ok {
			a.report(InvalidID, r.Pos, object, "vcqlint:ignore names unknown rule %q%s; 'vcqlint rules' lists them", r.Name, a.in.Rules.DidYouMean(r.Name))
			continue
		}
		c := &claim{id: m.ID, ref: r, file: d.Pos.File, from: d.From, to: d.To, target: d.Target, document: d.Document}
		a.comments[c.file] = append(a.comments[c.file], c)
		a.claims = append(a.claims, c)
	}
}

// annotation turns an object's vcqlint.io/ignore annotation into claims, or
// into VCQ002 findings.
func (a *applier) annotation(o *manifest.Object) {
	var n *yaml.Node
	for k, v := range yamlpos.Pairs(o.Node("metadata", "annotations")) {
		if k.Value == AnnotationKey {
			n = v
		}
	}
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	if n == nil {
		return
	}
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!str" {
		a.report(InvalidID, o.NodePos(n), o.ID(), "annotation %s must be a string of comma-separated rule IDs or names, such as \"VCQ203,VCQ204\"", AnnotationKey)
		return
	}
	off := 0
	for _, piece := range strings.Split(n.Value, ",") {
		name := strings.TrimSpace(piece)
		pos := o.SubstringPos(n, off+strings.Index(piece, name))
		off += len(piece) + 1
		switch {
		case name == "":
			a.report(InvalidID, pos, o.ID(), "annotation %s on %s has an empty entry in %q", AnnotationKey, o.ID(), n.Value)
			continue
		case strings.ContainsAny(name, " \t\n"):
			a.report(InvalidID, pos, o.ID(), "annotation %s on %s: separate rules with commas: %q", AnnotationKey, o.ID(), strings.Join(strings.Fields(name), ","))
			continue
		}
		m, ok := a.in.Rules.Lookup(name)
		if !ok {
			a.report(InvalidID, pos, o.ID(), "annotation %s on %s names unknown rule %q%s; 'vcqlint rules' lists them", AnnotationKey, o.ID(), name, a.in.Rules.DidYouMean(name))
			continue
		}
		c := &claim{id: m.ID, ref: Ref{Name: name, Pos: pos}, obj: o}
		a.annots[o] = append(a.annots[o], c)
		a.claims = append(a.claims, c)
	}
}

// suppress reports whether some claim covers f, marking every such claim
// used.
func (a *applier) suppress(f finding.Finding) bool {
	hit := false
	for _, c := range a.comments[f.Pos.File] {
		if c.id == f.RuleID && c.from <= f.Pos.Line && f.Pos.Line <= c.to {
			c.used, hit = true, true
		}
	}
	if o := a.objectOf(f); o != nil {
		for _, c := range a.annots[o] {
			if c.id == f.RuleID {
				c.used, hit = true, true
			}
		}
	}
	return hit
}

// reportUnused adds a VCQ001 finding for each unused claim of the rules
// which selects, where it can be known to be unused.
func (a *applier) reportUnused(which func(id string) bool) {
	for _, c := range a.claims {
		if c.used || !which(c.id) || !a.in.Runs(c.id) || a.in.Incomplete(c.ref.Pos.File) {
			continue
		}
		m, _ := a.in.Rules.Lookup(c.id)
		label := c.id
		if m.Name != "" {
			label = fmt.Sprintf("%s (%s)", c.id, m.Name)
		}
		if c.obj != nil {
			a.report(UnusedID, c.ref.Pos, c.obj.ID(), "annotation %s on %s lists %s, which reports nothing on this object; remove it", AnnotationKey, c.obj.ID(), label)
			continue
		}
		at := c.to
		if c.target > 0 {
			at = c.target
		}
		a.report(UnusedID, c.ref.Pos, a.objectAt(c.file, at), "vcqlint:ignore %s suppresses nothing: %s; remove it", c.ref.Name, c.coverage(label))
	}
}

// coverage says what a comment claim covers and that it holds no finding
// of the rule labelled label.
func (c *claim) coverage(label string) string {
	switch {
	case c.to == c.ref.Pos.Line:
		return fmt.Sprintf("this line has no %s finding", label)
	case c.target == 0:
		return fmt.Sprintf("no YAML follows it, so it covers no %s finding", label)
	case c.document:
		return fmt.Sprintf("the document at lines %d-%d has no %s finding", c.target, c.to, label)
	case c.target == c.to:
		return fmt.Sprintf("line %d has no %s finding", c.to, label)
	}
	return fmt.Sprintf("the node at lines %d-%d has no %s finding", c.target, c.to, label)
}
