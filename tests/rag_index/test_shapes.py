"""The shape of a flow path read from a tutorial's own mesh (:mod:`foam_agent.rag_index.shapes`)
and its weight in the ranking (:data:`foam_agent.rag_index.rank.SHAPE`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.rag_index.build import facets_with_shape
from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import CaseFacets, QueryFacets
from foam_agent.rag_index.rank import SHAPE, facet_score
from foam_agent.rag_index.shapes import Shape, shapes
from foam_agent.rag_index.text import tokens


def _block_mesh(vertices: Sequence[tuple[float, float, float]],
                patches: dict[str, tuple[str, list[str]]]) -> str:
    """A blockMeshDict with these vertices and patches (name → type and faces ``(a b c d)``)."""
    points = "\n".join(f"    ({x} {y} {z})" for x, y, z in vertices)
    boundary = "\n".join(
        f"    {name}\n    {{\n        type {kind};\n        faces\n        (\n"
        f"            {' '.join(faces)}\n        );\n    }}"
        for name, (kind, faces) in patches.items())
    return f"vertices\n(\n{points}\n);\nblocks\n(\n);\nboundary\n(\n{boundary}\n);\n"


#: An L of two blocks in the xy plane, 0.1 deep: the first from x = 0 to 2 (y 0 to 1), the
#: second on top of its right end (x 1 to 2, y 1 to 3); vertices at z = 0 are 0-7, at z = 0.1
#: the same plus 8.
_L = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1), (1, 3), (2, 3)]
_L_VERTICES = [(x, y, 0.0) for x, y in _L] + [(x, y, 0.1) for x, y in _L]
_LEFT_END = "(0 5 13 8)"  # x = 0
_TOP_END = "(6 7 15 14)"  # y = 3
_RIGHT_END = "(2 3 11 10)"  # x = 2, beside the upright block's foot
_BOTTOM = "(0 1 9 8)"


def test_an_inlet_at_right_angles_to_the_outlet_is_a_bend() -> None:
    text = _block_mesh(_L_VERTICES, {"inlet": ("patch", [_LEFT_END]),
                                     "outlet": ("patch", [_TOP_END]),
                                     "walls": ("wall", [_BOTTOM])})
    assert shapes({"system/blockMeshDict": text}) == (Shape.BEND,)
    # The same duct straight through: inlet and outlet face each other.
    straight = _block_mesh(_L_VERTICES, {"inlet": ("patch", [_LEFT_END]),
                                         "outlet": ("patch", [_RIGHT_END])})
    assert shapes({"system/blockMeshDict": straight}) == ()


def test_two_inlets_from_different_sides_are_a_junction_and_two_outlets_a_branching() -> None:
    merge = _block_mesh(_L_VERTICES, {"inlet1": ("patch", [_LEFT_END]),
                                      "inlet2": ("patch", [_TOP_END]),
                                      "outlet": ("patch", [_RIGHT_END])})
    assert Shape.JUNCTION in shapes({"system/blockMeshDict": merge})
    split = _block_mesh(_L_VERTICES, {"inlet": ("patch", [_LEFT_END]),
                                      "outlet1": ("patch", [_TOP_END]),
                                      "outlet2": ("patch", [_RIGHT_END])})
    assert shapes({"system/blockMeshDict": split}) == (Shape.BRANCHING,)


def test_a_wall_named_like_an_inlet_is_no_opening() -> None:
    """``inletWalls`` is the wall of an inlet duct: a duct with it and one outlet is no
    bend."""
    text = _block_mesh(_L_VERTICES, {"inletWalls": ("wall", [_LEFT_END]),
                                     "outlet": ("patch", [_TOP_END])})
    assert shapes({"system/blockMeshDict": text}) == ()


#: A 2D Fluent mesh of an L (nodes in hex, faces of two nodes): an inlet on the left (x = 0),
#: the outlet on top (y = 2), a second inlet on the bottom of the upright leg.
_FLUENT = """(0 "a small L")
(2 2)
(10 (0 1 8 0))
(10 (1 1 8 1 2) (
0 0
0 1
1 0
2 0
2 1
2 2
1 2
1 1
))
(13 (3 1 1 3 2) (
1 2 1 0
))
(13 (4 1 1 5 2) (
6 7 1 0
))
(13 (5 1 1 a 2) (
3 4 1 0
))
(13 (6 1 4 3 2) (
1 3 1 0
4 5 1 0
5 6 1 0
2 8 1 0
))
(45 (3 velocity-inlet velocity-inlet-3)())
(45 (4 pressure-outlet pressure-outlet-4)())
(45 (5 velocity-inlet velocity-inlet-5)())
(45 (6 wall wall-6)())
"""


def test_a_fluent_mesh_is_read_by_its_zone_types() -> None:
    assert shapes({"bend.msh": _FLUENT}) == (Shape.BEND, Shape.JUNCTION)
    # The outlet moved to x = 2, facing the first inlet, and the side inlet walled off: a
    # straight duct.
    straight = _FLUENT.replace("(13 (4 1 1 5 2) (\n6 7", "(13 (4 1 1 5 2) (\n5 6").replace(
        "(45 (5 velocity-inlet velocity-inlet-5)())", "(45 (5 wall wall-5)())")
    assert shapes({"bend.msh": straight}) == ()


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("incompressible/icoFoam/elbow", {Shape.BEND, Shape.JUNCTION}),
        ("incompressible/pimpleFoam/RAS/TJunction", {Shape.BRANCHING}),
        ("incompressible/icoFoam/cavity/cavity", set()),
        ("incompressible/simpleFoam/pitzDaily", set()),
        # a coflowing jet flame: its fuel and air inlets face alike, no side branch
        ("combustion/reactingFoam/RAS/SandiaD_LTS", set()),
    ],
)
def test_installed_tutorials_shapes_come_from_their_meshes(
    installation: Installation, case: str, expected: set[Shape]
) -> None:
    assert installation.tutorials_dir
    assert (Path(installation.tutorials_dir) / case).is_dir(), \
        f"{case} is not installed (make setup installs it)"
    tutorial = read_case(installation.tutorials_dir, case)
    assert set(shapes(tutorial.files)) == expected
    assert set(facets_with_shape(tutorial).shapes) == {shape.value for shape in expected}


def _words(prompt: str) -> set[str]:
    """A request's words, single and glued up to four, as the index reads them."""
    found = tokens(prompt)
    return {*found, *("".join(found[i:i + n]) for n in range(2, 5)
                      for i in range(len(found) - n + 1))}


@pytest.mark.parametrize(
    "prompt",
    [
        "oil through a 90 degree pipe bend with a smaller feed pipe joining from the side",
        "a right-angled elbow where a side branch brings in a second stream",
        "two streams meet in a bent pipe: a main one and a side inlet",
    ],
)
def test_each_shape_the_request_names_is_one_geometry_fact(prompt: str) -> None:
    bent = CaseFacets(shapes=(Shape.BEND.value, Shape.JUNCTION.value))
    fit = facet_score(QueryFacets(), bent, _words(prompt))
    plain = facet_score(QueryFacets(), CaseFacets(), _words(prompt))
    named = [match for match in fit.matches if match.startswith("shape")]
    assert len(named) == 2
    assert fit.value - plain.value == pytest.approx(SHAPE * len(named))


def test_a_shape_the_request_does_not_name_adds_nothing() -> None:
    bent = CaseFacets(shapes=(Shape.BEND.value,))
    words = _words("a slow stream through a straight channel")
    assert facet_score(QueryFacets(), bent, words) == facet_score(QueryFacets(), CaseFacets(),
                                                                   words)
