"""The domain's outline as a request gives it: a square, or a shape with a part removed or
added (``agents.spec.domain_shape``), which retrieval and the audit both read."""

from __future__ import annotations

import pytest

from foam_agent.agents.retrieval import query_facets
from foam_agent.agents.spec.domain_shape import outline_change, square_domain
from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("prompt", "kind"), [
    ("0.2 m by 0.2 m, with the bottom-left 0.05 m x 0.05 m corner cut out, lid at 1 m/s",
     "a corner cut out"),
    ("a square tray 30 cm on a side with one corner removed", "a corner cut out"),
    ("lid-driven flow in an L-shaped box, 1 m by 1 m", "a corner cut out"),
    ("the cut-out corner of a 1 m by 1 m cavity", "a corner cut out"),
    ("a 2 m by 2 m channel with a forward-facing step on its floor", "a step"),
    ("a notched plate, 0.5 m by 0.5 m, pulled at both ends", "a notch"),
    ("a square plate with a circular hole in its middle, 1 m by 1 m", "a hole"),
])
def test_a_changed_outline_is_read_and_is_no_square(prompt: str, kind: str) -> None:
    spec = parse_spec(prompt)
    change = outline_change(spec)
    assert change is not None and change.value == kind
    assert square_domain(spec) is None
    assert query_facets(spec.regime, spec).cut is True


@pytest.mark.parametrize("prompt", [
    "a square cavity 1 m by 1 m; the corner vortices are what I am after",
    "water fills the left corner of a 1 m by 1 m tank",
    "air flows round the corner of a building",
    "a square cavity 1 m by 1 m with a 2 ms time step",
    "a 1 m by 1 m box, run with a 0.01 s step",
    "a notched disc of dye turning in a square box, 1 m by 1 m",
])
def test_a_corner_not_removed_or_a_step_of_time_changes_nothing(prompt: str) -> None:
    assert outline_change(parse_spec(prompt)) is None
