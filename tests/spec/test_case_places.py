"""The place of a stated value is bound only to what the followed case has
(``agents.spec.case_places``), and a relation word is no place (``agents.spec.values.mentions``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.spec.case_places import in_case_places
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

CHARGED_WIRE = DEBIAN_TUTORIALS / "electromagnetics" / "electrostaticFoam" / "chargedWire"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"
LES_PITZ = DEBIAN_TUTORIALS / "incompressible" / "pisoFoam" / "LES" / "pitzDaily"
HOT_ROOM = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantBoussinesqSimpleFoam" / "hotRoom"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"


def _places(prompt: str) -> list[tuple[str, str]]:
    return [(str(item.field), item.boundary[0])
            for item in parse_spec(prompt).stated.boundary_values]


@pytest.mark.parametrize("prompt", [
    "A fine wire held at 8 kV hangs above an earthed floor plate.",
    "Electrostatics: the wire at 12 kV is strung above the grounded plate.",
    "Please raise the wire up to 15 kV in the charged wire case.",
    "Turn the wire potential down to 4 kV.",
])
def test_a_relation_word_some_tutorial_names_a_patch_is_no_place(prompt: str) -> None:
    assert not {"above", "up", "down"} & {place for _, place in _places(prompt)}


def test_a_relation_word_quoted_or_before_a_boundary_noun_stays_a_patch() -> None:
    assert ("phi", "up") in _places("chargedWire: set phi on 'up' to 0 V and the wire to 9 kV.")
    assert ("phi", "up") in _places("chargedWire: the up boundary is held at 0 V.")


def _bound(prompt: str, case: Path) -> list[tuple[str, tuple[str, ...], str]]:
    spec = in_case_places(parse_spec(prompt), case)
    return [(str(item.field), item.boundary, item.assumption)
            for item in spec.stated.boundary_values]


@pytest.mark.parametrize(("prompt", "value"), [
    ("A wire at 20 kV runs over a grounded plate. The plate sits at 0 V.", 0.0),
    ("Corona wire, 18 kV; the earthed plate below it. Keep the plate at 0 volts.", 0.0),
])
def test_words_another_statement_binds_to_a_patch_are_bound_there(prompt: str,
                                                                  value: float) -> None:
    spec = in_case_places(parse_spec(prompt), CHARGED_WIRE)
    patches = mesh_patches(CHARGED_WIRE)
    plate = [item for item in spec.stated.boundary_values
             if item.boundary[0] == "plate" and item.value == value]
    assert plate
    assert all(resolve(item.boundary, patches, sides=lambda: patch_sides(CHARGED_WIRE))
               == ["up"] for item in plate)


@pytest.mark.parametrize(("prompt", "case", "kept"), [
    ("pitzDaily with simpleFoam: inlet (8 0 0) m/s. Outlet pressure fixedValue 0.",
     PITZ, "outlet"),
    ("LES of the step with pisoFoam, inlet U (12 0 0) m/s; Outlet pressure fixedValue 0.",
     LES_PITZ, "outlet"),
])
def test_a_second_reading_on_a_place_the_case_lacks_is_dropped_and_told(
        prompt: str, case: Path, kept: str) -> None:
    # The reader offers "pressure" (some tutorial's patch) as a second place of the value.
    assert ("p", "pressure") in _places(prompt)
    bound = _bound(prompt, case)
    assert not [item for item in bound if item[1][0] == "pressure"]
    told = [note for field, boundary, note in bound if field == "p" and kept in
            [name.lower() for name in boundary]]
    assert told and "'pressure'" in told[0] and "no place of the followed case" in told[0]


def test_places_listed_together_keep_the_one_the_case_lacks() -> None:
    prompt = "Hot room: the floor and the inlet are held at 300 K."
    bound = _bound(prompt, HOT_ROOM)
    assert ("T", ("inlet",)) in [(field, boundary) for field, boundary, _ in bound]


@pytest.mark.parametrize(("prompt", "case", "place"), [
    ("Lid-driven cavity, lid at 2 m/s, with an inlet at 0.5 m/s.", CAVITY, "inlet"),
    ("pitzDaily, simpleFoam: inlet at 10 m/s and the nozzle at 3 m/s.", PITZ, "nozzle"),
])
def test_a_place_the_case_lacks_that_is_no_second_reading_stays(prompt: str, case: Path,
                                                                place: str) -> None:
    assert place in [boundary[0] for _, boundary, _ in _bound(prompt, case)]


ANGLED_DUCT = (DEBIAN_TUTORIALS / "compressible" / "rhoSimpleFoam"
               / "angledDuctExplicitFixedCoeff")


@pytest.mark.parametrize(("prompt", "case", "word"), [
    ("simpleFoam pitzDaily with residualControl p 1e-4 and U 1e-5, endTime 500.", PITZ,
     "residualControl"),
    ("rhoSimpleFoam angledDuctExplicitFixedCoeff, residualControl p 1e-3; outlet p 1.1e5 Pa.",
     ANGLED_DUCT, "residualControl"),
])
def test_an_identifier_of_the_case_whose_value_another_reader_holds_is_no_place(
        prompt: str, case: Path, word: str) -> None:
    spec = parse_spec(prompt)
    assert word in [item.boundary[0] for item in spec.stated.boundary_values]
    bound = in_case_places(spec, case)
    assert word not in [item.boundary[0] for item in bound.stated.boundary_values]
    assert bound.stated.numerics == spec.stated.numerics


def test_a_parameter_of_the_condition_named_with_it_is_no_place() -> None:
    """turbulentInlet's referenceField is its catalog row's parameter: once "U on
    referenceField", a place no case has, it is now the inlet's mean velocity (the entry the
    catalog says holds a stated inflow, written there by the editor)."""
    prompt = "pisoFoam LES pitzDaily: the inlet is turbulentInlet with referenceField (8 0 0) m/s."
    spec = in_case_places(parse_spec(prompt), LES_PITZ)
    assert [(item.field, item.boundary[-1], item.value) for item in spec.stated.boundary_values
            ] == [("U", "inlet", (8.0, 0.0, 0.0))]
    [typed] = spec.stated.boundary_types
    assert (typed.type, typed.boundary[-1]) == ("turbulentInlet", "inlet")


@pytest.mark.parametrize("prompt", [
    "The pressure is 1 atmosphere everywhere.",
    "Start the gas at 3 atmospheres and 300 K.",
])
def test_a_patch_word_that_is_the_unit_after_a_number_is_no_place(prompt: str) -> None:
    assert not {"atmosphere", "atmospheres"} & {place for _, place in _places(prompt)}


def test_the_same_word_naming_a_boundary_stays_a_place() -> None:
    assert ("p", "atmosphere") in _places("damBreak: the atmosphere is held at 0 Pa gauge.")
