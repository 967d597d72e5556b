"""A Reynolds number below the geometry's transition implies laminar flow, said as assumed;
friction Reynolds, Rayleigh, Grashof, Froude and Péclet numbers are said as not applied."""

from __future__ import annotations

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit, tutorial_files


@pytest.mark.parametrize(("prompt", "laminar"), [
    ("I'd like a 2D lid-driven cavity, 10 cm on a side, Reynolds number 1000.", True),
    ("Flow past a circular cylinder in a channel at Re = 100", True),
    ("Plane channel flow, Re 1500 on the channel height", True),
    ("Backward-facing step at Re 800 on the step height", True),
    ("A cavity at Re = 20000", False),
    ("Flow past a cylinder at Re = 3900", False),
    ("Channel flow at Re 1500 with the k-omega SST model", False),
    ("Turbulent flow in a channel at Re = 1500", False),
    ("A NACA 0012 airfoil at Re = 1000", False),
])
def test_laminar_is_implied_only_below_the_geometrys_transition(prompt: str,
                                                                laminar: bool) -> None:
    spec = parse_spec(prompt)
    turbulence = spec.stated.turbulence
    if laminar:
        assert spec.regime.turbulence == "laminar"
        assert turbulence is not None and turbulence.value == "laminar"
        assert "laminar assumed" in turbulence.source
    else:
        assert turbulence is None or "laminar assumed" not in turbulence.source


def test_the_implied_laminar_turns_the_ras_cavity_laminar_and_the_audit_says_why() -> None:
    spec = parse_spec("Lid-driven cavity at Reynolds number 1000, water, until 2 s")
    rows = applied_audit(spec, "incompressible/pisoFoam/RAS/cavity")
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    (row,) = [row for row in rows if row.requirement == "simulationType"]
    assert row.found == "laminar" and "laminar assumed" in row.phrase


@pytest.mark.parametrize(("prompt", "phrase"), [
    ("LES of channel flow at friction Reynolds number 395", "friction Reynolds number 395"),
    ("Channel at Re_tau = 180, LES", "Re_tau = 180"),
    ("Natural convection in a square cavity at Rayleigh number 1e6", "Rayleigh number 1e6"),
    ("Buoyant cavity, Gr = 1e5", "Gr = 1e5"),
])
def test_numbers_no_rule_applies_are_unmet_rows_not_dropped(prompt: str, phrase: str) -> None:
    """On channel395's own files (nothing applied) each number is an unmet row: Ra and Gr as
    not applied, a friction Reynolds number as the nu Dean's correlation derives from it (the
    tutorial's 2e-5 is not the 1.94e-5 of Re_tau 395, nor that of 180)."""
    spec = parse_spec(prompt)
    assert spec.number("Re") is None
    files = tutorial_files("incompressible/pimpleFoam/LES/channel395")
    with workspace(files) as root:
        rows = audit_case(spec, root)
    unapplied = [row for row in rows if not row.met and row.phrase == phrase]
    assert len(unapplied) == 1
    assert unapplied[0].requirement == "nu (derived)" if "Re" in prompt or "Reynolds" in prompt \
        else "not applied" in unapplied[0].note



@pytest.mark.parametrize(("prompt", "laminar"), [
    ("2D cylinder, Re = 200, D = 1 cm, U = 2 cm/s", True),
    ("two-dimensional flow past a square cylinder at Re 500", True),
    ("flow around a cylinder, Re=300, 2-D", True),
    ("Flow past a cylinder at Re = 200", False),
    ("2D cylinder at Re = 3900", False),
    ("2D cylinder at Re = 200, turbulent", False),
])
def test_a_2d_body_is_laminar_to_a_higher_re(prompt: str, laminar: bool) -> None:
    """"2D cylinder, Re = 200" followed a RAS tutorial and its k-epsilon wake did not shed:
    in 2D the 3D wake modes that turn it turbulent past Re 190 cannot form."""
    turbulence = parse_spec(prompt).stated.turbulence
    if laminar:
        assert turbulence is not None and turbulence.value == "laminar"
        assert "laminar assumed: a 2D flow past a body" in turbulence.source
    else:
        assert turbulence is None or "laminar assumed" not in turbulence.source


def test_a_2d_bodys_implied_laminar_turns_a_ras_case_laminar_and_says_so() -> None:
    spec = parse_spec("2D cylinder, Re = 200, D = 1 cm, U = 2 cm/s")
    rows = applied_audit(spec, "incompressible/pimpleFoam/RAS/pitzDaily")
    (row,) = [row for row in rows if row.requirement == "simulationType"]
    assert row.met and row.found == "laminar" and "laminar assumed" in row.phrase
