"""A phase's own field named in a request ("U.air = (0 0.08 0) m/s", "U_air,in 0.25 ft/s")
binds to that field on the patch its words name; the phase's name is never the patch.

Why: round-18 bubble-column requests set the air's inlet speed so; "U.air" was read as a
keyword vector (a cloud's interpolation dictionary has a keyword of that spelling), the
subscripted form was put on the mixture's U at a patch named after the solver, and the
inlet kept the tutorial's 0.1 m/s.
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
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BUBBLE_COLUMN = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "bubbleColumn"


def _values(prompt: str) -> dict[tuple[str, tuple[str, ...]], object]:
    return {(item.field, item.boundary): item.value
            for item in parse_spec(prompt).stated.boundary_values}


@pytest.mark.parametrize("prompt", [
    "Bubble column with reactingTwoPhaseEulerFoam. Air enters through the inlet at "
    "U.air = (0 0.08 0) m/s.",
    "twoPhaseEulerFoam column: U.air (0 0.08 0) m/s at the inlet.",
    "bubble column; at the inlet set U.air = (0 0.08 0).",
])
def test_a_phase_s_field_by_name_goes_on_the_patch_not_the_phase(prompt: str) -> None:
    values = _values(prompt)
    placed = [boundary for (name, boundary) in values if name == "U.air"]
    assert placed and all("inlet" in boundary for boundary in placed), values
    assert all(value == (0, 0.08, 0) for (name, _), value in values.items() if name == "U.air")


@pytest.mark.parametrize(("prompt", "field", "speed"), [
    ("bubble column, twoPhaseEuler: U_air,in 0.25 ft/s, t_end 40 s", "U.air", 0.0762),
    ("bubble column: U_{in,air} = 0.1 m/s", "U.air", 0.1),
    ("fluidised bed, U_gas_in = 0.3 m/s", "U.gas", 0.3),
])
def test_a_phase_in_a_subscript_names_the_phase_s_field(prompt: str, field: str,
                                                        speed: float) -> None:
    assert _values(prompt)[(field, ("inlet",))] == pytest.approx(speed)


def test_a_subscript_word_that_is_no_phase_binds_no_phase_field() -> None:
    assert not any(name.startswith("U.") for name, _ in _values("column: U_foo,in = 3 m/s"))


def test_the_phase_s_inlet_speed_is_written_along_the_inlet_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(BUBBLE_COLUMN, tmp_path / "case")
    spec = parse_spec("twoPhaseEuler laminar bubble column: U_air,in 0.25 ft/s")
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "U.air").boundary_field["inlet"]["value"]
    assert list(inlet) == pytest.approx([0, 0.0762, 0])
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("U.air")]
    assert rows and all(row.met for row in rows)


EULER_COLUMN = DEBIAN_TUTORIALS / "multiphase" / "multiphaseEulerFoam" / "bubbleColumn"


@pytest.mark.parametrize("prompt", [
    "Bubble column: air is blown in through the bottom at 0.08 m/s.",
    "A water column; the air enters at the inlet with 0.08 m/s.",
])
def test_a_speed_said_of_a_phase_goes_to_that_phase_s_field(tmp_path: Path,
                                                            prompt: str) -> None:
    case = copy_tutorial(EULER_COLUMN, tmp_path / "case")
    water = (case / "0" / "U.water").read_text()
    spec = parse_spec(prompt)
    apply_requirements(case, in_case_units(spec, case).stated)
    inlet = FoamFieldFile(case / "0" / "U.air").boundary_field["inlet"]["value"]
    assert list(inlet) == pytest.approx([0, 0.08, 0])
    assert (case / "0" / "U.water").read_text() == water, "the other phase keeps its own"
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("U.air")]
    assert rows and all(row.met for row in rows)
