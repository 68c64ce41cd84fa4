#!/usr/bin/env bash
# Builds the product's image and runs it, on this machine, with podman (Debian's packages):
#   1. a Debian 12 base made from Debian's own packages with debootstrap (no registry needed),
#   2. deploy/Dockerfile built on it (BASE build argument),
#   3. the image started as a non-root container on the embedded database: it must answer its
#      health checks, serve the app, and render a video with Debian's ffmpeg inside.
# Prints what it measured; exits non-zero at the first step that fails.
# Options through the environment: CA_CERT (a TLS-inspecting proxy's certificate, a build
# secret), PODMAN (default: podman with runc, cgroupfs and explicit limits, which sandboxes
# without a cgroup v2 hierarchy need).
set -euo pipefail
cd "$(dirname "$0")/.."

work="${CHECK_IMAGE_DIR:-/tmp/framewise-check-image}"
base="localhost/framewise-base:debian-12"
image="localhost/framewise:check"
podman=(${PODMAN:-podman --runtime runc --cgroup-manager cgroupfs})
limits=(--ulimit nofile=20000:20000 --ulimit nproc=1024:1024)

echo "== base: Debian 12 from debootstrap"
if ! "${podman[@]}" image exists "$base"; then
  rm -rf "$work/rootfs" && mkdir -p "$work"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log"
  tar -C "$work/rootfs" -c . | "${podman[@]}" import --change 'CMD ["/bin/bash"]' - "$base"
fi

echo "== image: deploy/Dockerfile on that base"
secret=()
if [ -n "${CA_CERT:-}" ]; then secret=(--secret "id=ca,src=$CA_CERT"); fi
start=$(date +%s)
"${podman[@]}" build --format docker "${limits[@]}" "${secret[@]}" --build-arg "BASE=$base" -f deploy/Dockerfile -t "$image" .
echo "built in $(( $(date +%s) - start )) s; $("${podman[@]}" image inspect "$image" --format '{{.Size}}') bytes"

echo "== run"
name="framewise-check-$$"
"${podman[@]}" run -d --name "$name" "${limits[@]}" --read-only --tmpfs /tmp -v "$name-data:/data" \
  --cap-drop ALL --security-opt no-new-privileges -p 127.0.0.1:3999:3000 "$image" >/dev/null
trap '"${podman[@]}" rm -f "$name" >/dev/null 2>&1; "${podman[@]}" volume rm -f "$name-data" >/dev/null 2>&1 || true' EXIT
for _ in $(seq 1 120); do curl -fsS http://127.0.0.1:3999/api/health/live >/dev/null 2>&1 && break; sleep 1; done
echo "user: $("${podman[@]}" exec "$name" id -u); ffmpeg: $("${podman[@]}" exec "$name" ffmpeg -version | head -1)"
curl -fsS http://127.0.0.1:3999/api/health; echo
curl -fsS -o /dev/null -w "app page: %{http_code}\n" http://127.0.0.1:3999/
printf '%s' '{"version":1,"title":"Image check","aspectRatio":"9:16","templateId":"bold","scenes":[{"id":"a","layoutId":"title","slots":{"headline":{"text":"Rendered in the image"}},"duration":2}]}' >"$work/document.json"
"${podman[@]}" cp "$work/document.json" "$name:/tmp/document.json"
start=$(date +%s%N)
"${podman[@]}" exec "$name" node apps/server/src/platform/render-engine/render-cli.ts /tmp/document.json /tmp/check.mp4 --scale 0.25
echo "render: $(( ($(date +%s%N) - start) / 1000000 )) ms, $("${podman[@]}" exec "$name" ffprobe -v error -show_entries format=duration -of csv=p=0 /tmp/check.mp4) s of video"
echo "ok"
