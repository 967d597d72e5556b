"""Numbers and units as people write them: typeset products with powers of ten, a quantity's
symbol between its name and a prose link, money for an entry that holds money."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize


@pytest.mark.parametrize(("written", "read"), [
    ("D = 3.2·1e-9 m^2/s", "D = 3.2e-9 m^2/s"),
    ("D = 3,2·10⁻⁹ m²/s", "D = 3.2e-9 m^2/s"),
    ("eps 7.5 * 1e-3", "eps 7.5e-3"),
    ("a viscosity of 4.1⋅10^-6", "a viscosity of 4.1e-6"),
])
def test_a_mantissa_times_a_power_of_ten_is_one_number(written: str, read: str) -> None:
    """A product written with a middle dot (or "*") and a power of ten, in e-notation or
    with a caret, was two numbers: the mantissa a value of its own, the power another."""
    assert normalize(written) == read


def test_a_mesh_written_with_x_keeps_its_two_counts() -> None:
    """"x" between two numbers is as often a mesh's "by": "40 x 1e2" stays two counts."""
    assert normalize("a mesh of 40 x 1e2 cells") == "a mesh of 40 x 1e2 cells"


def test_a_typeset_product_binds_as_one_value() -> None:
    """The charge density stated as a typeset product is bound whole, in its unit."""
    spec = parse_spec("electrostaticFoam chargedWire: set rho on hole to 3,1·10⁻⁵ C/m³, and "
                      "the mobility k = 2,0·10⁻⁴ m²/(V·s)")
    values = [item for item in spec.stated.boundary_values if item.field == "rho"]
    assert [item.value for item in values] == [pytest.approx(3.1e-5)]
    assert [item.value for item in spec.stated.properties if item.name == "k"] == \
        [pytest.approx(2e-4)]
    assert spec.unparsed == ()
