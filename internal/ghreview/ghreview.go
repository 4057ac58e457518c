// Package ghreview turns the fixes of a vcqlint JSON report into GitHub
// pull-request review comments with suggestion blocks, and posts them.
// A suggestion replaces whole lines, so each fix becomes the new text of
// the lines its edits touch. The GitHub Action uses it (vcqlint suggest)
// only when given a token; nothing here runs otherwise.
package ghreview

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"

	"github.com/vcqlint/vcqlint/internal/inputfile"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// Report is the part of vcqlint's JSON report read here.
type Report struct {
	Findings []struct {
		Rule    string `json:"rule"`
		Message string `json:"message"`
		Fix     *struct {
			Description string `json:"description"`
			File        string `json:"file"`
			Edits       []struct {
				Start int    `json:"start"`
				End   int    `json:"end"`
				Text  string `json:"text"`
			} `json:"edits"`
		} `json:"fix"`
	} `json:"findings"`
}

// Comment is one review comment as the GitHub REST API takes it
// (POST /repos/{owner}/{repo}/pulls/{pull_number}/comments).
type Comment struct {
	CommitID  string `json:"commit_id"`
	Path      string `json:"path"`
	Line      int    `json:"line"`
	StartLine int    `json:"start_line,omitempty"`
	Side      string `json:"side"`
	StartSide string `json:"start_side,omitempty"`
	Body      string `json:"body"`
}

// Comments builds one suggestion comment per fix of r. read returns a
// file's content as it was linted (the pull request's head). A fix whose
// edits lie outside the file is skipped.
func Comments(r Report, commit string, read func(path string) ([]byte, error)) ([]Comment, error) {
	var out []Comment
	cache := map[string][]byte{}
	for _, f := range r.Findings {
		if f.Fix == nil || len(f.Fix.Edits) == 0 {
			continue
		}
		data, ok := cache[f.Fix.File]
		if !ok {
			var err error
			if data, err = read(f.Fix.File); err != nil {
				return nil, fmt.Errorf("%s: %w", f.Fix.File, err)
			}
			cache[f.Fix.File] = data
		}
		edits := toEdits(f.Fix.Edits)
		first, last, text, ok := suggestion(data, edits)
		if !ok {
			continue
		}
		c := Comment{CommitID: commit, Path: f.Fix.File, Line: last, Side: "RIGHT"}
		if first < last {
			c.StartLine, c.StartSide = first, "RIGHT"
		}
		fence := "```"
		for strings.Contains(text, fence) {
			fence += "`"
		}
		// The rule, message and description come from the pull request
		// (queue names, a user policy's ID): escaped, they cannot mention
		// a team, link, show an image or open a block (termsafe.Markdown).
		c.Body = fmt.Sprintf("**%s** %s\n\n%s\n%ssuggestion\n%s%s\n",
			termsafe.Markdown(f.Rule), termsafe.Markdown(f.Message), termsafe.Markdown(f.Fix.Description), fence, text, fence)
		out = append(out, c)
	}
	return out, nil
}

type edit struct {
	start, end int
	text       string
}

func toEdits(in []struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
}) []edit {
	out := make([]edit, 0, len(in))
	for _, e := range in {
		out = append(out, edit{e.Start, e.End, e.Text})
	}
	return out
}

// suggestion is the new text of the whole lines first..last (1-based) that
// the edits touch, ending with a line break: from the line of the first
// edit's start to the line of the last edit's end (which an insertion at a
// line's start changes, and a deletion ending there may join).
func suggestion(data []byte, edits []edit) (first, last int, text string, ok bool) {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	lo, hi := edits[0].start, edits[len(edits)-1].end
	for i, e := range edits {
		if e.start < 0 || e.end < e.start || e.end > len(data) || (i > 0 && e.start < edits[i-1].end) {
			return 0, 0, "", false
		}
		hi = max(hi, e.end)
	}
	from := bytes.LastIndexByte(data[:lo], '\n') + 1
	to := len(data)
	if i := bytes.IndexByte(data[hi:], '\n'); i >= 0 {
		to = hi + i + 1
	}
	var b strings.Builder
	at := from
	for _, e := range edits {
		b.Write(data[at:e.start])
		b.WriteString(e.text)
		at = e.end
	}
	b.Write(data[at:to])
	text = b.String()
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	first = bytes.Count(data[:from], []byte("\n")) + 1
	last = bytes.Count(data[:to], []byte("\n"))
	if to == len(data) && (len(data) == 0 || data[len(data)-1] != '\n') {
		last++
	}
	return first, max(last, first), text, true
}

// Client posts review comments to one pull request.
type Client struct {
	API    string // e.g. https://api.github.com (GITHUB_API_URL)
	Repo   string // owner/name (GITHUB_REPOSITORY)
	Number int
	Token  string
	HTTP   *http.Client
}

// Post posts each comment on its own, so that one GitHub refuses (a line
// outside the pull request's diff gets 422) does not lose the others. It
// returns how many were posted and the errors of the others.
func (c Client) Post(ctx context.Context, comments []Comment) (int, error) {
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	url := fmt.Sprintf("%s/repos/%s/pulls/%d/comments", strings.TrimSuffix(c.API, "/"), c.Repo, c.Number)
	posted := 0
	var errs []error
	for _, cm := range comments {
		body, err := json.Marshal(cm)
		if err != nil {
			return posted, err
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return posted, err
		}
		req.Header.Set("Accept", "application/vnd.github+json")
		req.Header.Set("Authorization", "Bearer "+c.Token)
		req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
		req.Header.Set("Content-Type", "application/json")
		resp, err := hc.Do(req)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s:%d: %w", cm.Path, cm.Line, err))
			continue
		}
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
		_ = resp.Body.Close() // read to the end of what is wanted already
		if resp.StatusCode/100 != 2 {
			errs = append(errs, fmt.Errorf("%s:%d: GitHub answered %s: %s", cm.Path, cm.Line, resp.Status, strings.TrimSpace(string(msg))))
			continue
		}
		posted++
	}
	return posted, errors.Join(errs...)
}

// Event is the part of a pull_request event (GITHUB_EVENT_PATH) read here.
type Event struct {
	PullRequest *struct {
		Number int `json:"number"`
		Head   struct {
			SHA string `json:"sha"`
		} `json:"head"`
	} `json:"pull_request"`
}

// ReadJSON decodes the JSON file at path (a vcqlint report, a runner's
// event), read as any input is: a regular file, bounded.
func ReadJSON(path string, v any) error {
	if path == "" {
		return fmt.Errorf("no file named")
	}
	data, err := inputfile.Read(path, inputfile.ManifestLimit)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// ReadSource reads a file a report names, for Comments: a regular file,
// bounded.
func ReadSource(path string) ([]byte, error) {
	return inputfile.Read(path, inputfile.ManifestLimit)
}
