// Package rules holds vcqlint's built-in rules written in Go: those that
// need exact quantity arithmetic, cycle detection or the loader's decoding
// problems, and those that scan every queue or every workload (OPA spends
// about a microsecond per element and rule on such a scan, and the policy
// input must hold each queue as an OPA value, which on a 10k-queue estate
// cost more than the rest of the lint past parsing). Rules over the
// scheduler configuration, and estate-wide advice, live as Rego policies
// in the policies package.
package rules

import (
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
)

// All, the list of every rule.Go declared in this package, is generated:
// declare a rule in the file of its family and run go generate.
//go:generate go run -C ../tools ./rulegen rules

// Paths of the three quota lists of a Queue.
var (
	capabilityPath = []string{"spec", "capability"}
	deservedPath   = []string{"spec", "deserved"}
	guaranteePath  = []string{"spec", "guarantee", "resource"}
)

// keyPos is the position of resource name under a queue's quota list, or
// of the list itself, or of the queue, whichever exists first.
func keyPos(obj *manifest.Object, list []string, name string) finding.Position {
	return obj.Pos(append(append([]string(nil), list...), name)...)
}

// definedQueues are the queues backed by an object (not the implicit root).
func definedQueues(m *model.Model) []*model.Queue { return m.Defined() }
