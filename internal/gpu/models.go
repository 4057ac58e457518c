package gpu

// This file is the GPU model table: data only. Each row names a model, the
// GFD product labels and PCI device IDs that identify it, and its MIG
// profile names; the slice counts, instance limits and placements come from
// the row's slice class (shapes7 or shapes4).
//
// Profile names per PCI device ID: NVIDIA mig-parted
// deployments/systemd/config-default.yaml (device-filter entries). Slice
// counts, maximum instances per GPU and placements (start:size in memory
// slices): go-nvml's A100/A30 mocks, HAMi's mig_topology_test.go and the
// NVIDIA MIG user guide (supported-mig-profiles). Product labels are the
// NVML device names with spaces as dashes, as gpu-feature-discovery writes
// nvidia.com/gpu.product, without the "NVIDIA-" prefix.

// shape is one GPU-instance class of a slice class: compute slices, memory
// slices, the most instances a GPU holds and the memory-slice offsets an
// instance may start at.
type shape struct {
	compute, memory, max int
	starts               []int
}

// The GPU-instance classes of 7-compute/8-memory-slice GPUs (A100, H100,
// H200, GH200, B200, GB200, B300, GB300). A 1g never uses memory slice 7.
var shapes7 = map[string]shape{
	"1g":    {1, 1, 7, []int{0, 1, 2, 3, 4, 5, 6}},
	"1g+me": {1, 1, 1, []int{0, 1, 2, 3, 4, 5, 6}},
	"1g2":   {1, 2, 4, []int{0, 2, 4, 6}}, // the double-memory 1g
	"1g2me": {1, 2, 1, []int{0, 2, 4, 6}},
	"2g":    {2, 2, 3, []int{0, 2, 4}},
	"3g":    {3, 4, 2, []int{0, 4}},
	"4g":    {4, 4, 1, []int{0}},
	"7g":    {7, 8, 1, []int{0}},
}

// The classes of 4-compute/4-memory-slice GPUs (A30, RTX PRO 6000 Blackwell).
var shapes4 = map[string]shape{
	"1g":    {1, 1, 4, []int{0, 1, 2, 3}},
	"1g+me": {1, 1, 1, []int{0, 1, 2, 3}},
	"2g":    {2, 2, 2, []int{0, 2}},
	"2g+me": {2, 2, 1, []int{0, 2}},
	"4g":    {4, 4, 1, []int{0}},
}

// row is one model of the table: its profiles as (class, name) pairs.
type row struct {
	id        string
	aliases   []string
	products  []string
	deviceIDs []string
	memoryGB  int
	slices    int // 7 or 4 compute slices
	profiles  [][2]string
}

// seven lists the profiles of a 7-slice model from the six names of its
// columns in the MIG user guide (small 1g, double-memory 1g, 2g, 3g, 4g,
// 7g) plus the small 1g's +me variant, and any extra (class, name) pairs.
func seven(p1, p1x2, p2, p3, p4, p7 string, extra ...[2]string) [][2]string {
	return append([][2]string{
		{"1g", p1}, {"1g+me", p1 + "+me"}, {"1g2", p1x2}, {"2g", p2}, {"3g", p3}, {"4g", p4}, {"7g", p7},
	}, extra...)
}

var table = []row{
	{
		id: "A30", aliases: []string{"A30-24GB"},
		products:  []string{"A30", "A30-PCIE-24GB"},
		deviceIDs: []string{"0x20B710DE"}, memoryGB: 24, slices: 4,
		profiles: [][2]string{
			{"1g", "1g.6gb"}, {"1g+me", "1g.6gb+me"}, {"2g", "2g.12gb"}, {"2g+me", "2g.12gb+me"}, {"4g", "4g.24gb"},
		},
	},
	{
		id: "A100-40GB", aliases: []string{"A800-40GB"},
		products:  []string{"A100-SXM4-40GB", "A100-PCIE-40GB", "A800-SXM4-40GB", "A800-PCIE-40GB"},
		deviceIDs: []string{"0x20B010DE", "0x20B110DE", "0x20F110DE", "0x20F610DE"}, memoryGB: 40, slices: 7,
		profiles: seven("1g.5gb", "1g.10gb", "2g.10gb", "3g.20gb", "4g.20gb", "7g.40gb"),
	},
	{
		id: "A100-80GB", aliases: []string{"A800-80GB"},
		products:  []string{"A100-SXM4-80GB", "A100-80GB-PCIE", "A100-PCIE-80GB", "A800-SXM4-80GB", "A800-80GB-PCIE"},
		deviceIDs: []string{"0x20B210DE", "0x20B510DE", "0x20F310DE", "0x20F510DE"}, memoryGB: 80, slices: 7,
		profiles: seven("1g.10gb", "1g.20gb", "2g.20gb", "3g.40gb", "4g.40gb", "7g.80gb"),
	},
	{
		id: "H100-80GB", aliases: []string{"H800-80GB"},
		products:  []string{"H100-80GB-HBM3", "H100-PCIE", "H100-PCIE-80GB", "H800", "H800-80GB-HBM3", "H800-PCIE"},
		deviceIDs: []string{"0x233010DE", "0x233110DE", "0x232210DE", "0x232410DE"}, memoryGB: 80, slices: 7,
		profiles: seven("1g.10gb", "1g.20gb", "2g.20gb", "3g.40gb", "4g.40gb", "7g.80gb"),
	},
	{
		id: "H100-94GB", aliases: []string{"H100-NVL", "H800-NVL"},
		products:  []string{"H100-NVL", "H800-NVL"},
		deviceIDs: []string{"0x232110DE", "0x233A10DE"}, memoryGB: 94, slices: 7,
		profiles: seven("1g.12gb", "1g.24gb", "2g.24gb", "3g.47gb", "4g.47gb", "7g.94gb", [2]string{"1g2me", "1g.24gb+me"}),
	},
	{
		id: "H100-96GB", aliases: []string{"H20", "PG506-96GB"},
		products:  []string{"H20"},
		deviceIDs: []string{"0x233D10DE", "0x232910DE", "0x20B610DE"}, memoryGB: 96, slices: 7,
		profiles: seven("1g.12gb", "1g.24gb", "2g.24gb", "3g.48gb", "4g.48gb", "7g.96gb", [2]string{"1g2me", "1g.24gb+me"}),
	},
	{
		id: "GH200-96GB", aliases: []string{"GH200", "GH200-480GB"},
		products:  []string{"GH200-480GB"},
		deviceIDs: []string{"0x234210DE"}, memoryGB: 96, slices: 7,
		profiles: seven("1g.12gb", "1g.24gb", "2g.24gb", "3g.48gb", "4g.48gb", "7g.96gb", [2]string{"1g2me", "1g.24gb+me"}),
	},
	{
		id: "H200-141GB", aliases: []string{"H200", "H200-NVL"},
		products:  []string{"H200", "H200-NVL"},
		deviceIDs: []string{"0x233510DE", "0x233B10DE"}, memoryGB: 141, slices: 7,
		profiles: seven("1g.18gb", "1g.35gb", "2g.35gb", "3g.71gb", "4g.71gb", "7g.141gb"),
	},
	{
		id: "GH200-144GB", aliases: []string{"GH200-144G-HBM3E"},
		products:  []string{"GH200-144G-HBM3E"},
		deviceIDs: []string{"0x234810DE"}, memoryGB: 144, slices: 7,
		profiles: seven("1g.18gb", "1g.36gb", "2g.36gb", "3g.72gb", "4g.72gb", "7g.144gb"),
	},
	{
		id: "B200", aliases: []string{"B200-180GB"},
		products:  []string{"B200"},
		deviceIDs: []string{"0x290110DE"}, memoryGB: 180, slices: 7,
		profiles: seven("1g.23gb", "1g.45gb", "2g.45gb", "3g.90gb", "4g.90gb", "7g.180gb"),
	},
	{
		id: "GB200", aliases: []string{"GB200-186GB"},
		products:  []string{"GB200"},
		deviceIDs: []string{"0x294110DE"}, memoryGB: 186, slices: 7,
		profiles: seven("1g.23gb", "1g.47gb", "2g.47gb", "3g.93gb", "4g.93gb", "7g.186gb"),
	},
	{
		id: "B300", aliases: []string{"B300-269GB"},
		products:  []string{"B300"},
		deviceIDs: []string{"0x318210DE"}, memoryGB: 269, slices: 7,
		profiles: seven("1g.34gb", "1g.67gb", "2g.67gb", "3g.135gb", "4g.135gb", "7g.269gb"),
	},
	{
		id: "GB300", aliases: []string{"GB300-278GB"},
		products:  []string{"GB300"},
		deviceIDs: []string{"0x31C210DE"}, memoryGB: 278, slices: 7,
		profiles: seven("1g.35gb", "1g.70gb", "2g.70gb", "3g.139gb", "4g.139gb", "7g.278gb"),
	},
	{
		id: "RTX-PRO-6000", aliases: []string{"RTX-PRO-6000-BLACKWELL"},
		deviceIDs: []string{"0x2BB510DE"}, memoryGB: 96, slices: 4,
		profiles: [][2]string{
			{"1g", "1g.24gb"}, {"1g", "1g.24gb+gfx"}, {"1g", "1g.24gb-me"}, {"1g+me", "1g.24gb+me.all"},
			{"2g", "2g.48gb"}, {"2g", "2g.48gb+gfx"}, {"2g", "2g.48gb-me"}, {"2g+me", "2g.48gb+me.all"},
			{"4g", "4g.96gb"}, {"4g", "4g.96gb+gfx"},
		},
	},
}
