"""A NACA 4-digit airfoil in an O-domain, meshed with gmsh.

Why an O-domain and a turned airfoil: a circular far field has the same distance to the body
in every direction, so the angle of attack is set by turning the airfoil (nose up, about its
quarter chord) while the inflow stays along +x; the tutorial's inlet conditions then need no
change. The upstream half of the circle is the ``inlet``, the downstream half the ``outlet``.

The section follows the NACA 4-digit formulas (Abbott & von Doenhoff) with the closed trailing
edge coefficient (-0.1036), cosine-spaced so the leading edge is resolved. Cells are triangles
that grow from about 1/100 chord at the airfoil to about 1/2 chord at the far field, extruded
one cell thick (prisms), like the ellipse mesh of ``gmsh_mesh``.

Documented defaults: chord 1 m, angle of attack 0°, far field 10 chords from mid-chord,
at most 20,000 cells.
"""

from __future__ import annotations

import math
import tempfile
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.case_files import MAX_WRITE_BYTES
from foam_agent.agents.geometry.blockmesh import PATCH_FRONT_BACK, PATCH_INLET, PATCH_OUTLET
from foam_agent.agents.geometry.gmsh_mesh import GmshMesh, compact, fits, gmsh_session
from foam_agent.agents.geometry.layout import DEFAULT_MAX_CELLS, LayoutError
from foam_agent.foamcase.lazy_pattern import lazy_regex

PATCH_AIRFOIL = "airfoil"
DEFAULT_CHORD_M = 1.0
FAR_FIELD_CHORDS = 10.0
#: Points per surface (upper, lower) of the section's outline.
OUTLINE_POINTS = 80
#: Cell size at the airfoil and at the far field, in chords (before fitting the bound).
AIRFOIL_CELL = 0.01
FAR_CELL = 0.5
_CODE = lazy_regex(r"^\d{4}$")


class AirfoilError(LayoutError):
    """A NACA code that is not four digits with a thickness, or a chord that is no length."""


@dataclass(frozen=True)
class Airfoil:
    """A NACA 4-digit section: its digits, chord (m) and angle of attack (degrees)."""

    code: str
    chord: float = DEFAULT_CHORD_M
    angle_of_attack: float = 0.0

    def __post_init__(self) -> None:
        if not _CODE.match(self.code) or int(self.code[2:]) == 0:
            raise AirfoilError(f"NACA {self.code!r}: four digits with a thickness above 0 "
                               "are needed")
        if self.chord <= 0:
            raise AirfoilError(f"a chord of {self.chord:g} m")


def naca4(code: str, points: int = OUTLINE_POINTS) -> tuple[list[tuple[float, float]],
                                                              list[tuple[float, float]]]:
    """The upper and lower surfaces of a unit-chord NACA 4-digit section, each from the
    leading edge (0, 0) to the trailing edge (1, 0), cosine-spaced."""
    camber, position, thickness = int(code[0]) / 100, int(code[1]) / 10, int(code[2:]) / 100
    upper: list[tuple[float, float]] = []
    lower: list[tuple[float, float]] = []
    for index in range(points + 1):
        x = (1 - math.cos(math.pi * index / points)) / 2
        half = 5 * thickness * (0.2969 * math.sqrt(x) - 0.1260 * x - 0.3516 * x ** 2
                                + 0.2843 * x ** 3 - 0.1036 * x ** 4)
        if camber == 0 or position == 0:
            mean, slope = 0.0, 0.0
        elif x < position:
            mean = camber / position ** 2 * (2 * position * x - x ** 2)
            slope = 2 * camber / position ** 2 * (position - x)
        else:
            mean = camber / (1 - position) ** 2 * (1 - 2 * position + 2 * position * x - x ** 2)
            slope = 2 * camber / (1 - position) ** 2 * (position - x)
        angle = math.atan(slope)
        upper.append((x - half * math.sin(angle), mean + half * math.cos(angle)))
        lower.append((x + half * math.sin(angle), mean - half * math.cos(angle)))
    upper[-1] = lower[-1] = (1.0, 0.0)
    upper[0] = lower[0] = (0.0, 0.0)
    return upper, lower


def _placed(point: tuple[float, float], airfoil: Airfoil) -> tuple[float, float]:
    """A unit-chord point scaled to the chord and turned nose-up about the quarter chord."""
    turn = math.radians(airfoil.angle_of_attack)
    x, y = (point[0] - 0.25) * airfoil.chord, point[1] * airfoil.chord
    return (0.25 * airfoil.chord + x * math.cos(turn) + y * math.sin(turn),
            -x * math.sin(turn) + y * math.cos(turn))


def airfoil_mesh(airfoil: Airfoil, *, max_cells: int = DEFAULT_MAX_CELLS, two_d: bool = True,
                 depth: float | None = None, resolution: float = 1.0,
                 fit: bool = True) -> GmshMesh:
    """The O-domain mesh of ``airfoil``, coarsened until it holds at most ``max_cells`` and
    its file fits the case writer's size limit; with ``fit`` False, made at exactly
    ``resolution`` (a mesh study's finer copies; see :class:`GmshMesh`)."""
    import gmsh  # type: ignore[import-untyped]

    fine = resolution
    for _ in range(8):
        text, cells = _generate(airfoil, fine, depth if depth is not None else airfoil.chord)
        if not fit or fits(text, cells, max_cells):
            break
        fine *= 0.9 * math.sqrt(min(max_cells / cells, MAX_WRITE_BYTES / len(text)))
    types = {PATCH_INLET: "patch", PATCH_OUTLET: "patch", PATCH_AIRFOIL: "wall",
             PATCH_FRONT_BACK: "empty" if two_d else "wall"}
    notes = (f"gmsh {gmsh.__version__}: NACA {airfoil.code}, chord {airfoil.chord:g} m at "
             f"{airfoil.angle_of_attack:g}° (turned about the quarter chord), O-domain of "
             f"radius {FAR_FIELD_CHORDS:g} chords, {cells:,} cells, at most {max_cells:,} "
             "allowed",)
    return GmshMesh(text=text, patches=types, cells=cells, notes=notes, resolution=fine)


def _generate(airfoil: Airfoil, fine: float, depth: float) -> tuple[str, int]:
    chord = airfoil.chord
    centre = (0.5 * chord, 0.0)
    radius = FAR_FIELD_CHORDS * chord
    upper, lower = naca4(airfoil.code)
    with gmsh_session() as g:
        g.model.add("airfoil")
        geo = g.model.geo
        near, far = AIRFOIL_CELL * chord / fine, FAR_CELL * chord / fine
        leading = geo.addPoint(*_placed(upper[0], airfoil), 0, near)
        trailing = geo.addPoint(*_placed(upper[-1], airfoil), 0, near)
        top = [leading, *(geo.addPoint(*_placed(p, airfoil), 0, near) for p in upper[1:-1]),
               trailing]
        bottom = [leading, *(geo.addPoint(*_placed(p, airfoil), 0, near)
                             for p in lower[1:-1]), trailing]
        top_curve = geo.addSpline(top)
        bottom_curve = geo.addSpline(bottom)
        section = geo.addCurveLoop([top_curve, -bottom_curve])
        middle = geo.addPoint(centre[0], centre[1], 0, far)
        rim = [geo.addPoint(centre[0] + radius * math.cos(k * math.pi / 2),
                            centre[1] + radius * math.sin(k * math.pi / 2), 0, far)
               for k in range(4)]
        arcs = [geo.addCircleArc(rim[k], middle, rim[(k + 1) % 4]) for k in range(4)]
        outer = geo.addCurveLoop(arcs)
        surface = geo.addPlaneSurface([outer, section])
        extruded = geo.extrude([(2, surface)], 0, 0, depth, numElements=[1], recombine=True)
        geo.synchronize()
        # extrude returns: the top surface, the volume, then one side surface per curve of
        # the base, in the order of its loops: the four arcs, then the two airfoil curves.
        volume = extruded[1][1]
        sides = [tag for dim, tag in extruded[2:] if dim == 2]
        g.model.addPhysicalGroup(2, [sides[1], sides[2]], name=PATCH_INLET)
        g.model.addPhysicalGroup(2, [sides[0], sides[3]], name=PATCH_OUTLET)
        g.model.addPhysicalGroup(2, sides[4:6], name=PATCH_AIRFOIL)
        g.model.addPhysicalGroup(2, [surface, extruded[0][1]], name=PATCH_FRONT_BACK)
        g.model.addPhysicalGroup(3, [volume], name="fluid")
        g.option.setNumber("Mesh.MeshSizeExtendFromBoundary", 1)
        g.model.mesh.generate(3)
        g.option.setNumber("Mesh.MshFileVersion", 2.2)
        g.option.setNumber("Mesh.Binary", 0)
        cells = sum(len(tags) for tags in g.model.mesh.getElements(3)[1])
        with tempfile.TemporaryDirectory(prefix="foam-agent-airfoil-") as tmp:
            path = Path(tmp) / "mesh.msh"
            g.write(str(path))
            return compact(path.read_text()), cells
