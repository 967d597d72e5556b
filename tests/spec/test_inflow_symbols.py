"""The inflow's symbols with their subscripts: "V_inf = 60 kn" is the free stream's speed (V is
a speed's letter when a speed's unit follows), "M_in = 2.5" and "Ma_inf = 0.8" the inflow's
Mach number.

Why: both were kept as keywords spelt as written (``V_inf``, ``M_in``), which no case has: the
airfoil's speed and the step's Mach number were never applied.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("prompt", "speed"), [
    ("airFoil2D simpleFoam: V_inf = 40 kn, nu = 1.5e-5", 20.5778),
    ("the airfoil tutorial with V_in = 12 m/s at the inlet", 12.0),
])
def test_v_with_a_speed_s_unit_is_the_inflow_speed(prompt: str, speed: float) -> None:
    spec = parse_spec(prompt)
    speeds = [item.value for item in spec.stated.boundary_values
              if item.field == "U" and item.boundary == ("inlet",)]
    assert speeds and speeds[0] == pytest.approx(speed, rel=1e-4)
    assert not [item for item in spec.stated.properties if item.name.startswith("V")]


def test_v_without_a_speed_s_unit_is_no_speed() -> None:
    spec = parse_spec("chargedWire: V_wire = 30 kV, V_in = 3")
    assert not [item for item in spec.stated.boundary_values if item.field == "U"]


@pytest.mark.parametrize(("prompt", "mach"), [
    ("sonicFoam forwardStep, M_in = 3.2, normalised gas", 3.2),
    ("rhoCentralFoam obliqueShock with Ma_inf = 2.2", 2.2),
    ("forward step, M_{in} = 1.8", 1.8),
])
def test_a_subscripted_mach_symbol_is_the_inflow_s_number(prompt: str, mach: float) -> None:
    spec = parse_spec(prompt)
    number = spec.number("Ma")
    assert number is not None and number.value == pytest.approx(mach)
    assert not [item for item in spec.stated.properties if item.name.startswith("M")]
