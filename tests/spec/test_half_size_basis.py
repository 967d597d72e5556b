"""A number based on a channel's half-size ("based on the half-height", "using the half-width")
takes the length stated for that half-size, never the domain's whole height; the field it leaves
free follows the direction the request writes it in, and the words naming its basis are the
number's (issue 23: a Hartmann number on a stated half-height had read that half-height as the
channel's height, and its field came out twice the asked one)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.definitions import written_direction
from foam_agent.agents.spec.dimensionless import read_dimensionless, read_lengths
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

HARTMANN = "electromagnetics/mhdFoam/hartmann"


@pytest.mark.parametrize(("text", "value"), [
    ("an MHD duct whose half-width is 0.25 m", 0.25),
    ("a slot of half height 3 cm between the plates", 0.03),
    ("half-gap of 2 m", 2.0),
    ("Ha = 5 (on the half-width, 4 cm)", 0.04),
])
def test_a_half_size_is_a_length_of_its_own(text: str, value: float) -> None:
    (length,) = read_lengths(text)
    assert length.names == ("half-height",)
    assert length.value == pytest.approx(value)
    assert length.phrase.startswith("half")


@pytest.mark.parametrize("text", [
    "Lorentz-force test: half-width 0.5 m. Take Ha = 8 using the half-width.",
    "Hartmann number of 8 with the half gap as the length scale; the half gap is 0.5 m.",
])
def test_a_number_based_on_a_half_size_takes_the_stated_one(text: str) -> None:
    (number,) = read_dimensionless(text)
    assert (number.name, number.basis) == ("Ha", "half-height")
    assert number.length == pytest.approx(0.5)


def test_the_domain_is_twice_the_half_size_a_number_is_based_on() -> None:
    spec = parse_spec("mhdFoam hartmann, duct half-height 0.5 m, rho = 1, nu = 1, sigma = 1; "
                      "Ha = 6 based on the half-height.")
    assert spec.geometry is None or spec.geometry.size(1) is None
    extent = spec.stated.extent
    assert extent is not None
    assert 1.0 in extent.value.sizes
    assert "twice the half-height 0.5 m" in extent.source


def test_a_hartmann_number_on_the_stated_half_width_sets_the_field_along_its_vector() -> None:
    """|B| = Ha / a * sqrt(rho nu / sigma) = 20 / 1 * sqrt(0.25) = 10 T, along y as written,
    with a the stated half-width (the case's own, 1 m); audited met, nothing left unread."""
    spec = parse_spec("mhdFoam hartmann tutorial; duct half-width 1 m; rho = 1, nu = 0.25, "
                      "sigma = 1. Ha = 20 using the half-width: the field B = (0 B0 0) inside "
                      "and on both walls.")
    (number,) = spec.dimensionless
    assert (number.basis, number.length, number.along) == ("half-height", 1.0, (0.0, 1.0, 0.0))
    assert not spec.unparsed
    rows = [row for row in applied_audit(spec, HARTMANN) if row.requirement.startswith("B")]
    assert rows and all(row.met for row in rows)
    assert {row.expected for row in rows} == {"(0 10 0)"}


@pytest.mark.parametrize(("text", "scales", "along"), [
    ("impose B = (0 0 B1) everywhere", ("B",), (0.0, 0.0, 1.0)),
    ("the inflow U = (U0 0 0)", ("nu", "U"), (1.0, 0.0, 0.0)),
    ("B = (0 U0 0)", ("B",), None),
    ("B = (0 B0 B0)", ("B",), None),
    ("U = (U0 0 0)", ("B",), None),
])
def test_a_vector_written_with_its_free_symbol_gives_its_direction(
        text: str, scales: tuple[str, ...], along: tuple[float, float, float] | None) -> None:
    found = written_direction(text, scales)
    assert (found[0] if found is not None else None) == along


def test_basis_words_holding_a_number_stay_the_value_readers() -> None:
    (number,) = read_dimensionless("Re = 300 with U = 2 m/s on the diameter.")
    assert number.basis == "diameter"
    assert number.scale_spans == ()
    (number,) = read_dimensionless("Re = 300 based on the diameter.")
    assert number.scale_spans == ((len("Re = 300 "), len("Re = 300 based on the diameter")),)
