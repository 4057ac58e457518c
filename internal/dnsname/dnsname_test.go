package dnsname_test

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation"

	"github.com/vcqlint/vcqlint/internal/dnsname"
)

// cases are the edges of both grammars: empty, lone and doubled dots and
// dashes, upper case, underscores, non-ASCII, a trailing newline (which
// Go's $ does not match before) and the length limits on either side.
var cases = []string{
	"", "a", "0", "-", ".", "a.", ".a", "a..b", "a.b", "a-b", "-a", "a-", "a.-b", "a-.b",
	"A", "aB", "a_b", "a b", "é", "a\n", "\na", "a.b.c", "my-name", "123-abc", "example.com",
	"a\x00", "abc.def-ghi.j0",
	strings.Repeat("a", 63), strings.Repeat("a", 64),
	strings.Repeat("a", 63) + "." + strings.Repeat("b", 63),
	strings.Repeat("a", 100) + "." + strings.Repeat("b", 100),
	strings.Repeat("a.", 126) + "a", strings.Repeat("a.", 126) + "ab", strings.Repeat("a", 253), strings.Repeat("a", 254),
}

func TestAgreesWithApimachinery(t *testing.T) {
	for _, s := range cases {
		check(t, s)
	}
}

func FuzzAgreesWithApimachinery(f *testing.F) {
	for _, s := range cases {
		f.Add(s)
	}
	f.Fuzz(check)
}

func check(t *testing.T, s string) {
	if got, want := dnsname.IsLabel(s), len(validation.IsDNS1123Label(s)) == 0; got != want {
		t.Errorf("IsLabel(%q) = %v, apimachinery says %v", s, got, want)
	}
	if got, want := dnsname.IsSubdomain(s), len(validation.IsDNS1123Subdomain(s)) == 0; got != want {
		t.Errorf("IsSubdomain(%q) = %v, apimachinery says %v", s, got, want)
	}
}
