"""A model's coefficients said in words are bound to the keyword of the model the request names,
through the catalog rows of ``foam_agent.foamcase.catalog.viscosity_models``: a qualifier or a
symbol between the words and the value, symbols for the words, units through pint (dynamic
values divided by the stated density, a coefficient per °F made per kelvin), the Arrhenius
temperature wrapper, coefficients with no model named, and a coefficient of another model
reported as not applied. Wordings here are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import Requirements, ViscosityLaw


def _law(prompt: str) -> tuple[ViscosityLaw, Requirements]:
    stated = parse_spec(prompt).stated
    assert stated.viscosity_law is not None, stated.describe()
    return stated.viscosity_law.value, stated


def _coefficients(law: ViscosityLaw | None) -> dict[str, float]:
    assert law is not None
    return {item.keyword: item.value for item in law.coefficients}


@pytest.mark.parametrize(("prompt", "model", "expected"), [
    ("The sauce follows a Cross law: zero shear rate viscosity η0 of 2 Pa·s, high-shear "
     "viscosity of 0.003 Pa·s, λ = 0.8 s, rate index 0.4; its density is 1100 kg/m³.",
     "CrossPowerLaw", {"nu0": 2 / 1100, "nuInf": 0.003 / 1100, "m": 0.8, "n": 0.4}),
    ("Cross power-law fit: zero-shear kinematic viscosity 6,000 cSt, infinite-shear kinematic "
     "viscosity 30 cSt, a time constant m of a quarter of a second and an exponent n of 0.45.",
     "CrossPowerLaw", {"nu0": 6e-3, "nuInf": 3e-5, "m": 0.25, "n": 0.45}),
    ("Cross fluid, ν0 = 300 cSt, ν∞ = 3 cSt, m = 0.6 s, n = 0.7.",
     "CrossPowerLaw", {"nu0": 3e-4, "nuInf": 3e-6, "m": 0.6, "n": 0.7}),
    ("Carreau-Yasuda blood: μ0 = 0.056 Pa s, μ∞ = 0.0035 Pa s, relaxation time of 3.3 s, "
     "power-law exponent n 0.36, Yasuda exponent a = 2; blood density 1060 kg/m^3.",
     "BirdCarreau", {"nu0": 0.056 / 1060, "nuInf": 0.0035 / 1060, "k": 3.3, "n": 0.36,
                     "a": 2}),
    ("Herschel–Bulkley slurry: τ_y = 12 Pa, consistency K of 0.9 Pa·s^n, flow-behaviour index "
     "n equal to 0.45, plateau viscosity 1 m2/s, density 1300 kg/m3.",
     "HerschelBulkley", {"tau0": 12 / 1300, "k": 0.9 / 1300, "n": 0.45, "nu0": 1.0}),
    ("Casson model for molten chocolate: plastic viscosity 4 Pa s, yield point 10 Pa, density "
     "1250 kg/m3, minimum viscosity 1e-4 m2/s and maximum viscosity 10 m2/s.",
     "Casson", {"m": 4 / 1250, "tau0": 10 / 1250, "nuMin": 1e-4, "nuMax": 10}),
    ("An Ostwald–de Waele fluid with consistency index 0.1 m²/s and flow behavior index 0.6.",
     "powerLaw", {"k": 0.1, "n": 0.6}),
])
def test_each_model_in_words_of_its_own(prompt: str, model: str,
                                        expected: dict[str, float]) -> None:
    law, stated = _law(prompt)
    assert law.model == model and law.named
    assert _coefficients(law) == pytest.approx(expected, rel=1e-5)
    assert not stated.not_applied, stated.not_applied


@pytest.mark.parametrize(("prompt", "model", "expected"), [
    ("Arrhenius-Bird-Carreau oil: nu0 = 50 cSt, nu_inf = 5 cSt, k = 0.3 s, n = 0.6; Arrhenius "
     "coefficient 1/90 per °F about T_ref = 68 °F.",
     "ArrheniusBirdCarreau", {"nu0": 5e-5, "nuInf": 5e-6, "k": 0.3, "n": 0.6,
                              "alpha": 1.8 / 90, "Talpha": 293.15}),
    ("Use a Cross power law with an Arrhenius temperature dependence: nu0 0.01 m2/s, "
     "m = 0.4 s, temperature coefficient 0.02 1/K, reference temperature 20 °C.",
     "ArrheniusCrossPowerLaw", {"nu0": 0.01, "m": 0.4, "alpha": 0.02, "Talpha": 293.15}),
    ("ArrheniusCasson: alpha = 0.036 K^-1, Talpha = 290 K, yield stress 0.01 m^2/s^2.",
     "ArrheniusCasson", {"alpha": 0.036, "Talpha": 290, "tau0": 0.01}),
])
def test_the_arrhenius_wrapper_and_its_coefficients(prompt: str, model: str,
                                                    expected: dict[str, float]) -> None:
    law, _ = _law(prompt)
    assert law.model == model
    assert _coefficients(law) == pytest.approx(expected, rel=1e-5)


def test_coefficients_with_no_model_named_fit_the_case_s_model() -> None:
    law, stated = _law("The fluid's zero-shear viscosity is 0.05 m²/s and its infinite-shear "
                       "viscosity 1e-4 m²/s, with a relaxation time of 2 s. Run 1 s.")
    assert not law.named
    # The relaxation time is the Cross model's m and the Bird-Carreau model's k.
    assert _coefficients(law.for_model("CrossPowerLaw")) == {"nu0": 0.05, "nuInf": 1e-4,
                                                              "m": 2}
    assert _coefficients(law.for_model("BirdCarreau")) == {"nu0": 0.05, "nuInf": 1e-4, "k": 2}
    assert law.for_model("powerLaw") is None
    assert stated.end_time is not None and stated.end_time.value == 1


def test_a_word_alone_is_no_law() -> None:
    """An exponent and a time constant with no viscosity in words is not a law: those words
    are too common."""
    assert parse_spec("Ramp the inlet with a time constant of 0.5 s and an exponent of 2; "
                      "run 3 s.").stated.viscosity_law is None


def test_a_coefficient_of_another_model_is_not_applied() -> None:
    law, stated = _law("Carreau fluid with zero-shear viscosity 0.01 m2/s and a yield stress "
                       "of 3 Pa, density 1000 kg/m3.")
    assert law.model == "BirdCarreau" and _coefficients(law) == {"nu0": 0.01}
    (refused,) = stated.not_applied
    assert refused.words == "yield stress of 3 Pa" and "tau0" in refused.reason


def test_a_viscoelastic_model_in_words() -> None:
    law, _ = _law("Model the melt as an upper-convected Maxwell fluid: the polymer adds a "
                  "polymer viscosity of 4e-3 m^2/s and relaxes with a relaxation time of 50 ms.")
    assert law.model == "Maxwell" and _coefficients(law) == {"nuM": 4e-3, "lambda": 0.05}


def test_a_maxwell_slip_wall_is_no_fluid_model() -> None:
    assert parse_spec("rhoCentralFoam, Maxwell slip walls with accommodation coefficient 1; "
                      "run 1 ms.").stated.viscosity_law is None


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Set it in transportProperties: transportModel powerLaw; powerLawCoeffs { k 0.05; n 0.7; "
     "nuMin 1e-6; nuMax 5; }", {"k": 0.05, "n": 0.7, "nuMin": 1e-6, "nuMax": 5}),
    ("Power-law model, k (consistency) = 0.3 m^2/s, n (index) = 0.4.", {"k": 0.3, "n": 0.4}),
    ("A power-law fluid with a consistency of 0.2 m^2/s and a flow index of a half.",
     {"k": 0.2, "n": 0.5}),
])
def test_code_forms_and_fractions_in_words(prompt: str, expected: dict[str, float]) -> None:
    law, _ = _law(prompt)
    assert law.model == "powerLaw" and _coefficients(law) == pytest.approx(expected)


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: float(item.value) for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("reactingFoam counterFlowFlame2D: for the methane reaction take a frequency factor of "
     "3e9, an activation temperature of 12000 K and a temperature exponent of 0.5. Run 0.01 s.",
     {"A": 3e9, "Ta": 12000, "beta": 0.5}),
    ("reactingFoam, one-step methane chemistry with pre-exponential factor 5.2e16; the "
     "activation temperature is 14906 K.", {"A": 5.2e16, "Ta": 14906}),
    ("rhoPimpleFoam angledDuct: Sutherland coefficient 1.458e-6, Sutherland temperature "
     "110.4 K. Run 0.01 s.", {"As": 1.458e-6, "Ts": 110.4}),
])
def test_reaction_rate_and_sutherland_coefficients_in_words(prompt: str,
                                                            expected: dict[str, float]) -> None:
    properties = _properties(prompt)
    assert {name: properties.get(name) for name in expected} == pytest.approx(expected)


def test_a_pre_exponential_factor_with_a_unit_is_refused_not_guessed() -> None:
    """A's units follow the reaction's order: a value with one is reported, not converted."""
    stated = parse_spec("reactingFoam counterFlowFlame2D, pre-exponential factor 5e8 "
                        "m^3/(kmol s), activation temperature 15000 K.").stated
    assert "A" not in {item.name for item in stated.properties}
    assert any("pre-exponential factor" in item.reason for item in stated.not_applied)
