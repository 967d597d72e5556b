"""Numerics settings written into a copied tutorial's system/ dictionaries by the applier and
checked there by the audit; a wrong written value fails its row."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.numerics import numerics_rows
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from tests.conftest import CAVITY

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def test_cavity_correctors_tolerance_and_time_scheme_are_written_and_met(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    stated = parse_spec("icoFoam cavity with three pressure correctors, p tolerance 1e-07 "
                        "and second-order backward time stepping.").stated
    report = apply_requirements(root, stated)
    solution = FoamFile(root / "system/fvSolution")
    assert solution["PISO", "nCorrectors"] == 3
    assert solution["solvers", "p", "tolerance"] == 1e-07
    assert FoamFile(root / "system/fvSchemes")["ddtSchemes", "default"] == "backward"
    rows = numerics_rows(stated, root)
    assert {row.entry for row in rows} == {"PISO/nCorrectors", "solvers/p/tolerance",
                                           "ddtSchemes/default"}
    assert all(row.met for row in rows), rows
    assert not report.skips


def test_a_wrong_written_value_fails_its_row(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    stated = parse_spec("icoFoam cavity, PISO nCorrectors 3 and momentumPredictor off.").stated
    apply_requirements(root, stated)
    with FoamFile(root / "system/fvSolution") as solution:
        solution["PISO", "nCorrectors"] = 2
    rows = {row.entry: row for row in numerics_rows(stated, root)}
    assert not rows["PISO/nCorrectors"].met
    assert rows["PISO/nCorrectors"].found == "2"
    assert rows["PISO/momentumPredictor"].met


def test_relaxation_factors_go_where_the_case_keeps_them(
        tutorial_case: Callable[[str], Path]) -> None:
    """pitzDaily relaxes U's equation and has no ``fields`` part: a pressure factor goes to a
    new ``fields`` part (p is relaxed as a field), U's to ``equations``, and a residual target
    to SIMPLE's residualControl."""
    root = tutorial_case(PITZ_DAILY)
    stated = parse_spec("simpleFoam pitzDaily: relax pressure by 0.25, under-relax the U "
                        "equation with 0.6, stop when the p residual drops below 5e-4.").stated
    apply_requirements(root, stated)
    rows = {row.entry: row for row in numerics_rows(stated, root)}
    assert set(rows) == {"relaxationFactors/fields/p", "relaxationFactors/equations/U",
                         "SIMPLE/residualControl/p"}
    assert all(row.met for row in rows.values()), rows
    solution = FoamFile(root / "system/fvSolution")
    assert solution["relaxationFactors", "fields", "p"] == 0.25


def test_a_place_the_case_does_not_have_is_an_unmet_row_with_why(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    stated = parse_spec("icoFoam cavity, SIMPLE nNonOrthogonalCorrectors 2.").stated
    report = apply_requirements(root, stated)
    rows = numerics_rows(stated, root)
    assert [row.met for row in rows] == [False]
    assert "no SIMPLE dictionary" in rows[0].note
    assert [skip.quantity for skip in report.skips] == ["nNonOrthogonalCorrectors"]


def test_a_convection_scheme_keeps_the_steady_case_bounded(
        tutorial_case: Callable[[str], Path]) -> None:
    """pitzDaily bounds its convection terms: "div(phi,U) Gauss limitedLinear 1" is written
    bounded and met; the upwind scheme written instead fails the row."""
    root = tutorial_case(PITZ_DAILY)
    stated = parse_spec("simpleFoam pitzDaily with div(phi,U) Gauss limitedLinear 1.").stated
    apply_requirements(root, stated)
    schemes = root / "system/fvSchemes"
    assert FoamFile(schemes)["divSchemes", "div(phi,U)"] == (
        "bounded", "Gauss", "limitedLinear", 1)
    assert [row.met for row in numerics_rows(stated, root)] == [True]
    with FoamFile(schemes) as written:
        written["divSchemes", "div(phi,U)"] = FoamFile.loads("x bounded Gauss upwind;")["x"]
    assert [row.met for row in numerics_rows(stated, root)] == [False]


def test_a_coupled_solvers_tolerance_per_component_is_written_and_met(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/pisoFoam/RAS/cavityCoupledU")
    stated = parse_spec("pisoFoam cavityCoupledU: keep U as a coupled solver, solver PBiCCCG, "
                        "tolerance (1e-06 1e-06 1e-06).").stated
    apply_requirements(root, stated)
    rows = {row.entry: row for row in numerics_rows(stated, root)}
    assert rows["solvers/U/tolerance"].met, rows
    assert rows["solvers/U/tolerance"].found == "(1e-06 1e-06 1e-06)"
    assert rows["solvers/U/solver"].met


def test_a_surface_field_s_solver_setting_goes_to_fa_solution(
        tutorial_case: Callable[[str], Path]) -> None:
    """sphereTransport solves Cs on a surface: its linear solver is in ``faSolution``, and
    fvSolution's solvers hold no block of it; a field neither holds stays refused."""
    root = tutorial_case("finiteArea/sphereSurfactantFoam/sphereTransport")
    stated = parse_spec("Surfactant transport on the sphere: set the Cs tolerance to 1e-9 "
                        "and the Cs relTol to 0.01.").stated
    report = apply_requirements(root, stated)
    area = FoamFile(root / "system/faSolution")
    assert area["solvers", "Cs", "tolerance"] == 1e-09
    assert area["solvers", "Cs", "relTol"] == 0.01
    rows = numerics_rows(stated, root)
    assert {(row.file, row.entry) for row in rows} == {
        ("system/faSolution", "solvers/Cs/tolerance"), ("system/faSolution", "solvers/Cs/relTol")}
    assert all(row.met for row in rows), rows
    assert not report.skips
    unsolved = parse_spec("Surfactant transport on the sphere: T tolerance 1e-9.").stated
    [row] = numerics_rows(unsolved, root)
    assert not row.met and "solves no T" in row.note
