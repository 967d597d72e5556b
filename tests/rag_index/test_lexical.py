"""The lexical boost: evidence from names the prompt states."""

from __future__ import annotations

import pytest

from foam_agent.rag_index.documents import request_terms, terms_of
from foam_agent.rag_index.lexical import (
    NAME_EXACT,
    NAME_PARTIAL,
    SOLVER_EXACT,
    LexicalBoost,
    near,
)

CASES = [
    ("incompressible/icoFoam/cavity/cavity", "icoFoam", "incompressible", "cavity", "cavity"),
    ("incompressible/pisoFoam/RAS/cavity", "pisoFoam", "incompressible", "RAS", "cavity"),
    ("incompressible/pimpleFoam/RAS/pitzDaily", "pimpleFoam", "incompressible", "RAS", "pitzDaily"),
    ("incompressible/simpleFoam/pitzDaily", "simpleFoam", "incompressible", "", "pitzDaily"),
    (
        "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells",
        "buoyantBoussinesqPimpleFoam",
        "heatTransfer",
        "",
        "BenardCells",
    ),
    (
        "incompressible/overPimpleDyMFoam/cylinder/cylinderAndBackground",
        "overPimpleDyMFoam",
        "incompressible",
        "cylinder",
        "cylinderAndBackground",
    ),
    (
        "incompressible/nonNewtonianIcoFoam/offsetCylinder",
        "nonNewtonianIcoFoam",
        "incompressible",
        "",
        "offsetCylinder",
    ),
]


@pytest.mark.parametrize(
    ("word", "candidates", "expected"),
    [
        ("cells", ["cell"], True),  # plural
        ("benard", ["bernard"], True),  # one typo in a long word
        ("offset", ["offsetcylinder"], True),  # glued to another word
        ("ras", ["rans"], False),  # short words must match exactly
        ("cavity", ["gravity"], False),  # two edits
    ],
)
def test_near_allows_plural_typo_and_gluing(
    word: str, candidates: list[str], expected: bool
) -> None:
    assert near(word, candidates) is expected


@pytest.fixture
def boost() -> LexicalBoost:
    return LexicalBoost(CASES)


def test_named_solver_and_tutorial_add_up(boost: LexicalBoost) -> None:
    scores = boost.score("lid-driven cavity with pisofoam")
    piso = scores["incompressible/pisoFoam/RAS/cavity"]
    ico = scores["incompressible/icoFoam/cavity/cavity"]
    assert piso.value > ico.value
    assert "solver pisoFoam" in piso.reasons
    assert piso.value >= SOLVER_EXACT


def test_a_glued_or_spaced_name_is_an_exact_name(boost: LexicalBoost) -> None:
    for prompt in ("RAS pitzdaily with the PIMPLE algorithm", "RAS pitz daily, PIMPLE algorithm"):
        scores = boost.score(prompt)
        best = max(scores, key=lambda path: scores[path].value)
        assert best == "incompressible/pimpleFoam/RAS/pitzDaily"
        assert "name pitzDaily" in scores[best].reasons
        assert "solver words pimple" in scores[best].reasons


def test_misspelt_plural_name_still_counts(boost: LexicalBoost) -> None:
    scores = boost.score("a 3D Bernard Cell simulation using buoyantFoam")
    assert list(scores) == ["heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"]


def test_more_specific_name_wins_and_glue_words_are_no_evidence(boost: LexicalBoost) -> None:
    scores = boost.score("a laminar offsetcylinder, walls including the cylinder and inlet")
    offset = scores["incompressible/nonNewtonianIcoFoam/offsetCylinder"]
    background = scores["incompressible/overPimpleDyMFoam/cylinder/cylinderAndBackground"]
    assert offset.value == pytest.approx(NAME_EXACT)
    assert background.value < offset.value
    assert all("and" not in reason.split() for reason in background.reasons)


def test_no_names_no_boost(boost: LexicalBoost) -> None:
    assert boost.score("simulate something with 3 m/s inflow") == {}


def test_a_name_word_counts_by_its_rarity_among_the_names() -> None:
    """"room" names three set-ups, "hill" one: a request's "room" is weaker evidence for a
    hot room than its "hill" is for the periodic hill."""
    rooms = [(f"heatTransfer/{solver}/{name}", solver, "heatTransfer", "", name)
             for solver, name in (("buoyantPimpleFoam", "hotRoom"),
                                  ("buoyantSimpleFoam", "coldRoom"),
                                  ("pimpleFoam", "fanRoom"))]
    hill = ("incompressible/pimpleFoam/LES/periodicHill", "pimpleFoam", "incompressible",
            "LES", "periodicHill")
    other = ("incompressible/icoFoam/elbow", "icoFoam", "incompressible", "", "elbow")
    boost = LexicalBoost([*rooms, hill, other])
    room = boost.score("air in a square room")["heatTransfer/buoyantPimpleFoam/hotRoom"]
    hills = boost.score("flow over a hill")["incompressible/pimpleFoam/LES/periodicHill"]
    assert 0 < room.value < hills.value <= NAME_PARTIAL / 2
    assert hills.value == pytest.approx(NAME_PARTIAL / 2)  # one of its two words, a unique one


def test_naming_a_utility_is_no_evidence_for_its_demo_over_the_flows_it_meshes() -> None:
    demo = ("mesh/snappyHexMesh/flange", "snappyHexMesh", "mesh", "", "flange")
    flow = ("incompressible/simpleFoam/motorBike", "simpleFoam", "incompressible", "",
            "motorBike")
    solver_demo = ("mesh/parallel/cavity", "icoFoam", "mesh", "parallel", "cavity")
    scores = LexicalBoost([demo, flow, solver_demo]).score(
        "steady flow around a motorbike meshed with snappyHexMesh; icoFoam")
    assert "mesh/snappyHexMesh/flange" not in scores or not any(
        reason.startswith("solver") for reason in scores["mesh/snappyHexMesh/flange"].reasons)
    # A demo run by a solver is still found by that solver's name.
    assert scores["mesh/parallel/cavity"].solver_named


def test_a_utility_step_of_a_flow_tutorial_is_no_solver_evidence_either() -> None:
    step = ("incompressible/pimpleFoam/RAS/wingMotion/wingMotion_snappyHexMesh",
            "snappyHexMesh", "incompressible", "RAS/wingMotion", "wingMotion_snappyHexMesh")
    flow = ("incompressible/simpleFoam/motorBike", "simpleFoam", "incompressible", "",
            "motorBike")
    scores = LexicalBoost([step, flow]).score(
        "external aerodynamics of a motorcycle with rider, snappyHexMesh, steady turbulent")
    assert step[0] not in scores or not scores[step[0]].solver_named


def test_a_requests_plain_words_bring_the_words_the_files_use() -> None:
    assert "moving" in request_terms("square box, the top wall slides to the right")
    assert "moving" not in terms_of("square box, the top wall slides to the right")
    assert "bend" in request_terms("a square duct turning 90 degrees")
    assert {"motor", "bike"} <= set(request_terms("a motorcycle with rider"))
