package rule

import "testing"

func TestSuggest(t *testing.T) {
	x := NewIndex([]Meta{
		{ID: "VCQ203", Name: "child-capability-exceeds-parent"},
		{ID: "VCQ204", Name: "child-guarantee-exceeds-parent"},
		{ID: "ACME001", Name: "h100-quota-limit"},
	})
	cases := map[string]string{
		"vcq203":                         "VCQ203", // case
		"VQC203":                         "VCQ203", // letters swapped, same number
		"VCQ2O3":                         "VCQ203", // a letter for a digit: not ID-shaped, edit distance
		"child-capabilty-exceeds-parent": "child-capability-exceeds-parent",
		"VCQ209":                         "", // a wrong number is no typo to guess
		"VCQ230":                         "",
		"something-else-entirely":        "",
		"ACME01":                         "", // wrong number
	}
	for ref, want := range cases {
		if got := x.Suggest(ref); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", ref, got, want)
		}
	}
}
