"""Named physical constants a request may give as a value: "μ0 = vacuum permeability", "g =
standard gravity", "R = the universal gas constant", "the permittivity is that of free space".

Why a table: a request names the constant, not its digits; the reader binds the constant's
value (in SI, with its dimensions checked against the entry's) wherever a number would have
stood. The values are CODATA 2018 (NIST, https://physics.nist.gov/cuu/Constants/; the SI of
2019 makes R, k, N_A and c exact) and the conventional standard gravity and standard atmosphere
(CGPM 1901 and 1954, exact). Dimensions are OpenFOAM's seven exponents (kg, m, s, K, mol, A,
cd).
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.catalog.quantities import PRESSURE, Dimensions


@dataclass(frozen=True)
class Constant:
    """One named constant.

    Attributes:
        name: Its usual name.
        words: The names a request gives it, lowercase; a hyphen may be written or not.
        value: Its value in SI.
        dimensions: Its dimensions.
        quantity: The catalog quantity (``quantities.QUANTITIES``) it is a value of, whose
            entries it may be bound to when named alone ("use the vacuum permeability");
            None when no entry holds it by that name.
        media: Words naming where it holds ("free space", "vacuum"), so the quantity's name
            said "of" them is it ("the permittivity is that of free space").
    """

    name: str
    words: tuple[str, ...]
    value: float
    dimensions: Dimensions
    quantity: str | None = None
    media: tuple[str, ...] = ()


CONSTANTS: tuple[Constant, ...] = (
    Constant("vacuum magnetic permeability",
             ("vacuum magnetic permeability", "magnetic permeability of free space",
              "magnetic permeability of vacuum", "vacuum permeability",
              "permeability of free space", "permeability of vacuum", "free space permeability",
              "magnetic constant"),
             1.25663706212e-6, (1, 1, -2, 0, 0, -2, 0), "magnetic permeability",
             ("free space", "vacuum", "a vacuum")),
    Constant("vacuum electric permittivity",
             ("vacuum electric permittivity", "vacuum permittivity", "permittivity of free space",
              "permittivity of vacuum", "free space permittivity", "electric constant"),
             8.8541878128e-12, (-1, -3, 4, 0, 0, 2, 0), "electric permittivity",
             ("free space", "vacuum", "a vacuum")),
    Constant("standard acceleration of gravity",
             ("standard acceleration of gravity", "standard acceleration due to gravity",
              "standard gravity", "standard gravitational acceleration"),
             9.80665, (0, 1, -2, 0, 0, 0, 0)),
    Constant("molar gas constant",
             ("universal gas constant", "molar gas constant", "ideal gas constant"),
             8.314462618, (1, 2, -2, -1, -1, 0, 0)),
    Constant("Boltzmann constant", ("boltzmann constant", "boltzmann's constant"),
             1.380649e-23, (1, 2, -2, -1, 0, 0, 0)),
    Constant("Stefan-Boltzmann constant",
             ("stefan boltzmann constant", "stefan-boltzmann constant"),
             5.670374419e-8, (1, 0, -3, -4, 0, 0, 0)),
    Constant("Avogadro constant", ("avogadro constant", "avogadro's number", "avogadro number",
                                   "avogadro's constant"),
             6.02214076e23, (0, 0, 0, 0, -1, 0, 0)),
    Constant("speed of light in vacuum", ("speed of light in vacuum", "speed of light"),
             299792458.0, (0, 1, -1, 0, 0, 0, 0)),
    Constant("standard atmosphere", ("standard atmospheric pressure", "standard atmosphere"),
             101325.0, PRESSURE),
)
