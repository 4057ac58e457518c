package yamlfast

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vcqlint/vcqlint/bench/corpus"
)

// repoRoot is the repository, from this package's directory.
const repoRoot = "../.."

// repoFiles returns every .yaml, .yml and .json file of the repository
// (fixtures, examples, documentation, configuration), by path.
func repoFiles(t testing.TB) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(repoRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return nil
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".yaml", ".yml", ".json":
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(repoRoot, path)
			files[filepath.ToSlash(rel)] = data
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("found only %d YAML and JSON files under %s", len(files), repoRoot)
	}
	return files
}

// generatedCorpus is a small estate of bench/corpus, as the benchmarks
// generate them (more queues only means more documents of the same
// shapes).
func generatedCorpus() []corpus.File {
	return corpus.Generate(corpus.Options{Seed: 1, Queues: 300}).Files
}

func TestRepositoryFilesMatchV3(t *testing.T) {
	accepted, examples, examplesAccepted := 0, 0, 0
	files := repoFiles(t)
	for name, data := range files {
		ok := checkSame(t, name, data)
		if ok {
			accepted++
		}
		if strings.HasPrefix(name, "examples/") {
			examples++
			if ok {
				examplesAccepted++
			}
		}
	}
	t.Logf("accepted %d of %d repository files; %d of %d in examples/", accepted, len(files), examplesAccepted, examples)
	// The examples are what users' manifests look like: they must take
	// the fast path (all of them do; the margin is for a future example
	// using anchors or JSON).
	if examples == 0 || examplesAccepted*10 < examples*9 {
		t.Errorf("accepted %d of %d files in examples/, want at least 90%%", examplesAccepted, examples)
	}
}

func TestGeneratedCorpusMatchesV3(t *testing.T) {
	files := generatedCorpus()
	for _, f := range files {
		if !checkSame(t, f.Path, f.Data) {
			t.Errorf("%s: declined; every generated estate file must take the fast path", f.Path)
		}
	}
}
