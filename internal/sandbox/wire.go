package sandbox

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// The protocol between a Runner and its workers: frames of a 4-byte
// big-endian length and a JSON message, on the worker's standard input
// (requests) and standard output (a hello, then one response per request).

// protocol names this protocol's version; a worker of another version (an
// executable replaced while vcqlint ran) is refused at the hello.
const protocol = "vcqlint-sandbox/1"

// maxFrame bounds one message: a response is the output of a job whose own
// caps are far smaller (a chart renders at most 64 MiB), so a larger frame
// is a broken worker, not data to allocate for.
const maxFrame = 512 << 20

// hello is the worker's first message.
type hello struct {
	Protocol string `json:"protocol"`
}

// request is one job for a worker.
type request struct {
	Job    string          `json:"job"`
	TimeNS int64           `json:"timeNs"`
	Req    json.RawMessage `json:"req"`
}

// response is a worker's answer to one request: exactly one of Resp, Err and
// Exceeded is set.
type response struct {
	Resp json.RawMessage `json:"resp,omitempty"`
	Err  string          `json:"err,omitempty"`
	// Exceeded is the budget the job went over (BudgetTime when the job
	// stopped at its context's deadline, BudgetMemory from the watchdog).
	Exceeded string `json:"exceeded,omitempty"`
}

func writeFrame(w io.Writer, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if len(data) > maxFrame {
		return fmt.Errorf("message of %d bytes is over the %d-byte frame limit", len(data), maxFrame)
	}
	buf := make([]byte, 4+len(data))
	binary.BigEndian.PutUint32(buf, uint32(len(data))) //nolint:gosec // len(data) <= maxFrame < 2^32, checked above
	copy(buf[4:], data)
	_, err = w.Write(buf)
	return err
}

var errFrameTooLarge = errors.New("frame over the size limit")

func readFrame(r io.Reader, v any) error {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return err
	}
	n := binary.BigEndian.Uint32(head[:])
	if n > maxFrame {
		return errFrameTooLarge
	}
	data := make([]byte, n)
	if _, err := io.ReadFull(r, data); err != nil {
		return fmt.Errorf("truncated frame: %w", err)
	}
	return json.Unmarshal(data, v)
}
