"""Audit rows of a stated viscosity law: the model the case names and each coefficient where
that model reads it (``foam_agent.foamcase.case.viscosity_place``, by dialect).

Why here and not as properties: a coefficient's place depends on the model (``k`` is a time in
``BirdCarreauCoeffs`` and a consistency in ``powerLawCoeffs``), so it is checked where the
stated model reads it, and a case still running another model fails the model's row.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import lookup
from foam_agent.foamcase.case.values import number_of, show
from foam_agent.foamcase.case.viscosity_place import held, law_dictionaries, law_place
from foam_agent.foamcase.catalog.viscosity_models import viscosity_model


def viscosity_law_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row for the model and one per stated coefficient; unmet where the case has no
    viscosity model to switch or holds another value."""
    if stated.viscosity_law is None:
        return []
    asked, phrase = stated.viscosity_law.value, stated.viscosity_law.source
    dictionaries = law_dictionaries(root)
    row = viscosity_model(asked.model)
    place = law_place(dictionaries, laminar=row is not None and row.laminar)
    if place is None:
        return [AuditRow(requirement="viscosity model", phrase=phrase, expected=asked.model,
                         met=False, note="the case names no viscosity model: its solver keeps "
                                         "a constant viscosity, so the law is not applied")]
    model = lookup(dictionaries[place.file], place.model_keys)
    law = asked.for_model(str(model))
    if law is None:
        # Coefficients with no model named, not the case's model's: one unmet row each.
        return [AuditRow(requirement=f"{item.keyword} of a viscosity model", phrase=item.source,
                         expected=f"{item.value:g}", file=place.file,
                         entry="/".join(place.model_keys), found=show(model), met=False,
                         note="the request names no viscosity model and the case's reads no "
                              "such coefficient, so the value is not applied")
                for item in asked.coefficients]
    rows = [AuditRow(requirement="viscosity model", phrase=phrase, expected=law.model,
                     file=place.file, entry="/".join(place.model_keys), found=show(model),
                     met=str(model) == law.model)]
    for item in law.coefficients:
        value = held(dictionaries, place, law.model, item.keyword)
        file, keys = place.coefficient(law.model, item.keyword)
        number = number_of(value)
        rows.append(AuditRow(
            requirement=f"{item.keyword} of {law.model}", phrase=item.source,
            expected=f"{item.value:g}", file=file, entry="/".join(keys),
            found=show(value) if value is not None else None,
            met=number is not None and close(number, item.value)))
    row = viscosity_model(law.model)
    stated_keys = {item.keyword for item in law.coefficients}
    for coefficient in row.coefficients if row is not None else ():
        if coefficient.required and coefficient.keyword not in stated_keys \
                and held(dictionaries, place, law.model, coefficient.keyword) is None:
            file, keys = place.coefficient(law.model, coefficient.keyword)
            rows.append(AuditRow(
                requirement=f"{coefficient.keyword} of {law.model}", phrase=phrase,
                expected="a value", file=file, entry="/".join(keys), met=False,
                note=f"{law.model} reads {coefficient.keyword}; neither the request nor the "
                     "followed case gives it"))
    return rows
