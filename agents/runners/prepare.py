"""Making a case ready to run: refuse what is not a case, remove what an earlier run left.

Why: tutorial helpers skip a step whose log already exists, and a stale time directory can pass
for a result, so a run starts from the case's inputs only.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from foam_agent.agents.openfoam.controldict import controldict_entry
from foam_agent.agents.runners.logs import time_directories


class CaseDirError(ValueError):
    """The path given is not something a runner can run; the message says why."""


def validate_case_dir(case_dir: str | Path) -> Path:
    """Return the case directory as an absolute path, or raise :class:`CaseDirError`."""
    path = Path(case_dir).expanduser()
    if not path.exists():
        raise CaseDirError(f"case directory '{case_dir}' does not exist")
    if not path.is_dir():
        raise CaseDirError(f"'{case_dir}' is a file, not a case directory")
    if not any(path.iterdir()):
        raise CaseDirError(f"case directory '{case_dir}' is empty")
    return path.resolve()


def remove_previous_outputs(case_dir: Path) -> list[str]:
    """Delete logs, result time directories, ``processor*`` and ``postProcessing``.

    The ``0`` directory and the one named by ``startTime`` are inputs and are kept.

    Returns:
        The names removed, for the run record.
    """
    keep = {"0"}
    start = controldict_entry(case_dir, "startTime")
    if start is not None:
        keep.add(start)
    removed: list[str] = []
    for name in time_directories(case_dir):
        if name in keep or float(name) == 0:
            continue
        shutil.rmtree(case_dir / name)
        removed.append(name)
    for path in [*case_dir.glob("log.*"), *case_dir.glob("processor*"),
                 case_dir / "postProcessing"]:
        if path.is_symlink() or path.is_file():
            path.unlink()
        elif path.is_dir():
            shutil.rmtree(path)
        else:
            continue
        removed.append(path.name)
    return removed
