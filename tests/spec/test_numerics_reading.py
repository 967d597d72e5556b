"""Settings of the run's numerics read from requests, in code form and in words, against the
installation's vocabulary of fvSolution and fvSchemes."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.document import dump_document, load_document
from foam_agent.agents.spec.numerics import NumericSetting
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.values.numerics import read_numerics
from foam_agent.foamcase.case.vocabulary import Vocabulary


def _read(prompt: str) -> dict[tuple[str, str | None], object]:
    return {(item.keyword, item.target): item.value
            for item in parse_spec(prompt).stated.numerics}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("icoFoam cavity. PISO nCorrectors 3, BPISO nCorrectors 4.",
     {("nCorrectors", "PISO"): 3, ("nCorrectors", "BPISO"): 4}),
    ("pimpleFoam: use three pressure correctors and two outer correctors.",
     {("nCorrectors", None): 3, ("nOuterCorrectors", None): 2}),
    ("potentialFoam pitzDaily, 4 non-orth correctors.",
     {("nNonOrthogonalCorrectors", None): 4}),
    # a keyword written short: the one keyword of the cases it abbreviates
    ("potentialFoam pitzDaily with nNonOrthCorr = 5.", {("nNonOrthogonalCorrectors", None): 5}),
    ("pimpleFoam: PIMPLE nOuterCorr 3, momPredictor off.",
     {("nOuterCorrectors", "PIMPLE"): 3, ("momentumPredictor", "PIMPLE"): False}),
    ("Relaxation factors: 0.6 for k and epsilon, 0.5 for U.",
     {("relaxationFactors", "k"): 0.6, ("relaxationFactors", "epsilon"): 0.6,
      ("relaxationFactors", "U"): 0.5}),
    ("simpleFoam pitzDaily; relax pressure by 0.3.", {("relaxationFactors", "p"): 0.3}),
    ("Converge the pressure to 1e-6 and stop when the U residual falls below 1e-5.",
     {("tolerance", "p"): 1e-6, ("residualControl", "U"): 1e-5}),
    ("p solved with PCG and the DIC preconditioner, tolerance 1e-07, relTol 0.05.",
     {("solver", "p"): "PCG", ("preconditioner", "p"): "DIC", ("tolerance", "p"): 1e-7,
      ("relTol", "p"): 0.05}),
    ("PIMPLE: momentumPredictor\noff, nOuterCorrectors 10.",
     {("momentumPredictor", "PIMPLE"): False, ("nOuterCorrectors", "PIMPLE"): 10}),
    ("pimpleFoam pitzDaily, and turn the momentum predictor off.",
     {("momentumPredictor", None): False}),
    ("pimpleFoam with no momentum predictor.", {("momentumPredictor", None): False}),
    ("Use PCG with DIC for p and PBiCG with DILU for U and k.",
     {("solver", "p"): "PCG", ("preconditioner", "p"): "DIC", ("solver", "U"): "PBiCG",
      ("preconditioner", "U"): "DILU", ("solver", "k"): "PBiCG",
      ("preconditioner", "k"): "DILU"}),
    ('interFoam damBreak: for "alpha.water.*" use nAlphaCorr 2; maxAlphaCo 0.25.',
     {("nAlphaCorr", '"alpha.water.*"'): 2, ("maxAlphaCo", None): 0.25}),
    ("Use second-order backward time stepping.", {("default", None): "backward"}),
    ("div(phi,U) Gauss linearUpwind grad(U).", {("div", "U"): "Gauss linearUpwind grad(U)"}),
])
def test_settings_are_read_with_their_place(prompt: str,
                                            expected: dict[tuple[str, str | None], object]
                                            ) -> None:
    assert _read(prompt) == expected


def test_a_scheme_named_without_its_coefficient_says_what_was_assumed() -> None:
    settings = parse_spec("Use Crank-Nicolson time stepping.").stated.numerics
    assert [(item.value, bool(item.assumption)) for item in settings] == [
        ("CrankNicolson 0.9", True)]


@pytest.mark.parametrize(("prompt", "why"), [
    ("Use a second-order time scheme.", "backward or CrankNicolson"),
    ("Relax by 1.5 the U equation, relaxation factor 1.5 for U.", "no fraction"),
    ("Use 2.5 outer correctors.", "no whole count"),
    ("GAMG everywhere.", "no field named"),
])
def test_what_cannot_be_applied_says_why(prompt: str, why: str) -> None:
    spec = parse_spec(prompt)
    assert any(why in item.reason for item in spec.not_applied), spec.not_applied
    assert not any(isinstance(item, NumericSetting) and item.keyword in ("default", "solver")
                   for item in spec.stated.numerics if why != "no fraction")


def test_the_settings_are_shown_by_describe() -> None:
    lines = parse_spec("PISO nCorrectors 3.").stated.describe()
    assert "understood nCorrectors of PISO = 3 from 'nCorrectors 3'" in lines


def test_the_settings_keep_their_types_through_the_spec_document() -> None:
    """A count stays an int, a switch a bool, a scheme a name, in YAML as in JSON, so a spec
    corrected by hand sets what it says."""
    spec = parse_spec("icoFoam cavity, PISO nCorrectors 3, momentumPredictor off, relax U by "
                      "0.7, backward time stepping.")
    for fmt in ("yaml", "json"):
        back = load_document(dump_document(spec, fmt), fmt)
        assert back.stated.numerics == spec.stated.numerics
        assert [type(item.value) for item in back.stated.numerics] == [int, bool, float, str]


def test_the_interface_courant_number_in_words_is_not_the_courant_number() -> None:
    spec = parse_spec("interFoam damBreak, keep the interface Courant number below 0.3 and "
                      "maxCo 0.5.")
    assert [(item.keyword, item.value) for item in spec.stated.numerics] == [("maxAlphaCo", 0.3)]
    assert spec.stated.max_co is not None and spec.stated.max_co.value == 0.5
    assert not spec.unparsed


def test_a_short_form_that_is_an_identifier_of_the_cases_is_that_identifier() -> None:
    settings = frozenset({"nOuterCorrectors"})
    alone = read_numerics("nOuterCorr 3", Claims(), Vocabulary(settings=settings))
    assert [item.keyword for item in alone.settings] == ["nOuterCorrectors"]
    kept = read_numerics("nOuterCorr 3", Claims(),
                         Vocabulary(settings=settings, keywords={"nOuterCorr": None}))
    assert not kept.settings
