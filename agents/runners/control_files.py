"""The files through which a runner asks ``driver.sh`` for something, and only the runner.

Why: a runner's requests reach the driver as files in the case (``.foam-agent-np``: run on N
ranks; ``.foam-agent-functions``: run the function objects after the solver), because the case
directory is the one thing every runner hands unchanged to the driver. A case is hostile input:
one that ships its own copy of such a file would make the driver start MPI ranks or a
``postProcess`` nobody asked for. So this process remembers which request files it wrote
itself, and before a run every other file of those names in the case is removed, whatever it
is (a file, a link to the host, a directory). Writing a request never follows a link the case
planted at its name.
"""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

#: The driver reads the number of ranks from this file (``parallel.py``).
RANKS_REQUEST = ".foam-agent-np"
#: The driver reads the fields ``postProcess`` loads after the solver from this file
#: (``functions_after.py``).
FUNCTIONS_REQUEST = ".foam-agent-functions"
#: Every file name the driver obeys; a new request file of the driver's is added here.
CONTROL_FILES = (RANKS_REQUEST, FUNCTIONS_REQUEST)

# Guards _ASKED: runs of one process may be prepared in several threads at once.
_LOCK = threading.Lock()
#: The request files this process wrote and has not withdrawn yet (absolute paths).
_ASKED: set[Path] = set()


def _remove(path: Path) -> None:
    """Remove whatever is at ``path`` without following it (a link goes, not its target)."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)


def write_anew(path: Path, text: str, *, encoding: str = "utf-8") -> None:
    """Write ``text`` as a new file at ``path`` in a case: whatever the case had there is
    removed first, and the file is created without following links (``O_EXCL``,
    ``O_NOFOLLOW``), so a link the case planted at the name cannot carry the write out of it."""
    _remove(path)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    with os.fdopen(descriptor, "w", encoding=encoding) as written:
        written.write(text)


def write_request(case_dir: Path, name: str, text: str) -> Path:
    """Write the request file ``name`` into ``case_dir`` as this process's own.

    Whatever the case had at that name is removed first, and the file is created anew without
    following links, so a planted link cannot carry the write out of the case.
    """
    if name not in CONTROL_FILES:
        raise ValueError(f"'{name}' is no request file of the driver")
    path = case_dir / name
    write_anew(path, text, encoding="ascii")
    with _LOCK:
        _ASKED.add(path)
    return path


def withdraw_request(path: Path) -> None:
    """Remove a request file :func:`write_request` wrote, once its run has ended."""
    with _LOCK:
        _ASKED.discard(path)
    _remove(path)


def remove_planted(case_dir: Path) -> tuple[str, ...]:
    """Remove every request file in ``case_dir`` this process did not write; their names.

    Called on the case just before it runs, so the driver obeys only the runner: a copy the
    case brought (or an earlier run left when its owner was killed) is gone.
    """
    removed = []
    for name in CONTROL_FILES:
        path = case_dir / name
        with _LOCK:
            asked = path in _ASKED
        if not asked and (path.exists() or path.is_symlink()):
            _remove(path)
            removed.append(name)
    return tuple(removed)
