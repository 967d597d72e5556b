"""The audit rows of a condition type's stated parameters ("gradient 500 K/m" of
``fixedGradient``): each read back from the patch entry under the name the type reads.

Why rows of their own: the type row says the condition is there; a parameter written wrong (or
left at the tutorial's) is a requirement unmet even where the type is right.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import BoundaryType
from foam_agent.foamcase.case.macros import expanded
from foam_agent.foamcase.case.numbers import format_number, format_vector
from foam_agent.foamcase.case.values import number_of, show, vector_of


def parameter_rows(item: BoundaryType, where: str, patch: str, file: str | None,
                   entry: Mapping[str, Any] | None, seen: Mapping[str, Any] | None = None
                   ) -> list[AuditRow]:
    """One row per stated parameter of ``item`` on ``patch``, met when the entry holds it;
    an entry written as a macro (``flowRate $inletFlowRate``) is read through the variables
    ``seen`` from it, as OpenFOAM reads it."""
    rows: list[AuditRow] = []
    for parameter in item.parameters:
        found = entry.get(parameter.name) if entry is not None else None
        found = expanded(found, seen or {})
        if isinstance(found, tuple) and found[:1] == ("uniform",):
            found = found[1]
        if isinstance(parameter.value, tuple):
            vector = vector_of(found)
            met = vector is not None and all(
                close(have, want) for have, want in zip(vector, parameter.value, strict=True))
            expected = format_vector(parameter.value)
        else:
            number = number_of(found)
            met = number is not None and close(number, float(parameter.value))
            expected = format_number(parameter.value)
        rows.append(AuditRow(requirement=f"{item.field} {parameter.name} on {where}",
                             phrase=item.source, expected=expected, file=file,
                             entry=f"boundaryField/{patch}/{parameter.name}",
                             found=show(found) if found is not None else None, met=met,
                             note=item.conversion))
    return rows
