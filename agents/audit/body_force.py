"""The audit row of a stated driving body force: the explicit part of the case's momentum
source on U, read back where the editor wrote it (``foamcase.case.momentum_sources``).

Why a row of its own: the force lives in no field and no property file; a case without a
source, one holding a mean velocity instead, or a solver that reads no fvOptions leaves it
unapplied, and the row says so rather than let the request end solved.
"""

from __future__ import annotations

import math
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.momentum_sources import momentum_sources, unable
from foam_agent.foamcase.catalog.sources import MEAN_VELOCITY, SPECIFIC

REQUIREMENT = "driving body force (m/s^2)"


def body_force_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row for the stated force against the case's semi-implicit source on U."""
    force = requirements.body_force
    if force is None:
        return []
    expected = force.vector
    shown = (f"({' '.join(f'{c:g}' for c in expected)})" if expected is not None
             else f"{force.magnitude:g} along the flow")
    sources = [source for source in momentum_sources(root) if source.type != MEAN_VELOCITY]
    if len(sources) != 1 or sources[0].explicit is None:
        note = (unable(root) or "the case has no momentum source on U" if not sources else
                "the case has several momentum sources on U: none was set")
        return [AuditRow(requirement=REQUIREMENT, phrase=force.source, expected=shown,
                         met=False, note=note)]
    source = sources[0]
    found = source.explicit
    assert found is not None
    size = math.sqrt(sum(c * c for c in found))
    if expected is not None:
        met = all(close(have, want) if want else abs(have) <= 1e-9 * force.magnitude
                  for have, want in zip(found, expected, strict=True))
    else:
        met = close(size, force.magnitude)
    specific = source.volume_mode == SPECIFIC
    note = "" if specific else (f"volumeMode is {source.volume_mode or 'absolute'}: the "
                                "explicit part is no force per unit mass there")
    return [AuditRow(requirement=REQUIREMENT, phrase=force.source, expected=shown,
                     file=source.file, entry="/".join(source.keys),
                     found=f"({' '.join(f'{c:g}' for c in found)}) {source.implicit or 0:g}",
                     met=met and specific, note=note)]
