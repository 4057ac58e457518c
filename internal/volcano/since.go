package volcano

// Since reports the first known release whose behaviour has name in the set
// pick selects (its actions, plugins or plugin options), so a message can
// say "added in 1.15" instead of only "unknown".
func Since(pick func(Behaviour) map[string]bool, name string) (Version, bool) {
	for _, r := range releases {
		if pick(For(r))[name] {
			return Version{r.Major, r.Minor, 0}, true
		}
	}
	return Version{}, false
}

// ActionsOf selects the registered actions, one of the sets Since and
// Removed take (with PluginsOf and OptionsOf).
func ActionsOf(b Behaviour) map[string]bool { return b.Actions }

// PluginsOf selects the registered plugins.
func PluginsOf(b Behaviour) map[string]bool { return b.Plugins }

// OptionsOf selects the plugin option keys.
func OptionsOf(b Behaviour) map[string]bool { return b.PluginOptions }
