"""Dimensionless groups as products of named scales, and the symbols people write them with.

Why a table: a request writes a number's definition out ("Re_b = 2 h U_b / nu = 12,000",
"Ha = B0 a sqrt(sigma/(rho nu)) = 25") to say which length and speed it is based on and which
quantity it leaves free. Read symbol by symbol through this table, the definition says that
``h`` is a length (twice it is the number's length), ``U_b`` a speed and ``nu`` the viscosity
to choose; a definition whose symbols do not multiply to a pure number is no definition this
table reads, and its words stay unread. A new group or symbol is a row, never a rule.

Each scale's dimensions are OpenFOAM's seven exponents (kg, m, s, K, mol, A, cd), as in
``foam_agent.foamcase.catalog.quantities``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.foamcase.catalog.quantities import Dimensions


@dataclass(frozen=True)
class Scale:
    """A quantity a dimensionless group is made of.

    Attributes:
        name: Its name in a group's factors (``U``, ``L``, ``nu``).
        dimensions: Its dimensions.
        symbols: The symbols a written definition uses for it, case-sensitive; a symbol with a
            subscript or index (``U_b``, ``B0``, ``Ubar``) is its base symbol's.
    """

    name: str
    dimensions: Dimensions
    symbols: tuple[str, ...]


SCALES: tuple[Scale, ...] = (
    Scale("U", (0, 1, -1, 0, 0, 0, 0), ("U", "u", "V", "Ū")),
    Scale("L", (0, 1, 0, 0, 0, 0, 0),
          ("L", "D", "d", "h", "H", "a", "l", "W", "delta", "δ", "Dh")),
    Scale("nu", (0, 2, -1, 0, 0, 0, 0), ("nu", "ν")),
    Scale("mu", (1, -1, -1, 0, 0, 0, 0), ("mu", "μ")),
    Scale("rho", (1, -3, 0, 0, 0, 0, 0), ("rho", "ρ")),
    Scale("sigma", (-1, -3, 3, 0, 0, 2, 0), ("sigma", "σ")),
    Scale("B", (1, 0, -2, 0, 0, -1, 0), ("B",)),
    Scale("g", (0, 1, -2, 0, 0, 0, 0), ("g",)),
    Scale("beta", (0, 0, 0, -1, 0, 0, 0), ("beta", "β")),
    Scale("dT", (0, 0, 0, 1, 0, 0, 0), ("dT", "ΔT", "DeltaT")),
    Scale("alpha", (0, 2, -1, 0, 0, 0, 0), ("alpha", "α")),
    Scale("f", (0, 0, -1, 0, 0, 0, 0), ("f",)),
)


@dataclass(frozen=True)
class Group:
    """A dimensionless group: ``symbol = prod(scale^power)``.

    Attributes:
        symbol: Its symbol (``Re``), as ``foam_agent.agents.spec.dimensionless`` names it.
        factors: Each scale with its power.
        reference: Where it is defined.
    """

    symbol: str
    factors: tuple[tuple[str, float], ...]
    reference: str


GROUPS: tuple[Group, ...] = (
    Group("Re", (("U", 1), ("L", 1), ("nu", -1)), "Reynolds number, Re = U L / nu (White, "
          "Fluid Mechanics, eq. 1.24)"),
    Group("Ha", (("B", 1), ("L", 1), ("sigma", 0.5), ("rho", -0.5), ("nu", -0.5)),
          "Hartmann number, Ha = B L sqrt(sigma / (rho nu)) (Davidson, An Introduction to "
          "Magnetohydrodynamics, section 5.2)"),
    Group("Pe", (("U", 1), ("L", 1), ("alpha", -1)), "Peclet number, Pe = U L / alpha (Bird, "
          "Stewart and Lightfoot, Transport Phenomena, section 19.5)"),
    Group("Pr", (("nu", 1), ("alpha", -1)), "Prandtl number, Pr = nu / alpha (Incropera et "
          "al., Fundamentals of Heat and Mass Transfer, eq. 6.55)"),
    Group("Gr", (("g", 1), ("beta", 1), ("dT", 1), ("L", 3), ("nu", -2)), "Grashof number "
          "(Incropera et al., eq. 9.12)"),
    Group("Ra", (("g", 1), ("beta", 1), ("dT", 1), ("L", 3), ("nu", -1), ("alpha", -1)),
          "Rayleigh number (Incropera et al., eq. 9.25)"),
    Group("Fr", (("U", 1), ("g", -0.5), ("L", -0.5)), "Froude number, Fr = U / sqrt(g L) "
          "(White, Fluid Mechanics, section 5.4)"),
    Group("St", (("f", 1), ("L", 1), ("U", -1)), "Strouhal number, St = f L / U (White, "
          "Fluid Mechanics, section 5.4)"),
)


def scale_of(symbol: str) -> Scale | None:
    """The scale a written symbol stands for: itself (``nu``), else its base without a
    subscript, an index or a bar (``U_b``, ``U_{in}``, ``B0``, ``Ubar``, ``D_h``); None for a
    symbol no row writes."""
    for written in _bases(symbol):
        found = next((scale for scale in SCALES if written in scale.symbols), None)
        if found is not None:
            return found
    return None


#: A subscript or index after a base symbol: ``_b``, ``_{in}``, ``0``, ``bar``, ``_0``.
_SUFFIX = re.compile(r"(?:_\{?\w+\}?|\d+|bar)$")


def _bases(symbol: str) -> tuple[str, ...]:
    """``symbol``, then what is left of it without its subscript or index."""
    stripped = _SUFFIX.sub("", symbol)
    return (symbol, stripped) if stripped and stripped != symbol else (symbol,)


def group(symbol: str) -> Group | None:
    """The row of the group written ``symbol``, if any."""
    return next((row for row in GROUPS if row.symbol == symbol), None)


def dimensions_of(factors: dict[str, float]) -> Dimensions:
    """The dimensions of ``prod(scale^power)`` over the scales named in ``factors``."""
    total = [0.0] * 7
    for name, power in factors.items():
        scale = next(row for row in SCALES if row.name == name)
        for axis, exponent in enumerate(scale.dimensions):
            total[axis] += exponent * power
    return (total[0], total[1], total[2], total[3], total[4], total[5], total[6])
