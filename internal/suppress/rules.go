package suppress

import (
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
)

// IDs of the tool rules. They sit below the catalogue's ranges (VCQ1xx and
// up), which belong to Volcano checks.
const (
	UnusedID  = "VCQ001"
	InvalidID = "VCQ002"
)

// AnnotationKey is the object annotation that suppresses rules for every
// finding on the object.
const AnnotationKey = "vcqlint.io/ignore"

// UnusedRule describes VCQ001.
func UnusedRule() rule.Meta {
	return rule.Meta{
		ID: UnusedID, Name: "unused-suppression", Severity: finding.Warning,
		Summary: "a vcqlint:ignore comment or vcqlint.io/ignore annotation suppresses no finding",
		Doc: `Fires on a "# vcqlint:ignore ID -- reason" comment, or on an entry of a
"vcqlint.io/ignore" annotation, that names a rule which reports nothing on
the line (or object) it covers. Such a suppression is stale: the problem
was fixed, the finding moved to another line, or the rule never fired
there. Left in place it would silently hide the next real finding of that
rule at that place.

A comment after YAML text covers its own line. A comment alone on its line
covers the YAML node that follows it (past blank lines and other comments):
a mapping key with everything under it, a sequence item with its content,
or, above the first content of a document (or above its "---"), the whole
document; one with nothing after it covers nothing. The annotation covers
every finding whose object is the annotated one (for a scheduler
configuration, its ConfigMap).

Suppressions of a rule that did not run (disabled in the configuration
file, off by default and not enabled, or skipped because the run lacks a
fact it needs, such as a declared cluster) are not reported: whether they
are still needed cannot be known, and running the rule would make them
needed again. Unused suppressions in a file that has input errors are not
reported either, as its findings are incomplete.

Fix: delete the suppression, or the one rule ID of it that is unused. If it
is needed only for another Volcano version, keep it and suppress this
finding with "# vcqlint:ignore VCQ001 -- needed for Volcano 1.12" above it.`,
	}
}

// InvalidRule describes VCQ002.
func InvalidRule() rule.Meta {
	return rule.Meta{
		ID: InvalidID, Name: "invalid-suppression", Severity: finding.Warning,
		Summary: "a vcqlint:ignore comment or vcqlint.io/ignore annotation is malformed, names an unknown rule or gives no reason",
		Doc: `Fires on a suppression vcqlint cannot honour:
- a "# vcqlint:ignore" comment without the " -- reason" part (or with an
  empty reason): every suppression must say why the finding is safe to
  ignore, so that a reviewer can judge it later;
- a rule list that is empty, has an empty entry, or is separated by blanks
  instead of commas;
- a rule ID or name that vcqlint does not know (the message suggests the
  closest one);
- an unknown "# vcqlint:..." directive (the only one is vcqlint:ignore);
- a "vcqlint.io/ignore" annotation whose value is not a comma-separated
  list of rule IDs or names.

A malformed comment suppresses nothing, so the findings it meant to hide
are reported as well; in an otherwise valid list, the known rules are still
suppressed. Fix the directive as the message says, for example
"# vcqlint:ignore VCQ203 -- research borrows idle GPUs; approved in OPS-123".`,
	}
}
