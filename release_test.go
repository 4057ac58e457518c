package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bmatcuk/doublestar/v4"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"sigs.k8s.io/yaml"
)

// The release files are checked here without building a release: the full
// matrix is the release workflow's job, .ci/run cross-builds one target.

// goreleaserSchema is the JSON Schema of GoReleaser's configuration, as the
// version the release workflow pins prints it (`goreleaser jsonschema`): see
// testdata/goreleaser/README.md. Checking .goreleaser.yaml against it costs
// milliseconds; building GoReleaser to run `goreleaser check` took far
// longer than CI's budget allows.
const goreleaserSchema = "testdata/goreleaser/schema-v2.15.1.json"

func compileGoreleaserSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(goreleaserSchema)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", goreleaserSchema, err)
	}
	c := jsonschema.NewCompiler()
	const url = "https://goreleaser.com/static/schema.json"
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(url)
	if err != nil {
		t.Fatalf("compile %s: %v", goreleaserSchema, err)
	}
	return s
}

// yamlInstance reads YAML as the JSON value a schema validates.
func yamlInstance(t *testing.T, data []byte) any {
	t.Helper()
	j, err := yaml.YAMLToJSON(data)
	if err != nil {
		t.Fatalf("YAML: %v", err)
	}
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(string(j)))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestGoreleaserConfigMatchesSchema validates .goreleaser.yaml against
// GoReleaser's schema; the same schema rejects a misspelt key and a value of
// the wrong type, so a passing check means something.
func TestGoreleaserConfigMatchesSchema(t *testing.T) {
	schema := compileGoreleaserSchema(t)
	data, err := os.ReadFile(".goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(yamlInstance(t, data)); err != nil {
		t.Errorf(".goreleaser.yaml against %s: %v", goreleaserSchema, err)
	}
	for name, broken := range map[string]string{
		"misspelt key":  strings.Replace(string(data), "  - id: vcqlint\n    main:", "  - id: vcqlint\n    mian:", 1),
		"wrong type":    strings.Replace(string(data), "goarch: [amd64, arm64]", "goarch: {amd64: true}", 1),
		"unknown field": string(data) + "\nsigns_typo: []\n",
	} {
		if broken == string(data) {
			t.Fatalf("%s: the replacement did not apply", name)
		}
		if err := schema.Validate(yamlInstance(t, []byte(broken))); err == nil {
			t.Errorf("%s: the schema accepts it", name)
		}
	}
}

// goreleaserConfig is the part of .goreleaser.yaml these tests read.
type goreleaserConfig struct {
	Version int `json:"version"`
	Builds  []struct {
		ID      string   `json:"id"`
		Main    string   `json:"main"`
		Binary  string   `json:"binary"`
		Env     []string `json:"env"`
		Goos    []string `json:"goos"`
		Goarch  []string `json:"goarch"`
		Flags   []string `json:"flags"`
		Ldflags []string `json:"ldflags"`
	} `json:"builds"`
	Archives []struct {
		Formats         []string `json:"formats"`
		FormatOverrides []struct {
			Goos    string   `json:"goos"`
			Formats []string `json:"formats"`
		} `json:"format_overrides"`
		NameTemplate string   `json:"name_template"`
		Files        []string `json:"files"`
	} `json:"archives"`
	Checksum struct {
		NameTemplate string `json:"name_template"`
		Algorithm    string `json:"algorithm"`
	} `json:"checksum"`
}

func readGoreleaser(t *testing.T) goreleaserConfig {
	t.Helper()
	data, err := os.ReadFile(".goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var c goreleaserConfig
	if err := yaml.Unmarshal(data, &c); err != nil {
		t.Fatalf(".goreleaser.yaml: %v", err)
	}
	return c
}

// linkerVariableRE finds the -X target of a linker flag string.
var linkerVariableRE = regexp.MustCompile(`-X ([\w./-]+\.\w+)=`)

// TestGoreleaserConfig checks what the issue asks of a release: static
// binaries for linux, darwin and windows on amd64 and arm64, archives named
// as the vcqlint-bin pre-commit hook downloads them, a SHA-256 checksum file
// of the name the hook reads, and the version stamped into the package the
// CLI reads it from.
func TestGoreleaserConfig(t *testing.T) {
	c := readGoreleaser(t)
	if c.Version != 2 {
		t.Errorf("version: %d, want 2 (GoReleaser v2)", c.Version)
	}
	if len(c.Builds) != 1 {
		t.Fatalf("%d builds, want 1", len(c.Builds))
	}
	b := c.Builds[0]
	if b.Main != "." || b.Binary != "vcqlint" {
		t.Errorf("build main %q binary %q, want . and vcqlint", b.Main, b.Binary)
	}
	if !slices.Contains(b.Env, "CGO_ENABLED=0") {
		t.Errorf("build env %v lacks CGO_ENABLED=0: the binaries must be static", b.Env)
	}
	if want := []string{"linux", "darwin", "windows"}; !sameSet(b.Goos, want) {
		t.Errorf("goos %v, want %v", b.Goos, want)
	}
	if want := []string{"amd64", "arm64"}; !sameSet(b.Goarch, want) {
		t.Errorf("goarch %v, want %v", b.Goarch, want)
	}
	if !slices.Contains(b.Flags, "-trimpath") {
		t.Errorf("build flags %v lack -trimpath", b.Flags)
	}
	if got := linkerVariables(strings.Join(b.Ldflags, " ")); !slices.Equal(got, []string{stampedVersionVar}) {
		t.Errorf("ldflags stamp %v, want %s", got, stampedVersionVar)
	}
	if len(c.Archives) != 1 {
		t.Fatalf("%d archives, want 1", len(c.Archives))
	}
	a := c.Archives[0]
	if a.NameTemplate != "{{ .ProjectName }}_{{ .Version }}_{{ .Os }}_{{ .Arch }}" {
		t.Errorf("archive name_template %q: scripts/pre-commit-release.sh downloads vcqlint_VERSION_OS_ARCH", a.NameTemplate)
	}
	if !slices.Equal(a.Formats, []string{"tar.gz"}) || len(a.FormatOverrides) != 1 ||
		a.FormatOverrides[0].Goos != "windows" || !slices.Equal(a.FormatOverrides[0].Formats, []string{"zip"}) {
		t.Errorf("archive formats %v %+v, want tar.gz and zip on windows (as scripts/pre-commit-release.sh expects)", a.Formats, a.FormatOverrides)
	}
	for _, f := range a.Files {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("archive file %s: %v", f, err)
		}
	}
	if c.Checksum.NameTemplate != "checksums.txt" || c.Checksum.Algorithm != "sha256" {
		t.Errorf("checksum %+v, want checksums.txt with sha256 (what scripts/pre-commit-release.sh reads)", c.Checksum)
	}
}

// stampedVersionVar is the variable release builds stamp the version into.
const stampedVersionVar = "github.com/vcqlint/vcqlint/internal/buildinfo.version"

// TestStampedVersionVariableExists: the linker ignores -X for a variable
// that does not exist, so a renamed package or variable would silently ship
// binaries without their version. The variable must be a package-level
// string with no initial value (-X cannot override a computed one).
func TestStampedVersionVariableExists(t *testing.T) {
	pkg, name, _ := strings.Cut(strings.TrimPrefix(stampedVersionVar, "github.com/vcqlint/vcqlint/"), ".")
	files, err := filepath.Glob(filepath.Join(filepath.FromSlash(pkg), "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("package %s of %s: no Go files (%v)", pkg, stampedVersionVar, err)
	}
	found := false
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.VAR {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				typ, _ := vs.Type.(*ast.Ident)
				for _, n := range vs.Names {
					if n.Name == name {
						found = typ != nil && typ.Name == "string" && len(vs.Values) == 0
					}
				}
			}
		}
	}
	if !found {
		t.Errorf("%s: no package-level `var %s string` without a value in %s", stampedVersionVar, name, pkg)
	}
}

func linkerVariables(flags string) []string {
	var out []string
	for _, m := range linkerVariableRE.FindAllStringSubmatch(flags, -1) {
		out = append(out, m[1])
	}
	return out
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// dockerInstruction is one instruction of a Dockerfile, continuation lines
// joined.
type dockerInstruction struct {
	line int
	cmd  string // upper case
	args string
}

func parseDockerfile(t *testing.T, name string) []dockerInstruction {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []dockerInstruction
	var cur *dockerInstruction
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "#") || (line == "" && cur == nil) {
			continue
		}
		text, more := strings.CutSuffix(line, `\`)
		if cur == nil {
			cmd, args, _ := strings.Cut(text, " ")
			cur = &dockerInstruction{line: n, cmd: strings.ToUpper(cmd), args: strings.TrimSpace(args)}
		} else {
			cur.args += " " + strings.TrimSpace(text)
		}
		if !more {
			out = append(out, *cur)
			cur = nil
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cur != nil {
		t.Fatalf("%s:%d: the last instruction continues past the end", name, cur.line)
	}
	return out
}

// goDirective is the Go version go.mod requires.
func goDirective(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(data)
	if m == nil {
		t.Fatal("go.mod has no go directive")
	}
	return string(m[1])
}

// TestDockerfile checks the image recipe without a Docker daemon (none is
// reachable in CI): a builder on go.mod's Go version that cross-compiles a
// static binary stamped like the release binaries, and a final stage FROM
// scratch that runs that binary as a non-root user.
func TestDockerfile(t *testing.T) {
	ins := parseDockerfile(t, "Dockerfile")
	var froms []dockerInstruction
	args := map[string]string{}
	var build, copyBinary, entrypoint, user *dockerInstruction
	for i := range ins {
		in := &ins[i]
		switch in.cmd {
		case "FROM":
			froms = append(froms, *in)
		case "ARG":
			for _, a := range strings.Fields(in.args) {
				name, value, _ := strings.Cut(a, "=")
				args[name] = value
			}
		case "RUN":
			if strings.Contains(in.args, "go build") {
				build = in
			}
		case "COPY":
			if strings.HasPrefix(in.args, "--from=build /out/") {
				copyBinary = in
			}
		case "ENTRYPOINT":
			entrypoint = in
		case "USER":
			user = in
		}
	}
	if args["GO_VERSION"] != goDirective(t) {
		t.Errorf("Dockerfile builds with Go %q, go.mod requires %s", args["GO_VERSION"], goDirective(t))
	}
	if len(froms) != 2 || froms[0].args != "--platform=$BUILDPLATFORM golang:${GO_VERSION} AS build" || froms[1].args != "scratch" {
		t.Fatalf("stages %+v: want a golang:${GO_VERSION} builder on $BUILDPLATFORM, then scratch", froms)
	}
	if build == nil {
		t.Fatal("no RUN ... go build")
	}
	for _, want := range []string{"CGO_ENABLED=0", "GOOS=$TARGETOS", "GOARCH=$TARGETARCH", "-trimpath", "-o /out/vcqlint ."} {
		if !strings.Contains(build.args, want) {
			t.Errorf("Dockerfile:%d: the go build lacks %s", build.line, want)
		}
	}
	if got := linkerVariables(build.args); !slices.Equal(got, []string{stampedVersionVar}) {
		t.Errorf("Dockerfile:%d: stamps %v, want %s as .goreleaser.yaml does", build.line, got, stampedVersionVar)
	}
	if copyBinary == nil || copyBinary.args != "--from=build /out/vcqlint /vcqlint" {
		t.Fatalf("COPY of the binary: %+v, want --from=build /out/vcqlint /vcqlint", copyBinary)
	}
	var argv []string
	if entrypoint == nil || json.Unmarshal([]byte(entrypoint.args), &argv) != nil || !slices.Equal(argv, []string{"/vcqlint"}) {
		t.Errorf("ENTRYPOINT %+v: want [\"/vcqlint\"] (exec form: scratch has no shell)", entrypoint)
	}
	if user == nil || strings.HasPrefix(user.args, "0") || strings.HasPrefix(user.args, "root") {
		t.Errorf("USER %+v: the image must not run as root", user)
	}
}

// TestDockerignoreKeepsTheBuild: nothing the build compiles or embeds may
// be left out of the Docker build context.
func TestDockerignoreKeepsTheBuild(t *testing.T) {
	data, err := os.ReadFile(".dockerignore")
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			patterns = append(patterns, line)
		}
	}
	cmd := exec.Command("go", "list", "-deps", "-f",
		`{{if .Module}}{{if .Module.Main}}{{.Dir}}|{{join .GoFiles ","}},{{join .EmbedFiles ","}}{{end}}{{end}}`, ".")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		dir, files, _ := strings.Cut(line, "|")
		rel := strings.TrimPrefix(strings.TrimPrefix(dir, root), "/")
		for _, f := range strings.Split(files, ",") {
			if f == "" {
				continue
			}
			p := strings.TrimPrefix(rel+"/"+f, "/")
			checked++
			for _, pat := range patterns {
				if excludedBy(pat, p) {
					t.Errorf(".dockerignore %q excludes %s, which the build needs", pat, p)
				}
			}
		}
	}
	if checked < 50 {
		t.Errorf("checked only %d files of the build; is go list's output parsed right?", checked)
	}
}

// excludedBy reports whether a .dockerignore pattern excludes a path: the
// pattern matches the path or one of its parent directories.
func excludedBy(pattern, p string) bool {
	parts := strings.Split(p, "/")
	for i := 1; i <= len(parts); i++ {
		if ok, _ := doublestar.Match(pattern, strings.Join(parts[:i], "/")); ok {
			return true
		}
	}
	return false
}
