"""A round body's O-grid sized for its boundary layer when the case gives a Reynolds number.

The rule (``agents/geometry/wall_layer``): first cell delta / 10 with delta = D / sqrt(Re),
growth at most 1.2, cells around delta / 3 long. Checked here on the mesh blockMesh makes (the
first ring of points off the wall), on the composed case of a plain request (the Reynolds number
read from the case's own inlet speed and viscosity), and at two Reynolds numbers, so the sizing
follows the physics and not one case.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.apply import BLOCK_MESH_DICT, apply_geometry, with_flow
from foam_agent.agents.geometry.blockmesh import block_mesh
from foam_agent.agents.geometry.checkmesh import parse_check_mesh
from foam_agent.agents.geometry.layout import Layout, layout
from foam_agent.agents.geometry.wall_layer import (
    MAX_GROWTH,
    Flow,
    cells_around,
    flow_of,
    kinematic_viscosity,
    ring,
)
from foam_agent.agents.spec.geometry import read_geometry
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import PIMPLE_PITZ_DAILY, run_utility

CYLINDER = ("flow past a circular cylinder of diameter 1 m in a wide channel (blockage 5 %), "
            "centred at (5, 10) m")


def _decided(reynolds: float, bound: str = "") -> tuple[Layout, Flow]:
    geometry = read_geometry(CYLINDER + bound).geometry
    assert geometry is not None
    flow = Flow(speed=1.0, viscosity=1.0 / reynolds)
    return with_flow(layout(geometry), flow), flow


def _wall_points(case: Path) -> np.ndarray:
    """The mesh points' distances from the cylinder's axis (centre (5, 10))."""
    from foamlib import FoamFile

    points = np.asarray(FoamFile(case / "constant/polyMesh/points")[None], dtype=float)
    return np.hypot(points[:, 0] - 5.0, points[:, 1] - 10.0)


@pytest.mark.parametrize("reynolds", [100.0, 200.0])
def test_the_ring_puts_its_first_cell_a_tenth_into_the_layer(
        reynolds: float, bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    decided, flow = _decided(reynolds)
    made = block_mesh(decided)
    layer = 1.0 / math.sqrt(reynolds)
    around = cells_around(flow, 1.0)
    assert around == 8 * math.ceil(3 * math.pi * math.sqrt(reynolds) / 8)
    assert any(f"{around} around" in note and "the cell bound leaves" not in note
               for note in made.notes), made.notes
    case = bare_case({"system/blockMeshDict": made.text})
    meshed = run_utility(case, "blockMesh")
    assert meshed.returncode == 0, meshed.stdout[-2000:]
    quality = parse_check_mesh(run_utility(case, "checkMesh").stdout)
    assert quality.ok, quality.mesh_error()
    radii = _wall_points(case)
    on_wall = np.isclose(radii, 0.5, atol=1e-6)
    assert on_wall.sum() == 2 * around  # front and back planes
    # Between the radial edges blockMesh interpolates the first ring of points a little
    # inwards of the edges' delta / 10.
    assert 0.9 * 0.1 * layer <= float(radii[~on_wall].min()) - 0.5 <= 0.1 * layer + 1e-9
    ring_cells = ring(flow, 1.0, (1.5, 2 * math.sqrt(2) - 0.5), 2.0 / (around // 8))
    across = sorted(set(np.round(radii[(radii < 2.0 + 1e-9) & (np.abs(
        _angle_from_axis(case)) < 1e-6)], 9)))
    assert len(across) == ring_cells.cells + 1, across
    steps = np.diff(across)
    assert float(steps[0]) == pytest.approx(0.1 * layer, rel=1e-3)
    assert float(np.max(steps[1:] / steps[:-1])) <= MAX_GROWTH + 1e-6
    # Six cells at least inside the layer, where the fixed ring had two or three.
    assert sum(1 for r in across if 0.5 < r <= 0.5 + layer) >= 6


def _angle_from_axis(case: Path) -> np.ndarray:
    """Each point's angle above the line y = 10 ahead of the cylinder (0 on the upstream axis
    edge, x < 5)."""
    from foamlib import FoamFile

    points = np.asarray(FoamFile(case / "constant/polyMesh/points")[None], dtype=float)
    return np.where(points[:, 0] < 5.0, points[:, 1] - 10.0, 1.0)


def test_a_stated_cell_bound_still_holds_and_says_what_it_costs() -> None:
    decided, _ = _decided(100.0, "; at most 3000 cells")
    made = block_mesh(decided)
    assert made.cells <= 3000
    assert any("the cell bound leaves" in note and "of the 96 around" in note
               for note in made.notes), made.notes


def test_without_a_reynolds_number_the_mesh_is_the_fixed_grid() -> None:
    geometry = read_geometry(CYLINDER).geometry
    assert geometry is not None
    plain = block_mesh(layout(geometry))
    assert with_flow(layout(geometry), None) == layout(geometry)
    assert "edgeGrading" not in plain.text and "boundary layer" not in " ".join(plain.notes)
    assert re.search(r"\(6 8 1\) simpleGrading \(4 1 1\)", plain.text), plain.text[:3000]


def test_viscosity_is_read_as_the_case_states_it() -> None:
    for text in ("nu [0 2 -1 0 0 0 0] 0.01;", "nu 0.01;", "transportModel Newtonian;\nnu 0.01;"):
        assert kinematic_viscosity({"constant/transportProperties": text}) == 0.01, text
    # A non-Newtonian model's zero-shear viscosity is no free-stream viscosity to size for.
    cross = ("transportModel CrossPowerLaw;\nCrossPowerLawCoeffs\n{\n    nu0 0.01;\n"
             "    nuInf 0.001;\n    m 1;\n    n 0.5;\n}\n")
    assert kinematic_viscosity({"constant/transportProperties": cross}) is None
    velocity = ("FoamFile { version 2.0; format ascii; class volVectorField; object U; }\n"
                "dimensions [0 1 -1 0 0 0 0];\ninternalField uniform (0 0 0);\n"
                "boundaryField\n{\n    inlet\n    {\n        type fixedValue;\n"
                "        value uniform (2 0 0);\n    }\n}\n")
    flow = flow_of({"0/U": velocity, "constant/transportProperties": "nu 0.01;"}, "inlet")
    assert flow == Flow(speed=2.0, viscosity=0.01)
    assert flow.reynolds(0.5) == pytest.approx(100.0)


def test_a_plain_request_gets_the_ring_its_reynolds_number_needs(
        composed: Callable[[str, str], Composition]) -> None:
    """Through the composition: Re from the case's own inlet speed and derived viscosity."""
    prompt = ("Laminar flow past a circular cylinder of diameter 0.5 m at Re = 200 with "
              "pimpleFoam; inlet velocity 2 m/s.")
    spec = parse_spec(prompt)
    assert spec.geometry is not None
    applied = apply_geometry(composed(prompt, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    note = next(note for note in applied.notes if note.startswith("boundary layer"))
    assert "Re = 200" in note and "first cell 0.00354 m" in note, note
    assert f"{cells_around(Flow(2.0, 0.005), 0.5)} around" in note, note
    assert "edgeGrading" in applied.files[BLOCK_MESH_DICT]
    # A square body keeps its tensor grid: the rule is for the O-grid.
    square = prompt.replace("circular cylinder of diameter", "square obstacle of side")
    spec = parse_spec(square)
    assert spec.geometry is not None
    applied = apply_geometry(composed(square, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    assert not any(note.startswith("boundary layer") for note in applied.notes)


def test_the_bodies_keep_their_layout_when_sized() -> None:
    decided, flow = _decided(100.0)
    geometry = read_geometry(CYLINDER).geometry
    assert geometry is not None
    plain = layout(geometry)
    assert [replace(body, flow=None) for body in decided.bodies] == list(plain.bodies)
    assert all(body.flow == flow for body in decided.bodies)


def test_a_box_cell_far_below_the_ring_gives_many_uniform_cells_not_an_overflow() -> None:
    """A box cell of 0.0017 m beside 1.5 m radial edges (a request at Re 1e6 with a fine cell
    bound) asks for thousands of radial cells; finding their grading overflowed growth ** cells
    at growth 2 and `understand` ended in a traceback."""
    flow = Flow(speed=10.0, viscosity=1e-5)
    layer = ring(flow, 1.0, (1.5, 2.33) * 4, 0.0017)
    assert layer.cells > 1000
    assert all(1.0 <= ratio < 1e3 for ratio in layer.ratios)
