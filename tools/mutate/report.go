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

// The classes a listed mutant's reason starts with. Only the first two are
// equivalent mutants; a guard that is never decisive, or a condition the
// code tests twice, is code to delete, and its mutant counts as a
// survivor until the code is gone (the list is then its to-do).
const (
	classEquivalent = "equivalent:" // no input tells it from the code: an equality that cannot happen, two branches with the same result
	classShortcut   = "shortcut:"   // a test that only skips work the code after it does anyway
	classDead       = "dead:"       // a guard or a repeated condition that is never decisive: code to delete
)

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
		reason := strings.TrimSpace(fields[5])
		if class, _, _ := strings.Cut(reason, " "); class != classEquivalent && class != classShortcut && class != classDead {
			return nil, fmt.Errorf("%s:%d: the reason starts with its class: %s, %s or %s", name, n, classEquivalent, classShortcut, classDead)
		}
		key := strings.Join(fields[:5], "\t")
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("%s:%d: this mutant is already listed", name, n)
		}
		out[key] = reason
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// score counts the verdicts. raw is killed / compiled mutants; adjusted
// leaves the listed equivalent mutants out of the denominator, but not the
// dead code listed to delete.
type score struct {
	killed, survived, dead, equivalent, invalid int
}

func (s score) compiled() int { return s.killed + s.survived + s.dead + s.equivalent }

func (s score) raw() float64 { return percent(s.killed, s.compiled()) }

func (s score) adjusted() float64 { return percent(s.killed, s.killed+s.survived+s.dead) }

// count adds one verdict.
func (s *score) count(v verdict) {
	switch v {
	case killed:
		s.killed++
	case survived:
		s.survived++
	case deadCode:
		s.dead++
	case equivalent:
		s.equivalent++
	case invalid:
		s.invalid++
	}
}

func percent(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}

func tally(results []result) score {
	var s score
	for _, r := range results {
		s.count(r.verdict)
	}
	return s
}

func (s score) String() string {
	return fmt.Sprintf("%d mutants compiled: %d killed, %d survived, %d dead code (listed to delete), %d equivalent (listed with a reason); %d did not compile\n"+
		"score %.1f%% raw (killed / compiled), %.1f%% of the non-equivalent mutants",
		s.compiled(), s.killed, s.survived, s.dead, s.equivalent, s.invalid, s.raw(), s.adjusted())
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
			if strings.HasPrefix(reason, classDead) {
				results[i].verdict = deadCode
			}
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
	rows := make([]string, len(results))
	for i, r := range results {
		rows[i] = resultRow(r)
	}
	return writeRows(path, []string{"# Written by: " + command}, rows)
}

func resultRow(r result) string {
	return fmt.Sprintf("%s\t%s:%d:%d\t%s -> %s\t%s\t%s\t%s", r.verdict, filepath.ToSlash(r.file), r.pos.Line, r.pos.Column,
		r.from, showTo(r.to), r.funcName, r.by, r.statement)
}

const resultsColumns = "# verdict\tsite\tmutation\tfunction\tkilled by / reason\tstatement"

// writeRows writes the results file: the provenance lines, the score
// recomputed from the rows' verdicts, the column names and the rows.
func writeRows(path string, provenance, rows []string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("results: %w", err)
	}
	var sc score
	for _, row := range rows {
		sc.count(verdict(strings.SplitN(row, "\t", 2)[0]))
	}
	var b strings.Builder
	for _, p := range provenance {
		b.WriteString(p + "\n")
	}
	for _, line := range strings.Split(sc.String(), "\n") {
		fmt.Fprintf(&b, "# %s\n", line)
	}
	b.WriteString(resultsColumns + "\n")
	for _, row := range rows {
		b.WriteString(row + "\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("results: %w", err)
	}
	return nil
}

// spliceResults replaces one file's rows of an existing results file with
// a run over that file alone, keeping every other file's rows in place, and
// records the command that produced the new rows beside the ones before, so
// that the file stays the record of every mutant and of how each part was
// measured. The score in the header is recomputed from all the rows.
func spliceResults(path, file, command string, results []result) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("results: %w (a -file run replaces that file's rows of a full run's results)", err)
	}
	prefix := file + ":"
	var provenance, rows []string
	inserted := false
	insert := func() {
		for _, r := range results {
			rows = append(rows, resultRow(r))
		}
		inserted = true
	}
	for _, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "# Written by: "), strings.HasPrefix(line, "# Rows of "):
			if !strings.HasPrefix(line, "# Rows of "+file+" ") {
				provenance = append(provenance, line)
			}
		case strings.HasPrefix(line, "#"), line == "":
			// the old score and column names: written again below
		default:
			fields := strings.SplitN(line, "\t", 3)
			if len(fields) < 3 {
				return fmt.Errorf("results: %q is not a result row", line)
			}
			if strings.HasPrefix(fields[1], prefix) {
				if !inserted {
					insert()
				}
				continue
			}
			rows = append(rows, line)
		}
	}
	if !inserted {
		insert()
	}
	provenance = append(provenance, "# Rows of "+file+" replaced by: "+command)
	return writeRows(path, provenance, rows)
}
