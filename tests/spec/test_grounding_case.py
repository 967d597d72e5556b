"""Bound values reach the followed case and the audit checks each of them (issue 23, item 1).

A real tutorial (simpleFoam/pitzDaily) is copied, the request's spec is applied through the
editors both authors write with, and the audit reads the written files back; no OpenFOAM run
is needed for either.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

PITZ_DAILY = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"
REQUEST = ("Steady RANS of the pitzDaily step with simpleFoam and kEpsilon. Inlet: fixedValue "
           "velocity (15 0 0) m/s, k = 0.84 m^2/s^2 and\nepsilon = 40 m^2/s^3 (fixedValue). "
           "upperWall and lowerWall: noSlip with kqRWallFunction and epsilonWallFunction. "
           "Initialise nut: internalField 1e-05 m^2/s.")


def test_values_bound_to_a_patch_and_a_field_are_written_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(PITZ_DAILY, tmp_path / "case")
    spec = parse_spec(REQUEST)
    apply_requirements(case, spec.stated)
    k = FoamFieldFile(case / "0" / "k")
    epsilon = FoamFieldFile(case / "0" / "epsilon")
    assert k.boundary_field["inlet"]["value"] == 0.84
    assert epsilon.boundary_field["inlet"]["value"] == 40
    assert k.boundary_field["upperWall"]["type"] == "kqRWallFunction"
    assert FoamFieldFile(case / "0" / "nut").internal_field == 1e-05
    rows = audit_case(spec, case)
    bound = [row for row in rows if row.requirement.startswith(("k ", "epsilon ", "nut"))]
    assert {row.entry for row in bound} >= {"boundaryField/inlet/value", "internalField"}
    assert all(row.met for row in bound), [row for row in bound if not row.met]


def test_a_bound_value_the_written_case_does_not_hold_is_an_unmet_row(tmp_path: Path) -> None:
    """The audit reads the case, not the author's word: a k the case does not hold fails."""
    case = copy_tutorial(PITZ_DAILY, tmp_path / "case")
    spec = parse_spec(REQUEST)
    apply_requirements(case, spec.stated)
    with FoamFieldFile(case / "0" / "k") as k:
        k.boundary_field["inlet"]["value"] = 0.5
    rows = audit_case(spec, case)
    inlet = [row for row in rows if row.requirement.startswith("k on")
             and row.entry == "boundaryField/inlet/value"]
    assert inlet and not any(row.met for row in inlet)
