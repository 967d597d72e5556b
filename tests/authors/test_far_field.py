"""A stated free-stream state also reaches the far-field entries that held the value it
replaced: prism's supersonicFreestream ``UInf``/``pInf``/``TInf`` and its waveTransmissive
outlet's ``fieldInf``. Before, only the inlet and the initial field changed, and the far field
relaxed the flow to the tutorial's state.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

PRISM = DEBIAN_TUTORIALS / "compressible" / "sonicFoam" / "RAS" / "prism"


def _far_field(case: Path) -> tuple[float, float, float, float]:
    wall = FoamFile(case / "0" / "U")[("boundaryField", "topWall")]
    outlet = FoamFile(case / "0" / "p")[("boundaryField", "outlet", "fieldInf")]
    return float(wall["UInf"][0]), float(wall["pInf"]), float(wall["TInf"]), float(outlet)


@pytest.mark.parametrize("request_text", (
    "sonicFoam prism: inlet pressure 85000 Pa, initial pressure 85000 Pa, inlet velocity "
    "700 m/s, inlet temperature 280 K.",
    "Run the prism case with sonicFoam. The air arrives at 700 m/s, 280 K and 0.85 bar; "
    "start the whole domain at 0.85 bar too.",
))
def test_the_far_field_follows_a_new_free_stream(tmp_path: Path, request_text: str) -> None:
    case = copy_tutorial(PRISM, tmp_path / "case")
    # As the composer does: the spec put in the case's units and places first (a pressure
    # said of the whole case reaches every patch holding the tutorial's level there).
    report = apply_requirements(case, in_case_units(parse_spec(request_text), case).stated)
    assert _far_field(case) == pytest.approx((700, 85000, 280, 85000))
    # pInf follows the new free stream; a level said of the whole case ("start the whole
    # domain at 0.85 bar") writes waveTransmissive's fieldInf itself, as one of its places.
    assert all(edit.follows for edit in report.edits if edit.quantity == "pInf")
    assert any(edit.quantity in ("pInf", "fieldInf") for edit in report.edits)


def test_a_far_field_keeps_its_value_while_the_inlet_keeps_the_old_one(tmp_path: Path) -> None:
    # Only the initial pressure is stated: the inlet still holds the tutorial's 1 bar, so
    # the free stream is unchanged and the far field keeps it.
    case = copy_tutorial(PRISM, tmp_path / "case")
    apply_requirements(case, parse_spec(
        "sonicFoam prism case with an initial pressure of 90000 Pa everywhere.").stated)
    assert _far_field(case)[1] == pytest.approx(100000)
    assert _far_field(case)[3] == pytest.approx(100000)
