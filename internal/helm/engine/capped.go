package engine

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"strings"
	"text/template"
)

// addCapped adds the sprig functions that can build a large value in one
// call, each admitting the size of what it is about to build before it
// builds it, then sprig's own function.
func (x *execution) addCapped(f, s template.FuncMap) {
	m := x.meter
	str := func(n int64, err error) error {
		if err != nil {
			return err
		}
		return m.string(n)
	}
	repeat := s["repeat"].(func(int, string) string)
	f["repeat"] = func(count int, v string) (string, error) {
		if count > 0 && len(v) > 0 {
			if err := str(mulCapped(int64(count), int64(len(v))), nil); err != nil {
				return "", err
			}
		}
		return repeat(count, v), nil
	}
	indent := s["indent"].(func(int, string) string)
	nindent := s["nindent"].(func(int, string) string)
	indentSize := func(spaces int, v string) int64 {
		return mulCapped(int64(max(spaces, 0)), int64(strings.Count(v, "\n")+1)) + int64(len(v)) + 1
	}
	f["indent"] = func(spaces int, v string) (string, error) {
		if err := m.string(indentSize(spaces, v)); err != nil {
			return "", err
		}
		return indent(spaces, v), nil
	}
	f["nindent"] = func(spaces int, v string) (string, error) {
		if err := m.string(indentSize(spaces, v)); err != nil {
			return "", err
		}
		return nindent(spaces, v), nil
	}
	f["replace"] = func(old, repl, src string) (string, error) {
		n := int64(strings.Count(src, old))
		if err := m.string(int64(len(src)) + mulCapped(n, int64(max(len(repl)-len(old), 0)))); err != nil {
			return "", err
		}
		return strings.ReplaceAll(src, old, repl), nil
	}
	wrapWith := s["wrapWith"].(func(int, string, string) string)
	f["wrap"] = x.grown(s["wrap"].(func(int, string) string))
	f["wrapWith"] = func(l int, sep, v string) (string, error) {
		breaks := int64(len(v))/int64(max(l, 1)) + 1
		if err := m.string(int64(len(v)) + mulCapped(breaks, int64(len(sep)))); err != nil {
			return "", err
		}
		return wrapWith(l, sep, v), nil
	}
	for _, name := range []string{"snakecase", "camelcase", "kebabcase", "b64enc", "b32enc"} {
		f[name] = x.doubled(s[name].(func(string) string))
	}
	for _, name := range []string{"cat", "quote", "squote"} {
		f[name] = x.printing(s[name].(func(...any) string))
	}
	join := s["join"].(func(string, any) string)
	f["join"] = func(sep string, v any) (string, error) {
		if err := m.walk(v); err != nil {
			return "", err
		}
		if err := m.string(mulCapped(int64(max(lengthOf(v), 1)), int64(len(sep)))); err != nil {
			return "", err
		}
		out := join(sep, v)
		return out, m.string(int64(len(out)))
	}
	toString := s["toString"].(func(any) string)
	f["toString"] = func(v any) (string, error) {
		if err := m.walk(v); err != nil {
			return "", err
		}
		return toString(v), nil
	}
	toStrings := s["toStrings"].(func(any) []string)
	f["toStrings"] = func(v any) ([]string, error) {
		if err := m.walk(v); err != nil {
			return nil, err
		}
		return toStrings(v), nil
	}
	for _, name := range []string{"print", "println"} {
		f[name] = x.printing(fmtPrint(name))
	}
	f["printf"] = x.printf
	x.addCappedLists(f, s)
	x.addCappedWalks(f, s)
	x.addCappedRegex(f, s)
}

func fmtPrint(name string) func(...any) string {
	if name == "println" {
		return fmt.Sprintln
	}
	return fmt.Sprint
}

// printing is a function that prints its arguments whole.
func (x *execution) printing(fn func(...any) string) func(...any) (string, error) {
	return func(args ...any) (string, error) {
		if err := x.meter.walk(args...); err != nil {
			return "", err
		}
		out := fn(args...)
		return out, x.meter.string(int64(len(out)))
	}
}

// printf admits its output's size before printing: the format's length,
// plus for each verb its width or precision and the largest argument.
func (x *execution) printf(format string, args ...any) (string, error) {
	if err := x.meter.walk(args...); err != nil {
		return "", err
	}
	largest := int64(0)
	for _, a := range args {
		w := walker{nodes: math.MaxInt64, bytes: math.MaxInt64}
		w.count(reflect.ValueOf(a), 0)
		largest = max(largest, math.MaxInt64-w.bytes)
	}
	bound := int64(len(format))
	for verbs := format; ; {
		i := strings.IndexByte(verbs, '%')
		if i < 0 {
			break
		}
		verbs = verbs[i+1:]
		bound += largest + int64(widthOf(verbs))
	}
	if err := x.meter.string(bound); err != nil {
		return "", err
	}
	return fmt.Sprintf(format, args...), nil
}

// widthOf reads a verb's width and precision digits (fmt refuses more than
// 10^6).
func widthOf(verb string) int {
	n, total := 0, 0
	for _, c := range []byte(verb) {
		switch {
		case c >= '0' && c <= '9':
			n = min(n*10+int(c-'0'), 1_000_000)
		case c == '.' || c == '+' || c == '-' || c == '#' || c == ' ' || c == '[' || c == ']' || c == '*':
			total += n
			n = 0
		default:
			return total + n
		}
	}
	return total + n
}

// grown is a function of an int and a string whose result is at most
// twice the string.
func (x *execution) grown(fn func(int, string) string) func(int, string) (string, error) {
	return func(n int, v string) (string, error) {
		if err := x.meter.string(2*int64(len(v)) + 1); err != nil {
			return "", err
		}
		return fn(n, v), nil
	}
}

func (x *execution) doubled(fn func(string) string) func(string) (string, error) {
	return func(v string) (string, error) {
		if err := x.meter.string(2*int64(len(v)) + 8); err != nil {
			return "", err
		}
		return fn(v), nil
	}
}

// addCappedLists adds the list builders, admitting their lengths.
func (x *execution) addCappedLists(f, s template.FuncMap) {
	m := x.meter
	until := s["until"].(func(int) []int)
	untilStep := s["untilStep"].(func(int, int, int) []int)
	seq := s["seq"].(func(...int) string)
	f["until"] = func(count int) ([]int, error) {
		if err := m.list(absCapped(int64(count))); err != nil {
			return nil, err
		}
		return until(count), nil
	}
	f["untilStep"] = func(start, stop, step int) ([]int, error) {
		if err := m.list(stepsBetween(start, stop, step)); err != nil {
			return nil, err
		}
		return untilStep(start, stop, step), nil
	}
	f["seq"] = func(params ...int) (string, error) {
		n := int64(0)
		switch len(params) {
		case 1:
			n = absCapped(int64(params[0])) + 1
		case 2:
			n = absCapped(int64(params[1])-int64(params[0])) + 1
		case 3:
			n = stepsBetween(params[0], params[2], params[1]) + 1
		}
		if err := m.list(n); err != nil {
			return "", err
		}
		if err := m.string(mulCapped(n, 21)); err != nil {
			return "", err
		}
		return seq(params...), nil
	}
	concat := s["concat"].(func(...any) any)
	f["concat"] = func(lists ...any) (any, error) {
		n := int64(0)
		for _, l := range lists {
			n += int64(max(lengthOf(l), 0))
		}
		if err := m.list(n); err != nil {
			return nil, err
		}
		return concat(lists...), nil
	}
	for _, name := range []string{"uniq", "mustUniq"} {
		fn := s[name]
		f[name] = x.pairwise(name, fn)
	}
	without := s["without"].(func(any, ...any) []any)
	mustWithout := s["mustWithout"].(func(any, ...any) ([]any, error))
	f["without"] = func(list any, omit ...any) ([]any, error) {
		if err := m.steps(mulCapped(int64(max(lengthOf(list), 0)), int64(len(omit)))); err != nil {
			return nil, err
		}
		return without(list, omit...), nil
	}
	f["mustWithout"] = func(list any, omit ...any) ([]any, error) {
		if err := m.steps(mulCapped(int64(max(lengthOf(list), 0)), int64(len(omit)))); err != nil {
			return nil, err
		}
		return mustWithout(list, omit...)
	}
}

// pairwise is uniq or mustUniq: their comparisons, n²/2 for n elements,
// count against the budget first.
func (x *execution) pairwise(name string, fn any) func(any) ([]any, error) {
	return func(list any) ([]any, error) {
		n := int64(max(lengthOf(list), 0))
		if err := x.meter.steps(mulCapped(n, n) / 2); err != nil {
			return nil, err
		}
		if name == "uniq" {
			return fn.(func(any) []any)(list), nil
		}
		return fn.(func(any) ([]any, error))(list)
	}
}

// addCappedWalks adds the functions that walk their arguments whole.
func (x *execution) addCappedWalks(f, s template.FuncMap) {
	m := x.meter
	for _, name := range []string{"toPrettyJson", "toRawJson"} {
		f[name] = x.walked(s[name].(func(any) string))
	}
	for _, name := range []string{"mustToJson", "mustToPrettyJson", "mustToRawJson"} {
		fn := s[name].(func(any) (string, error))
		f[name] = func(v any) (string, error) {
			if err := m.walk(v); err != nil {
				return "", err
			}
			out, err := fn(v)
			if err == nil {
				err = m.string(int64(len(out)))
			}
			return out, err
		}
	}
	deepCopy := s["deepCopy"].(func(any) any)
	mustDeepCopy := s["mustDeepCopy"].(func(any) (any, error))
	f["deepCopy"] = func(v any) (any, error) {
		if err := m.walk(v); err != nil {
			return nil, err
		}
		return deepCopy(v), nil
	}
	f["mustDeepCopy"] = func(v any) (any, error) {
		if err := m.walk(v); err != nil {
			return nil, err
		}
		return mustDeepCopy(v)
	}
	for _, name := range []string{"merge", "mergeOverwrite"} {
		fn := s[name].(func(map[string]any, ...map[string]any) any)
		f[name] = func(dst map[string]any, srcs ...map[string]any) (any, error) {
			if err := m.walk(anys(srcs)...); err != nil {
				return nil, err
			}
			return fn(dst, srcs...), nil
		}
	}
	for _, name := range []string{"mustMerge", "mustMergeOverwrite"} {
		fn := s[name].(func(map[string]any, ...map[string]any) (any, error))
		f[name] = func(dst map[string]any, srcs ...map[string]any) (any, error) {
			if err := m.walk(anys(srcs)...); err != nil {
				return nil, err
			}
			return fn(dst, srcs...)
		}
	}
}

func anys(ms []map[string]any) []any {
	out := make([]any, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}

// addCappedRegex adds the regular expression replacements, admitting the
// size of their result, computed from the matches, before building it.
func (x *execution) addCappedRegex(f, s template.FuncMap) {
	for _, name := range []string{"regexReplaceAll", "regexReplaceAllLiteral"} {
		fn := s[name].(func(string, string, string) string)
		literal := strings.HasSuffix(name, "Literal")
		f[name] = func(regex, v, repl string) (string, error) {
			if err := x.admitReplace(regexp.MustCompile(regex), v, repl, literal); err != nil {
				return "", err
			}
			return fn(regex, v, repl), nil
		}
	}
	for _, name := range []string{"mustRegexReplaceAll", "mustRegexReplaceAllLiteral"} {
		fn := s[name].(func(string, string, string) (string, error))
		literal := strings.HasSuffix(name, "Literal")
		f[name] = func(regex, v, repl string) (string, error) {
			re, err := regexp.Compile(regex)
			if err != nil {
				return "", err
			}
			if err := x.admitReplace(re, v, repl, literal); err != nil {
				return "", err
			}
			return fn(regex, v, repl)
		}
	}
}

// admitReplace admits the result of replacing re's matches in v by repl:
// each match costs repl, and for an expanding replacement repl's every $
// the whole match.
func (x *execution) admitReplace(re *regexp.Regexp, v, repl string, literal bool) error {
	matches := re.FindAllStringIndex(v, int(min(x.meter.b.List, math.MaxInt32))+1)
	if err := x.meter.list(int64(len(matches))); err != nil {
		return err
	}
	dollars := int64(0)
	if !literal {
		dollars = int64(strings.Count(repl, "$"))
	}
	size := int64(len(v))
	for _, mt := range matches {
		size += int64(len(repl)) + mulCapped(dollars, int64(mt[1]-mt[0]))
		if size > x.meter.b.String {
			break
		}
	}
	return x.meter.string(size)
}

// encryptAES is sprig's, with the IV drawn from the fixed sequence.
func (x *execution) encryptAES(password, plaintext string) (string, error) {
	if plaintext == "" {
		return "", nil
	}
	if err := x.meter.string(int64(len(plaintext))*2 + 64); err != nil {
		return "", err
	}
	key := make([]byte, 32)
	copy(key, password)
	block, err := aes.NewCipher(key)
	if err != nil {
		return "", err
	}
	content := []byte(plaintext)
	padding := block.BlockSize() - len(content)%block.BlockSize()
	content = append(content, bytes.Repeat([]byte{byte(padding)}, padding)...)
	out := make([]byte, aes.BlockSize+len(content))
	iv := out[:aes.BlockSize]
	for i := range iv {
		iv[i] = byte(x.rand.r.Uint32())
	}
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out[aes.BlockSize:], content)
	return base64.StdEncoding.EncodeToString(out), nil
}

// fixedBcrypt stands for bcrypt, whose salt is random: a string of
// bcrypt's shape ($2a$10$, 22 characters of salt, 31 of hash) drawn from
// the input's SHA-256, so that the same input gives the same text. It is
// not a bcrypt hash.
func fixedBcrypt(input string) string {
	const alphabet = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	sum := sha256.Sum256([]byte(input))
	out := []byte("$2a$10$")
	for i := range 53 {
		out = append(out, alphabet[int(sum[i%len(sum)]+byte(i/len(sum)))%len(alphabet)])
	}
	return string(out)
}

func htpasswd(user, password string) string {
	if strings.Contains(user, ":") {
		return fmt.Sprintf("invalid username: %s", user)
	}
	return fmt.Sprintf("%s:%s", user, fixedBcrypt(password))
}

// mulCapped multiplies non-negative numbers, saturating instead of
// overflowing.
func mulCapped(a, b int64) int64 {
	if a <= 0 || b <= 0 {
		return 0
	}
	if a > math.MaxInt64/b {
		return math.MaxInt64
	}
	return a * b
}

func absCapped(a int64) int64 {
	if a < 0 {
		if a == math.MinInt64 {
			return math.MaxInt64
		}
		return -a
	}
	return a
}

// stepsBetween is the length of sprig's untilStep(start, stop, step).
func stepsBetween(start, stop, step int) int64 {
	if step == 0 || (stop > start) != (step > 0) || stop == start {
		return 0
	}
	span := absCapped(int64(stop) - int64(start))
	st := absCapped(int64(step))
	return (span + st - 1) / st
}

// lengthOf is the length of a list argument, or -1 for anything else.
func lengthOf(list any) int {
	v := reflect.ValueOf(list)
	if v.Kind() == reflect.Slice || v.Kind() == reflect.Array {
		return v.Len()
	}
	return -1
}
