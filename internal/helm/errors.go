package helm

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// helmErrRE finds a template position in an error of text/template or
// Helm: "template: volcano/templates/x.yaml:12:3: ...", "execution error at
// (volcano/templates/x.yaml:12:3): ..." or "parse error at (x.yaml:12): ...".
var helmErrRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:template: |error at \()([^\s:()]+):(\d+)(?::(\d+))?`)
})

// tplName is the name Helm gives the text of a tpl call, which no file
// holds: an error inside it belongs at the template that called tpl.
const tplName = "gotpl"

// renderError places a render error at the innermost position it names in
// a file of the chart (an error inside an include names the including
// template first; one inside tpl text, the calling template last), with
// Helm's message from there on.
func (p chartPaths) renderError(err error, chartYAML string) Error {
	msg := err.Error()
	var at []int
	for _, m := range helmErrRE().FindAllStringSubmatchIndex(msg, -1) {
		if msg[m[2]:m[3]] != tplName && p.realPath(msg[m[2]:m[3]]) != "" {
			at = m
		}
	}
	if at == nil {
		return Error{Pos: finding.Position{File: chartYAML, Line: 1, Column: 1}, Msg: "cannot render the Helm chart: " + msg}
	}
	line, _ := strconv.Atoi(msg[at[4]:at[5]])
	col := 0
	if at[6] >= 0 {
		col, _ = strconv.Atoi(msg[at[6]:at[7]])
	}
	detail := strings.TrimLeft(msg[at[1]:], ": )")
	if i := strings.LastIndex(detail, "error calling "); i >= 0 {
		detail = detail[i:]
	}
	return Error{Pos: finding.Position{File: p.realPath(msg[at[2]:at[3]]), Line: line, Column: col},
		Msg: "cannot render the Helm chart: " + detail}
}

// yamlValue is the value node of a top-level key of a YAML mapping.
func yamlValue(data []byte, key string) *yaml.Node {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	return yamlpos.Value(doc.Content[0], key)
}
