"""Stated domain extents, cell counts, refinement and scale into ``blockMeshDict``.

Why: "the domain spans 4.1 m x 1 m x 0.1 m", "a 20 x 20 x 1 grid" and "twice as fine" are
common prompt statements. Extents are applied as an affine map of every vertex (and edge
point) from the current bounding box onto the stated one, which keeps the block topology of any
blockMeshDict valid. A refinement multiplies every block's cells, keeping the grading. Cell
counts are the cells across the whole domain per direction: a single block takes them as they
are, several share them as their own geometry does (``foamcase.case.cells_across``).
Meshes written with variables, ``#calc`` or projections are left alone and reported.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.domain_frame import case_frame, placed_cells, placed_extent
from foam_agent.agents.spec.resolve import refined_cells
from foam_agent.agents.spec.stated import Extent, Requirements, Stated
from foam_agent.foamcase.case.blocks import global_axes, hex_blocks, vertex_points
from foam_agent.foamcase.case.cells_across import cells_across, scaled_counts
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing
from foam_agent.foamcase.case.values import number_of, same, tidy

SCALE_KEYS = ("convertToMeters", "scale")
AXES = "xyz"
#: A box side shorter than this (in metres) cannot be stretched onto a stated size.
MIN_SIDE = 1e-12

Point = list[float]


def edit_mesh(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Apply the stated scale, extents and cell counts."""
    stated = [item for item in (requirements.scale, requirements.extent, requirements.refine,
                                requirements.cells) if item is not None]
    if not stated:
        return
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None:
        for item in stated:
            report.skip("mesh", item.source, "the reference case has no blockMeshDict")
        return
    relative = path.relative_to(root).as_posix()
    # Sizes said by their role go on the axes the case's frame gives them, read before the
    # mesh changes (the audit reads the same frame from the written case).
    frame = case_frame(root)
    extent = None if requirements.extent is None else Stated(
        placed_extent(requirements.extent.value, frame), requirements.extent.source)
    cells = None if requirements.cells is None else Stated(
        placed_cells(requirements.cells.value, frame), requirements.cells.source)
    with report.parsing(root, path, "mesh", "the stated mesh"), FoamFile(path) as mesh:
        key = next((name for name in SCALE_KEYS if name in mesh), None)
        old_scale = number_of(mesh[key]) if key else 1.0
        new_scale = old_scale or 1.0
        if requirements.scale is not None:
            new_scale = requirements.scale.value
            previous = mesh[key] if key else None
            unchanged = previous is not None and same(previous, new_scale)
            if not unchanged:
                mesh[key or "scale"] = new_scale
            report.edit(Edit("scale", relative, (key or "scale",), new_scale, previous,
                             requirements.scale.source, changed=not unchanged))
        if extent is not None:
            _extent(mesh, relative, extent, old_scale or 1.0, new_scale, report)
        if requirements.refine is not None:
            _refine(mesh, relative, requirements.refine, report)
        if cells is not None:
            _cells(mesh, relative, cells, report)


def _refine(mesh: FoamFile, relative: str, stated: Stated[float], report: EditReport) -> None:
    """Every block's cells per direction times the factor, its grading kept: grading is a
    ratio of the first to the last cell, so it means the same on the finer mesh."""
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    blocks = hex_blocks(entries)
    if not blocks or any(not all(isinstance(n, int) for n in entries[cells])
                         for _, cells in blocks):
        report.skip("refinement", stated.source,
                    "the blockMeshDict blocks cannot be read (variables or #calc)")
        return
    before = [tuple(entries[cells]) for _, cells in blocks]
    for _, cells in blocks:
        counts = entries[cells]
        entries[cells] = list(refined_cells((counts[0], counts[1], counts[2]), stated.value))
    after = [tuple(entries[cells]) for _, cells in blocks]
    changed = after != before
    if changed:
        mesh["blocks"] = entries
    shown = "; ".join(" ".join(str(n) for n in counts) for counts in after)
    previous = "; ".join(" ".join(str(n) for n in counts) for counts in before)
    report.edit(Edit("refinement", relative, ("blocks",), shown, previous, stated.source,
                     changed=changed, where=f"blocks/hex cells x{stated.value:g}"))


def _map_points(value: Any, transform: Callable[[Point], Point]) -> Any:
    """Apply ``transform`` to every 3-number list inside an ``edges`` entry."""
    if isinstance(value, list):
        if len(value) == 3 and all(number_of(item) is not None for item in value):
            return [tidy(component) for component in transform([float(v) for v in value])]
        return [_map_points(item, transform) for item in value]
    return value


def _extent(mesh: FoamFile, relative: str, stated: Stated[Extent], old_scale: float,
            new_scale: float, report: EditReport) -> None:
    points = vertex_points(mesh)
    if points is None or "geometry" in mesh:
        report.skip("extent", stated.source,
                    "the blockMeshDict vertices use variables, #calc or projection")
        return
    extent = stated.value
    unit = new_scale if extent.in_mesh_units else 1.0
    lows = [min(point[axis] for point in points) * old_scale for axis in range(3)]
    highs = [max(point[axis] for point in points) * old_scale for axis in range(3)]
    new_lows, factors = list(lows), [1.0, 1.0, 1.0]
    for axis in range(3):
        size = extent.sizes[axis]
        if size is None:
            continue
        side = highs[axis] - lows[axis]
        if side < MIN_SIDE:
            report.skip("extent", stated.source, f"the mesh has no extent along {AXES[axis]}")
            return
        low = extent.lows[axis]
        factors[axis] = size * unit / side
        # With no lower bound said, a side across the origin scales about it: the origin is
        # where the case puts its centreline, a step's edge or a diaphragm (hartmann's duct,
        # y from -1 to 1, made 4 cm tall is -0.02 to 0.02, not -1 to -0.96).
        new_lows[axis] = low * unit if low is not None else (
            lows[axis] * factors[axis] if lows[axis] < 0 < highs[axis] else lows[axis])

    def transform(point: Point) -> Point:
        return [(new_lows[axis] + (point[axis] * old_scale - lows[axis]) * factors[axis])
                / new_scale for axis in range(3)]

    moved = [[tidy(component) for component in transform(point)] for point in points]
    changed = any(not same(before, after) for before, after in zip(points, moved, strict=True))
    if changed:
        mesh["vertices"] = moved
        if mesh.get("edges"):
            mesh["edges"] = _map_points(mesh["edges"], transform)
    for axis in range(3):
        size = extent.sizes[axis]
        if size is None:
            continue
        before = (tidy(lows[axis]), tidy(highs[axis]))
        after = (tidy(new_lows[axis]), tidy(new_lows[axis] + size * unit))
        role = extent.roles[axis]
        report.edit(Edit("extent", relative, ("vertices",), after, before, stated.source,
                         changed=not same(before, after),
                         where=f"{AXES[axis]} range (m)" + (
                             "" if role is None else f", the {role} on {AXES[axis]} by the "
                                                     "case's gravity and empty directions")))


def _cells(mesh: FoamFile, relative: str, stated: Stated[tuple[int | None, int | None,
                                                               int | None]],
           report: EditReport) -> None:
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    blocks = hex_blocks(entries)
    points = vertex_points(mesh)
    if not blocks or points is None:
        report.skip("cells", stated.source, "the blockMeshDict blocks cannot be read")
        return
    if len(blocks) > 1:
        _cells_across_blocks(mesh, relative, stated, report)
        return
    vertex_index, cell_index = blocks[0]
    corners = [points[int(label)] for label in entries[vertex_index]]
    counts = list(entries[cell_index])
    previous = tuple(counts)
    for local, axis in enumerate(global_axes(corners)):
        wanted = stated.value[axis]
        if wanted is not None:
            counts[local] = wanted
    unchanged = tuple(counts) == previous
    if not unchanged:
        entries[cell_index] = counts
        mesh["blocks"] = entries
    report.edit(Edit("cells", relative, ("blocks",), tuple(counts), previous, stated.source,
                     changed=not unchanged, where="blocks/hex cells"))


def _cells_across_blocks(mesh: FoamFile, relative: str,
                         stated: Stated[tuple[int | None, int | None, int | None]],
                         report: EditReport) -> None:
    """A stated count per direction shared between several blocks: every block's count along
    that direction scaled alike, so a line across the domain crosses the stated number."""
    listed = mesh.get("blocks")
    entries: list[Any] = list(listed) if isinstance(listed, list) else []
    parsed: dict[str | None, Any] = {"blocks": entries, "vertices": mesh.get("vertices")}
    before = cells_across(parsed)
    counts = scaled_counts(parsed, stated.value)
    if before is None or counts is None:
        report.skip("cells", stated.source, "the blockMeshDict blocks cannot be read "
                    "(variables or #calc)")
        return
    blocks = hex_blocks(entries) or []
    previous = [tuple(entries[cell_index]) for _, cell_index in blocks]
    for (_, cell_index), count in zip(blocks, counts, strict=True):
        entries[cell_index] = count
    changed = [tuple(count) for count in counts] != previous
    if changed:
        mesh["blocks"] = entries
    after = cells_across(parsed)
    shown = " x ".join(str(n) for n in after) if after is not None else "?"
    report.edit(Edit("cells", relative, ("blocks",), shown, " x ".join(str(n) for n in before),
                     stated.source, changed=changed,
                     where=f"blocks/hex cells ({len(blocks)} blocks scaled alike per direction)"))
