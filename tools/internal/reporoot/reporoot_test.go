package reporoot

import (
	"os"
	"path/filepath"
	"testing"
)

func TestFindSkipsOtherModules(t *testing.T) {
	root := t.TempDir()
	nested := filepath.Join(root, "tools", "deep")
	if err := os.MkdirAll(nested, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, "go.mod"), "module "+Module+"\n\ngo 1.26\n")
	write(filepath.Join(root, "tools", "go.mod"), "module "+Module+"/tools\n")
	got, err := Find(nested)
	if err != nil || got != root {
		t.Fatalf("Find = %q, %v; want %q", got, err, root)
	}
	if _, err := Find(t.TempDir()); err == nil {
		t.Error("found a root outside any repository")
	}
}
