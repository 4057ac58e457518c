package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
)

// The documentation's commands are run as written: every line of a ```sh
// block of README.md and docs/**/*.md, and every `$ ` line of a ```console
// block, whose output must then show the lines printed under it (… stands
// for any text, a line of its own for any lines).
//
// They run in bash, in a scratch Git repository that holds the examples and
// test data the docs name, plus stand-ins for the directories a reader
// would have (see docsWorkspaceFiles); `vcqlint` is this test binary acting
// as the command (TestMain), and `go run . ARGS` means `vcqlint ARGS`. A
// command must exit 0 or 1 (findings): 2, a usage or input error, means the
// docs are wrong. The commands of one block run one after the other in one
// workspace, as a reader would type them.
//
// A few commands cannot run in a test (no cluster, no network, the test
// suite itself); notRun says why for each, and checks what it can. A command
// that is neither run nor listed there fails the test.

// docsFiles lists the Markdown files whose commands and links are tested.
func docsFiles(t *testing.T) []string {
	t.Helper()
	files := []string{"README.md"}
	err := filepath.WalkDir("docs", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// fencedBlock is one ``` block of a Markdown file.
type fencedBlock struct {
	file  string
	line  int // of the first line inside the fence
	lang  string
	lines []string
}

// fencedBlocks returns the fenced blocks of a Markdown text. A fence may be
// indented (a block inside a list item); its indentation is removed from
// the block's lines.
func fencedBlocks(file, text string) []fencedBlock {
	var blocks []fencedBlock
	var cur *fencedBlock
	indent := ""
	for i, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimLeft(line, " ")
		if cur == nil {
			if strings.HasPrefix(trimmed, "```") {
				indent = line[:len(line)-len(trimmed)]
				cur = &fencedBlock{file: file, line: i + 2, lang: strings.TrimSpace(strings.TrimPrefix(trimmed, "```"))}
			}
			continue
		}
		if strings.HasPrefix(trimmed, "```") {
			blocks = append(blocks, *cur)
			cur = nil
			continue
		}
		cur.lines = append(cur.lines, strings.TrimPrefix(line, indent))
	}
	return blocks
}

// docCommand is one command of the docs, with the output its block shows
// (console blocks only).
type docCommand struct {
	where string // file:line
	text  string
	want  []string
}

// blockCommands returns the commands of a sh or console block, nil for
// other blocks. Lines ending in a backslash continue on the next.
func blockCommands(b fencedBlock) []docCommand {
	var cmds []docCommand
	switch b.lang {
	case "sh", "bash", "shell":
		for i := 0; i < len(b.lines); i++ {
			start := i
			text := strings.TrimSpace(b.lines[i])
			for strings.HasSuffix(text, `\`) && i+1 < len(b.lines) {
				i++
				text = strings.TrimSuffix(text, `\`) + " " + strings.TrimSpace(b.lines[i])
			}
			if text == "" || strings.HasPrefix(text, "#") {
				continue
			}
			cmds = append(cmds, docCommand{where: fmt.Sprintf("%s:%d", b.file, b.line+start), text: text})
		}
	case "console":
		for i, line := range b.lines {
			if text, ok := strings.CutPrefix(line, "$ "); ok {
				cmds = append(cmds, docCommand{where: fmt.Sprintf("%s:%d", b.file, b.line+i), text: text})
			} else if len(cmds) > 0 && strings.TrimSpace(line) != "" {
				cmds[len(cmds)-1].want = append(cmds[len(cmds)-1].want, line)
			}
		}
	}
	return cmds
}

// notRun says why a command is not run, and checks what can be checked of
// it (a benchmark's package and name go into benchmarks, checked at the
// end); "" means the command runs.
func notRun(t *testing.T, text string, benchmarks map[string][]string) string {
	t.Helper()
	text = withoutComment(text)
	fields := strings.Fields(text)
	switch {
	case fields[0] == "kubectl":
		return "needs a Kubernetes cluster; the test workspace holds the files it would write"
	case fields[0] == "vcqlint" && strings.Contains(text, "https://"):
		return "clones over the network; internal/gitsrc clones over smart HTTP from a loopback server"
	case strings.HasPrefix(text, "go run golang.org/x/perf/cmd/benchstat@"):
		return "downloads benchstat and compares two benchmark logs"
	case text == "go test ./...":
		return "the test suite itself; .ci/run runs it"
	case strings.HasPrefix(strings.TrimPrefix(text, "nice -n 10 "), "go run -C tools ./mutate"):
		return "a mutation run (the rules' tests once per mutant: minutes); go test -C tools ./mutate runs the tool end to end on a sample package"
	case fields[0] == "go" && len(fields) > 1 && fields[1] == "test" && strings.Contains(text, "-bench"):
		pkg, top := benchmarkOf(fields)
		if pkg == "" || top == "" {
			t.Errorf("%s: no -bench= pattern or ./package", text)
		}
		benchmarks[pkg] = append(benchmarks[pkg], top)
		return "a benchmark run (minutes); checked that the package's test files have the benchmark, and .ci/run runs the smallest sizes"
	case fields[0] == "bash" && len(fields) == 2 && strings.HasPrefix(fields[1], ".ci/"):
		if out, err := exec.Command("bash", "-n", fields[1]).CombinedOutput(); err != nil {
			t.Errorf("%s: bash -n: %v\n%s", fields[1], err, out)
		}
		return "a timing script (timings are not tests); checked that it parses"
	}
	return ""
}

// withoutComment drops a trailing shell comment (a # after a blank,
// outside quotes).
func withoutComment(text string) string {
	var quote rune
	for i, r := range text {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == '#' && i > 0 && (text[i-1] == ' ' || text[i-1] == '\t'):
			return strings.TrimSpace(text[:i])
		}
	}
	return strings.TrimSpace(text)
}

// benchmarkOf returns the package and top-level benchmark name a
// documented `go test -bench=REGEXP PACKAGE` selects.
func benchmarkOf(fields []string) (pkg, top string) {
	for _, f := range fields[2:] {
		if v, ok := strings.CutPrefix(f, "-bench="); ok {
			top, _, _ = strings.Cut(strings.Trim(v, `'"`), "/")
		} else if strings.HasPrefix(f, "./") {
			pkg = f
		}
	}
	return pkg, top
}

// checkBenchmarksExist fails for each documented benchmark pattern that
// selects none of its package's benchmarks. The benchmarks are read from
// the package's test files (the functions `go test -list` would print),
// which needs no build of the package's test binary.
func checkBenchmarksExist(t *testing.T, benchmarks map[string][]string) {
	t.Helper()
	for pkg, tops := range benchmarks {
		names, err := benchmarkNames(pkg)
		if err != nil {
			t.Errorf("benchmarks of %s: %v", pkg, err)
			continue
		}
		for _, top := range tops {
			re, err := regexp.Compile(top)
			found := false
			for _, name := range names {
				found = found || err == nil && re.MatchString(name)
			}
			if !found {
				t.Errorf("the docs run go test -bench=%s %s, which selects none of its benchmarks %v", top, pkg, names)
			}
		}
	}
}

// benchmarkNames are the names of the benchmarks in the test files of the
// package in directory dir, without their Benchmark prefix.
func benchmarkNames(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		return nil, fmt.Errorf("test files of %s: %w", dir, err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no test files in %s", dir)
	}
	var names []string
	for _, f := range files {
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range parsed.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Benchmark") {
				continue
			}
			names = append(names, strings.TrimPrefix(fn.Name.Name, "Benchmark"))
		}
	}
	return names, nil
}

// docsWorkspaceFiles maps the workspace's files (slash paths) to their
// sources in this repository: the examples and test data the docs name,
// and stand-ins for a reader's own directories.
func docsWorkspaceFiles(t *testing.T) map[string]string {
	t.Helper()
	files := map[string]string{}
	copyTree := func(dst, src string, keep func(string) bool) {
		err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || (keep != nil && !keep(p)) {
				return err
			}
			rel, err := filepath.Rel(src, p)
			if err != nil {
				return err
			}
			data, err := os.ReadFile(p)
			files[filepath.ToSlash(filepath.Join(dst, rel))] = string(data)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// testdata/kustomize's other directories are broken on purpose.
	for _, dir := range []string{"examples", "testdata/simulate", "testdata/clusters", "testdata/cli/custom-build", "testdata/suppress",
		"testdata/kustomize/base", "testdata/kustomize/components", "testdata/kustomize/overlays"} {
		copyTree(dir, dir, nil)
	}
	// The GitOps fixtures docs/inputs.md lints (the others are repositories
	// of their own: their paths are from their own root).
	for _, dir := range []string{"values-template-comment", "flux-values", "flux-valuesfrom", "argo-valuesobject", "argo-values-string",
		"argo-applicationset", "k3s-valuescontent", "scheduler-conf-key", "scheduler-conf-missing"} {
		copyTree("testdata/gitops/"+dir, "testdata/gitops/"+dir, nil)
	}
	isRego := func(p string) bool { return strings.HasSuffix(p, ".rego") }
	// A reader's manifests: broken queues, the house-rule queues, and the
	// Node manifests of a GPU cluster.
	copyTree("manifests", "examples/broken", nil)
	copyTree("manifests", "examples/policies/manifests", nil)
	copyTree("manifests", "examples/seed-001-gpu-mig", func(p string) bool { return !strings.HasSuffix(p, "queue.yaml") })
	copyTree("deploy/volcano", "examples/healthy-hierarchy", nil)
	copyTree("policies", "examples/policies", isRego)
	// What `kubectl get nodes` and `kubectl get configmap` would write.
	copyTree("cluster-dump", "examples/seed-001-gpu-mig", func(p string) bool { return !strings.HasSuffix(p, "queue.yaml") })
	return files
}

// newDocsWorkspace creates the workspace: a Git repository (branch main,
// four commits, tag v1.4.0, a remote-tracking origin/main) with the files,
// and beside it ../platform, a repository whose main branch holds
// deploy/volcano.
func newDocsWorkspace(t *testing.T, files map[string]string) string {
	t.Helper()
	r := gittest.Init(t)
	first := r.Commit("manifests", files)
	r.Tag("v1.4.0", true)
	for i := 1; i <= 3; i++ {
		r.Commit(fmt.Sprintf("change %d", i), map[string]string{"deploy/volcano/queues.yaml": files["deploy/volcano/queues.yaml"] + strings.Repeat("# reviewed\n", i)})
	}
	if err := r.Git.Storer.SetReference(plumbing.NewHashReference("refs/remotes/origin/main", first)); err != nil {
		t.Fatal(err)
	}
	platform := filepath.Join(filepath.Dir(r.Dir), "platform")
	if _, err := os.Stat(platform); os.IsNotExist(err) {
		p := gittest.Init(t)
		deploy := map[string]string{}
		for name, content := range files {
			if strings.HasPrefix(name, "deploy/") {
				deploy[name] = content
			}
		}
		p.Commit("platform", deploy)
		if err := os.Rename(p.Dir, platform); err != nil {
			t.Fatal(err)
		}
	}
	return r.Dir
}

// docsShellPrelude makes `go run . ARGS` run vcqlint, as it does in a
// clone of this repository, and fails a pipeline when any part fails.
const docsShellPrelude = `set -o pipefail
go() { if [ "$1" = run ] && [ "$2" = . ]; then shift 2; vcqlint "$@"; else echo "docs test: only 'go run .' runs here: go $*" >&2; return 2; fi; }
`

func TestDocsCommands(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(self, filepath.Join(bin, "vcqlint")); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), childEnv+"=1", "NO_COLOR=1", "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	files := docsWorkspaceFiles(t)
	benchmarks := map[string][]string{}
	ran := 0
	for _, file := range docsFiles(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range fencedBlocks(file, string(text)) {
			var workspace string
			for _, c := range blockCommands(block) {
				if reason := notRun(t, c.text, benchmarks); reason != "" {
					t.Logf("%s: not run: %s: %s", c.where, c.text, reason)
					continue
				}
				if !strings.HasPrefix(c.text, "vcqlint ") && !strings.HasPrefix(c.text, "go run . ") {
					t.Errorf("%s: %q is neither a vcqlint command nor listed in notRun with a reason", c.where, c.text)
					continue
				}
				if missing := missingProgram(c.text); missing != "" {
					t.Logf("%s: not run: %s: %s is not installed", c.where, c.text, missing)
					continue
				}
				if workspace == "" {
					workspace = newDocsWorkspace(t, files)
				}
				ran++
				runDocCommand(t, c, workspace, env)
			}
		}
	}
	if !testing.Short() {
		checkBenchmarksExist(t, benchmarks)
	}
	if ran < 20 {
		t.Errorf("ran only %d commands from the docs; is the block parsing broken?", ran)
	}
}

// missingProgram names a program a pipeline needs besides vcqlint that is
// not installed (Graphviz's dot, say), or "".
func missingProgram(text string) string {
	for _, stage := range strings.Split(text, "|")[1:] {
		fields := strings.Fields(stage)
		if len(fields) > 0 {
			if _, err := exec.LookPath(fields[0]); err != nil {
				return fields[0]
			}
		}
	}
	return ""
}

func runDocCommand(t *testing.T, c docCommand, workspace string, env []string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-c", docsShellPrelude+c.text)
	cmd.Dir = workspace
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	code := 0
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Errorf("%s: %s: %v", c.where, c.text, err)
		return
	}
	if code != 0 && code != 1 {
		t.Errorf("%s: %s: exit code %d (0 or 1 expected):\n%s", c.where, c.text, code, out.String())
		return
	}
	if missing := missingLines(c.want, out.String()); missing != "" {
		t.Errorf("%s: %s: the output lacks the documented line\n  %s\nin order; it printed:\n%s", c.where, c.text, missing, out.String())
	}
}

// missingLines returns the first documented line the output does not
// show, in order, or "". In a documented line … stands for any text; a
// line that is only … for any lines.
func missingLines(want []string, output string) string {
	got := strings.Split(output, "\n")
	next := 0
	for _, w := range want {
		if strings.TrimSpace(w) == "…" {
			continue
		}
		parts := strings.Split(w, "…")
		for i, p := range parts {
			parts[i] = regexp.QuoteMeta(p)
		}
		re := regexp.MustCompile("^" + strings.Join(parts, ".*") + "$")
		for next < len(got) && !re.MatchString(got[next]) {
			next++
		}
		if next == len(got) {
			return w
		}
		next++
	}
	return ""
}

func TestMissingLines(t *testing.T) {
	out := "a.yaml:1:2: error VCQ203 queue x\nsummary: 1 error\n"
	cases := []struct {
		want    []string
		missing string
	}{
		{[]string{"a.yaml:1:2: error VCQ203 …", "…"}, ""},
		{[]string{"summary: 1 error"}, ""},
		{[]string{"summary: …", "a.yaml:1:2: …"}, "a.yaml:1:2: …"}, // order matters
		{[]string{"a.yaml:1:2: error VCQ204 …"}, "a.yaml:1:2: error VCQ204 …"},
		{[]string{"error VCQ203 queue x"}, "error VCQ203 queue x"}, // whole lines
	}
	for _, c := range cases {
		if got := missingLines(c.want, out); got != c.missing {
			t.Errorf("missingLines(%q) = %q, want %q", c.want, got, c.missing)
		}
	}
}

// TestDocsLinks checks every relative link of the docs: the file exists
// and, for a Markdown file, the #anchor is one of its headings (as GitHub
// derives anchors).
func TestDocsLinks(t *testing.T) {
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	anchors := map[string]map[string]bool{}
	anchorsOf := func(file string) map[string]bool {
		if a, ok := anchors[file]; ok {
			return a
		}
		a := map[string]bool{}
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		fenced := map[int]bool{}
		for _, b := range fencedBlocks(file, string(text)) {
			for i := range b.lines {
				fenced[b.line+i] = true
			}
		}
		for i, line := range strings.Split(string(text), "\n") {
			if heading, ok := strings.CutPrefix(strings.TrimLeft(line, "#"), " "); ok && strings.HasPrefix(line, "#") && !fenced[i+1] {
				a[headingAnchor(heading)] = true
			}
		}
		anchors[file] = a
		return a
	}
	for _, file := range docsFiles(t) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(text), -1) {
			target := m[1]
			if regexp.MustCompile(`^[a-z]+:`).MatchString(target) {
				continue // https:, mailto:
			}
			path, anchor, _ := strings.Cut(target, "#")
			resolved := file
			if path != "" {
				resolved = filepath.Join(filepath.Dir(file), filepath.FromSlash(path))
			}
			if _, err := os.Stat(resolved); err != nil {
				t.Errorf("%s: link %s: %v", file, target, err)
				continue
			}
			if anchor != "" && strings.HasSuffix(resolved, ".md") && !anchorsOf(resolved)[anchor] {
				t.Errorf("%s: link %s: %s has no heading with that anchor", file, target, resolved)
			}
		}
	}
}

// headingAnchor is GitHub's anchor for a heading: lower case, spaces to
// hyphens, punctuation other than - and _ dropped.
func headingAnchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
