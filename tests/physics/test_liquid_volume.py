"""The liquid balance of a VOF run with an inflow: damBreak filled through a water inlet on its
left wall, run as shipped otherwise (its balance holds to round-off), and without the per-step
flux history (a note, not a pass). The faulty side, the same case with its alpha predictor left
unconverged, is in the planted corpus (tests/physics/planted.py) and run here too, so that the
two verdicts are seen side by side."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator, Mapping
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.editors.liquid_flux import add_liquid_flux_history
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.template.run_numerics import choose_numerics
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.conservation import LIQUID_VOLUME
from foam_agent.agents.physics.histories import History
from foam_agent.agents.physics.limits import MASS_IMBALANCE
from foam_agent.agents.physics.liquid_volume import flux_objects, integrate
from foam_agent.agents.physics.mesh import cell_volumes
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.agents.spec.stated import Requirements
from tests.physics.planted import CORPUS, FILLING_DAM, WATER_INLET, condition, text
from tests.physics.test_physics_review import fresh, review_and_apply
from tests.physics.tutorial_runs import environment, prepare, run


def _liquid_rows(case: Path) -> list[PhysicsRow]:
    return [row for row in verify_case(case).rows if row.check == LIQUID_VOLUME]


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """damBreak with a water inlet, run for 0.1 s (about 50 steps)."""
    case = prepare(FILLING_DAM.tutorial, tmp_path_factory.mktemp("liquid") / "filled")
    FILLING_DAM.prepare(case)
    WATER_INLET(case)
    assert run(case)
    yield case


def test_the_author_adds_the_flux_history_only_where_liquid_can_enter(tmp_path: Path) -> None:
    shipped = prepare(FILLING_DAM.tutorial, tmp_path / "shipped")
    report = EditReport()
    add_liquid_flux_history(shipped, report)
    assert not report.edits  # a closed tank open at the top: nothing drives liquid in
    inlet = prepare(FILLING_DAM.tutorial, tmp_path / "inlet")
    WATER_INLET(inlet)
    functions = FoamFile(inlet / "system" / "controlDict")["functions"]
    assert isinstance(functions, Mapping)
    assert sorted(functions) == ["liquidFlux_atmosphere", "liquidFlux_leftWall"]
    assert flux_objects(Case(inlet), "alphaPhi0.water") == {"leftWall": "liquidFlux_leftWall",
                                                  "atmosphere": "liquidFlux_atmosphere"}


def test_the_template_authors_numerics_add_the_history(tmp_path: Path) -> None:
    case = prepare(FILLING_DAM.tutorial, tmp_path / "composed")
    text("system/blockMeshDict", "leftWall\n    {\n        type wall;",
         "leftWall\n    {\n        type patch;")(case)
    condition("U", "leftWall", type="fixedValue", value=[0.2, 0, 0])(case)
    report = EditReport()
    choose_numerics(case, None, Requirements(), report)
    assert "liquid flux history" in [edit.quantity for edit in report.edits]
    assert set(flux_objects(Case(case), "alphaPhi0.water")) == {"leftWall", "atmosphere"}


def test_integrate_weights_each_flux_by_the_step_that_ends_at_its_time() -> None:
    history = History("h", ("time", "sum"), np.array([[0.1, 1.0], [0.3, 2.0], [0.4, 4.0]]))
    assert integrate(history, 0.0, 0.4) == pytest.approx(0.1 * 1 + 0.2 * 2 + 0.1 * 4)
    assert integrate(history, 0.0, 0.8) is None  # the history stops before the run's end


@pytest.mark.slow
def test_the_mesh_cell_volumes_sum_to_the_tank(filled: Path) -> None:
    volumes = cell_volumes(filled)
    assert volumes is not None and volumes.min() > 0.0
    # damBreak's 0.584 m square tank, 0.0146 m deep, less its 0.024 x 0.048 m obstacle.
    assert volumes.sum() == pytest.approx(0.584 * 0.584 * 0.0146 - 0.024 * 0.048 * 0.0146,
                                          rel=1e-3)


@pytest.mark.slow
def test_a_binary_mesh_gives_the_same_cell_volumes(filled: Path, tmp_path: Path) -> None:
    binary = prepare(FILLING_DAM.tutorial, tmp_path / "binary")
    FoamFile(binary / "system" / "controlDict")["writeFormat"] = "binary"
    subprocess.run(["blockMesh"], cwd=binary, env=environment(), check=True,
                   capture_output=True)
    assert b"faceCompactList" in (binary / "constant/polyMesh/faces").read_bytes()
    written, ascii_volumes = cell_volumes(binary), cell_volumes(filled)
    assert written is not None and ascii_volumes is not None
    np.testing.assert_allclose(written, ascii_volumes, rtol=1e-5)


@pytest.mark.slow
def test_a_filling_tank_gains_the_water_its_inlet_lets_in(filled: Path) -> None:
    rows = _liquid_rows(filled)
    assert len(rows) == 1, rows
    row = rows[0]
    assert row.verdict == "pass", row.found
    assert row.value is not None and row.value < 1e-3 * MASS_IMBALANCE
    assert row.evidence.file is not None and "liquidFlux_leftWall" in row.evidence.file
    assert "integrated per step" in row.found


@pytest.mark.slow
def test_without_a_flux_history_the_balance_is_a_note(filled: Path) -> None:
    control = FoamFile(filled / "system" / "controlDict")
    functions = control["functions"]
    del control["functions"]
    try:
        rows = _liquid_rows(filled)
    finally:
        control["functions"] = functions
    assert [row.verdict for row in rows] == ["note"]
    assert "no per-step history" in rows[0].found and "leftWall" in rows[0].found
    assert Case(filled).inflows == ["leftWall"]


@pytest.mark.slow
def test_a_dynamic_mesh_is_a_note(filled: Path) -> None:
    dictionary = filled / "constant" / "dynamicMeshDict"
    FoamFile(dictionary)["dynamicFvMesh"] = "dynamicRefineFvMesh"  # damBreakWithObstacle's
    try:
        rows = _liquid_rows(filled)
    finally:
        dictionary.unlink()
    assert [row.verdict for row in rows] == ["note"] and "dynamic mesh" in rows[0].found


@pytest.mark.slow
def test_an_unconverged_alpha_predictor_loses_water(tmp_path: Path) -> None:
    planted = next(item for item in CORPUS if item.name == "dam-inlet-alpha-unsolved")
    case = prepare(planted.family.tutorial, tmp_path / planted.name)
    planted.plant(case)
    assert run(case)
    report = verify_case(case)
    rows = [row for row in report.rows if row.check == LIQUID_VOLUME]
    assert [row.verdict for row in rows] == ["fail"], rows
    assert "liquid lost" in rows[0].found
    assert rows[0].value is not None and rows[0].value > MASS_IMBALANCE


@pytest.mark.slow
def test_the_reviewer_solves_the_phase_fraction_tightly_and_the_water_balances(
        tmp_path: Path, installation: Installation) -> None:
    planted = next(item for item in CORPUS if item.name == "dam-inlet-alpha-unsolved")
    case = prepare(planted.family.tutorial, tmp_path / planted.name)
    planted.plant(case)
    assert run(case)
    report = verify_case(case)
    assert [row.check for row in report.failures] == [LIQUID_VOLUME]
    notes = review_and_apply(case, "interFoam damBreak with water flowing in through the left "
                             "wall", installation, report)
    assert any("tolerance 0.001 -> 1e-08" in note for note in notes), notes
    fresh(case)
    assert run(case)
    rows = _liquid_rows(case)
    assert [row.verdict for row in rows] == ["pass"], rows
