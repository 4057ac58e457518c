package termsafe_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// The encoder's output holds no character that acts on a terminal, and a
// JSON parser reads the very same strings back.
func TestJSONEncoder(t *testing.T) {
	in := map[string]string{
		"name": "evil\x1b]0;title\a\x1b[2J\u009b2J\x7f",
		"bidi": "abc\u202edcba\u2066x\u2069 \U000e0001 tag",
		"ok":   "équipe 队列 ∞",
	}
	var buf bytes.Buffer
	if err := termsafe.NewJSONEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	if !termsafe.Safe(strings.ReplaceAll(buf.String(), "\n", "")) { // the encoder ends with a newline
		t.Errorf("output is not terminal-safe: %q", buf.String())
	}
	var back map[string]string
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, buf.String())
	}
	for k, v := range in {
		if back[k] != v {
			t.Errorf("%s: read back %q, want %q", k, back[k], v)
		}
	}
}
