package kustomize

import (
	"bytes"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// maxExpandedNodes bounds the nodes of one YAML document once its aliases
// are expanded. kustomize expands every alias of every document it reads
// (kyaml's RNode.DeAnchor, in kio.ByteReader, copies what each alias
// names) with no limit of its own: nine lines of anchors, each aliasing the
// previous one ten times, make 10^9 nodes and took a 10 GB heap before
// vcqlint checked. Real manifests use aliases, if at all, for a few shared
// blocks; a million nodes is about 20 MB of YAML.
const maxExpandedNodes = 1_000_000

// aliasBomb returns the first alias of a document of data whose expansion
// takes the document beyond maxExpandedNodes, or nil.
func aliasBomb(data []byte) *yaml.Node {
	if !bytes.Contains(data, []byte("*")) {
		return nil // no alias can be written without one
	}
	docs, _ := yamlpos.Parse(data)
	for _, d := range docs {
		memo := map[*yaml.Node]int{}
		if expanded(d.Root, memo, 0) > maxExpandedNodes {
			return firstAlias(d.Root, map[*yaml.Node]bool{})
		}
	}
	return nil
}

// expanded counts the nodes below n with aliases replaced by what they
// name, saturating just above maxExpandedNodes; memo keeps the count of
// each node already counted (an alias names a node counted before it).
func expanded(n *yaml.Node, memo map[*yaml.Node]int, depth int) int {
	if n == nil {
		return 0
	}
	if c, ok := memo[n]; ok {
		return c
	}
	memo[n] = maxExpandedNodes + 1 // an alias inside its own anchor: refused
	count := 1
	if depth < 10_000 {
		if n.Kind == yaml.AliasNode {
			count = expanded(n.Alias, memo, depth+1)
		}
		for _, c := range n.Content {
			count = min(count+expanded(c, memo, depth+1), maxExpandedNodes+1)
		}
	}
	memo[n] = count
	return count
}

func firstAlias(n *yaml.Node, seen map[*yaml.Node]bool) *yaml.Node {
	if n == nil || seen[n] {
		return nil
	}
	seen[n] = true
	if n.Kind == yaml.AliasNode {
		return n
	}
	for _, c := range n.Content {
		if a := firstAlias(c, seen); a != nil {
			return a
		}
	}
	return nil
}
