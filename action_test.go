package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/report/sariftest"
)

// actionRun is one run of the GitHub Action's real script, with the
// variables a runner sets and the INPUT_* variables action.yml passes.
type actionRun struct {
	code    int
	stdout  string
	outputs map[string]string
	summary string
}

// runAction runs .github/actions/vcqlint/run.sh lint as action.yml's step
// does: GITHUB_ACTION_PATH is this repository, GITHUB_WORKSPACE a scratch
// copy of the examples. runnerTemp is shared by the runs of one test, as
// by the steps of a job. vcqlint comes from the action's cache, seeded once
// for the whole test binary (sharedActionCache) with this test binary as
// vcqlint (TestMain), so no test but TestActionCachesItsBuild builds it.
func runAction(t *testing.T, workspace, runnerTemp string, inputs map[string]string) actionRun {
	t.Helper()
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return runActionAt(t, root, workspace, runnerTemp, inputs)
}

// runActionAt is runAction with the action checked out at actionPath.
func runActionAt(t *testing.T, root, workspace, runnerTemp string, inputs map[string]string) actionRun {
	t.Helper()
	if _, ok := inputs["env:VCQLINT_ACTION_CACHE"]; !ok {
		inputs = withInput(inputs, "env:VCQLINT_ACTION_CACHE", sharedActionCache(t))
	}
	return runActionStep(t, "lint", root, workspace, runnerTemp, inputs)
}

// withInput is inputs with one more.
func withInput(inputs map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for key, val := range inputs {
		out[key] = val
	}
	return out
}

// runActionStep runs one step of action.yml (run.sh STEP) as the runner
// does, with the variables a runner sets and the INPUT_* variables
// action.yml passes; an input "env:NAME" sets the variable NAME instead
// (VCQLINT_ACTION_CACHE, GITHUB_EVENT_PATH, PATH...).
func runActionStep(t *testing.T, step, root, workspace, runnerTemp string, inputs map[string]string) actionRun {
	t.Helper()
	runner := t.TempDir()
	outFile, summaryFile := filepath.Join(runner, "output"), filepath.Join(runner, "summary")
	for _, f := range []string{outFile, summaryFile} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GITHUB_") && !strings.HasPrefix(kv, "INPUT_") && !strings.HasPrefix(kv, "RUNNER_") && !strings.HasPrefix(kv, "VCQLINT_") {
			env = append(env, kv)
		}
	}
	env = append(env,
		"GITHUB_ACTIONS=true", "GITHUB_OUTPUT="+outFile, "GITHUB_STEP_SUMMARY="+summaryFile,
		"GITHUB_WORKSPACE="+workspace, "GITHUB_ACTION_PATH="+root, "RUNNER_TEMP="+runnerTemp,
		// A vcqlint that is this test binary acts as vcqlint (TestMain).
		childEnv+"=1",
	)
	// action.yml's defaults, then the inputs of this run.
	all := map[string]string{
		"PATH": ".", "ARGS": "", "FORMAT": "github", "VERSION": "source", "CONFIG": "", "FAIL_ON": "error", "SARIF_FILE": "",
	}
	for k, v := range inputs {
		if name, ok := strings.CutPrefix(k, "env:"); ok {
			env = append(env, name+"="+v)
			continue
		}
		all[k] = v
	}
	for k, v := range all {
		env = append(env, "INPUT_"+k+"="+v)
	}
	cmd := exec.Command("bash", filepath.Join(root, ".github", "actions", "vcqlint", "run.sh"), step)
	cmd.Env = env
	cmd.Dir = t.TempDir() // a step's working directory is not the action's
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	run := actionRun{stdout: stdout.String(), outputs: map[string]string{}}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		run.code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run action script: %v", err)
	}
	if stderr.Len() > 0 {
		t.Logf("action stderr:\n%s", stderr.String())
	}
	out, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	outputs, err := parseGitHubOutput(string(out))
	if err != nil {
		t.Errorf("GITHUB_OUTPUT: %v\n%s", err, out)
	}
	for _, kv := range outputs {
		if _, dup := run.outputs[kv[0]]; dup {
			t.Errorf("output %s set twice (%q):\n%s", kv[0], kv[1], out)
		}
		run.outputs[kv[0]] = kv[1]
	}
	summary, err := os.ReadFile(summaryFile)
	if err != nil {
		t.Fatal(err)
	}
	run.summary = string(summary)
	return run
}

// actionCache is the action's cache directory the tests share, seeded with
// this test binary as the vcqlint of this repository: what an earlier
// workflow run would have left. TestMain removes it.
var actionCache struct {
	once sync.Once
	dir  string
	err  error
}

// sharedActionCache seeds the shared cache on first use: run.sh prepare
// says the key and directory of this checkout's vcqlint, and the test
// binary goes there.
func sharedActionCache(t *testing.T) string {
	t.Helper()
	actionCache.once.Do(func() {
		root, err := os.Getwd()
		if err != nil {
			actionCache.err = err
			return
		}
		if actionCache.dir, actionCache.err = os.MkdirTemp("", "vcqlint-action-cache"); actionCache.err != nil {
			return
		}
		prep := runActionStep(t, "prepare", root, t.TempDir(), t.TempDir(), map[string]string{"env:VCQLINT_ACTION_CACHE": actionCache.dir})
		path := prep.outputs["path"]
		if prep.code != 0 || !strings.HasPrefix(path, actionCache.dir+string(filepath.Separator)) {
			actionCache.err = fmt.Errorf("run.sh prepare: exit %d, outputs %v:\n%s", prep.code, prep.outputs, prep.stdout)
			return
		}
		self, err := os.Executable()
		if err == nil {
			err = os.MkdirAll(path, 0o755)
		}
		if err == nil {
			// The action runs vcqlint with only the environment it reads
			// (linter_env), so the test binary gets the variable that makes
			// it act as vcqlint from a wrapper of its own.
			wrapper := fmt.Sprintf("#!/bin/sh\n%s=1 exec %s \"$@\"\n", childEnv, shellQuote(self))
			err = os.WriteFile(filepath.Join(path, "vcqlint"), []byte(wrapper), 0o755)
		}
		actionCache.err = err
	})
	if actionCache.err != nil {
		t.Fatalf("seed the action's cache: %v", actionCache.err)
	}
	return actionCache.dir
}

// actionCacheWith is a fresh action cache holding program (a script's
// text) as the vcqlint of this checkout, for tests that stand a fake in
// for vcqlint.
func actionCacheWith(t *testing.T, program string) string {
	t.Helper()
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prep := runActionStep(t, "prepare", root, t.TempDir(), t.TempDir(), map[string]string{"env:VCQLINT_ACTION_CACHE": dir})
	path := prep.outputs["path"]
	if prep.code != 0 || !strings.HasPrefix(path, dir+string(filepath.Separator)) {
		t.Fatalf("run.sh prepare: exit %d, outputs %v:\n%s", prep.code, prep.outputs, prep.stdout)
	}
	if err := os.MkdirAll(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(path, "vcqlint"), []byte(program), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// workspaceWithExamples copies examples/ into a fresh workspace.
func workspaceWithExamples(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	err := filepath.WalkDir("examples", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		dst := filepath.Join(ws, p)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

// findingCount counts findings independently of the action: the CLI's JSON.
func findingCount(t *testing.T, args ...string) int {
	t.Helper()
	var out bytes.Buffer
	cli.Run(context.Background(), append([]string{"--format", "json"}, args...), cli.IO{Stdout: &out, Stderr: &bytes.Buffer{}})
	var doc struct{ Findings []json.RawMessage }
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatalf("vcqlint --format json: %v\n%s", err, out.String())
	}
	return len(doc.Findings)
}

func TestActionScript(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	ws, runnerTemp := workspaceWithExamples(t), t.TempDir()
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	want := findingCount(t, "examples")
	if want == 0 {
		t.Fatal("the examples have no findings; this test needs some")
	}

	t.Run("findings, annotations and SARIF", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples", "SARIF_FILE": "vcqlint.sarif"})
		if r.code != cli.ExitFindings {
			t.Fatalf("exit %d, want %d:\n%s", r.code, cli.ExitFindings, r.stdout)
		}
		if !strings.Contains(r.stdout, "Using the vcqlint of "+root+" cached as vcqlint-source-") {
			t.Errorf("version source did not take this checkout's vcqlint from the cache:\n%s", r.stdout)
		}
		wantOut := map[string]string{"findings": itoa(want), "exit-code": "1", "sarif-file": "vcqlint.sarif"}
		for k, v := range wantOut {
			if r.outputs[k] != v {
				t.Errorf("output %s = %q, want %q (all: %v)", k, r.outputs[k], v, r.outputs)
			}
		}
		annotation := "::error file=examples/broken/child-capability-exceeds-parent.yaml,line=21,col=5,title=VCQ203 child-capability-exceeds-parent::queue research-vision capability exceeds its parent research"
		if !strings.Contains(r.stdout, annotation) {
			t.Errorf("log lacks the annotation %q:\n%s", annotation, r.stdout)
		}
		sarif, err := os.ReadFile(filepath.Join(ws, "vcqlint.sarif"))
		if err != nil {
			t.Fatalf("SARIF file not written in the workspace: %v", err)
		}
		sch, err := sariftest.Compile()
		if err != nil {
			t.Fatal(err)
		}
		if err := sariftest.Validate(sch, sarif); err != nil {
			t.Error(err)
		}
		if !strings.Contains(string(sarif), `"uri": "examples/broken/child-capability-exceeds-parent.yaml"`) {
			t.Error("SARIF uris are not relative to the workspace")
		}
		if !strings.Contains(r.summary, "### vcqlint") || !strings.Contains(r.summary, itoa(want)+" finding(s), exit code 1") ||
			!strings.Contains(r.summary, "error VCQ203") {
			t.Errorf("step summary:\n%s", r.summary)
		}
	})

	t.Run("clean path, text format, extra args", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{
			"PATH": "examples/healthy-hierarchy", "FORMAT": "text", "ARGS": "--volcano-version 1.15 --no-color",
		})
		clean := findingCount(t, "--volcano-version", "1.15", "examples/healthy-hierarchy")
		if r.outputs["findings"] != itoa(clean) || r.outputs["exit-code"] != itoa(r.code) || r.outputs["sarif-file"] != "" {
			t.Errorf("outputs %v, exit %d, want %d findings", r.outputs, r.code, clean)
		}
		if clean == 0 && (r.code != cli.ExitClean || !strings.Contains(r.stdout, "0 errors")) {
			t.Errorf("clean run: exit %d\n%s", r.code, r.stdout)
		}
	})

	t.Run("fail-on and config inputs", func(t *testing.T) {
		cfg := filepath.Join(ws, "vcqlint-config.yaml")
		if err := os.WriteFile(cfg, []byte("rules:\n  disable: [VCQ203]\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		r := runAction(t, ws, runnerTemp, map[string]string{
			"PATH": "examples/broken/child-capability-exceeds-parent.yaml", "CONFIG": "vcqlint-config.yaml", "FAIL_ON": "info",
		})
		wantN := findingCount(t, "--config", cfg, "--fail-on", "info", filepath.Join(ws, "examples/broken/child-capability-exceeds-parent.yaml"))
		if r.outputs["findings"] != itoa(wantN) || strings.Contains(r.stdout, "VCQ203") {
			t.Errorf("with VCQ203 disabled: outputs %v, want %d findings\n%s", r.outputs, wantN, r.stdout)
		}
	})

	t.Run("inputs cannot inject shell code", func(t *testing.T) {
		marker := filepath.Join(ws, "pwned")
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples", "ARGS": "$(touch " + marker + ") ;touch " + marker})
		if _, err := os.Stat(marker); err == nil {
			t.Fatal("an input was executed as shell code")
		}
		if r.code != cli.ExitError || r.outputs["exit-code"] != "2" {
			t.Errorf("junk args: exit %d, outputs %v", r.code, r.outputs)
		}
	})

	t.Run("a path with nothing to lint fails the step, naming it", func(t *testing.T) {
		if err := os.MkdirAll(filepath.Join(ws, "deploy", "volcanoo"), 0o755); err != nil {
			t.Fatal(err)
		}
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples/broken deploy/volcanoo"})
		if r.code != cli.ExitError || r.outputs["exit-code"] != "2" || !strings.Contains(r.stdout, "deploy/volcanoo: no file to lint") {
			t.Errorf("exit %d, outputs %v:\n%s", r.code, r.outputs, r.stdout)
		}
	})

	t.Run("an empty path is an error, not the whole workspace", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": " \n"})
		if r.code != cli.ExitError || r.outputs["exit-code"] != "2" || !strings.Contains(r.stdout, "input path is empty") {
			t.Errorf("exit %d, outputs %v:\n%s", r.code, r.outputs, r.stdout)
		}
	})

	t.Run("bad input value", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples", "FAIL_ON": "fatal"})
		if r.code != cli.ExitError || r.outputs["exit-code"] != "2" || r.outputs["findings"] != "0" {
			t.Errorf("exit %d, outputs %v", r.code, r.outputs)
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }

// The workflow docs/ci.md shows is the one CI lints with actionlint: keep
// them equal.
func TestReadmeWorkflowIsTheExampleWorkflow(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("docs", "ci.md"))
	if err != nil {
		t.Fatal(err)
	}
	wf, err := os.ReadFile(".github/workflows/vcqlint.yml")
	if err != nil {
		t.Fatal(err)
	}
	// The workflow file without its leading comment block.
	body := string(wf)
	for strings.HasPrefix(body, "#") {
		_, body, _ = strings.Cut(body, "\n")
	}
	_, section, ok := strings.Cut(string(readme), "\n## GitHub Action\n")
	if !ok {
		t.Fatal("docs/ci.md has no GitHub Action section")
	}
	_, block, ok := strings.Cut(section, "```yaml\n")
	block, _, _ = strings.Cut(block, "```")
	if !ok || block != body {
		t.Errorf("docs/ci.md's workflow differs from .github/workflows/vcqlint.yml:\n--- docs/ci.md\n%s\n--- workflow\n%s", block, body)
	}
}

// shellQuote quotes s as one word of a POSIX shell.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
