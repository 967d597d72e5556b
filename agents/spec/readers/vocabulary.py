"""The vocabulary reader: values bound to the identifiers of OpenFOAM cases (fields, keywords
of the ``constant`` dictionaries, condition types), by
``foam_agent.agents.spec.values.grounded``.

Which vocabulary, and when (the design question of grounding): the request is read before a
tutorial is retrieved, since retrieval itself reads the spec. So the reader reads against the
installation-wide vocabulary (every tutorial's identifiers, harvested once and cached on disk
like the tutorial index) and the binding to the followed case's entries is done where the case
is known: the editors place each bound value on the entry of that name, and the audit checks
it there (a value bound to an entry the followed case lacks is an unmet row, never dropped). A
second, case-grounded pass after retrieval was weighed and not taken: it would read the prompt
twice, and it binds less. Measured on the 102 blind requests (benchmarks/grounding_vocabulary.py,
2026-11-28): 101 bindings against the installation, 94 against the followed tutorial; the 11 only
the installation makes are mostly what the request adds to the case (a wall function or LES
coefficients the followed case lacks, a viscosity in ft^2/s whose dimensions the followed case
does not write), the 4 only the case makes are condition types it puts on one field only.
Harvesting the installation costs 0.8 s of CPU once; the cached vocabulary reads in 1 ms.

It reads before the value reader, so "k = 0.84 m^2/s^2" after "Inlet:" is the inlet's k, not
a property or an initial value, and a keyword is never offered to it as a boundary name.
A range stated for a catalog quantity ("bubble diameter between 0.15 and 8 mm") is bound
first, to the quantity's pair of entries (``foam_agent.agents.spec.values.ranges``).
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, PropertyValue, Requirements
from foam_agent.agents.spec.values.grounded import TYPED_FIELDS, GroundedReading, read_grounded
from foam_agent.agents.spec.values.ranges import read_ranges
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary


class VocabularyReader:
    """Binds values to the case vocabulary's identifiers in words no reader before claimed.

    Args:
        vocabulary: The identifiers to bind to; the installation's tutorials' when None.
    """

    name = "vocabulary"

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    @property
    def vocabulary(self) -> Vocabulary:
        """The identifiers read against (the installation's, harvested on first use)."""
        return self._vocabulary if self._vocabulary is not None else installation_vocabulary()

    def read(self, draft: Draft, claims: Claims) -> Draft:
        # A phase's property ("water nu = 1e-6") is the property reader's, which knows
        # phases; a keyword bound here would lose its phase.
        ranges = read_ranges(draft.text, claims, self.vocabulary)
        claims.claim_all(ranges.spans, self.name)
        if ranges.properties:
            draft = draft.amended(lambda stated: replace(
                stated, properties=(*stated.properties, *ranges.properties)))
        reading = read_grounded(draft.text, claims, self.vocabulary,
                                keywords=not draft.multiphase)
        claims.claim_all(reading.spans, self.name)
        if not (reading.properties or reading.values or reading.types or reading.refusals
                or reading.vectors or reading.constants):
            return draft
        return draft.amended(lambda stated: with_bindings(stated, reading))


def with_bindings(stated: Requirements, reading: GroundedReading) -> Requirements:
    """``stated`` with the bound values: a keyword's value and a field's initial value as
    properties (the editors place either where the case keeps that name), a field's patch
    values and condition types as boundary statements. A value bound to a name replaces the
    value reader's property of that name: the bound words were the name's own, so the value
    reader's was read from words further on. A named constant replaces none: it comes after
    the value reader's, which may be another quantity of the same name (an MHD request's
    dynamic viscosity, ``mu``, beside the permeability its case calls ``mu``)."""
    bound = [*reading.properties,
             *(PropertyValue(value.field, value.value, value.source)
               for value in reading.values
               if _as_property(value) and not isinstance(value.value, tuple))]
    names = {item.name for item in bound}
    properties = [item for item in stated.properties
                  if item.phase is not None or item.name not in names]
    values = [value for value in reading.values if not _as_property(value)]
    return replace(stated, properties=(*properties, *bound, *reading.constants),
                   vectors=(*stated.vectors, *reading.vectors),
                   boundary_values=(*stated.boundary_values, *values),
                   boundary_types=(*stated.boundary_types, *reading.types),
                   not_applied=(*stated.not_applied, *reading.refusals))


def _as_property(value: BoundaryValue) -> bool:
    """A field's scalar initial value, which the editors place as the entry of its name; a
    field the value reader gives roles (U, p, T: "T: initial 0") keeps the internal-field
    statement that reader would have made, which the editors and the audit know."""
    return value.boundary == (INTERNAL,) and not isinstance(value.value, tuple) \
        and value.field not in TYPED_FIELDS
