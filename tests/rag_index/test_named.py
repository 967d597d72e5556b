"""Whether a request names a tutorial as the one to follow (``rag_index.named``)."""

from __future__ import annotations

import pytest

from foam_agent.rag_index.named import most_specific, names_case, same_word


@pytest.mark.parametrize(("name", "prompt", "solver", "named"), [
    # Two or more parts: written glued, apart, in another order, with digits.
    ("cavityClipped", "laminar flow in the cavityClipped geometry", None, True),
    ("cavityClipped", "run the clipped cavity with a faster lid", None, True),
    ("cavityClipped", "a cavity whose lid is clipped to the walls", None, False),
    ("aerofoilNACA0012", "Mach 0.6 over the NACA0012 aerofoil", None, True),
    ("biconic25-55Run35", "slip flow on biconic25-55Run35 with nitrogen", None, True),
    ("turbulentFlatPlate", "a turbulent flat plate at Re 5e6", None, True),
    ("damBreakWithObstacle", "a dam break with an obstacle in 3D", None, True),
    ("TJunction", "air through a T-junction", None, True),
    ("backwardFacingStep2D", "air over a backward-facing step", None, False),
    # One ordinary word: a name only where the words call it a tutorial or give its solver.
    ("cavity", "a lid-driven cavity at Re 100", "icoFoam", False),
    ("cavity", "take the cavity example and double the lid speed", "icoFoam", True),
    ("cylinder", "potential flow round a circular cylinder", "potentialFoam", False),
    ("cylinder", "potentialFoam on its cylinder, 3 m/s from the left", "potentialFoam", True),
    ("flange", "how fast does an aluminium flange warm up", "laplacianFoam", False),
])
def test_a_name_in_any_form(name: str, prompt: str, solver: str | None, named: bool) -> None:
    assert names_case(name, prompt, solver) is named


@pytest.mark.parametrize(("name", "prompt", "named"), [
    # A name's word in another form of the same word: the thing for its effect, a plural.
    ("helmholtzResonance", "model a Helmholtz resonator driven at its neck", True),
    ("helmholtzResonance", "Helmholtz wrote on resonance", False),
    ("simpleRotor", "two simple rotors spinning side by side", True),
    ("twoSimpleRotors", "two simple rotors spinning side by side", True),
    # A last word that only calls the rest a case may be left out; the rest may not.
    ("thermocoupleTestCase", "repeat our thermocouple test with a hotter wall", True),
    ("thermocoupleTestCase", "a thermocouple in a hot gas stream", False),
    ("liftFullSetup", "compute the lift of a full aircraft", False),
    ("liftFullSetup", "the lift full setup", True),
])
def test_a_name_in_the_form_a_sentence_needs(name: str, prompt: str, named: bool) -> None:
    assert names_case(name, prompt) is named


@pytest.mark.parametrize(("said", "part", "same"), [
    ("resonator", "resonance", True),
    ("rotors", "rotor", True),
    ("injector", "injection", True),
    ("mixing", "mixer", False),
    ("heater", "heat", False),
    ("channelling", "channel", False),
])
def test_forms_of_one_word_share_a_long_stem_and_short_endings(said: str, part: str,
                                                                 same: bool) -> None:
    assert same_word(said, part) is same


def test_the_longest_of_several_names_is_the_one_chosen() -> None:
    chosen = most_specific({"icoFoam/cavity/cavity": "cavity",
                            "icoFoam/cavity/cavityClipped": "cavityClipped",
                            "mesh/parallel/cavity": "cavity"})
    assert chosen == {"icoFoam/cavity/cavityClipped"}


#: Folders a tutorial tree sorts its cases by, as the index passes them.
CLASSIFYING = frozenset({"heattransfer", "multiphase", "incompressible", "ras"})


@pytest.mark.parametrize(("prompt", "named"), [
    # The words describe physics: the tree files a whole family under them.
    ("a plate cooled by a heat-transfer coefficient of 40 W/m2K on its top", False),
    ("heat transfer through a wall between two rooms", False),
    # Called a case, or beside its solver: the user's choice.
    ("take the heatTransfer tutorial and cool it faster", True),
    ("run the heatTransfer case with the outer patch at 300 K", True),
])
def test_a_name_that_is_a_classifying_folder_needs_the_call(prompt: str, named: bool) -> None:
    assert names_case("heatTransfer", prompt, "overLaplacianDyMFoam",
                      classifying=CLASSIFYING) is named


def test_a_name_of_two_parts_that_classifies_nothing_needs_no_call() -> None:
    assert names_case("cavityClipped", "run the clipped cavity", None, classifying=CLASSIFYING)
