package yamlfast

import (
	"strings"
	"testing"
)

func TestEdgeCasesMatchV3(t *testing.T) {
	accepted := 0
	for _, c := range edgeCases {
		if checkSame(t, c, []byte(c)) {
			accepted++
		}
	}
	t.Logf("accepted %d of %d edge cases", accepted, len(edgeCases))
}

// TestDeclines lists inputs outside the subset, each of which must fall
// back to yaml.v3 (valid YAML the parser does not reproduce, and errors).
func TestDeclines(t *testing.T) {
	for name, in := range map[string]string{
		"anchor":                     "a: &x 1\n",
		"alias":                      "a: &x 1\nb: *x\n",
		"tag":                        "a: !!str 1\n",
		"directive":                  "%YAML 1.2\n---\na: 1\n",
		"document end":               "a: 1\n...\n",
		"complex key":                "? a\n: b\n",
		"multi-line plain":           "a: b\n  c\n",
		"multi-line plain after gap": "a: b\n\n  c\n",
		"multi-line single-quoted":   "a: 'b\n  c'\n",
		"multi-line double-quoted":   "a: \"b\n  c\"\n",
		"escaped line break":         "a: \"b\\\n  c\"\n",
		"tab in indentation":         "a:\n\tb: 1\n",
		"tab in a value":             "a: b\tc\n",
		"flow over lines":            "a: [b,\n  c]\n",
		"flow trailing comma":        "a: [b, ]\n",
		"flow key without value":     "a: {b}\n",
		"flow JSON-style colon":      "{\"a\":1}\n",
		"lone CR":                    "a: 1\rb: 2\n",
		"NEL":                        "a: b\u0085c\n",
		"byte order mark":            "\ufeffa: 1\n",
		"invalid UTF-8":              "a: \xff\n",
		"control character":          "a: \x01\n",
		"scalar on its own line":     "a:\n  b\n",
		"content after ---":          "--- a\n",
		"mapping value in a value":   "a: b: c\n",
		"sequence as inline value":   "a: - b\n",
		"more indented key":          "a: 1\n  b: 2\n",
		"key after sequence":         "a:\n  - b\n  c: 1\n",
		"unknown escape":             "a: \"\\/\"\n",
		"surrogate escape":           "a: \"\\ud800\"\n",
		"unterminated quote":         "a: \"b\n",
		"two scalars":                "a: 'b' 'c'\n",
		"text after flow":            "a: [b] c\n",
		"block indicator 0":          "a: |0\n  b\n",
		"comment glued to header":    "a: |#c\n  b\n",
		"key too long":               strings.Repeat("k", maxKeyLen+1) + ": v\n",
		"flow key too long":          "{" + strings.Repeat("k", maxKeyLen+1) + ": v}\n",
		"too deep":                   strings.Repeat("- ", maxDepth+1) + "a\n",
		"too deep flow":              "a: " + strings.Repeat("[", maxDepth+1) + strings.Repeat("]", maxDepth+1) + "\n",
	} {
		if docs, ok := Parse([]byte(in)); ok {
			t.Errorf("%s: accepted %q (%d documents), want a decline", name, in, len(docs))
		}
	}
}
