package regoeval_test

import (
	"context"
	"testing"

	"github.com/vcqlint/vcqlint/internal/regoeval"
	"github.com/vcqlint/vcqlint/policies"
)

const fieldsPolicy = `# METADATA
# title: deep-queue
# description: A test policy that names the fields it reads.
# custom:
#   id: ACME001
#   severity: warning
#   summary: test
package acme.fields

violation contains v if {
	some q in input.queues
	q.depth > 3
	some f in ["capability", "deserved"]
	count(q[f]) > 0
	v := {"ref": q.ref, "message": "deep"}
}
`

// TestInputFields: the fields a set of policies can read are the strings
// they name; a builtin that reads whole objects, or any user policy, means
// every field.
func TestInputFields(t *testing.T) {
	ctx := context.Background()
	mods, err := policies.Modules()
	if err != nil {
		t.Fatal(err)
	}
	builtin, err := regoeval.Compile(ctx, mods)
	if err != nil {
		t.Fatal(err)
	}
	fields := builtin.InputFields()
	for _, f := range []string{"ref", "id", "name", "tasks", "minAvailable", "minMember", "schedulerName", "jobs", "podGroups", "workloads", "schedulerConfigs"} {
		if !fields[f] {
			t.Errorf("the built-in policies read %q but InputFields lacks it", f)
		}
	}
	// queues: only the workloads library, which no built-in rule uses
	// (it is there for users' policies), reads them.
	for _, f := range []string{"position", "labels", "file", "depth", "ancestors", "queues"} {
		if fields[f] {
			t.Errorf("no built-in policy names %q, yet InputFields has it", f)
		}
	}

	only := []regoeval.Module{{Name: "fields.rego", Source: fieldsPolicy}}
	named, err := regoeval.Compile(ctx, only)
	if err != nil {
		t.Fatal(err)
	}
	if got := named.InputFields(); !got["depth"] || !got["capability"] || !got["deserved"] || got["guarantee"] {
		t.Errorf("InputFields of a policy naming depth, capability and deserved = %v", got)
	}

	whole := []regoeval.Module{{Name: "whole.rego", Source: fieldsPolicy + `
keys(q) := object.keys(q)
`}}
	w, err := regoeval.Compile(ctx, whole)
	if err != nil {
		t.Fatal(err)
	}
	if got := w.InputFields(); got != nil {
		t.Errorf("a policy calling object.keys can read any field, but InputFields = %v", got)
	}

	user, err := regoeval.Compile(ctx, mods, regoeval.Options{User: only})
	if err != nil {
		t.Fatal(err)
	}
	if got := user.InputFields(); got != nil {
		t.Errorf("with user policies every field must be kept, but InputFields = %v", got)
	}
}
