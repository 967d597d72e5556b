"""A zero-dimensional reactor's start read from the words anyone might use: a fuel with air at
an equivalence ratio, a listed composition on a mole or mass basis, the pressure and
temperature in any unit, and what stays constant; the solver follows when none is named, and a
flow with inlets is never taken for a reactor."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.document import dump_document, load_document
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.reactor_state import ReactorState

#: Air's N2 per O2 (21 % / 79 % by volume, Turns 2012).
AIR = 79 / 21


def _state(prompt: str) -> ReactorState:
    spec = parse_spec(prompt, solvers={"chemFoam", "reactingFoam", "simpleFoam"})
    assert spec.stated.reactor is not None, spec.describe()
    return spec.stated.reactor


def _moles(*pairs: tuple[str, float]) -> dict[str, float]:
    total = sum(amount for _, amount in pairs)
    return {name: amount / total for name, amount in pairs}


@pytest.mark.parametrize(("prompt", "fractions", "p", "T", "held"), [
    ("Ignition of a stoichiometric propane-air charge in chemFoam at constant pressure, "
     "3 MPa and 900 K, for 20 ms.",
     _moles(("C3H8", 1), ("O2", 5), ("N2", 5 * AIR)), 3e6, 900, "pressure"),
    ("Rich hydrogen in air (phi 1.5), initial pressure 300 kPa and 900 °C, isochoric, 1 ms.",
     _moles(("H2", 1.5), ("O2", 0.5), ("N2", 0.5 * AIR)), 3e5, 1173.15, "volume"),
    ("methane burning with air (O2 + 3.76 N2) at an equivalence ratio of 1.2; 10 bar, "
     "1100 K; chemFoam; the pressure is held constant. Run 5 ms.",
     _moles(("CH4", 1.2), ("O2", 2), ("N2", 7.52)), 1e6, 1100, "pressure"),
    ("Homogeneous reactor, n-heptane with air at phi = 0.5, 600 psi, 1300 °F, const v.",
     _moles(("NC7H16", 0.5), ("O2", 11), ("N2", 11 * AIR)), 600 * 6894.757293,
     (1300 - 32) / 1.8 + 273.15, "volume"),
])
def test_a_fuel_with_air_at_an_equivalence_ratio(prompt: str, fractions: dict[str, float],
                                                p: float, T: float, held: str) -> None:
    state = _state(prompt)
    assert state.fractions() == pytest.approx(fractions, rel=1e-6)
    assert state.basis == "mole" and state.derivation
    assert state.pressure == pytest.approx(p, rel=1e-6)
    assert state.temperature == pytest.approx(T, rel=1e-6)
    assert state.held == held


def test_a_listed_composition_keeps_its_amounts_and_its_basis() -> None:
    state = _state("chemFoam: an H2/O2/Ar mixture, mole fractions H2 0.1, O2 0.05, Ar 0.85; "
                   "p = 2 bar, T = 1200 K, constant volume.")
    assert {item.species: item.amount for item in state.amounts} == {
        "H2": 0.1, "O2": 0.05, "AR": 0.85}
    assert state.basis == "mole" and state.basis_stated and not state.derivation


@pytest.mark.parametrize("prompt", [
    "chemFoam, constant volume: propane, oxygen and argon with C3H8:O2:AR = 1:5:20 by mole, "
    "4 bar, 1000 K.",
    "chemFoam at constant volume, a 1 C3H8 : 5 O2 : 20 Ar charge by moles, 4 bar, 1000 K.",
    "chemFoam, constant volume, C3H8/O2/Ar in the ratio 1:5:20 (molar), 4 bar and 1000 K.",
])
def test_a_ratio_written_as_a_chain_pairs_each_species_with_its_own_number(prompt: str) -> None:
    state = _state(prompt)
    assert {item.species: item.amount for item in state.amounts} == {
        "C3H8": 1, "O2": 5, "AR": 20}
    assert state.basis == "mole"


def test_percentages_by_mass_in_words() -> None:
    state = _state("A zero-dimensional run, composition by mass: 5 % methane, 22 % oxygen and "
                   "73 % nitrogen; 1 bar and 1500 K at constant pressure.")
    assert {item.species: item.amount for item in state.amounts} == pytest.approx(
        {"CH4": 0.05, "O2": 0.22, "N2": 0.73})
    assert state.basis == "mass" and state.basis_stated


def test_degrees_rankine_and_atmospheres_in_words() -> None:
    state = _state("chemFoam, hydrogen and air, stoichiometric, closed vessel, two atmospheres "
                   "and 2000 degrees Rankine.")
    assert state.pressure == pytest.approx(2 * 101325)
    assert state.temperature == pytest.approx(2000 / 1.8)
    assert state.held == "volume"


def test_a_reactor_named_by_no_solver_gets_the_zero_dimensional_one() -> None:
    spec = parse_spec("How long does a lean (phi 0.6) methane-air mixture take to ignite in a "
                      "sealed bomb at 15 bar and 1100 K?", solvers={"chemFoam", "reactingFoam"})
    assert spec.regime.solver == "chemFoam"
    assert spec.stated.solver is not None and spec.stated.solver.source == "sealed bomb"


def test_the_reactor_words_are_no_patch_values_and_are_all_understood() -> None:
    """'T0 = 1430 F' had been an inlet's total temperature and 'p0 = 15 atm' a keyword p0."""
    spec = parse_spec("chemFoam, CH4/air, phi = 0.9, const p, p0 = 15 atm, T0 = 1430 F, 50 ms.",
                      solvers={"chemFoam"})
    assert not spec.stated.boundary_values and not spec.stated.boundary_types
    assert not spec.stated.properties
    assert not spec.unparsed
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.05


@pytest.mark.parametrize("prompt", [
    "Counter-flow flame with reactingFoam: CH4 at 0.1 m/s from the fuel inlet, air O2 0.23 "
    "N2 0.77 by mass at 300 K from the other side, constant pressure outlet.",
    "A methane-air mixture at an equivalence ratio of 0.8 enters a duct at 10 m/s and 600 K.",
    "Lid-driven cavity with water at 20 °C, lid at 1 m/s.",
])
def test_a_flow_is_no_reactor(prompt: str) -> None:
    spec = parse_spec(prompt, solvers={"chemFoam", "reactingFoam", "icoFoam"})
    assert spec.stated.reactor is None
    assert spec.regime.solver != "chemFoam"


def test_a_fuel_the_mechanisms_lack_is_read_not_applied() -> None:
    spec = parse_spec("chemFoam, stoichiometric unobtainium-air at 1 bar and 1000 K, const p",
                      solvers={"chemFoam"})
    assert spec.stated.reactor is not None and not spec.stated.reactor.amounts


@pytest.mark.parametrize("fmt", ["json", "yaml"])
def test_the_reactor_survives_the_spec_document(fmt: str) -> None:
    spec = parse_spec("chemFoam, CH4/air, phi 0.9, const p, 15 atm, 1000 K", solvers={"chemFoam"})
    back = load_document(dump_document(spec, fmt), fmt)  # type: ignore[arg-type]
    assert back.stated.reactor == spec.stated.reactor


def test_a_diluted_charge_in_pure_oxygen_at_atmospheric_pressure() -> None:
    """Oxygen named without air or nitrogen is the oxidiser itself; a diluent stated as a share
    of the whole takes that share; "atmospheric pressure" is 101325 Pa."""
    state = _state("chemFoam: stoichiometric H₂/O₂ diluted with 80 % argon at atmospheric "
                   "pressure and 1300 K, constant pressure.")
    assert state.fractions() == pytest.approx({"H2": 0.2 / 1.5, "O2": 0.1 / 1.5, "AR": 0.8})
    assert state.pressure == 101325


def test_an_air_excess_ratio_is_the_inverse_equivalence_ratio() -> None:
    state = _state("chemFoam, methane in air with lambda = 1.25, 20 bar, 1000 K, const p.")
    assert state.fractions() == pytest.approx(_moles(("CH4", 0.8), ("O2", 2), ("N2", 2 * AIR)))


def test_an_equivalence_ratio_beside_a_listed_composition_is_checked_against_it() -> None:
    """The listed amounts are written; the ratio said with them is understood when it agrees
    and read, not applied, with why when it does not."""
    agreeing = parse_spec("chemFoam. Mixture: lean methane-air at equivalence ratio 0.8, given "
                          "as CH4 0.4, O2 1, N2 3.76. 20 bar, 1200 K, const p.",
                          solvers={"chemFoam"})
    assert not agreeing.unparsed and not agreeing.not_applied
    disagreeing = parse_spec("chemFoam. Methane-air at equivalence ratio 0.6, given as CH4 0.4, "
                             "O2 1, N2 3.76. 20 bar, 1200 K, const p.", solvers={"chemFoam"})
    assert [item.words for item in disagreeing.not_applied] == ["equivalence ratio 0.6"]
    assert disagreeing.stated.reactor is not None
    assert disagreeing.stated.reactor.amounts[0].amount == 0.4


def test_a_terse_reactor_request_in_another_language_is_never_read_as_complete() -> None:
    """Its p and T are read, its mixture words are not: one German function word and a word
    spelled as no English word is ("stöchiometrisch") make it German, an unmet row; a terse
    English request with a symbol that is a foreign word ("Ma") stays English."""
    spec = parse_spec("chemFoam, Propan/Luft 0-D, stöchiometrisch, Volumen konstant. "
                      "Anfangsdruck 10 bar, Anfangstemperatur 900 K. Simulationszeit eine "
                      "Millisekunde.", solvers={"chemFoam"})
    assert any("German" in item.reason for item in spec.not_applied), spec.not_applied
    english = parse_spec("wedge15Ma5 but Ma 3.5, T = 1, p = 1, end 0.3", solvers={"chemFoam"})
    assert not english.not_applied


@pytest.mark.parametrize(("prompt", "fractions"), [
    ("chemFoam with iC8H18 in air at phi = 0.6, 15 bar, 700 K, constant pressure, 2 ms.",
     _moles(("IC8H18", 0.6), ("O2", 12.5), ("N2", 12.5 * AIR))),
    ("Zero-dimensional ignition of n-C7H16/air, equivalence ratio 1.3, 25 atm and 820 K.",
     _moles(("NC7H16", 1.3), ("O2", 11), ("N2", 11 * AIR))),
    ("chemFoam: nC7H16 burning in air (phi 0.9) at 40 bar, 760 K.",
     _moles(("NC7H16", 0.9), ("O2", 11), ("N2", 11 * AIR))),
])
def test_an_isomer_written_with_a_lower_case_prefix_is_the_mechanisms_fuel(
        prompt: str, fractions: dict[str, float]) -> None:
    state = _state(prompt)
    assert state.fractions() == pytest.approx(fractions, rel=1e-6)


def test_a_stoichiometric_equation_in_parentheses_is_read_to_its_last_species() -> None:
    spec = parse_spec("chemFoam, iso-octane reactor at constant pressure, 30 atm, 900 K. "
                      "Lean, equivalence ratio 0.7 in air: O2 1, N2 3.76, fuel set by phi "
                      "(the stoichiometric reaction is IC8H18 + 12.5 O2). endTime 3 ms",
                      solvers={"chemFoam"})
    assert spec.stated.reactor is not None
    assert spec.stated.reactor.fractions() == pytest.approx(
        _moles(("IC8H18", 0.7), ("O2", 12.5), ("N2", 12.5 * 3.76)), rel=1e-6)
    assert not spec.unparsed, spec.unparsed
