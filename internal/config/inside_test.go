package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/configfile"
)

// TestCheckInside: what a configuration names for vcqlint to read (paths,
// policies, a helm chart and its values) must be inside the file's root
// and reached without a link that leaves it; each other one is an error at
// its own line (issue #25: a pull request's `helm: [{values: [../x.json]}]`
// read a values file outside the repository).
func TestCheckInside(t *testing.T) {
	base := t.TempDir()
	repo, outside := filepath.Join(base, "repo"), filepath.Join(base, "outside")
	for _, d := range []string{filepath.Join(repo, "chart"), filepath.Join(repo, "policies"), filepath.Join(outside, "chart")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(repo, "chart", "Chart.yaml"), filepath.Join(outside, "chart", "Chart.yaml"), filepath.Join(repo, "values.yaml"), filepath.Join(outside, "x.json")} {
		if err := os.WriteFile(f, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join("..", "outside", "x.json"), filepath.Join(repo, "linked.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("..", "outside"), filepath.Join(repo, "elsewhere")); err != nil {
		t.Fatal(err)
	}
	text := `paths:
  - chart
  - ../outside
policies:
  - policies
  - elsewhere
helm:
  - chart: chart
    values: [values.yaml, ../outside/x.json, linked.json]
  - chart: ../outside/chart
`
	path := filepath.Join(repo, ".vcqlint.yaml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	c, errs := New(configfile.Read(path, []byte(text)))
	if len(errs) > 0 {
		t.Fatalf("parse: %v", errs)
	}
	root, err := boundary.Open(repo)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	var got []string
	for _, e := range c.CheckInside(root) {
		got = append(got, e.Error())
	}
	want := []string{
		path + ":3:5: paths[1]: " + outside + " is outside the linted root " + repo,
		path + ":6:5: policies[1]: " + filepath.Join(repo, "elsewhere") + ": symbolic link to ../outside leads outside the linted root " + repo,
		path + ":9:27: helm[0].values[1]: " + filepath.Join(outside, "x.json") + " is outside the linted root " + repo,
		path + ":9:46: helm[0].values[2]: " + filepath.Join(repo, "linked.json") + ": symbolic link to ../outside/x.json leads outside the linted root " + repo,
		path + ":10:12: helm[1].chart: " + filepath.Join(outside, "chart") + " is outside the linted root " + repo,
	}
	if len(got) != len(want) {
		t.Fatalf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("error %d:\n got %s\nwant %s…", i, got[i], want[i])
		}
	}
	// The same file, its root being the directory above: nothing to say.
	wide, err := boundary.Open(base)
	if err != nil {
		t.Fatal(err)
	}
	defer wide.Close()
	if errs := c.CheckInside(wide); len(errs) != 0 {
		t.Errorf("inside a wider root: %v", errs)
	}
}
