"""A solid's stated loads written on the faces the case gives them (the free end by its
supports, a side by the bounding box, a hole as a pressure) and audited there; a load written
wrong, or stated where the case has no solid, is a row not met."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import number_of, vector_of

BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
PLATE = "stressAnalysis/solidDisplacementFoam/plateHole"


def _rows(root: Path, prompt: str) -> dict[str, bool]:
    spec = parse_spec(prompt)
    apply_requirements(root, spec.stated)
    return {row.entry or row.requirement: row.met for row in audit_case(spec, root)
            if row.requirement.startswith(("traction", "pressure", "support", "load"))}


def _entry(root: Path, patch: str) -> dict[str, object]:
    with FoamFieldFile(root / "0" / "D") as field:
        return dict(field.boundary_field[patch])


def test_a_downward_shear_on_the_free_end_lands_on_the_unheld_end(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(BEAM)
    rows = _rows(root, "Cantilever, E = 200 GPa, held fixed at its root end; the tip carries "
                       "a shear of 40 kPa acting downward. Top and bottom faces unloaded.")
    assert vector_of(_entry(root, "tractionEnd")["traction"]) == (0.0, -40000.0, 0.0)
    assert rows["boundaryField/tractionEnd/traction"]
    assert rows["boundaryField/fixedEnd/value"]
    assert rows["boundaryField/topSurface/traction"] and rows[
        "boundaryField/bottomSurface/traction"]
    assert all(rows.values()), rows


def test_a_pull_on_a_side_and_a_pressure_in_the_hole(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PLATE)
    rows = _rows(root, "plateHole, E = 70 GPa: pull the right-hand side at 1.5 ksi and "
                       "pressurise the hole to 3 MPa.")
    assert vector_of(_entry(root, "right")["traction"]) == pytest.approx(
        (1.5 * 6894757.29317, 0.0, 0.0))
    assert number_of(_entry(root, "hole")["pressure"]) == pytest.approx(3e6)
    assert rows == {"boundaryField/right/type": True, "boundaryField/right/traction": True,
                    "boundaryField/hole/type": True, "boundaryField/hole/pressure": True}


def test_a_tension_on_the_hole_is_a_negative_pressure(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PLATE)
    _rows(root, "plateHole, E = 70 GPa: the hole is pulled outward in tension at 2 MPa.")
    assert number_of(_entry(root, "hole")["pressure"]) == pytest.approx(-2e6)


def test_a_load_written_wrong_is_not_met(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(BEAM)
    prompt = "Cantilever, E = 200 GPa: its free end takes an upward traction of 9 kPa."
    spec = parse_spec(prompt)
    apply_requirements(root, spec.stated)
    with FoamFieldFile(root / "0" / "D") as field:
        field.boundary_field["tractionEnd"]["traction"] = ("uniform", [0.0, -9000.0, 0.0])
    rows = [row for row in audit_case(spec, root) if row.requirement.startswith("traction")]
    assert [(row.entry, row.met) for row in rows] == [
        ("boundaryField/tractionEnd/traction", False)]


def test_a_load_on_a_case_with_no_solid_is_not_met(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/icoFoam/cavity/cavity")
    spec = parse_spec("Cantilever, E = 200 GPa: its free end takes an upward traction of "
                      "9 kPa.")
    apply_requirements(root, spec.stated)
    rows = [row for row in audit_case(spec, root) if row.requirement == "load"]
    assert len(rows) == 1 and not rows[0].met


def test_plane_strain_and_thermal_stress_are_switched_and_audited(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PLATE)
    spec = parse_spec("plateHole, E = 70 GPa, a thick plate in plane strain; include thermal "
                      "stress: thermalStress on.")
    apply_requirements(root, spec.stated)
    assert FoamFile(root / "constant" / "mechanicalProperties")["planeStress"] is False
    assert FoamFile(root / "constant" / "thermalProperties")["thermalStress"] is True
    rows = {row.requirement: row.met for row in audit_case(spec, root)
            if row.requirement in ("planeStress", "thermalStress")}
    assert rows == {"planeStress": True, "thermalStress": True}
    FoamFile(root / "constant" / "mechanicalProperties")["planeStress"] = True
    assert not next(row.met for row in audit_case(spec, root)
                    if row.requirement == "planeStress")


def test_a_solids_thermal_properties_land_under_its_own_keywords(
        tutorial_case: Callable[[str], Path]) -> None:
    """plateHole's thermalProperties keep k, C and alpha, not a fluid's kappa and Cp."""
    root = tutorial_case(PLATE)
    spec = parse_spec("plateHole in copper, E = 117 GPa: thermal conductivity 390 W/m/K, "
                      "specific heat 385 J/kg/K.")
    apply_requirements(root, spec.stated)
    properties = FoamFile(root / "constant" / "thermalProperties")
    assert number_of(properties[("k", "value")]) == 390
    assert number_of(properties[("C", "value")]) == 385
    rows = [(row.entry, row.met) for row in audit_case(spec, root)
            if row.file == "constant/thermalProperties"]
    assert ("k/value", True) in rows and ("C/value", True) in rows
    assert all(met for _, met in rows), rows


def test_a_force_on_the_tip_is_spread_over_its_face(
        tutorial_case: Callable[[str], Path]) -> None:
    """beamEndLoad's loaded end is 1 m x 1 m: a 15 kN downward tip load is 15 kPa there; a
    load on the 30 m^2 top face is spread over 30 m^2."""
    root = tutorial_case(BEAM)
    rows = _rows(root, "Cantilever, E = 200 GPa: a tip load of 15 kN acting downward, and a "
                       "force of 60 kN pushing on the top face.")
    assert vector_of(_entry(root, "tractionEnd")["traction"]) == pytest.approx(
        (0.0, -15000.0, 0.0))
    assert vector_of(_entry(root, "topSurface")["traction"]) == pytest.approx(
        (0.0, -2000.0, 0.0))
    assert rows["boundaryField/tractionEnd/traction"] and rows[
        "boundaryField/topSurface/traction"]


def test_a_free_face_that_is_a_symmetry_cut_is_met_and_a_load_on_it_is_not(
        tutorial_case: Callable[[str], Path]) -> None:
    """plateHole's 'down' is the quarter model's symmetry plane: said free, it is (no load
    can sit on it); loaded, the load is not applied. A free face the case lacks holds too; a
    load on one does not."""
    root = tutorial_case(PLATE)
    for words, met in (("'down' is traction-free", True), ("'down' is pulled at 2 MPa", False),
                       ("the bottom edge is traction-free", True),
                       ("the bottom edge is pulled at 2 MPa", False)):
        spec = parse_spec(f"plateHole, E = 70 GPa: {words}.")
        apply_requirements(root, spec.stated)
        rows = [row for row in audit_case(spec, root)
                if row.requirement in ("load on down", "load")]
        assert len(rows) == 1 and rows[0].met is met, (words, rows)


def test_a_retyped_face_is_written_as_openfoam_reads_it(
        tutorial_case: Callable[[str], Path]) -> None:
    """A face turned into a support or a loaded face gets a ``value`` written once uniform."""
    root = tutorial_case(BEAM)
    _rows(root, "Cantilever, E = 200 GPa: the top face is clamped, and the bottom face is "
                "pulled downward at 3 kPa.")
    text = (root / "0" / "D").read_text()
    assert "uniform uniform" not in text
    assert _entry(root, "topSurface")["type"] == "fixedValue"
    assert vector_of(_entry(root, "topSurface")["value"]) == (0.0, 0.0, 0.0)
    bottom = _entry(root, "bottomSurface")
    assert vector_of(bottom["traction"]) == (0.0, -3000.0, 0.0)
