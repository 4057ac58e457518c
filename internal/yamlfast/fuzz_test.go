package yamlfast

import "testing"

// FuzzYAMLFastMatchesV3 holds the parser to yaml.v3 on any input: whenever
// it accepts, yaml.v3 must parse the same input into the same trees.
func FuzzYAMLFastMatchesV3(f *testing.F) {
	for _, c := range edgeCases {
		f.Add([]byte(c))
	}
	for _, data := range repoFiles(f) {
		f.Add(data)
	}
	for _, file := range generatedCorpus()[:8] {
		f.Add(file.Data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkSame(t, "fuzz input", data)
	})
}
