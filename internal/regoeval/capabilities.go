package regoeval

import (
	"errors"
	"fmt"
	"strings"

	"github.com/open-policy-agent/opa/v1/ast"
)

// The policy sandbox. Users' policies run in CI on pull requests, so a
// policy is untrusted code: it may compute over the input document and
// nothing else. The capabilities every policy is compiled with (by the
// linter and by `vcqlint verify`) hold exactly the built-ins named in
// allowedBuiltins; every other OPA built-in is undefined to the compiler,
// and since Rego has no dynamic calls, a policy that names one is refused
// at load time with its file:line:col and the reason from refusedBuiltins.
// TestEveryBuiltinIsClassified fails when an OPA upgrade adds a built-in
// that is in neither list, so the sandbox never widens silently. See
// docs/security.md, "Policy sandbox".

// allowedBuiltins are the pure built-ins: their result depends on their
// arguments only, they read no file, network, environment, clock, time
// zone database or random source, and a single call cannot allocate
// without bound while ignoring --policy-timeout.
var allowedBuiltins = []string{
	// Operators the parser rewrites to calls (=, :=, ==, <, +, &, |, ...).
	"eq", "assign", "equal", "neq", "gt", "gte", "lt", "lte",
	"plus", "minus", "mul", "div", "rem", "and", "or",
	// `x in xs`, `k, v in xs`, print(), template strings and test cases
	// after the compiler's rewriting.
	"internal.member_2", "internal.member_3", "internal.print",
	"internal.template_string", "internal.test_case",
	// Debugging, writing nowhere outside the process: print is erased when
	// linting (WithEnablePrintStatements false) and goes into the tester's
	// results in `vcqlint verify`; trace only feeds a tracer.
	"print", "trace",
	// Numbers. numbers.range and numbers.range_step check for cancellation
	// while they build the array, so --policy-timeout stops them.
	"abs", "ceil", "floor", "round", "numbers.range", "numbers.range_step",
	"bits.and", "bits.or", "bits.xor", "bits.negate", "bits.rsh",
	"format_int", "to_number", "units.parse", "units.parse_bytes",
	// Aggregates, arrays, sets and objects.
	"count", "sum", "product", "max", "min", "sort",
	"array.concat", "array.flatten", "array.reverse", "array.slice",
	"intersection", "union",
	"object.filter", "object.get", "object.keys", "object.remove",
	"object.subset", "object.union", "object.union_n",
	"json.filter", "json.patch", "json.remove",
	"walk", "graph.reachable",
	// Types.
	"is_array", "is_boolean", "is_null", "is_number", "is_object",
	"is_set", "is_string", "type_name",
	// Strings.
	"concat", "contains", "endswith", "startswith", "indexof", "indexof_n",
	"lower", "upper", "replace", "split", "sprintf", "substring",
	"strings.any_prefix_match", "strings.any_suffix_match", "strings.count",
	"strings.replace_n", "strings.reverse", "strings.split_n",
	"trim", "trim_left", "trim_prefix", "trim_right", "trim_space", "trim_suffix",
	// Regular expressions (RE2: linear time) and globs.
	"regex.find_all_string_submatch_n", "regex.find_n", "regex.globs_match",
	"regex.is_valid", "regex.match", "regex.replace", "regex.split",
	"regex.template_match", "glob.match", "glob.quote_meta",
	// Encodings: parsing and printing values given as arguments.
	"base64.decode", "base64.encode", "base64.is_valid",
	"base64url.decode", "base64url.encode", "base64url.encode_no_pad",
	"hex.decode", "hex.encode",
	"json.is_valid", "json.marshal", "json.marshal_with_options", "json.unmarshal",
	"yaml.is_valid", "yaml.marshal", "yaml.unmarshal",
	"urlquery.decode", "urlquery.decode_object", "urlquery.encode", "urlquery.encode_object",
	"uri.is_valid", "uri.parse",
	// Parsers of other languages' text given as arguments.
	"graphql.is_valid", "graphql.parse", "graphql.parse_and_verify",
	"graphql.parse_query", "graphql.parse_schema", "graphql.schema_is_valid",
	"rego.parse_module", "rego.metadata.chain", "rego.metadata.rule",
	// Versions, identifiers, CIDR arithmetic (no lookups). net.cidr_expand
	// checks for cancellation for each address it adds.
	"semver.compare", "semver.is_valid", "uuid.parse",
	"net.cidr_contains", "net.cidr_contains_matches", "net.cidr_expand",
	"net.cidr_intersects", "net.cidr_is_valid", "net.cidr_merge",
	// Time arithmetic that needs neither the clock nor a time zone: an
	// RFC 3339 timestamp carries its offset, a duration has none.
	"time.parse_rfc3339_ns", "time.parse_duration_ns",
	// Hashes, HMACs and verification of given keys, certificates and
	// tokens, with no clock (decode_verify and x509 verification are refused).
	"crypto.md5", "crypto.sha1", "crypto.sha256",
	"crypto.hmac.equal", "crypto.hmac.md5", "crypto.hmac.sha1",
	"crypto.hmac.sha256", "crypto.hmac.sha512",
	"crypto.parse_private_keys", "crypto.x509.parse_certificate_request",
	"crypto.x509.parse_certificates", "crypto.x509.parse_keypair",
	"crypto.x509.parse_rsa_private_key",
	"io.jwt.decode", "io.jwt.verify_eddsa",
	"io.jwt.verify_es256", "io.jwt.verify_es384", "io.jwt.verify_es512",
	"io.jwt.verify_hs256", "io.jwt.verify_hs384", "io.jwt.verify_hs512",
	"io.jwt.verify_ps256", "io.jwt.verify_ps384", "io.jwt.verify_ps512",
	"io.jwt.verify_rs256", "io.jwt.verify_rs384", "io.jwt.verify_rs512",
}

// Why a built-in is refused, as the message the user reads.
const (
	noNetwork   = "vcqlint policies have no network access"
	noFiles     = "vcqlint policies cannot read files: a JSON Schema $ref is loaded from file:// URLs (and /dev/zero exhausts memory), whether the schema is constant or computed"
	noEnv       = "vcqlint policies cannot read the environment"
	noClock     = "vcqlint policies must not depend on the clock"
	noTimeZone  = "vcqlint policies must not depend on the machine's time zone: a zone name or \"Local\" reads TZ, $ZONEINFO or the host's zoneinfo files; use time.parse_rfc3339_ns and UTC nanoseconds"
	noRandom    = "vcqlint policies must give the same result every run and cannot use randomness"
	noUnbounded = "one call can take unbounded memory or time and --policy-timeout cannot stop it"
	deprecated  = "it is deprecated by OPA and not part of Rego v1"
)

// refusedBuiltins are every OPA built-in outside allowedBuiltins, with the
// reason a policy may not call it.
var refusedBuiltins = map[string]string{
	"http.send":          noNetwork,
	"net.lookup_ip_addr": noNetwork,
	// Signs a request for http.send, which policies do not have.
	"providers.aws.sign_req": noNetwork,

	// OPA's JSON Schema loader opens any file:// $ref with os.Open and
	// io.ReadAll (internal/gojsonschema/jsonLoader.go), with no capability
	// to turn it off, and the schema can be computed at run time. OPA
	// finds a standard built-in's implementation before a custom function
	// of the same name (topdown/eval.go, builtinFunc), so a safe
	// replacement cannot be registered per query: they are refused.
	"json.match_schema":  noFiles,
	"json.verify_schema": noFiles,

	"opa.runtime": noEnv,

	"time.now_ns": noClock,
	// Both verify the chain at time.Now() unless given a time.
	"crypto.x509.parse_and_verify_certificates":              noClock,
	"crypto.x509.parse_and_verify_certificates_with_options": noClock,
	// Checks exp/nbf against the evaluation's clock unless given a time.
	"io.jwt.decode_verify": noClock,

	// Each takes [ns, zone] as well as ns, and the zone can be computed.
	"time.format":   noTimeZone,
	"time.date":     noTimeZone,
	"time.clock":    noTimeZone,
	"time.weekday":  noTimeZone,
	"time.add_date": noTimeZone,
	"time.diff":     noTimeZone,
	// Go's time.Parse reads a zone abbreviation (MST) in the local zone.
	"time.parse_ns": noTimeZone,

	"rand.intn":    noRandom,
	"uuid.rfc4122": noRandom,
	// ECDSA and RSA-PSS signatures are randomised.
	"io.jwt.encode_sign":     noRandom,
	"io.jwt.encode_sign_raw": noRandom,

	// bits.lsh(1, 1e12) asks for a 125 GB integer in one allocation.
	"bits.lsh": noUnbounded,
	// Runs a Go text/template with no cancellation: nested {{range}}
	// over a small list multiply the output without bound.
	"strings.render_template": noUnbounded,
	// Lists every path of the graph in one call, with no cancellation: a
	// 60-node ladder has more paths than memory can hold.
	"graph.reachable_paths": noUnbounded,

	"all": deprecated, "any": deprecated, "re_match": deprecated,
	"set_diff": deprecated, "net.cidr_overlap": deprecated,
	"cast_array": deprecated, "cast_boolean": deprecated, "cast_null": deprecated,
	"cast_object": deprecated, "cast_set": deprecated, "cast_string": deprecated,
}

// Capabilities are the built-ins of allowedBuiltins and no network hosts:
// a lint must be repeatable and a policy must not read or exfiltrate
// anything but the manifests it is given.
func Capabilities() *ast.Capabilities {
	allowed := make(map[string]bool, len(allowedBuiltins))
	for _, name := range allowedBuiltins {
		allowed[name] = true
	}
	caps := ast.CapabilitiesForThisVersion()
	kept := caps.Builtins[:0]
	for _, b := range caps.Builtins {
		if allowed[b.Name] {
			kept = append(kept, b)
		}
	}
	caps.Builtins = kept
	caps.AllowNet = []string{}
	return caps
}

// explainCompileErrors turns OPA's "undefined function json.match_schema"
// for a refused builtin into a message that says why it is refused.
func explainCompileErrors(errs ast.Errors) error {
	const undefined = "undefined function "
	out := make([]error, 0, len(errs))
	for _, e := range errs {
		msg := e.Message
		if name, ok := strings.CutPrefix(msg, undefined); ok {
			if why, refused := refusedBuiltins[name]; refused {
				msg = fmt.Sprintf("%s is not allowed in vcqlint policies: %s", name, why)
			}
		}
		if strings.HasPrefix(msg, "undefined ref: input.") {
			msg += " (the input document has no such member, field or fact: `vcqlint input` prints it, schema/vcqlint-input.schema.json describes it"
			if d, ok := e.Details.(*ast.RefErrInvalidDetail); ok && len(d.OneOf) > 0 {
				msg += fmt.Sprintf("; here it has %v", d.OneOf)
			}
			msg += ")"
		}
		where := ""
		if e.Location != nil {
			where = fmt.Sprintf("%s:%d:%d: ", e.Location.File, e.Location.Row, e.Location.Col)
		}
		out = append(out, fmt.Errorf("%spolicy error: %s", where, msg))
	}
	return errors.Join(out...)
}
