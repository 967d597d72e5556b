"""A dimensionless number whose definition is written out, read symbol by symbol into the
scales it is based on and the quantity it leaves free (issue 23: "Re_b = Ubar delta / nu =
2800" had set nu = 2800; "Ha = B0 a sqrt(sigma/(rho nu)) = 25, a the half-width" took the
channel's length for a, and the field it fixes was never written)."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.definitions import written_scales
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.dimensionless import GROUPS, dimensions_of, scale_of
from tests.support.applied import applied_audit, tutorial_files

HARTMANN = "electromagnetics/mhdFoam/hartmann"
CHANNEL = "incompressible/pimpleFoam/LES/channel395"
STEP = "basic/potentialFoam/pitzDaily"


def test_every_group_of_the_catalog_is_a_pure_number() -> None:
    for group in GROUPS:
        assert dimensions_of(dict(group.factors)) == (0, 0, 0, 0, 0, 0, 0), group.symbol


@pytest.mark.parametrize(("symbol", "scale"), [
    ("U_b", "U"), ("Ubar", "U"), ("U_{in}", "U"), ("B0", "B"), ("delta", "L"), ("D_h", "L"),
    ("ν", "nu"), ("sigma", "sigma"), ("Re", None), ("side", None),
])
def test_a_symbol_with_a_subscript_is_its_base_s_scale(symbol: str, scale: str | None) -> None:
    found = scale_of(symbol)
    assert (found.name if found is not None else None) == scale


@pytest.mark.parametrize(("text", "value", "length", "free"), [
    ("Pick the viscosity: Re_bulk = 2 h U_m / nu = 9000, where h = 0.5 m and "
     "U_m = 3 m/s.", 9000.0, 1.0, "nu"),
    ("We want Re = U_0 d / ν = 150 with U_0 = 0.2 m/s and d = 3 cm.", 150.0, 0.03, "nu"),
    ("channel, Re_b = Ubar delta / nu = 4000, delta = 25 mm, Ubar = 2 m/s", 4000.0, 0.025,
     "nu"),
])
def test_a_written_reynolds_number_takes_its_length_and_speed_from_its_symbols(
        text: str, value: float, length: float, free: str) -> None:
    spec = parse_spec(text)
    (number,) = [item for item in spec.dimensionless if item.name == "Re"]
    assert number.value == value and number.length == pytest.approx(length)
    assert number.free == free and number.speed is not None
    # The number's value is never a viscosity.
    assert not [item for item in spec.stated.properties if item.name == "nu"]


@pytest.mark.parametrize("expression", [
    "U L / g",  # dimensions of time: no pure number
    "g beta dT L^3 / nu^2",  # a Grashof number written under Re's symbol
])
def test_a_definition_that_is_not_the_number_s_is_not_read_as_its(expression: str) -> None:
    text = f"Re = {expression} = 10"
    assert written_scales(text, expression, (0, len(text)), "Re") is None


def test_a_dynamic_viscosity_and_a_density_define_a_reynolds_number_too() -> None:
    text = "Re = rho U D / mu = 100, D = 2 cm, U = 1 m/s"
    scales = written_scales(text, "rho U D / mu", (0, 24), "Re")
    assert scales is not None and scales.length == pytest.approx(0.02)
    assert scales.speed == pytest.approx(1.0)


def test_the_viscosity_a_written_reynolds_number_leaves_free_is_derived() -> None:
    spec = parse_spec("Plane channel LES with the mean flow held by the momentum source; the "
                      "bulk speed U_b = 0.2 m/s and Re_b = 2 h U_b / nu = 8000 with h = 1 m.")
    with workspace(tutorial_files(CHANNEL)) as root:
        derivation = derive(spec, root)
    nu = derivation.of("nu")
    assert nu is not None and nu.value == pytest.approx(2 * 1 * 0.2 / 8000)


def test_a_stated_viscosity_leaves_the_inlet_speed_to_a_reynolds_number() -> None:
    """nu stated, no speed: U = Re nu / h on the inlet, audited met."""
    spec = parse_spec("potentialFoam on the pitzDaily step of height h = 20 mm, nu = 2e-5 m2/s, "
                      "and the inflow speed chosen so that the Reynolds number based on the step "
                      "height is 15000.")
    with workspace(tutorial_files(STEP)) as root:
        derivation = derive(spec, root)
    speed = derivation.of("U")
    assert speed is not None and speed.value == pytest.approx(15000 * 2e-5 / 0.02)
    assert derivation.of("nu") is None
    rows = [row for row in applied_audit(spec, STEP) if row.requirement == "|U| on inlet"]
    assert rows and all(row.met for row in rows)


@pytest.mark.parametrize("text", [
    "Hartmann channel: rho = 1, nu = 0.5 m2/s, sigma = 2. The field is B = (0 B_0 0) on the "
    "initial field and walls, with B_0 set so that Ha = B_0 a sqrt(sigma/(rho nu)) = 10, where "
    "a is the half-width.",
    "mhdFoam hartmann, rho = 1, nu = 0.5 m2/s, sigma = 2; transverse field B = (0 B0 0) with B0 "
    "such that Ha = B0 a sqrt(sigma / (rho nu)) = 10 (a, the channel half-width).",
    "hartmann case with rho 1, nu 0.5 and sigma 2 listed as a datasheet would; B = (0 B0 0), "
    "B0 from Ha = B0 a sqrt(sigma/(rho nu)) = 10, a the half-width.",
])
def test_a_hartmann_number_sets_the_field_it_leaves_free(text: str) -> None:
    """|B| = Ha / a * sqrt(rho nu / sigma) = 10 / 1 * 0.5 = 5 T along y, on the initial
    field and on both walls, and audited met there."""
    spec = parse_spec(text)
    (number,) = spec.dimensionless
    assert (number.name, number.free, number.basis, number.length) == ("Ha", "B", "half-height",
                                                                        None)
    assert number.along == (0.0, 1.0, 0.0)
    assert not spec.unparsed
    rows = [row for row in applied_audit(spec, HARTMANN) if row.requirement.startswith("B")]
    assert rows and all(row.met for row in rows)
    assert {row.expected for row in rows} == {"(0 5 0)"}
