"""Passive scalars: the words a request names a carried scalar by, the words of its amount and
of its absence, and the units a concentration is stated in.

Why a table: a dye, a tracer or a pollutant carried by a flow is no field name of any case;
scalarTransportFoam keeps it in the field it calls ``T`` (the catalog's "scalar
concentration" row, ``foam_agent.foamcase.catalog.quantities``). A request says "concentration 1
at the inlet", "inlet conc 1", "the incoming air carries the tracer at 0.02 kg/m^3", "clean
fluid initially"; these words are read through this table only, so the reader binds the
scalar's amount wherever a request names it, in any phrasing, never by one request's wording.

The transport equation of a passive scalar is linear in it (no source, no reaction), so its
amount may be stated as a fraction, a mass or a molar concentration: the field holds the
number in the stated unit's SI form.
"""

from __future__ import annotations

from foam_agent.foamcase.catalog.quantities import NONE, Dimensions

#: The catalog row whose field holds a passive scalar (``quantities.QUANTITIES``).
SCALAR_QUANTITY = "scalar concentration"
#: Nouns naming a scalar carried passively by the flow, lowercase.
CARRIED_WORDS: tuple[str, ...] = (
    "passive scalar", "scalar", "tracer", "dye", "pollutant", "contaminant", "marker", "ink",
)
#: Words naming the scalar's amount ("concentration 1", "conc 1").
AMOUNT_WORDS: tuple[str, ...] = ("concentration", "conc")
#: Words saying the domain holds none of the scalar ("clean fluid initially", "starts clean").
CLEAN_WORDS: tuple[str, ...] = ("clean", "uncontaminated", "unmarked", "undyed")
#: Words saying the velocity a scalar is carried by is given, not computed ("the
#: already-computed velocity field", "the frozen flow", "the velocity field as it is"): then
#: the flow is no part of the case, and the solver is the one that only carries the scalar.
GIVEN_FLOW_WORDS: tuple[str, ...] = (
    "already computed", "already-computed", "precomputed", "pre-computed", "frozen", "stored",
    "existing", "prescribed", "as it is", "as is",
)
#: Dimensions a concentration may be stated in: a fraction (none), a mass per volume (kg/m^3,
#: g/L) and an amount of substance per volume (mol/m^3, mol/L).
CONCENTRATION_DIMENSIONS: tuple[Dimensions, ...] = (
    NONE, (1, -3, 0, 0, 0, 0, 0), (0, -3, 0, 0, 1, 0, 0),
)
