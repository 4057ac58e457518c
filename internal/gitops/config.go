package gitops

import (
	"errors"

	"go.yaml.in/yaml/v3"

	"github.com/vcqlint/vcqlint/internal/boundary"
	"github.com/vcqlint/vcqlint/internal/loader"
	"github.com/vcqlint/vcqlint/internal/manifest"
	"github.com/vcqlint/vcqlint/internal/yamlpos"
)

// overrideField names the override in messages.
const overrideField = "custom.scheduler_config_override"

// config is the scheduler configuration that lf, the winning value of
// custom.scheduler_config_override, holds, owned by the manifest that
// deploys it and positioned where each line of it is written: in the
// manifest, a values file or a ConfigMap, inside as many strings as it is
// embedded in.
func (r *resolver) config(owner *manifest.Object, lf *leaf) *manifest.Object {
	l := lf.layer
	e := loader.EmbeddedConfig{File: l.fileOf(lf.at), Owner: owner, Field: overrideField, Value: l.positioned(lf.at)}
	if !lf.isString {
		return loader.SchedulerConfig(e)
	}
	if len(lf.text) > maxString {
		r.errorAt(l.pos(lf.at), "%s: %s: %d bytes, more than the %d the API server stores in an object; not read", owner.ID(), overrideField, len(lf.text), maxString)
		return nil
	}
	switch {
	case l.decoded || lf.text != lf.at.Value:
		// The text read is not the text written (base64, a --set value
		// Helm's parser unescaped): every line points at the value.
		e.Root, e.Err = loader.ParseAt([]byte(lf.text), e.Value)
	case l.emb != nil:
		inner := l.emb.Embed(lf.at)
		root, err := inner.Parse()
		locate := inner.RelocateLocating(root)
		local := *lf.at
		e.Host, e.InnerHosts, e.Root, e.Err, e.Locate = l.host, []*yaml.Node{&local}, root, err, locate
	default:
		src, host := l.src, lf.at
		if src == nil {
			var err error
			if src, host, err = r.in.Texts.Scalar(e.File, lf.at); err != nil {
				r.errorAt(l.pos(lf.at), "%s: %s: %v", owner.ID(), overrideField, err)
				return nil
			}
		}
		emb := yamlpos.ParseEmbedded(src, host)
		e.Host, e.Value, e.Root, e.Err, e.Locate = host, host, emb.Root, emb.Err, emb.Locate
	}
	return loader.SchedulerConfig(e)
}

// ErrOutside is a Repo's refusal of a name that leads outside the
// repository where no boundary.Root applies (a Git tree).
var ErrOutside = errors.New("leads outside the repository; vcqlint reads only inside it")

// isEscape reports whether err is a read refused for leaving the
// repository.
func isEscape(err error) bool { return boundary.IsEscape(err) || errors.Is(err, ErrOutside) }
