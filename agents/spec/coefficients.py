"""``StatedCoefficient``: a value the request gives a described coefficient of a model's
dictionary (``foamcase.catalog.coefficients``), already in the entry's own unit.

Why a type of its own: the entry is named by the catalog's row, not by the words, and the
followed case decides how many entries it is (every injection model, every wave-maker patch);
the editor and the audit both find those through ``foamcase.case.coefficients``.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.catalog.coefficients import Coefficient


@dataclass(frozen=True)
class StatedCoefficient:
    """One described coefficient's stated value.

    Attributes:
        row: The catalog's row: the dictionary kind and the entry.
        value: The number, in the row's unit.
        source: The request's words for it.
        places: The dictionaries the words name in brackets after the symbol ("H_wave
            (left paddle) = 2 in": ``left``), standing for the row's ``*``; empty for every
            dictionary of the row the case has.
    """

    row: Coefficient
    value: float
    source: str
    places: tuple[str, ...] = ()

    def describe(self) -> str:
        """The value with its unit, for the notes and the audit."""
        unit = f" {self.row.unit}" if self.row.unit else ""
        return f"{self.value:.6g}{unit}"

    def absent(self) -> str:
        """Why it is not applied to a case with no entry of its row."""
        where = f" under {' or '.join(self.places)}" if self.places else ""
        return (f"the case has no {self.row.topic.name} entry {self.row.keyword}{where}: the "
                "value is not applied")
