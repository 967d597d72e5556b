"""A non-Newtonian viscosity law named with its coefficients is read through the catalog's rows:
words or keywords, units checked, dynamic values divided by the stated density."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import Requirements, ViscosityLaw
from foam_agent.foamcase.catalog.viscosity_models import MODELS, ViscosityModel


def _law(prompt: str) -> tuple[ViscosityLaw, Requirements]:
    stated = parse_spec(prompt).stated
    assert stated.viscosity_law is not None, stated.describe()
    return stated.viscosity_law.value, stated


def _coefficients(law: ViscosityLaw) -> dict[str, float]:
    return {item.keyword: item.value for item in law.coefficients}


def test_a_model_in_words_with_dynamic_coefficients_and_a_density() -> None:
    law, stated = _law("Use the Carreau model with zero-shear viscosity 0.056 Pa·s, "
                       "infinite-shear viscosity 0.00345 Pa·s, time constant 3.313 s and power "
                       "index 0.3568; density 1060 kg/m³. Two seconds of flow.")
    assert law.model == "BirdCarreau"
    assert _coefficients(law) == pytest.approx(
        {"nu0": 0.056 / 1060, "nuInf": 0.00345 / 1060, "k": 3.313, "n": 0.3568}, rel=1e-5)
    # The time constant is the model's, not the run's end; the density is the law's.
    assert stated.end_time is not None and stated.end_time.value == 2
    assert "rho" not in {item.name for item in stated.properties}


def test_keywords_in_code_form_go_to_the_named_model() -> None:
    law, _ = _law("nonNewtonianIcoFoam offsetCylinder with the BirdCarreau model: nu0 = 0.01 "
                  "m^2/s, nuInf = 1e-05 m^2/s, k = 0.5 s, n = 0.6.")
    assert law.model == "BirdCarreau"
    assert _coefficients(law) == {"nu0": 0.01, "nuInf": 1e-05, "k": 0.5, "n": 0.6}


def test_limits_as_a_range_and_a_consistency_in_pa_s_n() -> None:
    law, _ = _law("A power-law fluid: consistency 12 Pa·s^n, flow index 0.6, density 1200 "
                  "kg/m^3, and clip the apparent viscosity between 0.012 and 1200 Pa·s.")
    assert law.model == "powerLaw"
    assert _coefficients(law) == pytest.approx(
        {"k": 0.01, "n": 0.6, "nuMin": 1e-05, "nuMax": 1.0})


def test_a_dynamic_value_with_no_density_is_not_applied_and_says_why() -> None:
    law, stated = _law("Herschel-Bulkley fluid with yield stress 5 Pa and flow index 0.5.")
    assert _coefficients(law) == {"n": 0.5}
    assert any("no density" in item.reason for item in stated.not_applied)


def test_a_unit_of_another_kind_is_not_taken() -> None:
    law, _ = _law("Cross model, time constant 2 m/s, rate index 0.8.")
    assert _coefficients(law) == {"n": 0.8}


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.name)
def test_every_catalog_model_is_found_by_its_first_words(model: ViscosityModel) -> None:
    law, _ = _law(f"Channel flow of a {model.words[0]} fluid at 0.2 m/s.")
    assert law.model == model.name


def test_no_model_named_reads_no_law() -> None:
    assert parse_spec("Cavity, nu 1e-5 m^2/s, time constant of the lid ramp 2 s").stated \
        .viscosity_law is None


@pytest.mark.parametrize("prompt", [
    "offsetCylinder, Cross model: viscosity at zero shear rate 0.02 m2/s, viscosity at "
    "infinite shear rate 4e-6 m2/s, run 1 s",
    "Cross fluid with viscosity at low shear 0.02 m2/s and viscosity at high shear rate "
    "4e-6 m2/s",
    "use the Cross power law; viscosity at zero shear 0.02 m2/s; viscosity at infinite shear "
    "4e-6 m2/s",
])
def test_a_viscosity_named_at_its_shear_rate(prompt: str) -> None:
    """'viscosity at zero shear rate' is the zero-shear viscosity said noun first; its 'zero'
    had been read as a value ('viscosity at 0', nu0 refused) and the infinite-shear value then
    written into nu0."""
    law, _ = _law(prompt)
    assert law.model == "CrossPowerLaw"
    assert _coefficients(law) == pytest.approx({"nu0": 0.02, "nuInf": 4e-6})
    assert not parse_spec(prompt).unparsed
