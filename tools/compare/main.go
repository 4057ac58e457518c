// Command compare runs commands side by side and reports the medians of
// their CPU time (user + system, from the kernel's rusage of each child),
// wall time and peak resident memory, with each one's ratio to a baseline
// command. The commands run interleaved, round after round, each round in a
// rotated order, so that a change of machine load during the measurement
// weighs on all of them alike: on a shared machine the ratios measured this
// way are far steadier than figures taken one command after the other.
//
//	go run -C tools ./compare -runs 21 -base floor \
//	    -cmd 'floor=./yamlfloor /tmp/estate' -cmd 'vcqlint=./vcqlint --no-config /tmp/estate'
//
// A command is split on blanks (no shell: a shell would add its own start-up
// to every figure). Exit codes 0 and 1 count as success (1 is vcqlint's
// "findings"); any other stops the measurement.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"syscall"
	"time"
)

type command struct {
	name string
	argv []string
	cpu  []time.Duration
	wall []time.Duration
	rss  []int64 // bytes
}

type commandFlags []*command

func (c *commandFlags) String() string { return fmt.Sprint(len(*c)) }

func (c *commandFlags) Set(v string) error {
	name, line, ok := strings.Cut(v, "=")
	argv := strings.Fields(line)
	if !ok || name == "" || len(argv) == 0 {
		return fmt.Errorf("want NAME=COMMAND ARGS..., got %q", v)
	}
	*c = append(*c, &command{name: name, argv: argv})
	return nil
}

func main() {
	var cmds commandFlags
	flag.Var(&cmds, "cmd", "`NAME=COMMAND ARGS...` to measure (repeatable)")
	runs := flag.Int("runs", 15, "measured rounds")
	warmup := flag.Int("warmup", 2, "rounds run first and not counted")
	base := flag.String("base", "", "name of the command the others are compared with (default: the first)")
	flag.Parse()
	if len(cmds) == 0 || flag.NArg() > 0 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: compare [-runs N] [-warmup N] [-base NAME] -cmd NAME=COMMAND... [-cmd ...]")
		os.Exit(2)
	}
	if err := measure(cmds, *warmup, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
	if err := report(os.Stdout, cmds, *base); err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(2)
	}
}

func measure(cmds []*command, warmup, runs int) error {
	for round := range warmup + runs {
		for i := range cmds {
			c := cmds[(round+i)%len(cmds)]
			cpu, wall, rss, err := runOnce(c.argv)
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			if round >= warmup {
				c.cpu = append(c.cpu, cpu)
				c.wall = append(c.wall, wall)
				c.rss = append(c.rss, rss)
			}
		}
	}
	return nil
}

// runOnce runs argv with its output discarded and returns its CPU time,
// wall time and peak resident set.
func runOnce(argv []string) (cpu, wall time.Duration, rss int64, err error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout = io.Discard
	var stderr strings.Builder
	cmd.Stderr = &stderr
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 1 {
		err = nil
	}
	if err != nil {
		return 0, 0, 0, fmt.Errorf("%s: %w: %s", strings.Join(argv, " "), err, lastLine(stderr.String()))
	}
	cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss * 1024 // kilobytes on Linux
	}
	return cpu, wall, rss, nil
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func median[T int64 | time.Duration](xs []T) T {
	s := append([]T(nil), xs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func report(w io.Writer, cmds []*command, baseName string) error {
	base := cmds[0]
	if baseName != "" {
		base = nil
		for _, c := range cmds {
			if c.name == baseName {
				base = c
			}
		}
		if base == nil {
			return fmt.Errorf("-base %s names no -cmd", baseName)
		}
	}
	fmt.Fprintf(w, "%d interleaved runs each, medians; ratios to %s\n", len(base.cpu), base.name)
	fmt.Fprintf(w, "| command | CPU ms | wall ms | peak RSS MiB | CPU / %s | wall / %s |\n|---|---|---|---|---|---|\n", base.name, base.name)
	bc, bw := median(base.cpu), median(base.wall)
	for _, c := range cmds {
		cpu, wall := median(c.cpu), median(c.wall)
		fmt.Fprintf(w, "| %s | %.1f | %.1f | %.1f | %.2f | %.2f |\n", c.name, ms(cpu), ms(wall), float64(median(c.rss))/(1<<20),
			float64(cpu)/float64(bc), float64(wall)/float64(bw))
	}
	return nil
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
