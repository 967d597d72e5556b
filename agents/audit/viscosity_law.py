"""Audit rows of a stated viscosity law: the model the case names and each coefficient in the
model's coefficients dictionary (``foam_agent.foamcase.catalog.viscosity_models``).

Why here and not as properties: a coefficient's place depends on the model (``k`` is a time in
``BirdCarreauCoeffs`` and a consistency in ``powerLawCoeffs``), so it is checked where the
stated model reads it, and a case still running another model fails the model's row.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.values import number_of, show
from foam_agent.foamcase.catalog.viscosity_models import viscosity_model

#: Where a case names its viscosity model (ESI, then Foundation).
_MODEL_ENTRIES = (("constant/transportProperties", "transportModel"),
                  ("constant/physicalProperties", "viscosityModel"))


def _entries(path: Path) -> Mapping[str, Any] | None:
    try:
        entries: Any = FoamFile(path).as_dict()
    except Exception:  # foamlib raises several kinds on a file it cannot parse  # noqa: BLE001
        return None
    return entries if isinstance(entries, Mapping) else None


def viscosity_law_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row for the model and one per stated coefficient; unmet where the case has no
    viscosity model to switch or holds another value."""
    if stated.viscosity_law is None:
        return []
    law, phrase = stated.viscosity_law.value, stated.viscosity_law.source
    row = viscosity_model(law.model)
    for relative, model_key in _MODEL_ENTRIES:
        entries = _entries(root / relative) if (root / relative).is_file() else None
        if entries is None or model_key not in entries:
            continue
        found = str(entries[model_key])
        rows = [AuditRow(requirement="viscosity model", phrase=phrase, expected=law.model,
                         file=relative, entry=model_key, found=found, met=found == law.model)]
        coefficients = entries.get(f"{law.model}Coeffs")
        held = coefficients if isinstance(coefficients, Mapping) else {}
        for item in law.coefficients:
            value = held.get(item.keyword)
            number = number_of(value)
            rows.append(AuditRow(
                requirement=f"{item.keyword} of {law.model}", phrase=item.source,
                expected=f"{item.value:g}", file=relative,
                entry=f"{law.model}Coeffs/{item.keyword}",
                found=show(value) if value is not None else None,
                met=number is not None and close(number, item.value)))
        if row is not None:
            stated_keys = {item.keyword for item in law.coefficients}
            rows += [AuditRow(requirement=f"{coefficient.keyword} of {law.model}", phrase=phrase,
                              expected="a value", file=relative,
                              entry=f"{law.model}Coeffs/{coefficient.keyword}", met=False,
                              note=f"{law.model} reads {coefficient.keyword}; neither the "
                                   "request nor the followed case gives it")
                     for coefficient in row.coefficients
                     if coefficient.required and coefficient.keyword not in stated_keys
                     and coefficient.keyword not in held]
        return rows
    return [AuditRow(requirement="viscosity model", phrase=phrase, expected=law.model,
                     met=False, note="the case names no viscosity model: its solver keeps a "
                                     "constant viscosity, so the law is not applied")]
