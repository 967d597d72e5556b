"""A boundary-condition type written after a list of patches: every item's when the words
distribute it, else the last item's (``agents.spec.values.type_scope``), in every reader
that binds a type to patches named before it."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import Span
from foam_agent.agents.spec.values.type_scope import typed_items


def _typed(request: str) -> list[tuple[str | None, str, str]]:
    """(field, first name, type) of every type the request states, sorted."""
    return sorted(((item.field, item.boundary[0], item.type)
                  for item in parse_spec(request).stated.boundary_types), key=str)


def _items(text: str, names: list[str], type_word: str) -> list[str]:
    spans = [Span(name, text.index(name)) for name in names]
    return [names[index] for index in typed_items(text, spans, text.index(type_word))]


@pytest.mark.parametrize(("text", "names", "typed"), [
    ("patches lid, fixedWalls, frontAndBack empty", ["lid", "fixedWalls", "frontAndBack"],
     ["frontAndBack"]),
    ("lid, fixedWalls, and frontAndBack empty", ["lid", "fixedWalls", "frontAndBack"],
     ["lid", "fixedWalls", "frontAndBack"]),
    ("'up', 'down' and 'cylinder' noSlip", ["up", "down", "cylinder"],
     ["up", "down", "cylinder"]),
    ("patch2, patch3 and patch4 zeroGradient", ["patch2", "patch3", "patch4"],
     ["patch2", "patch3", "patch4"]),
    ("boundaries inlet, outlet, walls zeroGradient", ["inlet", "outlet", "walls"], ["walls"]),
    ("upperWall, lowerWall noSlip", ["upperWall", "lowerWall"], ["upperWall", "lowerWall"]),
    ("outlet and both walls zeroGradient", ["outlet", "walls"], ["outlet", "walls"]),
    ("lid, fixedWalls and frontAndBack are noSlip", ["lid", "fixedWalls", "frontAndBack"],
     ["lid", "fixedWalls", "frontAndBack"]),
    ("top and bottom insulated", ["top", "bottom"], ["top", "bottom"]),
    ("left/right/down symmetryPlane", ["left", "right", "down"], ["left", "right", "down"]),
    ("inlet, outlet, top/bottom symmetryPlane", ["inlet", "outlet", "top", "bottom"],
     ["top", "bottom"]),
    ("both the top, the bottom symmetryPlane", ["top", "bottom"], ["top", "bottom"]),
    ("the top, bottom walls slip", ["top", "bottom"], ["top", "bottom"]),
    ("inlet fixedValue, outlet zeroGradient", ["outlet"], ["outlet"]),
    ("hole = the wire, left symmetryPlane", ["hole", "left"], ["left"]),
])
def test_the_list_rule(text: str, names: list[str], typed: list[str]) -> None:
    """A list types every item unless it is an inventory (a head noun, names run together by
    commas alone, no distributing word): then its last item; a name separated from the next
    by more than list words is no item of the list."""
    assert _items(text, names, text.split()[-1]) == typed


@pytest.mark.parametrize("request_text", [
    "Run the cavity with patches lid, fixedWalls, frontAndBack empty.",
    "Cavity tutorial, boundaries movingWall, fixedWalls, frontAndBack empty, lid at 1 m/s.",
    "Use the cavity (patches movingWall, fixedWalls, frontAndBack empty) with the lid at "
    "2 m/s.",
])
def test_a_type_closing_a_comma_list_is_the_last_patchs(request_text: str) -> None:
    """"patches lid, fixedWalls, frontAndBack empty" names three patches and types one: the
    reader put ``empty`` on the lid and the fixed walls too, which no field edit can hold."""
    assert [item for item in _typed(request_text) if item[2] == "empty"] == [
        (None, "frontAndBack", "empty")]


def test_a_list_the_next_item_goes_on_annotating_is_an_inventory() -> None:
    """"inlet, outlet, 'sides' slip, frontAndBack empty": each item its own condition, the
    inlet and outlet none stated; slip on them was written over their inflow and outflow."""
    typed = _typed("Channel: inlet, outlet, upperWall, lowerWall slip, frontAndBack empty.")
    assert typed == [("U", "lowerWall", "slip"), (None, "frontAndBack", "empty")]


@pytest.mark.parametrize(("request_text", "typed"), [
    ("Duct with boundaries inlet, outlet, upperWall and lowerWall slip, frontAndBack empty.",
     [("U", "lowerWall", "slip"), ("U", "upperWall", "slip"),
      (None, "frontAndBack", "empty")]),
    ("Box with patches inlet, outlet, lid and floor noSlip, frontAndBack empty.",
     [("U", "floor", "noSlip"), ("U", "lid", "noSlip"), (None, "frontAndBack", "empty")]),
])
def test_an_and_inside_a_list_that_goes_on_joins_one_items_names(
        request_text: str, typed: list[tuple[str | None, str, str]]) -> None:
    """A list that goes on past a type is not closed by the "and" before it: the "and" joins
    the names of the one item that carries the type; the items before it, cut by commas
    alone, carry none (slip was written over the inlet's and outlet's conditions)."""
    assert sorted(_typed(request_text), key=str) == sorted(typed, key=str)


def test_a_list_that_stops_at_its_type_still_gives_it_to_every_item() -> None:
    """Only a list going on past the type has its "and" inside an item: without an item
    after it, "A, B and C noSlip" is every item's, as before."""
    text = "upper, lower and sides noSlip"
    names = ["upper", "lower", "sides"]
    spans = [Span(name, text.index(name)) for name in names]
    start = text.index("noSlip")
    assert typed_items(text, spans, start) == [0, 1, 2]
    assert typed_items(text, spans, start, annotated_after=True) == [1, 2]


@pytest.mark.parametrize("request_text", [
    "The top, bottom and side walls are noSlip.",
    "upperWall, lowerWall, sides noSlip",
    "The left, right and top walls are all noSlip.",
])
def test_a_plural_verb_gives_the_type_to_every_item(request_text: str) -> None:
    assert len([item for item in _typed(request_text) if item[2] == "noSlip"]) == 3


def test_names_joined_by_a_slash_in_a_listed_parenthesis_share_its_type() -> None:
    """"(patches: hole = the wire, up = …, left/right/down symmetryPlane)": the parenthesis
    was one clause, and the symmetry plane went to the hole."""
    typed = _typed("Use the chargedWire tutorial with electrostaticFoam (patches: hole = the "
                   "wire, up = the grounded plate, left/right/down symmetryPlane).")
    assert typed == [(None, "down", "symmetryPlane"), (None, "left", "symmetryPlane"),
                     (None, "right", "symmetryPlane")]


@pytest.mark.parametrize(("request_text", "patches"), [
    ("upperWall and lowerWall omegaWallFunction for omega", ["lowerWall", "upperWall"]),
    ("upperWall, lowerWall omegaWallFunction for omega", ["lowerWall", "upperWall"]),
    ("movingWall, fixedWalls and frontAndBack kqRWallFunction for k",
     ["fixedWalls", "frontAndBack", "movingWall"]),
    ("patches inlet, outlet kqRWallFunction for k", ["outlet"]),
    ("omegaWallFunction on upperWall and lowerWall", ["lowerWall", "upperWall"]),
])
def test_the_condition_reader_reads_a_list_by_the_same_rule(request_text: str,
                                                            patches: list[str]) -> None:
    """A type with its field named ("… for omega") is the condition reader's; the names
    before it are a list read by the one rule."""
    assert sorted(item[1].lower() for item in _typed(request_text)) == [
        name.lower() for name in patches]


@pytest.mark.parametrize("request_text", [
    "Quarter plate with a hole, symmetry on the left and bottom edges of the plate, traction "
    "10 MPa on the right.",
    "A square plate with a hole (symmetry along the left and bottom edges, hole size as in "
    "the tutorial).",
])
def test_a_type_before_its_list_is_every_items_and_not_the_names_before_it(
        request_text: str) -> None:
    """"symmetry along the left and bottom edges": the clause splitter cut the list at
    "and", and the bottom lost its type; "a hole" before the type is no item of its list,
    and "of the plate" names the body the edges bound, not one more item."""
    assert [item[1] for item in _typed(request_text)] == ["bottom", "left"]


def test_a_type_of_no_field_on_a_name_only_the_cases_know_stays_unread() -> None:
    """"rho = 4e-5 C/m3 (fixedValue), zeroGradient on up": the type's field is in another
    clause, so grounding "up" in the cases' patch names would bind a type of no field, an
    unmet row where the tutorial already holds it; a constraint type is the mesh's and is
    bound ("down symmetryPlane")."""
    typed = _typed("Charge density on the wire rho = 4.2e-5 C/m3 (fixedValue), zeroGradient "
                   "on up.")
    assert not [item for item in typed if item[1] == "up"]
    assert _typed("chargedWire; down symmetryPlane.") == [(None, "down", "symmetryPlane")]
