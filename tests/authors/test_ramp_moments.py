"""A ramp said by its moments ("from 1 bar at the start to 1.25 bar after 1 s", "from 300 K at
t = 0 to 350 K at t = 20 s", "over the first minute") is the same ramp from t = 0 as one said
by its length; a ramp on a condition that keeps its value in time itself (a
``uniformTotalPressure``'s ``p0``) is written there, the condition kept; a ramp of a pressure
is refused by a case whose p is kinematic.

The round-14 wording "rises linearly from 1 bar at the start to 1.25 bar after one second"
had been "not understood".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.ramps import read_ramps
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

T_JUNCTION = DEBIAN_TUTORIALS / "compressible" / "rhoPimpleFoam" / "RAS" / "TJunction"
KINEMATIC_T_JUNCTION = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "RAS" / "TJunction"


@pytest.mark.parametrize(("words", "ramp"), [
    ("The inlet pressure rises linearly from 2 bar at the start to 2.5 bar after 0.5 seconds.",
     ("p", ("inlet",), 200000, 250000, 0.5)),
    ("the hot wall temperature increases linearly from 300 K at t = 0 to 350 K at t = 20 s.",
     ("T", ("hot wall",), 300, 350, 20.0)),
    ("the inlet speed goes from 0.5 m/s to 2 m/s by t = 0.4 s", ("U", ("inlet",), 0.5, 2, 0.4)),
    ("the lid speed increases from 0 to 3 m/s in the first minute",
     ("U", ("lid",), 0, 3, 60.0)),
    ("The outlet is held at a pressure that falls\nlinearly from 2 bar at the start to 1.5 bar "
     "after 3 s.", ("p", ("outlet",), 200000, 150000, 3.0)),
])
def test_a_ramp_said_by_its_moments(words: str, ramp: tuple[object, ...]) -> None:
    (found,) = read_ramps(words).ramps
    assert (found.field, found.boundary, found.start, found.end, found.duration) == ramp


def test_a_ramp_starting_later_is_no_table_from_zero() -> None:
    """A start at t = 5 s is no ramp from t = 0: it is not read as one (the words stay not
    understood)."""
    assert not read_ramps("the hot wall temperature increases linearly from 300 K at t = 5 s "
                          "to 350 K at t = 20 s.").ramps


def test_a_total_pressure_ramp_stays_a_total_pressure(tmp_path: Path) -> None:
    case = copy_tutorial(T_JUNCTION, tmp_path / "case")
    spec = parse_spec("rhoPimpleFoam TJunction: the total pressure at the inlet increases "
                      "linearly from 1.1 bar at t = 0 to 1.3 bar by t = 0.8 s. Run 1 s.")
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "p").boundary_field["inlet"]
    assert inlet["type"] == "uniformTotalPressure"
    assert inlet["p0"][0] == "table"
    assert [[float(a), float(b)] for a, b in inlet["p0"][1]] == [[0, 110000], [0.8, 130000]]
    rows = [row for row in audit_case(spec, case) if "ramp in time" in row.requirement]
    assert len(rows) == 1 and rows[0].met and rows[0].entry == "boundaryField/inlet/p0"


def test_a_pressure_ramp_is_refused_by_a_kinematic_pressure(tmp_path: Path) -> None:
    """pimpleFoam keeps p / rho: 1 bar written there would be a pressure 1000 times off; with
    no density known the ramp is read and not applied."""
    case = copy_tutorial(KINEMATIC_T_JUNCTION, tmp_path / "case")
    spec = parse_spec("pimpleFoam TJunction: the inlet total pressure rises linearly from "
                      "1 bar to 1.2 bar over 1 s.")
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "p").boundary_field["inlet"]
    assert "100000" not in str(inlet.get("p0")) and "120000" not in str(inlet.get("p0"))
    converted = in_case_units(spec, case)
    assert not converted.stated.ramps
    assert [item.words for item in converted.not_applied] == [spec.stated.ramps[0].source]


def test_a_pressure_ramp_is_divided_by_the_stated_density(tmp_path: Path) -> None:
    """With the fluid's density stated, a gauge ramp in Pa is p / rho at both ends."""
    case = copy_tutorial(KINEMATIC_T_JUNCTION, tmp_path / "case")
    spec = in_case_units(parse_spec(
        "pimpleFoam TJunction with a liquid of density 800 kg/m^3: the inlet total pressure "
        "rises linearly from 200 Pa to 600 Pa (gauge) over 2 s."), case)
    (ramp,) = spec.stated.ramps
    assert (ramp.start, ramp.end) == (0.25, 0.75) and "800" in ramp.conversion
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "p").boundary_field["inlet"]
    assert [[float(a), float(b)] for a, b in inlet["p0"][1]] == [[0, 0.25], [2, 0.75]]
    rows = [row for row in audit_case(spec, case) if "ramp in time" in row.requirement]
    assert len(rows) == 1 and rows[0].met
