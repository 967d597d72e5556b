"""Which setFields region a stated value is for, where the selector named fits several: a
phase fraction goes to the one region filling its phase alike; anything else stays unplaced."""

from __future__ import annotations

from typing import Any

import pytest

from foam_agent.foamcase.case.set_fields import region_for

#: A three-phase start with two boxes: one fills the brine, the other empties it.
REGIONS: list[Any] = [
    ("boxToCell", {"box": ([0, 0, 0], [1, 1, 1]),
                   "fieldValues": ["volScalarFieldValue", "alpha.brine", 1,
                                   "volScalarFieldValue", "T", 300]}),
    ("boxToCell", {"box": ([1, 0, 0], [2, 2, 1]),
                   "fieldValues": ["volScalarFieldValue", "alpha.brine", 0,
                                   "volScalarFieldValue", "T", 300]}),
]


@pytest.mark.parametrize(("field", "value", "index"), [
    ("alpha.brine", 1, 0),      # the box filling the brine
    ("alpha.brine", 0.8, 0),
    ("alpha.brine", 0, 1),      # the box emptying it
    ("alpha.oil", 1, None),     # no box sets it
    ("T", 350, None),           # no phase: both boxes fit alike
    ("alpha.brine", None, None),
])
def test_a_phase_fraction_picks_the_box_filling_its_phase_alike(field: str, value: Any,
                                                               index: int | None) -> None:
    assert region_for(REGIONS, field, "boxToCell", value) == index
