"""The audit rows of on/off keywords of the ``constant`` dictionaries (``rotating false``),
read back from where the case keeps them, by the same lookup the editor writes through."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.values import show


def switch_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated switch, met when the case's one entry of that name holds it."""
    if not stated.switches:
        return []
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    rows: list[AuditRow] = []
    for item in stated.switches:
        expected = "true" if item.value else "false"
        found = locate(item.name, texts)
        if len(found) != 1:
            rows.append(AuditRow(requirement=item.name, phrase=item.source, expected=expected,
                                 met=False, note=f"the case keeps {len(found)} '{item.name}' "
                                                 "entries: the switch is not applied"))
            continue
        file, keys = root / found[0].file, entry_keys(found[0].keys)
        try:
            value = FoamFile(file)[keys]
        except (FoamFileDecodeError, KeyError, OSError, ValueError):
            value = None
        rows.append(AuditRow(requirement=item.name, phrase=item.source, expected=expected,
                             file=found[0].file, entry="/".join(str(key) for key in keys),
                             found=show(value) if value is not None else None,
                             met=value is item.value))
    return rows
