"""A Rayleigh number solved for the quantity the request leaves free, from the request's and
the followed case's other factors, and a Hartmann number turned into the field strength it
fixes; what is not applied is said with its arithmetic, never dropped."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import parse
from tests.support.applied import applied_audit, tutorial_files

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
HARTMANN = "electromagnetics/mhdFoam/hartmann"


def test_rayleigh_sets_the_expansion_coefficient_the_request_leaves_free() -> None:
    """beta = Ra nu^2 / (g dT L^3 Pr) = 1e4 * 1e-6 / (9.81 * 1 * 1) with the case's g and
    height; written where the case keeps beta and audited met there."""
    spec = parse_spec("BenardCells with buoyantBoussinesqPimpleFoam: floor at 301 K, ceiling at "
                      "300 K, nu = 1e-3 m^2/s, Pr = 1. Set beta so that the Rayleigh number "
                      "Ra = g beta dT H^3 / (nu alpha) equals 1e4.")
    (rayleigh,) = spec.dimensionless
    assert (rayleigh.name, rayleigh.free) == ("Ra", "beta")
    files = tutorial_files(BENARD)
    with workspace(files) as root:
        derivation = derive(spec, root)
    beta = derivation.of("beta")
    assert beta is not None and beta.value == pytest.approx(1.0194e-3, rel=1e-3)
    assert "constant/g" in beta.formula and "y extent" in beta.formula
    rows = [row for row in applied_audit(spec, BENARD) if row.requirement == "beta (derived)"]
    assert len(rows) == 1 and rows[0].met


def test_rayleigh_asked_of_a_temperature_is_said_not_applied_with_its_difference() -> None:
    spec = parse_spec("Benard cells: nu 1e-3 m^2/s, Prandtl number 1. Top plate at 300 K. Set "
                      "the bottom plate temperature so that the Rayleigh number based on the "
                      "1 m height is 5000.")
    with workspace(tutorial_files(BENARD)) as root:
        derivation = derive(spec, root)
        transport = parse(root / "constant" / "transportProperties")
        case_beta = float(transport.as_dict()["beta"]) if transport is not None else 0.0
    assert derivation.of("beta") is None
    (problem,) = [item for item in derivation.problems if item.startswith("Rayleigh")]
    expected = 5000 * 1e-6 / (9.81 * case_beta * 1.0)
    assert "not applied" in problem and f"{expected:.6g} K" in problem


def test_hartmann_gives_the_field_strength_from_the_case_half_height() -> None:
    spec = parse_spec("Conducting liquid in a channel under a transverse magnetic field: density "
                      "1, kinematic viscosity 2, electrical conductivity 0.5, inflow speed 1. "
                      "Choose the field strength so that the Hartmann number based on the "
                      "half-height is 5.")
    (hartmann,) = spec.dimensionless
    assert (hartmann.name, hartmann.free, hartmann.basis) == ("Ha", "B", "half-height")
    with workspace(tutorial_files(HARTMANN)) as root:
        derivation = derive(spec, root)
    # |B| = 5 / 1 * sqrt(1 * 2 / 0.5) = 10 T, along the case's own field (y), on its initial
    # field and on each wall holding it.
    fields = [(item.boundary, item.vector) for item in derivation.values if item.quantity == "B"]
    assert fields == [(("internalField",), (0.0, 10.0, 0.0)), (("lowerWall",), (0.0, 10.0, 0.0)),
                      (("upperWall",), (0.0, 10.0, 0.0))]
    assert "= 10 T" in derivation.values[-1].formula


def test_hartmann_sets_the_field_the_request_leaves_unstated() -> None:
    """"The Hartmann number … is 5" with every other factor stated is a requirement on B (the
    one factor left): the tutorial's B = 20 T had stayed and the row ended unmet."""
    spec = parse_spec("mhdFoam hartmann: density 1, kinematic viscosity 2, electrical "
                      "conductivity 0.5. The Hartmann number based on the half-height is 5.")
    with workspace(tutorial_files(HARTMANN)) as root:
        derivation = derive(spec, root)
    assert not [item for item in derivation.problems if item.startswith("Hartmann")]
    assert {item.vector for item in derivation.values if item.quantity == "B"} == {
        (0.0, 10.0, 0.0)}


def test_a_stated_field_stands_and_a_disagreeing_hartmann_number_is_said() -> None:
    spec = parse_spec("mhdFoam hartmann: density 1, kinematic viscosity 2, electrical "
                      "conductivity 0.5, a magnetic field of 4 T across the channel. The "
                      "Hartmann number based on the half-height is 5.")
    with workspace(tutorial_files(HARTMANN)) as root:
        derivation = derive(spec, root)
    (problem,) = [item for item in derivation.problems if item.startswith("Hartmann")]
    assert "= 10 T" in problem and "not applied" in problem
    assert not [item for item in derivation.values if item.quantity == "B"]


def test_a_length_said_as_a_length_is_no_hartmann_half_height() -> None:
    """Plates 3 m apart and 30 m long: the Hartmann number is across the 1.5 m half-gap, never
    along the 30 m (which had made a described Ha = 12 disagree with its stated B)."""
    spec = parse_spec("Liquid between parallel plates 3 m apart, 30 m long, magnetic field "
                      "0.4 T across the gap; density 1000 kg/m^3, kinematic viscosity 1e-3 "
                      "m^2/s, electrical conductivity 100 S/m. The Hartmann number is about "
                      "0.19.")
    (hartmann,) = spec.dimensionless
    assert hartmann.length is None
