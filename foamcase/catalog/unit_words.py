"""How people write units in running text, beyond the symbols pint reads as they stand.

Why a table: pint knows nearly every unit by its symbol and its name ("ft", "feet", "Btu",
"centistokes"), and the unit reader (``foam_agent.agents.spec.units``) hands it each unit
phrase. What pint does not know is prose: "miles *an* hour", "*cubic* inches", "metres per
second *squared*", "*pound-mass*", the hyphen of US handbooks ("Btu/hr-ft2-F", "Btu/lb-F"). Those
words are data, kept here once; the reader turns them into a pint expression and pint checks
its dimensions against the value's target.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Units pint does not define (or defines as something no engineer means), in pint's
#: definition syntax. The pound-mass of US datasheets ("64 lbm/ft^3"); "Msi", a million psi,
#: how composite and timber datasheets give a Young's modulus ("E = 1.6 Msi"); "gpm", US
#: gallons a minute, how US pump and channel flows are given; "cfm", cubic feet a minute, how
#: US fans and ducts are rated (pint would read a centifermi); "mo", how terse finance writes
#: a month ("T = 18 mo"); "cfs", cubic feet a second, how US river and channel flows are given.
EXTRA_UNITS = ("lbm = pound", "msi = 1e6 * psi = _ = Msi", "gpm = gallon / minute",
               "cfm = foot ** 3 / minute", "cfs = foot ** 3 / second", "mo = month")


@dataclass(frozen=True)
class WrittenUnit:
    """A unit written as two words, which pint would read as a product of two units.

    Attributes:
        words: The words in order, singular, lowercase; the first may take a plural "s" and
            they may be joined by a hyphen or a space ("pounds-mass", "pound mass").
        pint_name: The unit pint knows it as.
        why: What pint reads the words as otherwise.
    """

    words: tuple[str, str]
    pint_name: str
    why: str


WRITTEN_UNITS = (
    WrittenUnit(("pound", "mass"), "lbm", "pint reads 'mass' as a milliarcsecond"),
    WrittenUnit(("pound", "force"), "lbf", "pint does not know 'force' alone"),
    WrittenUnit(("kilogram", "force"), "kgf", "pint does not know 'force' alone"),
)

#: Words joining a unit to the unit it is divided by: "metres per second", "miles an hour",
#: "litres a minute". "a" and "an" join only between two units (else they are articles).
PER_WORDS = ("per", "an", "a")

#: Words raising the unit after them to a power: "square feet", "cubic inches", "sq ft", "cu
#: in" (pint alone reads "cu" as an atomic unit, 1e-28 of anything).
POWER_BEFORE = {"square": 2, "sq": 2, "cubic": 3, "cu": 3}
#: Words raising the unit before them to a power: "metres per second squared".
POWER_AFTER = {"squared": 2, "cubed": 3}

#: The letters of temperature scales that, joined by a hyphen or a product sign to other units
#: ("Btu/lb-F", "W/m2-C", "Btu/(hr·ft2·F)"), are a degree of difference: a heat capacity,
#: conductivity or coefficient per degree has no offset. pint reads them as the farad, the
#: coulomb and the roentgen, which a request states as "F/m" or "C/m^3", never after a hyphen.
#: The Rankine scale starts at absolute zero, so its degree is its own difference (pint has no
#: "delta_degR").
DEGREE_LETTERS = {"F": "delta_degF", "C": "delta_degC", "R": "degR"}

#: Words after a number saying it is in the followed case's own units, not in a physical unit:
#: "fifteen units", "2 units of velocity", "1.5 (non-dimensional)", "0.5 in the case's units",
#: "3 normalised units". pint would read "unit" as a luminance (the candela per square metre's
#: old name) and knows none of the others. The number is taken as it stands, and only where the
#: case's own files say its units are a scale of their own (``agents.spec.case_scale``).
CASE_UNIT_WORDS = (
    r"(?:non-?|un)dimensional(?:ised|ized)?(?:\s+units?)?",
    r"dimensionless(?:\s+units?)?",
    r"normali[sz]ed(?:\s+units?)?",
    r"(?:(?:time|velocity|speed|length|field|pressure|flux|density)\s+)?units?"
    r"(?:\s+of\s+(?:time|velocity|speed|length|field|pressure|flux|density)\b)?",
    r"in\s+(?:the\s+)?(?:case|tutorial|example|model)(?:'s|s')?\s+(?:own\s+)?units",
    r"in\s+(?:its|their)\s+(?:own\s+)?units",
)

#: Signs written before a sum of money ("$55", "€ 40", "US$ 12.5"). pint has no currency, and
#: no physical entry holds money: a sum binds only to a quantity the catalog says is one
#: (``catalog.quantities.Quantity.money``: an option's strike), as its number, the case's
#: currency being whatever the request's is.
CURRENCY_SIGNS = ("US$", "$", "€", "£", "¥")
#: Names and codes written after a sum of money ("55 dollars", "40 euros", "12 USD"); a pound
#: is left out, a mass as often as a sum.
CURRENCY_WORDS = ("dollars", "dollar", "euros", "euro", "usd", "eur", "gbp", "chf", "yen",
                  "bucks")
