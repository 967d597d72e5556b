"""A porous zone said in words (``agents.spec.values.porosity``): coefficients with their
unit and direction, a permeability as d = 1/K, a zero term, and the zone's size and place;
worded several ways, none of them a benchmark request's."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import read_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.porosity import Porosity
from foam_agent.agents.spec.values.porosity import read_porosity


def _read(text: str) -> Porosity:
    reading = read_porosity(normalize(text))
    assert reading is not None, text
    return reading.porosity


def _coefficients(porosity: Porosity) -> dict[str, tuple[float, int | None]]:
    return {item.keyword: (item.value, item.axis) for item in porosity.coefficients}


@pytest.mark.parametrize(("text", "expected"), [
    ("The foam insert has a viscous resistance of 4.2e6 1/m^2 and an inertial loss "
     "coefficient of 35 per metre.", {"d": (4.2e6, None), "f": (35.0, None)}),
    ("Darcy term d = 800 m^-2 the same in all directions, Forchheimer coefficient 12 1/m.",
     {"d": (800.0, None), "f": (12.0, None)}),
    ("Treat the bed as porous, permeability 2.5e-9 m2, no inertial resistance.",
     {"d": (4e8, None), "f": (0.0, None)}),
    ("linear resistance 9e5 per square meter along the x direction only",
     {"d": (9e5, 0)}),
    ("a Darcy coefficient of 1e7 per square metre along the flow direction",
     {"d": (1e7, 0)}),
    ("inertial resistance factor C2 = 4 1/m for the perforated plate, Darcy resistance "
     "1e4 1/m2 in y", {"f": (4.0, None), "d": (1e4, 1)}),
    ("permeability of 1 darcy", {"d": (pytest.approx(1 / 9.869233e-13, rel=1e-6), None)}),
    # A direction said after the next coefficient, or after another number, is not this one's.
    ("Darcy resistance 2000 1/m^2, Forchheimer resistance 10 1/m in the x direction",
     {"d": (2000.0, None), "f": (10.0, 0)}),
    ("viscous resistance 1e6 1/m^2 with flow of 1 m/s in the y direction",
     {"d": (1e6, None)}),
    # The direction said between the coefficient's words and its number.
    ("The porous plug's linear resistance along the flow ought to be 3e6 per m^2.",
     {"d": (3e6, 0)}),
    ("Porous mat: viscous resistance in the y direction equal to 7e5 1/m^2.",
     {"d": (7e5, 1)}),
])
def test_coefficients_in_words(text: str, expected: dict[str, tuple[float, int | None]]
                               ) -> None:
    assert _coefficients(_read(text)) == expected


def test_the_dictionary_form_of_a_named_model() -> None:
    """"f = (4 4 0) 1/m" of a request naming DarcyForchheimer: its three components."""
    porosity = _read("DarcyForchheimer porous zone with d = (2e5 2e5 1e3) 1/m^2 and "
                     "f = (4 4 0) 1/m.")
    assert [(item.keyword, item.components) for item in porosity.coefficients] == [
        ("d", (2e5, 2e5, 1e3)), ("f", (4.0, 4.0, 0.0))]


def test_a_unit_of_other_dimensions_is_left_unread() -> None:
    """An inertial coefficient in 1/s is no Forchheimer f (1/m): not read, so not applied."""
    assert read_porosity(normalize("inertial coefficient 20 1/s")) is None


def test_a_mesh_axis_is_told_from_the_flow_axis() -> None:
    (letter,) = _read("viscous resistance 3e6 1/m^2 in z").coefficients
    (flow,) = _read("viscous resistance 3e6 1/m^2 streamwise").coefficients
    assert (letter.axis, letter.by_letter) == (2, True)
    assert (flow.axis, flow.by_letter) == (0, False)


@pytest.mark.parametrize(("text", "sizes", "centre", "from_inflow", "mid"), [
    ("A porous plug 0.3 m by 0.1 m sits centred at (1.5, 0.2).", (0.3, 0.1), (1.5, 0.2),
     None, (False, False)),
    ("Put a 25 mm thick screen 3 m downstream of the inlet, halfway across, Darcy "
     "coefficient 1e5 1/m2.", (0.025, None), (None, None), 3.0, (True, False)),
    ("The porous block is 2 ft on a side, in the middle of the channel.",
     (0.6096, 0.6096), (None, None), None, (True, True)),
    ("a filter 0.4 m wide with viscous resistance 1e6 1/m^2", (None, 0.4), (None, None),
     None, (False, False)),
])
def test_the_zone_extent(text: str, sizes: tuple[float | None, float | None],
                         centre: tuple[float | None, float | None],
                         from_inflow: float | None, mid: tuple[bool, bool]) -> None:
    extent = _read(text).extent
    assert extent is not None
    assert extent.sizes == pytest.approx(sizes) if None not in sizes else extent.sizes == sizes
    assert (extent.centre, extent.from_inflow) == (centre, from_inflow)
    assert (extent.mid_across, extent.mid_along) == mid


def test_a_void_fraction_is_read_apart() -> None:
    porosity = _read("a packed bed with porosity 0.38 and a Darcy coefficient 2e8 1/m2")
    assert porosity.void_fraction == 0.38
    assert _coefficients(porosity) == {"d": (2e8, None)}


def test_no_porous_words_no_reading() -> None:
    assert read_porosity(normalize("Lid-driven cavity, 1 m/s lid, nu 0.01, 0.5 s.")) is None


def test_the_coefficient_is_no_diameter_and_the_block_no_domain() -> None:
    """Geometry had read "d = 1500" as a diameter and the block's sides as the domain's."""
    reading = read_spec("pisoFoam porousBlockage: porous block 0.4 m a side, Darcy "
                        "coefficient d = 1500 1/m^2 in every direction. Inlet 0.3 m/s, 20 s.")
    spec = reading.spec
    assert spec.stated.porosity is not None
    assert _coefficients(spec.stated.porosity) == {"d": (1500.0, None)}
    assert spec.stated.extent is None and spec.geometry is None
    assert spec.unparsed == ()


def test_every_direction_said_is_told_from_none_said() -> None:
    """Only words saying every direction make one number every axis's where the case's
    components differ (``PorousCoefficient.unplaced``)."""
    said = _read("A porous pad, viscous resistance 5e5 1/m^2 in all directions.")
    unsaid = _read("A porous pad, viscous resistance 5e5 1/m^2.")
    assert [item.every_axis for item in said.coefficients] == [True]
    assert [item.every_axis for item in unsaid.coefficients] == [False]
    assert unsaid.coefficients[0].unplaced((5e7, -1000.0, -1000.0)) is not None
    assert unsaid.coefficients[0].unplaced((5e7, 5e7, 5e7)) is None
    assert said.coefficients[0].unplaced((5e7, -1000.0, -1000.0)) is None
