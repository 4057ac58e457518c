package ghreview

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/termsafe"
	"github.com/vcqlint/vcqlint/internal/termsafe/mdcheck"
)

func report(t *testing.T, file string, edits string) Report {
	t.Helper()
	var r Report
	doc := `{"findings":[{"rule":"VCQ306","message":"m","fix":{"description":"d","file":"` + file + `","edits":` + edits + `}}]}`
	if err := json.Unmarshal([]byte(doc), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// A suggestion is the new text of every line the edits touch.
func TestCommentsCoverWholeLines(t *testing.T) {
	data := "spec:\n  guarantee:\n    cpu: 1\n    memory: 2Gi\nstatus: {}\n"
	at := strings.Index(data, "    cpu")
	mem := strings.Index(data, "    memory")
	edits := `[{"start":` + itoa(at) + `,"end":` + itoa(at) + `,"text":"    resource:\n  "},{"start":` + itoa(mem) + `,"end":` + itoa(mem) + `,"text":"  "}]`
	cs, err := Comments(report(t, "q.yaml", edits), "sha", func(string) ([]byte, error) { return []byte(data), nil })
	if err != nil || len(cs) != 1 {
		t.Fatalf("%v %v", cs, err)
	}
	c := cs[0]
	if c.StartLine != 3 || c.Line != 4 || c.StartSide != "RIGHT" {
		t.Errorf("lines %d-%d", c.StartLine, c.Line)
	}
	want := "```suggestion\n    resource:\n      cpu: 1\n      memory: 2Gi\n```"
	if !strings.Contains(c.Body, want) {
		t.Errorf("body:\n%s\nwant it to hold\n%s", c.Body, want)
	}
}

// A suggestion holding backticks gets a longer fence; a last line without
// a line break is still one line.
func TestCommentsFenceAndLastLine(t *testing.T) {
	data := "a: \"```\"\nb: x"
	cs, err := Comments(report(t, "f.yaml", `[{"start":12,"end":13,"text":"y"}]`), "sha", func(string) ([]byte, error) { return []byte(data), nil })
	if err != nil || len(cs) != 1 {
		t.Fatalf("%v %v", cs, err)
	}
	if cs[0].Line != 2 || cs[0].StartLine != 0 || !strings.Contains(cs[0].Body, "b: y\n") {
		t.Errorf("%+v", cs[0])
	}
	data = "a: \"```\"\n"
	cs, _ = Comments(report(t, "f.yaml", "[{\"start\":4,\"end\":7,\"text\":\"````\"}]"), "sha", func(string) ([]byte, error) { return []byte(data), nil })
	if len(cs) != 1 || !strings.Contains(cs[0].Body, "`````suggestion\na: \"````\"\n`````") {
		t.Errorf("%+v", cs)
	}
}

func TestCommentsSkipEditsOutsideTheFile(t *testing.T) {
	cs, err := Comments(report(t, "f.yaml", `[{"start":5,"end":50,"text":"y"}]`), "sha", func(string) ([]byte, error) { return []byte("a: b\n"), nil })
	if err != nil || len(cs) != 0 {
		t.Errorf("%v %v", cs, err)
	}
}

// One comment GitHub refuses does not stop the others.
func TestPostKeepsGoingAfterARefusal(t *testing.T) {
	var got []Comment
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var c Comment
		_ = json.NewDecoder(r.Body).Decode(&c)
		if c.Line == 2 {
			http.Error(w, "outside the diff", http.StatusUnprocessableEntity)
			return
		}
		got = append(got, c)
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()
	n, err := Client{API: srv.URL, Repo: "o/r", Number: 1, Token: "t"}.Post(context.Background(),
		[]Comment{{Path: "a", Line: 1}, {Path: "a", Line: 2}, {Path: "a", Line: 3}})
	if n != 2 || len(got) != 2 || err == nil || !strings.Contains(err.Error(), "a:2") {
		t.Errorf("posted %d (%v), err %v", n, got, err)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A review comment's rule, message and description come from the pull
// request (queue names quoted in messages, a user policy's own ID): read
// back strictly (mdcheck), each shows its text and nothing else, no
// mention, link, image, HTML or block, and the body keeps its shape.
func TestCommentsEscapeWhatThePullRequestControls(t *testing.T) {
	hostile := []string{
		"queue @org/platform-team is over ![x](https://evil.example/p.png) [click](https://evil.example)",
		"<img src=x onerror=alert(1)> **bold** `code` ~~s~~ | a | #12 org/repo#3",
		"line\n# heading\n```\n- item",
		"1. listed",
		"    indented",
	}
	data := "spec:\n  weight: 0\n"
	for _, h := range hostile {
		var r Report
		doc := map[string]any{"findings": []any{map[string]any{
			"rule": h, "message": h,
			"fix": map[string]any{"description": h, "file": "q.yaml", "edits": []any{map[string]any{"start": 16, "end": 17, "text": "1"}}},
		}}}
		raw, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		cs, err := Comments(r, "sha", func(string) ([]byte, error) { return []byte(data), nil })
		if err != nil || len(cs) != 1 {
			t.Fatalf("%q: %v %v", h, cs, err)
		}
		lines := strings.Split(cs[0].Body, "\n")
		if len(lines) != 7 || lines[1] != "" || lines[3] != "```suggestion" || lines[4] != "  weight: 1" || lines[5] != "```" {
			t.Fatalf("%q: body of another shape:\n%s", h, cs[0].Body)
		}
		head, ok := strings.CutPrefix(lines[0], "**")
		rule, msg, found := strings.Cut(head, "** ")
		if !ok || !found {
			t.Fatalf("%q: first line %q", h, lines[0])
		}
		for part, text := range map[string]string{"rule": rule, "message": msg, "description": lines[2]} {
			shown, err := mdcheck.Inline(text)
			if err != nil {
				t.Errorf("%q: %s %q is not inert: %v", h, part, text, err)
			} else if shown != termsafe.Escape(h) {
				t.Errorf("%q: %s shows %q", h, part, shown)
			}
		}
	}
}
