package gpu

import (
	"fmt"
	"sort"
	"strings"
)

// Strategy is the k8s-device-plugin's MIG strategy (--mig-strategy, the
// node label nvidia.com/mig.strategy).
type Strategy string

// The three strategies. The plugin's default is none; the GPU operator's
// Helm chart defaults to single.
const (
	StrategyNone   Strategy = "none"
	StrategySingle Strategy = "single"
	StrategyMixed  Strategy = "mixed"
)

// ParseStrategy reads none, single or mixed.
func ParseStrategy(s string) (Strategy, error) {
	switch st := Strategy(strings.TrimSpace(s)); st {
	case StrategyNone, StrategySingle, StrategyMixed:
		return st, nil
	}
	return "", fmt.Errorf("unknown MIG strategy %q (want none, single or mixed)", s)
}

// State is one physical GPU's MIG state.
type State struct {
	Enabled bool
	Counts  []Count
}

// Devices is the number of MIG devices the GPU holds.
func (s State) Devices() int {
	n := 0
	for _, c := range s.Counts {
		if c.N > 0 {
			n += c.N
		}
	}
	return n
}

// Exposure is what the device plugin advertises on one node: resource name
// to count. Invalid lists why the single strategy refuses the node (then
// nothing is advertised and GFD labels the product <model>-MIG-INVALID).
// Unusable counts GPUs the none strategy advertises as nvidia.com/gpu
// although MIG is enabled on them, so a pod gets a GPU it cannot use.
type Exposure struct {
	Resources map[string]int64
	Invalid   []string
	Unusable  int
}

// Expose computes what the device plugin advertises for a node's GPUs under
// a strategy (k8s-device-plugin internal/rm/device_map.go and
// internal/lm/mig-strategy.go), with time-slicing replicas (> 1) applied.
//
//   - none: every GPU is one nvidia.com/gpu, MIG-enabled or not.
//   - single: with no MIG-enabled GPU, as none; otherwise every GPU must
//     have MIG enabled, with MIG devices of one profile only, and
//     nvidia.com/gpu counts MIG devices.
//   - mixed: nvidia.com/gpu counts MIG-disabled GPUs, each MIG profile is
//     nvidia.com/mig-<profile>; compute-instance profiles and MIG-enabled
//     GPUs without devices are not advertised.
func Expose(st Strategy, gpus []State, replicas int) Exposure {
	if replicas < 1 {
		replicas = 1
	}
	e := Exposure{Resources: map[string]int64{}}
	add := func(name string, n int) {
		if n > 0 {
			e.Resources[name] += int64(n * replicas)
		}
	}
	enabled := 0
	for _, g := range gpus {
		if g.Enabled {
			enabled++
		}
	}
	switch st {
	case StrategySingle:
		if enabled == 0 {
			add(GPUResource, len(gpus))
			break
		}
		e.Invalid = singleProblems(gpus, enabled)
		if len(e.Invalid) > 0 {
			break
		}
		for _, g := range gpus {
			add(GPUResource, g.Devices())
		}
	case StrategyMixed:
		for _, g := range gpus {
			if !g.Enabled {
				add(GPUResource, 1)
				continue
			}
			for _, c := range g.Counts {
				if res, ok := c.Profile.Resource(); ok {
					add(res, c.N)
				}
			}
		}
	default:
		add(GPUResource, len(gpus))
		e.Unusable = enabled
	}
	return e
}

// singleProblems are the reasons the single strategy rejects a node with
// MIG enabled on some GPU (mig-strategy.go: "all devices on the node must
// be configured with the same migEnabled value", one MIG profile only, no
// MIG-enabled GPU without devices).
func singleProblems(gpus []State, enabled int) []string {
	var out []string
	if enabled != len(gpus) {
		out = append(out, fmt.Sprintf("%d of %d GPUs have MIG enabled and %d disabled, but all devices on the node must be configured with the same migEnabled value", enabled, len(gpus), len(gpus)-enabled))
	}
	profiles := map[string]bool{}
	empty := 0
	for _, g := range gpus {
		if !g.Enabled {
			continue
		}
		if g.Devices() == 0 {
			empty++
		}
		for _, c := range g.Counts {
			if c.N > 0 {
				profiles[c.Profile.String()] = true
			}
		}
	}
	if len(profiles) > 1 {
		names := make([]string, 0, len(profiles))
		for p := range profiles {
			names = append(names, p)
		}
		sort.Strings(names)
		out = append(out, fmt.Sprintf("the layout has %d MIG profiles (%s), the single strategy allows one", len(names), strings.Join(names, ", ")))
	}
	if empty > 0 {
		out = append(out, fmt.Sprintf("%d MIG-enabled GPUs have no MIG devices", empty))
	}
	return out
}
