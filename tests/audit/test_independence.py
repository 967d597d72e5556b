"""The audit decides on its own where a stated value belongs: a misplacement the author makes is
caught, because the audit never asks the author where it put anything.

Each test plants a mistake in one of the template author's decisions, wherever that decision
is imported (so an audit that reused it would make the same mistake and call it met), checks
that the author really made it in the written case, and then that the audit calls the
requirement unmet; the same request without the plant is met, so the row is not unmet for
another reason.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors import boundaries, output_plans, turbulence_fields
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.output_plans import PlannedObject, Refused
from foam_agent.agents.authors.editors.turbulence_fields import Inputs
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import BoundaryType, BoundaryValue
from foam_agent.foamcase.case.values import vector_of
from foam_agent.foamcase.catalog import Estimate
from tests.conftest import CAVITY

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
INLET_PROMPT = "pitzDaily with simpleFoam, inlet velocity 20 m/s"
INTENSITY_PROMPT = "pitzDaily with simpleFoam, inlet velocity 20 m/s, turbulence intensity 2 %"


def _plant(monkeypatch: pytest.MonkeyPatch, decision: Any, mistake: Any) -> int:
    """Replace the function ``decision`` by ``mistake`` in every loaded module that holds it;
    returns in how many (the author's own module at least)."""
    holders = [module for module in list(sys.modules.values())
               if getattr(module, "__name__", "").startswith("foam_agent")
               and getattr(module, decision.__name__, None) is decision]
    for module in holders:
        monkeypatch.setattr(module, decision.__name__, mistake)
    return len(holders)


def _rows(prompt: str, root: Path, starts: str) -> list[AuditRow]:
    spec = parse_spec(prompt)
    apply_requirements(root, spec.stated)
    return [row for row in audit_case(spec, root) if row.requirement.startswith(starts)]


def _speed(root: Path, patch: str) -> float:
    vector = vector_of(FoamFieldFile(root / "0" / "U").boundary_field[patch].get("value"))
    assert vector is not None
    return sum(component * component for component in vector) ** 0.5


def _inlet_on_outlet(original: Callable[..., list[list[str]]]) -> Callable[..., list[list[str]]]:
    """The author's placement with every "inlet" statement moved to the outlet."""
    def misplaced(root: Path, statements: Sequence[BoundaryValue | BoundaryType],
                  patches: dict[str, str], **options: bool) -> list[list[str]]:
        found = original(root, statements, patches, **options)
        return [["outlet"] if item.boundary[0] == "inlet" else names
                for item, names in zip(statements, found, strict=True)]
    return misplaced


def test_a_stated_inlet_speed_the_author_puts_on_the_outlet_is_unmet(
        tutorial_case: Callable[[str, str], Path], monkeypatch: pytest.MonkeyPatch) -> None:
    honest = tutorial_case(PITZ_DAILY, "honest")
    rows = _rows(INLET_PROMPT, honest, "U on inlet")
    assert rows and all(row.met for row in rows), rows
    assert _plant(monkeypatch, boundaries.placements, _inlet_on_outlet(boundaries.placements))
    planted = tutorial_case(PITZ_DAILY, "planted")
    rows = _rows(INLET_PROMPT, planted, "U on inlet")
    assert _speed(planted, "outlet") == pytest.approx(20)  # the author did misplace it
    assert _speed(planted, "inlet") == pytest.approx(10)
    assert rows and not any(row.met for row in rows), rows
    assert all(row.entry == "boundaryField/inlet/value" and row.found == "(10 0 0)"
               for row in rows), rows


def test_turbulence_estimates_from_the_wrong_speed_are_unmet(
        tutorial_case: Callable[[str, str], Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """The author's estimates forget the stated 20 m/s and use the tutorial's 10 m/s: k is a
    quarter of 1.5 (20 x 0.02)^2 = 0.24, and the audit, with its own inputs, says so."""
    honest = tutorial_case(PITZ_DAILY, "honest")
    rows = _rows(INTENSITY_PROMPT, honest, "k from")
    assert rows and all(row.met for row in rows), rows

    def from_the_tutorials_speed(inputs: Inputs) -> dict[str, Estimate]:
        return original(replace(inputs, speed=10.0))

    original = turbulence_fields.estimates
    assert _plant(monkeypatch, original, from_the_tutorials_speed)
    planted = tutorial_case(PITZ_DAILY, "planted")
    rows = _rows(INTENSITY_PROMPT, planted, "k from")
    internal = FoamFieldFile(planted / "0" / "k").internal_field
    assert internal == pytest.approx(0.06)  # 1.5 (10 x 0.02)^2: the author's mistake
    assert rows and not any(row.met for row in rows), rows
    assert rows[0].expected == "0.24" and "stated: 'inlet velocity 20 m/s'" in rows[0].note


def test_a_force_object_the_author_puts_on_another_patch_is_unmet(
        tutorial_case: Callable[[str, str], Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """"The drag on the lid" planned on the cavity's fixed walls: the object is written, on the
    wrong patch, and the audit (which names the lid's patch itself) finds no object doing it."""
    prompt = "icoFoam cavity, lid 1 m/s. Report the drag on the lid."
    honest = tutorial_case(CAVITY, "honest")
    rows = _rows(prompt, honest, "output: drag")
    assert rows and all(row.met for row in rows), rows

    def on_the_fixed_walls(*args: Any) -> PlannedObject | Refused:
        planned = original(*args)
        if isinstance(planned, PlannedObject) and planned.kind == "forces":
            return replace(planned, patches=("fixedWalls",))
        return planned

    original = output_plans.plan_output
    assert _plant(monkeypatch, original, on_the_fixed_walls)
    planted = tutorial_case(CAVITY, "planted")
    rows = _rows(prompt, planted, "output: drag")
    forces = FoamFile(planted / "system" / "controlDict")["functions", "forces", "patches"]
    assert forces == ["fixedWalls"]  # the author's mistake
    assert rows and not any(row.met for row in rows), rows
    assert rows[0].expected == "forces on (movingWall)"
