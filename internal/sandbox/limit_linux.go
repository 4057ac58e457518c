package sandbox

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// setDataLimit asks the kernel to refuse this worker's memory beyond what it
// uses now plus twice its budget (RLIMIT_DATA, which counts the Go heap's
// writable mappings, not the address space the runtime only reserves): a
// single allocation too large for the watchdog to see in time, such as
// randBytes of 1.5 GB, then fails inside the worker, whose runtime reports
// "out of memory" and exits, instead of growing the machine's memory.
func setDataLimit(budget int64) {
	used := vmData()
	if used < 0 {
		return
	}
	limit := uint64(used + 2*budget + 64<<20) //nolint:gosec // positive: used >= 0, budget > 0
	_ = syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: limit, Max: limit})
}

// vmData is this process's data size in bytes (VmData in
// /proc/self/status), or -1.
func vmData() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for line := range strings.SplitSeq(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmData:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return -1
			}
			return kb << 10
		}
	}
	return -1
}
