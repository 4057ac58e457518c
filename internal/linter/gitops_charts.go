package linter

import (
	"context"
	"path/filepath"
	"slices"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/gitops"
	"github.com/vcqlint/vcqlint/internal/helm"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/suppress"
)

// chartRenderer renders the charts of the repository that GitOps
// manifests install, with the manifests' values layers, into the
// manifest's estate. A chart the input also holds was rendered with its
// own values (renderCharts); those objects are dropped: the release the
// manifest describes is what is deployed, as a release the configuration
// names replaces the chart's own values.
type chartRenderer struct {
	charts   *chartInput
	renderer helm.Renderer
	lists    *decode.Lists
	texts    *loader.Texts
	read     func(string) ([]byte, error)
	// dropped are the charts (absolute directories) whose rendering with
	// their own values was dropped.
	dropped map[string]bool
}

func (c *chartRenderer) render(s *estateSet, res *Result, estate string, gc gitops.Chart) {
	out := c.renderer.Render(context.Background(), gc.Release, c.charts.renders, c.charts.positions)
	c.charts.renders++
	for _, e := range out.Errors {
		res.Diagnostics = append(res.Diagnostics, loader.Diagnostic{Pos: e.Pos, Level: loader.LevelError, Msg: e.Msg})
	}
	for _, lf := range c.charts.loadOutput(&out, c.lists) {
		if lf.Text() == nil {
			c.texts.Gone(lf.Name)
		} else {
			c.texts.Own(lf.Name, lf.Text().Data)
		}
		s.addFile(res, estate, lf)
	}
	read := map[string]bool{}
	for _, name := range out.Inputs {
		if read[name] {
			continue
		}
		read[name] = true
		if data, err := c.read(name); err == nil {
			res.Directives = append(res.Directives, suppress.Scan(name, data)...)
		}
	}
	c.dropDefault(s, res, gc.Release.Chart)
}

// dropDefault removes the objects of the chart at dir rendered with its
// own values.
func (c *chartRenderer) dropDefault(s *estateSet, res *Result, dir string) {
	abs, err := filepath.Abs(dir)
	if err != nil || c.dropped[abs] || len(c.charts.defaults[abs]) == 0 {
		return
	}
	if c.dropped == nil {
		c.dropped = map[string]bool{}
	}
	c.dropped[abs] = true
	files := c.charts.defaults[abs]
	rendered := func(o *manifest.Object) bool { return slices.Contains(files, o.File) }
	for name, objs := range s.objects {
		kept := objs[:0]
		for _, o := range objs {
			if rendered(o) {
				if o.Owner == nil {
					res.Objects--
				}
				continue
			}
			kept = append(kept, o)
		}
		s.objects[name] = kept
	}
	for name, srcs := range s.sources {
		s.sources[name] = slices.DeleteFunc(srcs, rendered)
	}
}
