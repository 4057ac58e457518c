package gitsrc

import (
	"strings"
	"testing"
)

func TestLooksLikeHash(t *testing.T) {
	for ref, want := range map[string]bool{
		"abcd": true, "ABCDEF12": true, strings.Repeat("0f", 20): true,
		"abc": false, strings.Repeat("a", 41): false, "abcg": false, "main": false,
		"v1.2.3": false, "": false, "ab cd": false,
	} {
		if got := looksLikeHash(ref); got != want {
			t.Errorf("looksLikeHash(%q) = %v, want %v", ref, got, want)
		}
	}
}
