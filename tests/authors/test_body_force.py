"""A driving body force per unit mass becomes the explicit part of the case's momentum source on
U (planarPoiseuille's ``momentumSource``), made in ``constant/fvOptions`` when the followed case
has none, and audited; a case that holds a mean velocity, or a solver without fvOptions, is an
unmet row with why.

The wordings are this file's own; the kind comes from the blind sets (a body force and a
pressure gradient over density stated as an acceleration, left "not understood").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.values.body_force import read_body_force
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

POISEUILLE = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "laminar" / "planarPoiseuille"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"
CHANNEL = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "LES" / "channel395"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"
needs_tutorials = pytest.mark.skipif(not POISEUILLE.is_dir(), reason="needs the tutorials")


@pytest.mark.parametrize(("text", "size", "direction"), [
    ("The film is pushed by a body force of 0.3 m/s^2 in the -y direction.", 0.3, (0, -1, 0)),
    ("a pressure gradient equivalent to an acceleration of 1.5 m/s² along the channel", 1.5,
     None),
    ("momentum source with explicit part (0 0 4)", 4, (0, 0, 1)),
    ("driving force 3 ft/s^2 along x", 0.9144, (1, 0, 0)),
])
def test_a_driving_acceleration_is_read(text: str, size: float,
                                        direction: tuple[float, ...] | None) -> None:
    reading = read_body_force(normalize(text))
    assert reading is not None
    assert reading.force.magnitude == pytest.approx(size)
    assert reading.force.direction == direction


@pytest.mark.parametrize("text", [
    "gravity is 9.81 m/s^2 downwards",
    "the buoyancy force follows g = 9.81 m/s^2",
    "the inlet speed is 2 m/s",
])
def test_gravity_and_speeds_are_no_driving_force(text: str) -> None:
    assert read_body_force(normalize(text)) is None


def _source(case: Path) -> object:
    return FoamFile(case / "constant" / "fvOptions")["momentumSource"]["injectionRateSuSp"]["U"]  # type: ignore[index]


def _rows(text: str, case: Path) -> list[object]:
    return [row for row in audit_case(parse_spec(text), case)
            if row.requirement.startswith("driving body force")]


@needs_tutorials
def test_the_case_s_source_takes_the_stated_force(tmp_path: Path) -> None:
    text = "pimpleFoam planarPoiseuille, driven by a body force of 3 m/s^2 along +x. Run 5 s."
    case = copy_tutorial(POISEUILLE, tmp_path / "case")
    apply_requirements(case, parse_spec(text).stated)
    assert _source(case) == [[3, 0, 0], 0]
    rows = _rows(text, case)
    assert len(rows) == 1 and rows[0].met, rows  # type: ignore[attr-defined]


@needs_tutorials
def test_a_source_is_made_when_the_case_has_none(tmp_path: Path) -> None:
    text = ("simpleFoam pitzDaily: the flow is driven by an extra body force of 0.5 m/s^2 "
            "streamwise.")
    case = copy_tutorial(PITZ, tmp_path / "case")
    assert not (case / "constant" / "fvOptions").exists()
    apply_requirements(case, parse_spec(text).stated)
    assert _source(case) == [[0.5, 0, 0], 0]
    rows = _rows(text, case)
    assert len(rows) == 1 and rows[0].met, rows  # type: ignore[attr-defined]


@needs_tutorials
@pytest.mark.parametrize(("tutorial", "why"), [(CHANNEL, "meanVelocityForce"),
                                               (CAVITY, "reads no fvOptions")])
def test_a_case_that_cannot_take_it_says_why(tmp_path: Path, tutorial: Path, why: str) -> None:
    text = "the flow is driven by a body force of 2 m/s^2 in the x direction"
    case = copy_tutorial(tutorial, tmp_path / "case")
    report = apply_requirements(case, parse_spec(text).stated)
    assert any(why in skip.reason for skip in report.skips), report.skips
    rows = _rows(text, case)
    assert len(rows) == 1 and not rows[0].met  # type: ignore[attr-defined]
