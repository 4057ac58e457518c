package linter_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/loader"
)

// secretText is what the files outside the repository hold: it must never
// reach a finding, a diagnostic or a configuration vcqlint reads.
const secretText = "TOPSECRET-9c1e"

// hostileRepo makes a repository (a directory with a .git entry) inside a
// directory that also holds a file outside it, and returns the
// repository's path.
func hostileRepo(t *testing.T, files map[string]string) string {
	t.Helper()
	outer := t.TempDir()
	outside := "custom:\n  scheduler_config_override: |\n    actions: \"" + secretText + "\"\n"
	if err := os.WriteFile(filepath.Join(outer, "outside.yaml"), []byte(outside), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(outer, "chart"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"chart/Chart.yaml": "apiVersion: v2\nname: volcano\nversion: 1.0.0\n", "chart/values.yaml": outside} {
		if err := os.WriteFile(filepath.Join(outer, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	repo := filepath.Join(outer, "repo")
	if err := os.MkdirAll(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		p := filepath.Join(repo, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return repo
}

const argoHead = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: volcano
  namespace: argocd
spec:
  sources:
    - repoURL: https://volcano-sh.github.io/helm-charts
      chart: volcano
      helm:
`

// A values reference that leaves the repository (`..`, a symbolic link
// out) is an input error at the line that names it; nothing outside is
// read, and the rest of the input is still linted.
func TestGitOpsReferencesStayInTheRepository(t *testing.T) {
	eng := newEngine(t)
	cases := []struct {
		name  string
		files map[string]string
		link  [2]string // a symbolic link to make: name in the repository, target
		line  int
		msg   string
	}{
		{
			name: "valueFiles ../",
			files: map[string]string{"app.yaml": argoHead + `        valueFiles:
          - $values/../outside.yaml
    - repoURL: https://git.example.com/gitops.git
      ref: values
`},
			line: 12, msg: "outside the linted root",
		},
		{
			name: "valueFiles through a symbolic link",
			files: map[string]string{"app.yaml": argoHead + `        valueFiles:
          - $values/values/prod.yaml
    - repoURL: https://git.example.com/gitops.git
      ref: values
`},
			link: [2]string{"values/prod.yaml", "../../outside.yaml"},
			line: 12, msg: "symbolic link",
		},
		{
			name: "a rooted valueFiles path is the repository's",
			files: map[string]string{"app.yaml": argoHead + `        valueFiles:
          - $values/` + "%ABS%" + `
    - repoURL: https://git.example.com/gitops.git
      ref: values
`},
			line: 12, msg: "no such file",
		},
		{
			name: "Flux chart path ../",
			files: map[string]string{"release.yaml": `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: volcano
spec:
  chart:
    spec:
      chart: ../chart
      sourceRef:
        kind: GitRepository
        name: flux-system
`},
			line: 8, msg: "outside the linted root",
		},
		{
			name: "fileParameters ../",
			files: map[string]string{"app.yaml": argoHead + `        fileParameters:
          - name: custom.scheduler_config_override
            path: ../outside.yaml
`},
			line: 13, msg: "outside the linted root",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			repo := hostileRepo(t, nil)
			abs := filepath.Join(filepath.Dir(repo), "outside.yaml")
			for name, text := range tc.files {
				text = strings.ReplaceAll(text, "%ABS%", abs)
				if err := os.WriteFile(filepath.Join(repo, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tc.link[0] != "" {
				p := filepath.Join(repo, tc.link[0])
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(tc.link[1], p); err != nil {
					t.Fatal(err)
				}
			}
			queue := filepath.Join(repo, "queue.yaml")
			if err := os.WriteFile(queue, []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 0\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			files := []string{queue}
			for name := range tc.files {
				files = append(files, filepath.Join(repo, name))
			}
			res := lintDir(t, eng, files...)
			var out strings.Builder
			for _, f := range res.Findings {
				out.WriteString(f.Pos.String() + " " + f.Message + "\n")
			}
			for _, d := range res.Diagnostics {
				out.WriteString(d.Pos.String() + " " + d.Msg + "\n")
			}
			if strings.Contains(out.String(), secretText) {
				t.Errorf("the text outside the repository reached the output: %s", out.String())
			}
			var errs []string
			for _, d := range res.Diagnostics {
				if d.Level == loader.LevelError {
					errs = append(errs, d.Pos.String()+": "+d.Msg)
				}
			}
			if len(errs) != 1 || res.Diagnostics[0].Pos.Line != tc.line || !strings.Contains(errs[0], tc.msg) {
				t.Errorf("input errors %q, want one at line %d saying %q", errs, tc.line, tc.msg)
			}
			if len(res.Findings) == 0 || res.Findings[0].RuleID != "VCQ305" {
				t.Errorf("the rest of the input was not linted: %v", res.Findings)
			}
		})
	}
}

// Strings are capped before they are parsed, and values that expand
// without bound (aliases) stop at a budget: each is an input error at its
// place, bounded in time and memory.
func TestGitOpsStringsAreBounded(t *testing.T) {
	eng := newEngine(t)
	big := strings.Repeat("# padding line of a values string\n", 60000)
	aliases := "a: &a {k: v}\n"
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i", "j"} {
		line := n + ": &" + n + " {"
		for j := range 10 {
			if j > 0 {
				line += ", "
			}
			line += string(rune('k'+j)) + ": *" + prev
		}
		aliases += line + "}\n"
		prev = n
	}
	for _, tc := range []struct{ name, values, msg string }{
		{"oversized", big, "more than"},
		{"alias bomb", aliases, "nodes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			indented := "          " + strings.ReplaceAll(strings.TrimSuffix(tc.values, "\n"), "\n", "\n          ") + "\n"
			repo := hostileRepo(t, map[string]string{"app.yaml": argoHead + "        values: |\n" + indented})
			res := lintDir(t, eng, filepath.Join(repo, "app.yaml"))
			if len(res.Diagnostics) != 1 || res.Diagnostics[0].Level != loader.LevelError || !strings.Contains(res.Diagnostics[0].Msg, tc.msg) {
				t.Errorf("diagnostics %v, want one input error saying %q", res.Diagnostics, tc.msg)
			}
		})
	}
}
