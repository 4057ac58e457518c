package policyinput

import (
	"github.com/open-policy-agent/opa/v1/ast"

	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/source"
)

// Document is the document every Rego policy receives, as plain Go values:
// the model's lists with the queue tree already resolved, quantities as
// canonical strings (quantity arithmetic stays in Go), each object's `ref`
// (the handle a policy returns to point at it), the target release's facts
// (`volcano`) and the declared cluster (`cluster`, when env has one).
// `vcqlint input` prints exactly this.
func Document(m *model.Model, env rule.Env) map[string]any {
	return build[any](m, 1, func() valueBuilder[any] { return goValues{} }, members(env), AllFields).(map[string]any)
}

// Value is Document as the OPA value policies evaluate, with only the
// entry fields fields selects (AllFields for user policies). It is built
// directly, in parallel, rather than as Go maps converted with
// ast.InterfaceToValue: on a large estate the document is most of the cost
// of evaluating the policies, and the conversion would build it twice.
// TestValueMatchesDocument keeps the two equal.
func Value(m *model.Model, env rule.Env, fields Fields) (ast.Value, error) {
	var builders []*astValues
	doc := build(m, source.Workers(), func() valueBuilder[*ast.Term] {
		b := &astValues{keys: map[string]*ast.Term{}, shared: map[string]*ast.Term{}, memo: map[string]*ast.Term{}}
		builders = append(builders, b) // newBuilder runs before the goroutines start
		return b
	}, members(env), fields)
	for _, b := range builders {
		if b.err != nil {
			return nil, b.err
		}
	}
	return doc.Value, nil
}

// members are the top-level members the model does not hold: the target
// release's facts and, when one is declared, the cluster.
func members(env rule.Env) map[string]any {
	extra := map[string]any{"volcano": Facts(env.Volcano, env.Setup).Member()}
	if env.Cluster != nil {
		extra["cluster"] = clusterMember(env.Cluster)
	}
	return extra
}
