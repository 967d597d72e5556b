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
if [ -d "$FOAM_AGENT_PROJECT_DIR/bin" ]; then
    link_children "$FOAM_AGENT_PROJECT_DIR/bin" "$overlay/bin" tools
fi
cp "$here/RunFunctions" "$here/CleanFunctions" "$overlay/bin/tools/"
WM_PROJECT_DIR="$overlay"
export WM_PROJECT_DIR

cd "$case_dir" || { echo "foam-agent: cannot enter $case_dir" >&2; exit 3; }

if [ -f Allrun ]; then
    if head -n 1 Allrun | grep -q bash; then exec bash ./Allrun; fi
    exec sh ./Allrun
fi

# No Allrun: mesh with blockMesh when the case has a blockMeshDict, then run the solver.
. "$overlay/bin/tools/RunFunctions"
if [ -f system/blockMeshDict ]; then
    runApplication blockMesh || exit $?
fi
application=$(getApplication) || exit 1
runApplication "$application"
