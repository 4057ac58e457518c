package cli

import (
	"strings"

	"github.com/spf13/pflag"
)

// colourFlags are --color WHEN and --no-color, the flags of the commands
// that print coloured text (lint, tree, simulate).
type colourFlags struct {
	when  string
	never bool
}

func (c *colourFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&c.when, "color", "auto", "colour text output: `WHEN` is auto (on a terminal, unless NO_COLOR is set; FORCE_COLOR forces it), always or never")
	fs.BoolVar(&c.never, "no-color", false, "never colour text output (as --color never)")
}

// check refuses a WHEN that is none of the three, and --no-color with
// --color always.
func (c colourFlags) check() error {
	switch strings.ToLower(strings.TrimSpace(c.when)) {
	case "auto", "never":
		return nil
	case "always":
		if c.never {
			return usagef("--no-color and --color always exclude each other")
		}
		return nil
	}
	return usagef("--color: %q is not auto, always or never", c.when)
}

// on says whether to colour standard output, in this order: the flags;
// FORCE_COLOR set to anything but "", 0 or false (CI logs, which are no
// terminal but show colour: force-color.org); NO_COLOR set to anything
// (no-color.org); else whether standard output is a terminal.
func (c colourFlags) on(io IO) bool {
	switch when := strings.ToLower(strings.TrimSpace(c.when)); {
	case c.never || when == "never":
		return false
	case when == "always":
		return true
	}
	switch strings.ToLower(io.Getenv("FORCE_COLOR")) {
	case "", "0", "false":
	default:
		return true
	}
	return io.StdoutIsTerminal && io.Getenv("NO_COLOR") == ""
}
