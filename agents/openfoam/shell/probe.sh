#!/bin/sh
# Describe the OpenFOAM installation of this machine (or container) for foam-agent:
# "key=value" lines, then one "app NAME" line per OpenFOAM program.
set -u
. "$(dirname "$0")/foam_env.sh"

echo "project_dir=$FOAM_AGENT_PROJECT_DIR"
echo "version=$(foam_agent_version)"
echo "tutorials_dir=${FOAM_TUTORIALS:-}"

list_applications() {
    found=0
    for dir in "${FOAM_APPBIN:-}" "${FOAM_SITE_APPBIN:-}" "${FOAM_USER_APPBIN:-}"; do
        if [ -n "$dir" ] && [ -d "$dir" ]; then ls -1 "$dir"; found=1; fi
    done
    if [ "$found" = 0 ] && command -v dpkg-query >/dev/null 2>&1; then
        # Debian puts every program in /usr/bin, so the package list tells ours from the rest.
        dpkg-query -L openfoam 2>/dev/null | sed -n 's|^/usr/bin/\([^/]*\)$|\1|p'
    fi
}
list_applications | sort -u | sed 's/^/app /'
