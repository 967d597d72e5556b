"""The datum a stated pressure is measured from, as requests say it, and the kinematic
pressure's dimensions.

Why a table: an incompressible solver keeps its pressure as p/rho (m^2/s^2) above a datum the
case chooses, and its tutorials hold 0 where the flow leaves to the surroundings, so a
pressure a request gives in Pa is written there as (p - p_ambient)/rho. Whether a value is
already above the ambient ("gauge", "psig", "above ambient"), absolute ("absolute", "bara"),
or the ambient itself ("one atmosphere", "atmospheric") is said in words, and those words are
data, read by ``foam_agent.agents.spec.case_pressure`` for the editors and the audit alike.
"""

from __future__ import annotations

from foam_agent.foamcase.catalog.quantities import Dimensions

__all__ = [
    "ABOVE_AMBIENT", "ABSOLUTE_WORDS", "AMBIENT_WORDS", "ATMOSPHERE", "ATMOSPHERE_UNITS",
    "BELOW_AMBIENT", "GAUGE_UNIT_SUFFIX", "GAUGE_WORDS", "KINEMATIC_PRESSURE",
    "LEVEL_ATMOSPHERE", "NOT_LEVEL_WORDS", "PLACE_WORDS", "PRESSURE", "UNMARKED_GAUGE_LIMIT",
    "VENT_OPENINGS", "VENT_TARGETS", "VENT_VERBS",
]

#: A pressure divided by a density, as incompressible and Boussinesq solvers keep p and p_rgh.
KINEMATIC_PRESSURE: Dimensions = (0, 2, -2, 0, 0, 0, 0)
#: A force per area, as compressible solvers keep p and p_rgh: an absolute pressure, so a value
#: said above the ambient ("2 bar gauge", "20 psig") is written with the ambient added.
PRESSURE: Dimensions = (1, -1, -2, 0, 0, 0, 0)
#: One standard atmosphere, Pa (pint's ``atm``).
ATMOSPHERE = 101325.0
#: Words saying a value is above the ambient, as written after or before it.
GAUGE_WORDS: tuple[str, ...] = ("gauge", "gage", "overpressure", "over-pressure")
#: Words saying a value is above or below the surroundings' pressure ("42 Pa above ambient").
ABOVE_AMBIENT: tuple[str, ...] = ("above ambient", "above the ambient", "above atmospheric",
                                  "above the atmosphere", "above atmosphere",
                                  "over ambient", "over atmospheric", "above the surroundings")
BELOW_AMBIENT: tuple[str, ...] = ("below ambient", "below the ambient", "below atmospheric",
                                  "below the atmosphere", "below atmosphere",
                                  "under ambient", "under atmospheric",
                                  "below the surroundings")
#: Words saying a value is absolute, not above the surroundings.
ABSOLUTE_WORDS: tuple[str, ...] = ("absolute", "abs.")
#: The gauge and absolute letters datasheets append to a unit ("5 psig", "2 bara").
GAUGE_UNIT_SUFFIX = {"g": "gauge", "a": "absolute"}
#: Names of the surroundings whose pressure is the datum ("ambient pressure 1 atm").
AMBIENT_WORDS: tuple[str, ...] = ("ambient", "atmosphere", "atmospheric", "surroundings",
                                  "room", "outside")
#: Unit words that name the atmosphere itself: "1 atm" is the surroundings' pressure, not a
#: value in some unit.
ATMOSPHERE_UNITS: tuple[str, ...] = ("atm", "atmosphere", "atmospheres", "atmospheric")
#: Below this size a pressure said with no datum is gauge: no absolute pressure of a fluid an
#: incompressible solver models is that low (water boils below 2.3 kPa at 20 °C; air at a
#: tenth of an atmosphere is 16 km up, no duct or channel flow). Above it a value with no
#: datum is refused, not guessed.
UNMARKED_GAUGE_LIMIT = 0.1 * ATMOSPHERE

#: Words that put a value on a place of the case (a boundary, a side, an opening, the
#: surroundings) rather than on the whole of it: a pressure said in a clause holding none of
#: them ("the box is at 2 bar", "operating pressure 30 psig") is the case's level.
PLACE_WORDS: frozenset[str] = frozenset({
    "wall", "walls", "lid", "side", "sides", "top", "bottom", "floor", "ceiling", "roof",
    "face", "faces", "patch", "patches", "plate", "boundary", "boundaries", "surface",
    "left", "right", "front", "back", "upstream", "downstream", "end", "ends", "far",
    "farfield", "half", "region", "section", "chamber", "zone", "driver", "driven", "bubble",
    "column", "layer", "pocket", "cell", "cells", "heater", "obstacle", "cylinder",
    "sphere", "step", "nozzle", "nozzles", "ambient", "atmosphere", "surroundings", "outside",
    "plenum", "branch", "feed", "supply",
})
#: Words of a pressure that is no level: a difference, a head, the dynamic or total part, a
#: ramp or a scale ("a pressure drop of 50 Pa", "total pressure 1.2 bar", "up to 3 bar").
NOT_LEVEL_WORDS: frozenset[str] = frozenset({
    "drop", "difference", "differential", "rise", "rises", "loss", "losses", "gradient",
    "head", "dynamic", "total", "stagnation", "jump", "delta", "increase", "decrease",
    "ramp", "ramps", "ramped", "from", "up", "between", "amplitude", "pulse", "peak",
    "maximum", "max", "minimum", "min", "fluctuation", "fluctuations", "vapour", "vapor",
    "saturation", "partial", "per", "stress", "modulus", "yield", "strength", "traction",
    "load", "burst", "rating", "rated", "coefficient", "reference", "ref", "pref",
})
#: Words that state the atmosphere itself as the case's level, with no number ("the vessel
#: is at atmospheric pressure"): one standard atmosphere.
LEVEL_ATMOSPHERE: tuple[str, ...] = ("atmospheric pressure", "standard atmospheric pressure",
                                     "normal atmospheric pressure", "standard atmosphere",
                                     "one atmosphere", "sea-level pressure",
                                     "sea level pressure")

#: Verbs (their stems) of a case letting its fluid out to the surroundings ("is vented to the
#: atmosphere", "opens to ambient", "discharges into the open air").
VENT_VERBS: tuple[str, ...] = ("vent", "open", "discharg", "exhaust", "releas", "dump", "blow")
#: What a case vents to whose pressure is the surroundings'.
VENT_TARGETS: tuple[str, ...] = ("atmosphere", "ambient", "surroundings", "outside",
                                 "open air", "the air")
#: Words of the opening it vents through, named in the same sentence ("through a small
#: nozzle"); the outlet when none is.
VENT_OPENINGS: tuple[str, ...] = ("nozzle", "outlet", "exit", "orifice", "valve", "port",
                                  "vent", "opening")
