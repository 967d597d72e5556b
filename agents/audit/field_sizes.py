"""The audit row of a stated size of a vector field ("an applied magnetic field of 3 T across
the channel"): the written initial field is the size along the direction the words give,
resolved through the written case's geometry by the same function the editor wrote it with
(``foamcase.case.headings.directed``).

Why the written case: the direction comes from its mesh (the walls' normal) or, with no words,
its own field, so the row checks the axis the words name and the size; a size the case could
not place is a row not met, with why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.headings import directed
from foam_agent.foamcase.case.numbers import format_number, format_vector
from foam_agent.foamcase.case.values import show, vector_of


def field_size_row(root: Path, item: PropertyValue, file: str, written: Any) -> AuditRow | None:
    """The row of ``item`` against the written initial field ``written`` of ``file``; None
    when that field holds no uniform vector (a scalar field is checked as a number)."""
    vector = vector_of(written)
    if vector is None:
        return None
    label = f"{item.name} (initial field)"
    found = directed(root, item.heading, vector, item.name)
    if isinstance(found, str):
        return AuditRow(requirement=label, phrase=item.source,
                        expected=f"size {format_number(item.value)}", file=file,
                        entry="internalField", found=show(written), met=False, note=found)
    expected = found.times(float(item.value))
    return AuditRow(requirement=label, phrase=item.source, expected=format_vector(expected),
                    file=file, entry="internalField", found=show(written),
                    met=all(close(have, want) if want else abs(have) < 1e-12 * max(
                        1.0, abs(float(item.value))) for have, want in zip(vector, expected,
                                                                           strict=True)),
                    note=found.how)
