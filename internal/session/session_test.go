package session_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/session"
)

// write makes files (slash paths) under a new directory and returns it.
func write(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const brokenQueues = `apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: parent
spec:
  capability:
    cpu: "4"
---
apiVersion: scheduling.volcano.sh/v1beta1
kind: Queue
metadata:
  name: child
spec:
  parent: parent
  capability:
    cpu: "8"
`

// A setting given wins over the configuration file; one left empty takes
// the file's, else the default.
func TestSettingsWinOverTheConfiguration(t *testing.T) {
	dir := write(t, map[string]string{
		".vcqlint.yaml":  "failOn: warning\nvolcanoVersion: \"1.12\"\npaths: [deploy]\n",
		"deploy/q.yaml":  brokenQueues,
		"other/q.yaml":   brokenQueues,
		"other/ok.yaml":  "a: 1\n",
		"deploy/ok.yaml": "b: 2\n",
	})
	cfg := filepath.Join(dir, ".vcqlint.yaml")
	ctx := context.Background()
	cases := []struct {
		name    string
		set     session.Settings
		failOn  finding.Severity
		version string
		paths   []string
	}{
		{"the file's", session.Settings{Config: cfg}, finding.Warning, "1.12.4", []string{filepath.Join(dir, "deploy")}},
		{"the settings'", session.Settings{Config: cfg, FailOn: "info", Volcano: "1.15", Input: session.Input{Paths: []string{"x"}}}, finding.Info, "1.15.1", []string{"x"}},
		{"no file", session.Settings{NoConfig: true}, finding.Error, "", nil},
	}
	for _, c := range cases {
		s, err := session.Open(ctx, c.set)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if s.FailOn() != c.failOn || (c.version != "" && s.VolcanoVersion() != c.version) || strings.Join(s.Paths(), ",") != strings.Join(c.paths, ",") {
			t.Errorf("%s: fail-on %v, Volcano %s, paths %v", c.name, s.FailOn(), s.VolcanoVersion(), s.Paths())
		}
		s.Close()
	}
}

// Settings that cannot be used are usage errors naming the flag that sets
// them; a configuration that stops the run is a ConfigError with its
// problems at their positions.
func TestSettingErrors(t *testing.T) {
	ctx := context.Background()
	bad := write(t, map[string]string{"bad.yaml": "failOn: fatal\n"})
	for _, c := range []struct {
		set     session.Settings
		setting string
		text    string
	}{
		{session.Settings{NoConfig: true, Volcano: "0.1"}, "volcano-version", "--volcano-version: "},
		{session.Settings{NoConfig: true, FailOn: "fatal"}, "fail-on", "--fail-on: "},
		{session.Settings{NoConfig: true, Config: "x.yaml"}, "", "--config and --no-config exclude each other"},
		{session.Settings{NoConfig: true, Rules: session.RuleChoice{Only: []string{"VCQ203"}, Enable: []string{"VCQ204"}}}, "", "--enable-only runs exactly"},
		{session.Settings{NoConfig: true, Rules: session.RuleChoice{Enable: []string{"child-capabilty-exceeds-parent"}}}, "", "did you mean VCQ203"},
		{session.Settings{NoConfig: true, Cluster: "cpu=lots"}, "", "--cluster: "},
		{session.Settings{NoConfig: true, Git: session.Git{Ref: "main"}}, "", "--ref needs --git"},
		// A budget given is given whole: no zero time, no memory under 16Mi.
		{session.Settings{NoConfig: true, Budgets: session.Budgets{Helm: session.Budget{Memory: "1Gi"}}}, "helm-timeout", "--helm-timeout: 0s is not a positive duration"},
		{session.Settings{NoConfig: true, Budgets: session.Budgets{Kustomize: session.Budget{Time: time.Second, Memory: "1Mi"}}}, "kustomize-memory", `"1Mi" is not a memory size of at least 16Mi`},
		{session.Settings{NoConfig: true, Budgets: session.Budgets{Kustomize: session.Budget{Time: time.Second, Memory: "lots"}}}, "kustomize-memory", `"lots" is not a memory size`},
	} {
		_, err := session.Open(ctx, c.set)
		var ue *session.UsageError
		if !errors.As(err, &ue) || ue.Setting != c.setting || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%+v: %v, want a usage error of %q saying %q", c.set, err, c.setting, c.text)
		}
	}
	_, err := session.Open(ctx, session.Settings{Config: filepath.Join(bad, "bad.yaml")})
	var ce *session.ConfigError
	var errs config.Errors
	if !errors.As(err, &ce) || !errors.As(err, &errs) || len(errs) != 1 || errs[0].Pos.Line != 1 || errs[0].Pos.Column != 9 {
		t.Errorf("bad configuration: %v", err)
	}
}

// One session lints several sets of paths, at once (lint/linter's use),
// each with its own findings; the linted root can be given.
func TestLintPassesOfOneSession(t *testing.T) {
	dir := write(t, map[string]string{"a/q.yaml": brokenQueues, "b/ok.yaml": "x: 1\n"})
	ctx := context.Background()
	s, err := session.Open(ctx, session.Settings{NoConfig: true, Root: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var wg sync.WaitGroup
	counts := make([]int, 8)
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			path := filepath.Join(dir, "a")
			if i%2 == 1 {
				path = filepath.Join(dir, "b")
			}
			out, err := s.Lint(ctx, session.LintOptions{Paths: []string{path}})
			if err != nil {
				t.Error(err)
				return
			}
			counts[i] = len(out.Findings())
		}()
	}
	wg.Wait()
	for i, n := range counts {
		if (i%2 == 0) != (n > 0) {
			t.Errorf("pass %d: %d findings", i, n)
		}
	}
	out, err := s.Lint(ctx, session.LintOptions{Paths: []string{filepath.Join(dir, "a")}})
	if err != nil || !out.Failed() || out.InputError() {
		t.Errorf("failed %v, input error %v, %v", out.Failed(), out.InputError(), err)
	}
	if files, objects := out.Counts(); files != 1 || objects != 2 {
		t.Errorf("counts %d files, %d objects", files, objects)
	}
}
