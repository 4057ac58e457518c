# Three of vcqlint's checks written for conftest, for bench/conftest.sh:
# the same questions asked of the same files, answered by conftest's OPA
# over `conftest test --combine` input (an array of {path, contents}, the
# contents of a file with several documents being an array of them).
# They follow the rules' main case only (vcqlint's versions and edge cases
# are left out), so conftest does less work here than vcqlint, which runs
# all its rules.
package main

import rego.v1

# Every document of every file; Kubernetes List documents are unpacked.
docs contains d if {
	some f in input
	some d in file_docs(f.contents)
}

docs contains item if {
	some f in input
	some d in file_docs(f.contents)
	d.kind == "List"
	some item in d.items
}

file_docs(c) := c if is_array(c)

file_docs(c) := [c] if is_object(c)

# A quantity as a number: "500m", "64Gi" or a plain number.
qty(x) := units.parse(x) if is_string(x)

qty(x) := x if is_number(x)

queues := [q | some q in docs; q.kind == "Queue"]

# VCQ101: capacity and proportion enabled together.
deny contains msg if {
	some cm in docs
	cm.kind == "ConfigMap"
	some key, text in cm.data
	endswith(key, ".conf")
	conf := yaml.unmarshal(text)
	names := {p.name | some tier in conf.tiers; some p in tier.plugins}
	"capacity" in names
	"proportion" in names
	msg := sprintf("VCQ101 ConfigMap %s: %s enables both capacity and proportion", [cm.metadata.name, key])
}

# VCQ203: a queue's capability above its parent's on some resource.
deny contains msg if {
	some q in queues
	# Indexed by OPA (comprehension indexing on the name): linear, not
	# quadratic, in the number of queues.
	parent_name := q.spec.parent
	parents := [p | p := queues[_]; p.metadata.name == parent_name]
	some parent in parents
	some res, v in q.spec.capability
	qty(v) > qty(parent.spec.capability[res])
	msg := sprintf("VCQ203 Queue %s: capability %s %v is above parent %s's %v", [q.metadata.name, res, v, parent_name, parent.spec.capability[res]])
}

# VCQ401: the queues' guarantees add up to more than the Nodes' allocatable.
# Resource names first, then one sum per name: linear in the input.
nodes := [n | some n in docs; n.kind == "Node"]

allocatable := {res: sum([qty(n.status.allocatable[res]) | some n in nodes]) |
	some res in {r | some n in nodes; some r, _ in n.status.allocatable}
}

guaranteed := {res: sum([qty(q.spec.guarantee.resource[res]) | some q in queues]) |
	some res in {r | some q in queues; some r, _ in q.spec.guarantee.resource}
}

deny contains msg if {
	count(nodes) > 0
	some res, g in guaranteed
	g > object.get(allocatable, res, 0)
	msg := sprintf("VCQ401 the queues guarantee %v of %s, the cluster has %v", [g, res, object.get(allocatable, res, 0)])
}
