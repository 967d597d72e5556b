"""A temperature said relative to a keyword of the case ("2.5 K above TRef", "the reference
temperature plus 3 K", "initial T = T_ref") takes that keyword's value as the request states
it, else as the followed case's own dictionaries hold it; a keyword the case holds twice with
two values is no base, and the value is reported unresolved, never guessed. The prompts are
worded afresh."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.resolve import resolve_relative
from foam_agent.agents.spec.stated import INTERNAL

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"


def _case(reference: Callable[[str], Reference], root: Path) -> Path:
    for name, text in reference(BENARD).files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def _resolved(prompt: str, case: Path) -> dict[str, float]:
    resolution = resolve_relative(parse_spec(prompt), case, case)
    assert not resolution.problems, resolution.problems
    return {item.boundary[0]: float(item.value) for item in resolution.values
            if not isinstance(item.value, tuple)}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Benard convection, TRef = 300 K. The floor is held 2.5 K above TRef and the ceiling "
     "2.5 K below TRef. Initial T = TRef everywhere.",
     {"floor": 302.5, "ceiling": 297.5, INTERNAL: 300.0}),
    ("Rayleigh-Benard cells with T_ref = 290 K; floor 4 K warmer than T_ref, ceiling 4 degC "
     "colder than the reference temperature.", {"floor": 294.0, "ceiling": 286.0}),
    ("Benard cells: keep the tutorial's reference temperature, put the bottom wall 3 K above "
     "Tref and start everything at T0 = TRef.", {"bottom wall": 303.0, INTERNAL: 300.0}),
])
def test_a_value_relative_to_a_keyword_takes_its_value(
        reference: Callable[[str], Reference], tmp_path: Path, prompt: str,
        expected: dict[str, float]) -> None:
    assert _resolved(prompt, _case(reference, tmp_path)) == expected


def test_a_keyword_held_with_two_values_is_no_base(
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    case = _case(reference, tmp_path)
    extra = case / "constant" / "otherProperties"
    extra.write_text((case / "constant" / "transportProperties").read_text()
                     .replace("transportProperties", "otherProperties")
                     .replace("TRef            300", "TRef            310"))
    resolution = resolve_relative(parse_spec("Benard cells, the floor 2 K above TRef."),
                                  case, case)
    assert resolution.values == ()
    assert "keyword 'TRef'" in resolution.problems[0][1]
