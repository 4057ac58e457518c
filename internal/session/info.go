package session

import (
	"context"
	"fmt"

	"github.com/vcqlint/vcqlint/internal/buildinfo"
	"github.com/vcqlint/vcqlint/internal/volcano"
)

// Version is vcqlint's build information (its version, Go's, the commit)
// and the Volcano releases it models, as `vcqlint version` prints them.
func Version() string {
	return fmt.Sprintf("%svolcano: %s (default %s; newest %s)\n", buildinfo.Read(), volcano.KnownRange(), volcano.Newest(), volcano.Latest().Tag())
}

// NewestVolcano is the newest Volcano release vcqlint models, "X.Y".
func NewestVolcano() string { return volcano.Newest().Short() }

// VolcanoRange names the releases vcqlint models ("1.9-1.15").
func VolcanoRange() string { return volcano.KnownRange() }

// VolcanoReleases are the releases vcqlint models, each as "X.Y" and
// "X.Y.Z", for completion.
func VolcanoReleases() []string {
	var vs []string
	for _, v := range volcano.Known() {
		vs = append(vs, v.Short(), v.String())
	}
	return vs
}

// RuleRefs are the ways to name the rules of a run with these settings,
// for completion: each rule's ID with its name after a tab, then each
// name with its ID (explain, --enable and the others take either).
func RuleRefs(ctx context.Context, p PolicySettings) ([]string, error) {
	metas, err := Rules(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, 2*len(metas))
	for _, m := range metas {
		out = append(out, m.ID+"\t"+m.Name)
	}
	for _, m := range metas {
		if m.Name != "" {
			out = append(out, m.Name+"\t"+m.ID)
		}
	}
	return out, nil
}
