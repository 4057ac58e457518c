package cli

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseOutputs(t *testing.T) {
	cases := []struct {
		name             string
		formats, outputs []string
		want             []output
		err              string
	}{
		{"default", nil, nil, []output{{"text", "-"}}, ""},
		{"output without format is text", nil, []string{"r.txt"}, []output{{"text", "r.txt"}}, ""},
		{"one format", []string{"sarif"}, nil, []output{{"sarif", "-"}}, ""},
		{"pairs", []string{"text", "sarif"}, []string{"-", "vcqlint.sarif"}, []output{{"text", "-"}, {"sarif", "vcqlint.sarif"}}, ""},
		{"fewer outputs: the rest is stdout", []string{"sarif", "text"}, []string{"out.sarif"}, []output{{"sarif", "out.sarif"}, {"text", "-"}}, ""},
		{"inline files take no --output", []string{"sarif:a.sarif", "junit", "text"}, []string{"j.xml"},
			[]output{{"sarif", "a.sarif"}, {"junit", "j.xml"}, {"text", "-"}}, ""},
		{"case and inline stdout", []string{"JSON:-"}, nil, []output{{"json", "-"}}, ""},
		{"a Windows path keeps its colon", []string{`sarif:C:\out\v.sarif`}, nil, []output{{"sarif", `C:\out\v.sarif`}}, ""},
		{"unknown", []string{"xml"}, nil, nil, `unknown format "xml" (want text, json, sarif, github, junit, checkstyle, gitlab)`},
		{"two on stdout", []string{"text", "json"}, nil, nil, "text, json all write to standard output"},
		{"two on stdout explicitly", []string{"text", "github"}, []string{"-", "-"}, nil, "text, github all write to standard output"},
		{"too many outputs", []string{"text"}, []string{"a", "b"}, nil, "2 output files for 1 --format values"},
		{"same file twice", []string{"json:r.out", "sarif"}, []string{"./r.out"}, nil, "json and sarif both write to ./r.out"},
		{"empty inline file", []string{"sarif:"}, nil, nil, "empty file name"},
		{"empty output", []string{"sarif"}, []string{""}, nil, "empty file name"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := parseOutputs(c.formats, c.outputs)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) || !errors.Is(err, errUsage) {
					t.Fatalf("err = %v, want a usage error containing %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}
