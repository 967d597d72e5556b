"""Boundaries named by a place in words reach the reader as mentions the case's geometry can
map: the enclosure's wall ("the duct wall", whole, never "wall" alone, which would be every
wall), a two-dimensional domain's edges by their side ("the left edge") and the ends the
flow passes ("the entrance", "the exit")."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.values.mentions import boundary_mentions


@pytest.mark.parametrize(("text", "expected"), [
    ("the duct wall is earthed at zero", ("duct wall",)),
    ("keep the channel walls at 300 K", ("channel walls",)),
    ("the tank walls are no-slip", ("tank walls",)),
    ("the left and right edges are pulled with 18 kPa", ("left", "right")),
    ("its top edge is free", ("top",)),
    ("the upper edges carry no load", ("upper",)),
    ("the fluid comes in at the entrance at 1.5", ("entrance",)),
    ("zero gauge pressure at the exit", ("exit",)),
])
def test_a_place_in_words_is_one_mention(text: str, expected: tuple[str, ...]) -> None:
    assert boundary_mentions(text, ()) == expected


def test_an_enclosure_noun_before_no_wall_names_no_boundary() -> None:
    """"The pipe ends" and "the tank side" name no wall of the enclosure."""
    assert boundary_mentions("cap the pipe ends", ()) == ()
    assert boundary_mentions("the tank side view", ()) == ()


def test_side_edges_name_no_side() -> None:
    """"The two long side edges" of a strip say no side word: no mention of "side"."""
    assert boundary_mentions("the two long side edges are symmetry lines", ()) == ()


def test_a_patch_named_wall_elsewhere_is_the_enclosures_noun_here() -> None:
    """Some tutorial has a patch called "wall": in "the duct wall" it is the duct's noun, not
    a boundary of its own before it (which would mean every wall)."""
    assert boundary_mentions("the duct wall is earthed at zero", ("wall", "hole")) == (
        "duct wall",)
    assert boundary_mentions("the wall is at 300 K", ("wall", "hole")) == ("wall",)
