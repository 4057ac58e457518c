package report

import (
	"fmt"
	"io"
	"net/url"
	"strings"

	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// SARIF constants: the schema GitHub code scanning documents, the format
// version, where vcqlint lives, and the base ID relative URIs resolve against
// (GitHub maps it to the repository's checkout).
const (
	SARIFSchema    = "https://json.schemastore.org/sarif-2.1.0.json"
	SARIFVersion   = "2.1.0"
	InformationURI = "https://github.com/vcqlint/vcqlint"
	SrcRootBaseID  = "%SRCROOT%"
)

// The subset of the SARIF 2.1.0 object model vcqlint writes. Field order
// follows the specification so the output reads naturally.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		Invocations []sarifInvocation `json:"invocations"`
		// Results is always an array, never null: GitHub rejects a run
		// without it (kube-linter #213).
		Results []sarifResult `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name            string      `json:"name"`
		Version         string      `json:"version,omitempty"`
		SemanticVersion string      `json:"semanticVersion"`
		InformationURI  string      `json:"informationUri"`
		Rules           []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string    `json:"id"`
		Name             string    `json:"name"`
		ShortDescription sarifText `json:"shortDescription"`
		FullDescription  sarifText `json:"fullDescription"`
		// HelpURI is the rule's page; a rule of the user's own policies
		// has none.
		HelpURI              string            `json:"helpUri,omitempty"`
		Help                 sarifHelp         `json:"help"`
		DefaultConfiguration sarifRuleConfig   `json:"defaultConfiguration"`
		Properties           sarifRuleProperty `json:"properties"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifHelp struct {
		Text     string `json:"text"`
		Markdown string `json:"markdown"`
	}
	sarifRuleConfig struct {
		Level string `json:"level"`
	}
	sarifRuleProperty struct {
		Tags []string `json:"tags"`
	}
	sarifInvocation struct {
		ExecutionSuccessful bool                `json:"executionSuccessful"`
		Notifications       []sarifNotification `json:"toolExecutionNotifications,omitempty"`
		// ConfigNotifications are the run's configuration warnings.
		ConfigNotifications []sarifNotification `json:"toolConfigurationNotifications,omitempty"`
		// Properties name the configuration file the run used.
		Properties map[string]string `json:"properties,omitempty"`
	}
	sarifNotification struct {
		Level     string          `json:"level"`
		Message   sarifText       `json:"message"`
		Locations []sarifLocation `json:"locations,omitempty"`
	}
	sarifResult struct {
		RuleID    string          `json:"ruleId"`
		RuleIndex *int            `json:"ruleIndex,omitempty"`
		Level     string          `json:"level"`
		Message   sarifText       `json:"message"`
		Locations []sarifLocation `json:"locations"`
		// Properties carry the finding's cluster, when it has one.
		Properties map[string]string `json:"properties,omitempty"`
		Fixes      []sarifFix        `json:"fixes,omitempty"`
	}
	// A fix (SARIF §3.55): replacements of regions of one artifact, each
	// region by lines and columns and by bytes, which SARIF allows together.
	sarifFix struct {
		Description     sarifText             `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifact      `json:"artifactLocation"`
		Replacements     []sarifReplacement `json:"replacements"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifFixRegion `json:"deletedRegion"`
		InsertedContent *sarifContent  `json:"insertedContent,omitempty"`
	}
	sarifFixRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
		ByteOffset  int `json:"byteOffset"`
		ByteLength  int `json:"byteLength"`
	}
	sarifContent struct {
		Text string `json:"text"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysical  `json:"physicalLocation"`
		LogicalLocations []sarifLogical `json:"logicalLocations,omitempty"`
	}
	sarifPhysical struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           *sarifRegion  `json:"region,omitempty"`
	}
	sarifArtifact struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn,omitempty"`
	}
	sarifLogical struct {
		FullyQualifiedName string `json:"fullyQualifiedName"`
		Kind               string `json:"kind"`
	}
)

// SARIFLevel maps a severity to a SARIF level: error, warning or note.
func SARIFLevel(s finding.Severity) string {
	switch s {
	case finding.Error:
		return "error"
	case finding.Warning:
		return "warning"
	}
	return "note"
}

// SemanticVersion turns a Go module version ("v1.2.3", "v0.0.0-2026...-abc")
// into SARIF's semanticVersion (no "v"). A build without a module version
// ("(devel)", "") reports 0.0.0-devel: SARIF wants a semantic version and a
// development build has none.
func SemanticVersion(v string) string {
	if len(v) > 1 && v[0] == 'v' && v[1] >= '0' && v[1] <= '9' {
		return v[1:]
	}
	if v != "" && v[0] >= '0' && v[0] <= '9' {
		return v
	}
	return "0.0.0-devel"
}

// SARIF writes a SARIF 2.1.0 log with one run, in the shape GitHub code
// scanning accepts: every registered rule is described in the driver (not
// only those that fired), results is present even when empty, and every
// result points at a repository-relative URI with a 1-based line and column.
// Input errors become tool execution notifications and mark the invocation
// unsuccessful; configuration warnings become tool configuration
// notifications, and the configuration file is the invocation's "config"
// property.
func SARIF(w io.Writer, r Report, t Tool) error {
	driver := sarifDriver{
		Name: "vcqlint", Version: t.Version, SemanticVersion: SemanticVersion(t.Version),
		InformationURI: InformationURI, Rules: make([]sarifRule, 0, len(t.Rules)),
	}
	index := make(map[string]int, len(t.Rules))
	for i, m := range t.Rules {
		driver.Rules = append(driver.Rules, sarifRuleOf(m))
		index[m.ID] = i
	}
	run := sarifRun{
		Tool:    sarifTool{Driver: driver},
		Results: make([]sarifResult, 0, len(r.Findings)),
	}
	inv := sarifInvocation{ExecutionSuccessful: len(t.InputErrors) == 0}
	for _, e := range t.InputErrors {
		n := sarifNotification{Level: "error", Message: sarifText{Text: e.Message}}
		if e.Pos.File != "" {
			n.Locations = []sarifLocation{{PhysicalLocation: t.physical(e.Pos)}}
		}
		inv.Notifications = append(inv.Notifications, n)
	}
	for _, w := range r.Warnings {
		inv.ConfigNotifications = append(inv.ConfigNotifications, sarifNotification{Level: "warning", Message: sarifText{Text: w}})
	}
	if r.Config != "" {
		inv.Properties = map[string]string{"config": t.path(r.Config)}
	}
	run.Invocations = []sarifInvocation{inv}
	for _, f := range r.Findings {
		res := sarifResult{
			RuleID: f.RuleID, Level: SARIFLevel(f.Severity), Message: sarifText{Text: f.Message},
			Locations: []sarifLocation{{PhysicalLocation: t.physical(f.Pos)}},
		}
		if i, ok := index[f.RuleID]; ok {
			res.RuleIndex = &i
		}
		if f.Cluster != "" {
			res.Properties = map[string]string{"cluster": f.Cluster}
		}
		if f.Object != "" {
			res.Locations[0].LogicalLocations = []sarifLogical{{FullyQualifiedName: f.Object, Kind: "object"}}
		}
		res.Fixes = t.sarifFixes(f.Fix)
		run.Results = append(run.Results, res)
	}
	enc := termsafe.NewJSONEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sarifLog{Schema: SARIFSchema, Version: SARIFVersion, Runs: []sarifRun{run}}); err != nil {
		return fmt.Errorf("write SARIF: %w", err)
	}
	return nil
}

// sarifFixes is a finding's fix as SARIF fixes; nil without one.
func (t Tool) sarifFixes(fix *finding.Fix) []sarifFix {
	if fix == nil || len(fix.Edits) == 0 {
		return nil
	}
	uri, relative := artifactURI(t.path(fix.File))
	change := sarifArtifactChange{ArtifactLocation: sarifArtifact{URI: uri}}
	if relative {
		change.ArtifactLocation.URIBaseID = SrcRootBaseID
	}
	for _, e := range fix.Edits {
		r := sarifReplacement{DeletedRegion: sarifFixRegion{
			StartLine: e.StartLine, StartColumn: e.StartColumn, EndLine: e.EndLine, EndColumn: e.EndColumn,
			ByteOffset: e.Start, ByteLength: e.End - e.Start,
		}}
		if e.Text != "" {
			r.InsertedContent = &sarifContent{Text: e.Text}
		}
		change.Replacements = append(change.Replacements, r)
	}
	return []sarifFix{{Description: sarifText{Text: fix.Description}, ArtifactChanges: []sarifArtifactChange{change}}}
}

func (t Tool) physical(p finding.Position) sarifPhysical {
	uri, relative := artifactURI(t.path(p.File))
	ph := sarifPhysical{ArtifactLocation: sarifArtifact{URI: uri}}
	if relative {
		ph.ArtifactLocation.URIBaseID = SrcRootBaseID
	}
	// A position without a line has no region: SARIF requires
	// startLine >= 1, and inventing line 1 would point at the wrong place.
	if p.Line >= 1 {
		ph.Region = &sarifRegion{StartLine: p.Line}
		if p.Column >= 1 {
			ph.Region.StartColumn = p.Column
		}
	}
	return ph
}

func sarifRuleOf(m rule.Meta) sarifRule {
	doc := strings.TrimSpace(m.Doc)
	full := firstParagraph(doc)
	if full == "" {
		full = m.Summary
		doc = m.Summary
	}
	tags := []string{"volcano", "kubernetes"}
	if m.Engine != "" {
		tags = append(tags, string(m.Engine))
	}
	return sarifRule{
		ID: m.ID, Name: m.Name,
		ShortDescription: sarifText{Text: m.Summary},
		FullDescription:  sarifText{Text: full},
		HelpURI:          RuleDocURL(m),
		Help: sarifHelp{
			Text: doc,
			Markdown: fmt.Sprintf("**%s %s** (%s)\n\n%s\n\nRun `vcqlint explain %s` for this text offline.",
				m.ID, m.Name, m.Severity, doc, m.ID),
		},
		DefaultConfiguration: sarifRuleConfig{Level: SARIFLevel(m.Severity)},
		Properties:           sarifRuleProperty{Tags: tags},
	}
}

// RuleDocsBase is where the rules' pages live (docs/rules/<ID>.md of the
// repository, generated from the rules' metadata).
const RuleDocsBase = "https://github.com/vcqlint/vcqlint/blob/main/docs/rules/"

// RuleDocURL is the page of a built-in rule, "" for a rule of the user's
// own policies, which vcqlint does not document.
func RuleDocURL(m rule.Meta) string {
	if m.User || m.ID == "" {
		return ""
	}
	return RuleDocsBase + url.PathEscape(m.ID) + ".md"
}

// firstParagraph returns the text up to the first blank line, unwrapped.
func firstParagraph(doc string) string {
	para, _, _ := strings.Cut(doc, "\n\n")
	return strings.Join(strings.Fields(para), " ")
}
