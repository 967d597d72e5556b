"""Coefficients of a model's dictionary that requests describe in words: one row per entry
(the dictionary it lives in, its entry, the words that name it, its unit, and how a stated
quantity becomes its number).

Why a table: a Lagrangian injection, a solar calculator or a wave maker keeps its settings as
keywords nobody writes in a request ("inject 200 g in total over 1.5 s" is ``massTotal`` and
``duration``; "Madrid, 1 June, half past ten" is ``latitude``, ``startDay`` and
``startTime``). The words are the engineer's, the entry the case's; the row joins them, so one
reader (``agents.spec.values.coefficients``) reads every row and adding a coefficient is a row.

A row is read only in a sentence that speaks of its topic (its ``topic`` words: an injection,
the sun, waves), and its value only where its dimension fits the row's unit; two rows of one
dimension in a topic (the start and the duration of an injection) are told apart by their
``words`` beside the value, and a value neither names is left unread. ``*`` in an entry's keys
stands for any dictionary name (every injection model, every wave-maker patch the case has).

A row also lists the letters its field writes the coefficient with (``symbols``: a wave's
height ``H``, period ``T`` and angle ``θ``, a cloud's wall friction ``mu``): terse requests
give a value under its symbol ("H 3 in", "T_w 2.5 s") with no word for it, so the symbol is a
name of the row as the entry's keyword is, and the same gates hold (the topic spoken of, the
value's dimension). A symbol two rows of the request's topics share names neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: How a stated value becomes the entry's number:
#: ``quantity``: a number with a unit, converted to the row's unit by pint;
#: ``count``: a bare count with the row's noun after it ("75 parcels per second", "4 paddles");
#: ``bearing``: an angle with a compass side after it, north and east positive;
#: ``zone``: an offset from Greenwich time in hours ("1 hour ahead of GMT", "UTC-5");
#: ``date``: a calendar date, as its day of the year;
#: ``clock``: a time of day, as decimal hours.
Reading = Literal["quantity", "count", "bearing", "zone", "date", "clock"]
#: Where the topic's words must be for a row to be read: the value's own clause (a row whose
#: words are common ones, "for", "over": "simulate for 6 s" beside an injection is no
#: injection's), its sentence, or anywhere in the request (a date or a clock time, which a
#: request of a sunlit case gives in a sentence of its own).
Scope = Literal["clause", "sentence", "request"]


@dataclass(frozen=True)
class Holder:
    """One kind of place a topic's coefficients are kept in.

    Attributes:
        files: The case files (globs relative to the case).
        keys: The dictionary inside them that holds the rows' entries; ``*`` is any name.
    """

    files: tuple[str, ...]
    keys: tuple[str, ...] = ()


@dataclass(frozen=True)
class Topic:
    """What a group of coefficients belongs to.

    Attributes:
        name: The dictionary's kind, for the notes and the audit.
        words: A regular expression a sentence must match for the topic's rows to be read.
        holders: Where cases keep it (a wave maker's paddles in ``pointDisplacement``, a wave
            model's in ``waveProperties``).
        other_solvers: A regular expression of the solvers whose cases never hold it; a
            request naming one is not read for the topic (an Euler-Euler solver injects a
            phase through a mass source, not a cloud's injection model).
    """

    name: str
    words: str
    holders: tuple[Holder, ...]
    other_solvers: str = ""


@dataclass(frozen=True)
class Coefficient:
    """One described entry.

    Attributes:
        keyword: The entry's own name (also a word that names it).
        topic: The dictionary kind it belongs to.
        keys: The entry inside a holder's dictionary; ``*`` is any dictionary name.
        words: A regular expression of the words that name it beside the value (before it,
            or after it for a count or a height); empty when it is the only row of its
            dimension in its topic.
        unit: Its unit in the case, as pint spells it ("" for a count or a date).
        reading: How a stated value becomes its number (:data:`Reading`).
        scope: Where the topic's words must be (:data:`Scope`).
        symbols: The letters the field writes it with, case as written ("H", "θ"); with or
            without a subscript ("T_w", "h₀") right before the value, they name the row.
    """

    keyword: str
    topic: Topic
    keys: tuple[str, ...]
    words: str
    unit: str
    reading: Reading = "quantity"
    scope: Scope = "sentence"
    symbols: tuple[str, ...] = ()


#: Matter a cloud carries: "feed" or "release" is an injection's word only in a clause that
#: names such matter ("feed glass beads", "the droplets are released"); otherwise it says how
#: any inflow enters ("feed 2 kg/s of air at the inlet" is the inlet's mass flow rate).
DISPERSED_MATTER = r"(?:particles?|droplets?|drops?|beads?|powder|sand|grains?|parcels?)"
_FED = r"(?:feed|releas)\w*"
INJECTION = Topic(
    "Lagrangian injection",
    r"\binject\w*|\bparcels?\b|\bspray\w*|Cloud\d*Properties|"
    rf"\b{_FED}\b[^.;:]{{0,40}}\b{DISPERSED_MATTER}\b|"
    rf"\b{DISPERSED_MATTER}\b[^.;:]{{0,40}}\b{_FED}\b|"
    r"Injection\b|\bconstantProperties\b",
    (Holder(("constant/*Cloud*Properties", "constant/*/*Cloud*Properties")),),
    other_solvers=r"EulerFoam$")
SUN = Topic("solar calculator",
            r"\bsun\b|\bsolar\b|\blatitude\b|\blongitude\b|\bGMT\b|\bUTC\b",
            (Holder(("constant/radiationProperties", "constant/*/radiationProperties"),
                    ("solarCalculatorCoeffs",)),))
#: "wave maker" also as the start of a case's or condition's name (``waveMakerFlap``).
WAVES = Topic("wave generation", r"\bwaves?\b|\bpaddles?\b|\bwave\s*maker",
              (Holder(("0/pointDisplacement", "0.orig/pointDisplacement"), ("boundaryField", "*")),
               Holder(("constant/waveProperties",), ("*",))))

#: A cloud's wall rebound: ``standardWallInteraction``'s restitution and friction. Not
#: "restitution" alone, which an Euler-Euler granular phase's kinetic theory also has.
WALL_REBOUND = Topic(
    "cloud wall interaction", r"\brebound\w*|\bbounc\w*|\bwall\s+interaction|WallInteraction",
    (Holder(("constant/*Cloud*Properties", "constant/*/*Cloud*Properties"),
            ("subModels", "standardWallInteractionCoeffs")),),
    other_solvers=r"EulerFoam$")
#: A molecular-dynamics case's initial lattice and its equilibration target.
MOLECULAR_DYNAMICS = Topic(
    "molecular dynamics", r"\bMD\b|\bmolecular[-\s]+dynamics\b|\bmd[A-Z]\w*",
    (Holder(("system/mdInitialiseDict",), ("*",)), Holder(("system/mdEquilibrationDict",))))

_MODEL = ("subModels", "injectionModels", "*")
_SIZES = (*_MODEL, "sizeDistribution", "*")

COEFFICIENTS: tuple[Coefficient, ...] = (
    Coefficient("massTotal", INJECTION, (*_MODEL, "massTotal"), "", "kilogram"),
    Coefficient("massFlowRate", INJECTION, (*_MODEL, "massFlowRate"), "",
                "kilogram / second"),
    Coefficient("SOI", INJECTION, (*_MODEL, "SOI"),
                r"\bstart\w*|\bbegin\w*|\bafter\b|\binto\s+the\s+run\b|\bfrom\s+t\b", "second",
                scope="clause"),
    Coefficient("duration", INJECTION, (*_MODEL, "duration"),
                r"\bduration\b|\bover\b|\bfor\b|\blast\w*|\bduring\b|\bfirst\b|\bwithin\b",
                "second", scope="clause"),
    Coefficient("parcelsPerSecond", INJECTION, (*_MODEL, "parcelsPerSecond"),
                r"parcels?\s*(?:/|per|a|an|every)\s*s(?:ec(?:ond)?)?\b", "", "count"),
    Coefficient("expectation", INJECTION, (*_SIZES, "expectation"),
                r"\baround\b|\bmean\b|\baverage\b|\bexpectation\b|\bcent(?:red|ered)\s+on\b|"
                r"\bmedian\b|\bdiameters?\s+(?:of\s+)?(?:about\s+)?$", "meter"),
    # One size for every parcel (``fixedValueDistribution``): "a fixedValue size of 4 mm",
    # "2 mm beads"; a mean or a median is the ``expectation`` above, nearer its words.
    Coefficient("value", INJECTION, (*_SIZES, "value"),
                rf"\bfixed[-\s]*value\b|\bmono-?disperse\b|\b{DISPERSED_MATTER}\b", "meter"),
    Coefficient("rho0", INJECTION, ("constantProperties", "rho0"), r"\bdensity\b|\bdense\b",
                "kilogram / meter ** 3"),
    Coefficient("T0", INJECTION, ("constantProperties", "T0"),
                r"\bdroplets?\b|\bparticles?\b|\bparcels?\b|\bgrains?\b", "kelvin"),
    Coefficient("latitude", SUN, ("latitude",), r"\blatitude\b", "degree", "bearing"),
    Coefficient("longitude", SUN, ("longitude",), r"\blongitude\b", "degree",
                "bearing"),
    Coefficient("localStandardMeridian", SUN, ("localStandardMeridian",),
                r"\bGMT\b|\bUTC\b", "hour", "zone", "request"),
    Coefficient("startDay", SUN, ("startDay",), "", "", "date", "request"),
    Coefficient("startTime", SUN, ("startTime",), "", "hour", "clock", "request"),
    Coefficient("waveHeight", WAVES, ("waveHeight",), r"\bhigh\b|\bheight\b",
                "meter", symbols=("H",)),
    Coefficient("wavePeriod", WAVES, ("wavePeriod",), r"\bperiod\b", "second",
                symbols=("T",)),
    Coefficient("rampTime", WAVES, ("rampTime",), r"\bramp\w*", "second"),
    # The one angle of a wave maker: "arriving at 30 degrees", "coming in at 15 degrees".
    Coefficient("waveAngle", WAVES, ("waveAngle",), "", "degree", symbols=("θ", "theta")),
    # The still-water depth is also the fill's level, which the region reader sets from
    # words: only the entry's keyword or its symbol names the wave maker's own.
    Coefficient("initialDepth", WAVES, ("initialDepth",), r"\binitialDepth\b", "meter",
                symbols=("h", "h0")),
    Coefficient("nPaddle", WAVES, ("nPaddle",), r"(?:flap\s+)?paddles?\b", "",
                "count"),
    Coefficient("e", WALL_REBOUND, ("e",), r"\brestitution\b", "dimensionless",
                symbols=("e",)),
    Coefficient("mu", WALL_REBOUND, ("mu",), r"\bfriction\b", "dimensionless",
                symbols=("mu",)),
    Coefficient("massDensity", MOLECULAR_DYNAMICS, ("massDensity",), r"\bdensity\b",
                "kilogram / meter ** 3", symbols=("rho",)),
    # The lattice's initial temperature and the thermostat's target share the symbol: "T"
    # alone names neither.
    Coefficient("temperature", MOLECULAR_DYNAMICS, ("temperature",),
                r"\binitial\w*|\binit\b|\bstart\w*", "kelvin", symbols=("T",)),
    Coefficient("targetTemperature", MOLECULAR_DYNAMICS, ("targetTemperature",),
                r"\btarget\b|\bthermostat\w*", "kelvin", symbols=("T",)),
)
