"""Generated steps, cavities and plain channels: blockMesh and checkMesh pass them and the
audit measures the stated sizes (the step height included) on them; a followed tutorial that
already has the stated shape keeps its mesh, one that lacks it gets the generated mesh, and the
case runs."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.apply import BLOCK_MESH_DICT, apply_geometry, needs_generated_mesh
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.blockmesh import block_mesh
from foam_agent.agents.geometry.checkmesh import mesh_quality, parse_check_mesh
from foam_agent.agents.geometry.layout import LayoutError, layout
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.geometry import read_geometry
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import CAVITY, PIMPLE_PITZ_DAILY, run_utility, write_case

SHAPES = {
    "backward step": "2D laminar flow over a backward facing step; the channel is 2 m long and "
                     "0.3 m high, the step is 0.1 m high, at most 4000 cells",
    "forward step": "Forward-facing step of height 0.2 m in a channel 3 m long and 1 m high, "
                    "at most 6000 cells",
    "cavity": "lid-driven cavity 2 m x 1 m with icoFoam, 40 x 20 cells",
    "3D cavity": "3D lid-driven cavity, domain 1 x 1 x 1 m, at most 8000 cells",
    "channel": "Water flows through a 2D channel 1 m long and 0.1 m tall, at most 4000 cells",
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_plain_shapes_mesh_check_and_measure(
        name: str, bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    geometry = read_geometry(SHAPES[name]).geometry
    assert geometry is not None and not geometry.obstacles and needs_generated_mesh(geometry)
    made = block_mesh(layout(geometry))
    case = bare_case({BLOCK_MESH_DICT: made.text})
    assert run_utility(case, "blockMesh").returncode == 0
    quality = parse_check_mesh(run_utility(case, "checkMesh", ).stdout)
    assert quality.ok and quality.cells == made.cells, quality
    if geometry.max_cells is not None:
        assert made.cells <= geometry.max_cells
    if geometry.cells is not None:
        assert made.cells == geometry.cells[0] * geometry.cells[1]
    rows = geometry_audit(geometry, case)
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]
    if "step" in name:
        assert any(row.requirement == "step height" for row in rows)
    if "step" in name or name == "channel":
        assert set(made.patches) == {"inlet", "outlet", "top", "bottom", "frontAndBack"}
    else:
        assert set(made.patches) == {"movingWall", "fixedWalls", "frontAndBack"}


def test_step_height_reading() -> None:
    """'step of height 0.2 m' is a step height; 'timestep of 0.002' (FoamBench forwardStep)
    is not, so that tutorial keeps its own mesh."""
    stated = read_geometry("flow over a forward-facing step of height 0.2 m").geometry
    assert stated is not None and stated.step_height == 0.2
    timestep = read_geometry("compressible flow over a forward-facing step using "
                             "rhoCentralFoam. Use timestep of 0.002 and output every 0.1.")
    assert timestep.geometry is not None and timestep.geometry.step_height is None
    assert not needs_generated_mesh(timestep.geometry)


def test_a_step_as_high_as_its_channel_is_refused() -> None:
    geometry = read_geometry("backward-facing step of height 1 m in a channel 5 m long and "
                             "1 m high").geometry
    assert geometry is not None
    with pytest.raises(LayoutError, match="not lower than the channel"):
        layout(geometry)


def _short(files: dict[str, str], steps: int) -> dict[str, str]:
    """The controlDict ending after ``steps`` time steps (a run that proves the case starts
    and steps, not a converged flow)."""
    control = files["system/controlDict"]
    found = re.search(r"^deltaT\s+([^;]+);", control, re.MULTILINE)
    assert found is not None
    end = float(found.group(1)) * steps
    control = re.sub(r"^endTime\s+[^;]+;", f"endTime {end:g};", control, flags=re.MULTILINE)
    return {**files, "system/controlDict": control}


def test_pitz_daily_keeps_its_mesh_for_its_own_step(
        composed: Callable[[str, str], Composition]) -> None:
    prompt = ("Turbulent flow over a backward-facing step of height 25.4 mm with pimpleFoam, "
              "inlet velocity 10 m/s")
    spec = parse_spec(prompt)
    assert spec.geometry is not None
    applied = apply_geometry(composed(prompt, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    assert applied.mesher == "tutorial" and not applied.files and not applied.deletions
    assert applied.notes[0].startswith("geometry: kept the tutorial's mesh")


@pytest.mark.slow
def test_a_higher_step_than_pitz_dailys_is_generated_and_runs(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    prompt = ("Turbulent flow over a backward-facing step of height 50 mm with pimpleFoam, "
              "inlet velocity 10 m/s")
    spec = parse_spec(prompt)
    assert spec.geometry is not None
    composition = composed(prompt, PIMPLE_PITZ_DAILY)
    applied = apply_geometry(composition.files, spec.geometry, dialect="esi-1912")
    assert applied.mesher == "blockMesh"
    assert "step height not stated" not in " ".join(applied.notes)
    case = tmp_path / "case"
    write_case(case, _short({**composition.files, **applied.files}, 5), applied.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message
    quality = mesh_quality(case)
    assert quality is not None and quality.ok
    rows = {row.requirement: row for row in geometry_audit(spec.geometry, case)}
    assert rows["step height"].met and rows["step height"].found == "0.05 m"


@pytest.mark.slow
def test_a_cavity_of_other_proportions_is_generated_and_runs(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    """The cavity tutorial is square; a 2:1 cavity gets a generated mesh whose lid keeps the
    tutorial's moving-wall condition and whose other walls stay at rest."""
    prompt = "Lid-driven cavity 0.2 m x 0.1 m with icoFoam, 40 x 20 cells, lid speed 1 m/s"
    spec = parse_spec(prompt)
    assert spec.geometry is not None
    composition = composed(prompt, CAVITY)
    applied = apply_geometry(composition.files, spec.geometry, dialect="esi-1912")
    assert applied.mesher == "blockMesh"
    velocity = applied.files["0/U"]
    lid = re.search(r"movingWall\s*\{([^}]*)\}", velocity)
    walls = re.search(r"fixedWalls\s*\{([^}]*)\}", velocity)
    assert lid is not None and "(1" in lid.group(1)
    assert walls is not None and "noSlip" in walls.group(1)
    case = tmp_path / "case"
    write_case(case, _short({**composition.files, **applied.files}, 20), applied.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message
    rows = geometry_audit(spec.geometry, case)
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]
    assert mesh_quality(case) is not None


def test_a_step_height_is_not_the_domain_height() -> None:
    """'a step of height 0.05 m in a channel ...' names the step's height, not the channel's:
    the author once rescaled the generated (and pitzDaily's) mesh to it."""
    spec = parse_spec("Laminar flow over a backward-facing step of height 0.05 m in a channel "
                      "1 m long and 0.1 m high with pimpleFoam")
    assert spec.geometry is not None and spec.geometry.step_height == 0.05
    assert spec.geometry.size(1) == 0.1
    extent = spec.stated.extent
    assert extent is None or extent.value.sizes[1] != 0.05


def test_options_on_the_tutorials_zones_go_with_its_mesh() -> None:
    """An fvOptions selecting the tutorial's cellZone (simpleCar's porous zone) would stop the
    solver on the generated mesh ('Cannot find cellZone'); one that acts everywhere stays."""
    geometry = read_geometry(SHAPES["backward step"]).geometry
    assert geometry is not None
    zoned = "porosity { type explicitPorositySource; selectionMode cellZone; cellZone porous; }"
    everywhere = "force { type meanVelocityForce; selectionMode all; }"
    applied = apply_geometry({"constant/fvOptions": zoned, "system/fvOptions": everywhere},
                             geometry, dialect="esi-1912")
    assert applied.deletions == ("constant/fvOptions",)
