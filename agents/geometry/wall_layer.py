"""How finely a generated O-grid resolves a round body's boundary layer, from the Reynolds number.

Why from the Reynolds number: a laminar boundary layer on a body of size D is about
delta = D / sqrt(Re) thick (Schlichting & Gersten, *Boundary-Layer Theory*, 9th ed., ch. 1-2:
the viscous and inertial terms balance across delta where delta / D ~ Re^-1/2). At Re = 100
the layer on a cylinder is 0.1 D thick, and the mean drag there is about three quarters
pressure (set by where the layer separates and how its shear layers roll up) and one quarter
friction (the wall gradient across the layer's first cells; Henderson 1995, Phys. Fluids 7,
2102). A fixed O-grid (64 cells around, 6 across a 0.5 D ring, first cell 0.037 D) puts two to
three cells in the layer and over-predicted the drag of the Re 100 cylinder by 12 %. The rule,
for a request whose speed, body size and viscosity give a Reynolds number:

- first cell: delta / 10 thick (``FIRST_CELL_SHARE``), so the wall gradient that gives the
  friction is taken well inside the layer (the first cell's centre at delta / 20, where a
  boundary-layer profile is still linear to within about 1 %);
- growth: at most 1.2 from one cell to the next (``MAX_GROWTH``): the truncation error of a
  stretched grid has a first-order term proportional to the ratio minus one (Ferziger & Peric,
  *Computational Methods for Fluid Dynamics*, ch. 3), and 1.2 is the customary bound that keeps
  it small; with the first cell above, at least six cells lie across the layer and the last of
  them is about delta / 4 thick;
- around: cells delta / 3 long (``ARC_SHARE``), about as long as the ring's cells are thick
  at the layer's edge (delta / 5 to delta / 3), where the layer leaves the body as a free
  shear layer: the shear layer starts with the resolution it had across the body (3 pi
  sqrt(Re) cells around, a multiple of 8: 96 at Re = 100; never fewer than the fixed grid's 64);
- the ring reaches 2 D from the centre (``blockmesh.LAYER_BOX_FACTOR``), so the near wake lies
  in its cells, and grows from the first cell to the size of the tensor-grid cells at its box,
  so the cells meet their neighbours there without a jump.

Why not finer: each of these halves the time step or doubles the cells, and the validation's
cylinder (Re 100, 150 D/U of flow) must run within its time limit on two loaded cores; at
these counts it has fewer cells than the fixed grid had. The cell bound still holds: when it
cannot hold these counts the mesh is shrunk as before and the note says so.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: The first cell's thickness as a share of the layer's.
FIRST_CELL_SHARE = 0.1
#: The largest ratio of one cell to the previous one across the ring.
MAX_GROWTH = 1.2
#: A cell's length along the body as a share of the layer's thickness.
ARC_SHARE = 1 / 3
#: The fewest cells around a round body (eight 45° arcs of eight cells).
MIN_AROUND = 64
#: The velocity field whose inlet speed gives the Reynolds number.
VELOCITY_FILE = "0/U"


@dataclass(frozen=True)
class Flow:
    """The free stream a body mesh is sized for.

    Attributes:
        speed: The inlet speed, m/s.
        viscosity: The kinematic viscosity, m^2/s.
    """

    speed: float
    viscosity: float

    def reynolds(self, size: float) -> float:
        """U D / nu for a body of cross-stream size ``size``."""
        return self.speed * size / self.viscosity

    def layer(self, size: float) -> float:
        """The boundary layer's thickness scale D / sqrt(Re) on a body of size ``size``."""
        return size / math.sqrt(self.reynolds(size))


@dataclass(frozen=True)
class Ring:
    """The O-grid ring's radial cells: one count, and the last/first ratio of each of the
    eight radial edges (at 0°, 45°, … from the body's centre) so every first cell is the same.
    """

    cells: int
    ratios: tuple[float, ...]
    first: float


def cells_around(flow: Flow, size: float) -> int:
    """Cells around a round body of size ``size``: its perimeter in cells of ``ARC_SHARE``
    of the layer, a multiple of 8 (one count per 45° block), at least ``MIN_AROUND``."""
    wanted = math.pi * size / (ARC_SHARE * flow.layer(size))
    return max(MIN_AROUND, 8 * math.ceil(wanted / 8))


def ring(flow: Flow, size: float, edges: tuple[float, ...], outer: float) -> Ring:
    """The radial cells of an O-grid ring whose radial edges are ``edges`` long, growing from
    the layer's first cell to ``outer`` (the box's cell size) on the shortest edge, and never
    faster than ``MAX_GROWTH`` on the longest."""
    first = FIRST_CELL_SHARE * flow.layer(size)
    shortest, longest = min(edges), max(edges)
    if outer <= first * 1.05:
        cells = max(1, math.ceil(shortest / first))
    else:
        mean = (outer - first) / math.log(outer / first)
        cells = max(2, math.ceil(shortest / mean))
    cells = max(cells, _cells_at_growth(longest, first, MAX_GROWTH))
    return Ring(cells=cells, ratios=tuple(_expansion(length, first, cells) for length in edges),
                first=first)


def _cells_at_growth(length: float, first: float, growth: float) -> int:
    """The fewest cells covering ``length`` from ``first`` when each grows by ``growth``."""
    return max(1, math.ceil(math.log(1 + length * (growth - 1) / first) / math.log(growth)))


def _expansion(length: float, first: float, cells: int) -> float:
    """The last/first ratio of ``cells`` geometric cells over ``length`` whose first is
    ``first`` (1 when uniform cells are no larger than ``first``)."""
    if cells < 2 or length <= first * cells:
        return 1.0

    def covered(growth: float) -> float:
        # Thousands of cells (a tiny box cell beside a long edge) overflow growth ** cells at
        # growth 2: such a growth covers any length.
        try:
            return first * (growth ** cells - 1) / (growth - 1)
        except OverflowError:
            return math.inf

    low, high = 1.0 + 1e-9, 2.0
    while covered(high) < length:
        high *= 2
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if covered(middle) < length else (low, middle)
    return float(((low + high) / 2) ** (cells - 1))


def flow_of(files: Mapping[str, str], inlet: str) -> Flow | None:
    """The inlet speed of ``0/U`` at patch ``inlet`` and the case's kinematic viscosity, or
    ``None`` when either is not a plain number (no Reynolds number to size for)."""
    from foam_agent.agents.geometry.strouhal import inlet_speed

    speed = inlet_speed(files.get(VELOCITY_FILE, ""), inlet)
    viscosity = kinematic_viscosity(files)
    if speed is None or viscosity is None:
        return None
    return Flow(speed=speed, viscosity=viscosity)


def flow_in(case_dir: Path, inlet: str) -> Flow | None:
    """:func:`flow_of` on a case on disk (its velocity field and transport dictionaries)."""
    from foam_agent.foamcase.case.locations import TRANSPORT_FILES

    files = {name: (case_dir / name).read_text(errors="replace")
             for name in (VELOCITY_FILE, *TRANSPORT_FILES) if (case_dir / name).is_file()}
    return flow_of(files, inlet)


def kinematic_viscosity(files: Mapping[str, str]) -> float | None:
    """The one Newtonian ``nu`` the case's transport dictionary holds, in m^2/s."""
    from foamlib import FoamFile, FoamFileDecodeError

    from foam_agent.foamcase.case.locations import locate

    found = locate("nu", files)
    if len(found) != 1 or found[0].keys[-1] != "nu":
        return None
    try:
        entries: Any = FoamFile.loads(files[found[0].file])
    except FoamFileDecodeError:
        return None
    for key in found[0].keys:
        entries = entries.get(key) if isinstance(entries, Mapping) else None
    value = getattr(entries, "value", entries)
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        return None
    return float(value)
