"""Facts about OpenFOAM installations and the shell helpers shared by every runner."""

from foam_agent.agents.openfoam.installation import (
    Installation,
    InstallationNotFound,
    dialect_of,
    find_local_installation,
    shell_dir,
)

__all__ = [
    "Installation",
    "InstallationNotFound",
    "dialect_of",
    "find_local_installation",
    "shell_dir",
]
