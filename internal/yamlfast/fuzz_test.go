package yamlfast

import "testing"

// FuzzYAMLFastMatchesV3 holds the parser to yaml.v3 on any input: whenever
// it accepts, yaml.v3 must parse the same input into the same trees; and
// its options (SkipEmpty, the spans, a node budget, an Arena reused from
// one input to the next) to Parse.
func FuzzYAMLFastMatchesV3(f *testing.F) {
	for _, c := range edgeCases {
		f.Add([]byte(c))
	}
	for _, c := range optionCases {
		f.Add([]byte(c))
	}
	for _, data := range repoFiles(f) {
		f.Add(data)
	}
	for _, file := range generatedCorpus()[:8] {
		f.Add(file.Data)
	}
	var a Arena // inputs run one after another in a fuzzing process
	f.Fuzz(func(t *testing.T, data []byte) {
		if checkSame(t, "fuzz input", data) {
			checkOptions(t, "fuzz input", data, &a)
		}
	})
}
