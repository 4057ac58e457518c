package regoeval

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/open-policy-agent/opa/v1/ast"
)

// inputJSONCases hold what an input document can: the texts of hostile
// names (controls, quotes, invalid UTF-8, characters beyond the BMP),
// numbers of every form, nesting, empty collections.
var inputJSONCases = []string{
	`{"queues": [{"name": "a\"b\\c\n\u0000\u001f\u007f\u2028", "weight": 1, "ref": 0}], "jobs": [], "x": {}}`,
	`{"n": [0, -1, 1.5, 1e300, -2.5E-10, 123456789012345678901234567890], "b": [true, false, null]}`,
	`{"s": "\ud83d\ude00 emoji, é, 中文", "nested": [[[{"a": [[]]}]]]}`,
	`[]`, `"just a string"`, `42`,
}

// TestInputJSONMatchesOPA: the JSON inputJSON writes is what OPA's own
// conversion (ast.JSON, encoding/json) gives, read by encoding/json, and
// readInputJSON reads back the value OPA reads from it.
func TestInputJSONMatchesOPA(t *testing.T) {
	values := []ast.Value{ast.String("bad \xff\xfe utf-8")}
	for _, c := range inputJSONCases {
		v, err := ast.ValueFromReader(bytes.NewReader([]byte(c)))
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		values = append(values, v)
	}
	for _, v := range values {
		raw, err := inputJSON(v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		var got, want any
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", v, err, raw)
		}
		x, err := ast.JSON(v)
		if err != nil {
			t.Fatal(err)
		}
		opa, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(opa, &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v:\n got %s\nwant %s", v, raw, opa)
		}
		back, err := readInputJSON(raw)
		if err != nil {
			t.Fatalf("%s: %v", raw, err)
		}
		fromOPA, err := ast.ValueFromReader(bytes.NewReader(opa))
		if err != nil {
			t.Fatal(err)
		}
		if back.Compare(fromOPA) != 0 {
			t.Errorf("read back %v, OPA reads %v", back, fromOPA)
		}
	}
	for _, bad := range []string{``, `{`, `{"a" 1}`, `[1,]`, `"\x"`, `"unterminated`, `{"a":1} x`, `01x`, `nul`} {
		if _, err := readInputJSON([]byte(bad)); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}
