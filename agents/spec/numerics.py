"""A setting of the run's numerics the request states: an entry of ``fvSolution``,
``fvSchemes`` or ``controlDict`` (``nCorrectors 3``, "relax the pressure by 0.3").

Why a record of its own: the value reader's other records are physics (a property, a boundary
value); these are how the equations are solved, placed by the catalog's rows
(``foam_agent.foamcase.catalog.numerics``) on the followed case's own dictionaries
(``foam_agent.foamcase.case.numerics``), where the editor writes them and the audit reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from foam_agent.foamcase.case.numbers import Number, Vector, format_number, format_vector
from foam_agent.foamcase.catalog.numerics import BY_KEYWORD

#: The value of a setting: a count or a number, a switch, a method's name (``GAMG``,
#: ``backward``, ``Gauss linearUpwind grad(U)``), or a vector (a coupled solver's tolerance
#: per component).
SettingValue = bool | Number | str | Vector


@dataclass(frozen=True)
class NumericSetting:
    """One setting of ``system/`` the request states.

    Attributes:
        keyword: The catalog row's keyword (``nCorrectors``, ``relaxationFactors``,
            ``tolerance``), or a keyword of the tutorials' ``fvSolution`` named in code form
            (``nAlphaCorr``).
        value: The value, typed by the row's kind.
        source: The request's words.
        target: What the words name the entry's place by: the field of a solver, a relaxation
            factor, a residual target or a convection scheme (``p``, ``U``); the dictionary of
            an algorithm's or solver's keyword (``PISO``, ``BPISO``, ``"alpha.water.*"``). None
            when the words name none: the followed case's one place decides, or it is not
            applied.
        section: For a relaxation factor, ``equations`` or ``fields`` when the words say which.
        assumption: What was assumed beyond the words (a scheme's coefficient), shown beside.
    """

    keyword: str
    value: SettingValue
    source: str
    target: str | None = None
    section: Literal["equations", "fields"] | None = None
    assumption: str = ""

    @property
    def name(self) -> str:
        """What is set, in words: ``nCorrectors of PISO``, ``relaxationFactors of p
        (fields)``, ``ddtSchemes default``."""
        row = BY_KEYWORD.get(self.keyword)
        where = f" of {self.target}" if self.target else ""
        part = f" ({self.section})" if self.section else ""
        return f"{row.label if row and row.label else self.keyword}{where}{part}"

    @property
    def shown(self) -> str:
        """The value as written in a dictionary, with what was assumed beside it."""
        value = (("yes" if self.value else "no") if isinstance(self.value, bool)
                 else self.value if isinstance(self.value, str)
                 else format_vector(self.value) if isinstance(self.value, tuple)
                 else format_number(self.value))
        return f"{value} ({self.assumption})" if self.assumption else value

    def describe(self) -> str:
        """The setting in words: ``nCorrectors of PISO = 3``."""
        return f"{self.name} = {self.shown}"
