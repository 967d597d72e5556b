# Sourced (POSIX sh): find the OpenFOAM installation and make its programs runnable.
#
# Sets FOAM_AGENT_PROJECT_DIR (the real WM_PROJECT_DIR) and exports WM_PROJECT_DIR. The Debian
# build keeps its programs on PATH and needs only WM_PROJECT_DIR; other installations (the
# Foundation images, ESI source builds) need their etc/bashrc sourced, which we do silently
# because it prints noise about directories a binary package does not ship.

foam_agent_locate() {
    if [ -n "${WM_PROJECT_DIR:-}" ] && [ -f "$WM_PROJECT_DIR/etc/controlDict" ]; then
        echo "$WM_PROJECT_DIR"; return 0
    fi
    for candidate in /usr/share/openfoam /opt/openfoam[0-9]* /opt/OpenFOAM/OpenFOAM-* \
                     /usr/lib/openfoam/openfoam[0-9]* /opt/openfoam-dev; do
        if [ -f "$candidate/etc/controlDict" ] && [ -f "$candidate/etc/bashrc" ]; then
            echo "$candidate"; return 0
        fi
    done
    return 1
}

FOAM_AGENT_PROJECT_DIR=$(foam_agent_locate) || {
    echo "foam-agent: no OpenFOAM installation found (set WM_PROJECT_DIR)" >&2
    return 3 2>/dev/null || exit 3
}
export FOAM_AGENT_PROJECT_DIR

if ! command -v blockMesh >/dev/null 2>&1; then
    # The bashrc of some releases reads unset variables and fails on its own probes.
    set +eu
    . "$FOAM_AGENT_PROJECT_DIR/etc/bashrc" >/dev/null 2>&1
fi
WM_PROJECT_DIR="$FOAM_AGENT_PROJECT_DIR"
export WM_PROJECT_DIR

if [ -z "${FOAM_TUTORIALS:-}" ] || [ ! -d "$FOAM_TUTORIALS" ]; then
    for candidate in "$FOAM_AGENT_PROJECT_DIR/tutorials" /usr/share/doc/openfoam-examples/examples; do
        if [ -d "$candidate" ]; then FOAM_TUTORIALS="$candidate"; export FOAM_TUTORIALS; break; fi
    done
fi

foam_agent_version() {
    if [ -n "${WM_PROJECT_VERSION:-}" ]; then echo "$WM_PROJECT_VERSION"; return; fi
    sed -n 's/^[[:space:]]*export[[:space:]]*WM_PROJECT_VERSION=\([^[:space:]#]*\).*/\1/p' \
        "$FOAM_AGENT_PROJECT_DIR/etc/bashrc" | head -n 1
}
