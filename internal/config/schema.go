package config

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/vcqlint/vcqlint/internal/rule"
)

// schemaTemplate is the JSON Schema of the file, with __RULES__ where the
// rule IDs and names go.
//
//go:embed schema.json.tmpl
var schemaTemplate []byte

// Schema returns the JSON Schema (draft 2020-12) of the configuration file,
// with every rule of metas as a valid rule reference, so that editors
// complete and check rule IDs and names. schema/vcqlint-config.schema.json
// in the repository is its output for the built-in rules.
func Schema(metas []rule.Meta) ([]byte, error) {
	refs := make([]string, 0, 2*len(metas))
	for _, m := range metas {
		refs = append(refs, m.ID)
	}
	for _, m := range metas {
		refs = append(refs, m.Name)
	}
	list, err := json.Marshal(refs)
	if err != nil {
		return nil, fmt.Errorf("encode rule list: %w", err)
	}
	doc := bytes.Replace(schemaTemplate, []byte("__RULES__"), list, 1)
	var compact, out bytes.Buffer
	if err := json.Compact(&compact, doc); err != nil {
		return nil, fmt.Errorf("configuration schema template: %w", err)
	}
	if err := json.Indent(&out, compact.Bytes(), "", "  "); err != nil {
		return nil, fmt.Errorf("configuration schema template: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}
