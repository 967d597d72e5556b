"""The quantity a stated value was read as, as the spec holds it and its document writes it.

Why a type of its own: a keyword of a case can hold different quantities (``mu`` a dynamic
viscosity or mhdFoam's magnetic permeability), so a value read as one must carry which, and
the editors refuse an entry holding another (``foam_agent.foamcase.case.entry_quantity``).
In Python the value is the catalog's row itself; a spec document names it by the row's name
(``"dynamic viscosity"``), which reads back as the row, and a name the catalog lacks is
refused with the document's other errors.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer

from foam_agent.foamcase.catalog.quantities import Quantity, quantity_named


def _row(value: object) -> object:
    """The row a document's name stands for; a row as it is."""
    return quantity_named(value) if isinstance(value, str) else value


def _name(row: Quantity) -> str:
    return row.name


#: A stated value's quantity: the catalog's row, written by its name.
StatedQuantity = Annotated[Quantity, BeforeValidator(_row),
                           PlainSerializer(_name, return_type=str)]
