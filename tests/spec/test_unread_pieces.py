"""A "not understood" row quotes what no reader read: the pieces at the end of its clause,
after a colon or semicolon, whose every number a reader took are left out, so the audit can
hold the rest against the case; a piece before the unread number stays, as it may say what
that number is of."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("text", "unread"), [
    ("Convection in a fluid layer 0.5 m deep: the bottom is held at 310 K and the top at "
     "300 K. Run 100 s.", "Convection in a fluid layer 0.5 m deep"),
    ("Convection in a fluid layer 0.5 m deep; the bottom is held at 310 K. Run 100 s.",
     "Convection in a fluid layer 0.5 m deep"),
    # The unread number is in the last piece: the piece before it stays.
    ("The inlet at 2 m/s: a blend factor 0.4 for it. Run 100 s.",
     "The inlet at 2 m/s: a blend factor 0.4 for it"),
])
def test_a_row_quotes_what_no_reader_read(text: str, unread: str) -> None:
    assert parse_spec(text).unparsed == (unread,)
