"""Entries a case holds that follow from properties people state instead: ν = μ/ρ,
DT = κ/(ρ cp), Pr = μ cp/κ, a liquid's compressibility ψ = 1/c² = ρ/K; the expansion
coefficient of an ideal gas, β = 1/T, applied only where a request asks for it; and the
dimensionless numbers that relate a case's entries (Pe = U L / D, Sc = ν / D, Pr = ν / α,
Gr = g β ΔT L³ / ν²), each solved for the one quantity the request leaves free.

Why a table: a request gives a datasheet ("thermal conductivity 29 Btu/(h·ft·°F), density
558 lbm/ft³, specific heat 0.09 Btu/(lbm·°F)") and leaves the arithmetic to the tool, while
laplacianFoam's flange holds only ``DT``. Each row is a product of stated properties raised to
powers, so the reader computes it, the audit says which stated values a derived entry came
from, and a test holds each row's dimensions against the quantities catalog; a new derivation
is a row, never a rule of its own. A row applies only where the followed case holds its
target and the request states every input but not the target itself.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

#: Which length a number is based on when its own words give none: the flow's (a body's size,
#: else the domain's x extent), the height along gravity (a buoyancy number), half the
#: domain's y extent (a Hartmann number across a channel's half-height), or only the length
#: the request states with the number (a Froude number's depth is no size of the domain).
LengthBasis = Literal["flow", "vertical", "half-height", "stated"]


@dataclass(frozen=True)
class Formula:
    """One entry as a product of stated properties.

    Attributes:
        target: The keyword the case holds (``DT``).
        factors: Each input keyword with its power (``(("kappa", 1), ("rho", -1), ("Cp",
            -1))``); the keywords are the property names the reader gives stated values.
        reference: Where the relation is defined.

    The target and the inputs are their keywords' usual quantities (``mu`` a dynamic
    viscosity): a row applies only where the case's target entry holds it (mhdFoam's ``mu``,
    a magnetic permeability, takes no ``nu rho``), from stated values read as it
    (``foam_agent.foamcase.case.entry_quantity``).
    """

    target: str
    factors: tuple[tuple[str, int], ...]
    reference: str

    @property
    def inputs(self) -> tuple[str, ...]:
        """The stated properties the target needs."""
        return tuple(name for name, _ in self.factors)

    def value(self, stated: Mapping[str, float]) -> float:
        """The target from the inputs' values (each must be positive)."""
        return math.prod(stated[name] ** power for name, power in self.factors)

    def text(self, stated: Mapping[str, float]) -> str:
        """The relation with every number, for the user to check: ``DT = kappa / (rho Cp) =
        50.19 / (8938 * 376.8)``."""
        above = [(name, power) for name, power in self.factors if power > 0]
        below = [(name, -power) for name, power in self.factors if power < 0]

        def product(terms: list[tuple[str, int]], numbers: bool) -> str:
            if not terms:
                return "1"
            joined = (" * " if numbers else " ").join(
                (f"{stated[name]:g}" if numbers else name) + (f"^{power}" if power != 1 else "")
                for name, power in terms)
            return f"({joined})" if len(terms) > 1 and below else joined

        symbols = product(above, False) + (f" / {product(below, False)}" if below else "")
        numbers = product(above, True) + (f" / {product(below, True)}" if below else "")
        return f"{self.target} = {symbols} = {numbers}"


#: ν = μ/ρ: every fluid's, so the readers of a named fluid's table use it too.
KINEMATIC = Formula("nu", (("mu", 1), ("rho", -1)), "definition of kinematic viscosity")

#: β = 1/T: the thermal expansion coefficient of an ideal gas at temperature T. Not a row of
#: :data:`FORMULAS`: a reference temperature alone implies no β (a liquid's is its own), so it
#: is applied only where the request asks for the ideal-gas value ("beta = 1/TRef", "the
#: ideal-gas expansion coefficient at 68 °F").
IDEAL_GAS_EXPANSION = Formula(
    "beta", (("T", -1),),
    "ideal gas, rho = p/(R T) at constant p: beta = -(1/rho) d(rho)/dT = 1/T (Incropera et "
    "al., Fundamentals of Heat and Mass Transfer, eq. 9.10)")

#: U = q / h: the mean speed through a 2-D inlet of height h that carries q per metre of
#: span (a volume flow per unit span, m^2/s). Not a row of :data:`FORMULAS`: its inputs are
#: the request's flow and the inlet's height (``agents.spec.span_flow``), no stated properties.
SPAN_FLOW_SPEED = Formula(
    "U", (("q", 1), ("h", -1)),
    "continuity through a 2-D inlet, U = Q / A with A = h per metre of span (White, Fluid "
    "Mechanics, eq. 3.7)")
#: U = m / (rho h): the same with a mass flow per metre of span and the fluid's density.
SPAN_MASS_FLOW_SPEED = Formula(
    "U", (("m", 1), ("rho", -1), ("h", -1)),
    "continuity through a 2-D inlet, m = rho U A with A = h per metre of span (White, Fluid "
    "Mechanics, eq. 3.7)")

#: Relations a request may state the consequence of ("nu = 1e-3 m^2/s and Pr = 1, so the
#: thermal diffusivity is 1e-3 m^2/s") where the followed case keeps the inputs, not the
#: target: a Boussinesq fluid keeps nu and Pr, its diffusivity is nu / Pr. Read only to check
#: the stated consequence against the stated inputs, never to set an entry.
RESTATEMENTS: tuple[Formula, ...] = (
    Formula("DT", (("nu", 1), ("Pr", -1)),
            "thermal diffusivity of a fluid of Prandtl number Pr, alpha = nu / Pr (Incropera "
            "et al., Fundamentals of Heat and Mass Transfer, eq. 6.55)"),
)

FORMULAS: tuple[Formula, ...] = (
    KINEMATIC,
    # μ = ν ρ: a gas case with a constant viscosity keeps μ (thermophysicalProperties), and a
    # request gives ν and ρ ("air: rho 1.18 kg/m^3, nu 1.6e-5 m^2/s").
    Formula("mu", (("nu", 1), ("rho", 1)), "definition of kinematic viscosity, mu = nu rho"),
    Formula("DT", (("kappa", 1), ("rho", -1), ("Cp", -1)),
            "thermal diffusivity, Incropera et al., Fundamentals of Heat and Mass Transfer, "
            "eq. 2.22"),
    Formula("Pr", (("mu", 1), ("Cp", 1), ("kappa", -1)),
            "Prandtl number, Incropera et al., Fundamentals of Heat and Mass Transfer, "
            "eq. 6.55"),
    # A barotropic liquid, rho = rho0 + psi (p - p0) (sonicLiquidFoam's thermodynamicProperties):
    # psi = d(rho)/dp = 1/c^2, and with the bulk modulus K = rho c^2, psi = rho/K. The first
    # row whose inputs are stated gives psi.
    Formula("psi", (("c", -2),),
            "compressibility of a barotropic fluid, psi = d(rho)/dp = 1/c^2 (Landau and "
            "Lifshitz, Fluid Mechanics, section 64)"),
    Formula("psi", (("rho", 1), ("K", -1)),
            "compressibility from the bulk modulus, psi = rho/K (K = rho c^2; Landau and "
            "Lifshitz, Fluid Mechanics, section 64)"),
)


@dataclass(frozen=True)
class Relation:
    """A dimensionless number defined as a product of quantities: ``number = prod(q^p)``.

    Why a row and not a rule per number: "Pe = U h / DT = 500", "a Schmidt number of 1000",
    "thermal diffusivity 2.5e-3 m^2/s, set Pr accordingly" and "pick beta so that Gr = 1e5"
    each fix one entry of the case through the same kind of product; the deriver solves the
    row for the quantity left free (the one the case holds and the request does not state),
    and the formula with every number goes into the case's record and the audit.

    Attributes:
        number: The number's symbol (``Pe``); a keyword where a case holds it (``Pr``).
        factors: Each quantity of the definition with its power: the case's keywords (``DT``,
            ``nu``, ``beta``) and the scales the deriver finds (``U`` a speed, ``L`` a length,
            ``g`` gravity's magnitude, ``dT`` the walls' temperature difference).
        solves_for: The quantities the relation may set, in the order it tries them: the
            first the request leaves free and the case holds (``L`` is never set from a
            number; ``U`` goes on the inlet).
        reference: Where the number is defined.
        length: Which length the number is based on when its words give none.
        when_asked: Quantities set only where the request asks to choose them ("pick B so
            that Ha = 25"); a number that only describes them is solved and said, not applied.
        names: The number's names in words ("Froude"), which the request reader reads with its
            symbol; none for a number the reader does not read by itself.
        symbol_before_equals: The symbol is the number's only before "=" (``We``, also an
            English word).
        stated_speed: The scale a speed read with the number is: the flow's ``U`` ("Re based
            on 0.05 m/s"), or a Mach number's speed of sound ``c`` ("Mach 2.5, the speed of
            sound is 1 m/s").
        inflow: The number is the inflow's (a Mach number's speed is the inlet's): a speed
            the request states on another boundary (a post-shock state on the top) is none
            of its scales.
    """

    number: str
    factors: tuple[tuple[str, float], ...]
    solves_for: tuple[str, ...]
    reference: str
    length: LengthBasis = "flow"
    when_asked: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    symbol_before_equals: bool = False
    stated_speed: str = "U"
    inflow: bool = False

    @property
    def symbol(self) -> str:
        """The number's symbol, as a written definition names it."""
        return self.number

    @property
    def terms(self) -> dict[str, float]:
        """Every quantity with its power in ``prod(q^p) = 1``: the number's is -1."""
        return {self.number: -1, **dict(self.factors)}

    def solve(self, free: str, known: Mapping[str, float]) -> float:
        """``free`` from the other quantities' values (each positive)."""
        terms = self.terms
        rest = math.prod(known[name] ** power for name, power in terms.items()
                         if name != free)
        return float(rest ** (-1.0 / terms[free]))

    def text(self, free: str, known: Mapping[str, float]) -> str:
        """The relation solved for ``free``, with every number: ``DT = U L / Pe = 10 * 0.0254
        / 500``."""
        terms = self.terms
        power = terms[free]
        above = [(name, -value / power) for name, value in terms.items()
                 if name != free and -value / power > 0]
        below = [(name, value / power) for name, value in terms.items()
                 if name != free and value / power > 0]

        def product(items: list[tuple[str, float]], numbers: bool) -> str:
            if not items:
                return "1"
            joined = (" * " if numbers else " ").join(
                (f"{known[name]:g}" if numbers else name)
                + (f"^{exponent:g}" if exponent != 1 else "") for name, exponent in items)
            return f"({joined})" if len(items) > 1 and items is below else joined

        symbols = product(above, False) + (f" / {product(below, False)}" if below else "")
        numbers = product(above, True) + (f" / {product(below, True)}" if below else "")
        return f"{free} = {symbols} = {numbers}"


#: The numbers that relate a case's entries, each solved for the quantity left free.
RELATIONS: tuple[Relation, ...] = (
    # scalarTransportFoam keeps its diffusivity in DT: Pe = U L / D (Bird, Stewart and
    # Lightfoot, Transport Phenomena, 2nd ed., section 19.5 and table 22.2-1).
    Relation("Pe", (("U", 1), ("L", 1), ("DT", -1)), ("DT",),
             "Peclet number for mass or heat transport, Pe = U L / D (Bird, Stewart and "
             "Lightfoot, Transport Phenomena, section 19.5)", names=("Peclet", "Péclet")),
    Relation("Sc", (("nu", 1), ("DT", -1)), ("DT",),
             "Schmidt number, Sc = nu / D (Bird, Stewart and Lightfoot, Transport "
             "Phenomena, eq. 19.5-9)", names=("Schmidt",)),
    # The Boussinesq solvers keep Pr beside nu (alpha = nu/Pr); laplacianFoam and
    # scalarTransportFoam keep the diffusivity DT itself.
    Relation("Pr", (("nu", 1), ("DT", -1)), ("Pr", "DT"),
             "Prandtl number, Pr = nu / alpha (Incropera et al., Fundamentals of Heat and Mass "
             "Transfer, eq. 6.55)"),
    Relation("Gr", (("g", 1), ("beta", 1), ("dT", 1), ("L", 3), ("nu", -2)), ("beta", "nu"),
             "Grashof number, Gr = g beta dT L^3 / nu^2 (Incropera et al., Fundamentals of "
             "Heat and Mass Transfer, eq. 9.12)", length="vertical", names=("Grashof",)),
)


def formula_for(target: str) -> Formula | None:
    """The row deriving ``target``, if any."""
    return next((row for row in FORMULAS if row.target == target), None)


def formulas_using(name: str) -> tuple[Formula, ...]:
    """The rows taking ``name`` as an input."""
    return tuple(row for row in FORMULAS if name in row.inputs)
