"""The one directory an MCP client may name paths in.

Why: an assistant's tool arguments are untrusted text; a path outside the configured root
(``..``, an absolute path elsewhere, a symlink out) could make the server run, overwrite or
read files the user never offered. Every path argument is resolved here, symlinks included,
and refused unless it lands inside the root.
"""

from __future__ import annotations

from pathlib import Path


class WorkspaceError(ValueError):
    """A path argument that is outside the workspace or not what the tool needs."""


class Workspace:
    """Resolves client-given paths inside ``root``."""

    def __init__(self, root: Path) -> None:
        self.root = root.expanduser().resolve()
        if not self.root.is_dir():
            raise WorkspaceError(f"workspace root '{root}' is not a directory")

    def resolve(self, path: str) -> Path:
        """``path`` (relative to the root, or absolute inside it) as an absolute path.

        Raises:
            WorkspaceError: The path, once symlinks are followed, is outside the root.
        """
        if not path.strip() or "\0" in path:
            raise WorkspaceError("the path is empty")
        candidate = Path(path).expanduser()
        resolved = (candidate if candidate.is_absolute() else self.root / candidate).resolve()
        if resolved != self.root and self.root not in resolved.parents:
            raise WorkspaceError(f"'{path}' is outside the workspace {self.root}")
        return resolved

    def existing_dir(self, path: str) -> Path:
        """:meth:`resolve`, and the result must be an existing directory."""
        resolved = self.resolve(path)
        if not resolved.is_dir():
            raise WorkspaceError(f"'{path}' is not a directory in the workspace")
        return resolved
