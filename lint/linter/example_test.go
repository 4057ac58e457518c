package linter_test

import (
	"context"
	"fmt"
	"log"

	"github.com/vcqlint/vcqlint/lint/linter"
)

// A program that embeds vcqlint builds a Linter once and lints paths with
// it; findings carry the rule, the position and the message.
func Example() {
	ctx := context.Background()
	l, err := linter.New(ctx, linter.Options{Volcano: "1.14"})
	if err != nil {
		log.Fatal(err)
	}
	res, err := l.Lint(ctx, "../../examples/broken/child-capability-exceeds-parent.yaml")
	if err != nil {
		log.Fatal(err)
	}
	for _, f := range res.Findings {
		if f.Rule == "VCQ203" {
			fmt.Printf("%s:%d:%d %s %s %s\n", f.File, f.Line, f.Column, f.Severity, f.Rule, f.RuleName)
		}
	}
	// Output:
	// ../../examples/broken/child-capability-exceeds-parent.yaml:21:5 error VCQ203 child-capability-exceeds-parent
}
