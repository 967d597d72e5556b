"""The audit rows of vector keywords of the ``constant`` dictionaries ("Ubar = (5 0 0) m/s"):
each read back from where the case keeps it, by the same lookup the editor writes through: a
constant dictionary's entry, or the one boundary condition holding it as a parameter."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.audit.defined_values import defined_row
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.condition_parameters import parameter_entries, places
from foam_agent.foamcase.case.files import entry_keys, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.numbers import format_vector
from foam_agent.foamcase.case.values import show, vector_of


def keyword_vector_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated vector keyword, met when the case's entry holds it."""
    if not stated.vectors:
        return []
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    rows: list[AuditRow] = []
    for item in stated.vectors:
        expected = format_vector(item.value)
        found = locate(item.name, texts)
        defined = defined_row(root, item.name, item.value, item.source) if not found else None
        if not found and len(places(held := parameter_entries(root, item.name))) == 1:
            file, keys = held[0].path, entry_keys(("boundaryField", held[0].patch, item.name))
        elif defined is not None:
            rows.append(defined)
            continue
        elif len(found) != 1:
            rows.append(AuditRow(requirement=item.name, phrase=item.source, expected=expected,
                                 met=False, note=f"the case keeps {len(found)} '{item.name}' "
                                                 "entries: the value is not applied"))
            continue
        else:
            file, keys = root / found[0].file, entry_keys(found[0].keys)
        try:
            value = FoamFile(file)[keys]
        except (FoamFileDecodeError, KeyError, OSError, ValueError):
            value = None
        vector = vector_of(value)
        met = vector is not None and all(
            close(have, want) for have, want in zip(vector, item.value, strict=True))
        rows.append(AuditRow(requirement=item.name, phrase=item.source, expected=expected,
                             file=file.relative_to(root).as_posix(),
                             entry="/".join(str(key) for key in keys),
                             found=show(value) if value is not None else None, met=met))
    return rows
