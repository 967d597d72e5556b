"""Inlets named by what enters through them, told by the case's species fields
(``foamcase.case.patch_streams``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patch_roles import explain
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

REACTING = DEBIAN_TUTORIALS / "combustion" / "reactingFoam"
JET_FLAME = REACTING / "RAS" / "SandiaD_LTS"
COUNTER_FLOW = REACTING / "laminar" / "counterFlowFlame2D"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _meant(words: str, case: Path) -> list[str]:
    return resolve((words,), mesh_patches(case), sides=lambda: patch_sides(case))


@pytest.mark.parametrize(("words", "patch"), [
    ("fuel", "inletCH4"),
    ("the methane stream", "inletCH4"),
    ("oxidiser", "inletAir"),
    ("the fuel inlet", "inletCH4"),
])
def test_a_stream_is_the_inlet_the_case_fields_say_it_enters_by(words: str,
                                                                patch: str) -> None:
    assert _meant(words, JET_FLAME) == [patch]


def test_the_mapping_is_told_with_the_fractions_that_decide_it() -> None:
    told = explain("fuel", ["inletCH4"], lambda: patch_sides(JET_FLAME))
    assert "CH4" in told and "0.1561" in told


def test_a_trace_species_of_a_case_that_names_its_fuel_names_no_stream() -> None:
    assert _meant("hydrogen", JET_FLAME) == []


def test_a_species_of_a_case_naming_no_fuel_is_the_one_inlet_carrying_it() -> None:
    assert _meant("methane", COUNTER_FLOW) == ["fuel"]


def test_a_case_without_species_fields_tells_no_stream() -> None:
    assert _meant("fuel", PITZ) == []
