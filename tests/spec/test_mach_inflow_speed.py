"""A Mach number is the inflow's: a speed stated on another boundary (a post-shock state kept
on the top) is none of its scales, so the number still sets the inlet's speed.

Why: "inlet: p = 1, T = 1 and Mach 2.9; keep the post-shock state on top (U (2.61933
-0.50632 0))" took the top's speed for the number's, found it disagreeing and said the Mach
number not applied, an open row on a case whose inlet was right.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

SHOCK = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "obliqueShock"


@pytest.mark.parametrize(("prompt", "mach"), [
    ("obliqueShock with rhoCentralFoam (normalised gas, speed of sound 1 at T = 1). inlet: "
     "p = 1, T = 1, Mach 2.5 along +x; top keeps U (2.2 -0.4 0) and T 1.2.", 2.5),
    ("rhoCentralFoam obliqueShock, the normalised gas of the tutorial: Mach 3.1 at the inlet, "
     "and the top boundary at U = (2.8 -0.5 0).", 3.1),
])
def test_a_speed_on_another_boundary_is_not_the_mach_number_s(prompt: str,
                                                              mach: float) -> None:
    derivation = derive(parse_spec(prompt), SHOCK)
    assert not [problem for problem in derivation.problems if "Mach" in problem]
    speed = derivation.of("U")
    assert speed is not None and speed.value == pytest.approx(mach, rel=1e-3)


def test_an_inlet_speed_disagreeing_with_the_number_is_still_said() -> None:
    derivation = derive(parse_spec(
        "rhoCentralFoam obliqueShock (normalised gas): inlet U = (2 0 0), Mach 2.9"), SHOCK)
    assert [problem for problem in derivation.problems if "Mach 2.9" in problem]
