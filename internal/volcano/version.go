// Package volcano is vcqlint's knowledge of what each Volcano release does:
// one table of the changes that matter to a static check, read by rules
// through Behaviour so that no rule carries a version comparison of its own.
// Facts come from the Volcano source at each tag (see the rule docs for file
// paths); where a fix was backported to a patch release, the table says so.
package volcano

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a Volcano release.
type Version struct{ Major, Minor, Patch int }

// String prints "1.12.1".
func (v Version) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// Short prints "1.12" for messages about a release line.
func (v Version) Short() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// Compare orders versions: -1, 0 or +1.
func (v Version) Compare(o Version) int {
	for _, d := range [][2]int{{v.Major, o.Major}, {v.Minor, o.Minor}, {v.Patch, o.Patch}} {
		if d[0] != d[1] {
			if d[0] < d[1] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// AtLeast reports whether v is at or after major.minor.patch.
func (v Version) AtLeast(major, minor, patch int) bool {
	return v.Compare(Version{major, minor, patch}) >= 0
}

// releases lists the newest patch of each supported minor line, as tagged
// in github.com/volcano-sh/volcano. "X.Y" on the command line means that patch: operators run the newest
// patch of a line, and the table records the patches that changed behaviour.
var releases = []Version{
	{1, 8, 2}, {1, 9, 1}, {1, 10, 2}, {1, 11, 2}, {1, 12, 4}, {1, 13, 3}, {1, 14, 4}, {1, 15, 1}, {1, 16, 0},
}

// prereleases names the tag a known release is modelled on when its final
// tag does not exist yet: 1.16 is v1.16.0-alpha.1.
var prereleases = map[Version]string{{1, 16, 0}: "alpha.1"}

// Tag is the Volcano tag a known release is modelled on: "v1.15.1", or
// "v1.16.0-alpha.1" for a line known only from a pre-release.
func (v Version) Tag() string {
	if pre, ok := prereleases[v]; ok {
		return "v" + v.String() + "-" + pre
	}
	return "v" + v.String()
}

// Newest is the default target version: the newest final release vcqlint
// knows (a line known only from a pre-release is not what clusters run).
func Newest() Version {
	for i := len(releases) - 1; i > 0; i-- {
		if _, pre := prereleases[releases[i]]; !pre {
			return releases[i]
		}
	}
	return releases[0]
}

// Latest is the newest release vcqlint models, pre-release included: the
// semantics a target newer than every known line is linted with.
func Latest() Version { return releases[len(releases)-1] }

// Oldest is the oldest release vcqlint models.
func Oldest() Version { return releases[0] }

// Known lists the newest known patch of each supported line, oldest first.
func Known() []Version { return append([]Version(nil), releases...) }

// KnownRange describes the supported versions for error messages.
func KnownRange() string {
	return fmt.Sprintf("%s to %s", Oldest().Short(), Latest().Short())
}

// ParseVersion reads "1.12", "1.12.1" or "v1.12.1" as Resolve does,
// without the notice: for callers that name known releases.
func ParseVersion(s string) (Version, error) {
	v, _, err := Resolve(s)
	return v, err
}

// Resolve reads "1.12", "1.12.1" or "v1.12.1" and returns the release
// vcqlint models for it. "X.Y" means the newest known patch of that line. A
// patch newer than the newest known of its line (a release published after
// this build) is modelled as that newest known patch, and notice says so:
// patch releases of a line carry fixes, and failing every run until vcqlint
// is updated would break each hook on a cluster upgrade. For the same
// reason a line newer than every known one is linted with the newest
// known semantics (Latest), with a notice: CI does not break on the day
// Volcano releases. A line older than the oldest known, or one between
// known lines, is an error: guessing would make findings lie.
func Resolve(s string) (v Version, notice string, err error) {
	t := strings.TrimPrefix(strings.TrimSpace(s), "v")
	parts := strings.Split(t, ".")
	if len(parts) < 2 || len(parts) > 3 {
		return Version{}, "", fmt.Errorf("volcano version %q: want X.Y or X.Y.Z, known %s", s, KnownRange())
	}
	var nums [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" {
			return Version{}, "", fmt.Errorf("volcano version %q: %q is not a number; want X.Y or X.Y.Z, known %s", s, p, KnownRange())
		}
		nums[i] = n
	}
	for _, r := range releases {
		if r.Major != nums[0] || r.Minor != nums[1] {
			continue
		}
		if _, pre := prereleases[r]; pre {
			notice = fmt.Sprintf("Volcano %s is modelled on %s, the newest %s tag vcqlint knows", r.Short(), r.Tag(), r.Short())
		}
		if len(parts) == 2 {
			return r, notice, nil
		}
		v := Version{nums[0], nums[1], nums[2]}
		if v.Compare(r) > 0 {
			return r, fmt.Sprintf("Volcano %s is newer than the newest %s release vcqlint knows (%s); modelled as %s (a newer vcqlint may know what %s changed)", v, r.Short(), r, r, v), nil
		}
		return v, notice, nil
	}
	if v := (Version{nums[0], nums[1], nums[2]}); v.Compare(Version{Latest().Major, Latest().Minor + 1, 0}) >= 0 {
		line := fmt.Sprintf("%d.%d", nums[0], nums[1])
		return Latest(), fmt.Sprintf("Volcano %s is newer than every release vcqlint knows; linted with the semantics of the newest, %s (%s): update vcqlint for what %s changed", line, Latest().Short(), Latest().Tag(), line), nil
	}
	return Version{}, "", fmt.Errorf("volcano version %q is not one vcqlint knows (known %s; the newest is %s)", s, KnownRange(), Latest().Tag())
}
