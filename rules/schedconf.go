package rules

import (
	"strings"

	"github.com/vcqlint/vcqlint/internal/decode"
	"github.com/vcqlint/vcqlint/internal/finding"
	"github.com/vcqlint/vcqlint/internal/rule"
)

var malformedSchedulerConf = rule.Go{
	Meta: rule.Meta{
		ID: "VCQ112", Name: "malformed-scheduler-conf", Severity: finding.Error,
		Summary: "the scheduler configuration is not valid YAML or not the expected shape",
		Doc: `Fires when volcano-scheduler.conf (in a ConfigMap's data, or a raw .conf
file) is not YAML, is empty, or has a value of the wrong type: actions as a
list instead of a comma-separated string, tiers or plugins that are not lists,
a plugin that is not a mapping, a toggle such as enableHierarchy that is not a
boolean, arguments that are not a mapping; aliases that expand it far
beyond its text; or a value no YAML reader builds (a scalar whose explicit
tag does not fit it, such as !!bool maybe; an alias inside its own anchor).

Volcano: pkg/scheduler/util.go unmarshals the text with yaml.v2 (v2.4.0,
util.go:58@v1.15.1), which also refuses a document whose values come almost
all from aliases ("document contains excessive aliasing"); on an error
the scheduler logs it and keeps its previous (or built-in default)
configuration (scheduler.go), so none of your changes take effect and
nothing says so except a log line. With --disable-default-scheduler-config
the scheduler exits instead.

The position points inside the embedded text, at the real line of the file.`,
	},
	Check: func(c *rule.Context) {
		for _, sc := range c.Model.Configs {
			o := sc.Obj
			if o.SyntaxErr != nil {
				msg := o.SyntaxMsg
				if !strings.Contains(msg, "keeps its previous") {
					msg += "; Volcano keeps its previous configuration"
				}
				c.Report(o, *o.SyntaxErr, "scheduler configuration %s: %s", where(o.EmbeddedKey), msg)
				continue
			}
			for _, p := range o.Problems {
				// A configuration holds no quantity (no BadQuantity); aliases
				// expanding it far beyond its text are refused by yaml.v2 too.
				if p.Kind == decode.WrongType || p.Kind == decode.Aliasing {
					c.Report(o, o.NodePos(p.Node), "scheduler configuration %s: %s; Volcano fails to load it and keeps its previous configuration", where(o.EmbeddedKey), p.Msg)
				}
			}
		}
	},
}

func where(key string) string {
	if key == "" {
		return "file"
	}
	return "in data." + key
}
