package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// equivalents are the mutants no test can kill because they do not change
// what vcqlint does, each with the reason. They are read from a file of
// tab-separated lines: file, function, mutation, occurrence, statement (the
// site's key, as a run prints it) and the reason. A line without a reason is
// an error: an equivalent mutant is a claim, and the claim must be argued.
type equivalents map[string]string

func readEquivalents(path string) (equivalents, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return equivalents{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("equivalent mutants: %w", err)
	}
	defer f.Close()
	return parseEquivalents(f, path)
}

func parseEquivalents(r io.Reader, name string) (equivalents, error) {
	out := equivalents{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) != 6 || strings.TrimSpace(fields[5]) == "" {
			return nil, fmt.Errorf("%s:%d: want file, function, mutation, occurrence, statement and a reason, tab-separated", name, n)
		}
		key := strings.Join(fields[:5], "\t")
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("%s:%d: this mutant is already listed", name, n)
		}
		out[key] = strings.TrimSpace(fields[5])
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// score counts the verdicts. raw is killed / compiled mutants; adjusted
// leaves the listed equivalent mutants out of the denominator.
type score struct {
	killed, survived, equivalent, invalid int
}

func (s score) compiled() int { return s.killed + s.survived + s.equivalent }

func (s score) raw() float64 { return percent(s.killed, s.compiled()) }

func (s score) adjusted() float64 { return percent(s.killed, s.killed+s.survived) }

func percent(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

func tally(results []result) score {
	var s score
	for _, r := range results {
		switch r.verdict {
		case killed:
			s.killed++
		case survived:
			s.survived++
		case equivalent:
			s.equivalent++
		case invalid:
			s.invalid++
		}
	}
	return s
}

func (s score) String() string {
	return fmt.Sprintf("%d mutants compiled: %d killed, %d survived, %d equivalent (listed with a reason); %d did not compile\n"+
		"score %.1f%% raw (killed / compiled), %.1f%% of the non-equivalent mutants",
		s.compiled(), s.killed, s.survived, s.equivalent, s.invalid, s.raw(), s.adjusted())
}

// classify turns survivors listed as equivalent into equivalent verdicts,
// and returns the listed mutants that were killed (the list is wrong) and
// the listed keys no run site matched (the list is stale), when the run
// covered every site.
func classify(results []result, eq equivalents, complete bool) (wrong, stale []string) {
	seen := map[string]bool{}
	for i := range results {
		k := results[i].key()
		reason, listed := eq[k]
		if !listed {
			continue
		}
		seen[k] = true
		switch results[i].verdict {
		case survived:
			results[i].verdict, results[i].by = equivalent, reason
		case killed:
			wrong = append(wrong, results[i].label()+" is listed as equivalent but "+results[i].by+" kills it")
		}
	}
	if complete {
		for k := range eq {
			if !seen[k] {
				stale = append(stale, strings.ReplaceAll(k, "\t", " | "))
			}
		}
		sort.Strings(stale)
	}
	return wrong, stale
}

// writeResults writes every mutant with its verdict, tab-separated, after
// the score: the data a reader checks the score against.
func writeResults(path, command string, results []result) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("results: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Written by: %s\n", command)
	for _, line := range strings.Split(tally(results).String(), "\n") {
		fmt.Fprintf(&b, "# %s\n", line)
	}
	b.WriteString("# verdict\tsite\tmutation\tfunction\tkilled by / reason\tstatement\n")
	for _, r := range results {
		fmt.Fprintf(&b, "%s\t%s:%d:%d\t%s -> %s\t%s\t%s\t%s\n", r.verdict, filepath.ToSlash(r.file), r.pos.Line, r.pos.Column,
			r.from, showTo(r.to), r.funcName, r.by, r.statement)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("results: %w", err)
	}
	return nil
}
