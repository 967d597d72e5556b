"""Boundary types and values the case holds in another spelling than the request's, read from
requests worded here and audited against the installed tutorials: a type after the last item
of a patch inventory is that item's (a constraint patch only the mesh names), a value
written through a variable is the variable's, noSlip is a fixedValue of zero, a zero of a
vector field is the zero vector, and a phase's copy of a field holds the field's type. Each
rule is shown met where the case holds the statement and unmet where it holds another."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import AuditRow, audit_case
from foam_agent.agents.spec.parse import parse_spec
from tests.conftest import set_entry

CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
MAPPING_CAVITY = "incompressible/icoFoam/cavityMappingTest"
BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
CAPILLARY = "multiphase/interFoam/laminar/capillaryRise"


def _rows(rows: list[AuditRow], start: str) -> list[AuditRow]:
    found = [row for row in rows if row.requirement.startswith(start)]
    assert found, f"no row {start!r} in {[row.requirement for row in rows]}"
    return found


#: Inventories whose last item is a constraint patch that only the tutorial's mesh names
#: (its field files leave it to setConstraintTypes): (request, the patch typed, its type).
INVENTORIES = [
    ("Laminar pimpleFoam on planarContraction, patches inlet, outlet, walls, centreline "
     "symmetryPlane, frontAndBack empty.", "centreline", "symmetryPlane"),
    ("Run the planarContraction tutorial (boundaries: inlet, outlet, walls, centreline "
     "symmetryPlane). Inlet speed 0.02 m/s.", "centreline", "symmetryPlane"),
    ("interFoam on the DTCHull case; patches inlet, outlet, atmosphere, hull, midPlane "
     "symmetryPlane.", "midPlane", "symmetryPlane"),
]


@pytest.mark.parametrize(("request_", "patch", "kind"), INVENTORIES)
def test_an_inventory_types_only_its_last_item(request_: str, patch: str, kind: str) -> None:
    """The item is typed; another item only as one of a list the case decides (``listed``:
    ``type_scope.declined_by_case`` gives the type to the patch the mesh makes one)."""
    typed = [item for item in parse_spec(request_).stated.boundary_types if item.type == kind]
    assert patch in {item.boundary[0] for item in typed}
    assert all(item.boundary == (patch,) or (patch,) in item.listed for item in typed)


def test_the_inventory_type_is_met_by_the_mesh_and_a_wrong_one_is_not(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CONTRACTION)
    right = audit_case(parse_spec(INVENTORIES[0][0]), case)
    assert all(row.met for row in _rows(right, "boundary type on centreline"))
    wrong = audit_case(parse_spec("Laminar pimpleFoam on planarContraction, patches inlet, "
                                  "outlet, walls, centreline empty."), case)
    assert not any(row.met for row in _rows(wrong, "boundary type on centreline"))


@pytest.mark.parametrize("request_", [
    "planarContraction with pimpleFoam: inlet fixedValue U = (0.05 0 0) m/s.",
    "Run planarContraction; the velocity at the inlet is (0.05 0 0) m/s.",
])
def test_a_value_behind_a_variable_is_the_variables(
        tutorial_case: Callable[[str], Path], request_: str) -> None:
    case = tutorial_case(CONTRACTION)
    spec = parse_spec(request_)
    assert not any(row.met for row in _rows(audit_case(spec, case), "U on"))  # 0.03876
    set_entry(case / "0" / "U", "Uinlet", "(0.05 0 0)")
    assert all(row.met for row in _rows(audit_case(spec, case), "U on"))


@pytest.mark.parametrize(("request_", "met"), [
    ("icoFoam on cavityMappingTest; the fixedWalls are no-slip.", True),
    ("cavityMappingTest with icoFoam, fixedWalls noSlip (fixedValue 0).", True),
    ("cavityMappingTest with icoFoam, movingWall noSlip.", False),  # it holds (1 0 0)
])
def test_no_slip_is_a_fixed_value_of_zero(tutorial_case: Callable[[str], Path],
                                          request_: str, met: bool) -> None:
    spec = parse_spec(request_)
    assert not spec.not_applied, "the parenthesis restates the no-slip type"
    rows = audit_case(spec, tutorial_case(MAPPING_CAVITY))
    assert all(row.met is met for row in _rows(rows, "U type on"))


@pytest.mark.parametrize("words", ["(fixedValue 0.2)", "(fixedValue (0 0 1))"])
def test_a_nonzero_parenthesis_is_no_restatement(words: str) -> None:
    spec = parse_spec(f"cavityMappingTest with icoFoam, fixedWalls noSlip {words}.")
    assert spec.not_applied or any(item.value != 0 for item in spec.stated.boundary_values)


def test_a_zero_of_a_vector_field_is_the_zero_vector(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(BEAM)
    spec = parse_spec("solidEquilibriumDisplacementFoam on beamEndLoad; fixedEnd clamped "
                      "(fixedValue D = 0).")
    assert all(row.met for row in _rows(audit_case(spec, case), "D on fixedEnd"))
    text = (case / "0" / "D").read_text()
    head, _, tail = text.partition("fixedEnd")
    (case / "0" / "D").write_text(head + "fixedEnd" + tail.replace(
        "uniform (0 0 0)", "uniform (0.001 0 0)", 1))
    assert not any(row.met for row in _rows(audit_case(spec, case), "D on fixedEnd"))


@pytest.mark.parametrize(("request_", "met"), [
    ("interFoam capillaryRise: walls constantAlphaContactAngle with theta0 45 degrees.", True),
    ("capillaryRise with interFoam, the walls keep constantAlphaContactAngle.", True),
    ("capillaryRise with interFoam, constantAlphaContactAngle on the inlet.", False),
])
def test_a_phase_copy_holds_the_fields_type(tutorial_case: Callable[[str], Path],
                                            request_: str, met: bool) -> None:
    rows = audit_case(parse_spec(request_), tutorial_case(CAPILLARY))
    assert all(row.met is met for row in _rows(rows, "alpha type on"))
