package config_test

import (
	"testing"

	"github.com/vcqlint/vcqlint/internal/config"
	"github.com/vcqlint/vcqlint/internal/session"
)

// hostile holds configuration files written to be ambiguous or abusive.
var hostile = repoPath("testdata", "hostile", "config")

func TestDuplicateKeysInConfigAreErrorsAtTheSecondKey(t *testing.T) {
	_, err := session.ReadConfig(hostile+"/duplicate-keys.vcqlint.yaml", builtinRules(t))
	var errs config.Errors
	if !asErrors(err, &errs) {
		t.Fatalf("err = %v, want positioned errors", err)
	}
	want := []string{
		`6:1: duplicate key "failOn" (first at line 3)`,
		`11:5: duplicate key "cpu" (first at line 10)`, // inside the cluster section
	}
	if len(errs) != len(want) {
		t.Fatalf("errors:\n%v\nwant %d", errs, len(want))
	}
	for i, e := range errs {
		if got := e.Error()[len(e.Pos.File)+1:]; got != want[i] {
			t.Errorf("error %d = %q, want %q", i, got, want[i])
		}
	}
}

func TestSameKeyAtDifferentLevelsIsNoDuplicate(t *testing.T) {
	if _, err := session.ReadConfig(hostile+"/single-keys.vcqlint.yaml", builtinRules(t)); err != nil {
		t.Fatalf("%v", err)
	}
}
