package linter_test

import (
	"context"
	"fmt"
	"log"

	"github.com/vcqlint/vcqlint/lint/linter"
)

// A program that embeds vcqlint builds the engine once and lints paths
// with it; findings carry the rule, the position and the message.
func Example() {
	ctx := context.Background()
	eng, err := linter.NewEngine(ctx, linter.EngineOptions{})
	if err != nil {
		log.Fatal(err)
	}
	res, err := linter.Run(ctx, eng, linter.Options{
		Paths: []string{"../../examples/broken/child-capability-exceeds-parent.yaml"},
	})
	if err != nil {
		log.Fatal(err)
	}
	var f linter.Finding
	for _, f = range res.Findings {
		if f.RuleID == "VCQ203" {
			break
		}
	}
	fmt.Printf("%s:%d:%d %s %s\n", f.Pos.File, f.Pos.Line, f.Pos.Column, f.Severity, f.RuleID)
	// Output:
	// ../../examples/broken/child-capability-exceeds-parent.yaml:21:5 error VCQ203
}
