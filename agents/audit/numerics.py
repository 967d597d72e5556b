"""Audit rows of the run's numerics settings: each stated correctors count, relaxation factor,
tolerance, linear solver or scheme checked on the entry where the case keeps it
(``foam_agent.foamcase.case.numerics``, the place the editor wrote it).

Why by kind: a count must be that whole number, a switch the same position in any of OpenFOAM's
spellings (``yes``/``on``/``true``), a number within the audit's tolerance, a name the same
method (a scheme's ``bounded`` and its coefficients aside, unless the request stated them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.numerics import NumericSetting
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.case.numerics import place_setting
from foam_agent.foamcase.case.values import number_of, show, vector_of

_ON = frozenset({"yes", "on", "true", "1"})
_OFF = frozenset({"no", "off", "false", "0", "none"})


def _tokens(value: Any) -> list[str]:
    items = value if isinstance(value, (tuple, list)) else (value,)
    return [show(item) for item in items if show(item) != "bounded"]


def met(setting: NumericSetting, found: Any) -> bool:
    """Whether ``found`` (an entry as foamlib reads it) holds the setting's value."""
    wanted = setting.value
    if found is None:
        return False
    if isinstance(wanted, bool):
        word = show(found).lower()
        return word in (_ON if wanted else _OFF)
    if isinstance(wanted, str):
        stated = [token for token in wanted.split() if token != "bounded"]
        held = _tokens(found)
        if setting.assumption:
            return held[:len(stated) - 1] == stated[:-1]
        return held == stated if len(stated) > 1 else held[:1] == stated
    if isinstance(wanted, tuple):
        vector = vector_of(found)
        return vector is not None and all(close(component, float(want)) for component, want
                                          in zip(vector, wanted, strict=True))
    number = number_of(found)
    return number is not None and close(number, float(wanted))


def numerics_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated setting (per entry, for a residual target left open)."""
    rows: list[AuditRow] = []
    for setting in stated.numerics:
        placing = place_setting(setting.keyword, setting.target, setting.section, root)
        if not placing.locations:
            rows.append(AuditRow(requirement=setting.name, phrase=setting.source,
                                 expected=setting.shown, met=False,
                                 note=placing.reason))
            continue
        for location in placing.locations:
            found = lookup(entries_of(root / location.file), location.keys)
            rows.append(AuditRow(requirement=setting.name, phrase=setting.source,
                                 expected=setting.shown, file=location.file,
                                 entry="/".join(location.keys),
                                 found=None if found is None else show(found),
                                 met=met(setting, found), note=location.note))
    return rows
