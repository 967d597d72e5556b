"""foamlib's parse of a dictionary's bytes, done once per distinct content.

Why: composing one case writes it to a fresh workspace at each step (the tutorial, its generated
mesh, the re-applied values) and every editor, reader and audit row opens its own ``FoamFile``;
foamlib keeps a parse per ``FoamFile`` object, so the same unchanged text was parsed again by
each of them (224 parses for one cylinder request, a generated blockMeshDict three times at
9 s each). The parse depends on the bytes alone, so it is kept by the bytes: a file written
since has other bytes and is parsed afresh, whatever its path, size or modification time (an
edit within one clock tick, same size, would fool a key of path + size + mtime). Each reader
gets its own copy, so an editor's change to its ``FoamFile`` reaches no other reader.

The hooks are the two places foamlib parses text: where a ``FoamFile`` builds its parse
(``foamlib._files._io.ParsedFile``) and the parse behind ``FoamFile.loads``
(``foamlib._files.files.parse``), so every reader of the process shares them and no caller
changes; ``tests/foamcase/test_parse_cache.py`` holds the hooks to foamlib's behaviour (two
readers, one parse; a changed file read anew; an edit reaching no other reader).
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from foamlib._files import _io, files
from foamlib._files._parsing import ParsedFile, parse

#: Distinct texts whose parse is kept: every dictionary of a few candidate cases, each
#: composed in several workspaces (a case has 20 to 60 files).
MAX_KEPT = 256
#: Texts longer than this are parsed each time: a case dictionary is a few kilobytes (a
#: reaction mechanism tens), and a non-uniform field or mesh list of megabytes would hold its
#: parse (many times its size) in memory for the rest of the process.
MAX_KEPT_BYTES = 200_000


def parsed_file(contents: bytes | bytearray, /) -> ParsedFile:
    """The parse of ``contents``, foamlib's own, parsed at most once per distinct text while
    kept (:data:`MAX_KEPT`); a copy the caller may edit.

    Raises:
        foamlib.FoamFileDecodeError: ``contents`` is not an OpenFOAM dictionary (a failed
            parse is not kept: the caller reports it, and such files are rare).
    """
    if len(contents) > MAX_KEPT_BYTES:
        return ParsedFile(contents)
    return copy.deepcopy(_parsed(bytes(contents)))


@functools.lru_cache(maxsize=MAX_KEPT)
def _parsed(contents: bytes) -> ParsedFile:
    """The kept parse of ``contents``; never handed out, only copied (``functools`` compares
    the whole text on a hash match, so two texts never share a parse)."""
    return ParsedFile(contents)


def parsed_text(contents: bytes | bytearray | str, /, *, target: Any) -> Any:
    """foamlib's standalone parse of ``contents`` as ``target`` (what ``FoamFile.loads``
    asks for), parsed at most once per distinct text while kept; a copy the caller may edit.

    Raises:
        foamlib.FoamFileDecodeError: ``contents`` does not parse as ``target`` (not kept).
    """
    text = contents.encode() if isinstance(contents, str) else bytes(contents)
    if len(text) > MAX_KEPT_BYTES:
        return parse(text, target=target)
    return copy.deepcopy(_parsed_text(text, target))


@functools.lru_cache(maxsize=MAX_KEPT)
def _parsed_text(contents: bytes, target: Any) -> Any:
    """The kept standalone parse of ``contents``; never handed out, only copied."""
    return parse(contents, target=target)


def parses_kept() -> int:
    """How many texts have been parsed and kept, by either parse (for tests and profiles)."""
    return _parsed.cache_info().currsize + _parsed_text.cache_info().currsize


def install() -> None:
    """Make foamlib parse every file and every ``loads`` text through :func:`parsed_file` and
    :func:`parsed_text`. Idempotent."""
    _io.ParsedFile = parsed_file  # type: ignore[misc,assignment]
    files.parse = parsed_text
