package termsafe

import (
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// NewJSONEncoder is json.NewEncoder whose output is also safe to read on a
// terminal: encoding/json writes C0 controls as \u00XX but DEL, C1 controls
// and format characters (the bidirectional ones included) as they are, so
// `cat report.json` could still act on them. This encoder writes those as
// \uXXXX escapes too. The JSON value is unchanged; a parser reads exactly
// the same strings.
func NewJSONEncoder(w io.Writer) *json.Encoder {
	return json.NewEncoder(jsonWriter{w})
}

// jsonWriter escapes what encoding/json leaves raw. json.Encoder hands it
// each encoded value whole, in one Write, so no character is split between
// calls. encoding/json escapes every C0 control inside strings, so one found
// raw is whitespace between tokens (the indentation) and is kept; every
// other character changed here is inside a string (outside strings JSON
// text is ASCII), where \uXXXX means the same character.
type jsonWriter struct{ w io.Writer }

func (j jsonWriter) Write(p []byte) (int, error) {
	if _, err := j.w.Write(escapeJSON(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}

func escapeJSON(p []byte) []byte {
	if Safe(string(p)) {
		return p
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRune(p[i:])
		if size == 1 && r == utf8.RuneError || r < 0x20 || !unsafe(r) {
			out = append(out, p[i:i+size]...)
		} else if r1, r2 := utf16.EncodeRune(r); r1 != utf8.RuneError {
			out = fmt.Appendf(out, `\u%04x\u%04x`, r1, r2)
		} else {
			out = fmt.Appendf(out, `\u%04x`, r)
		}
		i += size
	}
	return out
}
