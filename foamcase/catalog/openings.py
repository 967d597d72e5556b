"""The words people use for the openings of a flow domain and for the stream around it.

Why one table: several readers ask whether words name an opening — the role reader ranking "the
small side inlet" by area, the moving-wall reader refusing to put a velocity given to "the
stream" on a wall. Kept apart, their lists drifted ("exit" known to one, "nozzle" to another),
so the same words meant an opening to one reader and a wall to the next.
"""

from __future__ import annotations

import re

from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import alternation

#: Words of an opening the flow enters by.
INLET_WORDS = frozenset({"inlet", "inlets", "inflow", "jet", "jets", "injector", "intake",
                         "stream", "streams"})
#: Words of an opening the flow leaves by.
OUTLET_WORDS = frozenset({"outlet", "outlets", "outflow", "exit", "exits", "exhaust", "vent",
                          "vents", "discharge"})
#: Verbs of the flow leaving the domain ("the water leaves at 0 gauge"): they name the
#: openings the flow leaves by, the outlets, as :data:`OUTLET_WORDS` do.
LEAVING_VERBS = frozenset({"leave", "leaves", "leaving", "exiting", "discharges",
                           "discharging", "escapes", "escaping", "outflows"})
#: Words of an opening of either kind: a junction's branch, a port, an opening.
EITHER_WORDS = frozenset({"branch", "branches", "opening", "openings", "port", "ports"})
#: Words of the flow around or inside the case rather than of a wall ("the far field", "the
#: ambient air", "the internal field", "the nozzle's jet").
SURROUNDING_WORDS = frozenset({"nozzle", "nozzles", "ambient", "atmosphere", "internal",
                               "freestream", "farfield"})

#: The words of an opening of any kind, the flow's entry, exit or either.
OPENING_WORDS = INLET_WORDS | OUTLET_WORDS | EITHER_WORDS


#: Any of the words above, as a whole word ("velocity-inlet-5", "far-field", "inlets"; not
#: "portion").
OPENING_OR_STREAM = lazy_regex(
    r"\b(?:" + alternation(OPENING_WORDS | SURROUNDING_WORDS) + r"|far\s*-?\s*field)\b",
    re.IGNORECASE)
