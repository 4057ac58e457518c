package regoeval

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/open-policy-agent/opa/v1/ast"
)

// The input document crosses to a user policy's worker as JSON. OPA's own
// conversions go through Go maps (ast.JSON then encoding/json, and
// encoding/json then ast.InterfaceToValue), which cost several times
// building the document; these write and read the JSON of an ast.Value
// directly, with the same values on both sides.

// inputJSON is the input document as JSON.
func inputJSON(input ast.Value) ([]byte, error) {
	var b bytes.Buffer
	if err := writeValue(&b, input); err != nil {
		return nil, fmt.Errorf("encode the input document: %w", err)
	}
	return b.Bytes(), nil
}

func writeValue(b *bytes.Buffer, v ast.Value) error {
	switch v := v.(type) {
	case ast.Null:
		b.WriteString("null")
	case ast.Boolean:
		b.WriteString(strconv.FormatBool(bool(v)))
	case ast.Number:
		b.WriteString(string(v))
	case ast.String:
		writeString(b, string(v))
	case *ast.Array:
		b.WriteByte('[')
		for i := range v.Len() {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeValue(b, v.Elem(i).Value); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case ast.Object:
		b.WriteByte('{')
		first := true
		err := v.Iter(func(k, t *ast.Term) error {
			key, ok := k.Value.(ast.String)
			if !ok {
				return fmt.Errorf("an object key %v is not a string", k)
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			writeString(b, string(key))
			b.WriteByte(':')
			return writeValue(b, t.Value)
		})
		if err != nil {
			return err
		}
		b.WriteByte('}')
	default:
		return fmt.Errorf("a %T is not JSON", v)
	}
	return nil
}

const hexDigits = "0123456789abcdef"

// writeString writes s as a JSON string: quotes, backslashes and control
// characters escaped, invalid UTF-8 as U+FFFD (as encoding/json does).
func writeString(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRuneInString(s[i:])
			if r != utf8.RuneError || w != 1 {
				i += w
				continue
			}
			b.WriteString(s[start:i])
			b.WriteString(`\ufffd`)
			i++
			start = i
			continue
		}
		b.WriteString(s[start:i])
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		default:
			b.WriteString(`\u00`)
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&0xf])
		}
		i++
		start = i
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}

// readInputJSON reads the JSON inputJSON writes (any JSON document) as an
// ast.Value.
func readInputJSON(data []byte) (ast.Value, error) {
	r := jsonReader{data: data}
	v, err := r.value(0)
	if err != nil {
		return nil, err
	}
	r.space()
	if r.i != len(r.data) {
		return nil, r.fail("text after the document")
	}
	return v, nil
}

// maxJSONDepth bounds the nesting readInputJSON follows, and so its
// recursion (the input document is a few levels deep).
const maxJSONDepth = 1000

type jsonReader struct {
	data []byte
	i    int
}

func (r *jsonReader) fail(what string) error {
	return fmt.Errorf("read the input document: byte %d: %s", r.i, what)
}

func (r *jsonReader) space() {
	for r.i < len(r.data) {
		switch r.data[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

func (r *jsonReader) value(depth int) (ast.Value, error) {
	if depth > maxJSONDepth {
		return nil, r.fail("nested too deep")
	}
	r.space()
	if r.i >= len(r.data) {
		return nil, r.fail("unexpected end")
	}
	switch c := r.data[r.i]; {
	case c == '{':
		return r.object(depth)
	case c == '[':
		return r.array(depth)
	case c == '"':
		s, err := r.str()
		return ast.String(s), err
	case c == 't' && bytes.HasPrefix(r.data[r.i:], []byte("true")):
		r.i += 4
		return ast.Boolean(true), nil
	case c == 'f' && bytes.HasPrefix(r.data[r.i:], []byte("false")):
		r.i += 5
		return ast.Boolean(false), nil
	case c == 'n' && bytes.HasPrefix(r.data[r.i:], []byte("null")):
		r.i += 4
		return ast.Null{}, nil
	case c == '-' || (c >= '0' && c <= '9'):
		return r.number()
	}
	return nil, r.fail("not a JSON value")
}

func (r *jsonReader) object(depth int) (ast.Value, error) {
	r.i++ // {
	var pairs [][2]*ast.Term
	r.space()
	if r.i < len(r.data) && r.data[r.i] == '}' {
		r.i++
		return ast.NewObject(), nil
	}
	for {
		r.space()
		if r.i >= len(r.data) || r.data[r.i] != '"' {
			return nil, r.fail("an object key is not a string")
		}
		k, err := r.str()
		if err != nil {
			return nil, err
		}
		r.space()
		if r.i >= len(r.data) || r.data[r.i] != ':' {
			return nil, r.fail("no : after an object key")
		}
		r.i++
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		pairs = append(pairs, [2]*ast.Term{ast.StringTerm(k), ast.NewTerm(v)})
		r.space()
		if r.i >= len(r.data) {
			return nil, r.fail("unexpected end in an object")
		}
		switch r.data[r.i] {
		case ',':
			r.i++
		case '}':
			r.i++
			return ast.NewObject(pairs...), nil
		default:
			return nil, r.fail("no , or } in an object")
		}
	}
}

func (r *jsonReader) array(depth int) (ast.Value, error) {
	r.i++ // [
	var terms []*ast.Term
	r.space()
	if r.i < len(r.data) && r.data[r.i] == ']' {
		r.i++
		return ast.NewArray(), nil
	}
	for {
		v, err := r.value(depth + 1)
		if err != nil {
			return nil, err
		}
		terms = append(terms, ast.NewTerm(v))
		r.space()
		if r.i >= len(r.data) {
			return nil, r.fail("unexpected end in an array")
		}
		switch r.data[r.i] {
		case ',':
			r.i++
		case ']':
			r.i++
			return ast.NewArray(terms...), nil
		default:
			return nil, r.fail("no , or ] in an array")
		}
	}
}

func (r *jsonReader) number() (ast.Value, error) {
	start := r.i
	for r.i < len(r.data) && bytes.IndexByte([]byte("+-.0123456789eE"), r.data[r.i]) >= 0 {
		r.i++
	}
	text := string(r.data[start:r.i])
	if _, err := strconv.ParseFloat(text, 64); err != nil && !errors.Is(err, strconv.ErrRange) {
		return nil, r.fail("not a number: " + text)
	}
	return ast.Number(text), nil
}

// str reads a JSON string at r.i (its opening quote).
func (r *jsonReader) str() (string, error) {
	r.i++
	start := r.i
	// The common case: no escape, the text as it is.
	for r.i < len(r.data) {
		c := r.data[r.i]
		if c == '"' {
			s := string(r.data[start:r.i])
			r.i++
			return s, nil
		}
		if c == '\\' {
			break
		}
		r.i++
	}
	var b []byte
	b = append(b, r.data[start:r.i]...)
	for r.i < len(r.data) {
		c := r.data[r.i]
		switch {
		case c == '"':
			r.i++
			return string(b), nil
		case c != '\\':
			b = append(b, c)
			r.i++
			continue
		}
		if r.i+1 >= len(r.data) {
			break
		}
		e := r.data[r.i+1]
		r.i += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			ru, ok := r.hex4()
			if !ok {
				return "", r.fail("a bad \\u escape")
			}
			if utf16.IsSurrogate(ru) {
				if lo, ok := r.surrogate(); ok {
					ru = utf16.DecodeRune(ru, lo)
				} else {
					ru = utf8.RuneError
				}
			}
			b = utf8.AppendRune(b, ru)
		default:
			return "", r.fail("a bad escape")
		}
	}
	return "", r.fail("an unterminated string")
}

// hex4 reads the four hex digits of a \u escape.
func (r *jsonReader) hex4() (rune, bool) {
	if r.i+4 > len(r.data) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(r.data[r.i:r.i+4]), 16, 16)
	if err != nil {
		return 0, false
	}
	r.i += 4
	return rune(n), true
}

// surrogate reads the \u escape of a low surrogate after a high one.
func (r *jsonReader) surrogate() (rune, bool) {
	if r.i+6 > len(r.data) || r.data[r.i] != '\\' || r.data[r.i+1] != 'u' {
		return 0, false
	}
	save := r.i
	r.i += 2
	lo, ok := r.hex4()
	if !ok || lo < 0xDC00 || lo > 0xDFFF {
		r.i = save
		return 0, false
	}
	return lo, true
}
