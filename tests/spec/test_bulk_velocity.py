"""A bulk velocity said in words or by its symbol binds boundaryFoam's ``Ubar`` and is
written along the entry's own direction.

Why: a round-18 request drove the channel "at a bulk velocity of 25 ft/s"; no reader knew
the quantity, and ``Ubar`` kept the tutorial's speed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

PROFILE = DEBIAN_TUTORIALS / "incompressible" / "boundaryFoam" / "boundaryWallFunctionsProfile"


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize("prompt", [
    "boundaryFoam channel profile, driven at a bulk velocity of 25 ft/s.",
    "1-D channel with boundaryFoam; bulk mean velocity 7.62 m/s",
    "boundaryFoam: U_b = 7.62 m/s, kEpsilon.",
])
def test_a_bulk_velocity_binds_ubar_in_si(prompt: str) -> None:
    assert _properties(prompt)["Ubar"] == pytest.approx(7.62)


def test_a_bulk_velocity_in_a_unit_of_other_dimensions_binds_nothing() -> None:
    assert "Ubar" not in _properties("boundaryFoam channel, bulk velocity 3 kg")


def test_the_speed_is_written_along_ubar_s_direction_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(PROFILE, tmp_path / "case")
    spec = parse_spec("boundaryFoam channel profile, bulk velocity of 25 ft/s.")
    apply_requirements(case, spec.stated)
    written = FoamFile(case / "constant" / "transportProperties")["Ubar"]
    assert list(written) == pytest.approx([7.62, 0, 0])  # type: ignore[arg-type]
    rows = [row for row in audit_case(spec, case) if row.requirement == "Ubar"]
    assert rows and all(row.met for row in rows)
