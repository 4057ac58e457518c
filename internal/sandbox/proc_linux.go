package sandbox

import (
	"os/exec"
	"syscall"
)

// configure makes the kernel kill a worker when vcqlint dies, so that no
// worker outlives the run that started it.
func configure(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
