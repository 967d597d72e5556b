"""The audit row of a scalar keyword a boundary condition holds (waveMakerFlap's
``waveHeight`` on ``leftwall``): read back from the entry the editor writes, found by the
same lookup (``foam_agent.foamcase.case.condition_parameters.number_place``)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.condition_parameters import number_place
from foam_agent.foamcase.case.numbers import format_number
from foam_agent.foamcase.case.values import number_of, show


def condition_number_row(root: Path, item: PropertyValue, texts: Mapping[str, str]
                         ) -> AuditRow | None:
    """The row of ``item`` when one boundary entry holds its number, met when every copy
    holds the stated value; None when no condition holds it."""
    held = number_place(root, item.name, texts) if item.phase is None else []
    if not held:
        return None
    values = []
    for entry in held:
        try:
            values.append(FoamFile(entry.path)[("boundaryField", entry.patch, item.name)])
        except (FoamFileDecodeError, KeyError, OSError, ValueError):
            values.append(None)
    met = all((number := number_of(value)) is not None and close(number, float(item.value))
              for value in values)
    return AuditRow(requirement=item.name, phrase=item.source,
                    expected=format_number(item.value),
                    file=held[0].path.relative_to(root).as_posix(),
                    entry=f"boundaryField/{held[0].patch}/{item.name}",
                    found=show(values[0]) if values[0] is not None else None, met=met)
