package gitops

import (
	"path"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// VolcanoChart is the name of Volcano's Helm chart (Chart.yaml name:
// volcano in installer/helm/chart/volcano of volcano-sh/volcano, published
// at https://volcano-sh.github.io/helm-charts).
const VolcanoChart = "volcano"

// volcanoChartPath is where volcano-sh/volcano keeps the chart.
const volcanoChartPath = "installer/helm/chart/volcano"

// isVolcanoChartName reports whether a chart reference names Volcano's
// chart: the chart's name in a Helm repository ("volcano", or
// "volcano-sh/volcano" as `helm repo add` names it), or the last element
// of an OCI reference or of a chart archive's URL
// (oci://ghcr.io/…/volcano, https://…/volcano-1.15.1.tgz).
func isVolcanoChartName(ref string) bool {
	ref = strings.TrimSuffix(strings.TrimSpace(ref), "/")
	if i := strings.IndexAny(ref, "?#"); i >= 0 {
		ref = ref[:i]
	}
	base := ref
	if i := strings.LastIndexByte(ref, '/'); i >= 0 {
		base = ref[i+1:]
	}
	if tgz, ok := strings.CutSuffix(base, ".tgz"); ok {
		name, version, found := strings.Cut(tgz, "-")
		return found && name == VolcanoChart && version != "" && version[0] >= '0' && version[0] <= '9'
	}
	base, _, _ = strings.Cut(base, ":") // oci://…/volcano:1.15.1
	return base == VolcanoChart
}

// isVolcanoGitRepo reports whether a Git URL is volcano-sh/volcano's.
func isVolcanoGitRepo(url string) bool {
	u := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(url), "/"), ".git"))
	for _, prefix := range []string{"https://", "http://", "ssh://git@", "git@", "git://"} {
		u = strings.TrimPrefix(u, prefix)
	}
	u = strings.Replace(u, "github.com:", "github.com/", 1)
	return u == "github.com/volcano-sh/volcano"
}

// isVolcanoChartPath reports whether path, in volcano-sh/volcano, is the
// chart's directory.
func isVolcanoChartPath(p string) bool {
	return path.Clean(strings.TrimPrefix(p, "/")) == volcanoChartPath
}

// localChart is a chart directory of the repository a manifest names.
type localChart struct {
	// dir is the chart's directory, as a file name.
	dir string
	// name is its Chart.yaml name.
	name string
}

// chartIn reads the chart at rel (relative to the repository root of
// manifest o, as Flux and Argo CD resolve chart paths) and reports
// whether it is one; a path that leaves the repository is an input error
// at ref.
func (r *resolver) chartIn(o *manifest.Object, ref *yaml.Node, rel string) (localChart, bool) {
	dir := r.in.Repo.Join(o.File, rel)
	data, err := r.in.Repo.ReadFile(o.File, filepath.Join(dir, "Chart.yaml"))
	if err != nil {
		if isEscape(err) {
			r.errorAt(at(o, ref), "%s: chart path %s: %v", o.ID(), rel, err)
		}
		return localChart{}, false
	}
	docs, errs := yamlpos.Parse(data)
	if len(errs) > 0 || len(docs) == 0 {
		return localChart{}, false
	}
	return localChart{dir: dir, name: str(docs[0].Root, "name")}, true
}

// defaults are the values of a chart in the repository: its values.yaml.
func (r *resolver) defaults(o *manifest.Object, c localChart) *tree {
	name := filepath.Join(c.dir, "values.yaml")
	data, err := r.in.Repo.ReadFile(o.File, name)
	if err != nil {
		return nil // a chart without values.yaml
	}
	_, t, msg := r.readValuesFile(name, data)
	if msg != "" {
		r.errorAt(at(o, nil), "%s: chart %s: %s", o.ID(), c.dir, msg)
		return nil
	}
	return t
}
