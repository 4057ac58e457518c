package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// fakeGitHub records the review comments posted to it, refusing those on
// refuseLine (as GitHub refuses a line outside the pull request's diff).
type fakeGitHub struct {
	mu       sync.Mutex
	comments []map[string]any
	auth     []string
	paths    []string
}

func (f *fakeGitHub) handler(refuseLine float64) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var c map[string]any
		if err := json.Unmarshal(body, &c); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		f.auth = append(f.auth, r.Header.Get("Authorization"))
		f.paths = append(f.paths, r.Method+" "+r.URL.Path)
		if c["line"] == refuseLine {
			http.Error(w, `{"message":"Validation Failed"}`, http.StatusUnprocessableEntity)
			return
		}
		f.comments = append(f.comments, c)
		w.WriteHeader(http.StatusCreated)
	})
}

// The Action posts the fixes as review suggestions when given a token,
// to the API the runner names, and not at all without one.
func TestActionPostsSuggestions(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	ws, runnerTemp := t.TempDir(), t.TempDir()
	before, err := os.ReadFile(filepath.Join("testdata", "fix", "vcq102-block", "before.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(ws, "deploy"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(ws, "deploy", "scheduler.yaml"), before, 0o644); err != nil {
		t.Fatal(err)
	}
	event := filepath.Join(t.TempDir(), "event.json")
	if err := os.WriteFile(event, []byte(`{"pull_request":{"number":42,"head":{"sha":"0123abcd"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	gh := &fakeGitHub{}
	srv := httptest.NewServer(gh.handler(-1))
	defer srv.Close()
	runner := map[string]string{
		"PATH": "deploy", "env:GITHUB_EVENT_PATH": event, "env:GITHUB_API_URL": srv.URL, "env:GITHUB_REPOSITORY": "acme/infra",
	}

	r := runAction(t, ws, runnerTemp, runner)
	if len(gh.comments) != 0 {
		t.Fatalf("posted %d comments without a token", len(gh.comments))
	}
	runner["SUGGESTIONS_TOKEN"] = "s3cret-token"
	r = runAction(t, ws, runnerTemp, runner)
	if r.code != 1 {
		t.Errorf("exit %d, want 1 (the findings):\n%s", r.code, r.stdout)
	}
	if strings.Contains(r.stdout, "s3cret-token") {
		t.Error("the token reached the log")
	}
	// One fix (the three names of one line are three findings, three
	// suggestions of the same line).
	if len(gh.comments) != 3 {
		t.Fatalf("posted %d comments, want 3:\n%s", len(gh.comments), r.stdout)
	}
	for i, c := range gh.comments {
		if gh.paths[i] != "POST /repos/acme/infra/pulls/42/comments" || gh.auth[i] != "Bearer s3cret-token" {
			t.Errorf("request %d: %s with %q", i, gh.paths[i], gh.auth[i])
		}
		if c["path"] != "deploy/scheduler.yaml" || c["commit_id"] != "0123abcd" || c["side"] != "RIGHT" || c["line"] != float64(9) {
			t.Errorf("comment %d: %v", i, c)
		}
		body, _ := c["body"].(string)
		if !strings.Contains(body, "```suggestion\n    actions: \"enqueue, allocate, backfil") || !strings.Contains(body, "VCQ102") {
			t.Errorf("comment %d body:\n%s", i, body)
		}
	}
	if !strings.Contains(r.stdout, "posted 3 of 3 suggestions") {
		t.Errorf("log lacks the count:\n%s", r.stdout)
	}
}
