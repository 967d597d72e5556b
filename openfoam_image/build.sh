#!/bin/sh
# build.sh [--force] [debian|foundation10]: build foam-agent's OpenFOAM image for the Docker runner.
#
#   debian        foam-agent/openfoam:esi-1912       offline: a debootstrapped bookworm base, then
#                                                    Debian's openfoam from the package mirror
#   foundation10  foam-agent/openfoam:foundation-10  needs Docker Hub (openfoam/openfoam10-paraview56)
#
# Why one script: `make setup`, CI and users build the same way. It is idempotent: an image
# whose `foam-agent.inputs` label matches the hash of its inputs (the Dockerfile and the base
# image) is kept, so a re-run costs a second; --force rebuilds. It is quiet: the build's output
# goes to a log file under ${FOAM_AGENT_STATE:-~/.cache/foam-agent}; one line reports the result,
# and on failure the log's tail is printed to stderr. Needs a running engine (scripts/dockerd-up.sh).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
state_dir=${FOAM_AGENT_STATE:-${HOME:-/tmp}/.cache/foam-agent}
# The debootstrapped base image; its tag names what it holds.
base_image=foam-agent/debian-base:bookworm
debian_suite=bookworm
debian_mirror=${FOAM_AGENT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Lines of the build log shown on failure: enough for the failing step and its error.
log_tail_lines=40

force=0
if [ "${1:-}" = "--force" ]; then force=1; shift; fi
target=${1:-debian}
case "$target" in
    debian)       dockerfile=Dockerfile.debian;       image=foam-agent/openfoam:esi-1912 ;;
    foundation10) dockerfile=Dockerfile.foundation10; image=foam-agent/openfoam:foundation-10 ;;
    *) echo "usage: $0 [--force] [debian|foundation10]" >&2; exit 2 ;;
esac

mkdir -p "$state_dir"
log_file=$state_dir/image-build-$target.log
: >"$log_file"

fail() {
    echo "build.sh: $1 (log: $log_file)" >&2
    tail -n "$log_tail_lines" "$log_file" >&2
    exit 1
}

docker info --format '{{.ServerVersion}}' >/dev/null 2>&1 \
    || { echo "build.sh: no Docker engine answers; run scripts/dockerd-up.sh (or make setup)" >&2; exit 1; }

label_of() {
    # label_of IMAGE LABEL: the label's value, empty when the image or the label is missing.
    docker image inspect --format "{{index .Config.Labels \"$2\"}}" "$1" 2>/dev/null || true
}

image_id() {
    docker image inspect --format '{{.Id}}' "$1" 2>/dev/null || true
}

build_base() {
    # The base of the offline image: a minimal bookworm made by debootstrap and imported, since
    # no registry is reachable to pull debian:bookworm from. Its inputs are the suite, the
    # variant and the mirror; a base with the same label is kept.
    base_inputs="debootstrap --variant=minbase $debian_suite $debian_mirror"
    if [ "$force" = 0 ] && [ "$(label_of "$base_image" foam-agent.inputs)" = "$base_inputs" ]; then
        return 0
    fi
    command -v debootstrap >/dev/null 2>&1 || fail "debootstrap is missing: apt-get install debootstrap"
    [ "$(id -u)" = 0 ] || fail "debootstrap needs root: run 'sudo $0 $target'"
    rootfs=$(mktemp -d "${TMPDIR:-/tmp}/foam-agent-rootfs.XXXXXX")
    # The rootfs is a few hundred MB; remove it whatever happens.
    trap 'rm -rf "$rootfs"' EXIT
    trap 'exit 130' INT TERM
    echo "--- $(date -u +%T) debootstrap $debian_suite into $rootfs" >>"$log_file"
    debootstrap --variant=minbase "$debian_suite" "$rootfs" "$debian_mirror" >>"$log_file" 2>&1 \
        || fail "debootstrap failed"
    # Downloaded .debs and package lists are not needed in the image (the build refreshes lists).
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    echo "--- $(date -u +%T) docker import $base_image" >>"$log_file"
    tar -C "$rootfs" -c . \
        | docker import --change "LABEL foam-agent.inputs=\"$base_inputs\"" - "$base_image" \
            >>"$log_file" 2>&1 \
        || fail "docker import of the base image failed"
    rm -rf "$rootfs"
    trap - EXIT INT TERM
}

started=$(date +%s)
base_id=""
if [ "$target" = debian ]; then
    build_base
    base_id=$(image_id "$base_image")
fi
inputs=$( { cat "$here/$dockerfile"; echo "$base_id"; } | sha256sum | cut -c1-16)
if [ "$force" = 0 ] && [ "$(label_of "$image" foam-agent.inputs)" = "$inputs" ]; then
    echo "build.sh: $image is up to date"
    exit 0
fi

echo "--- $(date -u +%T) docker build $image from $dockerfile" >>"$log_file"
# The legacy builder works with every Docker client and engine version (BuildKit's buildx plugin
# is not always installed), and --network host lets apt reach the mirror without a bridge.
DOCKER_BUILDKIT=0 docker build --network host --label "foam-agent.inputs=$inputs" \
    -f "$here/$dockerfile" -t "$image" "$here" >>"$log_file" 2>&1 \
    || fail "docker build of $image failed"
echo "--- $(date -u +%T) done" >>"$log_file"
# An image replaced by this build leaves a dangling layer set behind; drop those of ours.
docker image prune --force --filter "label=foam-agent.dialect" >>"$log_file" 2>&1 || true
echo "build.sh: built $image in $(( $(date +%s) - started )) s"
