"""The symbol reader: values written under a symbol with a subscript ("V_wire = 30 kV",
"p_ref = 1 bar"), bound by ``foam_agent.agents.spec.symbols`` to the keyword the symbol and
subscript spell or to the field on the place the subscript names.

Why before the value reader: that one keeps any "name = number" under its written name, so
``V_wire`` became a keyword no case has and the value was never applied. After the vocabulary
and thermal-reference readers, whose own symbols ("T_ref", "k = …") they claim first.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.symbols import SymbolReading, read_symbols
from foam_agent.foamcase.case.vocabulary import installation_vocabulary


class SymbolsReader:
    """Binds subscripted symbols no reader before claimed."""

    name = "symbols"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_symbols(draft.text, claims, installation_vocabulary())
        if not reading.spans:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(lambda stated: _with_symbols(stated, reading))


def _with_symbols(stated: Requirements, reading: SymbolReading) -> Requirements:
    """``stated`` with the symbols' keyword values and boundary values."""
    return replace(stated, properties=(*stated.properties, *reading.properties),
                   boundary_values=(*stated.boundary_values, *reading.values))
