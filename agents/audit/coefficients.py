"""The audit rows of stated described coefficients: each read back from every entry of its
row the case has, by the lookup the editor writes through (``foamcase.case.coefficients``);
one stated where the case has no entry of its row is a row not met."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.coefficients import coefficient_places
from foam_agent.foamcase.case.values import number_of, show


def coefficient_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per entry of each stated coefficient, or one unmet row where it has none."""
    rows: list[AuditRow] = []
    for item in stated.coefficients:
        requirement = f"{item.row.keyword} ({item.row.topic.name})"
        places = coefficient_places(root, item.row, item.places)
        if not places:
            rows.append(AuditRow(
                requirement=requirement, phrase=item.source, expected=item.describe(),
                met=False, note=item.absent()))
            continue
        for place in places:
            found = number_of(place.value)
            rows.append(AuditRow(
                requirement=requirement, phrase=item.source, expected=item.describe(),
                file=place.file, entry="/".join(place.keys), found=show(place.value),
                met=found is not None and close(found, item.value)))
    return rows
