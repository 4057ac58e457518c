package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Issue #25, end to end: one repository holding the attacks a pull
// request can make outside Helm and Kustomize, linted by vcqlint (this test
// binary re-run as vcqlint, whose sandbox workers are vcqlint re-run again
// through os.Executable, as in a real run), with a fake git, helm, ssh,
// kustomize and kubectl first on PATH that record any call and a proxy that
// records any connection. Each attack must end bounded, with a clear input
// error at its place; the rest of the input is linted; nothing from outside
// the repository reaches the output or is written; no process is started
// but the workers; nothing goes to the network.

// secret is what the files outside the repository hold: it must never
// appear in any output.
const secret = "TOPSECRET-5f0c1e"

// trap records what a run must not do: programs run from PATH and
// connections made through the proxy variables.
type trap struct {
	dir, calls string
	mu         sync.Mutex
	conns      int
	ln         net.Listener
}

// newTrap puts recording programs first on PATH and points the proxy
// variables at a listener that counts connections, for the rest of t.
func newTrap(t *testing.T) *trap {
	t.Helper()
	tr := &trap{dir: t.TempDir()}
	tr.calls = filepath.Join(tr.dir, "calls.log")
	for _, name := range []string{"git", "helm", "ssh", "kustomize", "kubectl", "curl", "sh"} {
		script := fmt.Sprintf("#!/bin/sh\necho %s \"$@\" >> %q\nexit 1\n", name, tr.calls)
		if err := os.WriteFile(filepath.Join(tr.dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	tr.ln = ln
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			tr.mu.Lock()
			tr.conns++
			tr.mu.Unlock()
			_ = c.Close()
		}
	}()
	t.Cleanup(func() { _ = ln.Close() })
	t.Setenv("PATH", tr.dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	proxy := "http://" + ln.Addr().String()
	for _, v := range []string{"HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"} {
		t.Setenv(v, proxy)
	}
	t.Setenv("NO_PROXY", "")
	t.Setenv("no_proxy", "")
	return tr
}

// check fails t if a program was run from PATH or a connection was made.
func (tr *trap) check(t *testing.T) {
	t.Helper()
	if calls, err := os.ReadFile(tr.calls); err == nil {
		t.Errorf("programs were run:\n%s", calls)
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.conns > 0 {
		t.Errorf("%d connections reached the proxy", tr.conns)
	}
}

// bombPolicy builds a value of 2^34 leaves by sharing, then marshals it
// (use "marshal") or compares it (use "compare"): one OPA call that never
// looks at its context.
func bombPolicy(id, pkg, use string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# METADATA\n# title: bomb-%s\n# custom:\n#   id: %s\n#   severity: error\n#   summary: builds 2^34 leaves\npackage %s\n\n", use, id, pkg)
	b.WriteString("double(x) := [x, x]\n\nv0 := [\"leaf\"]\n")
	for i := 1; i <= 34; i++ {
		fmt.Fprintf(&b, "v%d := double(v%d)\n", i, i-1)
	}
	cond := "count(json.marshal(v34)) > 0"
	if use == "compare" {
		cond = "v34 == double(v33)"
	}
	fmt.Fprintf(&b, "\nviolation contains {\"ref\": q.ref, \"message\": \"big\"} if {\n\tsome q in input.queues\n\t%s\n}\n", cond)
	return b.String()
}

// queuePolicy reports every queue: it shows user rules still report.
const queuePolicy = `# METADATA
# title: every-queue
# custom:
#   id: SEC003
#   severity: warning
#   summary: names every queue
package sec.every

violation contains {"ref": q.ref, "message": sprintf("queue %s seen", [q.name])} if {
	some q in input.queues
	not q.implicit
}
`

// attackRepo writes a repository of the attacks under dir/repo, with
// dir/outside beside it holding the secret, and returns the repository.
func attackRepo(t *testing.T, dir string) string {
	t.Helper()
	repo, outside := filepath.Join(dir, "repo"), filepath.Join(dir, "outside")
	writeFile(t, filepath.Join(outside, "secret.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "+secret+"\n")
	writeFile(t, filepath.Join(outside, "secret.rego"), "package "+secret+"\n")
	if err := os.Mkdir(filepath.Join(dir, "repo"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(repo, ".git"), 0o755); err != nil { // the linted root: its Git top level
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(repo, ".vcqlint.yaml"), "policies:\n  - policies\n")
	// The input the rest of the run must still lint: a queue with a
	// finding of its own (weight 0).
	writeFile(t, filepath.Join(repo, "queues.yaml"), strings.Replace(queueYAML("team-a", "", ""), "weight: 1", "weight: 0", 1))
	// YAML that took gigabytes, a tenth of the sizes.
	writeFile(t, filepath.Join(repo, "big", "dashes.yaml"), strings.Repeat("---\n", 1<<20))
	writeFile(t, filepath.Join(repo, "big", "flow.yaml"), "["+strings.Repeat("a,", 1_100_000)+"a]\n")
	writeFile(t, filepath.Join(repo, "big", "breaks.yaml"), "a: |+\n"+strings.Repeat("\n", 4<<20))
	// A scheduler configuration on one line, as JSON, in a quoted string:
	// placing its nodes was quadratic.
	writeFile(t, filepath.Join(repo, "big", "one-line-conf.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: volcano-scheduler-configmap\n  namespace: volcano-system\ndata:\n"+
		`  volcano-scheduler.conf: '{"actions": "enqueue, allocate", "tiers": [{"plugins": [{"name": "gang"}, {"name": "drf", "arguments": {"list": [`+
		strings.Repeat("1, ", 200_000)+"1]}}]}]}'\n")
	// User policies that never look at their context, and one that works.
	writeFile(t, filepath.Join(repo, "policies", "marshal.rego"), bombPolicy("SEC001", "sec.marshal", "marshal"))
	writeFile(t, filepath.Join(repo, "policies", "compare.rego"), bombPolicy("SEC002", "sec.compare", "compare"))
	writeFile(t, filepath.Join(repo, "policies", "every.rego"), queuePolicy)
	// Links out of the repository: a manifest and a policy.
	for link, target := range map[string]string{"leak.yaml": "secret.yaml", "leaky-policies/leak.rego": "secret.rego"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(repo, link)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(filepath.Join(outside, target), filepath.Join(repo, link)); err != nil {
			t.Fatal(err)
		}
	}
	return repo
}

func TestSecurityAttacksEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("the attacks take some seconds")
	}
	tr := newTrap(t)
	dir := t.TempDir()
	repo := attackRepo(t, dir)
	noSecret := func(t *testing.T, r hostileRun) {
		t.Helper()
		if strings.Contains(r.stdout+r.stderr, secret) {
			t.Errorf("a file outside the repository reached the output:\n%s\n%s", clip(r.stdout), clip(r.stderr))
		}
	}

	t.Run("the attacks in one run", func(t *testing.T) {
		r := runHostile(t, repo, "--policy-timeout", "2s", "--policy-memory", "256Mi", ".")
		noSecret(t, r)
		if r.code != 2 {
			t.Errorf("exit %d, want 2 (input errors)", r.code)
		}
		// The whole report: the findings of the input that is linted (the
		// built-in rules, and the user rule within its budgets), then the
		// summary, which counts the input errors.
		var findings []string
		for _, l := range strings.Split(r.stdout, "\n") {
			if strings.HasPrefix(l, "queues.yaml:") || strings.HasPrefix(l, "big/") || strings.HasPrefix(l, "policies/") {
				findings = append(findings, l)
			}
		}
		wantFindings := []string{
			// The argument drf never reads, at its column in a 600 KB line.
			`big/one-line-conf.yaml:7:132: warning VCQ104 plugin drf: Volcano 1.15's drf reads no arguments, so it ignores "list"`,
			"queues.yaml:2:1: warning SEC003 queue team-a seen",
			"queues.yaml:7:3: error VCQ305 queue team-a weight 0 < 1: the mutating webhook sets it to 1 only when the queue is created, so later updates are rejected",
		}
		if strings.Join(findings, "\n") != strings.Join(wantFindings, "\n") || !strings.Contains(r.stdout, "✖ 1 error, 2 warnings, 0 infos in 5 files (2 objects); 2 input errors: some input was not linted") {
			t.Errorf("report:\n%s", clip(r.stdout))
		}
		// The input errors, one line each, at their places: the file over
		// the node cap, the policies over their budgets by file and rule.
		lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
		if len(lines) != 3 ||
			lines[2] != "big/flow.yaml:1: error: the file holds more than 1,000,000 YAML nodes, vcqlint's cap for one file; split it into smaller files (the documents from this line on are not linted)" {
			t.Errorf("stderr:\n%s", clip(r.stderr))
		}
		for i, id := range []string{"SEC002", "SEC001"} {
			file := map[string]string{"SEC001": "marshal", "SEC002": "compare"}[id]
			prefix := "vcqlint: policy policies/" + file + ".rego: rule " + id + " "
			if i >= len(lines) || !strings.HasPrefix(lines[i], prefix) ||
				!(strings.HasSuffix(lines[i], "used more than its memory budget of 256 MiB and was stopped (--policy-memory raises it)") ||
					strings.HasSuffix(lines[i], "did not finish within 2s and was stopped") ||
					strings.HasSuffix(lines[i], "did not finish within 2s and was stopped (--policy-timeout raises it)")) {
				t.Errorf("%s: stderr:\n%s", id, clip(r.stderr))
			}
		}
		// The flow list alone keeps a million nodes while it is parsed,
		// some 200 MiB.
		if r.peakRSS > 512<<20 {
			t.Errorf("peak RSS %d MiB, want under 512", r.peakRSS>>20)
		}
	})

	t.Run("a policy linked out of the repository", func(t *testing.T) {
		r := runHostile(t, repo, "--no-config", "--policy", "leaky-policies", "queues.yaml")
		noSecret(t, r)
		link := filepath.Join("leaky-policies", "leak.rego")
		if r.code != 2 || !strings.Contains(r.stderr, link+": symbolic link to "+filepath.Join(dir, "outside", "secret.rego")+" leads outside the linted root") {
			t.Errorf("exit %d, stderr:\n%s", r.code, clip(r.stderr))
		}
		if !strings.Contains(r.stdout, "queues.yaml:7:3: error VCQ305") {
			t.Errorf("the built-in rules stopped reporting:\n%s", clip(r.stdout))
		}
	})

	t.Run("a configuration naming files outside", func(t *testing.T) {
		writeFile(t, filepath.Join(repo, "hostile", ".vcqlint.yaml"), "paths:\n  - ../../outside\npolicies:\n  - ../../outside\n")
		r := runHostile(t, repo, "--config", "hostile/.vcqlint.yaml")
		noSecret(t, r)
		for _, want := range []string{
			"hostile/.vcqlint.yaml:2:5: paths[0]: ../outside is outside the linted root " + repo,
			"hostile/.vcqlint.yaml:4:5: policies[0]: ../outside is outside the linted root " + repo,
		} {
			if !strings.Contains(r.stderr, want) {
				t.Errorf("stderr lacks %q:\n%s", want, clip(r.stderr))
			}
		}
		if r.code != 2 || r.stdout != "" {
			t.Errorf("exit %d, stdout:\n%s", r.code, clip(r.stdout))
		}
	})

	t.Run("--fix writes inside only, and reports a file it cannot write", func(t *testing.T) {
		fixable := strings.Replace(queueYAML("team-b", "", ""), "weight: 1", "weight: 0", 1)
		writeFile(t, filepath.Join(repo, "fix", "a.yaml"), fixable)
		writeFile(t, filepath.Join(repo, "fix", "target.yaml"), strings.Replace(fixable, "team-b", "team-c", 1))
		if err := os.Symlink("target.yaml", filepath.Join(repo, "fix", "link.yaml")); err != nil {
			t.Fatal(err)
		}
		outsideQueue := filepath.Join(dir, "outside", "q.yaml")
		writeFile(t, outsideQueue, strings.Replace(fixable, "team-b", "team-d", 1))
		writeFile(t, filepath.Join(repo, "fix", ".vcqlint.yaml"), "paths:\n  - ../../outside\n")
		r := runHostile(t, repo, "--no-config", "--fix", "fix/a.yaml", "fix/link.yaml")
		noSecret(t, r)
		if got, _ := os.ReadFile(filepath.Join(repo, "fix", "a.yaml")); !strings.Contains(string(got), "weight: 1") {
			t.Errorf("the writable file was not fixed:\n%s", got)
		}
		if got, _ := os.ReadFile(filepath.Join(repo, "fix", "target.yaml")); strings.Contains(string(got), "weight: 1") {
			t.Errorf("a file was written through a link:\n%s", got)
		}
		if r.code != 2 || !strings.Contains(r.stderr, "fix/link.yaml: error: fixes not applied: ") || !strings.Contains(r.stdout, "--fix: fixed 1 finding in 1 file") {
			t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, clip(r.stdout), clip(r.stderr))
		}
		// The configuration's paths: outside are refused, nothing written.
		r = runHostile(t, repo, "--fix", "--config", "fix/.vcqlint.yaml")
		if got, _ := os.ReadFile(outsideQueue); strings.Contains(string(got), "weight: 1") || r.code != 2 {
			t.Errorf("exit %d; the file outside:\n%s", r.code, got)
		}
	})

	t.Run("--git of a missing path inside a repository", func(t *testing.T) {
		r := runHostile(t, repo, "--git", "no-such-path")
		if r.code != 2 || !strings.Contains(r.stderr, "--git: no-such-path: no such file or directory") || r.stdout != "" {
			t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", r.code, clip(r.stdout), clip(r.stderr))
		}
	})
	tr.check(t)
}

// The Action passes vcqlint only the environment it reads: neither the
// suggestions token nor the workflow's own secrets reach the process that
// reads the pull request's files; only `vcqlint suggest` gets the token.
// A vcqlint that records its environment stands in for the real one.
func TestActionPassesTheLinterNoSecrets(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	ws, runnerTemp := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(ws, "q.yaml"), queueYAML("a", "", ""))
	envLog := filepath.Join(t.TempDir(), "env.log")
	// It writes an empty JSON report wherever --output names a file, so
	// that the script goes on to post suggestions.
	cache := actionCacheWith(t, fmt.Sprintf(`#!/bin/sh
{ echo "=== $1"; env; } >> %q
prev=
for a in "$@"; do
  if [ "$prev" = --output ] && [ "$a" != - ]; then echo '{"findings": []}' > "$a"; fi
  prev=$a
done
exit 0
`, envLog))
	event := filepath.Join(t.TempDir(), "event.json")
	writeFile(t, event, `{"pull_request":{"number":7,"head":{"sha":"abc"}}}`)
	r := runAction(t, ws, runnerTemp, map[string]string{
		"SUGGESTIONS_TOKEN": "ghs_suggestions-secret", "env:WORKFLOW_SECRET": "aws-secret-value",
		"env:GITHUB_EVENT_PATH": event, "env:GITHUB_API_URL": "http://127.0.0.1:9", "env:GITHUB_REPOSITORY": "o/r",
		"env:VCQLINT_ACTION_CACHE": cache,
	})
	if r.code != 0 {
		t.Fatalf("exit %d:\n%s", r.code, r.stdout)
	}
	data, err := os.ReadFile(envLog)
	if err != nil {
		t.Fatal(err)
	}
	runs := strings.Split(string(data), "=== ")[1:]
	seen := map[string]bool{}
	for _, run := range runs {
		cmd, env, _ := strings.Cut(run, "\n")
		seen[cmd] = true
		if strings.Contains(env, "aws-secret-value") || strings.Contains(env, "INPUT_") {
			t.Errorf("vcqlint %s got the workflow's environment:\n%s", cmd, env)
		}
		hasToken := strings.Contains(env, "VCQLINT_GITHUB_TOKEN=ghs_suggestions-secret")
		if cmd == "suggest" != hasToken || (cmd != "suggest" && strings.Contains(env, "ghs_suggestions-secret")) {
			t.Errorf("vcqlint %s: token passed %v:\n%s", cmd, hasToken, env)
		}
	}
	for _, cmd := range []string{"--fail-on", "suggest", "tree"} {
		if !seen[cmd] {
			t.Errorf("vcqlint %s was not run (runs: %v)", cmd, seen)
		}
	}
}
