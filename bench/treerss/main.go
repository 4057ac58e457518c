// Command treerss runs a command and reports the peak of the resident
// memory of its whole process tree (the command and its descendants, such
// as vcqlint's sandbox workers), sampled every few milliseconds, beside the
// CPU time (user + system) of the tree. The kernel's rusage reports the
// largest process's peak, not the tree's, which is what a machine running
// vcqlint must hold at once.
//
//	go run ./bench/treerss -- vcqlint ./charts
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	every := flag.Duration("every", 5*time.Millisecond, "sampling interval")
	flag.Parse()
	if flag.NArg() == 0 {
		log.Fatal("usage: treerss [-every D] -- COMMAND ARGS...")
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdout, cmd.Stderr = nil, os.Stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		log.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	peak := int64(0)
	tick := time.NewTicker(*every)
	defer tick.Stop()
	for {
		select {
		case err := <-done:
			wall := time.Since(start)
			ru, _ := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			cpu := time.Duration(0)
			if ru != nil {
				cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			}
			code := 0
			if err != nil {
				code = cmd.ProcessState.ExitCode()
			}
			fmt.Printf("peak_tree_rss_mib=%.1f cpu_s=%.3f wall_s=%.3f exit=%d\n", float64(peak)/(1<<20), cpu.Seconds(), wall.Seconds(), code)
			return
		case <-tick.C:
			peak = max(peak, treeRSS(cmd.Process.Pid))
		}
	}
}

// treeRSS sums VmRSS over pid and its descendants.
func treeRSS(pid int) int64 {
	total := rss(pid)
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, t := range tasks {
		data, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(data)) {
			if child, err := strconv.Atoi(f); err == nil {
				total += treeRSS(child)
			}
		}
	}
	return total
}

func rss(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
