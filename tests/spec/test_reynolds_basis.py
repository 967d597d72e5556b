"""A Reynolds number "based on the height" (or the diameter, chord, step height…) uses the
length those words name, never the first length of its sentence, and says so when the request
does not state it."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit, tutorial_files

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def test_re_based_on_the_height_takes_the_height_not_the_first_length() -> None:
    """"2 m long and 20 cm high, Re 1000 based on the height" took the 2 m: air's speed came
    out 0.0075 m/s instead of 0.075 m/s, and the audit, using the same length, said met."""
    spec = parse_spec("Channel flow of air, 2 m long and 20 cm high, Re 1000 based on the height")
    (reynolds,) = spec.dimensionless
    assert (reynolds.basis, reynolds.length) == ("height", pytest.approx(0.2))
    rows = applied_audit(spec, PITZ_DAILY)
    (speed,) = [row for row in rows if row.requirement == "|U| on inlet"]
    assert speed.met and float(speed.expected) == pytest.approx(0.0753, rel=1e-3)


@pytest.mark.parametrize(("prompt", "basis", "length"), [
    ("2D cylinder in a 1 m long channel, Re_D = 200, D = 1 cm", "diameter", 0.01),
    ("Re based on D of 100, channel 1 m long, cylinder diameter 2 cm", "diameter", 0.02),
    ("channel 1 m long, H = 2 cm, Re_H = 300", "height", 0.02),
    ("backward-facing step, channel 5 cm high, step height of 1 cm, Re 500 based on the step "
     "height", "step height", 0.01),
    ("a 3 m long pipe of diameter 5 cm, Re 1500 based on the diameter", "diameter", 0.05),
])
def test_each_named_basis_takes_its_own_length(prompt: str, basis: str, length: float) -> None:
    (reynolds,) = parse_spec(prompt).dimensionless
    assert (reynolds.basis, reynolds.length) == (basis, pytest.approx(length))


def test_an_unstated_basis_is_said_and_no_other_length_is_taken() -> None:
    """Without a height, neither the 2 m length nor the followed case's x extent stands in:
    the derivation says which length is missing, and derives no ν and no speed from Re."""
    spec = parse_spec("Channel flow, 2 m long, inlet 1 m/s, Re 1000 based on the height")
    with workspace(tutorial_files(PITZ_DAILY)) as root:
        derivation = derive(spec, root)
    assert derivation.of("nu") is None and derivation.of("U") is None
    (problem,) = derivation.problems
    assert "states no height" in problem
    assert any("based on the height, which the request does not state" in line
               for line in spec.describe())
