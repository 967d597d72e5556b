"""Reading a case's files for scoring: never through a link, never without a bound.

Why: a submission is untrusted, and so is anything a run wrote into a reference. A log that is
a symlink to a root-only file would put that file's last line into an explanation; a field
declaring ``List<vector> 99999999999 (`` made foamlib's parser spin at full CPU with no end;
a gzipped field can unpack to gigabytes. Every scorer reads through here:
:mod:`foam_agent.foamcase.hostile` opens the file (no symlink followed, no hard-linked or
special file) and sizes are bounded; its ``parse_refusal`` and ``gunzip`` keep hostile content
(a declared list count larger than the file could hold, a list cut short, a gzip bomb) from
the parsers.

:func:`case_refusal` checks a whole case before VTK's reader, which opens files by path itself,
is let near it.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from foam_agent.foamcase.hostile import first_unsafe_entry, open_case_file, read_case_bytes

#: Largest dictionary (``controlDict``, ``fvSchemes``, a compared text file) read: the
#: tutorials' largest is under 1 MiB.
MAX_DICTIONARY_BYTES = 16 * 1024 * 1024
#: Largest mesh or field file read (after unpacking): a 10-million-cell vector field in ASCII
#: is about 400 MB, far beyond any FoamBench case.
MAX_DATA_BYTES = 1024 * 1024 * 1024


def open_case_path(path: Path) -> BinaryIO:
    """Open ``path`` for reading without following it (its folder is the root it is read in).

    Raises:
        OSError: Missing or unreadable; :class:`HostileCaseError` for a symlink, a hard-linked
            or special file.
    """
    return open_case_file(path.parent, path.name)


def read_case_path(path: Path, max_bytes: int = MAX_DICTIONARY_BYTES) -> bytes:
    """The bytes of ``path`` (see :func:`open_case_path`), refused beyond ``max_bytes``."""
    return read_case_bytes(path.parent, path.name, max_bytes)


def case_refusal(case: Path) -> str | None:
    """Why the case must not be read at all (a symlink, a hard-linked or special file
    anywhere in it), or None when it may."""
    return first_unsafe_entry(case, ["."])
