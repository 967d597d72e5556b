"""A case's keyword named as written in the case (any letter case), by its symbol or by its
name in words from the quantities catalog, with its value in any of the usual shapes ("X v",
"X = v", "X of v", "X (note) v", "X between a and b v"), binds to that entry with its unit
checked against the entry's dimensions (cgs units converted).

The wordings are this test's own; the reader runs in the spec's real pipeline against the
installation's harvested vocabulary.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from tests.support.applied import applied_audit


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


def _unread(prompt: str) -> tuple[str, ...]:
    return parse_spec(prompt).unparsed


@pytest.fixture(autouse=True)
def _installation() -> None:
    if "strike" not in installation_vocabulary().keywords:
        pytest.fail("the installation's tutorials were not harvested (financialFoam missing)")


@pytest.mark.parametrize("prompt", [
    "Black-Scholes pricing of a call. Exercise at a Strike 72, volatility 20 %.",
    "Price the option with a strike of 72 and 20 % volatility.",
    "financialFoam: strike (per share) 72, sigma 0.2",
])
def test_a_strike_in_words_binds_to_the_strike_entry(prompt: str) -> None:
    assert _properties(prompt)["strike"] == 72


def test_poisson_alone_is_the_ratio_and_binds_nu() -> None:
    found = _properties("A steel bracket: E = 200 GPa, Poisson 0.29, plane stress.")
    assert found["nu"] == 0.29
    assert found["E"] == pytest.approx(2.0e11)


@pytest.mark.parametrize(("prompt", "sigma"), [
    ("interFoam dam break; surface tension 0.061 N/m.", 0.061),
    ("The interfacial tension between the two liquids is about 31 dyn/cm.", 0.031),
    ("Two liquids in a tank, interface tension of 45 mN/m.", 0.045),
])
def test_a_surface_tension_in_words_binds_sigma_converted_to_si(prompt: str,
                                                                sigma: float) -> None:
    assert _properties(prompt)["sigma"] == pytest.approx(sigma)


def test_a_surface_tension_in_a_speed_unit_binds_nothing_and_says_why() -> None:
    spec = parse_spec("interFoam dam break, surface tension 3 m/s.")
    assert "sigma" not in {item.name for item in spec.stated.properties}
    assert any("not a unit of surface tension" in item.reason for item in spec.not_applied)


def test_a_keyword_with_a_note_in_parentheses_binds_each_value() -> None:
    found = _properties("interMixingFoam three phases: sigma12 (oil-air) 0.03 and sigma13 "
                        "(water-air) 0.07 N/m.")
    assert (found["sigma12"], found["sigma13"]) == (0.03, 0.07)


def test_a_keyword_in_another_letter_case_binds_when_its_unit_proves_it() -> None:
    found = _properties("Air as an ideal gas: CP 1010 J/(kg K), prandtl 0.72.")
    assert (found["Cp"], found["Pr"]) == (1010, 0.72)


def test_a_word_folding_onto_a_keyword_without_proof_binds_nothing() -> None:
    """"Cp 5" binds (the keyword as the case writes it); "cp 5" with no unit does not: a
    word of prose may spell a keyword of some case in another letter case."""
    assert "Cp" not in _properties("the CP 5 run finished early.")


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("mhdFoam duct: σ = 2.5e6 S/m.", "sigma", 2.5e6),
    ("interFoam column; σ = 0.055 N/m.", "sigma", 0.055),
    ("Gas: c_p = 1040 J/(kg K).", "Cp", 1040),
])
def test_a_symbol_binds_to_the_row_its_unit_proves(prompt: str, name: str,
                                                   value: float) -> None:
    assert _properties(prompt)[name] == pytest.approx(value)


def test_a_symbol_several_rows_share_binds_nothing_without_a_unit() -> None:
    assert "sigma" not in _properties("some model with σ = 0.3 assumed.")


def test_specific_heat_and_permeability_and_spectrum_words() -> None:
    found = _properties("hartmann duct: magnetic permeability 1.2, electrical conductivity 2.")
    assert (found["mu"], found["sigma"]) == (1.2, 2)
    spectrum = _properties("dnsFoam box: spectral energy 6, peak wavenumber 3.")
    assert (spectrum["Ea"], spectrum["k0"]) == (6, 3)
    assert _properties("The gas has a specific heat of 1.1 kJ/(kg K).")["Cp"] == pytest.approx(1100)


def test_a_contact_angle_goes_on_every_wall_its_words_list() -> None:
    spec = parse_spec("contactAngleCavity: a static contact angle of 40 degrees on the left "
                      "and right walls.")
    placed = {value.boundary[0]: value.value for value in spec.stated.boundary_values
              if value.field == "contactAngle"}
    assert placed == {"left": 40, "right": 40}
    assert not spec.unparsed


def test_a_value_listed_on_two_patches_goes_on_both() -> None:
    spec = parse_spec("simpleFoam pitzDaily: omega = 12 1/s at the inlet and outlet.")
    placed = {value.boundary[0].lower() for value in spec.stated.boundary_values
              if value.field == "omega"}
    assert placed == {"inlet", "outlet"}


def test_a_number_times_a_scale_word_is_one_number() -> None:
    """"1.2 million psi" had become "1.2 1000000 psi", which no reader takes as a modulus."""
    found = _properties("Spruce beam: Young's modulus 1.2 million psi, Poisson 0.3.")
    assert found["E"] == pytest.approx(1.2e6 * 6894.757, rel=1e-6)


def test_a_plain_keyword_listed_after_a_bound_entry_binds_bare() -> None:
    """In a list of a dictionary's entries a plain keyword is written bare ("alphatab 1");
    the same word opening prose is not read as the entry."""
    found = _properties("twoLiquidMixingFoam: Dab = 2e-9 m^2/s, alphatab 0.7.")
    assert (found["Dab"], found["alphatab"]) == (2e-9, 0.7)
    assert "alphatab" not in _properties("the alphatab 0.7 case was slow.")


def test_a_symbol_after_a_pair_named_with_between_stays_the_name() -> None:
    found = _properties("interMixingFoam: the diffusivity between water and brine D23 = 3e-9 "
                        "m^2/s, surface tension between water and air of 0.07 N/m.")
    assert found["D23"] == 3e-9 and "DT" not in found
    assert found["sigma"] == 0.07


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("solidDisplacementFoam plate: take 0.27 for Poisson's ratio.", "nu", 0.27),
    ("interFoam column: use 52 dyn/cm for the interfacial tension.", "sigma", 0.052),
])
def test_a_value_said_for_a_quantity_binds_to_it(prompt: str, name: str, value: float) -> None:
    assert _properties(prompt)[name] == pytest.approx(value)


def test_a_source_s_coefficients_in_system_fv_options_are_written_and_audited() -> None:
    """sineWaveDamping keeps its acousticDampingSource in ``system/fvOptions``: its
    coefficients listed by name are bound ("frequency" too, opening the list), written there
    and audited; "timeStart" is the source's, never the run's end time."""
    spec = parse_spec("rhoPimpleFoam sineWaveDamping. Damping zone (system/fvOptions): "
                      "frequency 1500 Hz, radius1 0.9 m, radius2 1.4 m, timeStart 0.002 s.")
    assert spec.stated.end_time is None
    rows = applied_audit(spec, "compressible/rhoPimpleFoam/laminar/sineWaveDamping")
    checked = {row.requirement: (row.met, row.file) for row in rows
               if row.requirement in ("frequency", "radius1", "radius2", "timeStart")}
    assert checked == dict.fromkeys(("frequency", "radius1", "radius2", "timeStart"),
                                    (True, "system/fvOptions"))
    assert not spec.unparsed


def test_a_field_word_listed_beside_an_entry_stays_the_field_s() -> None:
    """"temperature" is a keyword of some case's dictionary, but "initial temperature 280 K"
    beside a bound entry is the temperature field's, never that keyword."""
    spec = parse_spec("laplacianFoam flange: patch1 at 500 K, initial temperature 280 K, "
                      "thermal diffusivity 3e-5 m^2/s.")
    assert "temperature" not in {item.name for item in spec.stated.properties}
    assert any(value.field == "T" and value.value == 280 for value in spec.stated.boundary_values)


def test_the_volatility_by_its_short_name() -> None:
    found = _properties("financialFoam call: strike 65, vol 27 %, r = 4 %.")
    assert (found["strike"], found["sigma"], found["r"]) == (65, 0.27, 0.04)


def test_a_plain_keyword_after_a_quantity_named_with_its_symbol_binds_bare() -> None:
    found = _properties("twoLiquidMixingFoam: molecular diffusivity Dab = 3e-9 m^2/s, "
                        "alphatab 0.8.")
    assert (found["Dab"], found["alphatab"]) == (3e-9, 0.8)


@pytest.mark.parametrize("prompt", [
    "cavity, run to 1 s with deltaT = 0.005 s",
    "Mixing elbow, icoFoam. Run to 12 s with deltaT = 0.04 s and write every 25 time steps.",
    "cavity: endTime = 1 s, deltaT = 0.005 s, writeInterval = 0.1 s",
])
def test_a_run_control_the_time_rules_read_is_no_property(prompt: str) -> None:
    """"deltaT = 0.04 s" was found again by its folded spelling and bound as a property no
    case holds: a NOT SET row beside the time step written, so the elbow ended unmet."""
    spec = parse_spec(prompt)
    assert spec.stated.properties == ()
    assert spec.stated.delta_t is not None
