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
	if !mayHoldAliases(data) {
		return nil
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

// mayHoldAliases reports whether data may hold an anchor and an alias:
// an & and a * where a node's properties can start (at the start of a line
// or after a space or a flow indicator) and followed by a name. "2>&1" or
// "scope: '*'" hold neither; what passes is parsed.
func mayHoldAliases(data []byte) bool {
	return marks(data, '&') && marks(data, '*')
}

func marks(data []byte, c byte) bool {
	for i := 0; i < len(data); {
		j := bytes.IndexByte(data[i:], c)
		if j < 0 {
			return false
		}
		i += j
		before := i == 0 || bytes.IndexByte([]byte(" \t\n\r[{,:-"), data[i-1]) >= 0
		after := i+1 < len(data) && bytes.IndexByte([]byte(" \t\n\r[]{},'\""), data[i+1]) < 0
		if before && after {
			return true
		}
		i++
	}
	return false
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
