"""The cells blockMesh will make, read from the blockMeshDict before any mesh exists
(``foamcase.case.planned_cells``): their number, centres and volumes, graded blocks, and the
cells and faces a setFields region selects."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from foam_agent.foamcase.case.cell_centres import block_cell_centres
from foam_agent.foamcase.case.planned_cells import planned_cells, selection_region
from tests.support.applied import tutorial_files

HEADER = "FoamFile { version 2.0; format ascii; class dictionary; object blockMeshDict; }\n"


def _case(tmp_path: Path, blocks: str, edges: str = "") -> Path:
    (tmp_path / "system").mkdir(parents=True, exist_ok=True)
    (tmp_path / "system" / "blockMeshDict").write_text(
        HEADER + "scale 0.5;\nvertices ((0 0 0) (2 0 0) (2 1 0) (0 1 0) (0 0 1) (2 0 1) "
        f"(2 1 1) (0 1 1));\nblocks ({blocks});\nedges ({edges});\nboundary ();\n")
    return tmp_path


def _written(files: dict[str, str], tmp_path: Path) -> Path:
    for relative, text in files.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def test_one_uniform_block_is_the_cells_the_one_block_reader_places(tmp_path: Path) -> None:
    root = _written(tutorial_files("incompressible/icoFoam/cavity/cavity"), tmp_path)
    cells = planned_cells(root)
    assert cells is not None and len(cells.volumes) == 400
    assert cells.volumes.sum() == pytest.approx(0.1 * 0.1 * 0.01)
    assert np.allclose(cells.centres, np.array(block_cell_centres(root)))
    assert np.allclose(cells.widths, [0.005, 0.005, 0.01])


def test_an_expansion_ratio_makes_the_last_cell_that_many_times_the_first(tmp_path: Path
                                                                         ) -> None:
    cells = planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (10 1 1) simpleGrading "
                                          "(4 1 1)"))
    assert cells is not None
    widths = cells.widths[:, 0]
    assert widths[-1] / widths[0] == pytest.approx(4)
    assert widths.sum() == pytest.approx(1.0)  # 2 units at scale 0.5
    assert cells.volumes.sum() == pytest.approx(1.0 * 0.5 * 0.5)


def test_graded_sections_place_their_share_of_cells_in_their_share_of_length(
        tmp_path: Path) -> None:
    cells = planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (10 1 1) simpleGrading "
                                          "(((0.2 0.5 1) (0.8 0.5 1)) 1 1)"))
    assert cells is not None
    assert np.allclose(cells.widths[:5, 0], 0.2 / 5) and np.allclose(cells.widths[5:, 0],
                                                                     0.8 / 5)


def test_curved_edges_or_edge_grading_that_differs_plan_nothing(tmp_path: Path) -> None:
    assert planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (4 4 1) simpleGrading "
                                         "(1 1 1)", "arc 0 1 (1 -0.2 0)")) is None
    assert planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (4 4 1) edgeGrading "
                                         "(1 2 1 1 1 1 1 1 1 1 1 1)")) is None


def test_dam_breaks_blocks_leave_its_obstacle_out_and_its_column_selects_its_cells(
        tmp_path: Path) -> None:
    """damBreak is five blocks around an obstacle: the cells fill the tank less the
    obstacle, and the tutorial's own water column (0.1461 x 0.292 m of the 0.584 m tank)
    selects the cells inside it."""
    root = _written(tutorial_files("multiphase/interFoam/laminar/damBreak/damBreak"), tmp_path)
    cells = planned_cells(root)
    assert cells is not None and len(cells.volumes) == 2268
    tank = 0.584 * 0.584 * 0.0146
    obstacle = 0.024 * 0.048 * 0.0146
    assert cells.volumes.sum() == pytest.approx(tank - obstacle, rel=1e-3)
    column = selection_region("boxToCell", {"box": [[0, 0, -1], [0.1461, 0.292, 1]]})
    assert column is not None
    inside = column.contains(cells.centres)
    assert cells.volumes[inside].sum() == pytest.approx(0.1461 * 0.292 * 0.0146, rel=0.05)


def test_a_sphere_and_a_cylinder_select_by_their_cells_centres(tmp_path: Path) -> None:
    cells = planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (20 10 10) simpleGrading "
                                          "(1 1 1)"))
    assert cells is not None
    sphere = selection_region("sphereToCell", {"centre": [0.5, 0.25, 0.25], "radius": 0.2})
    rod = selection_region("cylinderToCell", {"p1": [0, 0.25, 0.25], "p2": [1, 0.25, 0.25],
                                              "radius": 0.1})
    assert sphere is not None and rod is not None and sphere.selects == "cells"
    assert cells.volumes[sphere.contains(cells.centres)].sum() == pytest.approx(
        4 / 3 * np.pi * 0.2 ** 3, rel=0.15)
    assert cells.volumes[rod.contains(cells.centres)].sum() == pytest.approx(
        np.pi * 0.1 ** 2, rel=0.2)
    assert selection_region("zoneToCell", {"name": "porous"}) is None


def test_a_face_region_selects_the_faces_whose_centre_it_holds(tmp_path: Path) -> None:
    cells = planned_cells(_case(tmp_path, "hex (0 1 2 3 4 5 6 7) (4 2 2) simpleGrading "
                                          "(1 1 1)"))
    assert cells is not None
    faces = cells.faces()
    # 4 x 2 x 2 cells: 5*2*2 + 4*3*2 + 4*2*3 faces, each once
    assert len(faces.areas) == 20 + 24 + 24
    floor = selection_region("boxToFace", {"box": [[-1, -1, -1], [2, 1e-6, 2]]})
    assert floor is not None and floor.selects == "faces"
    assert faces.areas[floor.contains(faces.centres)].sum() == pytest.approx(1.0 * 0.5)
