"""A keyword named alone goes to the one nested entry of it the words around it tell: the
dictionary its clause or sentence names, else the one not kept per patch; otherwise it stays
open with every candidate listed.

Why: "youngsModulus 5e8 Pa" of a hopper and "d = 0.45 mm" of a fluidised bed's particles were
left unwritten ("several entries") though the words or the case's patches said which.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.entry_choice import Context, chosen_entry, context_around
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.locations import Location
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BED = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "fluidisedBed"
HOPPER = (DEBIAN_TUTORIALS / "lagrangian" / "icoUncoupledKinematicParcelFoam" / "hopper"
          / "hopperInitialState")

PHASES = [Location("constant/phaseProperties", ("solid", "constantCoeffs", "d")),
          Location("constant/phaseProperties", ("gas", "constantCoeffs", "d"))]
WALLS = [Location("constant/cloud", ("constantProperties", "E")),
         Location("constant/cloud", ("collision", "sides", "E")),
         Location("constant/cloud", ("collision", "floor", "E"))]


def _said(text: str, source: str) -> Context:
    return context_around(text, source)


@pytest.mark.parametrize(("text", "source", "chosen"), [
    ("Grains: solid d = 1 mm.", "d = 1 mm", "solid/constantCoeffs/d"),
    ("The solids have d = 1 mm.", "d = 1 mm", "solid/constantCoeffs/d"),
    ("Bed of two phases, solid d = 1 mm, gas d = 2 mm.", "gas d = 2 mm", "gas/constantCoeffs/d"),
    ("Solid: d = 1 mm; keep the rest.", "d = 1 mm", "solid/constantCoeffs/d"),
])
def test_the_dictionary_the_words_name_decides(text: str, source: str, chosen: str) -> None:
    assert chosen_entry("d", PHASES, _said(text, source), ()) == chosen


@pytest.mark.parametrize("text", [
    "A bed with d = 1 mm.",
    "The solid and the gas have d = 1 mm.",
])
def test_words_naming_none_or_both_decide_nothing(text: str) -> None:
    assert chosen_entry("d", PHASES, _said(text, "d = 1 mm"), ()) is None


def test_an_entry_kept_per_patch_is_no_value_said_of_no_patch() -> None:
    context = _said("Beads with E = 70 GPa.", "E = 70 GPa")
    assert chosen_entry("E", WALLS, context, ("sides", "floor")) == "constantProperties/E"
    # Without the patches, three candidates stay: nothing is chosen.
    assert chosen_entry("E", WALLS, context, ()) is None


def test_a_patch_the_words_name_takes_its_own_entry() -> None:
    context = _said("The floor has E = 1 GPa.", "E = 1 GPa")
    assert chosen_entry("E", WALLS, context, ("sides", "floor")) == "collision/floor/E"


def test_one_candidate_or_another_keyword_is_no_choice() -> None:
    context = _said("Grains: solid d = 1 mm.", "d = 1 mm")
    assert chosen_entry("d", PHASES[:1], context, ()) is None
    assert chosen_entry("E", PHASES, context, ()) is None


@pytest.mark.parametrize(("prompt", "names"), [
    ("Fluidised bed with twoPhaseEulerFoam. Particles: d = 450 micrometres.",
     ["particles/constantCoeffs/d"]),
    ("Fluidised bed, particle d = 0.5 mm, air d = 3 mm.",
     ["particles/constantCoeffs/d", "air/constantCoeffs/d"]),
    ("Fluidised bed with d = 0.5 mm.", ["d"]),
    ("Fluidised bed: the particles and the air both have d = 0.5 mm.", ["d"]),
])
def test_a_phase_s_diameter_in_a_real_case(prompt: str, names: list[str]) -> None:
    stated = bind_to_case(parse_spec(prompt), BED).stated
    assert [item.name for item in stated.properties] == names


def test_a_cloud_s_modulus_is_written_and_audited_not_a_wall_s(tmp_path: Path) -> None:
    case = copy_tutorial(HOPPER, tmp_path / "case")
    spec = parse_spec("Hopper filling. Glass beads with youngsModulus 7e10 Pa and "
                      "poissonsRatio 0.22.")
    apply_requirements(case, in_case_units(spec, case).stated)
    cloud = FoamFile(case / "constant" / "kinematicCloudProperties")
    assert cloud["constantProperties", "youngsModulus"] == pytest.approx(7e10)
    assert cloud["constantProperties", "poissonsRatio"] == pytest.approx(0.22)
    walls = ("subModels", "pairCollisionCoeffs", "wallLocalSpringSliderDashpotCoeffs", "walls")
    assert cloud[(*walls, "youngsModulus")] != pytest.approx(7e10)
    rows = [row for row in audit_case(spec, case)
            if "youngsModulus" in row.phrase or "poissonsRatio" in row.phrase]
    assert len(rows) == 2 and all(row.met for row in rows)


def test_a_source_wrapped_across_lines_is_found_in_its_sentence() -> None:
    context = context_around("Bed of two phases. Grains: solid d =\n1 mm. Gas at rest.",
                             "d = 1 mm")
    assert "Grains" in context.sentence and "Gas" not in context.sentence
    assert chosen_entry("d", PHASES, context, ()) == "solid/constantCoeffs/d"


MIXER = (DEBIAN_TUTORIALS / "lagrangian" / "icoUncoupledKinematicParcelDyMFoam"
         / "mixerVesselAMI2D")
ZONES = ("multiSolidBodyMotionSolverCoeffs", "{}", "rotatingMotionCoeffs", "omega")


def test_a_value_said_of_a_zone_goes_to_that_zone_s_entry_where_no_field_holds_it(
        tmp_path: Path) -> None:
    prompt = ("Mixer vessel with particles: the rotor turns at 30 rpm and the stator zone is "
              "held still (omega 0).")
    spec = bind_to_case(parse_spec(prompt), MIXER)
    stator = "/".join(ZONES).format("stator")
    assert [(item.name, item.value) for item in spec.stated.properties
            if item.name.endswith("omega")] == [(stator, 0)]
    assert not [item for item in spec.stated.boundary_values if item.field == "omega"]
    case = copy_tutorial(MIXER, tmp_path / "case")
    apply_requirements(case, in_case_units(spec, case).stated)
    motion = FoamFile(case / "constant" / "dynamicMeshDict")
    assert motion[tuple(stator.split("/"))] == 0
    assert motion[tuple("/".join(ZONES).format("rotor").split("/"))] != 0


def test_a_value_said_of_a_place_no_dictionary_is_named_after_stays_the_field_s() -> None:
    spec = bind_to_case(parse_spec("Mixer vessel: on the front patch omega 0."), MIXER)
    assert not [item for item in spec.stated.properties if item.name.endswith("omega")]
