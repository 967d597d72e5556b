#!/bin/sh
# dockerd-up.sh: make sure a Docker engine answers, starting one for foam-agent if none does.
#
# Why: the Docker runner, its tests and the image build need an engine, and a fresh Debian
# machine or CI has docker.io installed but no engine running (there is no systemd to start it).
# If `docker info` already answers, nothing is started, so a developer's own engine is never
# touched. Otherwise dockerd starts in the background without iptables and without a bridge
# (foam-agent runs every container with --network none), in its own session, with all its output
# in a log file, so it can never hold the caller's stdout/stderr open (CI waits for those to
# close). Its pid goes to a pid file that dockerd-down.sh reads to stop exactly this engine.
#
# Several checkouts share that engine: each one that uses it is listed in dockerd.users/ (one
# file per checkout), and dockerd-down.sh stops it only when the last of them leaves. Without
# the list, the CI run of a fresh clone stopped, on exit, the engine another checkout's
# `make demo` had started and was still using.
#
# Environment: FOAM_AGENT_STATE (default ~/.cache/foam-agent) holds dockerd.log, dockerd.pid,
# dockerd.users/ and dockerd.lock; FOAM_AGENT_ENGINE_USER names this user of the engine
# (default: this checkout's path); FOAM_AGENT_DOCKERD_WAIT_S bounds the wait for the engine.
# Exit status: 0 when an engine answers, 1 otherwise (with the reason and the log tail on stderr).
set -eu

state_dir=${FOAM_AGENT_STATE:-${HOME:-/tmp}/.cache/foam-agent}
log_file=$state_dir/dockerd.log
pid_file=$state_dir/dockerd.pid
users_dir=$state_dir/dockerd.users
checkout=$(cd "$(dirname "$0")/.." && pwd)
user=${FOAM_AGENT_ENGINE_USER:-$checkout}
user_file=$users_dir/$(printf '%s' "$user" | cksum | cut -d' ' -f1)
# A first start creates /var/lib/docker and takes a few seconds here; a minute covers a slow disk.
wait_s=${FOAM_AGENT_DOCKERD_WAIT_S:-60}
# Lines of the engine's log shown when it does not come up: enough for its last error.
log_tail_lines=20

engine_answers() {
    docker info --format '{{.ServerVersion}}' >/dev/null 2>&1
}

fail() {
    echo "dockerd-up: $1" >&2
    if [ -f "$log_file" ]; then
        echo "dockerd-up: last lines of $log_file:" >&2
        tail -n "$log_tail_lines" "$log_file" >&2
    fi
    exit 1
}

ours() {
    # The engine is one these scripts started (and not, say, the developer's own).
    [ -f "$pid_file" ] && [ "$(cat "/proc/$(cat "$pid_file")/comm" 2>/dev/null)" = dockerd ]
}

join_users() {
    mkdir -p "$users_dir"
    printf '%s\n' "$user" >"$user_file"
}

mkdir -p "$state_dir"
# One set-up or tear-down at a time: a tear-down must not read the user list half-written.
exec 9>"$state_dir/dockerd.lock"
flock 9

if engine_answers; then
    if ours; then
        join_users
    fi
    exit 0
fi
command -v docker >/dev/null 2>&1 || fail "the docker client is missing: apt-get install docker.io"
command -v dockerd >/dev/null 2>&1 || fail "dockerd is missing: apt-get install docker.io"
[ "$(id -u)" = 0 ] || fail "no Docker engine answers and only root can start one here: \
run 'sudo $0', or start your own engine (e.g. 'sudo systemctl start docker')"

started_here=0
if [ -f "$pid_file" ] && [ "$(cat "/proc/$(cat "$pid_file")/comm" 2>/dev/null)" = dockerd ]; then
    # Started by an earlier call and still coming up: wait for it rather than start a second one.
    pid=$(cat "$pid_file")
else
    echo "--- dockerd started by $0 at $(date -u +%FT%TZ)" >>"$log_file"
    # 9>&-: the engine must not inherit the lock, or every later set-up would wait on it.
    setsid dockerd --iptables=false --bridge=none </dev/null >>"$log_file" 2>&1 9>&- &
    pid=$!
    echo "$pid" >"$pid_file"
    started_here=1
fi

ticks=0
until engine_answers; do
    if ! kill -0 "$pid" 2>/dev/null; then
        rm -f "$pid_file"
        fail "dockerd (pid $pid) exited before answering"
    fi
    if [ "$ticks" -ge $((wait_s * 5)) ]; then
        if [ "$started_here" = 1 ]; then
            kill "$pid" 2>/dev/null || true
            rm -f "$pid_file"
        fi
        fail "dockerd (pid $pid) did not answer within ${wait_s}s"
    fi
    sleep 0.2
    ticks=$((ticks + 1))
done
join_users
