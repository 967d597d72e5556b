"""The followed case's own shape re-made to a stated size: a wedge's angle, a pipe's diameter.

Why: "Mach 2.5 flow over a 15 degree wedge" and "pipe flow … 2 in diameter" were not
understood, since no generated geometry holds a wedge or a pipe. The tutorials that do say how
to change them: wedge15Ma5's wedge is one sloped face of its blockMeshDict (a ramp from (0, 0)
to (0.3048, 0.0817): 15°), whose end can be raised or lowered along its own x; pipeCyclic's
pipe is drawn from a top-level ``radius``. Where a case says neither, the size is left and the
audit compares it with the case's.
"""

from __future__ import annotations

import math
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing
from foam_agent.foamcase.case.shapes import RADIUS_ENTRY, find_ramp, pipe_radius
from foam_agent.foamcase.case.values import numbers_of, tidy

#: Degrees within which a stated angle is the case's (vertices print about 12 digits).
ANGLE_TOLERANCE = 1e-3


def edit_shapes(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Re-make the followed case's wedge or pipe to the stated size, or say why not."""
    if requirements.wedge_angle is not None:
        _set_wedge(root, requirements.wedge_angle.value, requirements.wedge_angle.source,
                   report)
    if requirements.pipe_diameter is not None:
        _set_pipe(root, requirements.pipe_diameter.value, requirements.pipe_diameter.source,
                  report)


def _set_wedge(root: Path, angle: float, source: str, report: EditReport) -> None:
    ramp = find_ramp(root)
    path = first_existing(root, BLOCK_MESH_DICTS)
    if ramp is None or path is None:
        report.skip("wedge angle", source, "the followed case's blockMeshDict has no single "
                    "sloped wall to turn: its shape stands")
        return
    relative = path.relative_to(root).as_posix()
    if abs(ramp.angle - angle) <= ANGLE_TOLERANCE:
        report.edit(Edit("wedge angle", relative, ("vertices",), f"{angle:g}°",
                         f"{ramp.angle:.4g}°", source, changed=False,
                         where=f"vertices (the ramp of {ramp.patch})"))
        return
    if not 0 < angle < 90:
        report.skip("wedge angle", source, f"{angle:g}° is no wedge's angle")
        return
    sign = 1.0 if ramp.end[1] > ramp.start[1] else -1.0
    height = ramp.start[1] + sign * (ramp.end[0] - ramp.start[0]) * math.tan(math.radians(angle))
    with report.parsing(root, path, "wedge angle", source), FoamFile(path) as mesh:
        scale = numbers_of([mesh.get("scale", mesh.get("convertToMeters", 1))])
        vertices = mesh.get("vertices")
        points = [numbers_of(vertex) for vertex in vertices] if isinstance(vertices, list) \
            else None
        if not scale or not scale[0] or points is None or any(
                point is None or len(point) != 3 for point in points):
            report.skip("wedge angle", source, "the blockMeshDict's vertices are not plain "
                        "numbers (macros): its wedge is not re-made")
            return
        factor = scale[0]
        above = [point[1] * factor for point in points if point is not None
                 and math.isclose(point[0] * factor, ramp.end[0], abs_tol=1e-9)
                 and (point[1] * factor - ramp.end[1]) * sign > 1e-12]
        if above and any((height - y) * sign >= 0 for y in above):
            report.skip("wedge angle", source, f"a {angle:g}° wedge would reach the domain's "
                        "opposite side at its end: its shape stands")
            return
        moved = []
        for point in points:
            assert point is not None
            if math.isclose(point[0] * factor, ramp.end[0], abs_tol=1e-9) and math.isclose(
                    point[1] * factor, ramp.end[1], abs_tol=1e-9):
                moved.append([tidy(point[0]), tidy(height / factor), tidy(point[2])])
            else:
                moved.append([tidy(value) for value in point])
        mesh["vertices"] = moved
    report.edit(Edit("wedge angle", relative, ("vertices",), f"{angle:g}°",
                     f"{ramp.angle:.4g}°", source,
                     where=f"vertices (the ramp of {ramp.patch}: its end at y = {height:.6g} m)"))


def _set_pipe(root: Path, diameter: float, source: str, report: EditReport) -> None:
    found = pipe_radius(root)
    if found is None:
        report.skip("pipe diameter", source, "the followed case's mesh is drawn from no pipe "
                    "radius: its size stands")
        return
    path, radius = found
    relative = path.relative_to(root).as_posix()
    wanted = diameter / 2
    if math.isclose(radius, wanted, rel_tol=1e-9):
        report.edit(Edit("pipe diameter", relative, ("radius",), tidy(wanted), radius, source,
                         changed=False))
        return
    text = path.read_text(encoding="utf-8")
    path.write_text(RADIUS_ENTRY.sub(
        lambda match: f"{match.group(1)}{tidy(wanted)}{match.group(3)}", text, count=1),
        encoding="utf-8")
    report.edit(Edit("pipe diameter", relative, ("radius",), tidy(wanted), radius,
                     f"{source} (the radius the pipe's vertices are drawn from)"))
