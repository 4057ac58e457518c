package inputfile_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"
	"time"

	"github.com/vcqlint/vcqlint/internal/inputfile"
)

// readWithin fails the test instead of hanging when Read blocks.
func readWithin(t *testing.T, path string, limit int64) ([]byte, error) {
	t.Helper()
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := inputfile.Read(path, limit)
		done <- result{data, err}
	}()
	select {
	case r := <-done:
		return r.data, r.err
	case <-time.After(20 * time.Second):
		t.Fatalf("Read(%s) still blocked after 20 s", path)
		return nil, nil
	}
}

func TestReadRefusesFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	_, err := readWithin(t, fifo, inputfile.ConfigLimit)
	if !errors.Is(err, inputfile.ErrNotRegular) || !strings.Contains(err.Error(), "named pipe") || !strings.Contains(err.Error(), fifo) {
		t.Fatalf("err = %v, want a not-regular error naming the pipe", err)
	}
}

func TestReadRefusesDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	_, err := readWithin(t, "/dev/zero", inputfile.ConfigLimit)
	if !errors.Is(err, inputfile.ErrNotRegular) || !strings.Contains(err.Error(), "character device") {
		t.Fatalf("err = %v, want a not-regular error", err)
	}
}

func TestReadRefusesDirectory(t *testing.T) {
	_, err := readWithin(t, t.TempDir(), inputfile.ConfigLimit)
	if !errors.Is(err, inputfile.ErrNotRegular) {
		t.Fatalf("err = %v, want ErrNotRegular", err)
	}
}

func TestReadCap(t *testing.T) {
	dir := t.TempDir()
	atCap := filepath.Join(dir, "at.yaml")
	over := filepath.Join(dir, "over.yaml")
	if err := os.WriteFile(atCap, bytes.Repeat([]byte("#"), 1024), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(over, bytes.Repeat([]byte("#"), 1025), 0o600); err != nil {
		t.Fatal(err)
	}
	data, err := readWithin(t, atCap, 1024)
	if err != nil || len(data) != 1024 {
		t.Fatalf("file of exactly the cap: %d bytes, %v", len(data), err)
	}
	_, err = readWithin(t, over, 1024)
	if !errors.Is(err, inputfile.ErrTooLarge) || !strings.Contains(err.Error(), "1 KiB") || !strings.Contains(err.Error(), over) {
		t.Fatalf("err = %v, want a too-large error naming the file and the cap", err)
	}
}

func TestReadFromCap(t *testing.T) {
	if _, err := inputfile.ReadFrom(strings.NewReader("abcd"), "standard input", 4); err != nil {
		t.Fatalf("exactly the cap: %v", err)
	}
	_, err := inputfile.ReadFrom(strings.NewReader("abcde"), "standard input", 4)
	if !errors.Is(err, inputfile.ErrTooLarge) || !strings.Contains(err.Error(), "standard input") {
		t.Fatalf("err = %v, want too large", err)
	}
}

// ReadSized reads the whole of its reader whatever the size hint says (a
// file that grew or shrank since fstat), within its limit.
func TestReadSized(t *testing.T) {
	text := strings.Repeat("0123456789", 100) // 1,000 bytes
	for _, c := range []struct {
		name        string
		size, limit int64
		want        string
		tooLarge    bool
	}{
		{"exact", 1000, 2000, text, false},
		{"grew since fstat", 10, 2000, text, false},
		{"shrank since fstat", 1500, 2000, text, false},
		{"empty hint", 0, 2000, text, false},
		{"over the limit", 1000, 999, "", true},
		{"grew over the limit", 10, 500, "", true},
		{"at the limit", 1000, 1000, text, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			// One byte a read: the loop must carry on until EOF.
			got, err := inputfile.ReadSized(iotest.OneByteReader(strings.NewReader(text)), "f", c.size, c.limit)
			if c.tooLarge {
				if !errors.Is(err, inputfile.ErrTooLarge) {
					t.Fatalf("err %v, want ErrTooLarge", err)
				}
				return
			}
			if err != nil || string(got) != c.want {
				t.Fatalf("got %d bytes, %v", len(got), err)
			}
		})
	}
}
