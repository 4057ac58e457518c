package kustomize_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/jobs"
	"github.com/vcqlint/vcqlint/internal/kustomize"
	"github.com/vcqlint/vcqlint/internal/linter"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/sandbox"
)

// The attacks of a pull request on the Kustomize build (issue 25), each a
// tree of its own: a kustomization that tries to reach the network, start a
// process, read outside the linted root, or exhaust the build's time or
// memory, beside a plain file that must still be linted. Every case must
// end with an input error at the line that names the attack, the plain
// file's finding, no process started and no connection made, and nothing
// of the files outside the root in the output.

func TestMain(m *testing.M) {
	// This test binary is the sandbox worker of the runs the tests make
	// with worker processes, as vcqlint's binary is of a real run.
	sandbox.Serve(jobs.All())
	os.Exit(m.Run())
}

// looseQueue is linted raw beside every attack: its weight 0 is VCQ305.
const looseQueue = "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: loose\nspec:\n  weight: 0\n"

// queue is a resource the attacks' kustomizations build.
const queue = "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 1\n"

// secret is written outside the linted root: it must never be read.
const secret = "TOPSECRET-6c1f"

// tripwires record every process kustomize could start (git, ssh, helm,
// kustomize, found first on PATH) and every connection it could open (to a
// listener on the loopback, which HTTP_PROXY and HTTPS_PROXY also name, so
// that a request to any host name reaches it instead of a resolver).
type tripwires struct {
	log      string
	port     int
	mu       sync.Mutex
	contacts []string
}

func setTripwires(t *testing.T) *tripwires {
	t.Helper()
	w := &tripwires{log: filepath.Join(t.TempDir(), "calls.log")}
	bin := t.TempDir()
	for _, tool := range []string{"git", "ssh", "helm", "kustomize", "docker"} {
		script := fmt.Sprintf("#!/bin/sh\necho \"%s $*\" >> %s\nexit 1\n", tool, w.log)
		if err := os.WriteFile(filepath.Join(bin, tool), []byte(script), 0o755); err != nil { //nolint:gosec // an executable test double
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	w.port = l.Addr().(*net.TCPAddr).Port
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			buf := make([]byte, 64)
			_ = c.SetReadDeadline(time.Now().Add(time.Second))
			n, _ := c.Read(buf)
			w.mu.Lock()
			w.contacts = append(w.contacts, fmt.Sprintf("%q", buf[:n]))
			w.mu.Unlock()
			_ = c.Close()
		}
	}()
	proxy := fmt.Sprintf("http://127.0.0.1:%d", w.port)
	for _, v := range []string{"HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"} {
		t.Setenv(v, proxy)
	}
	t.Setenv("NO_PROXY", "")
	t.Setenv("no_proxy", "")
	return w
}

// quiet fails the test if anything was started or contacted since the
// last call, and resets the record.
func (w *tripwires) quiet(t *testing.T) {
	t.Helper()
	if calls, err := os.ReadFile(w.log); err == nil {
		t.Errorf("processes started:\n%s", calls)
		_ = os.Remove(w.log)
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.contacts) > 0 {
		t.Errorf("connections made: %v", w.contacts)
		w.contacts = nil
	}
}

// attack is one hostile tree: the kustomization k/kustomization.yaml and
// other files, and where its input error must be.
type attack struct {
	files map[string]string
	// at is "file:line:col" of the input error, file relative to the
	// tree; msg a part of its message.
	at, msg string
}

// lintTree lints the tree at dir as its own linted root with the runner
// given (nil: in this process) and returns the result and all its text.
func lintTree(t *testing.T, dir string, jobs sandbox.Runner, lim kustomize.Limits) (*linter.Result, string) {
	t.Helper()
	roots, err := boundary.Single(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer roots.Close()
	res, err := linter.Run(context.Background(), newEngine(t), linter.Options{
		Paths: []string{dir}, Workers: 1, Roots: roots, Sandbox: jobs, Kustomize: lim,
	})
	if err != nil {
		t.Fatal(err)
	}
	text, _ := json.Marshal(struct {
		F any
		D any
	}{res.Findings, res.Diagnostics})
	return res, string(text)
}

// check asserts an attack's outcome: exactly its input error, the loose
// queue linted, no secret in the output.
func (a attack) check(t *testing.T, dir string, res *linter.Result, text string) {
	t.Helper()
	var errs []string
	for _, d := range res.Diagnostics {
		if d.Level != loader.LevelError {
			continue
		}
		rel, _ := filepath.Rel(dir, d.Pos.File)
		errs = append(errs, fmt.Sprintf("%s:%d:%d %s", filepath.ToSlash(rel), d.Pos.Line, d.Pos.Column, d.Msg))
	}
	if len(errs) != 1 || !strings.HasPrefix(errs[0], a.at+" ") || !strings.Contains(errs[0], a.msg) {
		t.Errorf("input errors:\n%s\nwant one at %s containing %q", strings.Join(errs, "\n"), a.at, a.msg)
	}
	loose := false
	for _, f := range res.Findings {
		loose = loose || f.RuleID == "VCQ305" && strings.HasSuffix(f.Pos.File, "loose.yaml")
	}
	if !loose {
		t.Errorf("the plain file beside the attack was not linted: %+v", res.Findings)
	}
	if strings.Contains(text, secret) {
		t.Errorf("a file outside the linted root reached the output: %s", text)
	}
}

func (a attack) run(t *testing.T, w *tripwires, jobs sandbox.Runner, lim kustomize.Limits) {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{"loose.yaml": looseQueue}
	for name, content := range a.files {
		files[name] = strings.ReplaceAll(content, "PORT", fmt.Sprint(w.port))
	}
	kustomize.WriteTree(t, dir, files)
	res, text := lintTree(t, dir, jobs, lim)
	a.check(t, dir, res, text)
	w.quiet(t)
}

// Every spelling of a remote base, file, component or plugin input is an
// input error at its line, and nothing is fetched or run: the build runs
// in this process, with git, ssh, helm and kustomize first on PATH
// recording any call and a listener recording any connection.
func TestRemoteReferencesReachNothing(t *testing.T) {
	w := setTripwires(t)
	kz := func(text string) map[string]string {
		return map[string]string{"k/kustomization.yaml": text, "k/q.yaml": queue, "k/local.yaml": queue}
	}
	cases := map[string]attack{}
	for i, url := range []string{
		"HTTPS://127.0.0.1:PORT/a.yaml",
		"Https://127.0.0.1:PORT/b.yaml",
		"http://127.0.0.1:PORT/c.yaml",
		"https://attacker.example/d.yaml",
		"user@127.0.0.1:org/repo",
		"git@127.0.0.1:org/repo",
		"git::http://127.0.0.1:PORT/org/repo",
		"github.com/org/repo//path?ref=v1",
		"GitHub.com/org/repo",
		"ssh://127.0.0.1:PORT/org/repo",
		"file:///tmp/repo",
	} {
		cases[fmt.Sprintf("resource-%d-%s", i, strings.SplitN(url, ":", 2)[0])] = attack{
			files: kz("resources:\n  - q.yaml\n  - " + url + "\n"),
			at:    "k/kustomization.yaml:3:5", msg: "remote base",
		}
	}
	for name, c := range map[string]struct{ text, at string }{
		"component":      {"resources: [q.yaml]\ncomponents:\n  - HTTPS://127.0.0.1:PORT/component\n", "k/kustomization.yaml:3:5"},
		"generator-file": {"configMapGenerator:\n  - name: c\n    files:\n      - conf=Https://127.0.0.1:PORT/conf\n", "k/kustomization.yaml:4:9"},
		"generator-env":  {"secretGenerator:\n  - name: s\n    envs: [http://127.0.0.1:PORT/env]\n", "k/kustomization.yaml:3:12"},
		"patch":          {"resources: [q.yaml]\npatches:\n  - path: HTTPS://127.0.0.1:PORT/patch.yaml\n", "k/kustomization.yaml:3:11"},
		"replacements":   {"resources: [q.yaml]\nreplacements:\n  - path: https://attacker.example/r.yaml\n", "k/kustomization.yaml:3:11"},
		"openapi":        {"resources: [q.yaml]\nopenapi:\n  path: HTTPS://127.0.0.1:PORT/schema.json\n", "k/kustomization.yaml:3:9"},
		"crds":           {"resources: [q.yaml]\ncrds: [http://127.0.0.1:PORT/crd.yaml]\n", "k/kustomization.yaml:2:8"},
		"configurations": {"resources: [q.yaml]\nconfigurations: [http://127.0.0.1:PORT/c.yaml]\n", "k/kustomization.yaml:2:18"},
		"psm":            {"resources: [q.yaml]\npatchesStrategicMerge:\n  - HTTPS://127.0.0.1:PORT/psm.yaml\n", "k/kustomization.yaml:3:5"},
		"helm-values": {"helmCharts:\n  - name: c\n    repo: https://127.0.0.1:PORT/charts\n    valuesFile: HTTPS://127.0.0.1:PORT/values.yaml\n",
			"k/kustomization.yaml:4:17"},
		"inline-transformer": {"resources: [q.yaml]\ntransformers:\n  - |\n    apiVersion: builtin\n    kind: PatchTransformer\n    metadata: {name: p}\n    path: HTTPS://127.0.0.1:PORT/p.yaml\n    target: {kind: Queue}\n",
			"k/kustomization.yaml:3:5"},
	} {
		cases[name] = attack{files: kz(c.text), at: c.at, msg: "remote"}
	}
	// A plugin configuration file naming a remote patch: the error is in
	// that file, at its line.
	cases["transformer-file"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml]\ntransformers: [t.yaml]\n", "k/q.yaml": queue,
		"k/t.yaml": "apiVersion: builtin\nkind: PatchTransformer\nmetadata:\n  name: p\npath: HTTPS://127.0.0.1:PORT/p.yaml\ntarget:\n  kind: Queue\n",
	}, at: "k/t.yaml:5:7", msg: "remote file"}
	// The same, once built: a transformers entry naming a kustomization
	// whose JSON 6902 patch turns a local path into a URL. The plan sees
	// only local.yaml; the build job checks the configurations the
	// directory builds to before the build uses them.
	cases["built-transformer"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml]\ntransformers:\n  - t\n", "k/q.yaml": queue, "k/local.yaml": queue,
		"k/t/kustomization.yaml": "resources: [pt.yaml]\npatches:\n  - target: {kind: PatchTransformer}\n    patch: |\n" +
			"      - {op: replace, path: /path, value: \"HTTPS://127.0.0.1:PORT/p.yaml\"}\n",
		"k/t/pt.yaml": "apiVersion: builtin\nkind: PatchTransformer\nmetadata:\n  name: p\npath: local.yaml\ntarget:\n  kind: Queue\n",
	}, at: "k/kustomization.yaml:3:5", msg: "remote file"}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) { c.run(t, w, nil, kustomize.Limits{}) })
	}
}

// Helm charts and KRM functions (exec and container) are never run: the
// build fails with kustomize's message, at the kustomization, and no
// program starts.
func TestPluginsAreNeverRun(t *testing.T) {
	w := setTripwires(t)
	ran := "ran-" + secret
	for name, c := range map[string]attack{
		"helm": {files: map[string]string{
			"k/kustomization.yaml": "helmCharts:\n  - name: chart\n    repo: https://127.0.0.1:PORT/charts\n    version: 1.0.0\n",
		}, at: "k/kustomization.yaml:1:1", msg: "--enable-helm"},
		"exec-function": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\ntransformers: [fn.yaml]\n", "k/q.yaml": queue,
			"k/fn.yaml": "apiVersion: example.com/v1\nkind: Fn\nmetadata:\n  name: fn\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ./fn.sh\n",
			"k/fn.sh":   "#!/bin/sh\necho " + ran + " > " + w.log + "\n",
		}, at: "k/kustomization.yaml:1:1", msg: "external plugins disabled"},
		"container-function": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\ngenerators: [fn.yaml]\n", "k/q.yaml": queue,
			"k/fn.yaml": "apiVersion: example.com/v1\nkind: Fn\nmetadata:\n  name: fn\n  annotations:\n    config.kubernetes.io/function: |\n      container:\n        image: example.com/fn:1\n",
		}, at: "k/kustomization.yaml:1:1", msg: "external plugins disabled"},
	} {
		t.Run(name, func(t *testing.T) { c.run(t, w, nil, kustomize.Limits{}) })
	}
}

// A symbolic link, or a path, that leads out of the linted root is an
// input error at the line that names it, and what it points at is never
// read: the secret beside the root appears nowhere in the output.
func TestReadsStayInsideTheRoot(t *testing.T) {
	w := setTripwires(t)
	outside := t.TempDir()
	kustomize.WriteTree(t, outside, map[string]string{
		"secret.yaml":                  "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + secret + "\ndata:\n  k: " + secret + "\n",
		"env.txt":                      "TOKEN=" + secret + "\n",
		"base/kustomization.yaml":      "resources: [secret.yaml]\n",
		"base/secret.yaml":             "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + secret + "\n",
		"patch.yaml":                   "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\nspec:\n  weight: 0 # " + secret + "\n",
		"transformer/t.yaml":           "apiVersion: builtin\nkind: LabelTransformer\nmetadata:\n  name: " + secret + "\n",
		"replacements/r.yaml":          "- source: {kind: Queue, fieldPath: metadata.name}\n  targets: []\n",
		"component/kustomization.yaml": "apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [../secret.yaml]\n",
	})
	for name, c := range map[string]attack{
		"resource-link": {files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - secret.yaml\n", "k/q.yaml": queue,
			"k/secret.yaml": "-> " + filepath.Join(outside, "secret.yaml"),
		}, at: "k/kustomization.yaml:3:5", msg: "symbolic link"},
		"resource-relative-link": {files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - secret.yaml\n", "k/q.yaml": queue,
			"k/secret.yaml": "-> ../../../../../../../../../../../.." + filepath.Join(outside, "secret.yaml"),
		}, at: "k/kustomization.yaml:3:5", msg: "symbolic link"},
		"base-link": {files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - base\n", "k/q.yaml": queue,
			"k/base": "-> " + filepath.Join(outside, "base"),
		}, at: "k/kustomization.yaml:3:5", msg: "symbolic link"},
		"link-inside-a-base": {files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - ../base\n", "k/q.yaml": queue,
			"base/kustomization.yaml": "resources:\n  - secret.yaml\n",
			"base/secret.yaml":        "-> " + filepath.Join(outside, "secret.yaml"),
		}, at: "base/kustomization.yaml:2:5", msg: "symbolic link"},
		"generator-file-link": {files: map[string]string{
			"k/kustomization.yaml": "configMapGenerator:\n  - name: c\n    files:\n      - env.txt\n",
			"k/env.txt":            "-> " + filepath.Join(outside, "env.txt"),
		}, at: "k/kustomization.yaml:4:9", msg: "symbolic link"},
		"generator-env-link": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\nsecretGenerator:\n  - name: c\n    envs: [env.txt]\n", "k/q.yaml": queue,
			"k/env.txt": "-> " + filepath.Join(outside, "env.txt"),
		}, at: "k/kustomization.yaml:4:12", msg: "symbolic link"},
		"patch-link": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\npatches:\n  - path: patch.yaml\n", "k/q.yaml": queue,
			"k/patch.yaml": "-> " + filepath.Join(outside, "patch.yaml"),
		}, at: "k/kustomization.yaml:3:11", msg: "symbolic link"},
		"transformer-link": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\ntransformers:\n  - t\n", "k/q.yaml": queue,
			"k/t": "-> " + filepath.Join(outside, "transformer"),
		}, at: "k/kustomization.yaml:3:5", msg: "symbolic link"},
		"replacements-link": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\nreplacements:\n  - path: r.yaml\n", "k/q.yaml": queue,
			"k/r.yaml": "-> " + filepath.Join(outside, "replacements", "r.yaml"),
		}, at: "k/kustomization.yaml:3:11", msg: "symbolic link"},
		"component-link": {files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\ncomponents:\n  - c\n", "k/q.yaml": queue,
			"k/c": "-> " + filepath.Join(outside, "component"),
		}, at: "k/kustomization.yaml:3:5", msg: "symbolic link"},
		"relative-path-out": {files: map[string]string{
			// Up to the file system's root, whatever the tree's directory,
			// then down to the secret.
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - " + strings.Repeat("../", 40) +
				strings.TrimPrefix(filepath.ToSlash(filepath.Join(outside, "secret.yaml")), "/") + "\n",
			"k/q.yaml": queue,
		}, at: "k/kustomization.yaml:3:5", msg: "outside the linted root"},
		"absolute-path": {files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - " + filepath.Join(outside, "secret.yaml") + "\n", "k/q.yaml": queue,
		}, at: "k/kustomization.yaml:3:5", msg: "outside the linted root"},
	} {
		t.Run(name, func(t *testing.T) { c.run(t, w, nil, kustomize.Limits{}) })
	}
}

// Builds that would explode end at once, before kustomize runs, with an
// input error at the line that causes it.
func TestBlowUpsStopAtTheirLine(t *testing.T) {
	w := setTripwires(t)
	cases := map[string]attack{}
	// A 1 KB JSON 6902 patch of 20 operations, each copying the spec into
	// itself: 2^20 times the document.
	var ops strings.Builder
	ops.WriteString("- op: add\n  path: /spec/c\n  value: {}\n")
	for i := range 20 {
		fmt.Fprintf(&ops, "- op: copy\n  from: /spec\n  path: /spec/c%d\n", i)
	}
	cases["json6902-self-copies"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml]\npatches:\n  - path: copies.yaml\n    target: {kind: Queue}\n", "k/q.yaml": queue,
		"k/copies.yaml": ops.String(),
	}, at: fmt.Sprintf("k/copies.yaml:%d:3", 4+3*18), msg: "each copy operation may double it"}
	// 14 levels of diamonds: each level's kustomization names two bases
	// that both name the level below, so the bottom is loaded 2^14 times.
	diamond := map[string]string{"d0/kustomization.yaml": "resources: [q.yaml]\n", "d0/q.yaml": queue}
	for i := 1; i <= 14; i++ {
		diamond[fmt.Sprintf("a%d/kustomization.yaml", i)] = fmt.Sprintf("namePrefix: a-\nresources: [../d%d]\n", i-1)
		diamond[fmt.Sprintf("b%d/kustomization.yaml", i)] = fmt.Sprintf("namePrefix: b-\nresources: [../d%d]\n", i-1)
		diamond[fmt.Sprintf("d%d/kustomization.yaml", i)] = fmt.Sprintf("resources:\n  - ../a%d\n  - ../b%d\n", i, i)
	}
	cases["diamonds"] = attack{files: diamond, at: "d14/kustomization.yaml:2:5", msg: "loads more than 500 kustomizations"}
	// Aliases that expand a 600-byte document to 10^9 nodes, in a
	// resource file and in a patch written inline.
	var bomb strings.Builder
	bomb.WriteString("  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 9; i++ {
		fmt.Fprintf(&bomb, "  a%d: &a%d [%s]\n", i, i, strings.TrimSuffix(strings.Repeat(fmt.Sprintf("*a%d, ", i-1), 10), ", "))
	}
	cases["alias-bomb"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml, bomb.yaml]\n", "k/q.yaml": queue,
		"k/bomb.yaml": "apiVersion: example.com/v1\nkind: Bomb\nmetadata:\n  name: b\nspec:\n" + bomb.String(),
	}, at: "k/bomb.yaml:7:12", msg: "aliases"}
	cases["alias-bomb-inline-patch"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml]\npatches:\n  - target: {kind: Queue}\n    patch: |\n      apiVersion: scheduling.volcano.sh/v1beta1\n      kind: Queue\n      metadata:\n        name: q\n      spec:\n" +
			indent(bomb.String(), "      "),
		"k/q.yaml": queue,
	}, at: "k/kustomization.yaml:4:12", msg: "aliases"}
	// 9,000 nested mappings in 100 KB: kyaml's DeAnchor copies each with
	// all below it (minutes before the check).
	cases["deep-nesting"] = attack{files: map[string]string{
		"k/kustomization.yaml": "resources: [q.yaml, deep.yaml]\n", "k/q.yaml": queue,
		"k/deep.yaml": "apiVersion: example.com/v1\nkind: Deep\nmetadata:\n  name: d\nspec: " +
			strings.Repeat("{a: ", 9000) + "1" + strings.Repeat("}", 9000) + "\n",
	}, at: fmt.Sprintf("k/deep.yaml:5:%d", 7+4*255), msg: "nests more than 256 levels"}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) { c.run(t, w, nil, kustomize.Limits{}) })
	}
}

func indent(s, pad string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = pad + l
		}
	}
	return strings.Join(lines, "")
}

// What the plan cannot see coming stops at the build's own caps (a
// generator naming a large file again and again) or at its sandbox
// budget (replacements that copy a document into itself), in a worker
// process: an input error at the kustomization, the rest linted.
func TestBuildBudgetsStopWhatThePlanCannotSee(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the sandbox's memory budget is enforced on Linux")
	}
	w := setTripwires(t)
	jobs, err := sandbox.New(sandbox.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer jobs.Close()
	big := strings.Repeat("x", 1<<20)
	var files strings.Builder
	for i := range 40 {
		fmt.Fprintf(&files, "      - k%d=big.txt\n", i)
	}
	var repl strings.Builder
	for i := range 40 {
		fmt.Fprintf(&repl, "  - source: {kind: Blob, name: b, fieldPath: spec}\n    targets:\n      - select: {kind: Blob}\n        fieldPaths: [spec.c%d]\n        options: {create: true}\n", i)
	}
	lim := kustomize.Limits{Sandbox: sandbox.Limits{Time: 20 * time.Second, Memory: 128 << 20}, Caps: kustomize.Caps{ReadBytes: 8 << 20}}
	for name, c := range map[string]attack{
		"generator-repeats-a-large-file": {files: map[string]string{
			"k/kustomization.yaml": "configMapGenerator:\n  - name: c\n    files:\n" + files.String(),
			"k/big.txt":            big,
		}, at: "k/kustomization.yaml:1:1", msg: "read more than 8 MiB"},
		"replacements-double-a-document": {files: map[string]string{
			"k/kustomization.yaml": "resources: [blob.yaml]\nreplacements:\n" + repl.String(),
			"k/blob.yaml":          "apiVersion: example.com/v1\nkind: Blob\nmetadata:\n  name: b\nspec:\n  a: [1, 2, 3, 4, 5, 6, 7, 8]\n",
		}, at: "k/kustomization.yaml:1:1", msg: "budget"},
	} {
		t.Run(name, func(t *testing.T) { c.run(t, w, jobs, lim) })
	}
}

// A reference to something that is not a regular file is an input error
// at its line, never a read that blocks: a FIFO as a resource or a patch.
// A directory without a kustomization is left to kustomize's own message.
func TestReferencesToOddFiles(t *testing.T) {
	w := setTripwires(t)
	for name, c := range map[string]struct {
		attack
		fifo string
	}{
		"fifo-resource": {attack{files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - pipe.yaml\n", "k/q.yaml": queue,
		}, at: "k/kustomization.yaml:3:5", msg: "a named pipe"}, "k/pipe.yaml"},
		"fifo-patch": {attack{files: map[string]string{
			"k/kustomization.yaml": "resources: [q.yaml]\npatches:\n  - path: pipe.yaml\n", "k/q.yaml": queue,
		}, at: "k/kustomization.yaml:3:11", msg: "a named pipe"}, "k/pipe.yaml"},
		"directory-without-kustomization": {attack{files: map[string]string{
			"k/kustomization.yaml": "resources:\n  - q.yaml\n  - empty\n", "k/q.yaml": queue, "k/empty/readme.txt": "nothing\n",
		}, at: "k/kustomization.yaml:3:5", msg: "kustomize build failed"}, ""},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if c.fifo != "" {
				if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(c.fifo)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := syscall.Mkfifo(filepath.Join(dir, c.fifo), 0o644); err != nil {
					t.Skip("no FIFOs here:", err)
				}
			}
			files := map[string]string{"loose.yaml": looseQueue}
			for n, text := range c.files {
				files[n] = text
			}
			kustomize.WriteTree(t, dir, files)
			res, text := lintTree(t, dir, nil, kustomize.Limits{})
			c.check(t, dir, res, text)
			w.quiet(t)
		})
	}
}
