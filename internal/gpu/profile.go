// Package gpu is vcqlint's knowledge of NVIDIA GPUs as Kubernetes sees
// them: the MIG profiles of each model (one data table, models.go), how a
// per-GPU MIG layout is validated against the slice budget and the placement
// table, and what the k8s-device-plugin exposes under each MIG strategy.
//
// Sources: NVIDIA mig-parted (deployments/systemd/config-default.yaml for the
// profile names per PCI device ID; vendor/.../go-nvlib/pkg/nvlib/device/
// mig_profile.go for the name format), go-nvml's mocks and the NVIDIA MIG
// user guide for slice counts, instance limits and placements, and
// k8s-device-plugin internal/rm for resource names.
package gpu

import (
	"fmt"
	"strconv"
	"strings"
)

// MIGResourcePrefix starts the resource name the device plugin gives a MIG
// profile under the mixed strategy: nvidia.com/mig-1g.10gb.
const MIGResourcePrefix = "nvidia.com/mig-"

// GPUResource is the whole-GPU resource name.
const GPUResource = "nvidia.com/gpu"

// ProfileName is a parsed MIG profile name, `[<c>c.]<g>g.<gb>gb[+attr|-attr]`,
// as go-nvlib's parseMigProfile reads it: "1g.10gb", "1c.2g.10gb",
// "1g.10gb+me", "1g.24gb+me.all", "1g.24gb-me".
type ProfileName struct {
	// C is the compute-instance slice count; equal to G unless the name has
	// a `<c>c.` prefix.
	C, G, GB int
	// Attrs are the attributes after `+` (me, me.all, gfx), or after `-`
	// when Negative is set.
	Attrs    []string
	Negative bool
}

// ParseProfile reads a MIG profile name. It follows go-nvlib's rules: one
// of `+` or `-` introduces the attributes, which are comma-separated words
// that may contain dots.
func ParseProfile(s string) (ProfileName, error) {
	if s == "" {
		return ProfileName{}, fmt.Errorf("empty MIG profile name")
	}
	if strings.TrimSpace(s) != s {
		return ProfileName{}, fmt.Errorf("MIG profile %q has leading or trailing spaces", s)
	}
	plus, minus := strings.IndexByte(s, '+'), strings.IndexByte(s, '-')
	if plus >= 0 && minus >= 0 {
		return ProfileName{}, fmt.Errorf("MIG profile %q has both + and - attributes", s)
	}
	var p ProfileName
	base, attrs := s, ""
	switch {
	case plus >= 0:
		base, attrs = s[:plus], s[plus+1:]
	case minus >= 0:
		base, attrs, p.Negative = s[:minus], s[minus+1:], true
	}
	fields := strings.Split(base, ".")
	var err error
	switch len(fields) {
	case 2:
		if p.G, err = field(fields[0], "g"); err == nil {
			p.C = p.G
			p.GB, err = field(fields[1], "gb")
		}
	case 3:
		if p.C, err = field(fields[0], "c"); err == nil {
			if p.G, err = field(fields[1], "g"); err == nil {
				p.GB, err = field(fields[2], "gb")
			}
		}
	default:
		err = fmt.Errorf("want <g>g.<gb>gb or <c>c.<g>g.<gb>gb")
	}
	if err != nil {
		return ProfileName{}, fmt.Errorf("MIG profile %q: %w", s, err)
	}
	if plus >= 0 || minus >= 0 {
		seen := map[string]bool{}
		for _, a := range strings.Split(attrs, ",") {
			if !validAttr(a) || seen[a] {
				return ProfileName{}, fmt.Errorf("MIG profile %q: bad attribute %q (want words such as me, me.all, gfx)", s, a)
			}
			seen[a] = true
			p.Attrs = append(p.Attrs, a)
		}
	}
	return p, nil
}

func field(s, unit string) (int, error) {
	num, ok := strings.CutSuffix(s, unit)
	if !ok {
		return 0, fmt.Errorf("%q does not end in %q", s, unit)
	}
	n, err := strconv.Atoi(num)
	if err != nil || n <= 0 || num[0] == '+' || num[0] == '-' {
		return 0, fmt.Errorf("%q is not a positive number of %s", num, unit)
	}
	return n, nil
}

func validAttr(a string) bool {
	if a == "" || a[0] == '.' || a[len(a)-1] == '.' || (a[0] >= '0' && a[0] <= '9') {
		return false
	}
	for _, c := range a {
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '.' {
			return false
		}
	}
	return true
}

// String formats the name as NVIDIA writes it.
func (p ProfileName) String() string {
	var b strings.Builder
	if p.C != p.G {
		fmt.Fprintf(&b, "%dc.", p.C)
	}
	fmt.Fprintf(&b, "%dg.%dgb", p.G, p.GB)
	if len(p.Attrs) > 0 {
		if p.Negative {
			b.WriteByte('-')
		} else {
			b.WriteByte('+')
		}
		b.WriteString(strings.Join(p.Attrs, ","))
	}
	return b.String()
}

// GI is the GPU-instance profile the name runs on: the name without its
// compute-instance prefix.
func (p ProfileName) GI() ProfileName {
	q := p
	q.C = q.G
	return q
}

// HasMediaExtensions reports whether the profile takes the GPU's media
// engines (`+me`, `+me.all`), of which a GPU has one set.
func (p ProfileName) HasMediaExtensions() bool {
	if p.Negative {
		return false
	}
	for _, a := range p.Attrs {
		if a == "me" || a == "me.all" {
			return true
		}
	}
	return false
}

// Resource is the extended-resource name the device plugin advertises for
// the profile under the mixed strategy: `+` becomes `.`
// (k8s-device-plugin internal/rm/rm.go), so 1g.10gb+me is
// nvidia.com/mig-1g.10gb.me. ok is false for compute-instance profiles
// (C != G), which the plugin does not advertise.
func (p ProfileName) Resource() (string, bool) {
	if p.C != p.G {
		return "", false
	}
	return MIGResourcePrefix + strings.ReplaceAll(p.String(), "+", "."), true
}

// ProfileFromResource reads the profile a mixed-strategy resource name
// stands for: nvidia.com/mig-1g.10gb.me is 1g.10gb+me. ok is false when
// name is not a MIG resource at all; err says what is wrong with one that is.
func ProfileFromResource(name string) (p ProfileName, ok bool, err error) {
	rest, isMIG := strings.CutPrefix(name, MIGResourcePrefix)
	if !isMIG {
		return ProfileName{}, false, nil
	}
	if strings.Contains(rest, "+") {
		return ProfileName{}, true, fmt.Errorf("%s: the device plugin writes `+` as `.` in resource names (%s%s)", name, MIGResourcePrefix, strings.ReplaceAll(rest, "+", "."))
	}
	// <g>g.<gb>gb[.attr...][-attr]: the fields after the `gb` one are the
	// `+` attributes, rejoined with their dots (me.all is one attribute).
	neg := ""
	if i := strings.IndexByte(rest, '-'); i >= 0 {
		rest, neg = rest[:i], rest[i:]
	}
	fields := strings.Split(rest, ".")
	end := -1
	for i, f := range fields {
		if strings.HasSuffix(f, "gb") {
			end = i
			break
		}
	}
	if end < 0 {
		return ProfileName{}, true, fmt.Errorf("%s: %q is not a MIG profile (want <g>g.<gb>gb, e.g. %s1g.10gb)", name, rest+neg, MIGResourcePrefix)
	}
	text := strings.Join(fields[:end+1], ".")
	if end+1 < len(fields) {
		text += "+" + strings.Join(fields[end+1:], ".")
	}
	p, err = ParseProfile(text + neg)
	if err != nil {
		return ProfileName{}, true, fmt.Errorf("%s: %w", name, err)
	}
	return p, true, nil
}
