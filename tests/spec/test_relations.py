"""Dimensionless numbers solved for the entry a request leaves free
(``foamcase.catalog.derivations.RELATIONS``): a Peclet or Schmidt number gives a diffusivity,
a thermal diffusivity beside ν gives the Prandtl number a Boussinesq case keeps (and Pr beside
ν the diffusivity a conduction case keeps), a Grashof number the expansion coefficient. The
wordings are this file's own; each expected value is worked by hand in its comment."""

from __future__ import annotations

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import Derivation, derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.catalog.derivations import RELATIONS
from tests.support.applied import applied_audit, tutorial_files

SCALAR = "basic/scalarTransportFoam/pitzDaily"
FLANGE = "basic/laplacianFoam/flange"
BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
#: The dimensions of each quantity a relation names, as pint writes them.
_DIMENSIONS = {"U": "m/s", "L": "m", "DT": "m^2/s", "nu": "m^2/s", "g": "m/s^2",
               "beta": "1/K", "dT": "delta_degC", "Pr": "", "Pe": "", "Sc": "", "Gr": ""}


def _derived(tutorial: str, prompt: str) -> Derivation:
    with workspace(tutorial_files(tutorial)) as root:
        return derive(parse_spec(prompt), root)


@pytest.mark.parametrize("relation", RELATIONS, ids=lambda row: row.number)
def test_each_relation_is_dimensionless(relation: object) -> None:
    product = registry().Quantity(1, "")
    for name, power in relation.terms.items():  # type: ignore[attr-defined]
        product *= registry().Quantity(1, _DIMENSIONS[name] or "dimensionless") ** power
    assert product.dimensionless, (relation, product.dimensionality)


@pytest.mark.parametrize(("tutorial", "prompt", "expected"), [
    # DT = U L / Pe = 10 * 0.0254 / 800 = 3.175e-4
    (SCALAR, "scalarTransportFoam pitzDaily; the Peclet number is 800 (inlet speed 10 m/s, "
             "step height 25.4 mm), so choose DT from it.", 3.175e-4),
    # DT = 10 * 0.0254 / 500 = 5.08e-4, the definition written out
    (SCALAR, "scalarTransportFoam pitzDaily with Pe = U h / DT = 500, where U = 10 m/s and "
             "h = 25.4 mm.", 5.08e-4),
    # DT = 0.05 * 0.02 / 200 = 5e-6, the scales named after the value
    (FLANGE, "laplacianFoam flange, with a Peclet number of 200 based on 0.05 m/s and the "
             "2 cm bore.", 5e-6),
    # DT = nu / Sc = 1e-6 / 1000 = 1e-9
    (SCALAR, "scalarTransportFoam pitzDaily, a dye carried by water (nu 1e-6 m2/s) with a "
             "Schmidt number of 1000.", 1e-9),
    # DT = 1.4e-6 / 700 = 2e-9
    (SCALAR, "pitzDaily passive scalar: Sc = 700 for the tracer, nu = 1.4e-6 m^2/s.", 2e-9),
    # DT = nu / Pr = 1.5e-5 / 0.7 = 2.142857e-5
    (FLANGE, "laplacianFoam flange: nu = 1.5e-5 m^2/s and Pr = 0.7 give the diffusivity.",
     2.142857e-5),
])
def test_a_number_sets_the_diffusivity_the_case_keeps(tutorial: str, prompt: str,
                                                      expected: float) -> None:
    found = _derived(tutorial, prompt).of("DT")
    assert found is not None
    assert found.value == pytest.approx(expected, rel=1e-5)
    assert "DT = " in found.formula


@pytest.mark.parametrize(("prompt", "expected"), [
    # Pr = nu / alpha = 2e-3 / 2.5e-3 = 0.8
    ("BenardCells with buoyantBoussinesqPimpleFoam: nu = 2e-3 m^2/s and a thermal "
     "diffusivity of 2.5e-3 m^2/s.", 0.8),
    # 8e-4 / 1.1e-3 = 0.727273
    ("Rayleigh-Benard slot: kinematic viscosity 8e-4 m²/s, thermal diffusivity 1.1e-3 m²/s "
     "(work out the Prandtl number from these).", 0.727273),
])
def test_a_thermal_diffusivity_sets_the_prandtl_number_a_boussinesq_case_keeps(
        prompt: str, expected: float) -> None:
    found = _derived(BENARD, prompt).of("Pr")
    assert found is not None and found.value == pytest.approx(expected, rel=1e-5)


@pytest.mark.parametrize(("prompt", "expected"), [
    # beta = Gr nu^2 / (g dT L^3) = 2e4 * (1e-3)^2 / (9.81 * 1 * 1) = 2.03874e-3 (the case's
    # nu, walls 301 K and 300 K, height 1 m)
    ("BenardCells, buoyantBoussinesqPimpleFoam: keep nu, pick the expansion coefficient so "
     "that the Grashof number is 2e4.", 2.03874e-3),
    # floor 302 K, ceiling 300 K: 5e4 * 1e-6 / (9.81 * 2) = 2.54842e-3
    ("Benard cells with the floor at 302 K and the ceiling at 300 K; choose beta so that "
     "Gr = 5e4.", 2.54842e-3),
])
def test_a_grashof_number_sets_the_expansion_coefficient(prompt: str, expected: float) -> None:
    found = _derived(BENARD, prompt).of("beta")
    assert found is not None and found.value == pytest.approx(expected, rel=1e-5)


def test_a_rayleigh_number_reads_the_cases_own_wall_temperatures() -> None:
    """BenardCells' floor and ceiling are 301 K and 300 K in 0/T; foamlib's values() of a
    boundaryField gave None for each, so a Rayleigh number with no wall stated was not
    applied. beta = Ra nu^2 / (g dT L^3 Pr) = 1e4 * 1e-6 / (9.81 * 1 * 1 * 1) = 1.01937e-3."""
    found = _derived(BENARD, "BenardCells, set beta so that Ra = 1e4.").of("beta")
    assert found is not None and found.value == pytest.approx(1.01937e-3, rel=1e-5)


@pytest.mark.parametrize("prompt", [
    "laplacianFoam flange, Peclet number 200.",
    "icoFoam cavity, Schmidt number 600.",
])
def test_a_number_that_cannot_be_solved_is_said_not_applied(prompt: str) -> None:
    tutorial = FLANGE if "flange" in prompt else "incompressible/icoFoam/cavity/cavity"
    derivation = _derived(tutorial, prompt)
    assert derivation.of("DT") is None
    assert any("not applied" in problem for problem in derivation.problems), derivation


def test_the_derived_diffusivity_is_written_and_its_row_met() -> None:
    prompt = ("scalarTransportFoam pitzDaily; the Peclet number is 800 (inlet speed 10 m/s, "
              "step height 25.4 mm), so choose DT from it.")
    spec = parse_spec(prompt)
    rows = applied_audit(spec, SCALAR)
    (row,) = [row for row in rows if row.requirement == "DT (derived)"]
    assert row.met and row.entry == "DT" and float(row.expected) == pytest.approx(3.175e-4)
    assert "Pe" in row.note and "10 * 0.0254" in row.note
    with workspace(tutorial_files(SCALAR)) as root:
        unchanged = [row for row in audit_case(spec, root) if row.requirement == "DT (derived)"]
    assert not unchanged[0].met  # the tutorial's own DT is not the derived one


@pytest.mark.parametrize(("prompt", "length", "speed", "boundary"), [
    # A speed of the flow said among the scales stays that boundary's value too.
    ("Lid-driven cavity, Re = 250 based on the lid speed 0.5 m/s and the 0.1 m width.", 0.1,
     0.5, "lid"),
    ("pitzDaily at a Peclet number of 900, based on an inlet velocity of 10 m/s and the "
     "25.4 mm step.", 0.0254, 10.0, "inlet"),
    # Scales naming a speed with no value, or a bare speed, are the number's words alone.
    ("pimpleFoam channel, a Reynolds number of 100 based on the block height (1.2 m) and the "
     "inlet speed.", 1.2, None, None),
    ("laplacianFoam flange, a Peclet number of 40 based on 3 cm/s and the 2 cm bore.", 0.02,
     0.03, None),
])
def test_the_scales_after_a_numbers_value_are_its_own(prompt: str, length: float,
                                                      speed: float | None,
                                                      boundary: str | None) -> None:
    spec = parse_spec(prompt)
    (number,) = spec.dimensionless
    assert number.length == pytest.approx(length)
    assert (number.speed is None) == (speed is None)
    if speed is not None:
        assert number.speed == pytest.approx(speed)
    speeds = [item for item in spec.stated.boundary_values if item.field == "U"]
    if boundary is None:
        assert not speeds
    else:
        assert [(item.boundary[0], item.value) for item in speeds] == [(boundary, speed)]
    assert not spec.unparsed, spec.unparsed
