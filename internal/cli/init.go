package cli

import (
	"errors"
	"fmt"
	"os"

	"github.com/vcqlint/vcqlint/internal/session"
	"github.com/vcqlint/vcqlint/internal/termsafe"
)

// initFileName is what `vcqlint init` writes by default: the name the
// configuration loader discovers.
const initFileName = ".vcqlint.yaml"

// initOptions are the flags of `vcqlint init`.
type initOptions struct {
	force  bool
	output string
}

// runInit is `vcqlint init [--force] [-o FILE] [PATH...]`: it writes a
// commented starter configuration whose cluster section comes from the
// Node manifests (and mig-parted ConfigMaps) found in PATHs.
func runInit(o initOptions, paths []string, io IO) (int, error) {
	if len(paths) > 0 && o.output != "-" {
		if err := refuseOutputsOntoInputs([]output{{format: "configuration", file: o.output}}, func() []string { return session.Expand(paths) }); err != nil {
			return 0, err
		}
	}
	text, diags, err := session.StarterConfig(paths, io.Stdin)
	if err != nil {
		return 0, err
	}
	if printDiagnostics(io.Stderr, diags, false) {
		return ExitError, nil
	}
	if o.output == "-" {
		_, err := io.Stdout.Write([]byte(text))
		return ExitClean, err
	}
	if err := writeNew(o.output, []byte(text), o.force); err != nil {
		return 0, err
	}
	fmt.Fprintf(io.Stdout, "wrote %s\n", termsafe.Escape(o.output))
	return ExitClean, nil
}

// writeNew writes a file, refusing to replace an existing one unless force.
func writeNew(path string, data []byte, force bool) error {
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(path, flags, 0o644)
	if errors.Is(err, os.ErrExist) {
		return fmt.Errorf("%s already exists; use --force to overwrite it", path)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close() // the write's error is the one to report
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
