"""Scalar keywords that only a boundary condition holds: waveMakerFlap's ``waveMaker`` keeps
``waveHeight``, ``wavePeriod``, ``initialDepth`` and ``rampTime`` in 0/pointDisplacement's
``leftwall`` entry, and no ``constant`` dictionary names them.

The reader binds each by the case's own name, the editor writes it at that entry and the audit
reads it back from there (it had ended "the case has no 'waveHeight' entry").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS, case_vocabulary

FLAP = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "laminar" / "waves" / "waveMakerFlap"
STATED = {"waveHeight": 0.08, "wavePeriod": 2.5, "initialDepth": 0.4, "rampTime": 1.0}
REQUESTS = (
    "Run the waveMakerFlap interFoam case with the flap paddle set to waveHeight 0.08 m, "
    "wavePeriod 2.5 s, initialDepth 0.4 m and rampTime 1 s.",
    "interFoam flap wave maker (waveMakerFlap). On leftwall the waveMaker gets "
    "initialDepth = 0.4 m, rampTime = 1 s, waveHeight = 0.08 m, wavePeriod = 2.5 s.",
    "waveMakerFlap tutorial: waveHeight: 0.08; wavePeriod: 2.5; initialDepth: 0.4; "
    "rampTime: 1.",
)


def test_the_vocabulary_holds_a_condition_s_compound_numbers_only() -> None:
    keywords = case_vocabulary(FLAP).keywords
    assert {"initialDepth", "rampTime", "wavePhase"} <= set(keywords)
    # An ordinary word ("value", "n") and a word-valued entry ("motionType flap") stay out.
    assert not {"value", "n", "x0", "motionType", "type"} & set(keywords)


@pytest.mark.parametrize("request_text", REQUESTS)
def test_each_number_lands_on_the_condition_and_is_audited(tmp_path: Path,
                                                           request_text: str) -> None:
    case = copy_tutorial(FLAP, tmp_path / "case")
    spec = parse_spec(request_text)
    apply_requirements(case, spec.stated)
    for folder in ("0", "0.orig"):
        path = case / folder / "pointDisplacement"
        if path.is_file():
            held = FoamFile(path)[("boundaryField", "leftwall")]
            assert {name: float(held[name]) for name in STATED} == pytest.approx(STATED)
    # A wave maker's keywords are also described coefficients of wave generation, audited
    # as "waveHeight (wave generation)": the keyword leads the requirement either way.
    rows = [row for row in audit_case(spec, case) if row.requirement.split(" ")[0] in STATED]
    assert {row.requirement.split(" ")[0] for row in rows} == set(STATED)
    assert all(row.met for row in rows)
    assert {row.entry for row in rows} == {f"boundaryField/leftwall/{name}" for name in STATED}


def test_the_tutorial_s_own_numbers_are_met_and_others_are_not(tmp_path: Path) -> None:
    case = copy_tutorial(FLAP, tmp_path / "case")
    # The keyword leads the requirement, as a condition's number or as a described
    # coefficient of wave generation ("rampTime (wave generation)").
    rows = {row.requirement.split(" ")[0]: row.met for row in audit_case(
        parse_spec("waveMakerFlap with interFoam: waveHeight 0.06 m and rampTime 3 s."), case)}
    assert rows == {**rows, "waveHeight": True, "rampTime": False}


def test_a_unit_the_entry_s_dimensions_cannot_check_is_never_written_as_its_number() -> None:
    # The case gives waveHeight no dimensions; the catalog's wave-generation row does (metres):
    # "8 cm" is 0.08 by that row, never 8.
    stated = parse_spec("waveMakerFlap with interFoam: waveHeight 8 cm, wavePeriod 2.5 s.").stated
    assert not [item for item in stated.properties if item.name == "waveHeight"]
    assert {item.row.keyword: item.value for item in stated.coefficients} == {
        "waveHeight": pytest.approx(0.08), "wavePeriod": pytest.approx(2.5)}


def test_a_condition_number_in_an_unconvertible_unit_is_reported_not_taken_elsewhere() -> None:
    """chokedNozzle's outletMachNumberPressure holds ``pBack``, which no file gives
    dimensions: "pBack = 0.9 bar" is said not applied, never an outlet pressure value."""
    spec = parse_spec("reactingFoam chokedNozzle: the outlet is outletMachNumberPressure "
                      "with pBack = 0.9 bar.")
    assert not spec.stated.properties and not spec.stated.boundary_values
    assert [item.words for item in spec.stated.not_applied] == ["pBack = 0.9 bar"]
    stated = parse_spec("reactingFoam chokedNozzle: outletMachNumberPressure at the outlet, "
                        "pBack = 90000 Pa.").stated
    assert [(item.name, item.value) for item in stated.properties] == [("pBack", 90000)]
