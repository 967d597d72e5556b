"""A ``#codeStream`` that only lists points, read as the literal list it writes, running nothing.

Why: the runner runs no code a dictionary carries (``#codeStream`` compiles and runs C++), so a
tutorial whose blockMeshDict computes its vertices that way cannot be meshed as it ships.
potentialFoam's cylinder does so only to write a table of literal points and their mirror in
z; a generated layout of default sizes stood in for it, with other patch names, and the
request's patch values went to patches the case no longer had. Reading such a block as data
keeps the tutorial's own geometry and patches.

The reader is closed: it knows the few statements of a point table (declare, assign a literal
point, take the size, resize, copy each point with its components kept, negated or replaced by
a number, write the table) and gives up on anything else, so a block that computes (splines,
functions, conditions) stays code and is never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A point: its three coordinates.
Point = tuple[float, float, float]

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_NAME = r"[A-Za-z_]\w*"
#: ``KEY #codeStream { codeInclude #{ ... #}; code #{ ... #}; };`` as a dictionary entry.
_CODE_STREAM = lazy_regex(
    r"^(?P<key>[ \t]*" + _NAME + r")[ \t]+#codeStream\s*\{(?P<body>.*?)\n\};?[ \t]*$",
    re.MULTILINE | re.DOTALL)
_VERBATIM = lazy_regex(r"(?P<name>\w+)\s*#\{(?P<text>.*?)#\}\s*;?", re.DOTALL)
_COMMENTS = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_INCLUDE = lazy_regex(r'\s*#include\s+"[\w.]+"\s*')
_DECLARE = lazy_regex(rf"pointField\s+(?P<table>{_NAME})\s*\(\s*(?P<count>\d+)\s*\)")
_ASSIGN = lazy_regex(
    rf"(?P<table>{_NAME})\s*\[\s*(?P<index>\d+)\s*\]\s*=\s*point\s*\(\s*(?P<x>{_NUMBER})\s*,"
    rf"\s*(?P<y>{_NUMBER})\s*,\s*(?P<z>{_NUMBER})\s*\)")
_SIZE = lazy_regex(rf"label\s+(?P<size>{_NAME})\s*=\s*(?P<table>{_NAME})\s*\.\s*size\s*\(\s*\)")
_RESIZE = lazy_regex(
    rf"(?P<table>{_NAME})\s*\.\s*setSize\s*\(\s*(?P<factor>\d+)\s*\*\s*(?P<size>{_NAME})\s*\)")
_COPY = lazy_regex(
    rf"for\s*\(\s*label\s+(?P<i>{_NAME})\s*=\s*0\s*;\s*(?P=i)\s*<\s*(?P<size>{_NAME})\s*;"
    rf"\s*(?:(?P=i)\s*\+\+|\+\+\s*(?P=i))\s*\)\s*\{{\s*const\s+point\s*&\s*(?P<p>{_NAME})\s*="
    rf"\s*(?P<source>{_NAME})\s*\[\s*(?P=i)\s*\]\s*;\s*(?P<target>{_NAME})\s*\[\s*(?P=i)\s*"
    rf"\+\s*(?P=size)\s*\]\s*=\s*point\s*\((?P<parts>[^;{{}}]*)\)\s*;\s*\}}")
_WRITE = lazy_regex(rf"os\s*<<\s*(?P<table>{_NAME})")
_COMPONENT = lazy_regex(rf"(?P<sign>[-+]?)\s*(?P<p>{_NAME})\s*\.\s*(?P<axis>[xyz])\s*\(\s*\)")
_AXES = {"x": 0, "y": 1, "z": 2}


class _NotATable(ValueError):
    """The code does more than list points."""


def literal_code_points(text: str) -> str | None:
    """``text`` (a dictionary) with each ``#codeStream`` entry that only lists points replaced
    by the literal list it would write, or None when it has no such entry or any of its
    ``#codeStream`` entries computes more than a table (see the module's docstring)."""
    replaced = False
    pieces: list[str] = []
    last = 0
    for match in _CODE_STREAM.finditer(text):
        points = _points_of(match.group("body"))
        if points is None:
            return None
        rows = "\n".join(f"    ({_number(x)} {_number(y)} {_number(z)})"
                         for x, y, z in points)
        pieces += [text[last:match.start()], f"{match.group('key')}\n(\n{rows}\n);"]
        last = match.end()
        replaced = True
    return "".join([*pieces, text[last:]]) if replaced else None


def _points_of(body: str) -> list[Point] | None:
    """The points the block's code writes, or None when the block is not a point table."""
    parts = {found.group("name"): found.group("text") for found in _VERBATIM.finditer(body)}
    rest = _VERBATIM.sub("", body).strip()
    if rest or set(parts) - {"codeInclude", "code"} or "code" not in parts:
        return None
    include = _COMMENTS.sub("", parts.get("codeInclude", ""))
    if any(line.strip() and not _INCLUDE.fullmatch(line) for line in include.splitlines()):
        return None
    try:
        return _run_table(_statements(_COMMENTS.sub("", parts["code"])))
    except _NotATable:
        return None


def _statements(code: str) -> list[str]:
    """The code's statements: each ``for`` loop with its braces whole, the rest split at
    ``;``."""
    statements: list[str] = []
    rest = code.strip()
    while rest:
        loop = _COPY.match(rest)
        if loop is not None:
            statements.append(loop.group(0))
            rest = rest[loop.end():].strip()
            continue
        head, semicolon, rest = rest.partition(";")
        if not semicolon or "{" in head or "}" in head:
            raise _NotATable(head)
        statements.append(head.strip())
        rest = rest.strip()
    return statements


def _run_table(statements: Sequence[str]) -> list[Point]:
    """The table after ``statements``, each one of the few a point table is made of."""
    table: list[Point | None] | None = None
    name = ""
    sizes: dict[str, int] = {}
    written: list[Point] | None = None
    for statement in statements:
        if (found := _DECLARE.fullmatch(statement)) is not None and table is None:
            name, table = found.group("table"), [None] * int(found.group("count"))
        elif table is None or written is not None:
            raise _NotATable(statement)
        elif (found := _ASSIGN.fullmatch(statement)) is not None:
            index = int(found.group("index"))
            if found.group("table") != name or index >= len(table):
                raise _NotATable(statement)
            table[index] = (float(found.group("x")), float(found.group("y")),
                            float(found.group("z")))
        elif (found := _SIZE.fullmatch(statement)) is not None and found.group("table") == name:
            sizes[found.group("size")] = len(table)
        elif (found := _RESIZE.fullmatch(statement)) is not None and found.group("table") == name \
                and found.group("size") in sizes:
            wanted = int(found.group("factor")) * sizes[found.group("size")]
            table = [*table, *[None] * (wanted - len(table))][:wanted]
        elif (found := _COPY.fullmatch(statement)) is not None:
            table = _copied(table, name, found, sizes)
        elif (found := _WRITE.fullmatch(statement)) is not None and found.group("table") == name:
            if any(point is None for point in table):
                raise _NotATable(statement)
            written = [point for point in table if point is not None]
        else:
            raise _NotATable(statement)
    if written is None:
        raise _NotATable("no table written")
    return written


def _copied(table: list[Point | None], name: str, loop: re.Match[str],
            sizes: dict[str, int]) -> list[Point | None]:
    """``table`` after a loop writing point ``i + size`` from point ``i``, each component kept,
    negated or a number."""
    size = sizes.get(loop.group("size"))
    if size is None or loop.group("source") != name or loop.group("target") != name \
            or 2 * size > len(table):
        raise _NotATable(loop.group(0))
    parts = [part.strip() for part in loop.group("parts").split(",")]
    if len(parts) != 3:
        raise _NotATable(loop.group(0))
    copied = list(table)
    for index in range(size):
        source = table[index]
        if source is None:
            raise _NotATable(loop.group(0))
        x, y, z = (_component(part, loop.group("p"), source) for part in parts)
        copied[index + size] = (x, y, z)
    return copied


def _component(part: str, point_name: str, source: Point) -> float:
    """One coordinate of a copied point: the source's component, negated or not, or a
    number."""
    if re.fullmatch(_NUMBER, part):
        return float(part)
    found = _COMPONENT.fullmatch(part)
    if found is None or found.group("p") != point_name:
        raise _NotATable(part)
    value = source[_AXES[found.group("axis")]]
    return -value if found.group("sign") == "-" else value


def _number(value: float) -> str:
    """``value`` as OpenFOAM reads it back, ``-0.0`` written ``0``."""
    return f"{value + 0.0:.12g}"
