// Package config reads vcqlint's configuration file, .vcqlint.yaml: default
// paths, exclude globs, the fail-on threshold, the target Volcano version,
// rule selection and severities, the declared cluster and user policy
// directories. Validation is strict and positioned: every unknown key, wrong
// type, unknown rule, bad severity or bad glob is an Error at its line and
// column, so a typo never silently changes what is linted.
package config

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/configfile"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/suggest"
	"github.com/vcqlint/vcqlint/internal/volcano"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// File names searched for, in order.
const (
	FileName    = ".vcqlint.yaml"
	AltFileName = ".vcqlint.yml"
)

// Config is a validated configuration file.
type Config struct {
	// Path is the file as it was opened; Dir is its directory, against
	// which relative paths in the file are resolved.
	Path, Dir string
	// Paths are the default paths to lint when none are given on the
	// command line, resolved against Dir.
	Paths []string
	// Exclude are doublestar glob patterns; see Excluded.
	Exclude []string
	// FailOn is the lowest severity that fails the run; 0 when unset.
	FailOn finding.Severity
	// VolcanoVersion is the target Volcano release; nil when unset.
	VolcanoVersion *volcano.Version
	// Rules selects rules and overrides severities, by rule ID. It is
	// filled by ResolveRules (Load does it).
	Rules Rules
	// Cluster is the `cluster` section as the input layer decoded it (nil
	// when absent or empty); the cluster package checks it.
	Cluster *manifest.Object
	// Policies are directories of user policies, resolved against Dir;
	// each was checked to exist.
	Policies []string
	// Volcano is the `volcano` section: what the file declares about the
	// Volcano build the cluster runs (see volcano.Setup).
	Volcano volcano.Setup
	// Helm are the charts to render with other values (see HelmRelease).
	Helm []HelmRelease
	// Clusters are the `clusters` section: the repository's clusters, each
	// linted apart from the others and from the files under none of them.
	Clusters []Cluster

	// Notices are what the file says that vcqlint reads differently from
	// its words without refusing it: a volcanoVersion patch newer than the
	// newest known, modelled as that one. The run reports them as warnings.
	Notices Errors

	absDir string
	refs   ruleRefs
	// files are the paths the file names for vcqlint to read (paths,
	// policies, helm charts and values), for CheckInside.
	files []fileRef
}

// fileRef is a path a configuration file names for vcqlint to read.
type fileRef struct {
	key  string // where: "paths[0]", "helm[1].values[0]"
	path string // resolved against the file's directory
	pos  finding.Position
}

// CheckInside checks that every file and directory the configuration
// names for vcqlint to read (paths, policies, helm charts and values
// files) is inside root, the root of the configuration file itself, and
// reached without a symbolic link that leaves it: a pull request controls
// the file, and `paths: [../outside]` or `helm: [{values: [../x.json]}]`
// would read, lint and quote (or fix) files elsewhere on the runner. Each
// that is not is an error at its line. exclude and clusters patterns are
// not checked: they only select among the files read, and open none. A
// configuration read from a Git tree names repository paths, already
// checked to stay inside the tree.
func (c *Config) CheckInside(root *boundary.Root) Errors {
	var errs Errors
	for _, f := range c.files {
		var err error
		if root == nil {
			err = fmt.Errorf("%s is outside every linted root", f.path)
		} else if _, statErr := root.Stat(f.path); boundary.IsEscape(statErr) {
			err = statErr
		}
		if err != nil {
			errs = append(errs, Error{Pos: f.pos, Msg: fmt.Sprintf("%s: %v", f.key, err)})
		}
	}
	return errs
}

// Cluster is one entry of the `clusters` section.
type Cluster struct {
	Name string
	// Paths are directories or doublestar globs of its files, matched as
	// exclude patterns are (see Config.ClusterOf).
	Paths []string
	// VolcanoVersion is its Volcano release; nil means the top-level one.
	VolcanoVersion *volcano.Version
	// Cluster is its cluster section, decoded (nil when absent): the
	// cluster package checks it as it checks the top-level one.
	Cluster *manifest.Object
}

// Rules is the `rules` section with every reference resolved to a rule ID.
type Rules struct {
	Disable  []string
	Enable   []string
	Severity map[string]finding.Severity
}

// Error is one problem of a configuration file, at its position.
type Error struct {
	Pos finding.Position
	Msg string
}

func (e Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Errors are the problems of a configuration file, in file order. As an
// error it prints one `file:line:col: message` per line.
type Errors []Error

func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// ruleRef is a rule reference as written, kept until the rules are known.
type ruleRef struct {
	name string
	node *yaml.Node
	path string // e.g. rules.disable[2]
}

type ruleRefs struct {
	disable, enable []ruleRef
	severity        []severityRef
}

type severityRef struct {
	ruleRef
	sev finding.Severity
}

// New checks a configuration file as the input layer read it
// (configfile.Read): everything but the rule references, which need the
// registered rules (user policies among them): call ResolveRules next.
// Relative paths are resolved against the file's directory. The Config is
// nil only when the file is not YAML at all.
func New(doc *configfile.Document) (*Config, Errors) {
	return check(doc, nil)
}

// NewFromGit checks a configuration read from the root of a Git tree
// (--git): its path is its name in the tree, and its paths, exclude,
// clusters patterns and policies are repository paths; isDir says whether
// the tree holds a directory. The disk is not the linted tree, so helm,
// whose charts are read from the disk, is an error there: the file must be
// given with --config from a checkout to render them.
func NewFromGit(doc *configfile.Document, isDir func(name string) bool) (*Config, Errors) {
	return check(doc, isDir)
}

func check(doc *configfile.Document, treeIsDir func(string) bool) (*Config, Errors) {
	path := doc.Path
	fromGit := treeIsDir != nil
	p := &parser{file: path, fromGit: fromGit, treeIsDir: treeIsDir}
	c := &Config{Path: path, Dir: filepath.Dir(path)}
	if abs, err := filepath.Abs(c.Dir); err == nil && !fromGit {
		c.absDir = abs
	}
	for _, e := range doc.Unreadable {
		p.errs = append(p.errs, Error{Pos: finding.Position{File: path, Line: e.Line, Column: e.Column}, Msg: e.Msg})
	}
	if len(doc.Unreadable) > 0 {
		return nil, p.errs
	}
	if doc.Second != nil {
		p.errorf(doc.Second, "a configuration file holds one YAML document; remove this second one")
	}
	if doc.Root == nil {
		return c, p.errs // an empty file configures nothing
	}
	p.document(c, doc)
	c.Notices = p.notices
	c.files = p.files
	return c, p.errs
}

// Sort orders errors by position.
func (es Errors) Sort() {
	sort.SliceStable(es, func(i, j int) bool { return es[i].Pos.Less(es[j].Pos) })
}

type parser struct {
	file    string
	errs    Errors
	notices Errors
	// fromGit says the file was read from a Git tree (ParseFromGit), and
	// treeIsDir checks its directories.
	fromGit   bool
	treeIsDir func(string) bool
	// files are the paths to read the file names (Config.files).
	files []fileRef
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, Error{Pos: p.pos(n), Msg: fmt.Sprintf(format, args...)})
}

// pos is the position of n in the file (its start for nil).
func (p *parser) pos(n *yaml.Node) finding.Position {
	pos := finding.Position{File: p.file, Line: 1, Column: 1}
	if n != nil {
		pos.Line, pos.Column = n.Line, n.Column
	}
	return pos
}

// Top-level and rules keys, in the order the documentation lists them.
var (
	topKeys     = []string{"paths", "exclude", "failOn", "volcanoVersion", "rules", "cluster", "policies", "volcano", "helm", "clusters"}
	rulesKeys   = []string{"disable", "enable", "severity"}
	volcanoKeys = []string{"extraPlugins", "extraActions", "rootQueueProtection", "maxQueueDepth", "admissionPolicies"}
	helmKeys    = []string{"chart", "values", "release", "namespace", "set"}
	clusterKeys = []string{"name", "paths", "volcanoVersion", "cluster"}
)

func (p *parser) document(c *Config, doc *configfile.Document) {
	root := doc.Root
	if root.Kind != yaml.MappingNode {
		p.errorf(root, "a configuration file is a mapping with keys such as %s; got %s", strings.Join(topKeys, ", "), decode.Describe(root))
		return
	}
	for _, d := range doc.Duplicates {
		p.errorf(d.Key, "duplicate key %q (first at line %d)", d.Key.Value, d.First.Line)
	}
	s := doc.Shape
	for _, prob := range doc.Problems {
		switch prob.Kind {
		case decode.UnknownField:
			p.unknownKey(prob)
		default:
			p.errorf(prob.Node, "%s%s", prob.Msg, quoteHint(prob))
		}
	}
	_, paths := lookup(root, "paths")
	c.Paths = p.pathList(paths, "paths", c.Dir, false)
	_, exclude := lookup(root, "exclude")
	c.Exclude = p.globs(exclude, "exclude")
	if _, n := lookup(root, "failOn"); isString(n) {
		if sev, ok := parseSeverity(n.Value); ok {
			c.FailOn = sev
		} else {
			p.errorf(n, "failOn: unknown severity %q (want error, warning or info)", n.Value)
		}
	}
	_, n := lookup(root, "volcanoVersion")
	c.VolcanoVersion = p.version(n, "volcanoVersion")
	c.Cluster = doc.Cluster
	_, policies := lookup(root, "policies")
	_, helm := lookup(root, "helm")
	c.Policies = p.pathList(policies, "policies", c.Dir, true)
	if p.fromGit {
		p.notOnDisk(helm, "helm")
	} else {
		c.Helm = p.helm(helm, c.Dir, doc.HelmSets)
	}
	if _, rules := lookup(root, "rules"); rules != nil && rules.Kind == yaml.MappingNode {
		c.refs = p.rules(rules)
	}
	if _, v := lookup(root, "volcano"); v != nil && v.Kind == yaml.MappingNode {
		_, plugins := lookup(v, "extraPlugins")
		c.Volcano.ExtraPlugins = p.names(plugins, "volcano.extraPlugins")
		_, actions := lookup(v, "extraActions")
		c.Volcano.ExtraActions = p.names(actions, "volcano.extraActions")
		c.Volcano.RootQueueProtection = s.Volcano.RootQueueProtection
		c.Volcano.AdmissionPolicies = s.Volcano.AdmissionPolicies
		if d := s.Volcano.MaxQueueDepth; d != nil && *d < 1 {
			// The webhook refuses a queue deeper than the flag
			// (validate_queue.go:510@v1.15.1): below 1 it would refuse
			// every queue under root.
			_, n := lookup(v, "maxQueueDepth")
			p.errorf(n, "volcano.maxQueueDepth: %d is below 1; the webhook manager's --max-queue-depth would refuse every queue under root", *d)
		} else {
			c.Volcano.MaxQueueDepth = d
		}
	}
	_, clusters := lookup(root, "clusters")
	c.Clusters = p.clusters(clusters, doc.Clusters)
}

// names checks a list of plugin or action names: each a non-empty word
// without spaces or commas (Volcano splits actions on commas and matches
// names exactly), none listed twice. A name the target release registers
// anyway is accepted: the file may serve several releases, and a fork may
// back-port a newer plugin.
func (p *parser) names(n *yaml.Node, key string) []string {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil // absent, null, or a wrong type decode reported
	}
	var out []string
	first := map[string]int{}
	for i, item := range n.Content {
		item = yamlpos.Deref(item)
		if !isString(item) {
			continue // decode reported it
		}
		name := item.Value
		switch prev, dup := first[name]; {
		case strings.TrimSpace(name) == "":
			p.errorf(item, "%s[%d]: empty name", key, i)
		case strings.ContainsAny(name, ", \t\n"):
			p.errorf(item, "%s[%d]: %q is not one name (no spaces or commas: list each name as its own item)", key, i, name)
		case dup:
			p.errorf(item, "%s[%d]: %q is listed twice (first at %s[%d])", key, i, name, key, prev)
		default:
			first[name] = i
			out = append(out, name)
		}
	}
	return out
}

// notOnDisk reports a key of a configuration read from a Git tree that
// names files vcqlint reads from the disk, not from the tree.
func (p *parser) notOnDisk(n *yaml.Node, key string) {
	if n == nil || (n.Kind == yaml.SequenceNode && len(n.Content) == 0) || (n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null") {
		return
	}
	p.errorf(n, "%s: not read from a configuration in a Git tree (--git): charts are rendered from the disk, which is not the linted tree; pass this file with --config from a checkout instead", key)
}

// version reads a Volcano version string; nil when absent or wrong.
func (p *parser) version(n *yaml.Node, where string) *volcano.Version {
	if !isString(n) {
		return nil // absent, or a wrong type decode reported
	}
	v, notice, err := volcano.Resolve(n.Value)
	if err != nil {
		p.errorf(n, "%s: %v", where, err)
		return nil
	}
	if notice != "" {
		p.notices = append(p.notices, Error{Pos: finding.Position{File: p.file, Line: n.Line, Column: n.Column}, Msg: where + ": " + notice})
	}
	return &v
}

// clusters reads the `clusters` list: each entry needs a unique name and
// at least one path; paths are globs like exclude's.
func (p *parser) clusters(n *yaml.Node, sections []*manifest.Object) []Cluster {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	var out []Cluster
	names := map[string]int{}
	for i, item := range n.Content {
		item = yamlpos.Deref(item)
		if item.Kind != yaml.MappingNode {
			continue // decode reported it
		}
		where := fmt.Sprintf("clusters[%d]", i)
		c := Cluster{}
		switch _, name := lookup(item, "name"); {
		case !isString(name) || strings.TrimSpace(name.Value) == "":
			p.errorf(item, "%s: a cluster needs a name (findings carry it)", where)
		case names[name.Value] > 0:
			p.errorf(name, "%s: cluster name %q is used twice (first at line %d)", where, name.Value, names[name.Value])
		default:
			c.Name, names[name.Value] = name.Value, name.Line
		}
		_, paths := lookup(item, "paths")
		c.Paths = p.globs(paths, where+".paths")
		if paths == nil || len(paths.Content) == 0 {
			p.errorf(item, "%s: a cluster needs paths, the directories or globs of its files", where)
		}
		_, v := lookup(item, "volcanoVersion")
		c.VolcanoVersion = p.version(v, where+".volcanoVersion")
		if i < len(sections) {
			c.Cluster = sections[i]
		}
		out = append(out, c)
	}
	return out
}

// unknownKey reports a key the file format does not have, with the closest
// known key when it looks like a typo.
func (p *parser) unknownKey(prob decode.Problem) {
	key := prob.Node.Value
	where, known := "", topKeys
	if parent, _, ok := strings.Cut(prob.Path, "."); ok {
		switch {
		case parent == "rules":
			where, known = " in rules", rulesKeys
		case parent == "volcano":
			where, known = " in volcano", volcanoKeys
		case strings.HasPrefix(parent, "helm["):
			where, known = " in "+parent, helmKeys
		case strings.HasPrefix(parent, "clusters["):
			where, known = " in a cluster of clusters", clusterKeys
		}
	}
	hint := ""
	if s := suggest.Closest(key, known); s != "" {
		hint = fmt.Sprintf(" (did you mean %q?)", s)
	}
	p.errorf(prob.Node, "unknown key %q%s%s; known keys: %s", key, where, hint, strings.Join(known, ", "))
}

// quoteHint explains a number where a version string belongs: YAML reads
// volcanoVersion: 1.10 as the number 1.1.
func quoteHint(prob decode.Problem) string {
	n := prob.Node
	if prob.Kind != decode.WrongType || prob.Path != "volcanoVersion" || n == nil || n.Kind != yaml.ScalarNode {
		return ""
	}
	if t := n.ShortTag(); t == "!!float" || t == "!!int" {
		return fmt.Sprintf("; quote it: volcanoVersion: %q (unquoted, YAML reads a number)", n.Value)
	}
	return ""
}

// pathList checks a list of non-empty strings and resolves each against
// dir; mustBeDir also requires each to be an existing directory.
func (p *parser) pathList(n *yaml.Node, key, dir string, mustBeDir bool) []string {
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil // absent, null, or a wrong type decode reported
	}
	var out []string
	for i, item := range n.Content {
		item = yamlpos.Deref(item)
		if !isString(item) {
			continue // decode reported it
		}
		if strings.TrimSpace(item.Value) == "" {
			p.errorf(item, "%s[%d]: empty path", key, i)
			continue
		}
		resolved := item.Value
		if !filepath.IsAbs(resolved) {
			resolved = filepath.Join(dir, resolved)
		}
		if mustBeDir && p.treeIsDir != nil {
			// A repository path: forward slashes, inside the tree.
			resolved = path.Clean(filepath.ToSlash(resolved))
			if !p.treeIsDir(resolved) || strings.HasPrefix(resolved, "../") || strings.HasPrefix(resolved, "/") {
				p.errorf(item, "%s[%d]: directory %q does not exist in the Git tree (relative paths are relative to the repository root)", key, i, resolved)
				continue
			}
		} else if mustBeDir {
			info, err := os.Stat(resolved)
			switch {
			case errors.Is(err, os.ErrNotExist):
				p.errorf(item, "%s[%d]: directory %q does not exist (relative paths are relative to the configuration file's directory)", key, i, resolved)
				continue
			case err != nil:
				p.errorf(item, "%s[%d]: %v", key, i, err)
				continue
			case !info.IsDir():
				p.errorf(item, "%s[%d]: %q is not a directory", key, i, resolved)
				continue
			}
		}
		if p.treeIsDir == nil {
			p.files = append(p.files, fileRef{key: fmt.Sprintf("%s[%d]", key, i), path: resolved, pos: p.pos(item)})
		}
		out = append(out, resolved)
	}
	return out
}

func parseSeverity(s string) (finding.Severity, bool) {
	switch s {
	case "error":
		return finding.Error, true
	case "warning":
		return finding.Warning, true
	case "info":
		return finding.Info, true
	}
	return 0, false
}

// lookup is yamlpos.Lookup with the value's aliases followed.
func lookup(m *yaml.Node, key string) (k, v *yaml.Node) {
	k, v = yamlpos.Lookup(m, key)
	return k, yamlpos.Deref(v)
}

func isString(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.ShortTag() == "!!str"
}
