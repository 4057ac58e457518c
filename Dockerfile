# The vcqlint container image: the static binary on an empty base, plus the
# CA certificates `--git https://...` needs. The builder stage runs on the
# build machine's platform and cross-compiles for the target one, so a
# multi-platform build needs no emulation:
#
#   docker build -t vcqlint .
#   docker run --rm -u "$(id -u):$(id -g)" -v "$PWD:/src" vcqlint ./deploy
#
# The release workflow (.github/workflows/release.yml) builds it for
# linux/amd64 and linux/arm64 with VERSION set to the tag.
ARG GO_VERSION=1.26.8

FROM --platform=$BUILDPLATFORM golang:${GO_VERSION} AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG TARGETOS TARGETARCH VERSION
RUN CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH \
    go build -trimpath -ldflags "-s -w -X github.com/vcqlint/vcqlint/internal/buildinfo.version=${VERSION}" -o /out/vcqlint .

FROM scratch
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build /out/vcqlint /vcqlint
# Not root; run with -u "$(id -u):$(id -g)" to write reports into a mounted
# directory as yourself.
USER 65532:65532
WORKDIR /src
ENTRYPOINT ["/vcqlint"]
