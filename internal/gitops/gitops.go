// Package gitops reads Volcano where GitOps keeps it: the manifests that
// tell a GitOps controller to install Volcano's Helm chart with values —
// Flux HelmRelease, Argo CD Application and ApplicationSet, k3s/RKE2
// HelmChart and HelmChartConfig — and the values they layer (values
// files, ConfigMaps and Secrets, strings, --set parameters). The values
// are merged in each tool's order with the merge functions the tool runs,
// and the scheduler configuration the chart would render
// (custom.scheduler_config_override) is linted at the layer that set it,
// with positions inside the manifest, through every string it is embedded
// in.
package gitops

import (
	"fmt"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Repo reads the files a manifest names (values files, a chart in the
// same repository) on its behalf: only inside the repository the manifest
// is in.
type Repo interface {
	// Join is the file at path rel (slash-separated, a leading / ignored)
	// under the repository root of the manifest file from, as findings name
	// files: chart paths and rooted paths are relative to that root.
	Join(from, rel string) string
	// ReadFile reads name for the manifest file from; a name or a
	// symbolic link leading out of from's repository is an error.
	ReadFile(from, name string) ([]byte, error)
	// Glob lists the files matching pattern (doublestar syntax, as Argo CD
	// expands valueFiles) for the manifest file from, sorted.
	Glob(from, pattern string) ([]string, error)
}

// Input is one estate (one cluster) of a run.
type Input struct {
	// Objects are the estate's linted objects: the ConfigMaps values are
	// read from are among them.
	Objects []*manifest.Object
	// Sources are the estate's loader.File Sources: GitOps manifests,
	// Secrets.
	Sources []*manifest.Object
	// Texts gives the text of input files, for strings inside them.
	Texts *loader.Texts
	// Repo reads values files and charts.
	Repo Repo
}

// Chart is a chart of the repository that a GitOps manifest installs,
// with the manifest's values layers: rendered (on the disk), its objects
// linted with findings pointing into the layers; where charts are not
// rendered (a Git tree), Fallback are the scheduler configurations its
// values set (for Volcano's chart).
type Chart struct {
	Owner    *manifest.Object
	Release  helm.Release
	Fallback []*manifest.Object
}

// Result is what resolving an estate's GitOps manifests gave.
type Result struct {
	// Charts are the charts of the repository the manifests install.
	Charts []Chart
	// Objects are the scheduler configurations the manifests deploy,
	// each owned by its manifest.
	Objects []*manifest.Object
	// Installs are the manifests found to install a chart vcqlint lints
	// (and the HelmChartConfigs layered on them): they are linted objects,
	// no longer ignored documents.
	Installs []*manifest.Object
	// Consumed are the files read as values layers (absolute paths): the
	// configuration a values file holds is linted through the manifest
	// that uses it, not again on its own.
	Consumed []string
	// Diagnostics are input errors (a values reference leaving the
	// repository, a values string that does not parse) and notices (a
	// ConfigMap a HelmRelease names that is not in the input).
	Diagnostics []loader.Diagnostic
}

// overridePath is where Volcano's chart reads the scheduler configuration
// (templates/scheduler.yaml:18-23 at v1.15.1; since v1.10.0).
var overridePath = []string{"custom", "scheduler_config_override"}

// Resolve reads every GitOps manifest of the estate.
func Resolve(in Input) Result {
	r := &resolver{in: in, index: newIndex(in)}
	for _, o := range in.Sources {
		var rels []*release
		switch {
		case o.Kind == "HelmRelease" && isGroup(o, loader.FluxHelmGroup):
			rels = []*release{r.flux(o)}
		case (o.Kind == "Application" || o.Kind == "ApplicationSet") && isGroup(o, loader.ArgoGroup):
			rels = r.argo(o)
		case o.Kind == "HelmChart" && isGroup(o, loader.K3sHelmGroup):
			rels = []*release{r.k3s(o)}
		}
		installs := false
		for _, rel := range rels {
			if rel == nil {
				continue
			}
			installs = true
			if rel.local == nil {
				r.res.Objects = append(r.res.Objects, r.deploy(rel)...)
				continue
			}
			c := Chart{Owner: o, Release: helm.Release{Chart: rel.local.dir, Sources: rel.sources, SetValues: rel.sets,
				Name: rel.releaseName, Namespace: rel.namespace}}
			if rel.volcano {
				c.Fallback = r.deploy(rel)
			}
			r.res.Charts = append(r.res.Charts, c)
		}
		if installs {
			r.res.Installs = append(r.res.Installs, o)
		}
	}
	return r.res
}

func isGroup(o *manifest.Object, group string) bool {
	return kindKey(o) == group+"/"+o.Kind
}

// resolver resolves one estate.
type resolver struct {
	in    Input
	index *index
	res   Result
}

// release is one installation of a chart a manifest describes: Volcano's
// chart (by name or repository), or a chart of the repository.
type release struct {
	owner *manifest.Object
	// volcano is set for Volcano's chart.
	volcano bool
	// user are the values the tool hands Helm; defaults the chart's own
	// (nil when the chart is not in the repository).
	user, defaults *tree
	// local is the chart when it is in the repository: it is rendered with
	// sources and sets, the layers as Helm takes them.
	local                  *localChart
	sources                []helm.ValuesSource
	sets                   []helm.SetValue
	releaseName, namespace string
}

// renderLayer gives a values layer to the rendering of a chart of the
// repository, as one more `helm -f` file.
func (r *resolver) renderLayer(rel *release, l *layer) {
	if rel.local == nil {
		return
	}
	var src helm.ValuesSource
	var err error
	switch {
	case l.decoded:
		r.noticeAt(l.pos(nil), "%s %s: values decoded from base64 are not given to the chart's rendering", rel.owner.ID(), l.name)
		return
	case l.emb != nil:
		src, err = helm.ValuesString(l.file, l.text, l.host)
	case l.obj == nil:
		src = helm.ValuesFile(l.file)
	default:
		var text *yamlpos.Source
		if text, err = r.in.Texts.Source(l.file); err == nil {
			src, err = helm.ValuesNode(l.file, text, l.root)
		}
	}
	if err != nil {
		r.errorAt(l.pos(l.root), "%s %s: %v", rel.owner.ID(), l.name, err)
		return
	}
	rel.sources = append(rel.sources, src)
}

// addSet applies a --set style line to rel (asString: --set-string),
// after every values layer; n is the node its value is written at.
func (r *resolver) addSet(rel *release, t *tree, l *layer, line string, asString bool, n *yaml.Node) {
	setInto(rel.user, t)
	if rel.local != nil {
		rel.sets = append(rel.sets, helm.SetValue{Expr: line, String: asString, Pos: l.pos(n)})
	}
}

// deploy is what a release of Volcano's chart deploys that vcqlint lints:
// the scheduler configuration its values set, if any.
func (r *resolver) deploy(rel *release) []*manifest.Object {
	v, found := effective(rel.user, rel.defaults, overridePath)
	if !found {
		return nil // the chart renders its own config/volcano-scheduler.conf
	}
	var conf *manifest.Object
	switch v := v.(type) {
	case *leaf:
		if v.isString && v.text == "" {
			return nil // empty: the chart's `if` is false, as for ~
		}
		if rel.owner.Kind == "ApplicationSet" && strings.Contains(v.text, "{{") {
			r.noticeAt(v.layer.pos(v.at), "%s: %s holds expressions the ApplicationSet's generators fill in; the configuration is not linted", rel.owner.ID(), overrideField)
			return nil
		}
		conf = r.config(rel.owner, v)
	case *tree:
		l := v.layer
		if l == nil || v.at == nil {
			return nil
		}
		conf = loader.SchedulerConfig(loader.EmbeddedConfig{File: l.fileOf(v.at), Owner: rel.owner,
			Field: overrideField, Value: l.positioned(v.at)})
	}
	if conf == nil {
		return nil
	}
	return []*manifest.Object{conf}
}

// errorAt and noticeAt add diagnostics.
func (r *resolver) errorAt(p finding.Position, format string, args ...any) {
	r.res.Diagnostics = append(r.res.Diagnostics, loader.Diagnostic{Pos: p, Level: loader.LevelError, Msg: fmt.Sprintf(format, args...)})
}

func (r *resolver) noticeAt(p finding.Position, format string, args ...any) {
	r.res.Diagnostics = append(r.res.Diagnostics, loader.Diagnostic{Pos: p, Level: loader.LevelNotice, Msg: fmt.Sprintf(format, args...)})
}

// consume records a values file read as a layer.
func (r *resolver) consume(name string) {
	if abs, err := filepath.Abs(name); err == nil {
		name = abs
	}
	r.res.Consumed = append(r.res.Consumed, name)
}

// at is the position of node n of object o, in the file that writes it.
func at(o *manifest.Object, n *yaml.Node) finding.Position {
	if n == nil {
		return o.Start()
	}
	return o.NodePos(n)
}
