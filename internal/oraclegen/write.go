package oraclegen

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// Name is the file (or, for a multi-file case, directory) name of a seed's case.
func Name(seed uint64) string {
	return fmt.Sprintf("s%08d", seed)
}

// Write puts the case under dir: Name+".yaml" for a one-file case, a
// directory Name holding 0.yaml, 1.yaml, ... for a multi-file case. It
// returns the path vcqlint and the oracle take.
func Write(dir string, c Case) (string, error) {
	files := c.Render()
	if c.Files == 1 {
		p := filepath.Join(dir, Name(c.Seed)+".yaml")
		if err := os.WriteFile(p, files["0.yaml"], 0o644); err != nil {
			return "", fmt.Errorf("write case %d: %w", c.Seed, err)
		}
		return p, nil
	}
	d := filepath.Join(dir, Name(c.Seed))
	if err := os.MkdirAll(d, 0o755); err != nil {
		return "", fmt.Errorf("write case %d: %w", c.Seed, err)
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(d, name), b, 0o644); err != nil {
			return "", fmt.Errorf("write case %d: %w", c.Seed, err)
		}
	}
	return d, nil
}

// Digest is a short SHA-256 of the case's rendered files, in name order: a
// recorded verdict is only valid for the case it was recorded on.
func (c Case) Digest() string {
	files := c.Render()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		h.Write([]byte(n + "\n"))
		h.Write(files[n])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
