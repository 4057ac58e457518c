package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
	"github.com/vcqlint/vcqlint/internal/gitsrc/gittest"
)

// commands are every command path, as typed after vcqlint.
var commands = [][]string{
	{}, {"rules"}, {"explain"}, {"input"}, {"verify"}, {"config"}, {"config", "verify"}, {"config", "schema"},
	{"init"}, {"tree"}, {"simulate"}, {"version"}, {"completion"}, {"help"},
}

// TestEveryCommandHasItsOwnHelp: --help exits 0 and prints that command's
// usage line, description and flags on standard output; `help COMMAND`
// prints the same.
func TestEveryCommandHasItsOwnHelp(t *testing.T) {
	for _, path := range commands {
		name := strings.Join(append([]string{"vcqlint"}, path...), " ")
		t.Run(name, func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, append(append([]string(nil), path...), "--help")...)
			if code != cli.ExitClean || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			for _, want := range []string{"Usage:\n  " + name, "\nFlags:\n", "-h, --help"} {
				if !strings.Contains(stdout, want) {
					t.Errorf("help lacks %q:\n%s", want, stdout)
				}
			}
			// The description comes first and is the command's own.
			if first, _, _ := strings.Cut(stdout, "\n"); len(path) > 0 && !strings.HasPrefix(strings.ToLower(first), path[len(path)-1]) {
				t.Errorf("help does not start with the command's description: %q", first)
			}
			if len(path) == 0 || path[0] == "help" {
				return
			}
			viaHelp, _, code := run(t, "", nil, false, append([]string{"help"}, path...)...)
			if code != cli.ExitClean || viaHelp != stdout {
				t.Errorf("help %s differs from --help (exit %d):\n%s", strings.Join(path, " "), code, viaHelp)
			}
		})
	}
	stdout, _, _ := run(t, "", nil, false, "-h")
	for _, want := range []string{"Commands:\n", "  completion ", "  simulate ", "--enable-only RULES", "--version", "Exit codes: 0 no finding"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("top-level help lacks %q:\n%s", want, stdout)
		}
	}
}

// TestUsageErrors: the caller's mistakes exit 2 with a message, a
// suggestion where one is close, and a pointer to that command's --help.
func TestUsageErrors(t *testing.T) {
	cases := []struct {
		args      []string
		want, run string
	}{
		{[]string{"version", "extra"}, `version takes no arguments, got ["extra"]`, "vcqlint version"},
		{[]string{"rulez"}, `no command "rulez" (did you mean rules?)`, "vcqlint"},
		{[]string{"--formt", "json"}, "unknown flag: --formt (did you mean --format?)", "vcqlint"},
		{[]string{"config"}, "config takes a subcommand", "vcqlint config"},
		{[]string{"config", "verfy"}, `unknown command "verfy" for "vcqlint config" (did you mean verify?)`, "vcqlint config"},
		{[]string{"config", "schema", "x"}, `config schema takes no arguments`, "vcqlint config schema"},
		{[]string{"rules", "extra"}, `rules takes no arguments`, "vcqlint rules"},
		{[]string{"explain"}, "explain takes one rule ID or name", "vcqlint explain"},
		{[]string{"explain", "a", "b"}, "explain takes one rule ID or name", "vcqlint explain"},
		{[]string{"explain", "child-capabilty-exceeds-parent"}, `no rule "child-capabilty-exceeds-parent" (did you mean VCQ203 (child-capability-exceeds-parent)?)`, "vcqlint explain"},
		{[]string{"explain", "VQC203"}, `(did you mean VCQ203 (child-capability-exceeds-parent)?)`, "vcqlint explain"},
		{[]string{"help", "simulat"}, `unknown command "simulat" for "vcqlint" (did you mean simulate?)`, "vcqlint help"},
		{[]string{"completion"}, "completion takes one shell: bash, zsh, fish, powershell", "vcqlint completion"},
		{[]string{"completion", "tcsh"}, `unknown shell "tcsh"`, "vcqlint completion"},
		{[]string{"input", "--fix", data + "clean.yaml"}, "unknown flag: --fix: --fix shapes the lint report or its fixes; input prints the policy input document and changes nothing", "vcqlint input"},
		{[]string{"input", "--fomat", "json"}, "unknown flag: --fomat", "vcqlint input"},
		{[]string{"tree", "--no-such"}, "unknown flag: --no-such", "vcqlint tree"},
		{[]string{"--volcano-version", "1.7", data + "clean.yaml"}, `volcano version "1.7" is not one vcqlint knows (known 1.8 to 1.16; the newest is v1.16.0-alpha.1)`, "vcqlint"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			stdout, stderr, code := run(t, "", nil, false, c.args...)
			if code != cli.ExitError || stdout != "" {
				t.Fatalf("exit %d, stdout %q; want 2 and nothing", code, stdout)
			}
			if !strings.Contains(stderr, c.want) || !strings.HasSuffix(stderr, "Run '"+c.run+" --help' for usage.\n") {
				t.Errorf("stderr lacks %q or the pointer to %s --help:\n%s", c.want, c.run, stderr)
			}
		})
	}
}

// TestAPathThatExistsIsNotACommandTypo: an existing file whose name is
// close to a command is linted.
func TestAPathThatExistsIsNotACommandTypo(t *testing.T) {
	dir := repo(t, map[string]string{"rule/clean.yaml": testdataFile(t, "clean.yaml")})
	t.Chdir(dir)
	stdout, stderr, code := run(t, "", nil, false, "--no-config", "rule")
	if code != cli.ExitClean || !strings.Contains(stdout, "1 file") {
		t.Errorf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	// After --, a word is a path even when it names a command.
	_, stderr, code = run(t, "", nil, false, "--no-config", "--", "rules")
	if code != cli.ExitError || !strings.Contains(stderr, "vcqlint: error: rules: no such file or directory") || strings.Contains(stderr, "did you mean") {
		t.Errorf("-- rules: exit %d\n%s", code, stderr)
	}
}

func TestVersion(t *testing.T) {
	long, stderr, code := run(t, "", nil, false, "--version")
	short, _, code2 := run(t, "", nil, false, "version")
	if code != 0 || code2 != 0 || stderr != "" || long != short {
		t.Fatalf("--version (exit %d) and version (exit %d) differ:\n%s\n%s", code, code2, long, short)
	}
	for _, want := range []string{"vcqlint (devel)\n", "go: " + runtime.Version() + "\n", "commit: ", "volcano: 1.8 to 1.16 (default 1.15.1; newest v1.16.0-alpha.1)\n"} {
		if !strings.Contains(long, want) {
			t.Errorf("version lacks %q:\n%s", want, long)
		}
	}
}

// TestCompletionScripts runs each generated script through its shell's
// parser where the shell is installed (bash always is on the CI machine).
func TestCompletionScripts(t *testing.T) {
	checks := map[string][]string{"bash": {"bash", "-n"}, "zsh": {"zsh", "-n"}, "fish": {"fish", "--no-execute"}, "powershell": {"pwsh", "-NoProfile", "-Command", "$null = [ScriptBlock]::Create((Get-Content -Raw $args[0]))"}}
	markers := map[string]string{"bash": "__start_vcqlint", "zsh": "#compdef vcqlint", "fish": "complete -c vcqlint", "powershell": "Register-ArgumentCompleter"}
	for shell, check := range checks {
		t.Run(shell, func(t *testing.T) {
			script, stderr, code := run(t, "", nil, false, "completion", shell)
			if code != 0 || stderr != "" || !strings.Contains(script, markers[shell]) {
				t.Fatalf("exit %d, stderr %q, script lacks %q", code, stderr, markers[shell])
			}
			if _, err := exec.LookPath(check[0]); err != nil {
				if shell == "bash" {
					t.Fatal("bash is not installed")
				}
				t.Skipf("%s is not installed; the script was generated", check[0])
			}
			file := filepath.Join(t.TempDir(), "vcqlint."+shell)
			if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(check[0], append(check[1:], file)...).CombinedOutput(); err != nil {
				t.Errorf("%s rejects the script: %v\n%s", check[0], err, out)
			}
		})
	}
}

// TestCompletionValues asks the command for completions as the scripts do.
func TestCompletionValues(t *testing.T) {
	cases := []struct {
		args []string
		want []string
	}{
		{[]string{"__complete", "--format", ""}, []string{"sarif", "junit"}},
		{[]string{"__complete", "--volcano-version", ""}, []string{"1.12", "1.12.4", "1.15.1"}},
		{[]string{"__complete", "--enable-only", "VCQ20"}, []string{"VCQ203\tchild-capability-exceeds-parent"}},
		{[]string{"__complete", "explain", ""}, []string{"VCQ101\t"}},
		// explain <name><TAB>: names complete too, with their IDs.
		{[]string{"__complete", "explain", "child-cap"}, []string{"child-capability-exceeds-parent\tVCQ203"}},
		{[]string{"__complete", "--disable", "unknown-"}, []string{"unknown-action\tVCQ102"}},
		{[]string{"__complete", "--color", ""}, []string{"auto", "always", "never"}},
		{[]string{"__complete", "tree", "--color", ""}, []string{"always"}},
		{[]string{"__complete", "tree", "--format", ""}, []string{"mermaid", "dot"}},
		{[]string{"__complete", "conf"}, []string{"config\t"}},
		{[]string{"__complete", "completion", ""}, []string{"bash", "powershell"}},
	}
	for _, c := range cases {
		stdout, _, code := run(t, "", nil, false, c.args...)
		for _, want := range c.want {
			if code != 0 || !strings.Contains(stdout, want) {
				t.Errorf("%v: exit %d, lacks %q:\n%s", c.args, code, want, stdout)
			}
		}
	}
}

// TestRuleFlags: --enable, --disable and --enable-only combine with the
// configuration file as golangci-lint's flags do.
func TestRuleFlags(t *testing.T) {
	cases := []struct {
		name, config string
		args         []string
		want, absent []string // rule IDs present and absent in the findings
	}{
		{"config disables, --enable wins", "rules: {disable: [VCQ203]}", []string{"--enable", "VCQ203"}, []string{"VCQ203"}, nil},
		{"--disable by name", "", []string{"--disable", "child-capability-exceeds-parent"}, nil, []string{"VCQ203"}},
		{"--disable wins over the config's enable", "rules: {enable: [VCQ307]}", []string{"--disable=VCQ307"}, []string{"VCQ203"}, []string{"VCQ307"}},
		{"--enable an off-by-default rule, any case", "", []string{"--enable", "vcq307"}, []string{"VCQ203", "VCQ307"}, nil},
		{"--enable-only ignores the config", "rules: {disable: [VCQ203]}", []string{"--enable-only", "VCQ203"}, []string{"VCQ203"}, []string{"VCQ206", "VCQ307"}},
		{"--enable-only a comma list, repeated", "", []string{"--enable-only", "VCQ206,zero-means-unlimited", "--enable-only", "VCQ203"}, []string{"VCQ203", "VCQ206", "VCQ307"}, nil},
		{"--disable a comma list", "", []string{"--disable", "VCQ203,VCQ206"}, nil, []string{"VCQ203", "VCQ206"}},
	}
	files := map[string]string{
		"manifests/exceeds.yaml": testdataFile(t, "exceeds.yaml"),
		"manifests/root.yaml":    testdataFile(t, "root-deserved.yaml"),
		"manifests/zero.yaml":    "apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: zero\nspec:\n  capability:\n    cpu: \"0\"\n",
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := repo(t, files)
			if err := os.WriteFile(filepath.Join(dir, ".vcqlint.yaml"), []byte(c.config), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Chdir(dir)
			stdout, stderr, code := run(t, "", nil, false, append(append([]string{"--format", "json", "--fail-on", "info"}, c.args...), "manifests")...)
			if code == cli.ExitError {
				t.Fatalf("exit 2: %s", stderr)
			}
			got := ruleIDsOf(t, stdout)
			for _, id := range c.want {
				if !got[id] {
					t.Errorf("no %s finding; got %v", id, got)
				}
			}
			for _, id := range c.absent {
				if got[id] {
					t.Errorf("a %s finding; got %v", id, got)
				}
			}
			if strings.HasPrefix(c.name, "--enable-only") {
				for id := range got {
					if !contains(c.want, id) {
						t.Errorf("--enable-only ran %s too", id)
					}
				}
			}
		})
	}
	for _, bad := range []struct {
		args []string
		want string
	}{
		{[]string{"--enable", "child-capabilty-exceeds-parent"}, `--enable: no rule "child-capabilty-exceeds-parent" (did you mean VCQ203 (child-capability-exceeds-parent)?)`},
		{[]string{"--disable", "VCQ999"}, `--disable: no rule "VCQ999"`},
		{[]string{"--enable-only", "VCQ203", "--disable", "VCQ206"}, "--enable-only runs exactly the rules it names"},
		{[]string{"--enable", "VCQ307", "--disable", "zero-means-unlimited"}, "VCQ307 is given to both --enable and --disable"},
		{[]string{"--enable", "VCQ203,,VCQ206"}, "--enable: empty rule name"},
	} {
		_, stderr, code := run(t, "", nil, false, append(bad.args, "--no-config", data+"clean.yaml")...)
		if code != cli.ExitError || !strings.Contains(stderr, bad.want) {
			t.Errorf("%v: exit %d, stderr lacks %q:\n%s", bad.args, code, bad.want, stderr)
		}
	}
	// Turning every rule off is said, not hidden behind "0 errors".
	rules, _, _ := run(t, "", nil, false, "rules", "--no-config", "--format", "json")
	var all []struct{ ID string }
	if err := json.Unmarshal([]byte(rules), &all); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range all {
		ids = append(ids, r.ID)
	}
	_, stderr, code := run(t, "", nil, false, "--no-config", "--disable", strings.Join(ids, ","), data+"exceeds.yaml")
	if code != cli.ExitClean || !strings.Contains(stderr, "vcqlint: warning: the rule flags (--disable) turns off every rule") {
		t.Errorf("every rule disabled: exit %d, stderr: %s", code, stderr)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ruleIDsOf is the set of rule IDs in a JSON report.
func ruleIDsOf(t *testing.T, stdout string) map[string]bool {
	t.Helper()
	var rep struct {
		Findings []struct{ Rule string } `json:"findings"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, stdout)
	}
	ids := map[string]bool{}
	for _, f := range rep.Findings {
		ids[f.Rule] = true
	}
	return ids
}

// jsonReport is the top of the JSON report the version tests read.
type jsonReport struct {
	Warnings       []string `json:"warnings"`
	Version        string   `json:"version"`
	VolcanoVersion string   `json:"volcanoVersion"`
}

// TestNewerVolcanoPatch: a patch released after this build is modelled as
// the newest known patch of its line, with a warning on standard error and
// in JSON; the flag and the configuration key behave alike.
func TestNewerVolcanoPatch(t *testing.T) {
	stdout, stderr, code := run(t, "", nil, false, "--no-config", "--format", "json", "--volcano-version", "1.15.9", data+"exceeds.yaml")
	const notice = "Volcano 1.15.9 is newer than the newest 1.15 release vcqlint knows (1.15.1); modelled as 1.15.1"
	if code != cli.ExitFindings || !strings.Contains(stderr, "vcqlint: warning: --volcano-version 1.15.9: "+notice) {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	var rep jsonReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.VolcanoVersion != "1.15.1" || len(rep.Warnings) != 1 || !strings.Contains(rep.Warnings[0], notice) || rep.Version != "(devel)" {
		t.Errorf("JSON: %+v", rep)
	}

	dir := repo(t, map[string]string{".vcqlint.yaml": "volcanoVersion: \"1.12.9\"\n", "q.yaml": testdataFile(t, "exceeds.yaml")})
	t.Chdir(dir)
	// At 1.12 the queue is admitted and VCQ203 is a warning (exit 0).
	stdout, stderr, code = run(t, "", nil, false, "--format", "json", "q.yaml")
	if code != cli.ExitClean || !strings.Contains(stderr, "vcqlint: warning: .vcqlint.yaml:1:17: volcanoVersion: Volcano 1.12.9 is newer than the newest 1.12 release vcqlint knows (1.12.4)") {
		t.Fatalf("exit %d, stderr:\n%s", code, stderr)
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.VolcanoVersion != "1.12.4" || len(rep.Warnings) != 1 {
		t.Errorf("JSON: %+v", rep)
	}
	// config verify accepts the file and says the same.
	stdout, stderr, code = run(t, "", nil, false, "config", "verify")
	if code != cli.ExitClean || stdout != "ok: .vcqlint.yaml\n" || !strings.Contains(stderr, "vcqlint: warning: .vcqlint.yaml:1:17: volcanoVersion: Volcano 1.12.9 is newer") {
		t.Errorf("config verify: exit %d, stdout %q, stderr %s", code, stdout, stderr)
	}
	// tree models the same release and says so too.
	stdout, stderr, code = run(t, "", nil, false, "tree", "--format", "json", "q.yaml")
	if code != cli.ExitClean || !strings.Contains(stderr, "1.12.9 is newer") || !strings.Contains(stdout, `"volcanoVersion": "1.12.4"`) {
		t.Errorf("tree: exit %d, stderr %s\n%s", code, stderr, stdout)
	}
}

// TestGitUsesTheRepositorysConfiguration: --git reads .vcqlint.yaml from
// the linted tree at the ref, not from the working directory, unless
// --config or --no-config says otherwise.
func TestGitUsesTheRepositorysConfiguration(t *testing.T) {
	r := gittest.Init(t)
	r.Commit("queues with VCQ203 off", map[string]string{
		".vcqlint.yaml":      "rules: {disable: [VCQ203]}\nexclude: [generated]\n",
		"queues/parent.yaml": queueDoc("parent", "", "4"),
		"queues/child.yaml":  queueDoc("child", "parent", "6"),
		"generated/x.yaml":   queueDoc("gen", "parent", "9"),
	})
	r.Tag("off", false)
	r.Commit("a second configuration file", map[string]string{".vcqlint.yml": "failOn: error\n"})
	// A configuration in the working directory that must not apply.
	cwd := repo(t, map[string]string{".git/": "", ".vcqlint.yaml": "rules: {disable: [VCQ206]}\nfailOn: info\n", "local.yaml": "rules: {disable: [VCQ206]}\n"})
	t.Chdir(cwd)

	stdout, stderr, code := run(t, "", nil, false, "-v", "--git", r.Dir, "--ref", "off")
	if code != cli.ExitClean || strings.Contains(stdout, "VCQ203") || !strings.Contains(stderr, "using configuration .vcqlint.yaml of "+r.Dir+" at off") ||
		!strings.Contains(stdout, "1 file excluded by .vcqlint.yaml") {
		t.Errorf("config of the tree at off: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// At HEAD both names exist: an error, as on disk.
	_, stderr, code = run(t, "", nil, false, "--git", r.Dir)
	if code != cli.ExitError || !strings.Contains(stderr, "both .vcqlint.yaml and .vcqlint.yml exist in "+r.Dir) {
		t.Errorf("two configuration files: exit %d\n%s", code, stderr)
	}
	// --config and --no-config say otherwise.
	stdout, _, code = run(t, "", nil, false, "--git", r.Dir, "--ref", "off", "--no-config")
	if code != cli.ExitFindings || !strings.Contains(stdout, "queues/child.yaml:8:5: error VCQ203") || !strings.Contains(stdout, "generated/x.yaml") {
		t.Errorf("--no-config: exit %d\n%s", code, stdout)
	}
	stdout, _, code = run(t, "", nil, false, "--git", r.Dir, "--ref", "off", "--config", "local.yaml")
	if code != cli.ExitFindings || !strings.Contains(stdout, "error VCQ203") {
		t.Errorf("--config: exit %d\n%s", code, stdout)
	}
	// The hidden files of the tree are configuration, not input.
	if strings.Contains(stdout, "<no kind>") || !strings.Contains(stdout, "3 files") {
		t.Errorf("hidden files were linted:\n%s", stdout)
	}
}

// TestGitConfigurationLimits: the tree's configuration is read with the
// bound of any configuration file, its policies come from the tree, its
// errors carry its position, and helm, rendered from the disk, is refused.
func TestGitConfigurationLimits(t *testing.T) {
	policy := func(name string) string {
		b, err := os.ReadFile(filepath.Join(examplePolicies, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	r := gittest.Init(t)
	r.Commit("big", map[string]string{".vcqlint.yaml": "#" + strings.Repeat("x", 1<<20) + "\n", "q.yaml": queueDoc("q", "", "1")})
	r.Tag("big", false)
	r.Commit("policies", map[string]string{
		".vcqlint.yaml":               "policies: [policy]\npaths: [manifests]\n",
		"policy/h100_limit.rego":      policy("h100_limit.rego"),
		"policy/h100_limit_test.rego": "this is no Rego: tests are not loaded for linting\n",
		"policy/.old/broken.rego":     "neither is this: hidden directories are skipped\n",
		"manifests/team-queues.yaml":  policy(filepath.Join("manifests", "team-queues.yaml")),
	})
	r.Tag("policies", false)
	r.Commit("missing and helm", map[string]string{".vcqlint.yaml": "policies: [nope]\nhelm:\n- chart: chart\n"})

	_, stderr, code := run(t, "", nil, false, "--git", r.Dir, "--ref", "big")
	if code != cli.ExitError || !strings.Contains(stderr, "read configuration .vcqlint.yaml from "+r.Dir+" at big") || !strings.Contains(stderr, "more than 1 MiB") {
		t.Errorf("oversized configuration: exit %d\n%s", code, stderr)
	}
	// A policy directory on the working directory's disk must not be used.
	t.Chdir(repo(t, map[string]string{".git/": "", "policy/": ""}))
	stdout, stderr, code := run(t, "", nil, false, "--git", r.Dir, "--ref", "policies")
	if code != cli.ExitClean || !strings.Contains(stdout, "manifests/team-queues.yaml:11:5: warning ACME002") {
		t.Errorf("policies of the tree: exit %d\n%s\n%s", code, stdout, stderr)
	}
	_, stderr, code = run(t, "", nil, false, "--git", r.Dir)
	for _, want := range []string{
		`.vcqlint.yaml:1:12: policies[0]: directory "nope" does not exist in the Git tree`,
		".vcqlint.yaml:3:1: helm: not read from a configuration in a Git tree (--git)",
	} {
		if code != cli.ExitError || !strings.Contains(stderr, want) {
			t.Errorf("exit %d, stderr lacks %q:\n%s", code, want, stderr)
		}
	}
}

// TestHiddenFilesAreNotWalked: a directory walk skips .vcqlint.yaml and
// other hidden files; a hidden file named explicitly is read.
func TestHiddenFilesAreNotWalked(t *testing.T) {
	dir := repo(t, map[string]string{
		".git/":                   "",
		".vcqlint.yaml":           "failOn: error\n",
		".pre-commit-config.yaml": "repos: []\n",
		"queues/.draft.yaml":      testdataFile(t, "exceeds.yaml"),
		"queues/clean.yaml":       testdataFile(t, "clean.yaml"),
	})
	t.Chdir(dir)
	stdout, stderr, code := run(t, "", nil, false, "-v", ".")
	if code != cli.ExitClean || !strings.Contains(stdout, "1 file") || strings.Contains(stdout+stderr, "no kind") {
		t.Errorf("walk: exit %d\n%s\n%s", code, stdout, stderr)
	}
	stdout, _, code = run(t, "", nil, false, "queues", "queues/.draft.yaml")
	if code != cli.ExitFindings || !strings.Contains(stdout, "queues/.draft.yaml:16:5: error VCQ203") {
		t.Errorf("explicit hidden file: exit %d\n%s", code, stdout)
	}
}
