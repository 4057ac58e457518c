package main

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/lint/cli"
)

// TestUsageDocCommandsRun runs every vcqlint command of docs/usage.md's sh
// blocks, from the repository's root: none may be a usage or input error,
// and each prints something.
func TestUsageDocCommandsRun(t *testing.T) {
	f, err := os.Open("docs/usage.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cmds []string
	inSh := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "```sh":
			inSh = true
		case strings.HasPrefix(line, "```"):
			inSh = false
		case inSh && strings.HasPrefix(line, "vcqlint "):
			cmds = append(cmds, line)
		case inSh && strings.TrimSpace(line) != "":
			t.Errorf("docs/usage.md: a sh block holds %q, which is not a vcqlint command the test can run", line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cmds) < 10 {
		t.Fatalf("found only %d commands in docs/usage.md", len(cmds))
	}
	for _, line := range cmds {
		t.Run(line, func(t *testing.T) {
			if strings.ContainsAny(line, "|<>;$`'\"") {
				t.Fatalf("%q uses shell syntax the test does not interpret", line)
			}
			var out, errOut bytes.Buffer
			code := cli.Run(context.Background(), strings.Fields(line)[1:], cli.IO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
			if code == cli.ExitError || out.Len() == 0 {
				t.Errorf("exit %d, %d bytes out; stderr:\n%s", code, out.Len(), errOut.String())
			}
		})
	}
}
