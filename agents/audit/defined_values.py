"""The audit row of a value stated by a name the case defines once and reads elsewhere
(``Uref`` of turbineSiting's ``include/ABLConditions``, ``kInlet`` above 0/k's entries): read
back from the definition the editor writes, found by the same lookup
(``foam_agent.foamcase.case.definitions``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.foamcase.case.definitions import definition
from foam_agent.foamcase.case.numbers import Number, format_number
from foam_agent.foamcase.case.values import number_of, show, vector_of


def defined_row(root: Path, name: str, value: Number | Sequence[float], source: str
                ) -> AuditRow | None:
    """The row of ``name`` when the case defines it in one place, met when the definition
    holds ``value`` (a speed stated for a velocity variable: its length); None when the case
    defines no such name."""
    found = definition(root, name)
    if found is None:
        return None
    held = found.value
    vector = vector_of(held)
    if isinstance(value, Sequence):
        expected = "(" + " ".join(format_number(float(item)) for item in value) + ")"
        met = vector is not None and all(close(have, float(want))
                                         for have, want in zip(vector, value, strict=True))
    else:
        expected = format_number(value)
        size = math.hypot(*vector) if vector is not None else number_of(held)
        met = size is not None and close(size, float(value))
    return AuditRow(requirement=name, phrase=source, expected=expected,
                    file=found.paths[0].relative_to(root.resolve()).as_posix(), entry=name,
                    found=show(held) if held is not None else None, met=met,
                    note=f"defined in {found.file}, read where the case uses {name}")
