package resources_test

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"

	"github.com/vcqlint/vcqlint/internal/resources"
)

// list builds a List from name/quantity pairs written as in a manifest.
func list(t *testing.T, kv ...string) resources.List {
	t.Helper()
	if len(kv)%2 != 0 {
		t.Fatalf("list: odd number of arguments %q", kv)
	}
	l := resources.List{}
	for i := 0; i < len(kv); i += 2 {
		q, err := resource.ParseQuantity(kv[i+1])
		if err != nil {
			t.Fatalf("list: %s: %v", kv[i], err)
		}
		l[kv[i]] = q
	}
	return l
}

// rendered is an Excess as text, the form every message uses.
func rendered(es []resources.Excess) []string {
	out := []string{}
	for _, e := range es {
		out = append(out, e.String())
	}
	return out
}

func TestExceeding(t *testing.T) {
	tests := []struct {
		name    string
		value   []string
		limit   []string
		missing resources.MissingLimit
		want    []string
	}{
		{
			name:  "equal is not exceeding",
			value: []string{"cpu", "4", "memory", "8Gi"},
			limit: []string{"cpu", "4", "memory", "8Gi"},
			want:  []string{},
		},
		{
			name:  "one resource above the limit",
			value: []string{"cpu", "200", "memory", "200Gi"},
			limit: []string{"cpu", "100", "memory", "400Gi"},
			want:  []string{"cpu 200 > 100"},
		},
		{
			name:  "every exceeding resource, cpu and memory first, then by name",
			value: []string{"nvidia.com/gpu", "8", "example.com/fpga", "2", "memory", "2Ti", "cpu", "200"},
			limit: []string{"nvidia.com/gpu", "4", "example.com/fpga", "1", "memory", "1Ti", "cpu", "100"},
			want:  []string{"cpu 200 > 100", "memory 2Ti > 1Ti", "example.com/fpga 2 > 1", "nvidia.com/gpu 8 > 4"},
		},
		{
			name:    "missing limit is zero: any positive value exceeds",
			value:   []string{"cpu", "1", "nvidia.com/gpu", "2"},
			limit:   []string{"cpu", "4"},
			missing: resources.MissingIsZero,
			want:    []string{"nvidia.com/gpu 2 > 0"},
		},
		{
			name:    "missing limit is zero: missing cpu and memory too",
			value:   []string{"cpu", "500m", "memory", "1Gi"},
			limit:   []string{},
			missing: resources.MissingIsZero,
			want:    []string{"cpu 500m > 0", "memory 1Gi > 0"},
		},
		{
			name:    "missing limit is unlimited: not compared",
			value:   []string{"cpu", "1", "nvidia.com/gpu", "2"},
			limit:   []string{"cpu", "4"},
			missing: resources.MissingIsUnlimited,
			want:    []string{},
		},
		{
			name:    "missing limit is unlimited: present limits still apply",
			value:   []string{"cpu", "5", "nvidia.com/gpu", "2"},
			limit:   []string{"cpu", "4"},
			missing: resources.MissingIsUnlimited,
			want:    []string{"cpu 5 > 4"},
		},
		{
			name:    "zero value with missing limit asks for nothing (zero mode)",
			value:   []string{"cpu", "0", "nvidia.com/gpu", "0"},
			limit:   []string{},
			missing: resources.MissingIsZero,
			want:    []string{},
		},
		{
			name:    "negative value with missing limit does not exceed",
			value:   []string{"cpu", "-1"},
			limit:   []string{},
			missing: resources.MissingIsZero,
			want:    []string{},
		},
		{
			name:  "cpu: 0 against cpu: 0",
			value: []string{"cpu", "0"},
			limit: []string{"cpu", "0"},
			want:  []string{},
		},
		{
			name:  "cpu: 0 against a positive limit",
			value: []string{"cpu", "0", "memory", "0"},
			limit: []string{"cpu", "100", "memory", "1Gi"},
			want:  []string{},
		},
		{
			name:  "a positive value against an explicit limit of 0",
			value: []string{"cpu", "1", "nvidia.com/gpu", "1"},
			limit: []string{"cpu", "0", "nvidia.com/gpu", "0"},
			want:  []string{"cpu 1 > 0", "nvidia.com/gpu 1 > 0"},
		},
		{
			name:  "limit names a resource the value lacks",
			value: []string{"cpu", "1"},
			limit: []string{"cpu", "1", "nvidia.com/gpu", "0"},
			want:  []string{},
		},
		{
			name:  "500m equals 0.5",
			value: []string{"cpu", "500m"},
			limit: []string{"cpu", "0.5"},
			want:  []string{},
		},
		{
			name:  "0.5 equals 500m",
			value: []string{"cpu", "0.5"},
			limit: []string{"cpu", "500m"},
			want:  []string{},
		},
		{
			name:  "1500m exceeds 1",
			value: []string{"cpu", "1500m"},
			limit: []string{"cpu", "1"},
			want:  []string{"cpu 1500m > 1"},
		},
		{
			name:  "1001m exceeds 1: no rounding",
			value: []string{"cpu", "1001m"},
			limit: []string{"cpu", "1"},
			want:  []string{"cpu 1001m > 1"},
		},
		{
			name:  "1Gi exceeds 1G",
			value: []string{"memory", "1Gi"},
			limit: []string{"memory", "1G"},
			want:  []string{"memory 1Gi > 1G"},
		},
		{
			name:  "1G does not exceed 1Gi",
			value: []string{"memory", "1G"},
			limit: []string{"memory", "1Gi"},
			want:  []string{},
		},
		{
			name:  "1024Mi equals 1Gi",
			value: []string{"memory", "1024Mi"},
			limit: []string{"memory", "1Gi"},
			want:  []string{},
		},
		{
			name:  "1Gi equals 1024Mi",
			value: []string{"memory", "1Gi"},
			limit: []string{"memory", "1024Mi"},
			want:  []string{},
		},
		{
			name:  "one byte over 1Gi",
			value: []string{"memory", "1073741825"},
			limit: []string{"memory", "1Gi"},
			want:  []string{"memory 1073741825 > 1Gi"},
		},
		{
			name:  "large values compare exactly",
			value: []string{"cpu", "10000000", "memory", "10000001Gi"},
			limit: []string{"cpu", "10000000", "memory", "10000000Gi"},
			want:  []string{"memory 10000001Gi > 10000000Gi"},
		},
		{
			name:  "one byte over 10000000Gi",
			value: []string{"memory", "10737418240000001"},
			limit: []string{"memory", "10000000Gi"},
			want:  []string{"memory 10737418240000001 > 10000000Gi"},
		},
		{
			name:  "values beyond int64 compare exactly",
			value: []string{"memory", "100000000000000000001"},
			limit: []string{"memory", "100e18"},
			want:  []string{"memory 100000000000000000001 > 100e18"},
		},
		{
			name:  "values beyond int64 that are equal",
			value: []string{"memory", "1e20", "cpu", "100000000000000000000"},
			limit: []string{"memory", "100000000000000000000", "cpu", "1e20"},
			want:  []string{},
		},
		{
			name:  "exponent form 1e3 equals 1000 and 1k",
			value: []string{"cpu", "1e3", "nvidia.com/gpu", "1k"},
			limit: []string{"cpu", "1000", "nvidia.com/gpu", "1e3"},
			want:  []string{},
		},
		{
			name:  "exponent form 1e3 exceeds 999",
			value: []string{"cpu", "1e3"},
			limit: []string{"cpu", "999"},
			want:  []string{"cpu 1e3 > 999"},
		},
		{
			name:  "negative exponent 5e-1 equals 500m",
			value: []string{"cpu", "5e-1"},
			limit: []string{"cpu", "500m"},
			want:  []string{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := rendered(resources.Exceeding(list(t, tt.value...), list(t, tt.limit...), tt.missing))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Exceeding(%v, %v) = %q, want %q", tt.value, tt.limit, got, tt.want)
			}
		})
	}
}

func TestExceedingValues(t *testing.T) {
	// The Excess carries the quantities themselves, not only their text.
	es := resources.Exceeding(list(t, "cpu", "1500m", "nvidia.com/gpu", "2"), list(t, "cpu", "1"), resources.MissingIsZero)
	if len(es) != 2 {
		t.Fatalf("got %d excesses, want 2: %v", len(es), rendered(es))
	}
	if es[0].Name != "cpu" || es[0].Value.MilliValue() != 1500 || es[0].Limit.MilliValue() != 1000 {
		t.Errorf("cpu excess = %+v", es[0])
	}
	if es[1].Name != "nvidia.com/gpu" || es[1].Value.Value() != 2 || !es[1].Limit.IsZero() {
		t.Errorf("gpu excess = %+v, want limit 0", es[1])
	}
	if es := resources.Exceeding(nil, nil, resources.MissingIsZero); len(es) != 0 {
		t.Errorf("Exceeding(nil, nil) = %v, want none", rendered(es))
	}
	if es := resources.Exceeding(list(t, "cpu", "1"), nil, resources.MissingIsZero); len(es) != 1 {
		t.Errorf("Exceeding(cpu 1, nil, zero) = %v, want cpu", rendered(es))
	}
}

func TestSum(t *testing.T) {
	tests := []struct {
		name  string
		lists [][]string
		want  map[string]string // name -> quantity that must compare equal
	}{
		{name: "no lists", lists: nil, want: map[string]string{}},
		{name: "empty lists", lists: [][]string{{}, {}}, want: map[string]string{}},
		{
			name:  "one list is itself",
			lists: [][]string{{"cpu", "4", "memory", "8Gi"}},
			want:  map[string]string{"cpu": "4", "memory": "8Gi"},
		},
		{
			name:  "union of resource names",
			lists: [][]string{{"cpu", "4"}, {"memory", "8Gi"}, {"nvidia.com/gpu", "2"}},
			want:  map[string]string{"cpu": "4", "memory": "8Gi", "nvidia.com/gpu": "2"},
		},
		{
			name:  "milli-units and decimals add exactly",
			lists: [][]string{{"cpu", "500m"}, {"cpu", "0.5"}, {"cpu", "1500m"}},
			want:  map[string]string{"cpu": "2500m"},
		},
		{
			name:  "binary and decimal suffixes add exactly",
			lists: [][]string{{"memory", "1Gi"}, {"memory", "1024Mi"}, {"memory", "1G"}},
			want:  map[string]string{"memory": "3147483648"},
		},
		{
			name:  "zeros add nothing but keep the name",
			lists: [][]string{{"cpu", "0"}, {"cpu", "0", "nvidia.com/gpu", "0"}},
			want:  map[string]string{"cpu": "0", "nvidia.com/gpu": "0"},
		},
		{
			name:  "large values do not overflow",
			lists: [][]string{{"memory", "10000000Gi"}, {"memory", "10000000Gi"}, {"cpu", "9e18"}, {"cpu", "9e18"}},
			want:  map[string]string{"memory": "20000000Gi", "cpu": "18e18"},
		},
		{
			name:  "exponent forms",
			lists: [][]string{{"cpu", "1e3"}, {"cpu", "1k"}, {"cpu", "1000"}},
			want:  map[string]string{"cpu": "3000"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var in []resources.List
			for _, kv := range tt.lists {
				in = append(in, list(t, kv...))
			}
			got := resources.Sum(in...)
			if got == nil {
				t.Fatal("Sum returned a nil list")
			}
			if len(got) != len(tt.want) {
				t.Errorf("Sum = %v, want %d resources %v", got, len(tt.want), tt.want)
			}
			for name, w := range tt.want {
				if !equal(got, name, w) {
					t.Errorf("Sum[%s] = %s, want %s", name, text(got, name), w)
				}
			}
		})
	}
}

// equal reports whether l[name] is set and equals the quantity want.
func equal(l resources.List, name, want string) bool {
	q, ok := l[name]
	return ok && q.Cmp(resource.MustParse(want)) == 0
}

// text prints l[name], for failure messages.
func text(l resources.List, name string) string {
	q, ok := l[name]
	if !ok {
		return "<unset>"
	}
	return q.String()
}

func TestSumLeavesInputsAlone(t *testing.T) {
	// Quantities beyond int64 are held as *inf.Dec; adding must not write
	// through a shared pointer into the caller's lists.
	a := list(t, "cpu", "1e30", "memory", "1Gi")
	b := list(t, "cpu", "1e30", "memory", "1Gi")
	for i := 0; i < 3; i++ {
		resources.Sum(a, b)
	}
	if !equal(a, "cpu", "1e30") || !equal(b, "cpu", "1e30") || !equal(a, "memory", "1Gi") {
		t.Errorf("Sum changed its inputs: a.cpu=%s b.cpu=%s a.memory=%s", text(a, "cpu"), text(b, "cpu"), text(a, "memory"))
	}
	if got := resources.Sum(a, b); !equal(got, "cpu", "2e30") {
		t.Errorf("Sum cpu = %s, want 2e30", text(got, "cpu"))
	}
}

func TestAddAndClone(t *testing.T) {
	l := list(t, "cpu", "1")
	c := l.Clone()
	l.Add(list(t, "cpu", "500m", "memory", "1Gi"))
	if !equal(l, "cpu", "1500m") || !equal(l, "memory", "1Gi") {
		t.Errorf("after Add cpu=%s memory=%s, want 1500m and 1Gi", text(l, "cpu"), text(l, "memory"))
	}
	if len(c) != 1 || !equal(c, "cpu", "1") {
		t.Errorf("Clone changed with its original: cpu=%s, %d resources", text(c, "cpu"), len(c))
	}
	if v, ok := l.Get("memory"); !ok || v.Cmp(resource.MustParse("1Gi")) != 0 {
		t.Errorf("Get(memory) = %s, %v", v.String(), ok)
	}
	if _, ok := l.Get("nvidia.com/gpu"); ok {
		t.Error("Get(nvidia.com/gpu) found a resource that is not there")
	}
}

// TestAddTimes: n times a list, exactly, as n additions would give, also
// beyond int64 and without touching the list multiplied.
func TestAddTimes(t *testing.T) {
	pod := list(t, "cpu", "250m", "memory", "1Gi", "big", "1e30")
	l := list(t, "cpu", "1")
	l.AddTimes(pod, 3)
	byAdding := list(t, "cpu", "1")
	for range 3 {
		byAdding.Add(pod)
	}
	for _, name := range []string{"cpu", "memory", "big"} {
		want, _ := byAdding.Get(name)
		if got, _ := l.Get(name); got.Cmp(want) != 0 {
			t.Errorf("%s = %s, want %s", name, text(l, name), want.String())
		}
	}
	if !equal(l, "cpu", "1750m") || !equal(l, "big", "3e30") {
		t.Errorf("cpu=%s big=%s", text(l, "cpu"), text(l, "big"))
	}
	if !equal(pod, "cpu", "250m") || !equal(pod, "big", "1e30") {
		t.Errorf("AddTimes changed the list it multiplies: cpu=%s big=%s", text(pod, "cpu"), text(pod, "big"))
	}
	huge := list(t, "cpu", "4")
	h := resources.List{}
	h.AddTimes(huge, 1<<62) // leaves int64: still exact
	if !equal(h, "cpu", "18446744073709551616") {
		t.Errorf("4 x 2^62 = %s", text(h, "cpu"))
	}
}

func TestNamesOrder(t *testing.T) {
	l := list(t, "nvidia.com/gpu", "1", "memory", "1Gi", "ephemeral-storage", "1Gi", "cpu", "1", "a.example.com/x", "1", "hugepages-2Mi", "2Mi")
	want := []string{"cpu", "memory", "a.example.com/x", "ephemeral-storage", "hugepages-2Mi", "nvidia.com/gpu"}
	if got := l.Names(); !reflect.DeepEqual(got, want) {
		t.Errorf("Names = %q, want %q", got, want)
	}
	if got := (resources.List{}).Names(); len(got) != 0 {
		t.Errorf("Names of an empty list = %q", got)
	}
}

func TestIsPrimary(t *testing.T) {
	for name, want := range map[string]bool{
		"cpu":               true,
		"memory":            true,
		"CPU":               false,
		"ephemeral-storage": false,
		"pods":              false,
		"hugepages-2Mi":     false,
		"nvidia.com/gpu":    false,
		"":                  false,
	} {
		if got := resources.IsPrimary(name); got != want {
			t.Errorf("IsPrimary(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsExtended(t *testing.T) {
	for name, want := range map[string]bool{
		"nvidia.com/gpu":                       true,
		"nvidia.com/mig-1g.10gb":               true,
		"volcano.sh/vgpu-number":               true,
		"volcano.sh/vgpu-memory":               true,
		"example.com/fpga":                     true,
		"hugepages-2Mi":                        true,
		"hugepages-1Gi":                        true,
		"cpu":                                  false,
		"memory":                               false,
		"ephemeral-storage":                    false,
		"pods":                                 false,
		"storage":                              false,
		"kubernetes.io/something":              false,
		"kubernetes.io/batch-cpu-experimental": false,
	} {
		if got := resources.IsExtended(name); got != want {
			t.Errorf("IsExtended(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestExcessString(t *testing.T) {
	tests := []struct {
		e    resources.Excess
		want string
	}{
		{resources.Excess{Name: "cpu", Value: resource.MustParse("200"), Limit: resource.MustParse("100")}, "cpu 200 > 100"},
		{resources.Excess{Name: "cpu", Value: resource.MustParse("1500m"), Limit: resource.MustParse("1")}, "cpu 1500m > 1"},
		{resources.Excess{Name: "memory", Value: resource.MustParse("1Gi"), Limit: resource.MustParse("1G")}, "memory 1Gi > 1G"},
		{resources.Excess{Name: "nvidia.com/gpu", Value: resource.MustParse("8"), Limit: resource.MustParse("4")}, "nvidia.com/gpu 8 > 4"},
		{resources.Excess{Name: "nvidia.com/gpu", Value: resource.MustParse("8"), Limit: resource.Quantity{}}, "nvidia.com/gpu 8 > 0"},
		{resources.Excess{Name: "nvidia.com/gpu", Value: resource.MustParse("9"), Limit: resource.MustParse("8"), Note: "from ancestor org"}, "nvidia.com/gpu 9 > 8 (from ancestor org)"},
		{resources.Excess{Name: "cpu", Value: resource.MustParse("1e3"), Limit: resource.MustParse("999")}, "cpu 1e3 > 999"},
		// Quantities print in canonical form.
		{resources.Excess{Name: "cpu", Value: resource.MustParse("0.6"), Limit: resource.MustParse("0.5")}, "cpu 600m > 500m"},
		{resources.Excess{Name: "memory", Value: resource.MustParse("2048Mi"), Limit: resource.MustParse("1.5Gi")}, "memory 2Gi > 1536Mi"},
	}
	for _, tt := range tests {
		if got := tt.e.String(); got != tt.want {
			t.Errorf("Excess.String() = %q, want %q", got, tt.want)
		}
	}
}

func TestFormatExcesses(t *testing.T) {
	es := []resources.Excess{
		{Name: "cpu", Value: resource.MustParse("200"), Limit: resource.MustParse("100")},
		{Name: "nvidia.com/gpu", Value: resource.MustParse("8"), Limit: resource.MustParse("4")},
	}
	if got, want := resources.FormatExcesses(es), "cpu 200 > 100, nvidia.com/gpu 8 > 4"; got != want {
		t.Errorf("FormatExcesses = %q, want %q", got, want)
	}
	if got := resources.FormatExcesses(nil); got != "" {
		t.Errorf("FormatExcesses(nil) = %q, want empty", got)
	}
	// The message of a missing-is-zero excess, as the sum rules print it.
	got := resources.FormatExcesses(resources.Exceeding(list(t, "memory", "32Gi", "cpu", "8"), nil, resources.MissingIsZero))
	if want := "cpu 8 > 0, memory 32Gi > 0"; got != want {
		t.Errorf("FormatExcesses(Exceeding(..., nil, zero)) = %q, want %q", got, want)
	}
}
