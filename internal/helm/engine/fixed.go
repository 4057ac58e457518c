package engine

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"
)

// Fixed are the values that stand for the clock and for randomness in a
// rendering, so that the same chart gives the same output, hence the same
// findings, on every run (docs/security.md lists each function).
type Fixed struct {
	// Now is what `now` returns and the time the date functions read.
	Now time.Time
	// Seed seeds the pseudo-random sequence the rand* functions, uuidv4,
	// shuffle and the certificates' serial numbers draw from, anew for each
	// rendering.
	Seed [32]byte
}

// DefaultFixed is the clock and randomness of every vcqlint rendering:
// 2025-01-01T00:00:00Z and a constant seed.
func DefaultFixed() Fixed {
	return Fixed{
		Now:  time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC),
		Seed: [32]byte([]byte("vcqlint: renders are reproducible")[:32]),
	}
}

// fixedRand is one rendering's pseudo-random source.
type fixedRand struct{ r *rand.Rand }

func newFixedRand(seed [32]byte) *fixedRand {
	return &fixedRand{r: rand.New(rand.NewChaCha8(seed))}
}

// The character sets of sprig's rand* functions (goutils.CryptoRandom*).
const (
	alphaChars    = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	numericChars  = "0123456789"
	alphaNumChars = alphaChars + numericChars
)

// chars draws count characters of set; ascii draws from the printable
// ASCII range sprig's randAscii uses (32 to 126).
func (f *fixedRand) chars(count int, set string) string {
	b := make([]byte, count)
	for i := range b {
		b[i] = set[f.r.IntN(len(set))]
	}
	return string(b)
}

func (f *fixedRand) ascii(count int) string {
	b := make([]byte, count)
	for i := range b {
		b[i] = byte(32 + f.r.IntN(95))
	}
	return string(b)
}

func (f *fixedRand) bytes(count int) string {
	b := make([]byte, count)
	for i := range b {
		b[i] = byte(f.r.Uint32())
	}
	return base64.StdEncoding.EncodeToString(b)
}

// uuid is a version 4 UUID drawn from the sequence.
func (f *fixedRand) uuid() string {
	var b [16]byte
	for i := range b {
		b[i] = byte(f.r.Uint32())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// intn is sprig's randInt: an int in [lo, hi).
func (f *fixedRand) intn(lo, hi int) int {
	if hi <= lo {
		panic("invalid argument to Intn") // what math/rand says under sprig
	}
	return lo + f.r.IntN(hi-lo)
}

// shuffle permutes a string's runes, as sprig's shuffle does.
func (f *fixedRand) shuffle(s string) string {
	r := []rune(s)
	f.r.Shuffle(len(r), func(i, j int) { r[i], r[j] = r[j], r[i] })
	return string(r)
}

// clock is the fixed time of the date functions. Every date is shown in
// UTC: a zone other than UTC would make Go read the time zone database of
// the machine (or $TZ for Local), which a chart must not see and which
// varies between machines.
type clock struct{ now time.Time }

func (c clock) timeOf(date any) time.Time {
	switch d := date.(type) {
	case time.Time:
		return d
	case *time.Time:
		return *d
	case int64:
		return time.Unix(d, 0)
	case int:
		return time.Unix(int64(d), 0)
	case int32:
		return time.Unix(int64(d), 0)
	}
	return c.now
}

func (c clock) dateInZone(format string, date any, _ string) string {
	return c.timeOf(date).UTC().Format(format)
}

func (c clock) date(format string, date any) string { return c.dateInZone(format, date, "UTC") }

func (c clock) htmlDate(date any) string { return c.dateInZone("2006-01-02", date, "UTC") }

func (c clock) htmlDateInZone(date any, zone string) string {
	return c.dateInZone("2006-01-02", date, zone)
}

// ago is sprig's: the time since date, to the second; sprig reads only
// time.Time, int64 and int there.
func (c clock) ago(date any) string {
	t := c.now
	switch d := date.(type) {
	case time.Time:
		t = d
	case int64:
		t = time.Unix(d, 0)
	case int:
		t = time.Unix(int64(d), 0)
	}
	return c.now.Sub(t).Round(time.Second).String()
}

// durationRound is sprig's, with the time since a time.Time read from the
// fixed clock.
func (c clock) durationRound(duration any) string {
	var d time.Duration
	switch v := duration.(type) {
	case string:
		d, _ = time.ParseDuration(v)
	case int64:
		d = time.Duration(v)
	case time.Time:
		d = c.now.Sub(v)
	}
	u := uint64(d)
	if d < 0 {
		u = -u
	}
	units := []struct {
		size   uint64
		suffix string
	}{
		{uint64(time.Hour) * 24 * 365, "y"}, {uint64(time.Hour) * 24 * 30, "mo"}, {uint64(time.Hour) * 24, "d"},
		{uint64(time.Hour), "h"}, {uint64(time.Minute), "m"}, {uint64(time.Second), "s"},
	}
	for _, unit := range units {
		if u > unit.size {
			return strconv.FormatUint(u/unit.size, 10) + unit.suffix
		}
	}
	return "0s"
}

// toDate parses in UTC, not in the machine's zone.
func toDate(format, s string) time.Time {
	t, _ := time.ParseInLocation(format, s, time.UTC)
	return t
}

func mustToDate(format, s string) (time.Time, error) {
	return time.ParseInLocation(format, s, time.UTC)
}

// sortedKeys is sprig's keys in a fixed order: sprig returns them in Go's
// map order, which differs from run to run.
func sortedKeys(dicts ...map[string]any) []string {
	var keys []string
	for _, d := range dicts {
		for k := range d {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

// sortedValues is sprig's values in the order of their keys.
func sortedValues(dict map[string]any) []any {
	keys := sortedKeys(dict)
	out := make([]any, 0, len(keys))
	for _, k := range keys {
		out = append(out, dict[k])
	}
	return out
}
