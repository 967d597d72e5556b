#!/bin/sh
# driver.sh CASE_DIR OVERLAY_DIR: run one OpenFOAM case the way foam-agent runs every case.
#
# Used unchanged by the local runner and inside Docker containers. It builds a per-run project
# overlay (the installation's directories linked in, bin/tools replaced by foam-agent's
# RunFunctions) and points WM_PROJECT_DIR at it, so tutorial-style Allrun scripts that source
# $WM_PROJECT_DIR/bin/tools/RunFunctions run unmodified on installations that lack it.
# The Allrun has been checked against the allowlist by the caller before this starts.
set -u
case_dir=$1
overlay=$2
here=$(cd "$(dirname "$0")" && pwd)
. "$here/foam_env.sh"

link_children() {
    # link_children SRC DST SKIP: symlink every entry of SRC into DST except SKIP.
    for entry in "$1"/* "$1"/.[!.]*; do
        [ -e "$entry" ] || continue
        name=$(basename "$entry")
        [ "$name" = "$3" ] && continue
        ln -s "$entry" "$2/$name"
    done
}

mkdir -p "$overlay/bin/tools"
link_children "$FOAM_AGENT_PROJECT_DIR" "$overlay" bin
rm -f "$overlay/etc" && mkdir "$overlay/etc"
if [ -d "$FOAM_AGENT_PROJECT_DIR/bin" ]; then
    link_children "$FOAM_AGENT_PROJECT_DIR/bin" "$overlay/bin" tools
fi
cp "$here/RunFunctions" "$here/CleanFunctions" "$overlay/bin/tools/"
# The installation's etc with one change: allowSystemOperations 0, so that no run may execute
# systemCall, coded or #codeStream entries even if the dictionary scan missed one.
link_children "$FOAM_AGENT_PROJECT_DIR/etc" "$overlay/etc" controlDict
sed 's/^\([[:space:]]*allowSystemOperations[[:space:]]\{1,\}\)[0-9a-z]*;/\10;/' \
    "$FOAM_AGENT_PROJECT_DIR/etc/controlDict" > "$overlay/etc/controlDict"
grep -q '^[[:space:]]*allowSystemOperations[[:space:]]\{1,\}0;' "$overlay/etc/controlDict" || {
    echo "foam-agent: could not set allowSystemOperations 0 in the run's etc/controlDict" >&2
    exit 3
}
unset WM_PROJECT_SITE FOAM_CONFIG_ETC 2>/dev/null
WM_PROJECT_DIR="$overlay"
export WM_PROJECT_DIR

cd "$case_dir" || { echo "foam-agent: cannot enter $case_dir" >&2; exit 3; }
. "$overlay/bin/tools/RunFunctions"

# Function objects of a solver that never executes them (one that solves once): the runner
# asks in .foam-agent-functions, one field to load a line, and postProcess runs them on the
# time the solver wrote. Only after the case's own run succeeded; its status stays the run's.
run_functions() {
    [ -f .foam-agent-functions ] || return 0
    fields=""
    while IFS= read -r field; do
        case "$field" in ''|*[!A-Za-z0-9_.:]*) continue ;; esac
        fields="$fields $field"
    done < .foam-agent-functions
    if [ -n "$fields" ]; then
        runApplication -s functions postProcess -latestTime -fields "(${fields# })"
    else
        runApplication -s functions postProcess -latestTime
    fi
    return 0
}

# The Allrun replaces this shell unless function objects must run after it: then the run is
# exactly the Allrun's process, as the jail's layers and their tests expect of it.
if [ -f Allrun ]; then
    if [ ! -f .foam-agent-functions ]; then
        if head -n 1 Allrun | grep -q bash; then exec bash ./Allrun; fi
        exec sh ./Allrun
    fi
    if head -n 1 Allrun | grep -q bash; then bash ./Allrun; else sh ./Allrun; fi
    status=$?
    [ "$status" -eq 0 ] && run_functions
    exit "$status"
fi

# No Allrun: mesh with blockMesh when the case has a blockMeshDict, then run the solver.
if [ -f system/blockMeshDict ]; then
    runApplication blockMesh || exit $?
fi
application=$(getApplication) || exit 1

# Parallel (run/solve --np N): the caller leaves N in .foam-agent-np and a decomposeParDict in
# system/. The ranks are children of mpirun in this run's session, so the runner's time limit
# and clean-up reach every one of them.
ranks=1
if [ -f .foam-agent-np ]; then ranks=$(cat .foam-agent-np); fi
case "$ranks" in
    ''|*[!0-9]*) echo "foam-agent: .foam-agent-np must hold a number of ranks" >&2; exit 2 ;;
esac
if [ "$ranks" -gt 1 ]; then
    # Shared-memory transport without cross-process memory access, which containers and the
    # jail forbid (ptrace is not allowed there); the speed difference is nil at these sizes.
    # Waiting ranks yield their core instead of spinning: on a machine shared with other work
    # a spinning rank steals the time slice its partner needs (BENCHMARKS.md, parallel runs).
    OMPI_MCA_btl_vader_single_copy_mechanism=none
    OMPI_MCA_mpi_yield_when_idle=1
    export OMPI_MCA_btl_vader_single_copy_mechanism OMPI_MCA_mpi_yield_when_idle
    runApplication decomposePar -force || exit $?
    runParallel -np "$ranks" "$application" || exit $?
    runApplication reconstructPar || exit $?
    run_functions
    exit 0
fi
runApplication "$application" || exit $?
run_functions
