// Package buildinfo says which vcqlint this is: the version a release stamps
// into the binary, else the module version the Go toolchain recorded, and
// the Go version and VCS commit from the build information. The CLI's
// `version` command and the machine-readable outputs read it.
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// version is stamped by release builds:
//
//	go build -ldflags "-X github.com/vcqlint/vcqlint/internal/buildinfo.version=v1.2.3"
//
// It is written only by the linker, never at run time.
var version string

// Devel is the version of a build that carries none: a local `go build`
// or `go run` without -ldflags.
const Devel = "(devel)"

// Info describes the running binary.
type Info struct {
	// Version is the stamped version, else the module version (`go
	// install ...@v1.2.3` records v1.2.3), else Devel.
	Version string
	// GoVersion is the toolchain that built the binary (go1.26.8).
	GoVersion string
	// Commit is the VCS revision the binary was built from, "" when the
	// build recorded none (-buildvcs=false, or a module download).
	Commit string
	// CommitTime is the revision's time (RFC 3339), "" when unknown.
	CommitTime string
	// Modified says the work tree had uncommitted changes.
	Modified bool
	// OPA is the Open Policy Agent module version the Rego rules run on.
	OPA string
}

// Read returns the running binary's information.
func Read() Info {
	bi, _ := debug.ReadBuildInfo()
	return FromBuildInfo(bi, version)
}

// FromBuildInfo derives Info from build information (nil when the binary
// has none) and a stamped version ("" when not stamped).
func FromBuildInfo(bi *debug.BuildInfo, stamped string) Info {
	info := Info{Version: Devel, GoVersion: runtime.Version()}
	if bi != nil {
		if bi.GoVersion != "" {
			info.GoVersion = bi.GoVersion
		}
		if v := bi.Main.Version; v != "" && v != Devel {
			info.Version = v
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				info.Commit = s.Value
			case "vcs.time":
				info.CommitTime = s.Value
			case "vcs.modified":
				info.Modified = s.Value == "true"
			}
		}
		for _, d := range bi.Deps {
			if d.Path == "github.com/open-policy-agent/opa" {
				info.OPA = d.Version
				if d.Replace != nil {
					info.OPA = d.Replace.Version
				}
			}
		}
	}
	if s := strings.TrimSpace(stamped); s != "" {
		info.Version = s
	}
	return info
}

// String is the multi-line text of `vcqlint version`; its first line is
// "vcqlint VERSION".
func (i Info) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "vcqlint %s\n", i.Version)
	fmt.Fprintf(&b, "go: %s\n", i.GoVersion)
	commit := "unknown (built without VCS information)"
	if i.Commit != "" {
		commit = i.Commit
		var extra []string
		if i.CommitTime != "" {
			extra = append(extra, i.CommitTime)
		}
		if i.Modified {
			extra = append(extra, "modified")
		}
		if len(extra) > 0 {
			commit += " (" + strings.Join(extra, ", ") + ")"
		}
	}
	fmt.Fprintf(&b, "commit: %s\n", commit)
	if i.OPA != "" {
		fmt.Fprintf(&b, "opa: %s\n", i.OPA)
	}
	return b.String()
}
