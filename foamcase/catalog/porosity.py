"""The porosity models of v1912 a request may set the coefficients of: one row per
coefficient (model, keyword, unit, the words people call it by), and where the tutorials
keep a porous zone's model.

Why a table: a porous block or filter is stated in words ("a Darcy resistance of 5000 per
square metre", "inertial loss coefficient 750 1/m", "permeability 1e-8 m2") that name no
keyword; the reader, the editor and the audit all read these rows, so a coefficient is named
once. The laws, from the models' headers in v1912 (``src/finiteVolume/cfdTools/general/
porosityModel``):

- DarcyForchheimer: S = -(mu d + rho |U| f / 2) U, d in 1/m^2, f in 1/m;
- fixedCoeff: S = -rho_ref (alpha + beta |U|) U, alpha in 1/s, beta in 1/m;
- powerLaw: S = -rho C0 |U|^(C1 - 1) U, C0's unit depending on C1.

Conversions held here, each exact for its law: a permeability K (Darcy's law, -grad p =
mu / K U) is d = 1 / K; an inertial resistance factor C2 written with the same one half
(S = -C2 rho |U| U / 2, the commercial codes' form) is f itself, so it is read as f with no
factor. A negative component of d or f is, in OpenFOAM, a multiplier of the largest
component (the tutorials' ``(5e7 -1000 -1000)`` is 1000 x 5e7 across the duct), so a
component the request leaves unsaid is kept as the case has it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PorosityCoefficient:
    """One coefficient of a porosity model.

    Attributes:
        model: The model's ``type`` (``DarcyForchheimer``).
        keyword: The entry holding it (``d``).
        unit: Its unit as pint spells it; ``""`` for a coefficient whose unit depends on
            another (powerLaw's C0) or none (an exponent): only a bare number is read then.
        vector: Whether it holds one value per axis of the model's frame.
        words: Regular expressions of its everyday names (case-insensitive).
        reciprocal_words: Names of a quantity whose reciprocal it is, with that quantity's
            unit (a permeability K in m^2 is d = 1/K).
    """

    model: str
    keyword: str
    unit: str
    vector: bool
    words: tuple[str, ...]
    reciprocal_words: tuple[str, ...] = ()
    reciprocal_unit: str = ""


_COEFFICIENT = r"(?:coefficient|coeff\.?|factor|constant|term|parameter)"
_RESISTANCE = (rf"(?:resistance(?:\s+{_COEFFICIENT})?|loss(?:es)?(?:\s+{_COEFFICIENT})?|"
               rf"{_COEFFICIENT})")

COEFFICIENTS: tuple[PorosityCoefficient, ...] = (
    PorosityCoefficient(
        "DarcyForchheimer", "d", "1/m**2", True,
        (rf"darcy(?:'s)?\s+(?:viscous\s+)?{_RESISTANCE}", rf"viscous\s+{_RESISTANCE}",
         rf"linear\s+{_RESISTANCE}", r"darcy\s+d"),
        reciprocal_words=(r"permeability",), reciprocal_unit="m**2"),
    PorosityCoefficient(
        "DarcyForchheimer", "f", "1/m", True,
        (rf"forchheimer(?:'s)?\s+(?:inertial\s+)?{_RESISTANCE}", rf"inertial\s+{_RESISTANCE}",
         rf"quadratic\s+{_RESISTANCE}", r"forchheimer\s+f")),
    PorosityCoefficient("fixedCoeff", "alpha", "1/s", True,
                        (rf"fixed[-\s]?coeff(?:icient)?\s+(?:linear\s+)?{_COEFFICIENT}?\s*alpha",)),
    PorosityCoefficient("fixedCoeff", "beta", "1/m", True,
                        (rf"fixed[-\s]?coeff(?:icient)?\s+(?:quadratic\s+)?{_COEFFICIENT}?\s*beta",)),
    PorosityCoefficient("powerLaw", "C0", "", False,
                        (rf"power[-\s]law\s+(?:linear\s+)?{_COEFFICIENT}\s*C0",
                         r"power[-\s]law\s+C0")),
    PorosityCoefficient("powerLaw", "C1", "", False,
                        (rf"power[-\s]law\s+(?:exponent|index)(?:\s+{_COEFFICIENT})?\s*(?:C1)?",
                         r"power[-\s]law\s+C1")),
)

#: The porosity models (``type``) with their coefficients' keywords.
MODELS: dict[str, tuple[str, ...]] = {}
for _row in COEFFICIENTS:
    MODELS[_row.model] = (*MODELS.get(_row.model, ()), _row.keyword)

#: A porous baffle (``porousBafflePressure``, a pressure jump across a cyclic pair of faces:
#: jump = (D mu |U| + I rho |U|^2 / 2) length) holds DarcyForchheimer's two coefficients as
#: scalars under its own names, and the screen's thickness as ``length``.
BAFFLE = "porousBafflePressure"
BAFFLE_KEYWORDS: dict[str, str] = {"d": "D", "f": "I"}
BAFFLE_THICKNESS = "length"

#: Words of a porous medium's void fraction: no v1912 porosity model above reads one (the
#: explicit source acts on the superficial velocity), so a stated porosity is read and reported
#: as not applied, never taken for another number.
VOID_FRACTION_WORDS = r"porosity|void\s+fraction|open\s+area\s+(?:ratio|fraction)"

#: Where the tutorials keep a porous zone's model: an ``explicitPorositySource`` of fvOptions
#: (``constant/`` or ``system/``, one region's too), the model's coefficients in its
#: ``explicitPorositySourceCoeffs`` or that dictionary's ``<model>Coeffs``; or the zones of
#: ``constant/porosityProperties`` (porousSimpleFoam, rhoPorousSimpleFoam).
FILES: tuple[str, ...] = ("constant/fvOptions", "system/fvOptions", "constant/porosityProperties",
                          "constant/*/fvOptions", "system/*/fvOptions")
#: Where a porous baffle's condition is: the pressure field, and the patch fields
#: ``createBaffles`` gives the baffle it makes (damBreakPorousBaffle keeps both).
BAFFLE_FILES: tuple[str, ...] = ("0/p_rgh", "0/p", "0.orig/p_rgh", "0.orig/p",
                                 "system/createBafflesDict")

#: Words that make a request speak of a porous medium (so its bare nouns below are the zone).
POROUS_WORDS = r"porous|porosity|darcy|forchheimer|permeab\w*|packed\s+bed"

#: Nouns of the porous thing in a porous request, the noun a zone's size belongs to ("a
#: porous fence 40 cm thick", "make the block 0.8 m on a side").
ZONE_NOUNS = (r"block(?:age)?|plate|screen|fence|windbreak|wind\s+break|filter(?:\s+element)?|"
              r"plug|bed|insert|zone|region|obstruction|obstacle|clump|baffle|matrix|medium|"
              r"media|sponge|mat|layer|pad|core|barrier|hedge|canopy")


def coefficient(model: str, keyword: str) -> PorosityCoefficient | None:
    """The row of ``keyword`` of ``model``, or None."""
    return next((row for row in COEFFICIENTS if row.model == model and row.keyword == keyword),
                None)
