"""Dimensionless numbers: each one row, a product of powers of named scales, with the symbols
people write them with and the quantity a stated number sets.

Why a table: "cavity at Re = 400" fixes ν, "pick beta so that Ra = 1e4" fixes β and "choose the
field so that Ha = 25" fixes |B|, each through the same kind of product; one solver
(``foam_agent.agents.spec.derive``) solves a row for the one quantity the request leaves free,
and the request reader reads a row's names. A request may also write a number's definition out
("Re_b = 2 h U_b / nu = 12,000", "Ha = B0 a sqrt(sigma/(rho nu)) = 25") to say which length and
speed it is based on and which quantity it leaves free: read symbol by symbol through this
table, ``h`` is a length, ``U_b`` a speed and ``nu`` the viscosity to choose; a definition whose
symbols do not multiply to a pure number, or to another row's product, is no definition this
table reads, and its words stay unread. A new number or symbol is a row, never a rule.

Each scale's dimensions are OpenFOAM's seven exponents (kg, m, s, K, mol, A, cd), as in
``foam_agent.foamcase.catalog.quantities``.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.catalog.derivations import RELATIONS, Relation
from foam_agent.foamcase.catalog.quantities import Dimensions
from foam_agent.foamcase.lazy_pattern import lazy_regex


@dataclass(frozen=True)
class Scale:
    """A quantity a dimensionless number is made of.

    Attributes:
        name: Its name in a number's factors (``U``, ``L``, ``nu``).
        dimensions: Its dimensions.
        symbols: The symbols a written definition uses for it, case-sensitive; a symbol with a
            subscript or index (``U_b``, ``B0``, ``Ubar``) is its base symbol's.
        unit: Its SI unit, as the understanding writes a value solved for it.
        keyword: The keyword a case holds it in and a request states it by, where that is not
            its name (a surface tension is ``sigma``, as an electrical conductivity is).
    """

    name: str
    dimensions: Dimensions
    symbols: tuple[str, ...]
    unit: str = ""
    keyword: str = ""

    @property
    def entry(self) -> str:
        """The keyword a case holds it in."""
        return self.keyword or self.name


SCALES: tuple[Scale, ...] = (
    Scale("U", (0, 1, -1, 0, 0, 0, 0), ("U", "u", "V", "Ū"), "m/s"),
    Scale("L", (0, 1, 0, 0, 0, 0, 0),
          ("L", "D", "d", "h", "H", "a", "l", "W", "delta", "δ", "Dh"), "m"),
    Scale("nu", (0, 2, -1, 0, 0, 0, 0), ("nu", "ν"), "m^2/s"),
    Scale("mu", (1, -1, -1, 0, 0, 0, 0), ("mu", "μ"), "Pa s"),
    Scale("rho", (1, -3, 0, 0, 0, 0, 0), ("rho", "ρ"), "kg/m^3"),
    Scale("sigma", (-1, -3, 3, 0, 0, 2, 0), ("sigma", "σ"), "S/m"),
    Scale("surfaceTension", (1, 0, -2, 0, 0, 0, 0), ("sigma", "σ", "gamma", "γ"), "N/m",
          keyword="sigma"),
    Scale("B", (1, 0, -2, 0, 0, -1, 0), ("B",), "T"),
    Scale("g", (0, 1, -2, 0, 0, 0, 0), ("g",), "m/s^2"),
    Scale("beta", (0, 0, 0, -1, 0, 0, 0), ("beta", "β"), "1/K"),
    Scale("dT", (0, 0, 0, 1, 0, 0, 0), ("dT", "ΔT", "DeltaT"), "K"),
    Scale("DT", (0, 2, -1, 0, 0, 0, 0), ("alpha", "α", "DT"), "m^2/s"),
    Scale("Pr", (0, 0, 0, 0, 0, 0, 0), ("Pr",)),
    Scale("f", (0, 0, -1, 0, 0, 0, 0), ("f",), "1/s"),
    # A gas's speed of sound, sqrt(gamma R T) from the case's thermophysical entries.
    Scale("c", (0, 1, -1, 0, 0, 0, 0), ("c",), "m/s"),
    # The friction velocity, sqrt(tau_w / rho): no case holds it.
    Scale("u_tau", (0, 1, -1, 0, 0, 0, 0), ("u_tau", "u_τ", "u*"), "m/s"),
)

#: Symbols a request gives a gas's speed of sound by when it sets a value to one ("a = 1 at
#: T = 1", "c: 340 m/s"). Not ``SCALES``' symbols of the speed of sound: "a" is a length there
#: (a half-width in a written definition); a value set to one of these is the gas's speed of
#: sound only in a case with a gas and no entry of that name (``agents.spec.sound_symbols``).
SOUND_SYMBOLS = ("a", "c")


#: Every number a request may state, one row each; the transport numbers (Pe, Sc, Pr, Gr) are
#: ``foamcase.catalog.derivations.RELATIONS``, kept beside the products they resemble.
GROUPS: tuple[Relation, ...] = (
    # A Mach number sets the inflow speed from the gas's speed of sound (stated, else the
    # case's own gamma, R from molWeight, and T); first, so that a Reynolds number of the same
    # request is based on that speed.
    Relation("Ma", (("U", 1), ("c", -1)), ("U",),
             "the Mach number with the speed of sound c = sqrt(gamma R T) (Anderson, Modern "
             "Compressible Flow, chapter 3)", stated_speed="c", inflow=True),
    # Re sets ν from the flow's speed and length; where the request fixes ν (a stated ν, a
    # named fluid, μ and ρ) it sets the speed instead, on the case's fastest patch.
    Relation("Re", (("U", 1), ("L", 1), ("nu", -1)), ("nu", "U"),
             "Reynolds number, Re = U L / nu (White, Fluid Mechanics, eq. 1.24)"),
    # A friction Reynolds number is based on the channel's half-height; the friction velocity
    # it fixes is no entry of a case (a channel driven at a bulk velocity takes nu from it by
    # Dean's correlation instead: ``agents.spec.friction``).
    Relation("Re_tau", (("u_tau", 1), ("L", 1), ("nu", -1)), ("u_tau",),
             "friction Reynolds number, Re_tau = u_tau delta / nu (Pope, Turbulent Flows, "
             "section 7.1)", length="half-height"),
    # The Boussinesq solvers keep Pr beside nu, so alpha = nu / Pr.
    Relation("Ra", (("g", 1), ("beta", 1), ("dT", 1), ("L", 3), ("Pr", 1), ("nu", -2)),
             ("beta", "nu"),
             "Rayleigh number, Ra = g beta dT L^3 / (nu alpha) with alpha = nu / Pr "
             "(Incropera et al., Fundamentals of Heat and Mass Transfer, eq. 9.25)",
             length="vertical", names=("Rayleigh",)),
    # A Hartmann number sets the field strength where the request states none ("I want a
    # Hartmann number of 10", "nu = 0.5 and Ha = 20"); a stated B stands, and the number is
    # then checked against it.
    Relation("Ha", (("B", 1), ("L", 1), ("sigma", 0.5), ("rho", -0.5), ("nu", -0.5)), ("B",),
             "Hartmann number, Ha = B L sqrt(sigma / (rho nu)) (Davidson, An Introduction to "
             "Magnetohydrodynamics, section 5.2)", length="half-height",
             names=("Hartmann",)),
    *RELATIONS,
    # A Froude number's length is a depth or a hull's length, no size of the domain: only the
    # length stated with it is taken, and it sets the inflow speed.
    Relation("Fr", (("U", 1), ("g", -0.5), ("L", -0.5)), ("U",),
             "Froude number, Fr = U / sqrt(g L) (White, Fluid Mechanics, section 5.4)",
             length="stated", names=("Froude",)),
    # A Weber number sets the surface tension a two-phase case keeps, or the speed where the
    # request states the surface tension; its length is the drop's or jet's, stated with it.
    Relation("We", (("rho", 1), ("U", 2), ("L", 1), ("surfaceTension", -1)),
             ("surfaceTension", "U"),
             "Weber number, We = rho U^2 L / sigma (White, Fluid Mechanics, section 5.4)",
             length="stated", names=("Weber",), symbol_before_equals=True),
    Relation("St", (("f", 1), ("L", 1), ("U", -1)), (),
             "Strouhal number, St = f L / U (White, Fluid Mechanics, section 5.4)"),
)


def scale_of(symbol: str, among: tuple[str, ...] = ()) -> Scale | None:
    """The scale a written symbol stands for: itself (``nu``), else its base without a
    subscript, an index or a bar (``U_b``, ``U_{in}``, ``B0``, ``Ubar``, ``D_h``); among the
    scales named ``among`` first, where a symbol writes several (``sigma`` a conductivity in
    a Hartmann number, a surface tension in a Weber number); None for a symbol no row writes."""
    ordered = sorted(SCALES, key=lambda scale: scale.name not in among)
    for written in _bases(symbol):
        found = next((scale for scale in ordered if written in scale.symbols), None)
        if found is not None:
            return found
    return None


def scale(name: str) -> Scale:
    """The scale called ``name`` in a number's factors."""
    return next(row for row in SCALES if row.name == name)


#: A subscript or index after a base symbol: ``_b``, ``_{in}``, ``0``, ``bar``, ``_0``.
_SUFFIX = lazy_regex(r"(?:_\{?\w+\}?|\d+|bar)$")


def _bases(symbol: str) -> tuple[str, ...]:
    """``symbol``, then what is left of it without its subscript or index."""
    stripped = _SUFFIX.sub("", symbol)
    return (symbol, stripped) if stripped and stripped != symbol else (symbol,)


def group(symbol: str) -> Relation | None:
    """The row of the number written ``symbol``, if any."""
    return next((row for row in GROUPS if row.symbol == symbol), None)


def dimensions_of(factors: dict[str, float]) -> Dimensions:
    """The dimensions of ``prod(scale^power)`` over the scales named in ``factors``."""
    total = [0.0] * 7
    for name, power in factors.items():
        for axis, exponent in enumerate(scale(name).dimensions):
            total[axis] += exponent * power
    return (total[0], total[1], total[2], total[3], total[4], total[5], total[6])
