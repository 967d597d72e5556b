"""A flat plate is a thing with a length: the request's length is the plate's, the domain is
laid out around it (a slip lead-in, an open top), blockMesh and checkMesh pass the generated
mesh and the audit measures the plate on it; a step's stated position moves its edge."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from foam_agent.agents.geometry.apply import BLOCK_MESH_DICT, needs_generated_mesh
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.blockmesh import PATCH_PLATE, block_mesh
from foam_agent.agents.geometry.checkmesh import parse_check_mesh
from foam_agent.agents.geometry.layout import PLATE_LEAD_IN, LayoutError, layout
from foam_agent.agents.spec.geometry import read_geometry
from tests.geometry.conftest import run_utility


@pytest.mark.parametrize("words, length", [
    ("Laminar 2D flow over a flat plate 1 m long with simpleFoam: free stream velocity 1 m/s",
     1.0),
    ("laminar flow along a 2 m long flat plate, inlet velocity 1 m/s", 2.0),
    ("a flat plate of length 0.5 m in a domain 0.2 m high", 0.5),
])
def test_the_stated_length_is_the_plates(words: str, length: float) -> None:
    geometry = read_geometry(words).geometry
    assert geometry is not None and geometry.kind == "flat_plate"
    assert geometry.plate_length == length and geometry.size(0) is None
    assert needs_generated_mesh(geometry)
    decided = layout(geometry)
    assert decided.plate == (0.0, length)
    assert decided.x0 == pytest.approx(-PLATE_LEAD_IN * length) and decided.x1 == length


def test_plate_mesh_passes_checkmesh_and_the_audit_measures_the_plate(
        bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    geometry = read_geometry("Laminar 2D flow over a flat plate 0.6 m long, "
                             "at most 3000 cells").geometry
    assert geometry is not None
    made = block_mesh(layout(geometry))
    assert made.patches == {"inlet": "patch", "outlet": "patch", "top": "patch",
                            "bottom": "patch", PATCH_PLATE: "wall", "frontAndBack": "empty"}
    assert made.cells <= 3000
    case = bare_case({BLOCK_MESH_DICT: made.text})
    assert run_utility(case, "blockMesh").returncode == 0
    quality = parse_check_mesh(run_utility(case, "checkMesh").stdout)
    assert quality.ok and quality.cells == made.cells, quality
    rows = {row.requirement: row for row in geometry_audit(geometry, case)}
    assert rows["plate length"].met and rows["plate length"].found == "0.6 m"
    shorter = read_geometry("Laminar 2D flow over a flat plate 0.5 m long").geometry
    assert shorter is not None
    wrong = {row.requirement: row for row in geometry_audit(shorter, case)}
    assert not wrong["plate length"].met


def test_a_stated_step_position_moves_the_edge(
        bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    words = ("Laminar 2D flow over a backward-facing step: step height 4.9 mm, the step 50 mm "
             "downstream of the inlet, in a channel 10.1 mm high and 150 mm long")
    geometry = read_geometry(words).geometry
    assert geometry is not None and geometry.step_at == pytest.approx(0.05)
    assert geometry.size(0) == pytest.approx(0.15)
    assert layout(geometry).step_x == pytest.approx(0.05)
    case = bare_case({BLOCK_MESH_DICT: block_mesh(layout(geometry)).text})
    rows = {row.requirement: row for row in geometry_audit(geometry, case)}
    assert rows["step position"].met and rows["step height"].met
    elsewhere = geometry.model_copy(update={"step_at": 0.03})
    assert not {row.requirement: row for row in geometry_audit(elsewhere, case)}[
        "step position"].met
    ahead = read_geometry("backward-facing step, step height 4.9 mm, an inlet channel 50 mm long "
                          "ahead of the step, a channel 10.1 mm high and 150 mm long").geometry
    assert ahead is not None and ahead.step_at == pytest.approx(0.05)
    assert ahead.size(0) == pytest.approx(0.15)
    unstated = read_geometry("backward-facing step: step height 0.1 m, a channel 0.3 m high "
                             "and 2 m long").geometry
    assert unstated is not None and unstated.step_at is None
    assert layout(unstated).step_x == pytest.approx(0.5)
    beyond = read_geometry("backward-facing step of height 0.1 m in a channel 2 m long and "
                           "0.3 m high, the step at x = 3 m").geometry
    assert beyond is not None and beyond.step_at == 3.0
    with pytest.raises(LayoutError, match="not inside the channel"):
        layout(beyond)
