"""foamlib's list parser made linear in the list's length, for every ``FoamFile`` of the process.

Why: foamlib 1.7 tries each item of a list as a keyword entry (``name value;``) before taking it
as data. For a table (``57 ( (1.5 1.5 …) (1.4 1.4 …) … )``, a waves tutorial's
``waveProperties``) the attempt takes the item as the keyword, reads every following row as its
value, finds no ``;`` and starts again at the next row: parsing grows with the square of the
rows, and composing such a case never ended. About ninety places open a case's files with
``FoamFile`` directly, so the fix sits under them all, in the one function that makes the
attempt, rather than in a reader of our own beside foamlib's.

What changes: an item that begins with a character no OpenFOAM keyword begins with (a list's
``(``, a dimension set's ``[``, a number's digit, sign or point) is tried as a keyword only when
a dictionary follows it (foamlib reads a phase pair's ``(air in water) { ... }`` as one keyword
entry); otherwise it is read as data at once, as foamlib would after the failed attempt. Every
item that can be a keyword (a word, a quoted regex) is tried exactly as before.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

#: First bytes of a list item that no keyword starts with: OpenFOAM reads a token starting
#: with ``(`` or ``[`` as punctuation and one starting with a digit, sign or point as a number.
NOT_KEYWORD_STARTS = frozenset(b"([0123456789+-.")

#: The attribute marking foamlib's keyword-entry parser as already guarded.
_GUARDED = "_foam_agent_linear_lists"


def _guarded(parse_keyword_entry: Callable[[bytes | bytearray, int], Any],
             parse_error: Callable[..., Exception],
             parse_data_entry: Callable[[bytes | bytearray, int], tuple[Any, int]],
             skip: Callable[[bytes | bytearray, int], int]
             ) -> Callable[[bytes | bytearray, int], Any]:
    """``parse_keyword_entry`` that fails at once, as it would after reading the rest of the
    list, on an item no keyword can start, unless a dictionary follows the item (a phase
    pair's ``(air in water) { ... }``, which foamlib reads as one keyword entry)."""

    @functools.wraps(parse_keyword_entry)
    def parse(contents: bytes | bytearray, pos: int) -> Any:
        if contents[pos:pos + 1] and contents[pos] in NOT_KEYWORD_STARTS:
            _, after = parse_data_entry(contents, pos)
            after = skip(contents, after)
            if contents[after:after + 1] != b"{":
                raise parse_error(contents, pos, expected="keyword")
        return parse_keyword_entry(contents, pos)

    setattr(parse, _GUARDED, True)
    return parse


def make_list_parsing_linear() -> bool:
    """Guard foamlib's keyword-entry parser (see the module's docstring); idempotent.

    Returns whether the guard is in place: False when foamlib's private parser has no such
    function (another foamlib version), which the test of this module reports.
    """
    from foamlib._files._parsing import _parser

    current = getattr(_parser, "_parse_keyword_entry", None)
    if current is None:
        return False
    if not getattr(current, _GUARDED, False):
        _parser._parse_keyword_entry = _guarded(  # type: ignore[assignment]
            current, _parser.ParseError, _parser._parse_data_entry, _parser._skip)
    return True
