#!/bin/sh
# dockerd-down.sh: stop the Docker engine that dockerd-up.sh started, and nothing else, once no
# other checkout uses it.
#
# Why: a daemon left running after CI can hold its output open and keep the run from ending,
# yet an engine the developer runs themselves must never be stopped, nor one another checkout
# still uses. So this checkout leaves dockerd-up.sh's user list first; then only the pid recorded
# in dockerd-up.sh's pid file is signalled, only when no user is left, and only while that pid
# is still a dockerd. It gets SIGTERM (dockerd then stops its containers and its containerd),
# and SIGKILL if it has not exited within the grace period. Safe to call when nothing was
# started: it then does nothing.
#
# Environment: FOAM_AGENT_STATE (default ~/.cache/foam-agent) and FOAM_AGENT_ENGINE_USER, as for
# dockerd-up.sh.
set -eu

state_dir=${FOAM_AGENT_STATE:-${HOME:-/tmp}/.cache/foam-agent}
pid_file=$state_dir/dockerd.pid
users_dir=$state_dir/dockerd.users
checkout=$(cd "$(dirname "$0")/.." && pwd)
user=${FOAM_AGENT_ENGINE_USER:-$checkout}
user_file=$users_dir/$(printf '%s' "$user" | cksum | cut -d' ' -f1)
# dockerd gives running containers 10 s to stop on shutdown, then needs a moment for itself.
grace_s=${FOAM_AGENT_DOCKERD_STOP_S:-20}

[ -d "$state_dir" ] || exit 0
exec 9>"$state_dir/dockerd.lock"
flock 9
rm -f "$user_file"

[ -f "$pid_file" ] || exit 0
pid=$(cat "$pid_file")
case "$pid" in ''|*[!0-9]*) rm -f "$pid_file"; exit 0 ;; esac
if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" != dockerd ]; then
    # Already gone (or the pid now belongs to another program): nothing of ours to stop.
    rm -f "$pid_file"
    exit 0
fi
if [ -n "$(ls -A "$users_dir" 2>/dev/null)" ]; then
    echo "dockerd-down: the engine (pid $pid) is still used by $(cat "$users_dir"/* | tr '\n' ' ')- left running" >&2
    exit 0
fi

alive() {
    # A zombie has exited already; its parent (init) just has not reaped it yet.
    state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)
    [ -n "$state" ] && [ "$state" != Z ]
}

# Its children (the containerd it started) are swept too if it has to be killed.
children=$(cat "/proc/$pid/task/$pid/children" 2>/dev/null || true)
kill -TERM "$pid" 2>/dev/null || true
ticks=0
while alive "$pid" && [ "$ticks" -lt $((grace_s * 10)) ]; do
    sleep 0.1
    ticks=$((ticks + 1))
done
if alive "$pid"; then
    echo "dockerd-down: dockerd (pid $pid) ignored SIGTERM for ${grace_s}s; killing it" >&2
    # shellcheck disable=SC2086
    kill -KILL "$pid" $children 2>/dev/null || true
fi
rm -f "$pid_file"
