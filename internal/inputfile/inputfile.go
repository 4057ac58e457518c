// Package inputfile reads the files a user names (manifests, configuration,
// policies, the cluster files a configuration points at) safely: only
// regular files, and never more than a cap, so that a FIFO, a device such as
// /dev/zero or a runaway generated file fails at once with a message instead
// of hanging the run or exhausting memory.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
)

// Caps, generous for real material: the largest real manifest files (CRD
// bundles, Helm renders of a whole estate) are a few MiB; a configuration
// file is a few KiB.
const (
	// ManifestLimit caps one manifest file, stdin and one Git blob.
	ManifestLimit int64 = 64 << 20
	// ConfigLimit caps a .vcqlint.yaml.
	ConfigLimit int64 = 1 << 20
	// PolicyLimit caps one Rego policy file.
	PolicyLimit int64 = 16 << 20
)

// ErrNotRegular is returned for a named path that is not a regular file.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is returned when the content exceeds the cap.
var ErrTooLarge = errors.New("file too large")

// Read reads the regular file at path, at most limit bytes. The file is
// opened without blocking (a FIFO would otherwise block in open until a
// writer appears) and then checked with fstat on the open descriptor, so no
// other file can be swapped in between the check and the read.
func Read(path string, limit int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		hint := ""
		if !info.IsDir() {
			hint = " (give a stream on standard input as -)"
		}
		return nil, &os.PathError{Op: "read", Path: path, Err: fmt.Errorf("%w (%s); vcqlint reads only regular files%s", ErrNotRegular, Kind(info.Mode()), hint)}
	}
	if info.Size() > limit {
		return nil, TooLarge(path, limit)
	}
	return ReadSized(f, path, info.Size(), limit)
}

// ReadSized is ReadFrom for a reader whose size is known (a regular
// file's, from fstat): the buffer is allocated once at that size, where
// io.ReadAll grows one from 512 bytes, copying and clearing each time (5%
// of the CPU of linting 100,000 queues in 4,841 files). The size is only a
// hint: a file that grew meanwhile is still read to its end, within limit.
func ReadSized(r io.Reader, name string, size, limit int64) ([]byte, error) {
	if size < 0 || size > limit {
		return ReadFrom(r, name, limit)
	}
	// One byte more than the size, so that the end of the file is seen
	// without growing the buffer.
	buf := make([]byte, 0, size+1)
	for {
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if int64(len(buf)) > limit {
			return nil, TooLarge(name, limit)
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)] // grew since fstat: let append grow it
		}
	}
}

// ReadFrom reads r to its end, failing with ErrTooLarge once more than
// limit bytes came: reading limit+1 bytes tells an oversize input from one
// of exactly the cap without trusting a size given in advance.
func ReadFrom(r io.Reader, name string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, TooLarge(name, limit)
	}
	return data, nil
}

// TooLarge is the error for a file over its cap.
func TooLarge(name string, limit int64) error {
	return &os.PathError{Op: "read", Path: name, Err: fmt.Errorf("%w: more than %s, the cap for this kind of file; split it into smaller files", ErrTooLarge, Size(limit))}
}

// Size writes a byte count the way the caps are documented (64 MiB).
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Kind names a file mode that is not a regular file, for messages: "a
// named pipe", "a directory".
func Kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeCharDevice != 0:
		return "a character device"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}
