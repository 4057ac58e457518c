// Package helmtwin holds the differential test of vcqlint's Helm engine
// (internal/helm/engine, internal/helm/chartutil): charts rendered by
// Helm's own engine and by vcqlint's, compared byte for byte. It lives in
// the tools module because importing Helm's engine brings client-go and
// the Kubernetes API types, some 170 packages that the root module's
// `go test ./...` would otherwise compile for this one test; CI runs it
// with `go -C tools test ./...`.
package helmtwin
