"""Sibling variants: found in the installation's names, asked for by the request's words,
and ranked after their plainer base when nothing asks for them."""

from __future__ import annotations

from foam_agent.rag_index.variants import Variant, find_variants, plainer_first, words_named

ICO = "incompressible/icoFoam/cavity/"
CASES = [
    (ICO + "cavity", "icoFoam", "cavity"),
    (ICO + "cavityClipped", "icoFoam", "cavityClipped"),
    (ICO + "cavityGrade", "icoFoam", "cavityGrade"),
    ("incompressible/icoFoam/elbow", "icoFoam", "elbow"),
    ("combustion/reactingFoam/laminar/counterFlowFlame2D", "reactingFoam", "counterFlowFlame2D"),
    ("combustion/reactingFoam/laminar/counterFlowFlame2D_GRI", "reactingFoam",
     "counterFlowFlame2D_GRI"),
    ("combustion/reactingFoam/laminar/counterFlowFlame2D_GRI_TDAC", "reactingFoam",
     "counterFlowFlame2D_GRI_TDAC"),
    ("multiphase/twoPhaseEulerFoam/laminar/bubbleColumn", "twoPhaseEulerFoam", "bubbleColumn"),
    ("multiphase/reactingTwoPhaseEulerFoam/laminar/bubbleColumn", "reactingTwoPhaseEulerFoam",
     "bubbleColumn"),
    ("incompressible/simpleFoam/pitzDaily", "simpleFoam", "pitzDaily"),
    ("incompressible/pimpleFoam/RAS/pitzDaily", "pimpleFoam", "pitzDaily"),
    ("incompressible/simpleFoam/T3A", "simpleFoam", "T3A"),
    ("incompressible/simpleFoam/T3Aextra", "simpleFoam", "T3Aextra"),
    ("incompressible/simpleFoam/steady", "simpleFoam", "steady"),
    ("incompressible/simpleFoam/steadyState", "simpleFoam", "steadyState"),
]


def test_variants_are_read_from_the_names_of_the_installation() -> None:
    found = find_variants(CASES)
    assert found[ICO + "cavityClipped"] == Variant(ICO + "cavityClipped", (ICO + "cavity",),
                                                   "cavity", ("clipped",))
    assert found[ICO + "cavityGrade"].words == ("grade",)
    # The nearest base: the TDAC case varies the GRI case, which varies the plain flame.
    tdac = found["combustion/reactingFoam/laminar/counterFlowFlame2D_GRI_TDAC"]
    assert tdac.base == "counterFlowFlame2D_GRI" and tdac.words == ("tdac",)
    assert found["combustion/reactingFoam/laminar/counterFlowFlame2D_GRI"].words == ("gri",)
    # The same case under a solver whose name extends another's by a word.
    column = found["multiphase/reactingTwoPhaseEulerFoam/laminar/bubbleColumn"]
    assert column.bases == ("multiphase/twoPhaseEulerFoam/laminar/bubbleColumn",)
    assert column.words == ("reacting",)
    # Plain cases, the same name under unrelated solvers, short names and names that say how
    # a case runs are no variants.
    for path in (ICO + "cavity", "incompressible/icoFoam/elbow",
                 "incompressible/simpleFoam/pitzDaily", "incompressible/pimpleFoam/RAS/pitzDaily",
                 "incompressible/simpleFoam/T3Aextra", "incompressible/simpleFoam/steadyState"):
        assert path not in found


def test_a_variant_is_asked_for_by_its_word_in_any_form() -> None:
    found = find_variants(CASES)
    grade = found[ICO + "cavityGrade"]
    assert words_named(grade, {"a", "graded", "mesh"}) == ("grade",)
    assert words_named(grade, {"square", "lid", "cavity"}) == ()
    gri = found["combustion/reactingFoam/laminar/counterFlowFlame2D_GRI"]
    assert words_named(gri, {"gri", "mechanism"}) == ("gri",)
    # A short word is said exactly, not as the start of another ("grid" is not GRI).
    assert words_named(gri, {"grid"}) == ()


def test_an_unasked_variant_follows_its_base() -> None:
    found = find_variants(CASES)
    order = [ICO + "cavityClipped", "incompressible/icoFoam/elbow", ICO + "cavity",
             ICO + "cavityGrade"]
    # The base takes the unasked variant's place; the cases between them keep theirs.
    assert plainer_first(order, found, {ICO + "cavityClipped", ICO + "cavityGrade"}) == [
        ICO + "cavity", ICO + "cavityClipped", "incompressible/icoFoam/elbow",
        ICO + "cavityGrade"]
    # A chain: the plain flame comes before the GRI one, which comes before GRI with TDAC.
    flames = ["combustion/reactingFoam/laminar/counterFlowFlame2D_GRI_TDAC",
              "incompressible/icoFoam/elbow",
              "combustion/reactingFoam/laminar/counterFlowFlame2D_GRI",
              "combustion/reactingFoam/laminar/counterFlowFlame2D"]
    assert plainer_first(flames, found, set(flames[::2])) == [flames[3], flames[2], flames[0],
                                                               flames[1]]
    # An asked variant keeps its place; one whose base is not ranked keeps it too.
    assert plainer_first(order, found, {ICO + "cavityGrade"}) == order
    assert plainer_first(order[:2], found, {ICO + "cavityClipped"}) == order[:2]
