package volcano

import (
	"strings"
	"testing"
)

func TestParseVersion(t *testing.T) {
	cases := []struct {
		in      string
		want    string
		wantErr string
	}{
		{"1.15", "1.15.1", ""},
		{"v1.12.1", "1.12.1", ""},
		{"1.12", "1.12.4", ""},
		{"1.8.2", "1.8.2", ""},
		{" 1.11.0 ", "1.11.0", ""},
		{"1.7", "", "not one vcqlint knows (known 1.8 to 1.16; the newest is v1.16.0-alpha.1)"},
		{"1.16", "1.16.0", ""},
		{"1.99", "1.16.0", ""},
		{"2.0.0", "1.16.0", ""},
		{"0.9", "", "not one vcqlint knows"},
		{"1", "", "want X.Y or X.Y.Z"},
		{"1.x", "", `"x" is not a number`},
		{"1..2", "", `"" is not a number`},
		{"", "", "want X.Y or X.Y.Z"},
	}
	for _, c := range cases {
		v, err := ParseVersion(c.in)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("ParseVersion(%q) error = %v, want it to contain %q", c.in, err, c.wantErr)
			}
			continue
		}
		if err != nil || v.String() != c.want {
			t.Errorf("ParseVersion(%q) = %v, %v; want %s", c.in, v, err, c.want)
		}
	}
}

// TestResolveNewerPatch: a patch released after this build is modelled as
// the newest known patch of its line, with a notice; known versions carry
// none.
func TestResolveNewerPatch(t *testing.T) {
	for in, want := range map[string]string{"1.15.9": "1.15.1", "v1.12.9": "1.12.4"} {
		v, notice, err := Resolve(in)
		if err != nil || v.String() != want || !strings.Contains(notice, "modelled as "+want) {
			t.Errorf("Resolve(%q) = %v, %q, %v; want %s with a notice", in, v, notice, err, want)
		}
	}
	for _, in := range []string{"1.15", "1.15.1", "1.12.0"} {
		if _, notice, err := Resolve(in); err != nil || notice != "" {
			t.Errorf("Resolve(%q): notice %q, err %v; want neither", in, notice, err)
		}
	}
}

// TestResolvePrereleaseAndNewerLine: 1.16 is known from v1.16.0-alpha.1
// and says so; a line newer than every known one is linted as the newest
// with a notice (CI does not break on the day Volcano releases); the
// default target stays the newest final release.
func TestResolvePrereleaseAndNewerLine(t *testing.T) {
	v, notice, err := Resolve("1.16")
	if err != nil || v != (Version{1, 16, 0}) || !strings.Contains(notice, "modelled on v1.16.0-alpha.1") {
		t.Errorf("Resolve(1.16) = %v, %q, %v", v, notice, err)
	}
	for _, in := range []string{"1.17", "1.17.3", "v2.0"} {
		v, notice, err := Resolve(in)
		if err != nil || v != Latest() || !strings.Contains(notice, "newer than every release vcqlint knows; linted with the semantics of the newest, 1.16 (v1.16.0-alpha.1)") {
			t.Errorf("Resolve(%q) = %v, %q, %v; want %v with a notice", in, v, notice, err, Latest())
		}
	}
	if Newest() != (Version{1, 15, 1}) || Latest() != (Version{1, 16, 0}) {
		t.Errorf("Newest %v, Latest %v; want 1.15.1 (the default) and 1.16.0", Newest(), Latest())
	}
	if got := (Version{1, 16, 0}).Tag(); got != "v1.16.0-alpha.1" {
		t.Errorf("Tag = %q", got)
	}
}

// TestClusterOrderRename: the yaml tag of EnabledClusterOrder changes case
// in 1.16 (scheduler_conf.go:74@v1.15.1 and @v1.16.0-alpha.1).
func TestClusterOrderRename(t *testing.T) {
	old, cur := For(Version{1, 15, 1}).PluginOptions, For(Version{1, 16, 0}).PluginOptions
	if !old["EnabledClusterOrder"] || old["enabledClusterOrder"] || cur["EnabledClusterOrder"] || !cur["enabledClusterOrder"] {
		t.Errorf("1.15 %v, 1.16 %v", old["EnabledClusterOrder"], cur["enabledClusterOrder"])
	}
	if r, ok := RenameOf("enabledClusterOrder"); !ok || r.Old != "EnabledClusterOrder" || r.In != (Version{1, 16, 0}) {
		t.Errorf("RenameOf = %+v, %v", r, ok)
	}
}

func mustParse(t *testing.T, s string) Behaviour {
	t.Helper()
	v, err := ParseVersion(s)
	if err != nil {
		t.Fatal(err)
	}
	return For(v)
}

// TestTable pins the facts the rules rely on to the releases the Volcano
// source shows them in (see /work/shared/reference and the rule docs).
func TestTable(t *testing.T) {
	b182, b1110, b121, b13, b1140, b142, b15 := mustParse(t, "1.8.2"), mustParse(t, "1.11.0"), mustParse(t, "1.12.1"),
		mustParse(t, "1.13"), mustParse(t, "1.14.0"), mustParse(t, "1.14.2"), mustParse(t, "1.15")
	checks := []struct {
		name string
		got  bool
		want bool
	}{
		{"capacity registered in 1.8", b182.Plugins["capacity"], false},
		{"capacity registered in 1.11", b1110.Plugins["capacity"], true},
		{"network-topology-aware in 1.12", b121.Plugins["network-topology-aware"], true},
		{"resource-strategy-fit in 1.12", b121.Plugins["resource-strategy-fit"], false},
		{"gangpreempt in 1.14", b142.Actions["gangpreempt"], false},
		{"gangpreempt in 1.15", b15.Actions["gangpreempt"], true},
		{"EnabledClusterOrder spelled with a capital E", b15.PluginOptions["EnabledClusterOrder"], true},
		{"enabledClusterOrder is not a key", b15.PluginOptions["enabledClusterOrder"], false},
		{"enablePreemptive absent in 1.8", b182.PluginOptions["enablePreemptive"], false},
		{"unknown action rejects config in 1.11", b1110.UnknownActionRejectsConfig, true},
		{"unknown action only dropped in 1.12", b121.UnknownActionRejectsConfig, false},
		{"unknown action only dropped in 1.13", b13.UnknownActionRejectsConfig, false},
		{"unknown action rejects config in 1.14", b1140.UnknownActionRejectsConfig, true},
		{"hierarchy unsupported in 1.8", b182.HierarchySupported, false},
		{"hierarchy failure halts in 1.13", b13.HierarchyFailure == HierarchyHalts, true},
		{"hierarchy failure logs in 1.14.0", b1140.HierarchyFailure == HierarchyLogs, true},
		{"root forced in 1.12", b121.RootCapability == RootForcedToCluster, true},
		{"root user-or-cluster in 1.13", b13.RootCapability == RootUserOrCluster, true},
		{"root user-or-cluster in 1.14.0", b1140.RootCapability == RootUserOrCluster, true},
		{"root infinite when unset in 1.14.2", b142.RootCapability == RootUserOrInfinite, true},
		{"missing parent scalar is 0 in 1.12", b121.MissingParentScalar == MissingScalarIsZero, true},
		{"missing parent scalar inherits in 1.13", b13.MissingParentScalar == MissingScalarInheritsToRoot, true},
		{"missing parent scalar ignored in 1.15", b15.MissingParentScalar == MissingScalarIgnored, true},
		{"deserved raised in 1.12", b121.DeservedRaisedToGuarantee, true},
		{"deserved not raised in 1.13", b13.DeservedRaisedToGuarantee, false},
		{"deserved raised in 1.14.2", b142.DeservedRaisedToGuarantee, true},
		{"proportion panics in 1.11", b1110.ProportionRemainingPanics, true},
		{"proportion fixed in 1.12", b121.ProportionRemainingPanics, false},
		{"enqueue leaf-only in 1.11", b1110.EnqueueChecksLeafOnly, true},
		{"podgroup race in 1.8", b182.PodGroupDeleteRace, true},
		{"depth limit from 1.14.2", b142.MaxQueueDepth == 5 && b1140.MaxQueueDepth == 0, true},
		{"guarantee keys in deserved from 1.14.2", b142.GuaranteeVsDeserved == GuaranteeKeysInDeserved, true},
		{"guarantee check only with deserved in 1.13", b13.GuaranteeVsDeserved == GuaranteeCheckedWhenDeservedSet, true},
		{"no webhook resource checks in 1.12", b121.QueueResourceChecks, false},
		{"capability compared whole in 1.13", b13.CapabilityComparedWhole, true},
		{"capability compared per key in 1.14.2", b142.CapabilityComparedWhole, false},
		{"child vs literal parent in 1.14.0", b1140.ChildCapabilityVsParentLiteral, true},
		{"child vs nearest ancestor in 1.14.2", b142.ChildCapabilityVsParentLiteral, false},
		{"raw hierarchy prefix in 1.8", b182.HierarchyPathRawPrefix, true},
		{"path hierarchy prefix in 1.11", b1110.HierarchyPathRawPrefix, false},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}

func TestSince(t *testing.T) {
	if v, ok := Since(ActionsOf, "gangreclaim"); !ok || v.Short() != "1.15" {
		t.Errorf("gangreclaim since %v %v", v, ok)
	}
	if v, ok := Since(PluginsOf, "capacity"); !ok || v.Short() != "1.9" {
		t.Errorf("capacity since %v %v", v, ok)
	}
	if _, ok := Since(PluginsOf, "no-such-plugin"); ok {
		t.Error("unknown plugin has a release")
	}
}
