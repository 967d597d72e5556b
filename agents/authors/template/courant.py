"""Keep the followed tutorial's Courant number when the request changes the speed or the cells.

Why: the tutorial's ``deltaT`` was chosen for its own speed and cell size. "A square cavity,
5 cm sides, Re 500, engine oil" halves the cavity's cells and keeps the lid near 1 m/s, so the
cavity's 0.005 s step runs at Co ≈ 2 (it ran, at a maximum of 1.37, and was called solved).
The estimate is U·Δt/Δx with the fastest fixed speed of ``0/U`` and the smallest cell of a
single uniform blockMesh block; the step is cut (never raised) to keep the tutorial's estimate.

Left alone: a stated ``deltaT`` or ``maxCo``, adjustable time steps (the solver keeps maxCo
itself), steady cases (their ``deltaT`` is a pseudo-time), and meshes this cannot measure
(several blocks, grading, variables).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.template.casedir import BLOCK_MESH_DICTS, first_existing, parse
from foam_agent.agents.authors.template.controls import CONTROL_DICT
from foam_agent.agents.authors.template.mesh import block_cells
from foam_agent.agents.authors.template.report import Edit, EditReport
from foam_agent.agents.authors.template.values import number_of, vector_of
from foam_agent.agents.spec.derive import fastest_patch
from foam_agent.agents.spec.stated import Requirements

#: How far above the tutorial's estimate a case may go before its step is cut.
TOLERANCE = 1.05
_UNIFORM = ("simpleGrading", "edgeGrading")
#: The files the estimate reads: when none differs from the tutorial's, neither does it.
_READ = (CONTROL_DICT, "system/fvSchemes", "0/U", *BLOCK_MESH_DICTS)


def _smallest_cell(root: Path) -> float | None:
    """The smallest in-plane cell size of a one-block, ungraded blockMesh, in metres."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    file = parse(path) if path is not None else None
    mesh: Mapping[Any, Any] | None = file.as_dict() if file is not None else None
    if mesh is None:
        return None
    cells = block_cells(mesh)
    blocks = mesh.get("blocks")
    vertices = mesh.get("vertices")
    if cells is None or len(cells) != 1 or not isinstance(blocks, list) \
            or not isinstance(vertices, list) or not _ungraded(blocks):
        return None
    points = [vector_of(vertex) for vertex in vertices]
    if any(point is None for point in points):
        return None
    scale = number_of(mesh.get("convertToMeters", mesh.get("scale", 1.0))) or 1.0
    sizes = []
    for axis, count in enumerate(cells[0]):
        extent = max(p[axis] for p in points if p) - min(p[axis] for p in points if p)
        if count > 1 and extent > 0:
            sizes.append(extent * scale / count)
    return min(sizes) if sizes else None


def _ungraded(blocks: list[Any]) -> bool:
    """True when every grading of the block list is 1 (a uniform mesh)."""
    for index, item in enumerate(blocks):
        if item in _UNIFORM and index + 1 < len(blocks):
            ratios = blocks[index + 1]
            values = ratios if isinstance(ratios, list) else [ratios]
            return all(number_of(value) == 1 for value in values)
    return True


def courant_estimate(root: Path) -> float | None:
    """U·Δt/Δx of the case under ``root``, or None when it cannot be told (see the module)."""
    control = parse(root / CONTROL_DICT)
    entries = control.as_dict() if control is not None else None
    schemes = parse(root / "system" / "fvSchemes")
    ddt = schemes.as_dict().get("ddtSchemes") if schemes is not None else None
    if entries is None or (isinstance(ddt, Mapping) and ddt.get("default") == "steadyState"):
        return None
    if str(entries.get("adjustTimeStep", "no")).lower() in {"yes", "on", "true", "1"}:
        return None
    step = number_of(entries.get("deltaT"))
    fastest = fastest_patch(root)
    cell = _smallest_cell(root)
    if not step or fastest is None or cell is None:
        return None
    return fastest[0] * step / cell


def _bytes(path: Path) -> bytes | None:
    return path.read_bytes() if path.is_file() else None


def keep_courant(root: Path, tutorial: Path, requirements: Requirements,
                 report: EditReport) -> None:
    """Cut ``deltaT`` in ``root`` so its Courant estimate is the tutorial's (``tutorial``),
    when the request states no time step or Courant number and the estimate rose."""
    if requirements.delta_t is not None or requirements.max_co is not None or all(
            _bytes(root / name) == _bytes(tutorial / name) for name in _READ):
        return
    target, now = courant_estimate(tutorial), courant_estimate(root)
    if target is None or now is None or now <= target * TOLERANCE:
        return
    with FoamFile(root / CONTROL_DICT) as control:
        previous = number_of(control.get("deltaT"))
        assert previous is not None
        wanted = previous * target / now
        digits = 10.0 ** (math.floor(math.log10(wanted)) - 1)
        step = float(f"{math.floor(wanted / digits) * digits:.2g}")
        control["deltaT"] = step
    report.edit(Edit("deltaT", CONTROL_DICT, "deltaT", step, previous,
                     f"keeps the followed tutorial's Courant number: U dt / dx was "
                     f"{target:.2g} there and would be {now:.2g} here with deltaT {previous:g}",
                     follows=True))
