"""Reading OpenFOAM's fatal error messages: which file, which entry, which patch, which name.

Why: each review rule needs the object of the error, not just its class. OpenFOAM names it in
a few fixed shapes ("Unknown patchField type fooSlip", "Entry 'nu' not found in
dictionary \"/…/constant/transportProperties\"", "file: /…/system/fvSchemes.ddtSchemes.default
at line 20"); absolute paths are mapped back onto the case's relative file names.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from foam_agent.foamcase.lazy_pattern import lazy_regex

_CASE_PART = lazy_regex(r"/((?:0(?:\.orig)?|constant|system)/\S*)")
_UNKNOWN_PATCH_TYPE = lazy_regex(r"Unknown patchField type (\S+)", re.IGNORECASE)
_MISSING_ENTRY = lazy_regex(
    r"(?:Entry|keyword) '?([^'\s]+)'? (?:is undefined|not found) in dictionary \"?([^\"\s]+)",
    re.IGNORECASE,
)
_UNKNOWN_NAME = lazy_regex(
    r"Unknown (?:[\w ]*?)(?:type|scheme|model|solver|function|keyword)s? (?:type )?'?([\w:.()-]+)",
    re.IGNORECASE,
)
_UNDEFINED_VARIABLE = lazy_regex(
    r"Illegal dictionary entry or environment variable name \"?\$?([\w.:]+)")
_FILE_LINE = lazy_regex(r"file: (\S+?)(?: at line| from line|$)", re.MULTILINE)
_MISSING_FILE = lazy_regex(
    r"cannot find file \"([^\"]+)\"|cannot open file (?:\"([^\"]+)\"|(\S+))|"
    r"could not (?:find|open) (?:file )?\"?([^\"\s]+)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Location:
    """A case file and the keys inside it (``system/fvSchemes`` + ``ddtSchemes/default``)."""

    file: str
    keys: tuple[str, ...] = ()


def locate(absolute: str, files: Collection[str]) -> Location | None:
    """Map an absolute path from a log onto a case file and the dictionary keys after it.

    OpenFOAM joins a file and its sub-dictionaries with ``.`` in ``file:`` lines and with
    ``/`` in ``dictionary "…"`` quotes; the longest prefix that is a case file is the file.
    A path that names no case file (a missing one) is returned whole.
    """
    tails = [match.group(1).rstrip(".,:;\"'") for match in _CASE_PART.finditer(absolute)]
    if not tails:
        return None
    for tail in reversed(tails):
        cuts = [index for index, char in enumerate(tail) if char in "./"] + [len(tail)]
        for cut in reversed(cuts):
            if tail[:cut] in files:
                keys = tuple(part for part in re.split(r"[./]", tail[cut + 1:]) if part)
                return Location(tail[:cut], keys)
    return Location(tails[-1])


def unknown_patch_type(fatal: str) -> str | None:
    """A boundary condition type the solver does not know."""
    match = _UNKNOWN_PATCH_TYPE.search(fatal)
    return match.group(1) if match else None


def error_file(fatal: str, files: Collection[str]) -> Location | None:
    """The file (and keys) of a ``file: …`` line."""
    match = _FILE_LINE.search(fatal)
    return locate(match.group(1), files) if match else None


def missing_entry(fatal: str, files: Collection[str]) -> Location | None:
    """The required entry a dictionary lacks, as the dictionary's location plus the key."""
    match = _MISSING_ENTRY.search(fatal)
    if match is None:
        return None
    where = locate(match.group(2), files)
    if where is None:
        return None
    return Location(where.file, (*where.keys, match.group(1)))


def unknown_name(fatal: str) -> str | None:
    """A value the solver does not recognise (a scheme, model or solver name)."""
    match = _UNKNOWN_NAME.search(fatal)
    return match.group(1) if match else None


def undefined_variable(fatal: str) -> str | None:
    """A ``$name`` a dictionary uses but neither it nor its includes define."""
    match = _UNDEFINED_VARIABLE.search(fatal)
    return match.group(1) if match else None


def missing_file(fatal: str, files: Collection[str]) -> str | None:
    """The case file a program could not find, relative to the case."""
    match = _MISSING_FILE.search(fatal)
    if match is None:
        return None
    absolute = next(group for group in match.groups() if group)
    where = locate(absolute, files)
    return where.file if where else None
