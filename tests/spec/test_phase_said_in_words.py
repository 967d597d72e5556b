"""A property whose own words name one phase of the case ("particle diameter 0.4 mm" in a
fluidised bed of ``particles`` and ``air``) is that phase's; the constant diameter model's
``d`` holds a particle diameter as the isothermal model's ``d0`` does.

Why: the diameter was refused as ambiguous ("several 'd' entries: name the phase") and stayed
the tutorial's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BED = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "fluidisedBed"


@pytest.mark.parametrize(("prompt", "diameter"), [
    ("twoPhaseEulerFoam laminar fluidisedBed (particles and air): particle diameter 0.5 mm.",
     5e-4),
    ("Gas-solid bed from the laminar fluidisedBed tutorial, with a particle diameter of "
     "250 microns.", 2.5e-4),
])
def test_the_words_name_the_phase_whose_diameter_it_is(tmp_path: Path, prompt: str,
                                                        diameter: float) -> None:
    case = copy_tutorial(BED, tmp_path / "case")
    spec = bind_to_case(parse_spec(prompt), case)
    apply_requirements(case, spec.stated)
    phases = FoamFile(case / "constant" / "phaseProperties")
    assert phases["particles", "constantCoeffs", "d"] == pytest.approx(diameter)
    assert phases["air", "constantCoeffs", "d"] == 1
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("d ")]
    assert rows and all(row.met for row in rows)
