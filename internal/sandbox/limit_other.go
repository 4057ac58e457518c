//go:build !linux

package sandbox

// setDataLimit does nothing where the kernel offers no data-size limit that
// Go's heap respects (RLIMIT_DATA is not enforced by macOS, and Windows has
// no rlimits): the watchdog alone bounds the worker's memory there.
func setDataLimit(int64) {}
