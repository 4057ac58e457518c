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
	{1, 8, 2}, {1, 9, 1}, {1, 10, 2}, {1, 11, 2}, {1, 12, 4}, {1, 13, 3}, {1, 14, 4}, {1, 15, 1},
}

// Newest is the default target version: the newest release vcqlint knows.
func Newest() Version { return releases[len(releases)-1] }

// Oldest is the oldest release vcqlint models.
func Oldest() Version { return releases[0] }

// Known lists the newest known patch of each supported line, oldest first.
func Known() []Version { return append([]Version(nil), releases...) }

// KnownRange describes the supported versions for error messages.
func KnownRange() string {
	return fmt.Sprintf("%s to %s", Oldest().Short(), Newest().Short())
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
// is updated would break each hook on a cluster upgrade. A line vcqlint does
// not know is an error naming the newest known release: guessing the
// behaviour of another line would make findings lie.
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
		if len(parts) == 2 {
			return r, "", nil
		}
		v := Version{nums[0], nums[1], nums[2]}
		if v.Compare(r) > 0 {
			return r, fmt.Sprintf("Volcano %s is newer than the newest %s release vcqlint knows (%s); modelled as %s (a newer vcqlint may know what %s changed)", v, r.Short(), r, r, v), nil
		}
		return v, "", nil
	}
	return Version{}, "", fmt.Errorf("volcano version %q is not one vcqlint knows (known %s; the newest is %s)", s, KnownRange(), Newest())
}
