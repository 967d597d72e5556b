"""Constraint-type words before a patch noun name the case's patches by type; after a copula
they still assign a condition (wordings of this test)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.extract import extract


@pytest.mark.parametrize(("prompt", "kinds"), [
    ("patches inlet, outlet, walls and the symmetry/empty constraint patches", ["symmetry",
                                                                                "empty"]),
    ("keep the empty front and back planes", ["empty"]),
    ("its wedge patches and its cyclic boundaries stay", ["wedge", "cyclic"]),
    ("both symmetryPlane faces are kept", ["symmetryPlane"]),
])
def test_a_type_before_a_patch_noun_names_patches(prompt: str, kinds: list[str]) -> None:
    stated = extract(prompt, patches=("inlet", "outlet", "walls"))
    assert [kind.value for kind in stated.patch_kinds] == kinds
    assert not stated.boundary_types
    assert not stated.ignored


@pytest.mark.parametrize(("prompt", "boundary", "kind"), [
    ("the top and bottom boundaries are symmetry planes", "top", "symmetryPlane"),
    ("the outlet is the symmetry boundary", "outlet", "symmetry"),
    ("set the inlet as the empty patch", "inlet", "empty"),
    ("the top and bottom boundaries stay symmetry planes", "top", "symmetryPlane"),
])
def test_a_type_after_a_copula_is_a_condition(prompt: str, boundary: str, kind: str) -> None:
    stated = extract(prompt, patches=("inlet", "outlet", "top", "bottom"))
    assert not stated.patch_kinds
    assert (boundary, kind) in {(item.boundary[0], item.type) for item in stated.boundary_types}



def test_a_kind_word_given_a_condition_names_one_boundary_not_the_kinds() -> None:
    # "The wedge boundary uses slip" gives the boundary called wedge a condition: it is no
    # statement that the case has wedge-type patches (which sent a supersonic wedge request
    # to an axisymmetric jet, the one tutorial with wedge patches).
    stated = extract("Supersonic flow over a wedge with rhoCentralFoam. The wedge boundary "
                     "uses slip boundary condition for velocity.", patches=("inlet", "outlet"))
    assert not stated.patch_kinds
    kept = extract("Keep the symmetry patches of the tutorial and set the inlet to 2 m/s.",
                   patches=("inlet", "outlet"))
    assert [kind.value for kind in kept.patch_kinds] == ["symmetry"]
