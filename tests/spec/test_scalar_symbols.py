"""A passive scalar's concentration by its subscripted symbol ("c_in = 2.5", "c0 = 0") binds
to the field scalarTransportFoam keeps it in, on the place the subscript names, and is
written only in that solver's case.

Why: a round-18 request set "c_in = 2.5, c0 = 0" on the pitzDaily scalar case; the symbols
were taken for keywords no case has and the inlet kept the tutorial's 1. A temperature's
``T`` (same name, same dimensions) must never take a concentration.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

SCALAR = DEBIAN_TUTORIALS / "basic" / "scalarTransportFoam" / "pitzDaily"
HOT_ROOM = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantBoussinesqSimpleFoam" / "hotRoom"


def _values(prompt: str) -> dict[tuple[str, str], object]:
    return {(item.field, item.boundary[0]): item.value
            for item in parse_spec(prompt).stated.boundary_values}


@pytest.mark.parametrize("prompt", [
    "tracer on the pitzDaily step with scalarTransportFoam: c_in = 2.5, c0 = 0",
    "passive scalar, backward step. c_inlet: 2.5 and c_0 = 0.",
    "scalar transport on pitzDaily, C_in = 2.5; C_init = 0",
])
def test_a_concentration_s_subscript_says_where(prompt: str) -> None:
    values = _values(prompt)
    assert values[("T", "inlet")] == 2.5
    assert values[("T", INTERNAL)] == 0


def test_a_concentration_in_a_unit_of_other_dimensions_binds_no_field() -> None:
    assert ("T", "inlet") not in _values("scalar on pitzDaily, c_in = 3 m/s")


def test_the_concentration_is_written_in_the_scalar_case(tmp_path: Path) -> None:
    case = copy_tutorial(SCALAR, tmp_path / "case")
    spec = parse_spec("scalarTransportFoam pitzDaily: c_in = 2.5, c0 = 0.5")
    apply_requirements(case, spec.stated)
    field = FoamFieldFile(case / "0" / "T")
    assert field.boundary_field["inlet"]["value"] == 2.5
    assert field.internal_field == 0.5
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("T ")]
    assert len(rows) == 2 and all(row.met for row in rows)


def test_a_temperature_never_takes_a_concentration(tmp_path: Path) -> None:
    case = copy_tutorial(HOT_ROOM, tmp_path / "case")
    before = [path.read_text() for path in sorted((case / "0").glob("T*"))]
    spec = parse_spec("hot room: c0 = 1")
    apply_requirements(case, spec.stated)
    assert [path.read_text() for path in sorted((case / "0").glob("T*"))] == before
    rows = [row for row in audit_case(spec, case) if row.phrase == "c0 = 1"]
    assert rows and not any(row.met for row in rows)
