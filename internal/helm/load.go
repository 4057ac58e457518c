package helm

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/ignore"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// Root is what the loader reads a chart through: the linted root
// (boundary.Root), whose reads stay inside it and refuse a symbolic link
// that leaves it with an *boundary.EscapeError naming the link.
type Root interface {
	ReadFile(name string, limit int64) ([]byte, error)
	ReadDir(name string) ([]fs.DirEntry, error)
	Stat(name string) (fs.FileInfo, error)
	Lstat(name string) (fs.FileInfo, error)
	Contains(name string) bool
}

// Bounds of what one chart may make vcqlint read: Helm's own per-file
// bound, and for the whole tree (subcharts and file:// dependencies
// included) the bound Helm sets on an archive's decompressed size.
const (
	maxChartFile  = 5 << 20
	maxChartBytes = 100 << 20
)

// LoadError is a chart that cannot be loaded, at the file and line that
// make it so: the symbolic link that leaves the root, the repository: line
// of a file:// dependency outside it, or the chart's Chart.yaml.
type LoadError struct {
	Pos finding.Position
	Err error
}

func (e *LoadError) Error() string { return e.Err.Error() }

func (e *LoadError) Unwrap() error { return e.Err }

// loaded is a chart read from disk and where its files are.
type loaded struct {
	chart *chart.Chart
	// dirs maps each chart of the tree, by the data of its Chart.yaml (the
	// loader keeps the slices it is given), to its directory on disk; a
	// chart from an archive under charts/ has none.
	dirs map[*byte]string
	// read are the files read, by their path on disk.
	read []string
}

// chartLoader reads the files of a chart tree through a root, as Helm's
// loader.LoadDir reads a directory (.helmignore applied, symbolic links
// followed), but only inside the root, within bounds, and without letting
// a link loop make it walk forever. Helm's loader then builds the chart
// from the buffered files.
type chartLoader struct {
	root  Root
	bytes int64
	l     *loaded
	// loading are the chart directories being loaded, against file://
	// dependencies that name each other.
	loading map[string]bool
}

// loadChart loads the chart at dir and the file:// dependencies of its
// tree that are not under charts/.
func loadChart(root Root, dir string) (*loaded, error) {
	cl := &chartLoader{root: root, l: &loaded{dirs: map[*byte]string{}}, loading: map[string]bool{}}
	ch, err := cl.load(dir)
	cl.l.chart = ch
	return cl.l, err
}

func (cl *chartLoader) load(dir string) (*chart.Chart, error) {
	chartYAML := filepath.Join(dir, ChartFile)
	at := finding.Position{File: chartYAML, Line: 1, Column: 1}
	files, err := cl.readDir(dir)
	if err != nil {
		return nil, err
	}
	ch, err := loader.LoadFiles(files)
	if err != nil {
		return nil, &LoadError{Pos: at, Err: fmt.Errorf("cannot load the Helm chart: %w", err)}
	}
	cl.mapDirs(ch, dir, files)
	return ch, cl.fileDependencies(ch, dir)
}

// mapDirs records the directory of the chart and of each subchart under
// charts/ that was a directory, by their Chart.yaml's data.
func (cl *chartLoader) mapDirs(ch *chart.Chart, dir string, files []*loader.BufferedFile) {
	byData := map[*byte]string{}
	for _, f := range files {
		if filepath.Base(f.Name) == ChartFile && len(f.Data) > 0 {
			byData[&f.Data[0]] = filepath.Join(dir, filepath.FromSlash(filepath.Dir(f.Name)))
		}
	}
	var walk func(c *chart.Chart)
	walk = func(c *chart.Chart) {
		for _, r := range c.Raw {
			if r.Name == ChartFile && len(r.Data) > 0 {
				if d, ok := byData[&r.Data[0]]; ok {
					cl.l.dirs[&r.Data[0]] = d
				}
			}
		}
		for _, sub := range c.Dependencies() {
			walk(sub)
		}
	}
	walk(ch)
}

// fileDependencies loads the dependencies ch's Chart.yaml declares with a
// file:// repository that charts/ does not hold (what `helm dependency
// build` would copy there). One outside the root is an error at its
// repository: line.
func (cl *chartLoader) fileDependencies(ch *chart.Chart, dir string) error {
	if ch.Metadata == nil {
		return nil
	}
	have := map[string]bool{}
	for _, sub := range ch.Dependencies() {
		have[sub.Name()] = true
	}
	var errs []error
	for i, d := range ch.Metadata.Dependencies {
		if d == nil || have[d.Name] || !strings.HasPrefix(d.Repository, "file://") {
			continue
		}
		at := repositoryPosition(ch, dir, i)
		subDir := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(d.Repository, "file://")))
		if filepath.IsAbs(filepath.FromSlash(strings.TrimPrefix(d.Repository, "file://"))) {
			subDir = filepath.Clean(filepath.FromSlash(strings.TrimPrefix(d.Repository, "file://")))
		}
		if !cl.root.Contains(subDir) {
			errs = append(errs, &LoadError{Pos: at, Err: fmt.Errorf("dependency %s: %s is outside the linted root; vcqlint reads charts only inside it", d.Name, d.Repository)})
			continue
		}
		abs, _ := filepath.Abs(subDir)
		if cl.loading[abs] {
			continue // a dependency cycle: the chart is loaded already
		}
		cl.loading[abs] = true
		sub, err := cl.load(subDir)
		if err != nil {
			var le *LoadError
			if errors.As(err, &le) && le.Pos.File == filepath.Join(subDir, ChartFile) && le.Pos.Line <= 1 {
				le.Pos = at // the dependency itself is unreadable: at the line naming it
			}
			errs = append(errs, fmt.Errorf("dependency %s (%s): %w", d.Name, d.Repository, err))
			if sub == nil {
				continue
			}
		}
		ch.AddDependency(sub)
	}
	return errors.Join(errs...)
}

// repositoryPosition is the position of the repository: value of
// dependency i in ch's Chart.yaml, else the file's start.
func repositoryPosition(ch *chart.Chart, dir string, i int) finding.Position {
	at := finding.Position{File: filepath.Join(dir, ChartFile), Line: 1, Column: 1}
	for _, r := range ch.Raw {
		if r.Name != ChartFile {
			continue
		}
		var doc yaml.Node
		if yaml.Unmarshal(r.Data, &doc) != nil || len(doc.Content) == 0 {
			return at
		}
		deps := yamlpos.Value(doc.Content[0], "dependencies")
		if deps == nil || deps.Kind != yaml.SequenceNode || i >= len(deps.Content) {
			return at
		}
		if repo := yamlpos.Value(deps.Content[i], "repository"); repo != nil {
			at.Line, at.Column = repo.Line, repo.Column
		}
	}
	return at
}

// readDir reads the files of the chart directory dir as Helm's LoadDir
// does, through the root.
func (cl *chartLoader) readDir(dir string) ([]*loader.BufferedFile, error) {
	at := finding.Position{File: filepath.Join(dir, ChartFile), Line: 1, Column: 1}
	rules := ignore.Empty()
	ignoreFile := filepath.Join(dir, ignore.HelmIgnore)
	if _, err := cl.root.Stat(ignoreFile); err == nil {
		data, err := cl.readFile(ignoreFile, ignore.HelmIgnore)
		if err != nil {
			return nil, err
		}
		if rules, err = ignore.Parse(bytes.NewReader(data)); err != nil {
			return nil, &LoadError{Pos: finding.Position{File: ignoreFile, Line: 1, Column: 1}, Err: fmt.Errorf("cannot load the Helm chart: %w", err)}
		}
	}
	rules.AddDefaults()
	w := &walk{cl: cl, top: dir, rules: rules, at: at}
	info, err := cl.root.Lstat(dir)
	if err != nil {
		return nil, cl.readError("", at, err)
	}
	if err := w.visit(dir, info, nil); err != nil && !errors.Is(err, fs.SkipDir) {
		return nil, err
	}
	return w.files, nil
}

// walk is one chart directory's walk.
type walk struct {
	cl    *chartLoader
	top   string
	rules *ignore.Rules
	at    finding.Position
	files []*loader.BufferedFile
}

// visit walks name, whose Lstat is info, as Helm's symwalk does: a link is
// followed (inside the root only), and the files under it keep the link's
// path. parents are the directories above, against link loops.
func (w *walk) visit(name string, info fs.FileInfo, parents []fs.FileInfo) error {
	if info.Mode()&fs.ModeSymlink != 0 {
		resolved, err := w.cl.root.Stat(name)
		if err != nil {
			return w.cl.readError(name, w.at, err)
		}
		info = resolved
	}
	rel, err := filepath.Rel(w.top, name)
	if err != nil {
		return err
	}
	n := filepath.ToSlash(rel)
	if n == "." {
		return w.list(name, info, parents)
	}
	if info.IsDir() {
		if w.rules.Ignore(n, info) {
			return fs.SkipDir
		}
		for _, p := range parents {
			if os.SameFile(p, info) {
				return &LoadError{Pos: finding.Position{File: name, Line: 1, Column: 1},
					Err: fmt.Errorf("cannot load the Helm chart: %s: symbolic link loop (a directory that holds itself)", name)}
			}
		}
		return w.list(name, info, parents)
	}
	if w.rules.Ignore(n, info) {
		return nil
	}
	if !info.Mode().IsRegular() {
		return &LoadError{Pos: finding.Position{File: name, Line: 1, Column: 1}, Err: fmt.Errorf("cannot load the Helm chart: cannot load irregular file %s as it has file mode type bits set", name)}
	}
	if info.Size() > maxChartFile {
		return &LoadError{Pos: finding.Position{File: name, Line: 1, Column: 1}, Err: fmt.Errorf("cannot load the Helm chart: chart file %q is larger than the maximum file size %d", info.Name(), int64(maxChartFile))}
	}
	data, err := w.cl.readFile(name, n)
	if err != nil {
		return err
	}
	w.files = append(w.files, &loader.BufferedFile{Name: n, Data: bytes.TrimPrefix(data, []byte{0xEF, 0xBB, 0xBF})})
	return nil
}

func (w *walk) list(name string, info fs.FileInfo, parents []fs.FileInfo) error {
	entries, err := w.cl.root.ReadDir(name)
	if err != nil {
		return w.cl.readError(name, w.at, err)
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	parents = append(parents, info)
	for _, e := range entries {
		child := filepath.Join(name, e.Name())
		ci, err := w.cl.root.Lstat(child)
		if err != nil {
			return w.cl.readError(child, w.at, err)
		}
		if err := w.visit(child, ci, parents); err != nil && !(errors.Is(err, fs.SkipDir) && (ci.IsDir() || ci.Mode()&fs.ModeSymlink != 0)) {
			return err
		}
	}
	return nil
}

// readFile reads a chart file through the root, within the chart's bounds.
func (cl *chartLoader) readFile(name, rel string) ([]byte, error) {
	data, err := cl.root.ReadFile(name, maxChartFile)
	if err != nil {
		return nil, cl.readError(name, finding.Position{File: name, Line: 1, Column: 1}, err)
	}
	if cl.bytes += int64(len(data)); cl.bytes > maxChartBytes {
		return nil, &LoadError{Pos: finding.Position{File: name, Line: 1, Column: 1},
			Err: fmt.Errorf("cannot load the Helm chart: its files add up to more than %d MiB (at %s); vcqlint stops there", maxChartBytes>>20, rel)}
	}
	cl.l.read = append(cl.l.read, name)
	return data, nil
}

// readError places a read that failed: a link leaving the root at the
// link, anything else at the file.
func (cl *chartLoader) readError(name string, at finding.Position, err error) error {
	var esc *boundary.EscapeError
	if errors.As(err, &esc) && esc.Link != "" {
		at = finding.Position{File: esc.Link, Line: 1, Column: 1}
	} else if name != "" {
		at = finding.Position{File: name, Line: 1, Column: 1}
	}
	return &LoadError{Pos: at, Err: fmt.Errorf("cannot load the Helm chart: %w", err)}
}
