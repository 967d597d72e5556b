"""A part of one patch's name picks it out of several (``foamcase.case.name_parts``)."""

from __future__ import annotations

from foam_agent.foamcase.case.name_parts import name_parts, named_by_part

_JET_FLAME = {"inletFuel": "patch", "inletPilot": "patch", "inletAir": "patch",
              "outlet": "patch", "wallTube": "wall", "frontAndBack_pos": "wedge"}


def test_a_patch_name_splits_into_its_words_a_formula_whole() -> None:
    assert name_parts("inletCH4") == {"inlet", "ch4"}
    assert name_parts("frontAndBack_pos") == {"front", "and", "back", "pos"}
    assert name_parts("velocity-inlet-5") == {"velocity", "inlet", "5"}


def test_a_word_of_one_candidate_name_picks_it() -> None:
    inlets = ("inletFuel", "inletPilot", "inletAir")
    picked = named_by_part("keep the pilot flame at 9 m/s", inlets, _JET_FLAME)
    assert picked is not None and picked.patch == "inletPilot"
    assert "pilot" in picked.reason()


def test_a_shared_or_kind_word_picks_nothing() -> None:
    inlets = ("inletFuel", "inletPilot", "inletAir")
    assert named_by_part("every inlet at 9 m/s", inlets, _JET_FLAME) is None
    assert named_by_part("the tube wall inlet at 9 m/s", inlets, _JET_FLAME) is None


def test_words_of_two_candidates_pick_nothing() -> None:
    inlets = ("inletFuel", "inletPilot", "inletAir")
    assert named_by_part("pilot and air both at 9 m/s", inlets, _JET_FLAME) is None
