package kustomize

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// chain is a build request of n kustomizations, each naming the next as
// its base, the last a queue.
func chain(n int) *BuildRequest {
	req := &BuildRequest{Dir: "/r/k0", Files: map[string][]byte{}}
	for i := range n {
		text := fmt.Sprintf("resources: [../k%d]\n", i+1)
		if i == n-1 {
			text = "resources: [q.yaml]\n"
		}
		req.Files[fmt.Sprintf("/r/k%d/kustomization.yaml", i)] = []byte(text)
	}
	req.Files[fmt.Sprintf("/r/k%d/q.yaml", n-1)] = []byte("apiVersion: scheduling.volcano.sh/v1beta1\nkind: Queue\nmetadata:\n  name: q\n")
	return req
}

// The build job keeps its own caps as it reads, for what the plan cannot
// count (the bases of plugin kustomizations' output, a plan bypassed by a
// library caller): the first read past one stops the build with its
// message, and a build past its deadline stops at its next read.
func TestBuildJobStopsAtItsCaps(t *testing.T) {
	req := chain(5)
	if resp, err := buildFiles(context.Background(), req); err != nil || len(resp.Resources) != 1 {
		t.Fatalf("uncapped chain: %v, %+v", err, resp)
	}
	req.Caps = Caps{Instantiations: 3}
	if _, err := buildFiles(context.Background(), req); err == nil || !strings.Contains(err.Error(), "loaded more than 3 kustomizations") {
		t.Errorf("instantiations: %v", err)
	}
	req = chain(5)
	req.Caps = Caps{ReadBytes: 64}
	if _, err := buildFiles(context.Background(), req); err == nil || !strings.Contains(err.Error(), "read more than 64 bytes") {
		t.Errorf("bytes: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := buildFiles(ctx, chain(5)); err == nil || !strings.Contains(err.Error(), "stopped: context canceled") {
		t.Errorf("deadline: %v", err)
	}
}
