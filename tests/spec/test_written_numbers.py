"""Numbers and units as people write them: typeset products with powers of ten, a quantity's
symbol between its name and a prose link, money for an entry that holds money."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from tests.support.applied import applied_audit


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


def _properties(prompt: str) -> dict[str, object]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


def test_a_quantitys_symbol_may_stand_before_a_prose_link() -> None:
    """"the interest rate r to 2 %": the symbol after the quantity's name was taken only before
    "=", ":", "of" or "is", so the value after "to" was bound to nothing."""
    found = _properties("financialFoam: set the interest rate r to 2 % and the volatility "
                        "sigma at 45 %.")
    assert found == {"r": pytest.approx(0.02), "sigma": pytest.approx(0.45)}


def test_a_value_may_be_linked_by_should_be() -> None:
    """"the exercise price should be 70": a link people write, not only "is" or "to"."""
    assert _properties("financialFoam: the exercise price should be 70.") == {"strike": 70}


@pytest.mark.parametrize("written", ["$62.5", "US$ 62.5", "62.5 dollars", "62.5 USD",
                                     "€62.5", "sixty-two point five euros"])
def test_a_sum_of_money_binds_to_a_quantity_that_is_money(written: str) -> None:
    """A price written in a currency binds to the option's strike as its number."""
    spec = parse_spec(f"financialFoam europeanCall: the strike price is {written}.")
    assert {item.name: item.value for item in spec.stated.properties} == {"strike": 62.5}
    assert spec.unparsed == ()


@pytest.mark.parametrize("prompt", [
    "financialFoam europeanCall: the volatility is 40 dollars.",
    "financialFoam europeanCall: sigma = $40.",
    "financialFoam europeanCall: sigma = 40 euros.",
])
def test_a_sum_of_money_binds_to_no_other_quantity(prompt: str) -> None:
    """A sum of money is no volatility: nothing is set, and the words are reported."""
    spec = parse_spec(prompt)
    assert spec.stated.properties == ()
    assert spec.unparsed or spec.not_applied


@pytest.mark.parametrize(("written", "si"), [("360 L/min", 0.006), ("21.6 m3/h", 0.006),
                                              ("6 litres a second", 0.006)])
def test_a_volume_flow_rate_is_read_on_its_boundary(written: str, si: float) -> None:
    """A flow rate in a unit of volume per time was no value of any reader: not understood."""
    spec = parse_spec(f"simpleFoam pitzDaily: push {written} of water into the inlet.")
    assert [(item.kind, item.value) for item in spec.stated.fluxes] == \
        [("volume_flow_rate", pytest.approx(si))]
    assert "inlet" in spec.stated.fluxes[0].boundary and spec.unparsed == ()


def test_a_volume_flow_rate_is_imposed_and_audited() -> None:
    """The inlet takes ``flowRateInletVelocity`` with the volume flow as stated (no density
    needed), and the audit finds it there."""
    spec = parse_spec("porousSimpleFoam straightDuctImplicit: push 180 L/min of air into "
                      "the inlet.")
    rows = [row for row in applied_audit(spec, "incompressible/porousSimpleFoam/"
                                               "straightDuctImplicit")
            if row.requirement.startswith("volume_flow_rate")]
    assert rows and all(row.met for row in rows)
    assert "0.003" in rows[0].found


def test_a_volume_flow_rate_naming_no_boundary_is_not_understood() -> None:
    """Said of no boundary, a volume per time binds nowhere: the words are reported."""
    spec = parse_spec("simpleFoam pitzDaily, the viscosity is 25 L/min.")
    assert spec.stated.fluxes == () and spec.unparsed


def test_a_size_along_an_axis_is_a_vector_fields_value_on_its_patches() -> None:
    """"B to 12 along -x on the lower and upper walls": the size with its axis is the vector
    on each patch named (a bare size had been refused there as no vector), and the audit
    holds it against the vector."""
    spec = parse_spec("mhdFoam hartmann: set the magnetic field to 12 along -x on both the "
                      "lower and upper walls.")
    values = [item for item in spec.stated.boundary_values if item.field == "B"]
    assert values and all(item.direction == (-1.0, 0.0, 0.0) for item in values)
    rows = [row for row in applied_audit(spec, "electromagnetics/mhdFoam/hartmann")
            if row.requirement.startswith("B on")]
    assert {row.entry for row in rows} >= {"boundaryField/lowerWall/value",
                                           "boundaryField/upperWall/value"}
    assert all(row.met and "-12" in str(row.found) for row in rows)


@pytest.mark.parametrize("prompt", [
    "electrostaticFoam chargedWire: the ion mobility k in physicalProperties to 3.3e-4 "
    "m2/(V s).",
    "electrostaticFoam chargedWire: set k in the physicalProperties dictionary to 3.3e-4 "
    "m^2/(V·s).",
])
def test_the_file_an_entry_is_said_to_be_in_stands_between_it_and_its_value(prompt: str
                                                                           ) -> None:
    """"k in physicalProperties to v": the dictionary named between an entry and its link
    left the value bound to nothing."""
    assert _properties(prompt) == {"k": pytest.approx(3.3e-4)}


def test_a_number_between_dollar_signs_is_mathematics_not_money() -> None:
    """TeX's "$12$" is a number set in mathematics; only "$12" alone is a sum of money."""
    assert _properties("icoFoam cavity: nu = $0.002$") == {"nu": 0.002}


def test_a_volume_flow_said_with_another_condition_is_not_imposed() -> None:
    """A flow rate whose sentence asks another condition of the velocity ("the matching
    velocity as a fixedValue") is not read as a flow to impose: flowRateInletVelocity would
    replace what was asked."""
    spec = parse_spec("pimpleFoam TJunction: the inlet passes 0.3 L/s: give 'inlet' the "
                      "matching velocity as a fixedValue.")
    assert spec.stated.fluxes == ()


def test_a_volume_flow_is_not_imposed_over_a_condition_asked_of_its_patch() -> None:
    """A velocity condition asked of the same patch in another sentence keeps the flow rate
    unimposed, and reported."""
    spec = parse_spec("porousSimpleFoam straightDuctImplicit: push 180 L/min of air into the "
                      "inlet. Use slip for U on the inlet.")
    assert spec.stated.fluxes
    rows = [row for row in applied_audit(spec, "incompressible/porousSimpleFoam/"
                                               "straightDuctImplicit")
            if row.requirement.startswith("volume_flow_rate")]
    assert rows and not any(row.met for row in rows)
