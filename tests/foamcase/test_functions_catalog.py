"""The Function1 rows against the installed tutorials: every coefficient a tutorial writes in a
function of time of a boundary condition is a row's, with the row's dimensions."""

from __future__ import annotations

import pytest

from foam_agent.foamcase.case.function_entries import function_entries
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from foam_agent.foamcase.catalog.functions import (
    coefficient_keywords,
    function,
    ramp_words,
    relative_of,
)

BOX = DEBIAN_TUTORIALS / "multiphase" / "potentialFreeSurfaceFoam" / "oscillatingBox"
#: Entries of a function's dictionary that are no coefficient of it: its type, and the
#: ``scale`` its value is multiplied by (a vector here, a Function1 in general).
NOT_COEFFICIENTS = frozenset({"type", "scale"})


@pytest.mark.skipif(not BOX.is_dir(), reason="needs the installed tutorials")
def test_every_coefficient_the_tutorial_writes_is_a_row_s() -> None:
    entries = function_entries(BOX)
    assert {entry.row.type for entry in entries} == {"sine", "linearRamp"}
    for entry in entries:
        known = {item.keyword for item in entry.row.coefficients}
        assert set(entry.entries) - NOT_COEFFICIENTS <= known, entry
        assert entry.patch == "floatingObject"
        assert entry.dimensions == (0, 1, -1, 0, 0, 0, 0)


def test_the_rows_agree_on_each_keyword_s_dimensions() -> None:
    for keyword in coefficient_keywords():
        assert relative_of(keyword) is not None, keyword
    assert relative_of("frequency") == "frequency"
    assert relative_of("duration") == "time"
    assert "ramp" in ramp_words()
    assert function("sine") is not None and function("uniformFixedValue") is None
