"""A field's value followed by the places it holds on (issue 23: technical requests).

"B = (0 12 0) T as the internal field and on lowerWall and upperWall" gives one value for
three places, said after it. The clause readers put such a value on the words before the
field ("free-stream U": a patch no case has) or on the first place only, and the rest of the
list was dropped in silence. Each request below is applied to a copy of a real tutorial
through the editors both authors write with, and the audit reads the written files back.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.agents.spec.values.listed_places import read_listed_places
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS, Vocabulary

HARTMANN = DEBIAN_TUTORIALS / "electromagnetics" / "mhdFoam" / "hartmann"
VORTEX = DEBIAN_TUTORIALS / "compressible" / "rhoPimpleAdiabaticFoam" / "rutlandVortex2D"
OVERSET = (DEBIAN_TUTORIALS / "incompressible" / "overSimpleFoam" / "aeroFoil"
           / "background_overset")

#: A vocabulary of a few cases' names, so the reading is tested apart from the installation.
VOCABULARY = Vocabulary(
    fields={"U": (0, 1, -1, 0, 0, 0, 0), "B": None, "p": (0, 2, -2, 0, 0, 0, 0),
            "T": (0, 0, 0, 1, 0, 0, 0)},
    patches=frozenset({"inlet", "outlet", "left", "lowerWall", "upperWall", "top"}),
    types=frozenset({"fixedValue", "zeroGradient"}),
    vectors=frozenset({"U", "B"}))


def _places(text: str) -> list[tuple[str, tuple[str, ...], object]]:
    reading = read_listed_places(text, Claims(), VOCABULARY)
    return [(item.field, item.boundary, item.value) for item in reading.values]


def _applied(tutorial: Path, request: str, tmp_path: Path) -> Path:
    if not tutorial.is_dir():
        pytest.fail(f"the installation has no {tutorial}")
    case = copy_tutorial(tutorial, tmp_path / "case")
    spec = bind_to_case(parse_spec(request), case)
    apply_requirements(case, spec.stated)
    rows = [row for row in audit_case(spec, case) if row.phrase]
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]
    return case


def test_every_place_of_the_list_takes_the_value() -> None:
    assert _places("The field B = (0 12 0) T as internalField and on lowerWall and "
                   "upperWall.") == [("B", (INTERNAL,), (0.0, 12.0, 0.0)),
                                     ("B", ("lowerWall",), (0.0, 12.0, 0.0)),
                                     ("B", ("upperWall",), (0.0, 12.0, 0.0))]


def test_a_bracketed_list_with_a_type_asks_the_type_of_its_place() -> None:
    reading = read_listed_places("ambient T = 20 degC (the internal field and the top "
                                 "patch fixedValue), then run", Claims(), VOCABULARY)
    assert [(item.boundary, item.value) for item in reading.values] == [
        ((INTERNAL,), 293.15), (("top",), 293.15)]
    assert [(item.field, item.boundary, item.type) for item in reading.types] == [
        ("T", ("top",), "fixedValue")]


def test_a_value_in_another_unit_is_converted_by_pint() -> None:
    assert _places("U = (36 0 0) km/h as the internal field and on the inlet;") == [
        ("U", (INTERNAL,), (10.0, 0.0, 0.0)), ("U", ("inlet",), (10.0, 0.0, 0.0))]


@pytest.mark.parametrize("text", [
    # one place: the clause readers read it already
    "U = (1 0 0) m/s on the inlet.",
    # the list does not end its clause: what follows may change it
    "U = (1 0 0) m/s on the inlet and outlet of the duct.",
    # a name no case uses for a patch is no place
    "U = (1 0 0) m/s as the internal field and on the funnel.",
    # a vector for a scalar field, a number for a vector field
    "p = (1 0 0) as the internal field and on the outlet.",
    "U = 2 m/s as the internal field and on the inlet.",
    # a unit of other dimensions than the field's
    "U = (1 0 0) Pa as the internal field and on the inlet.",
    # no word introduces the list
    "U = (1 0 0) m/s inlet and outlet.",
])
def test_what_is_no_list_of_places_is_left_to_the_other_readers(text: str) -> None:
    assert _places(text) == []


def test_hartmann_field_on_the_walls_and_inside(tmp_path: Path) -> None:
    request = ("Hartmann flow with mhdFoam. Applied magnetic field B = (0 12 0) T as the "
               "internal field and on lowerWall and upperWall.")
    case = _applied(HARTMANN, request, tmp_path)
    field = FoamFieldFile(case / "0" / "B")
    assert list(field.internal_field) == [0, 12, 0]
    for patch in ("lowerWall", "upperWall"):
        assert list(field.boundary_field[patch]["value"]) == [0, 12, 0]


def test_a_flow_word_before_the_field_is_no_place(tmp_path: Path) -> None:
    """"free-stream U" describes the flow; the list says where the value goes."""
    request = ("rhoPimpleAdiabaticFoam rutlandVortex2D with free-stream U = (45 0 0) m/s "
               "(internal field and left patch fixedValue).")
    spec = parse_spec(request)
    assert {item.boundary for item in spec.stated.boundary_values} == {(INTERNAL,), ("left",)}
    assert not spec.not_applied and not spec.unparsed
    case = _applied(VORTEX, request, tmp_path)
    field = FoamFieldFile(case / "0.orig" / "U")
    assert list(field.internal_field) == [45, 0, 0]


def test_a_value_written_through_an_included_variable_is_audited_as_read(
        tmp_path: Path) -> None:
    """The overset background's internal field is ``uniform $flowVelocity`` from an
    #include'd file, and its inlet ``$internalField``: the audit reads the variable's value,
    as OpenFOAM does."""
    request = ("overSimpleFoam aerofoil background: oncoming U = (30 0 0) m/s as the internal "
               "field and on the inlet patch.")
    case = _applied(OVERSET, request, tmp_path)
    included = FoamFile(case / "0.orig" / "include" / "initialConditions")
    assert list(included["flowVelocity"]) == [30, 0, 0]


@pytest.mark.parametrize(("text", "field", "value"), [
    ("the gas temperature 450 K (internalField and inlet fixedValue); walls adiabatic",
     "T", 450.0),
    ("Temperature 310 K as internalField and on lowerWall and upperWall.", "T", 310.0),
])
def test_a_field_named_by_its_word_takes_the_listed_places(
        text: str, field: str, value: float) -> None:
    places = _places(text)
    assert {item[1] for item in places} >= {(INTERNAL,)}
    assert len(places) >= 2
    assert all(item[0] == field and item[2] == pytest.approx(value) for item in places)


def test_a_word_of_another_quantity_s_field_reads_no_list() -> None:
    assert _places("the temperature 3 m/s (internalField and inlet)") == []
    assert _places("the colour 3 (internalField and inlet)") == []
