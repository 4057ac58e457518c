package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/cli"
)

// parseGitHubOutput reads a GITHUB_OUTPUT file as the runner does
// (actions/runner, src/Runner.Worker/FileCommandManager.cs, the file
// commands' ProcessCommand): per line NAME=VALUE, or NAME<<DELIMITER
// followed by the value's lines up to a line equal to DELIMITER; whichever
// of "=" and "<<" comes first decides. It returns the name/value pairs in
// order, so a forged second line for a name shows.
func parseGitHubOutput(text string) ([][2]string, error) {
	var out [][2]string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if line == "" {
			continue
		}
		eq, hd := strings.Index(line, "="), strings.Index(line, "<<")
		switch {
		case eq >= 0 && (hd < 0 || eq < hd):
			out = append(out, [2]string{line[:eq], line[eq+1:]})
		case hd >= 0:
			name, delim := line[:hd], line[hd+2:]
			if name == "" || delim == "" {
				return out, fmt.Errorf("line %d: %q: empty name or delimiter", i+1, line)
			}
			var value []string
			for i++; ; i++ {
				if i >= len(lines) {
					return out, fmt.Errorf("delimiter %q not found", delim)
				}
				if lines[i] == delim {
					break
				}
				value = append(value, lines[i])
			}
			out = append(out, [2]string{name, strings.Join(value, "\n")})
		default:
			return out, fmt.Errorf("line %d: %q is neither NAME=VALUE nor NAME<<DELIMITER", i+1, line)
		}
	}
	return out, nil
}

// logCommands returns the workflow commands the runner would act on in a
// step's log (actions/runner, src/Runner.Common/ActionCommand.cs and
// src/Runner.Worker/ActionCommandManager.cs): a line is split at CR, LF or
// CRLF; "::name ...::data" after leading white space, or "##[name ...]"
// anywhere in it, is a command; after "::stop-commands::TOKEN" none is
// until TOKEN comes back as a command. Stop and resume are not returned.
func logCommands(log string) []string {
	var cmds []string
	stopToken := ""
	for _, line := range regexp.MustCompile(`\r\n|\r|\n`).Split(log, -1) {
		name, ok := commandName(line)
		if !ok {
			continue
		}
		switch {
		case stopToken != "":
			if strings.EqualFold(name, stopToken) {
				stopToken = ""
			}
		case strings.EqualFold(name, "stop-commands"):
			stopToken = line[strings.LastIndex(line, "::")+2:]
		default:
			cmds = append(cmds, line)
		}
	}
	return cmds
}

// commandName parses a command's name as the runner's TryParseV2 and then
// TryParse do.
func commandName(line string) (string, bool) {
	if t := strings.TrimLeft(line, " \t\v\f\u00a0"); strings.HasPrefix(t, "::") {
		if end := strings.Index(t[2:], "::"); end >= 0 {
			name, _, _ := strings.Cut(t[2:2+end], " ")
			return name, name != ""
		}
	}
	if i := strings.Index(line, "##["); i >= 0 {
		if end := strings.Index(line[i+3:], "]"); end >= 0 {
			name, _, _ := strings.Cut(line[i+3:i+3+end], " ")
			return name, name != ""
		}
	}
	return "", false
}

func TestParseGitHubOutputAndLogCommands(t *testing.T) {
	got, err := parseGitHubOutput("a=1\nb<<EOF\nx=2\ny\nEOF\nc=d<<e\n")
	want := [][2]string{{"a", "1"}, {"b", "x=2\ny"}, {"c", "d<<e"}}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if _, err := parseGitHubOutput("a<<EOF\nx\n"); err == nil {
		t.Error("an unterminated heredoc parsed")
	}
	log := "plain\n  ::error::one\r::stop-commands::tok\n::error::hidden\nx ##[warning]hidden\n::tok::\nsee ##[warning]two\n"
	if cmds := logCommands(log); fmt.Sprint(cmds) != fmt.Sprint([]string{"  ::error::one", "see ##[warning]two"}) {
		t.Errorf("commands %q", cmds)
	}
}

// actionError is the shape of the one command the action writes itself.
var actionError = regexp.MustCompile(`^::error title=vcqlint action::[^\r\n]*$`)

// annotation is the shape of vcqlint's GitHub annotations: property values
// escaped (no raw ':' or ','), so nothing in them can add a property.
var annotation = regexp.MustCompile(`^::(error|warning|notice) (file=[^:,]*,(line=[0-9]+,(col=[0-9]+,)?)?)?title=[^:,]*::[^\r\n]*$`)

func TestActionHostileInputs(t *testing.T) {
	ws, runnerTemp := workspaceWithExamples(t), t.TempDir()
	dirs := []string{"examples/broken", "examples/seed-001-gpu-mig", "examples/healthy-hierarchy"}
	all := findingCount(t, dirs...)
	if first := findingCount(t, dirs[0]); first == all {
		t.Fatalf("the directories must add findings to the first one's %d", first)
	}

	t.Run("path over several lines: every word linted", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": dirs[0] + "\n" + dirs[1] + "\r\n\t" + dirs[2] + "\n"})
		if r.outputs["findings"] != itoa(all) || r.code != cli.ExitFindings {
			t.Errorf("exit %d, outputs %v; want %d findings\n%s", r.code, r.outputs, all, r.stdout)
		}
	})

	t.Run("args over several lines", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": dirs[0], "ARGS": "--volcano-version\n1.12\r\n\t--no-color\n"})
		want := findingCount(t, "--volcano-version", "1.12", dirs[0])
		if r.outputs["findings"] != itoa(want) || !strings.Contains(r.summary, "### Queue tree (Volcano 1.12.4)") {
			t.Errorf("exit %d, outputs %v; want %d findings for 1.12\n%s\n%s", r.code, r.outputs, want, r.stdout, r.summary)
		}
	})

	t.Run("words are not globbed", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": "examples/brok*"})
		if r.code != cli.ExitError || r.outputs["exit-code"] != "2" {
			t.Errorf("a glob was expanded: exit %d, outputs %v\n%s", r.code, r.outputs, r.stdout)
		}
	})

	for _, tc := range []struct{ input, value string }{
		{"SARIF_FILE", "out.sarif\nfindings=0\nexit-code=0"},
		{"SARIF_FILE", "out.sarif\rfindings=0"},
		{"VERSION", "v1.0.0\n::error::forged\n::stop-commands::tok"},
		{"VERSION", "..\n##[error]forged"},
		{"FORMAT", "github\n::error::forged"},
		{"FAIL_ON", "error\n::warning::forged"},
		{"CONFIG", ".vcqlint.yaml\n::error::forged"},
	} {
		t.Run(tc.input+" "+strings.ReplaceAll(tc.value, "\n", `\n`), func(t *testing.T) {
			r := runAction(t, ws, runnerTemp, map[string]string{"PATH": dirs[0], tc.input: tc.value})
			want := map[string]string{"findings": "0", "exit-code": "2", "sarif-file": ""}
			if r.code != cli.ExitError || fmt.Sprint(r.outputs) != fmt.Sprint(want) {
				t.Errorf("exit %d, outputs %v; want exit 2 and %v", r.code, r.outputs, want)
			}
			cmds := logCommands(r.stdout)
			if len(cmds) != 1 || !actionError.MatchString(cmds[0]) {
				t.Errorf("log commands %q, want the action's one error:\n%s", cmds, r.stdout)
			}
			if _, err := os.Stat(filepath.Join(ws, "out.sarif")); err == nil {
				t.Error("a refused sarif-file was written")
			}
		})
	}

	t.Run("the action's own log lines", func(t *testing.T) {
		root, err := os.Getwd()
		if err != nil {
			t.Fatal(err)
		}
		// The runner names the action's directory after the ref in uses:
		// (Go refuses to build in a directory whose name has a line break).
		actionPath := filepath.Join(t.TempDir(), "ref ##[warning]old")
		if err := os.Symlink(root, actionPath); err != nil {
			t.Skip(err)
		}
		r := runActionAt(t, actionPath, ws, t.TempDir(), map[string]string{"PATH": dirs[0], "FORMAT": "text"})
		if cmds := logCommands(r.stdout); len(cmds) > 0 || !strings.Contains(r.stdout, "Using the vcqlint of "+filepath.Dir(actionPath)+"/ref # #[warning]old cached as") {
			t.Errorf("commands %q in the log:\n%s", cmds, r.stdout)
		}
	})

	t.Run("a single-line sarif-file is still written and output", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{"PATH": dirs[0], "SARIF_FILE": "with space=and<<.sarif"})
		if r.outputs["sarif-file"] != "with space=and<<.sarif" {
			t.Errorf("outputs %v", r.outputs)
		}
		if _, err := os.Stat(filepath.Join(ws, "with space=and<<.sarif")); err != nil {
			t.Error(err)
		}
	})
}

// hostileWorkspace holds testdata/action/hostile-queues.yaml in a directory
// whose name is a workflow command, and a queue in a directory whose name
// holds a line break and another command.
func hostileWorkspace(t *testing.T) string {
	t.Helper()
	ws := t.TempDir()
	queues, err := os.ReadFile("testdata/action/hostile-queues.yaml")
	if err != nil {
		t.Fatal(err)
	}
	broken, err := os.ReadFile("examples/broken/child-capability-exceeds-parent.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for dir, data := range map[string][]byte{
		"::warning title=forged::dir":          queues,
		"nl\n::error::forged-dir ##[error]old": broken,
	} {
		if err := os.MkdirAll(filepath.Join(ws, dir), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(ws, dir, "queues.yaml"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return ws
}

// TestActionHostileFiles: names from the linted files (queue and directory
// names holding workflow commands, fences, HTML and Markdown) neither add
// a workflow command to the log nor change the step summary's structure.
func TestActionHostileFiles(t *testing.T) {
	ws, runnerTemp := hostileWorkspace(t), t.TempDir()

	for _, format := range []string{"text", "json", "junit", "sarif"} {
		t.Run("log in format "+format, func(t *testing.T) {
			r := runAction(t, ws, runnerTemp, map[string]string{"FORMAT": format})
			if r.code != cli.ExitFindings {
				t.Errorf("exit %d\n%s", r.code, r.stdout)
			}
			if cmds := logCommands(r.stdout); len(cmds) > 0 {
				t.Errorf("the log holds workflow commands %q:\n%s", cmds, r.stdout)
			}
			if !strings.Contains(r.stdout, "forged-name") {
				t.Errorf("the report is not in the log:\n%s", r.stdout)
			}
		})
	}

	t.Run("annotations", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{})
		cmds := logCommands(r.stdout)
		if len(cmds) == 0 {
			t.Fatalf("no annotations:\n%s", r.stdout)
		}
		for _, c := range cmds {
			if !annotation.MatchString(c) {
				t.Errorf("not one of vcqlint's annotations: %q", c)
			}
		}
	})

	t.Run("step summary", func(t *testing.T) {
		r := runAction(t, ws, runnerTemp, map[string]string{})
		report, err := os.ReadFile(filepath.Join(runnerTemp, "vcqlint", "report.txt"))
		if err != nil {
			t.Fatal(err)
		}
		blocks, outside := codeBlocks(r.summary)
		if len(blocks) != 2 || blocks[0].info != "text" || blocks[0].body != string(report) || blocks[1].info != "mermaid" {
			t.Fatalf("code blocks %+v, want the text report then the tree:\n%s", blocks, r.summary)
		}
		if strings.Contains(blocks[1].body, "`") {
			t.Errorf("a backtick in the Mermaid block:\n%s", blocks[1].body)
		}
		for _, bad := range []string{"<script", "</details>", "<b>", "```"} {
			if strings.Contains(outside, bad) {
				t.Errorf("outside code blocks the summary holds %q:\n%s", bad, outside)
			}
		}
		// A link or image needs "](" after an unescaped "]".
		if link := regexp.MustCompile(`(^|[^\\])\]\(`).FindString(outside); link != "" {
			t.Errorf("outside code blocks the summary holds a link %q:\n%s", link, outside)
		}
		if !strings.Contains(outside, `\[click\]`) || !strings.Contains(outside, "&lt;/details&gt;") {
			t.Errorf("the table lacks the escaped names:\n%s", outside)
		}
	})
}

type codeBlock struct{ info, body string }

// codeBlocks splits Markdown into its backtick-fenced code blocks and the
// text outside them, as CommonMark does: a fence of n >= 3 backticks is
// closed by a line of at least n backticks and nothing else.
func codeBlocks(md string) (blocks []codeBlock, outside string) {
	fence := regexp.MustCompile("^(`{3,})([^`]*)$")
	var out, body strings.Builder
	open := ""
	var info string
	for _, line := range strings.SplitAfter(md, "\n") {
		trimmed := strings.TrimRight(line, "\n")
		m := fence.FindStringSubmatch(trimmed)
		switch {
		case open == "" && m != nil:
			open, info = m[1], m[2]
			body.Reset()
		case open != "" && m != nil && len(m[1]) >= len(open) && strings.TrimSpace(m[2]) == "":
			blocks = append(blocks, codeBlock{info, body.String()})
			open = ""
		case open != "":
			body.WriteString(line)
		default:
			out.WriteString(line)
		}
	}
	if open != "" {
		blocks = append(blocks, codeBlock{info + " (unclosed)", body.String()})
	}
	return blocks, out.String()
}

// TestActionSummaryWithinGitHubLimit: the runner drops a step summary over
// 128 KiB whole, so a large report is cut at a line, with a note, and the
// queue tree left out when it does not fit; a small one is not cut.
func TestActionSummaryWithinGitHubLimit(t *testing.T) {
	ws, runnerTemp := t.TempDir(), t.TempDir()
	var b strings.Builder
	// 600 queues in one chain: a report of about 200 kB (each finding's
	// message is capped, so the size grows with the number of queues).
	for i := range 600 {
		parent := ""
		if i > 0 {
			parent = fmt.Sprintf("  parent: q%d\n", i-1)
		}
		fmt.Fprintf(&b, "---\napiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q%d\nspec:\n%s  capability:\n    cpu: \"%d\"\n", i, parent, 1000-i%2*10)
	}
	if err := os.WriteFile(filepath.Join(ws, "queues.yaml"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runAction(t, ws, runnerTemp, map[string]string{})
	report, err := os.ReadFile(filepath.Join(runnerTemp, "vcqlint", "report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(report) <= 128<<10 {
		t.Fatalf("the report (%d bytes) must pass the limit for this test", len(report))
	}
	if len(r.summary) > 128<<10 {
		t.Errorf("step summary %d bytes > 128 KiB", len(r.summary))
	}
	blocks, outside := codeBlocks(r.summary)
	if len(blocks) != 1 || blocks[0].info != "text" || !strings.HasPrefix(string(report), blocks[0].body) ||
		!strings.HasSuffix(blocks[0].body, "\n") || len(blocks[0].body) < 32<<10 {
		t.Errorf("the summary's report is not a cut of whole lines of the report: %d blocks", len(blocks))
	}
	for _, note := range []string{"The report is cut here at", "The queue tree ("} {
		if !strings.Contains(outside, note) {
			t.Errorf("summary lacks the note %q:\n%s", note, outside)
		}
	}

	small := runAction(t, workspaceWithExamples(t), runnerTemp, map[string]string{"PATH": "examples/broken"})
	if strings.Contains(small.summary, "is cut here") || strings.Contains(small.summary, "is left out") {
		t.Errorf("a small summary was cut:\n%s", small.summary)
	}
}
