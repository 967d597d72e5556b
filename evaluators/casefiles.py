"""Reading a case's files for scoring: never through a link, never without a bound.

Why: a submission is untrusted, and so is anything a run wrote into a reference. A log that is
a symlink to a root-only file would put that file's last line into an explanation; a field
declaring ``List<vector> 99999999999 (`` made foamlib's parser spin at full CPU with no end;
a gzipped field can unpack to gigabytes. Every scorer reads through here:
:mod:`foam_agent.foamcase.hostile` opens the file (no symlink followed, no hard-linked or
special file), sizes are bounded, and a declared list count larger than the file could hold
is refused before any parser sees it.

:func:`case_refusal` checks a whole case before VTK's reader, which opens files by path itself,
is let near it.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from typing import BinaryIO

from foam_agent.foamcase.hostile import (
    HostileCaseError,
    first_unsafe_entry,
    open_case_file,
    read_case_bytes,
)

#: Largest dictionary (``controlDict``, ``fvSchemes``, a compared text file) read: the
#: tutorials' largest is under 1 MiB.
MAX_DICTIONARY_BYTES = 16 * 1024 * 1024
#: Largest mesh or field file read (after unpacking): a 10-million-cell vector field in ASCII
#: is about 400 MB, far beyond any FoamBench case.
MAX_DATA_BYTES = 1024 * 1024 * 1024
#: Largest count of a compact ``N{value}`` list: it costs memory, not bytes, so the file's
#: size does not bound it; ten million values is ten times the largest FoamBench mesh.
MAX_COMPACT_LIST = 10_000_000

#: ``N (`` or ``N {``: the start of a counted list, whose ``N`` parsers allocate or loop on.
_DECLARED_COUNT = re.compile(rb"(?<![\w.+-])(\d+)\s*([({])")


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


def gunzip(raw: bytes, max_bytes: int = MAX_DATA_BYTES) -> bytes:
    """``raw`` unpacked, refused when it would unpack to more than ``max_bytes``.

    Raises:
        OSError: Not gzip data, or too large unpacked.
    """
    unpacker = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        data = unpacker.decompress(raw, max_bytes + 1)
    except zlib.error as error:
        raise OSError(f"not gzip data: {error}") from None
    if len(data) > max_bytes or unpacker.unconsumed_tail:
        raise HostileCaseError(f"unpacks to more than {max_bytes} bytes")
    return data


def declared_count_problem(raw: bytes) -> str | None:
    """Why a parser must not be given ``raw``: a list declares more entries than the file can
    hold (every entry takes at least one byte), or a compact ``N{…}`` list more than
    :data:`MAX_COMPACT_LIST`; None when every declared count is plausible."""
    for match in _DECLARED_COUNT.finditer(raw):
        count = int(match.group(1))
        limit = MAX_COMPACT_LIST if match.group(2) == b"{" else len(raw) - match.end()
        if count > limit:
            return (f"declares a list of {count} entries where at most {limit} fit "
                    f"(file of {len(raw)} bytes)")
    return None


def unbalanced_problem(raw: bytes) -> str | None:
    """Why a parser must not be given ``raw``: its parentheses do not balance (a list cut
    short). foamlib's field parser loops without end on a list cut in the middle, so this is
    checked before it sees one (unbalanced braces it reports at once, so they are left to
    it); comments are not told apart, which at worst turns an odd comment into a reported
    parse problem."""
    opened, closed = raw.count(b"("), raw.count(b")")
    if opened != closed:
        return f"is cut short or malformed: {opened} '(' against {closed} ')'"
    return None


def parse_refusal(raw: bytes) -> str | None:
    """Why ``raw`` must not reach foamlib's parser (see :func:`declared_count_problem` and
    :func:`unbalanced_problem`), or None when it may."""
    return declared_count_problem(raw) or unbalanced_problem(raw)


def case_refusal(case: Path) -> str | None:
    """Why the case must not be read at all (a symlink, a hard-linked or special file
    anywhere in it), or None when it may."""
    return first_unsafe_entry(case, ["."])
