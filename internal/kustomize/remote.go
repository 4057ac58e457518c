package kustomize

import (
	"net/url"

	"sigs.k8s.io/kustomize/api/resource"
)

// isRemote reports whether kustomize's loader would fetch ref instead of
// reading it from the file system: over HTTP(S) when it is loaded as a file,
// or with `git` when it is loaded as a base. The decision is kustomize's
// own, so that no spelling of a URL slips past a list of prefixes:
//
//   - as a file, kustomize's loader (api/internal/loader FileLoader.Load,
//     IsRemoteFile) fetches any string that url.Parse gives the scheme http
//     or https; url.Parse lower-cases the scheme, so HTTPS:// and Https://
//     are fetched too;
//   - as a base, FileLoader.New clones any string its git.NewRepoSpecFromURL
//     accepts (https://, ssh://, file://, git::, user@host:path,
//     github.com/org/repo, ...//path?ref=, ...), before it looks for a
//     local directory of that name. That parser is internal to kustomize;
//     resource.Origin.Append, which kustomize uses to record where a
//     resource came from, runs it on the path and sets Repo exactly when it
//     accepts it.
//
// Both are checked whatever the role of ref, so a string that is a URL in
// either sense is never handed to kustomize.
func isRemote(ref string) bool {
	if u, err := url.Parse(ref); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return true
	}
	return isRepoURL(ref)
}

// isRepoURL reports whether kustomize's git.NewRepoSpecFromURL accepts s.
func isRepoURL(s string) (repo bool) {
	defer func() {
		// Origin.Append slices the parsed path; whatever it does with a
		// strange one, a string kustomize's parser accepted is remote.
		if recover() != nil {
			repo = true
		}
	}()
	origin := (&resource.Origin{}).Append(s)
	return origin.Repo != ""
}
