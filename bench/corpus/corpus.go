// Package corpus generates a realistic, deterministic Volcano estate of any
// size for benchmarks and tests: a queue tree of depth up to 5 with
// consistent capability, deserved and guarantee over cpu, memory,
// nvidia.com/gpu and a MIG profile, Jobs and PodGroups in its leaves, a few
// scheduler ConfigMaps and Node lists with NVIDIA labels, spread over files
// of 1 to 50 documents. Into that healthy estate it plants a known number of
// violations of each kind, so that a run over it can be checked exactly:
// Corpus.Want is the number of findings every rule must report, and no other
// rule may report anything.
//
// The healthy part is built top-down from the declared cluster, so that it
// is clean by construction rather than by luck: each queue's deserved is a
// share of at most 90% of its parent's, its guarantee half its deserved
// (and a queue without a guarantee has no guaranteed descendant), its
// capability min(parent's, 3×deserved + a base that fits every job). The
// planted violations then break exactly one invariant each, on queues and
// jobs no other plant touches.
package corpus

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Options size the corpus. The zero value of a field means its default.
type Options struct {
	// Seed makes the corpus; the same Options always give the same bytes.
	Seed uint64
	// Queues is the number of queues of the healthy tree (default 1000);
	// planted queues come on top.
	Queues int
	// Jobs is the number of Jobs and PodGroups (default Queues/5).
	Jobs int
	// Plants is how many violations of each kind are planted (default
	// max(1, Queues/1000)).
	Plants int
	// Files, when > 0, spreads the documents evenly over exactly this many
	// files instead of files of 1 to MaxDocsPerFile documents.
	Files int
	// MaxDocsPerFile bounds a file's documents (default 50).
	MaxDocsPerFile int
}

func (o Options) withDefaults() Options {
	if o.Queues <= 0 {
		o.Queues = 1000
	}
	if o.Jobs <= 0 {
		o.Jobs = max(1, o.Queues/5)
	}
	if o.Plants <= 0 {
		o.Plants = max(1, o.Queues/1000)
	}
	if o.MaxDocsPerFile <= 0 {
		o.MaxDocsPerFile = 50
	}
	return o
}

// File is one generated file, its path relative to the corpus root.
type File struct {
	Path string
	Data []byte
}

// Corpus is a generated estate and what linting it must report.
type Corpus struct {
	Options Options
	Files   []File
	// Want is the exact number of findings per rule ID; a rule absent from
	// it must report nothing.
	Want map[string]int
	// Counts of what was generated, planted objects included.
	Queues, Jobs, PodGroups, Nodes, Configs, Documents int
	// Bytes is the corpus size.
	Bytes int
}

// Resource indexes of a quota vector.
const (
	rCPU = iota // millicores
	rMem        // MiB
	rGPU        // nvidia.com/gpu
	rMIG        // nvidia.com/mig-1g.10gb
	nRes
)

// MIGResource is the MIG profile the corpus quotas: the 1g.10gb slice of an
// A100-80GB, which its MIG pool is partitioned into.
const MIGResource = "nvidia.com/mig-1g.10gb"

var resNames = [nRes]string{"cpu", "memory", "nvidia.com/gpu", MIGResource}

type vec [nRes]int64

// base is the capability every queue has at least (when the cluster has
// it), which is more than any healthy job needs: a job's minimum never
// exceeds a capability on its path.
var base = vec{rCPU: 2000, rMem: 4096}

type queue struct {
	name   string
	parent int // index in tree; -1 for a first-level queue
	depth  int
	kids   []int
	gpu    bool // the subtree may quota GPUs

	des, gua, limit vec // limit: capability as computed, written or not
	hasGua          bool
	writeCap        bool
	weight          int
	reclaimable     int // 0 unset, 1 true, 2 false
	org             string

	// Plant edits: what the written manifest says instead.
	capOverride map[int]string // resource -> literal capability value
	guaOverride map[int]int64  // resource -> guarantee value
	typoGua     bool           // write gaurantee: instead of guarantee:
	planted     bool           // some plant owns this queue
}

type gen struct {
	o     Options
	r     *rand.Rand
	tree  []*queue
	want  map[string]int
	docs  []doc
	nodes struct{ cpu, whole, mig int }
	total vec // the cluster's allocatable
	// whole GPUs and MIG devices the cluster offers.
	wholeGPUs, migDevices int64
	c                     *Corpus
}

// doc is one YAML document and the directory its file goes to.
type doc struct {
	dir  string
	text string
}

var orgs = []string{"research", "platform", "data", "vision", "speech", "ads", "search", "infra", "robotics", "finance"}
var teams = []string{"train", "eval", "infer", "etl", "batch", "sim", "label", "tune", "serve", "bench"}

// Generate builds the corpus Options describe.
func Generate(o Options) *Corpus {
	o = o.withDefaults()
	g := &gen{o: o, r: rand.New(rand.NewPCG(o.Seed, 0x7663716c696e74)), want: map[string]int{}, c: &Corpus{Options: o}}
	g.cluster()
	g.buildTree()
	g.allocate()
	g.plantQueues()
	g.emitQueues()
	g.emitWorkloads()
	g.emitConfigs()
	g.emitNodes()
	g.files()
	g.c.Want = g.want
	return g.c
}

// cluster sizes the Node pools with the estate: a CPU pool, an A100 pool
// with MIG off and one partitioned all-1g.10gb, all with the mixed strategy.
func (g *gen) cluster() {
	g.nodes.cpu = max(4, g.o.Queues/100)
	g.nodes.whole = max(2, g.o.Queues/500)
	g.nodes.mig = max(2, g.o.Queues/500)
	all := int64(g.nodes.cpu + g.nodes.whole + g.nodes.mig)
	g.total[rCPU] = all * 126000
	g.total[rMem] = all * 1000 * 1024
	g.wholeGPUs = int64(8 * g.nodes.whole)
	g.migDevices = int64(56 * g.nodes.mig)
	g.total[rGPU] = g.wholeGPUs
	g.total[rMIG] = g.migDevices
}

// buildTree makes a random tree of depth at most 5: first-level queues,
// then each further queue under a random earlier one not yet at depth 5.
func (g *gen) buildTree() {
	n := g.o.Queues
	first := max(2, n/50)
	first = min(first, n)
	var open []int // queues that may get children
	for i := range n {
		q := &queue{parent: -1, depth: 1, weight: 1 + g.r.IntN(10)}
		if i < first {
			q.org = orgs[i%len(orgs)]
			q.gpu = i%4 == 0
			q.name = fmt.Sprintf("%s-%05d", q.org, i)
		} else {
			p := open[g.r.IntN(len(open))]
			pq := g.tree[p]
			q.parent, q.depth, q.org, q.gpu = p, pq.depth+1, pq.org, pq.gpu
			q.name = fmt.Sprintf("%s-%s-%05d", q.org, teams[g.r.IntN(len(teams))], i)
			pq.kids = append(pq.kids, i)
		}
		switch g.r.IntN(4) {
		case 0:
			q.reclaimable = 1
		case 1:
			q.reclaimable = 2
		}
		q.writeCap = g.r.IntN(5) != 0
		g.tree = append(g.tree, q)
		if q.depth < 5 {
			open = append(open, i)
		}
	}
}

// allocate computes quotas top-down (parents precede children in tree).
func (g *gen) allocate() {
	var firsts []int
	for i, q := range g.tree {
		if q.parent < 0 {
			firsts = append(firsts, i)
		}
	}
	g.split(g.total, firsts, func(k int) bool { return g.tree[k].gpu })
	for _, q := range g.tree {
		parentLimit := g.total
		parentGua := true
		if q.parent >= 0 {
			p := g.tree[q.parent]
			parentLimit, parentGua = p.limit, p.hasGua
		}
		g.limitAndGuarantee(q, parentLimit, parentGua)
		if len(q.kids) > 0 {
			g.split(q.des, q.kids, func(int) bool { return true })
		}
	}
}

// split shares 90% of parentDes among kids by random weights; GPU and MIG
// only among the kids gpuOnly accepts.
func (g *gen) split(parentDes vec, kids []int, gpuOnly func(int) bool) {
	weights := make([]int64, len(kids))
	var sum, gsum int64
	for i, k := range kids {
		weights[i] = 1 + int64(g.r.IntN(4))
		sum += weights[i]
		if gpuOnly(k) {
			gsum += weights[i]
		}
	}
	for i, k := range kids {
		q := g.tree[k]
		for r := range nRes {
			s := sum
			if r == rGPU || r == rMIG {
				if !gpuOnly(k) {
					continue
				}
				s = gsum
			}
			q.des[r] = roundDown(r, parentDes[r]*9*weights[i]/(10*s))
		}
	}
}

// limitAndGuarantee sets a queue's capability from its deserved share,
// within its parent's, and (for 7 in 10 queues whose parent has one) a
// guarantee of half its deserved share.
func (g *gen) limitAndGuarantee(q *queue, parentLimit vec, parentGua bool) {
	for r := range nRes {
		if q.des[r] <= 0 {
			continue
		}
		want := 3*q.des[r] + base[r]
		if r == rGPU || r == rMIG {
			want = 2*q.des[r] + 1
		}
		q.limit[r] = min(parentLimit[r], roundDown(r, want))
	}
	// cpu and memory always have a limit, so every level fits a job.
	for _, r := range []int{rCPU, rMem} {
		if q.limit[r] == 0 {
			q.limit[r] = min(parentLimit[r], base[r])
		}
	}
	q.hasGua = parentGua && g.r.IntN(10) < 7
	if q.hasGua {
		for r := range nRes {
			q.gua[r] = roundDown(r, q.des[r]/2)
		}
	}
}

// grain is the step quotas are written in: 100m of cpu, 256Mi of memory,
// whole devices. Rounding every value down keeps each sum within its
// parent's, as people round in real manifests.
var grain = vec{rCPU: 100, rMem: 256, rGPU: 1, rMIG: 1}

func roundDown(r int, v int64) int64 { return v - v%grain[r] }

// leaves are the tree's queues without children, in tree order.
func (g *gen) leaves() []int {
	var out []int
	for i, q := range g.tree {
		if len(q.kids) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// pick returns up to n distinct unplanted tree queues satisfying ok, in a
// seeded random order, and marks them (and what else they claim) planted.
func (g *gen) pick(n int, ok func(*queue) bool) []int {
	idx := g.r.Perm(len(g.tree))
	var out []int
	for _, i := range idx {
		if len(out) == n {
			break
		}
		q := g.tree[i]
		if q.planted || !ok(q) {
			continue
		}
		q.planted = true
		out = append(out, i)
	}
	return out
}

// plantQueues edits tree queues to violate one rule each. Every plant
// claims the queues whose values it depends on, so plants never interact.
func (g *gen) plantQueues() {
	p := g.o.Plants
	isLeaf := func(q *queue) bool { return len(q.kids) == 0 }
	// VCQ304: a capability cpu that does not parse (the queue then has no
	// cpu capability, which limits nothing).
	for _, i := range g.pick(p, func(q *queue) bool { return isLeaf(q) && q.writeCap && !g.parentPlanted(q) }) {
		g.tree[i].capOverride = map[int]string{rCPU: "lots"}
		g.want["VCQ304"]++
	}
	// VCQ306: guarantee misspelt; the guarantee is then absent.
	for _, i := range g.pick(p, func(q *queue) bool { return isLeaf(q) && hasAny(q.gua) && !g.parentPlanted(q) }) {
		g.tree[i].typoGua = true
		g.want["VCQ306"]++
	}
	// VCQ203: a leaf's cpu capability 500m above its parent's written one.
	for _, i := range g.pick(p, func(q *queue) bool {
		if !isLeaf(q) || !q.writeCap || q.parent < 0 {
			return false
		}
		pq := g.tree[q.parent]
		return pq.writeCap && pq.capOverride == nil && pq.limit[rCPU]+500 <= g.total[rCPU]
	}) {
		q := g.tree[i]
		q.capOverride = map[int]string{rCPU: milli(g.tree[q.parent].limit[rCPU] + 500)}
		g.want["VCQ203"]++
	}
	// VCQ204: a parent guaranteeing 100m less cpu than its children sum to.
	for _, i := range g.pick(p, func(q *queue) bool {
		if !q.hasGua || len(q.kids) == 0 || q.guaOverride != nil {
			return false
		}
		var sum int64
		for _, k := range q.kids {
			kq := g.tree[k]
			if kq.planted || kq.typoGua {
				return false
			}
			if kq.hasGua {
				sum += kq.gua[rCPU]
			}
		}
		return sum >= 200
	}) {
		q := g.tree[i]
		var sum int64
		for _, k := range q.kids {
			kq := g.tree[k]
			kq.planted = true // its guarantee is part of the plant
			if kq.hasGua {
				sum += kq.gua[rCPU]
			}
		}
		q.guaOverride = map[int]int64{rCPU: sum - 100}
		g.want["VCQ204"]++
	}
}

// parentPlanted reports whether q's parent is part of a plant that sums
// its children (VCQ204), which q's edit would disturb.
func (g *gen) parentPlanted(q *queue) bool {
	return q.parent >= 0 && g.tree[q.parent].guaOverride != nil
}

func milli(v int64) string {
	if v%1000 == 0 {
		return fmt.Sprintf("%q", fmt.Sprint(v/1000))
	}
	return fmt.Sprintf("%dm", v)
}

func mebi(v int64) string {
	if v%1024 == 0 {
		return fmt.Sprintf("%dGi", v/1024)
	}
	return fmt.Sprintf("%dMi", v)
}

func quantity(r int, v int64) string {
	switch r {
	case rCPU:
		return milli(v)
	case rMem:
		return mebi(v)
	}
	return fmt.Sprintf("%q", fmt.Sprint(v))
}

func writeList(b *strings.Builder, indent string, v vec, override map[int]string) {
	for r := range nRes {
		val := ""
		if s, ok := override[r]; ok {
			val = s
		} else if v[r] > 0 {
			val = quantity(r, v[r])
		}
		if val != "" {
			fmt.Fprintf(b, "%s%s: %s\n", indent, resNames[r], val)
		}
	}
}

func hasAny(v vec) bool { return v != vec{} }

// queueDoc renders a Queue manifest.
func queueDoc(name, parent string, weight, reclaimable int, capab vec, capOverride map[int]string, des, gua vec, typo bool, state string) string {
	var b strings.Builder
	b.WriteString("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n")
	fmt.Fprintf(&b, "  name: %s\n", name)
	b.WriteString("spec:\n")
	if parent != "" {
		fmt.Fprintf(&b, "  parent: %s\n", parent)
	}
	fmt.Fprintf(&b, "  weight: %d\n", weight)
	switch reclaimable {
	case 1:
		b.WriteString("  reclaimable: true\n")
	case 2:
		b.WriteString("  reclaimable: false\n")
	}
	if hasAny(capab) || len(capOverride) > 0 {
		b.WriteString("  capability:\n")
		writeList(&b, "    ", capab, capOverride)
	}
	if hasAny(des) {
		b.WriteString("  deserved:\n")
		writeList(&b, "    ", des, nil)
	}
	if hasAny(gua) {
		if typo {
			b.WriteString("  gaurantee:\n")
		} else {
			b.WriteString("  guarantee:\n")
		}
		b.WriteString("    resource:\n")
		writeList(&b, "      ", gua, nil)
	}
	if state != "" {
		fmt.Fprintf(&b, "status:\n  state: %s\n", state)
	}
	return b.String()
}

func (g *gen) add(dir, text string) { g.docs = append(g.docs, doc{dir, text}) }

// emitQueues writes the tree (each first-level queue's subtree in its own
// directory) and the queues planted on their own.
func (g *gen) emitQueues() {
	for _, q := range g.tree {
		parent := ""
		if q.parent >= 0 {
			parent = g.tree[q.parent].name
		}
		var capab vec
		if q.writeCap {
			capab = q.limit
		}
		gua := q.gua
		for r, v := range q.guaOverride {
			gua[r] = v
		}
		g.add("queues/"+q.org, queueDoc(q.name, parent, q.weight, q.reclaimable, capab, q.capOverride, q.des, gua, q.typoGua, ""))
	}
	g.c.Queues = len(g.tree)
	p := g.o.Plants
	small := vec{rCPU: 1000, rMem: 2048}
	for i := range p {
		// VCQ201: a parent nobody defines.
		g.add("queues/orphans", queueDoc(fmt.Sprintf("orphan-%03d", i), fmt.Sprintf("missing-parent-%03d", i), 1, 0, vec{}, nil, vec{}, vec{}, false, ""))
		g.want["VCQ201"]++
		// VCQ202: two queues each other's parent (one finding per loop).
		a, b := fmt.Sprintf("loop-%03d-a", i), fmt.Sprintf("loop-%03d-b", i)
		g.add("queues/loops", queueDoc(a, b, 1, 0, vec{}, nil, vec{}, vec{}, false, ""))
		g.add("queues/loops", queueDoc(b, a, 1, 0, vec{}, nil, vec{}, vec{}, false, ""))
		g.want["VCQ202"]++
		// VCQ209: a chain 6 deep; only its last queue is too deep.
		for d := 1; d <= 6; d++ {
			parent := ""
			if d > 1 {
				parent = fmt.Sprintf("deep-%03d-%d", i, d-1)
			}
			g.add("queues/deep", queueDoc(fmt.Sprintf("deep-%03d-%d", i, d), parent, 1, 0, vec{}, nil, vec{}, vec{}, false, ""))
		}
		g.want["VCQ209"]++
		// VCQ501: nvidia.com/gpu capability above the whole GPUs.
		over := small
		over[rGPU] = g.wholeGPUs + 8
		g.add("queues/gpu", queueDoc(fmt.Sprintf("gpu-oversized-%03d", i), "", 1, 0, over, nil, vec{}, vec{}, false, ""))
		g.want["VCQ501"]++
		// VCQ505: a MIG capability above the devices the layout makes.
		over = small
		over[rMIG] = g.migDevices + 7
		g.add("queues/gpu", queueDoc(fmt.Sprintf("mig-oversized-%03d", i), "", 1, 0, over, nil, vec{}, vec{}, false, ""))
		g.want["VCQ505"]++
		// VCQ402: deserved memory above the whole cluster's.
		g.add("queues/oversized", queueDoc(fmt.Sprintf("mem-oversized-%03d", i), "", 1, 0, vec{}, nil, vec{rMem: g.total[rMem] + 1024}, vec{}, false, ""))
		g.want["VCQ402"]++
		// VCQ605 (with a job below): a Closed queue.
		g.add("queues/closed", queueDoc(fmt.Sprintf("closed-%03d", i), "", 1, 0, small, nil, vec{}, vec{}, false, "Closed"))
	}
	// VCQ308: a tree leaf defined a second time with another weight.
	for _, i := range g.pick(p, func(q *queue) bool { return len(q.kids) == 0 && !g.parentPlanted(q) }) {
		q := g.tree[i]
		var capab vec
		if q.writeCap {
			capab = q.limit
		}
		parent := ""
		if q.parent >= 0 {
			parent = g.tree[q.parent].name
		}
		g.add("queues/duplicates", queueDoc(q.name, parent, q.weight+1, q.reclaimable, capab, nil, q.des, q.gua, false, ""))
		g.want["VCQ308"]++
	}
	g.c.Queues += 11 * p
}

// task is one task of a generated Job.
type task struct {
	name         string
	replicas     int
	cpu, mem     int64 // per pod, millicores and MiB
	gpu          int64
	minAvailable int // 0: unset
}

func jobDoc(name, ns, queue string, minAvailable int, tasks []task) string {
	var b strings.Builder
	b.WriteString("apiVersion: batch.volcano.sh/v1alpha1\nkind: Job\nmetadata:\n")
	fmt.Fprintf(&b, "  name: %s\n  namespace: %s\n", name, ns)
	b.WriteString("spec:\n  schedulerName: volcano\n")
	fmt.Fprintf(&b, "  queue: %s\n", queue)
	if minAvailable > 0 {
		fmt.Fprintf(&b, "  minAvailable: %d\n", minAvailable)
	}
	b.WriteString("  policies:\n  - event: PodEvicted\n    action: RestartJob\n  tasks:\n")
	for _, t := range tasks {
		fmt.Fprintf(&b, "  - name: %s\n    replicas: %d\n", t.name, t.replicas)
		if t.minAvailable > 0 {
			fmt.Fprintf(&b, "    minAvailable: %d\n", t.minAvailable)
		}
		b.WriteString("    template:\n      spec:\n        restartPolicy: OnFailure\n        containers:\n")
		fmt.Fprintf(&b, "        - name: %s\n          image: registry.example.com/ml/%s:1.4.2\n", t.name, t.name)
		b.WriteString("          resources:\n            requests:\n")
		fmt.Fprintf(&b, "              cpu: %s\n              memory: %s\n", milli(t.cpu), mebi(t.mem))
		if t.gpu > 0 {
			fmt.Fprintf(&b, "              nvidia.com/gpu: %q\n", fmt.Sprint(t.gpu))
			fmt.Fprintf(&b, "            limits:\n              nvidia.com/gpu: %q\n", fmt.Sprint(t.gpu))
		}
	}
	return b.String()
}

func podGroupDoc(name, ns, queue string, minMember int, cpu, mem int64) string {
	var b strings.Builder
	b.WriteString("apiVersion: scheduling.volcano.sh/v1beta1\nkind: PodGroup\nmetadata:\n")
	fmt.Fprintf(&b, "  name: %s\n  namespace: %s\n", name, ns)
	fmt.Fprintf(&b, "spec:\n  minMember: %d\n  queue: %s\n", minMember, queue)
	fmt.Fprintf(&b, "  minResources:\n    cpu: %s\n    memory: %s\n", milli(cpu), mebi(mem))
	return b.String()
}

// emitWorkloads writes Jobs and PodGroups in the tree's leaves; their
// minimum never exceeds a base capability (at most 1 cpu and 2Gi, and one
// GPU in a leaf whose subtree has GPUs), and the planted ones.
func (g *gen) emitWorkloads() {
	leaves := g.leaves()
	p := g.o.Plants
	for i := range g.o.Jobs {
		leaf := g.tree[leaves[g.r.IntN(len(leaves))]]
		ns := fmt.Sprintf("%s-ns-%d", leaf.org, g.r.IntN(20))
		dir := "workloads/" + leaf.org
		if g.r.IntN(10) < 3 {
			pods := 1 + g.r.IntN(4)
			g.add(dir, podGroupDoc(fmt.Sprintf("pg-%06d", i), ns, leaf.name, pods, int64(pods)*250, int64(pods)*512))
			g.c.PodGroups++
			continue
		}
		var tasks []task
		pods := 0
		if leaf.des[rGPU] > 0 && g.r.IntN(5) == 0 {
			tasks = []task{{name: "trainer", replicas: 1, cpu: 500, mem: 1024, gpu: 1}}
			pods = 1
		} else {
			names := []string{"master", "worker", "ps"}
			for t := range 1 + g.r.IntN(2) {
				n := 1 + g.r.IntN(2)
				tasks = append(tasks, task{name: names[t], replicas: n, cpu: 250, mem: 512})
				pods += n
			}
		}
		g.add(dir, jobDoc(fmt.Sprintf("job-%06d", i), ns, leaf.name, pods, tasks))
		g.c.Jobs++
	}
	for i := range p {
		one := []task{{name: "worker", replicas: 1, cpu: 250, mem: 512}}
		// VCQ601: a queue nobody defines.
		g.add("workloads/planted", jobDoc(fmt.Sprintf("lost-job-%03d", i), "planted", fmt.Sprintf("no-such-queue-%03d", i), 1, one))
		g.want["VCQ601"]++
		// VCQ604: the root queue.
		g.add("workloads/planted", jobDoc(fmt.Sprintf("root-job-%03d", i), "planted", "root", 1, one))
		g.want["VCQ604"]++
		// VCQ603: minAvailable above the replicas.
		g.add("workloads/planted", jobDoc(fmt.Sprintf("gang-job-%03d", i), "planted", g.tree[leaves[0]].name, 3, []task{{name: "worker", replicas: 2, cpu: 250, mem: 512}}))
		g.want["VCQ603"]++
		// VCQ605: a Closed queue.
		g.add("workloads/planted", jobDoc(fmt.Sprintf("closed-job-%03d", i), "planted", fmt.Sprintf("closed-%03d", i), 1, one))
		g.want["VCQ605"]++
		g.c.Jobs += 4
	}
	// VCQ208: a job in a queue that has children.
	for _, i := range g.pick(p, func(q *queue) bool { return len(q.kids) > 0 && q.writeCap && q.capOverride == nil }) {
		g.add("workloads/planted", jobDoc(fmt.Sprintf("parent-job-%05d", i), "planted", g.tree[i].name, 1, []task{{name: "worker", replicas: 1, cpu: 250, mem: 512}}))
		g.want["VCQ208"]++
		g.c.Jobs++
	}
	// VCQ602: a Job (and a PodGroup) needing more cpu than its leaf's
	// written capability; each fails at the leaf, the first level checked.
	for n, i := range g.pick(2*p, func(q *queue) bool { return len(q.kids) == 0 && q.writeCap && q.capOverride == nil }) {
		q := g.tree[i]
		need := q.limit[rCPU] + 1000
		if n%2 == 0 {
			g.add("workloads/planted", jobDoc(fmt.Sprintf("big-job-%05d", i), "planted", q.name, 1, []task{{name: "worker", replicas: 1, cpu: need, mem: 512}}))
			g.c.Jobs++
		} else {
			g.add("workloads/planted", podGroupDoc(fmt.Sprintf("big-pg-%05d", i), "planted", q.name, 1, need, 512))
			g.c.PodGroups++
		}
		g.want["VCQ602"]++
	}
}

const schedulerConf = `actions: "enqueue, allocate, backfill, reclaim"
tiers:
- plugins:
  - name: priority
  - name: gang
    enablePreemptable: false
  - name: conformance
- plugins:
  - name: drf
    enablePreemptable: false
  - name: predicates
  - name: capacity
    enableHierarchy: true
  - name: nodeorder
  - name: binpack
`

func configMapDoc(name, ns, conf string) string {
	var b strings.Builder
	b.WriteString("apiVersion: v1\nkind: ConfigMap\nmetadata:\n")
	fmt.Fprintf(&b, "  name: %s\n  namespace: %s\n", name, ns)
	b.WriteString("data:\n  volcano-scheduler.conf: |\n")
	for _, line := range strings.SplitAfter(conf, "\n") {
		if line != "" {
			b.WriteString("    " + line)
		}
	}
	return b.String()
}

// emitConfigs writes three healthy scheduler configurations (hierarchical
// capacity) and one that also enables proportion (VCQ101).
func (g *gen) emitConfigs() {
	for i, ns := range []string{"volcano-system", "volcano-staging", "volcano-batch"} {
		g.add("scheduler", configMapDoc(fmt.Sprintf("volcano-scheduler-configmap-%d", i), ns, schedulerConf))
	}
	both := strings.Replace(schedulerConf, "  - name: nodeorder\n", "  - name: proportion\n  - name: nodeorder\n", 1)
	g.add("scheduler", configMapDoc("volcano-scheduler-configmap-legacy", "volcano-legacy", both))
	g.want["VCQ101"]++
	g.c.Configs = 4
}

func nodeItem(name, pool string, gpu string, gpus int) string {
	var b strings.Builder
	b.WriteString("- apiVersion: v1\n  kind: Node\n  metadata:\n")
	fmt.Fprintf(&b, "    name: %s\n    labels:\n      kubernetes.io/hostname: %s\n      nodepool: %s\n", name, name, pool)
	switch gpu {
	case "whole", "mig":
		config := "all-disabled"
		if gpu == "mig" {
			config = "all-1g.10gb"
		}
		b.WriteString("      nvidia.com/gpu.present: \"true\"\n      nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n")
		fmt.Fprintf(&b, "      nvidia.com/gpu.count: \"%d\"\n", gpus)
		b.WriteString("      nvidia.com/gpu.memory: \"81920\"\n      nvidia.com/mig.capable: \"true\"\n      nvidia.com/mig.strategy: mixed\n")
		fmt.Fprintf(&b, "      nvidia.com/mig.config: %s\n      nvidia.com/mig.config.state: success\n", config)
	}
	b.WriteString("  status:\n    allocatable:\n      cpu: \"126\"\n      memory: 1000Gi\n      pods: \"110\"\n")
	switch gpu {
	case "whole":
		fmt.Fprintf(&b, "      nvidia.com/gpu: \"%d\"\n", gpus)
	case "mig":
		fmt.Fprintf(&b, "      %s: \"%d\"\n", MIGResource, gpus*7)
	}
	return b.String()
}

// emitNodes writes the pools as kind: List documents of up to 50 Nodes.
func (g *gen) emitNodes() {
	type node struct{ name, pool, gpu string }
	var nodes []node
	for i := range g.nodes.cpu {
		nodes = append(nodes, node{fmt.Sprintf("cpu-%04d", i), "cpu", ""})
	}
	for i := range g.nodes.whole {
		nodes = append(nodes, node{fmt.Sprintf("a100-%04d", i), "a100", "whole"})
	}
	for i := range g.nodes.mig {
		nodes = append(nodes, node{fmt.Sprintf("a100-mig-%04d", i), "a100-mig", "mig"})
	}
	for len(nodes) > 0 {
		n := min(len(nodes), 1+g.r.IntN(50))
		var b strings.Builder
		b.WriteString("apiVersion: v1\nkind: List\nitems:\n")
		for _, nd := range nodes[:n] {
			b.WriteString(nodeItem(nd.name, nd.pool, nd.gpu, 8))
		}
		g.add("cluster", b.String())
		nodes = nodes[n:]
	}
	g.c.Nodes = g.nodes.cpu + g.nodes.whole + g.nodes.mig
}

// files groups documents by directory, in order, into files of 1 to
// MaxDocsPerFile documents (or Options.Files files).
func (g *gen) files() {
	byDir := map[string][]string{}
	var dirs []string
	for _, d := range g.docs {
		if _, ok := byDir[d.dir]; !ok {
			dirs = append(dirs, d.dir)
		}
		byDir[d.dir] = append(byDir[d.dir], d.text)
	}
	sort.Strings(dirs)
	g.c.Documents = len(g.docs)
	write := func(path string, texts []string) {
		var b bytes.Buffer
		fmt.Fprintf(&b, "# Generated by vcqlint's bench/corpus (seed %d); do not edit.\n", g.o.Seed)
		for i, t := range texts {
			if i > 0 {
				b.WriteString("---\n")
			}
			b.WriteString(t)
		}
		g.c.Files = append(g.c.Files, File{Path: path, Data: b.Bytes()})
		g.c.Bytes += b.Len()
	}
	if g.o.Files > 0 {
		per := (len(g.docs) + g.o.Files - 1) / g.o.Files
		var all []string
		for _, d := range dirs {
			all = append(all, byDir[d]...)
		}
		for i := 0; i < len(all); i += per {
			write(fmt.Sprintf("manifests-%03d.yaml", i/per), all[i:min(i+per, len(all))])
		}
		return
	}
	for _, d := range dirs {
		texts := byDir[d]
		for n := 0; len(texts) > 0; n++ {
			k := min(len(texts), 1+g.r.IntN(g.o.MaxDocsPerFile))
			write(fmt.Sprintf("%s/part-%05d.yaml", d, n), texts[:k])
			texts = texts[k:]
		}
	}
}

// Write stores the corpus under dir (created if missing).
func (c *Corpus) Write(dir string) error {
	made := map[string]bool{}
	for _, f := range c.Files {
		path := filepath.Join(dir, filepath.FromSlash(f.Path))
		if d := filepath.Dir(path); !made[d] {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return fmt.Errorf("corpus: %w", err)
			}
			made[d] = true
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			return fmt.Errorf("corpus: %w", err)
		}
	}
	return nil
}

// WantTotal is the number of findings a run must report in all.
func (c *Corpus) WantTotal() int {
	n := 0
	for _, v := range c.Want {
		n += v
	}
	return n
}
