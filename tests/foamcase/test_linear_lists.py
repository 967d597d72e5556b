"""foamlib's list parser guarded so a table parses in time linear in its rows
(foamcase/linear_lists.py).

Why: a waves tutorial's ``waveProperties`` (tables of 57 rows) took longer than any solve to
parse, because foamlib tried each row as a keyword whose value was every following row.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from foamlib._files._parsing import ParsedFile, _parser

from foam_agent.foamcase.case import files  # noqa: F401  (installs the guard)
from foam_agent.foamcase.linear_lists import make_list_parsing_linear

HEADER = b"FoamFile\n{\n    version 2.0;\n    format ascii;\n    class dictionary;\n}\n"


def _table(rows: int, columns: int = 3) -> bytes:
    """A dictionary holding one counted table of ``rows`` rows of ``columns`` numbers."""
    lines = b"\n".join(b"(" + b" ".join(b"%.3f" % (1.5 - 0.01 * row) for _ in range(columns))
                       + b")" for row in range(rows))
    return HEADER + b"paddle\n{\n    periods\n    %d\n    (\n%s\n    );\n}\n" % (rows, lines)


def _cpu_seconds(text: bytes, repeats: int) -> float:
    """The least CPU time of ``repeats`` parses of ``text`` (the least is the least noisy)."""
    best = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        ParsedFile(text)
        best = min(best, time.process_time() - started)
    return best


@pytest.fixture
def unguarded(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """foamlib's own keyword-entry parser, as it was before the guard."""
    monkeypatch.setattr(_parser, "_parse_keyword_entry", _parser._parse_keyword_entry.__wrapped__)
    yield


def _growth() -> float:
    """How much more CPU a table four times as long takes: 4 when linear, 16 when quadratic."""
    return _cpu_seconds(_table(40), repeats=3) / _cpu_seconds(_table(10), repeats=5)


def test_a_table_four_times_longer_takes_about_four_times_the_cpu() -> None:
    assert make_list_parsing_linear()
    assert _growth() < 8


def test_without_the_guard_the_same_table_grows_with_the_square_of_its_rows(
        unguarded: None) -> None:
    """The measurement above would fail on foamlib's own parser (so it tests the guard)."""
    assert _growth() > 8


LISTS = [
    b"a ( (1 2 3) (-4 5.5 6) (.5 +1 2e3) );",
    b"a 3 ( 1 -2 .5 );",
    b"a ( b 1; c (1 2); \"p.*\" 3; );",
    b"a ( { b 1; } { c 2; } );",
    b"a ( in out [0 1 -1 0 0 0 0] );",
    b"a 2{ (1 2) };",
    b"a ( (0 0) (1 1) ) b 4;",
    b"a ( inf nan -1 );",
    b"drag ( (air in water) { type A; } (water in air) { type B; } );",
]


@pytest.mark.parametrize("entry", LISTS)
def test_a_guarded_parse_reads_what_foamlib_read(entry: bytes,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    text = HEADER + entry + b"\n"
    guarded = _parsed(text)
    monkeypatch.setattr(_parser, "_parse_keyword_entry", _parser._parse_keyword_entry.__wrapped__)
    assert guarded == _parsed(text)


def _parsed(text: bytes) -> str:
    """What foamlib makes of ``text``, or the kind of error it raises."""
    try:
        return repr(ParsedFile(text).as_dict())
    except Exception as error:  # noqa: BLE001  (the kind is what is compared)
        return type(error).__name__


def test_the_guard_is_installed_once() -> None:
    assert make_list_parsing_linear() and make_list_parsing_linear()
    assert not hasattr(_parser._parse_keyword_entry.__wrapped__, "__wrapped__")
