package engine

import (
	"fmt"
	"regexp"
	"text/template"

	"github.com/Masterminds/sprig/v3"
)

// The template functions, by allow list, as internal/regoeval/capabilities.go
// does for Rego: a function is callable only if it is listed here. Each
// family says why its functions are safe: their result depends on their
// arguments alone, they read no file, clock, environment or network, and
// one call is bounded by its arguments' size or by the rendering's budget.
// TestEveryFunctionIsClassified fails for a sprig or Helm function that is
// neither allowed, replaced nor refused, so an upgrade cannot widen this
// list silently.

// family is a group of sprig functions used as sprig implements them.
type family struct {
	why   string
	names []string
}

var allowedFamilies = []family{
	{"strings: pure transformations whose result is at most a small multiple of the arguments (a cap applies where it is not)",
		[]string{"abbrev", "abbrevboth", "trunc", "trim", "upper", "lower", "title", "untitle", "substr", "trimall", "trimAll",
			"trimSuffix", "trimPrefix", "nospace", "initials", "swapcase", "contains", "hasPrefix", "hasSuffix", "plural",
			"split", "splitList", "splitn", "sortAlpha", "hello"}},
	{"numbers: arithmetic and conversions of the arguments",
		[]string{"atoi", "int64", "int", "float64", "toDecimal", "add1", "add", "sub", "div", "mod", "mul", "add1f", "addf",
			"subf", "divf", "mulf", "biggest", "max", "min", "maxf", "minf", "ceil", "floor", "round"}},
	{"defaults and flow: tests of the arguments",
		[]string{"default", "empty", "coalesce", "all", "any", "compact", "mustCompact", "ternary"}},
	{"lists and dicts: each call adds, removes or reads a bounded number of elements",
		[]string{"tuple", "list", "dict", "get", "set", "unset", "hasKey", "pluck", "pick", "omit", "append", "push",
			"mustAppend", "mustPush", "prepend", "mustPrepend", "first", "mustFirst", "rest", "mustRest", "last", "mustLast",
			"initial", "mustInitial", "reverse", "mustReverse", "has", "mustHas", "slice", "mustSlice", "dig", "chunk",
			"mustChunk", "deepEqual"}},
	{"types: reflection on the arguments",
		[]string{"typeOf", "typeIs", "typeIsLike", "kindOf", "kindIs"}},
	{"encodings and parsers of the arguments",
		[]string{"b64dec", "b32dec", "fromJson", "mustFromJson", "urlParse", "urlJoin", "semver", "semverCompare"}},
	{"paths: string operations on the arguments, no file is read",
		[]string{"base", "dir", "clean", "ext", "isAbs", "osBase", "osClean", "osDir", "osExt", "osIsAbs"}},
	{"regular expressions: RE2, linear in the text",
		[]string{"regexMatch", "mustRegexMatch", "regexFindAll", "mustRegexFindAll", "regexFind", "mustRegexFind",
			"regexSplit", "mustRegexSplit", "regexQuoteMeta"}},
	{"hashes and ciphers of the arguments, deterministic",
		[]string{"sha1sum", "sha256sum", "sha512sum", "adler32sum", "decryptAES"}},
	{"dates: arithmetic on a time given as argument",
		[]string{"date_modify", "dateModify", "must_date_modify", "mustDateModify", "duration", "unixEpoch"}},
}

// replaced are the sprig functions vcqlint implements itself: each would
// read the clock, draw randomness, reach the network or return map order,
// or could build a value without bound in one call.
var replaced = map[string]string{
	"now":                        "the clock: the fixed now (Fixed.Now)",
	"date":                       "the clock and the machine's time zone: the fixed now, in UTC",
	"dateInZone":                 "the clock and the time zone database: the fixed now, in UTC",
	"date_in_zone":               "as dateInZone",
	"htmlDate":                   "as date",
	"htmlDateInZone":             "as dateInZone",
	"ago":                        "the clock: the time since the fixed now",
	"durationRound":              "the clock, for a time: measured from the fixed now",
	"toDate":                     "the machine's time zone: parsed in UTC",
	"mustToDate":                 "as toDate",
	"randAlphaNum":               "randomness: the rendering's fixed sequence; count capped",
	"randAlpha":                  "as randAlphaNum",
	"randAscii":                  "as randAlphaNum",
	"randNumeric":                "as randAlphaNum",
	"randBytes":                  "as randAlphaNum",
	"randInt":                    "randomness: the rendering's fixed sequence",
	"shuffle":                    "randomness: the rendering's fixed sequence",
	"uuidv4":                     "randomness: a UUID from the rendering's fixed sequence",
	"genPrivateKey":              "randomness, and seconds of work a call: vcqlint's fixed key of the type asked for",
	"genCA":                      "randomness and the clock: vcqlint's fixed key, a serial from the fixed sequence, valid from the fixed now; counted as costly",
	"genCAWithKey":               "as genCA, with the key given",
	"genSelfSignedCert":          "as genCA",
	"genSelfSignedCertWithKey":   "as genCA, with the key given",
	"genSignedCert":              "as genCA",
	"genSignedCertWithKey":       "as genCA, with the key given",
	"buildCustomCert":            "returns the certificate type the other certificate functions take",
	"bcrypt":                     "randomness (a random salt): a fixed-format stand-in, not a bcrypt hash",
	"htpasswd":                   "as bcrypt",
	"encryptAES":                 "randomness (a random IV): an IV from the fixed sequence",
	"derivePassword":             "a tenth of a second and 32 MiB of scrypt a call: counted as costly",
	"keys":                       "map order, which differs from run to run: sorted",
	"values":                     "map order: in the order of the sorted keys",
	"getHostByName":              "the network (a DNS query): the empty string, as Helm without --enable-dns",
	"repeat":                     "one call can build gigabytes: capped",
	"cat":                        "prints its arguments whole: capped",
	"indent":                     "one call can build gigabytes: capped",
	"nindent":                    "as indent",
	"replace":                    "one call can build gigabytes: capped",
	"join":                       "prints its arguments whole: capped",
	"quote":                      "prints its arguments whole: capped",
	"squote":                     "as quote",
	"toString":                   "prints its argument whole: capped",
	"toStrings":                  "as toString",
	"wrap":                       "grows its argument: capped",
	"wrapWith":                   "as wrap",
	"snakecase":                  "grows its argument: capped",
	"camelcase":                  "as snakecase",
	"kebabcase":                  "as snakecase",
	"b64enc":                     "grows its argument: capped",
	"b32enc":                     "as b64enc",
	"seq":                        "one call can build gigabytes: capped",
	"until":                      "one call can build a list of billions: capped",
	"untilStep":                  "as until",
	"concat":                     "as until",
	"uniq":                       "quadratic in the list: its comparisons count as range iterations",
	"mustUniq":                   "as uniq",
	"without":                    "as uniq",
	"mustWithout":                "as uniq",
	"toJson":                     "walks its argument whole: capped (a value built by sharing can hold billions of leaves)",
	"mustToJson":                 "as toJson",
	"toPrettyJson":               "as toJson",
	"mustToPrettyJson":           "as toJson",
	"toRawJson":                  "as toJson",
	"mustToRawJson":              "as toJson",
	"deepCopy":                   "as toJson",
	"mustDeepCopy":               "as toJson",
	"merge":                      "as toJson",
	"mustMerge":                  "as toJson",
	"mergeOverwrite":             "as toJson",
	"mustMergeOverwrite":         "as toJson",
	"regexReplaceAll":            "one call can build gigabytes ($1 repeated): capped",
	"mustRegexReplaceAll":        "as regexReplaceAll",
	"regexReplaceAllLiteral":     "as regexReplaceAll",
	"mustRegexReplaceAllLiteral": "as regexReplaceAll",
	"fail":                       "Helm's own, which marks the message for its error text",
}

// refused are the sprig functions a template cannot call at all.
var refused = map[string]string{
	"env":       "the environment (CI secrets): removed, as Helm removes it",
	"expandenv": "as env",
}

// helmFunctions are those Helm adds to sprig's, all implemented here.
var helmFunctions = []string{"toToml", "fromToml", "toYaml", "toYamlPretty", "fromYaml", "fromYamlArray", "toJson",
	"fromJson", "fromJsonArray", "include", "tpl", "required", "lookup"}

// HelmFunctionNames are the functions Helm adds to sprig's, all
// implemented here (for the differential test, tools/helmtwin).
func HelmFunctionNames() []string { return append([]string(nil), helmFunctions...) }

// Refused reports whether a template may not call the sprig function name
// at all.
func Refused(name string) bool {
	_, ok := refused[name]
	return ok
}

// printers are text/template's print functions, replaced because they
// print their arguments whole: capped as cat is.
var printers = []string{"print", "printf", "println"}

// funcMap builds the rendering's functions.
func (x *execution) funcMap() template.FuncMap {
	s := sprig.TxtFuncMap()
	f := template.FuncMap{}
	for _, fam := range allowedFamilies {
		for _, n := range fam.names {
			f[n] = s[n]
		}
	}
	x.addReplaced(f, s)
	x.addHelm(f)
	return f
}

// addReplaced adds vcqlint's own versions of the replaced functions.
func (x *execution) addReplaced(f, s template.FuncMap) {
	m, r, c := x.meter, x.rand, clock{now: x.fixed.Now}
	ct := &certs{rand: r, now: x.fixed.Now, m: m}
	for k, v := range map[string]any{
		"now":                      func() any { return c.now },
		"date":                     c.date,
		"dateInZone":               c.dateInZone,
		"date_in_zone":             c.dateInZone,
		"htmlDate":                 c.htmlDate,
		"htmlDateInZone":           c.htmlDateInZone,
		"ago":                      c.ago,
		"durationRound":            c.durationRound,
		"toDate":                   toDate,
		"mustToDate":               mustToDate,
		"randAlphaNum":             x.randString(alphaNumChars),
		"randAlpha":                x.randString(alphaChars),
		"randNumeric":              x.randString(numericChars),
		"randAscii":                x.randString(""),
		"randBytes":                x.randBytes,
		"randInt":                  r.intn,
		"shuffle":                  r.shuffle,
		"uuidv4":                   r.uuid,
		"genPrivateKey":            ct.genPrivateKey,
		"genCA":                    ct.genCA,
		"genCAWithKey":             ct.genCAWithKey,
		"genSelfSignedCert":        ct.genSelfSignedCert,
		"genSelfSignedCertWithKey": ct.genSelfSignedCertWithKey,
		"genSignedCert":            ct.genSignedCert,
		"genSignedCertWithKey":     ct.genSignedCertWithKey,
		"buildCustomCert":          buildCustomCert,
		"bcrypt":                   fixedBcrypt,
		"htpasswd":                 htpasswd,
		"encryptAES":               x.encryptAES,
		"derivePassword":           x.derivePassword(s["derivePassword"].(func(uint32, string, string, string, string) string)),
		"keys":                     sortedKeys,
		"values":                   sortedValues,
		"getHostByName":            func(string) string { return "" },
		"fail":                     helmFail,
	} {
		f[k] = v
	}
	x.addCapped(f, s)
}

// addHelm adds Helm's functions; include and tpl are bound to the template
// set when the rendering starts.
func (x *execution) addHelm(f template.FuncMap) {
	f["toToml"] = x.walked(toTOML)
	f["fromToml"] = fromTOML
	f["toYaml"] = x.walked(toYAML)
	f["toYamlPretty"] = x.walked(toYAMLPretty)
	f["fromYaml"] = fromYAML
	f["fromYamlArray"] = fromYAMLArray
	f["toJson"] = x.walked(toJSON)
	f["fromJson"] = fromJSON
	f["fromJsonArray"] = fromJSONArray
	f["required"] = helmRequired
	// `helm template` has no cluster: lookup finds nothing.
	f["lookup"] = func(string, string, string, string) (map[string]any, error) { return map[string]any{}, nil }
	f["include"] = func(string, any) string { return "not implemented" }
	f["tpl"] = func(string, any) any { return "not implemented" }
}

// Helm marks the messages of fail and required so that its error text
// shows them alone: "execution error at (t.yaml:3:4): message".
const (
	warnStart = "HELM_ERR_START"
	warnEnd   = "HELM_ERR_END"
)

var warnRE = regexp.MustCompile(warnStart + `((?s).*)` + warnEnd)

func helmFail(msg string) (string, error) {
	return "", fmt.Errorf("%s%s%s", warnStart, msg, warnEnd)
}

func helmRequired(warn string, val any) (any, error) {
	if val == nil {
		return val, fmt.Errorf("%s%s%s", warnStart, warn, warnEnd)
	}
	if s, ok := val.(string); ok && s == "" {
		return val, fmt.Errorf("%s%s%s", warnStart, warn, warnEnd)
	}
	return val, nil
}

// walked is a serialiser that first admits its argument's size.
func (x *execution) walked(fn func(any) string) func(any) (string, error) {
	return func(v any) (string, error) {
		if err := x.meter.walk(v); err != nil {
			return "", err
		}
		out := fn(v)
		return out, x.meter.string(int64(len(out)))
	}
}

func (x *execution) randString(set string) func(int) (string, error) {
	return func(count int) (string, error) {
		if count <= 0 {
			return "", nil // sprig swallows the error of a negative count
		}
		if err := x.meter.string(int64(count)); err != nil {
			return "", err
		}
		if set == "" {
			return x.rand.ascii(count), nil
		}
		return x.rand.chars(count, set), nil
	}
}

func (x *execution) randBytes(count int) (string, error) {
	if count < 0 {
		panic("runtime error: makeslice: len out of range") // as sprig's make([]byte, count)
	}
	if err := x.meter.string(int64(count) * 4 / 3); err != nil {
		return "", err
	}
	return x.rand.bytes(count), nil
}

func (x *execution) derivePassword(sprigs func(uint32, string, string, string, string) string) func(uint32, string, string, string, string) (string, error) {
	return func(counter uint32, typ, password, user, site string) (string, error) {
		if err := x.meter.expensive(); err != nil {
			return "", err
		}
		return sprigs(counter, typ, password, user, site), nil
	}
}
