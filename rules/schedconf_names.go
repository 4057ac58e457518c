package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/api"
	"github.com/vcqlint/vcqlint/internal/capped"
	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/fixplan"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/model"
	"github.com/vcqlint/vcqlint/internal/rule"
	"github.com/vcqlint/vcqlint/internal/volcano"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// validConfigs are the scheduler configurations that parsed.
func validConfigs(m *model.Model) []*model.SchedulerConfig {
	var out []*model.SchedulerConfig
	for _, c := range m.Configs {
		if c.Conf != nil { // decoded, so without a syntax error (the loader decodes only those)
			out = append(out, c)
		}
	}
	return out
}

// unknownName explains a name the target version does not register:
// "did you mean X?", or "added in 1.15", or the known names and the
// configuration key (extraKey) that declares a custom build's own.
func unknownName(name string, known map[string]bool, pick func(volcano.Behaviour) map[string]bool, b volcano.Behaviour, extraKey string) string {
	if v, _ := volcano.Since(pick, name); v.Compare(b.Version) > 0 { // a name no release has: the zero version, below every target
		return fmt.Sprintf("it is not in Volcano %s (added in %s)", b.Version.Short(), v.Short())
	}
	if s := closest(name, sortedNames(known)); s != "" {
		return fmt.Sprintf("did you mean %q?", s)
	}
	return fmt.Sprintf("Volcano %s knows: %s (a custom build's own: declare it in %s of .vcqlint.yaml)", b.Version.Short(), strings.Join(sortedNames(known), ", "), extraKey)
}

func sortedNames(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

var unknownAction = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ102", Name: "unknown-action", Severity: finding.Error,
		Summary: "the actions list names an action Volcano does not register, or has an empty item",
		Doc: `Fires on each item of the comma-separated "actions" string that is not an
action the target Volcano version registers (enqueue, allocate, backfill,
preempt, reclaim, shuffle; gangpreempt and gangreclaim since 1.15), on an
empty item (a trailing or doubled comma) and on a configuration without
actions. The position points at the item inside the string.

Volcano: pkg/scheduler/util.go splits the string on "," and looks each
trimmed name up with framework.GetAction.
- up to 1.11 and from 1.14: "failed to find Action" fails the whole
  configuration; the scheduler logs it and keeps its previous (or default)
  configuration, so none of the file's changes apply;
- 1.12-1.13: the unknown action is dropped with "Failed to find Action ...,
  ignore it" and the rest runs (with no actions at all, nothing runs).

An action a custom or forked build registers is declared in the
configuration file's volcano.extraActions (docs/configuration.md) and
accepted.

It also fires once on an actions list of more than 64 items, of which
vcqlint checks the first 64: every action Volcano registers fits many
times over, so the rest only repeat them.

Fix: correct the name or remove the stray comma.

Automatic fix (--fix): an unknown name that is one registered action but
for case ("gangPreempt" -> "gangpreempt"), or the only one within two
letters of it, is replaced inside the string, also in a ConfigMap's block
or a quoted JSON string. None when two actions are as near, or when the
near name is an action of a later Volcano release than the target (the
configuration may be meant for an upgrade), and none for a stray comma.`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		outcome := fmt.Sprintf("Volcano %s rejects the whole configuration and keeps its previous one", b.Version.Short())
		if !b.UnknownActionRejectsConfig {
			outcome = fmt.Sprintf("Volcano %s drops it with a log line", b.Version.Short())
		}
		for _, sc := range validConfigs(c.Model) {
			o := sc.Obj
			node := o.Node("actions")
			if node != nil && node.Kind != yaml.ScalarNode {
				continue // not a string: VCQ112 reports the configuration as malformed
			}
			if node == nil || strings.TrimSpace(sc.Conf.Actions) == "" {
				// The empty string splits into one "" item, handled per
				// version like any unknown name: 1.12-1.13 drop it and run
				// a session with no action at all.
				noActions := fmt.Sprintf("Volcano %s fails to find an action and keeps its previous configuration", b.Version.Short())
				if !b.UnknownActionRejectsConfig {
					noActions = fmt.Sprintf("Volcano %s accepts it with no action at all, so the scheduler does nothing", b.Version.Short())
				}
				c.Report(o, o.Pos("actions"), "scheduler configuration %s has no actions; %s", where(o.EmbeddedKey), noActions)
				continue
			}
			if n := model.CountActions(sc.Conf.Actions); n > model.MaxActions {
				c.Report(o, o.Pos("actions"), "actions has %s items; vcqlint checks the first %d (Volcano registers about ten actions, so the rest repeat them)", capped.Count(n), model.MaxActions)
			}
			for _, a := range model.SplitActions(sc.Conf.Actions) {
				switch {
				case a.Name == "":
					c.Report(o, o.SubstringPos(node, a.Offset), "actions %q has an empty item (a stray comma); %s", capped.Text(sc.Conf.Actions), outcome)
				case !b.Actions[a.Name] && !c.Setup.HasAction(a.Name):
					var fix *finding.Fix
					if name := fixName(a.Name, b.Actions, newestNames(volcano.ActionsOf, b.Actions)); name != "" {
						fix = fixplan.ReplaceInValue(o, node, a.Offset, a.Offset+len(a.Name), name,
							fmt.Sprintf("replace action %q with %q", a.Name, name))
					}
					c.ReportFix(o, o.SubstringPos(node, a.Offset), fix, "unknown action %q: %s; %s",
						a.Name, unknownName(a.Name, b.Actions, volcano.ActionsOf, b, "volcano.extraActions"), outcome)
				}
			}
		}
	},
}

var unknownPlugin = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ103", Name: "unknown-plugin", Severity: finding.Error,
		Summary: "a tier names a plugin the target Volcano version does not register",
		Doc: `Fires on a plugin entry whose name is not registered by the target Volcano
version (pkg/scheduler/plugins/factory.go), or has no name. The message
suggests the closest registered name, or says in which release the plugin
appeared (capacity, deviceshare, pdb and nodegroup in 1.9;
network-topology-aware in 1.12; resource-strategy-fit in 1.13).

Volcano: framework.go only logs "Failed to get plugin" and the session runs
without it, so a misspelt "capacity" silently leaves queues without quotas.
Plugins built as Go plugins (.so in --plugins-dir) and forks register
extra names: declare them in the configuration file's volcano.extraPlugins
(docs/configuration.md) and this rule accepts them.

Fix: correct the name.

Automatic fix (--fix): a name that is one registered plugin but for case
("Gang" -> "gang"), or the only one within two letters of it, is
replaced; none when two plugins are as near or the near one only exists
in a later Volcano release than the target.`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		for _, sc := range validConfigs(c.Model) {
			o := sc.Obj
			for _, p := range sc.Conf.Plugins {
				path := []string{"tiers", fmt.Sprint(p.Tier), "plugins", fmt.Sprint(p.Index)}
				switch {
				case p.Name == "":
					c.Report(o, o.Pos(path...), "plugin entry %d of tier %d has no name; Volcano cannot load it", p.Index+1, p.Tier+1)
				case !b.Plugins[p.Name] && !c.Setup.HasPlugin(p.Name):
					var fix *finding.Fix
					if name := fixName(p.Name, b.Plugins, newestNames(volcano.PluginsOf, b.Plugins)); name != "" {
						fix = fixplan.ReplaceValue(o, p.NameNode, name)
					}
					c.ReportFix(o, o.NodePos(p.NameNode), fix, "unknown plugin %q: %s; Volcano %s logs \"Failed to get plugin\" and runs without it",
						p.Name, unknownName(p.Name, b.Plugins, volcano.PluginsOf, b, "volcano.extraPlugins"), b.Version.Short())
				}
			}
		}
	},
}

var unknownPluginOption = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ104", Name: "unknown-plugin-option", Severity: finding.Warning,
		Summary: "a plugin entry has a key Volcano ignores (a misspelt toggle, or an argument outside arguments:)",
		Doc: `Fires on a key of a plugin entry that is not "name", "arguments" or one of
the toggles of conf.PluginOption (pkg/scheduler/conf/scheduler_conf.go) in the
target version. Volcano reads the file with non-strict yaml.v2, which matches
keys exactly and silently ignores the rest, so a typo switches nothing:
- "enableHeirarchy" or "enabledHierarchy" instead of "enableHierarchy";
- the one capitalised key, "EnabledClusterOrder": Volcano's yaml tag is
  spelt with a capital E up to 1.15 (scheduler_conf.go:74@v1.15.1), so the
  "enabledClusterOrder" of some documentation is ignored there; 1.16
  renames the tag "enabledClusterOrder" (scheduler_conf.go:74@
  v1.16.0-alpha.1) and ignores the capitalised spelling. Before 1.16 the
  capitalised key, which works, is reported as an info: it is the typo it
  becomes on upgrade;
- a plugin argument such as "overcommit-factor" written next to "name"
  instead of under "arguments:";
- under "arguments:", a toggle or a near miss of one ("enableHeirarchy"
  under capacity's arguments): plugins read their arguments with
  framework.Arguments getters, never the toggles, so it is ignored; and any
  key of a plugin that reads no arguments at all (gang, drf, priority,
  conformance, proportion, cdp, pdb, resourcequota: their New keeps the map
  and nothing reads it, gang.go:49-50 and drf.go:126-139@v1.15.1, the same
  from v1.8.2 to v1.16.0-alpha.1);
- under "arguments:", a key that a plugin whose arguments vcqlint has read
  in the target release's source does not read: overcommit
  (overcommit-factor), capacity (none before 1.15; ancestorReclaimLevel and
  the two capacity.* DRA switches from 1.15, capacity.go:418-419,994@v1.15.1),
  nodegroup (strict from 1.13, enablePreferredOrder from 1.15,
  nodegroup.go:69-70@v1.15.1), numa-aware (weight), task-topology
  (task-topology.weight), sla (sla-waiting-time), tdm (tdm.evict.period and
  tdm.revocable-zone.<zone>). Plugins not listed (predicates, nodeorder,
  binpack, ...) are checked only for a misplaced toggle.
The message suggests the closest key; keys that only exist in a later
release say so.

Fix: use the exact key, or move arguments under "arguments:".

Automatic fix (--fix):
- a misspelt toggle that is one known key but for case, or the only one
  within two letters of it, is renamed (not when the plugin entry already
  has the right key, which the rename would duplicate);
- arguments written next to an empty "arguments:" key, one indentation
  level off, are indented under it: a pure indentation edit of their
  lines. With no "arguments:" key, or one that already has a value, there
  is no fix (the entry would need a new line or a merge).`,
	},
	Check: func(c *rule.Context) {
		b := c.Volcano
		options := sortedNames(b.PluginOptions)
		for _, sc := range validConfigs(c.Model) {
			o := sc.Obj
			for _, p := range sc.Conf.Plugins {
				for _, opt := range p.Options {
					r, renamed := volcano.RenameOf(opt.Key)
					if b.PluginOptions[opt.Key] {
						// Right today, the typo it becomes on upgrade: a
						// release that knows the old spelling precedes the
						// rename (volcano.For drops it from r.In on).
						if renamed && opt.Key == r.Old {
							c.ReportAs(finding.Info, o, o.NodePos(opt.KeyNode), "plugin %s: Volcano %s spells this key %q, but %s renames it %q and ignores %q from then on: rename it when you upgrade",
								pluginLabel(p), b.Version.Short(), opt.Key, r.In.Short(), r.New, opt.Key)
						}
						continue
					}
					var hint string
					var fix *finding.Fix
					switch _, isArg := pluginArguments[p.Name][opt.Key]; {
					case renamed && opt.Key == r.Old:
						hint = fmt.Sprintf("Volcano %s renamed it %q", r.In.Short(), r.New)
						if !hasKey(p.Node, r.New) {
							fix = fixplan.ReplaceValue(o, opt.KeyNode, r.New)
						}
					case renamed: // by its new spelling
						hint = fmt.Sprintf("before %s Volcano spells it %q (renamed %q in %s)", r.In.Short(), r.Old, r.New, r.In.Short())
						if !hasKey(p.Node, r.Old) {
							fix = fixplan.ReplaceValue(o, opt.KeyNode, r.Old)
						}
					case isArg:
						hint = fmt.Sprintf("it is an argument of %s: put it under arguments:", p.Name)
						fix = moveUnderArguments(o, p, opt.KeyNode)
					default:
						if v, _ := volcano.Since(volcano.OptionsOf, opt.Key); v.Compare(b.Version) > 0 { // no release has it: the zero version
							hint = fmt.Sprintf("it is not in Volcano %s (added in %s)", b.Version.Short(), v.Short())
						} else if s := closest(opt.Key, options); s != "" {
							hint = fmt.Sprintf("did you mean %q?", s)
							if name := fixName(opt.Key, b.PluginOptions, newestNames(volcano.OptionsOf, b.PluginOptions)); name != "" && !hasKey(p.Node, name) {
								fix = fixplan.ReplaceValue(o, opt.KeyNode, name)
							}
						} else {
							hint = "plugin entries take name, arguments and enable*/enabled* toggles"
						}
					}
					c.ReportFix(o, o.NodePos(opt.KeyNode), fix, "plugin %s: Volcano %s ignores the key %q: %s",
						pluginLabel(p), b.Version.Short(), opt.Key, hint)
				}
				unreadArguments(c, o, p, options)
			}
		}
	},
}

// unreadArguments reports keys under a plugin's arguments that the plugin
// does not read in the target release (volcano.Behaviour.PluginArguments,
// for the plugins whose keys are known), suggesting the closest key it
// reads, or the plugin option a key resembles (enableHeirarchy): plugins
// read their arguments with framework.Arguments getters, never the toggles,
// which are conf.PluginOption fields written next to name. For a plugin not
// in the table, only a key resembling an option is reported.
func unreadArguments(c *rule.Context, o *manifest.Object, p *api.Plugin, options []string) {
	b := c.Volcano
	if p.Arguments == nil || p.Arguments.Kind != yaml.MappingNode {
		return
	}
	reads, known := b.PluginArguments[p.Name]
	for k := range yamlpos.Pairs(p.Arguments) {
		key := k.Value
		if reads.Reads(key) {
			continue
		}
		if _, ok := pluginArguments[p.Name][key]; ok && !known {
			continue
		}
		option := closest(key, options)
		switch {
		case known && len(reads.Keys) == 0 && len(reads.Contains) == 0:
			c.Report(o, o.NodePos(k), "plugin %s: Volcano %s's %s reads no arguments, so it ignores %q%s",
				pluginLabel(p), b.Version.Short(), p.Name, key, optionHint(option))
		case known:
			hint := optionHint(option)
			if s := closest(key, sortedNames(reads.Keys)); s != "" && option == "" {
				hint = fmt.Sprintf(" (did you mean %q?)", s)
			}
			c.Report(o, o.NodePos(k), "plugin %s: Volcano %s's %s does not read the argument %q, so it is ignored%s; it reads %s",
				pluginLabel(p), b.Version.Short(), p.Name, key, hint, strings.Join(sortedNames(reads.Keys), ", "))
		case option != "":
			c.Report(o, o.NodePos(k), "plugin %s: %q under arguments is not an argument %s reads, so Volcano %s ignores it: did you mean the plugin option %q, written next to name:?",
				pluginLabel(p), key, p.Name, b.Version.Short(), option)
		}
	}
}

// optionHint suggests the plugin option a misplaced argument resembles.
func optionHint(option string) string {
	if option == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean the plugin option %q, written next to name:?)", option)
}

// moveUnderArguments is the fix for arguments written next to an empty
// `arguments:` key instead of under it, one indentation level off:
//
//   - name: overcommit
//     arguments:
//     overcommit-factor: 1.2
//
// It indents the whole run of such arguments after `arguments:` (the same
// edit for each of their findings, so applying several is applying one),
// and offers nothing when arguments has a value or is missing, or another
// key sits between it and the argument: then the fix is not a pure
// indentation.
func moveUnderArguments(o *manifest.Object, p *api.Plugin, key *yaml.Node) *finding.Fix {
	m := p.Node
	if m == nil {
		return nil
	}
	misplaced := func(i int) bool {
		_, isArg := pluginArguments[p.Name][m.Content[i].Value]
		return isArg && m.Content[i].Value != "arguments"
	}
	at := -1
	for i := 0; i < len(m.Content); i += 2 { // a mapping's keys: its Content is key, value, ...
		if m.Content[i] == key {
			at = i
		}
	}
	if at < 2 {
		return nil
	}
	// Back over the misplaced arguments before key to the arguments: key.
	// The walk stops at the entry's second key: if the first is a
	// misplaced argument too, it is not arguments: and the test below
	// refuses it.
	first := at
	for first > 2 && misplaced(first-2) {
		first -= 2
	}
	args := m.Content[first-2 : first]
	if args[0].Value != "arguments" || args[1].Kind != yaml.ScalarNode || args[1].ShortTag() != "!!null" || args[1].Value != "" {
		return nil
	}
	end := at + 2
	for end < len(m.Content) && misplaced(end) {
		end += 2
	}
	return fixplan.IndentPairs(o, m, first, end, fmt.Sprintf("indent the %s arguments under arguments:", p.Name))
}

// hasKey reports whether mapping m has key.
func hasKey(m *yaml.Node, key string) bool {
	for k := range yamlpos.Pairs(m) {
		if k.Value == key {
			return true
		}
	}
	return false
}

func pluginLabel(p *api.Plugin) string {
	if p.Name == "" {
		return fmt.Sprintf("#%d of tier %d", p.Index+1, p.Tier+1)
	}
	return p.Name
}

// argKind is the type Volcano's framework.Arguments getters accept.
type argKind int

const (
	argFloat argKind = iota // GetFloat64: a float or an int
	argInt                  // GetInt: an int only
	argBool                 // GetBool: a bool, or a string that parses as one
	argString
)

type argSpec struct {
	kind argKind
	// atLeast is the lowest valid number, with what Volcano does below it.
	atLeast *float64
	below   string
	oneOf   []string
}

func floatPtr(f float64) *float64 { return &f }

// pluginArguments are the arguments vcqlint knows how Volcano reads, per
// plugin (the plugins' New/OnSessionOpen in pkg/scheduler/plugins).
var pluginArguments = map[string]map[string]argSpec{
	"overcommit": {
		"overcommit-factor": {kind: argFloat, atLeast: floatPtr(1.0), below: "Volcano logs a warning and uses the default 1.2"},
	},
	"capacity": {
		"ancestorReclaimLevel":                     {kind: argInt, atLeast: floatPtr(0), below: "Volcano falls back to 0"},
		"capacity.DynamicResourceAllocationEnable": {kind: argBool},
		"capacity.DRAConsumableCapacityEnable":     {kind: argBool},
	},
	"deviceshare": {
		"deviceshare.GPUSharingEnable":            {kind: argBool},
		"deviceshare.GPUNumberEnable":             {kind: argBool},
		"deviceshare.NodeLockEnable":              {kind: argBool},
		"deviceshare.VGPUEnable":                  {kind: argBool},
		"deviceshare.AscendMindClusterVNPUEnable": {kind: argBool},
		"deviceshare.AscendHAMiVNPUEnable":        {kind: argBool},
		"deviceshare.SchedulePolicy":              {kind: argString, oneOf: []string{"binpack", "spread"}},
		"deviceshare.ScheduleWeight":              {kind: argInt},
		"deviceshare.KnownGeometriesCMName":       {kind: argString},
		"deviceshare.KnownGeometriesCMNamespace":  {kind: argString},
	},
	"predicates": {
		// The predicates' own switches, read with GetBool
		// (pkg/scheduler/plugins/predicates/predicates.go:139-147@v1.15.0;
		// the same names since 1.9, VolumeBinding and DRA since 1.12).
		"predicate.NodeAffinityEnable":              {kind: argBool},
		"predicate.NodePortsEnable":                 {kind: argBool},
		"predicate.TaintTolerationEnable":           {kind: argBool},
		"predicate.PodAffinityEnable":               {kind: argBool},
		"predicate.NodeVolumeLimitsEnable":          {kind: argBool},
		"predicate.VolumeZoneEnable":                {kind: argBool},
		"predicate.PodTopologySpreadEnable":         {kind: argBool},
		"predicate.VolumeBindingEnable":             {kind: argBool},
		"predicate.DynamicResourceAllocationEnable": {kind: argBool},
		"predicate.CacheEnable":                     {kind: argBool},
		"predicate.GPUSharingEnable":                {kind: argBool},
		"predicate.GPUNumberEnable":                 {kind: argBool},
		"predicate.VGPUEnable":                      {kind: argBool},
		"predicate.NodeLockEnable":                  {kind: argBool},
	},
	"binpack": {
		"binpack.weight":    {kind: argInt, atLeast: floatPtr(0)},
		"binpack.cpu":       {kind: argInt, atLeast: floatPtr(0)},
		"binpack.memory":    {kind: argInt, atLeast: floatPtr(0)},
		"binpack.resources": {kind: argString},
	},
	"nodeorder": {
		"nodeaffinity.weight":      {kind: argInt, atLeast: floatPtr(0)},
		"podaffinity.weight":       {kind: argInt, atLeast: floatPtr(0)},
		"leastrequested.weight":    {kind: argInt, atLeast: floatPtr(0)},
		"balancedresource.weight":  {kind: argInt, atLeast: floatPtr(0)},
		"mostrequested.weight":     {kind: argInt, atLeast: floatPtr(0)},
		"tainttoleration.weight":   {kind: argInt, atLeast: floatPtr(0)},
		"imagelocality.weight":     {kind: argInt, atLeast: floatPtr(0)},
		"podtopologyspread.weight": {kind: argInt, atLeast: floatPtr(0)},
	},
}

var badPluginArgument = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ105", Name: "bad-plugin-argument", Severity: finding.Warning,
		Summary: "a known plugin argument has the wrong type or range, or sits one level too deep",
		Doc: `Fires on a plugin argument vcqlint knows whose value Volcano cannot use:
- a wrong type: framework.Arguments (pkg/scheduler/framework/arguments.go)
  reads floats with GetFloat64 (a float or an int), integers with GetInt (an
  int only: 1.5 or "2" is rejected), booleans with GetBool (a bool or a
  string that parses as one); a wrong type logs a warning and the default is
  kept;
- out of range: overcommit-factor below 1.0 reverts to 1.2
  (plugins/overcommit/overcommit.go); a negative capacity
  ancestorReclaimLevel falls back to 0; deviceshare.SchedulePolicy must be
  binpack or spread; weights must not be negative;
- misplaced one level too deep: a known argument nested inside another
  mapping under arguments (as in the overcommit plugin's own source comment),
  which Volcano never reads.

Fix: write the value with the type and range shown, directly under
arguments:.

Automatic fix (--fix): arguments nested one level too deep move up to
arguments: the outer key's line is deleted and its pairs lose one level of
indentation, byte for byte (comments on the pairs' lines stay), also inside
a ConfigMap's block scalar or a quoted JSON string. Only when every key
under the outer key is an argument of that plugin that arguments does not
already set, the outer key's line holds nothing else (no comment), and the
pairs are one-line scalars on the lines right after it; a flow mapping
({...}) is not fixed. A wrong type or a value out of range has no fix: the
value that was meant is not written anywhere (overcommit-factor 0.8 could
be meant as 1.0 or as 1.8; 1 for a boolean or 1.5 for an integer could
mean either side).`,
	},
	Check: func(c *rule.Context) {
		for _, sc := range validConfigs(c.Model) {
			o := sc.Obj
			for _, p := range sc.Conf.Plugins {
				specs := pluginArguments[p.Name]
				if specs == nil {
					continue
				}
				for k, v := range yamlpos.Pairs(p.Arguments) {
					if spec, ok := specs[k.Value]; ok {
						if problem := spec.check(v); problem != "" {
							c.Report(o, o.NodePos(v), "plugin %s argument %s: %s", p.Name, k.Value, problem)
						}
						continue
					}
					if v.Kind == yaml.MappingNode {
						reportNestedArguments(c, o, p, k, v, specs)
					}
				}
			}
		}
	},
}

func reportNestedArguments(c *rule.Context, o *manifest.Object, p *api.Plugin, outer, m *yaml.Node, specs map[string]argSpec) {
	fix := liftArgumentsFix(o, p, outer, m, specs)
	for k := range yamlpos.Pairs(m) {
		if _, ok := specs[k.Value]; ok {
			c.ReportFix(o, o.NodePos(k), fix, "plugin %s argument %s is nested under arguments.%s, one level too deep; Volcano reads only arguments.%s and uses its default",
				p.Name, k.Value, outer.Value, k.Value)
		}
	}
}

// liftArgumentsFix moves the arguments nested under arguments.<outer> up
// to arguments, deleting the outer key: only when every key under it is a
// known argument of the plugin that arguments does not already set, so
// the outer key carries nothing else and no key ends up twice.
func liftArgumentsFix(o *manifest.Object, p *api.Plugin, outer, m *yaml.Node, specs map[string]argSpec) *finding.Fix {
	present := map[string]bool{}
	for k := range yamlpos.Pairs(p.Arguments) {
		present[k.Value] = true
	}
	for k := range yamlpos.Pairs(m) {
		if _, known := specs[k.Value]; !known || present[k.Value] {
			return nil
		}
	}
	return fixplan.LiftMapping(o, outer, m, fmt.Sprintf("move the arguments under arguments.%s up to arguments of plugin %s", outer.Value, p.Name))
}

// check returns what is wrong with a value, or "".
func (s argSpec) check(v *yaml.Node) string {
	if v.Kind != yaml.ScalarNode {
		return fmt.Sprintf("expected %s, got %s; Volcano keeps the default", s.kind.name(), decode.Describe(v))
	}
	tag := v.ShortTag()
	var num float64
	switch s.kind {
	case argFloat:
		if tag != "!!float" && tag != "!!int" {
			return fmt.Sprintf("expected a number, got %q; Volcano keeps the default", v.Value)
		}
		if err := v.Decode(&num); err != nil {
			return fmt.Sprintf("%q is not a number", v.Value)
		}
	case argInt:
		if tag != "!!int" {
			return fmt.Sprintf("expected an integer, got %q; GetInt accepts integers only, so Volcano keeps the default", v.Value)
		}
		var n int64
		if err := v.Decode(&n); err != nil {
			return fmt.Sprintf("%q is not an integer", v.Value)
		}
		num = float64(n)
	case argBool:
		if readsAsBool(v) {
			return ""
		}
		return fmt.Sprintf("expected true or false, got %q; Volcano keeps the default", v.Value)
	case argString:
		if len(s.oneOf) > 0 && !contains(s.oneOf, v.Value) {
			return fmt.Sprintf("%q is not one of %s", v.Value, strings.Join(s.oneOf, ", "))
		}
		return ""
	}
	if s.atLeast != nil && num < *s.atLeast {
		msg := fmt.Sprintf("%s is below the minimum %g", v.Value, *s.atLeast)
		if s.below != "" {
			msg += "; " + s.below
		}
		return msg
	}
	return ""
}

// yamlV2Bools are the plain scalars Volcano's yaml.v2 decodes as booleans
// into an interface{} (YAML 1.1: yes/no/on/off/y/n too), where yaml.v3
// sees strings. Only untagged scalars: yaml.v2 (v2.4.0) gives a scalar
// with an explicit !!str or local tag (!x yes) as the string written.
// true/True/TRUE and false/False/FALSE are not here: yaml.v3 tags those
// !!bool itself when untagged, which readsAsBool tests first.
var yamlV2Bools = map[string]bool{
	"y": true, "Y": true, "yes": true, "Yes": true, "YES": true,
	"on": true, "On": true, "ON": true,
	"n": true, "N": true, "no": true, "No": true, "NO": true,
	"off": true, "Off": true, "OFF": true,
}

// readsAsBool reports whether framework.Arguments.GetBool accepts v: a
// value yaml.v2 decodes as a bool, or a string strconv.ParseBool parses
// ("1", "t", "TRUE", ...). A plain 1 or 0 is an int to yaml.v2, which
// GetBool rejects. A string is what yaml.v2 makes of a quoted or block
// scalar and of one tagged !!str or with a local tag (!x true).
func readsAsBool(v *yaml.Node) bool {
	tag := v.ShortTag()
	plain := v.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0
	tagged := v.Style&yaml.TaggedStyle != 0
	if plain && (tag == "!!bool" || (!tagged && yamlV2Bools[v.Value])) {
		return true
	}
	if tag != "!!str" && !isLocalTag(tag) {
		return false
	}
	_, err := strconv.ParseBool(v.Value)
	return err == nil
}

// isLocalTag reports whether tag is a local one (!x), which yaml.v2 does
// not resolve: the value stays the string written.
func isLocalTag(tag string) bool {
	return strings.HasPrefix(tag, "!") && !strings.HasPrefix(tag, "!!")
}

func (k argKind) name() string {
	switch k {
	case argFloat:
		return "a number"
	case argInt:
		return "an integer"
	case argBool:
		return "true or false"
	}
	return "a string"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
