"""A vector field's size said with direction words after another clause gave a patch its value
is the field's own (the internal field, directed through the case's geometry), not a second
value of that patch; words that put it on a patch keep it there."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS, Vocabulary, case_vocabulary


def test_the_vocabulary_knows_which_fields_hold_vectors() -> None:
    case = case_vocabulary(DEBIAN_TUTORIALS / "electromagnetics" / "mhdFoam" / "hartmann")
    assert {"U", "B"} <= case.vectors and not {"p", "pB"} & case.vectors
    assert Vocabulary.from_json(case.to_json()) == case


@pytest.mark.parametrize(("request_text", "kind"), [
    ("Run the hartmann case with mhdFoam. The inlet has a velocity of 1 m/s and 1.5 tesla "
     "across the channel.", "across"),
    ("Run hartmann (mhdFoam), the inlet at 1 m/s, B 0.5 T along y.", "axis"),
    ("mhdFoam hartmann: inlet speed 2 m/s with a magnetic field of 3 T normal to the walls.",
     "across"),
    ("Use mhdFoam on hartmann with 1.5 tesla across the channel.", "across"),
])
def test_a_directed_magnetic_field_is_the_fields(request_text: str, kind: str) -> None:
    stated = parse_spec(request_text).stated
    assert not [item for item in stated.boundary_values if item.field == "B"]
    (field,) = [item for item in stated.properties if item.name == "B"]
    assert field.heading is not None and field.heading.kind == kind


def test_words_that_name_the_patch_keep_the_size_there() -> None:
    stated = parse_spec("hartmann with mhdFoam: at the inlet, B = 2 T along y.").stated
    (value,) = [item for item in stated.boundary_values if item.field == "B"]
    assert "inlet" in value.boundary


def test_a_speed_along_an_axis_after_the_inlets_own_is_the_initial_field() -> None:
    stated = parse_spec("pitzDaily with simpleFoam, inlet velocity 10 m/s, then a 2 m/s "
                        "crossflow along y.").stated
    speeds = {(item.boundary, item.value, item.direction) for item in stated.boundary_values
              if item.field == "U"}
    assert speeds == {(("inlet",), 10, None), ((INTERNAL,), 2, (0.0, 1.0, 0.0))}


@pytest.mark.parametrize(("request_text", "patch"), [
    ("cavity with icoFoam: the lid, moving along x at 2 m/s.", "lid"),
    ("pitzDaily with simpleFoam: at the inlet, impose 10 m/s along x.", "inlet"),
    # A role gives a velocity no axis at read time: it keeps the inlet (reported unmet).
    ("pitzDaily with simpleFoam: inlet 10 m/s, 3 m/s across the channel.", "inlet"),
])
def test_a_wall_motion_or_a_named_place_keeps_its_patch(request_text: str, patch: str) -> None:
    stated = parse_spec(request_text).stated
    assert all(patch in item.boundary for item in stated.boundary_values if item.field == "U")


def test_a_scalar_said_with_direction_words_is_not_made_the_fields() -> None:
    stated = parse_spec("Run hartmann (mhdFoam), the inlet at 1 m/s and 5 kV across the "
                        "gap.").stated
    assert not [item for item in stated.properties if item.name == "phi"]
