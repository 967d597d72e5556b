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
    "BELOW_AMBIENT", "GAUGE_UNIT_SUFFIX", "GAUGE_WORDS", "KINEMATIC_PRESSURE", "PRESSURE",
    "UNMARKED_GAUGE_LIMIT",
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
