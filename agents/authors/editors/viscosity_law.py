"""Write a stated non-Newtonian viscosity law: the model and its coefficients.

Why its own editor: the model switch decides where every coefficient lives
(``BirdCarreauCoeffs/nu0``, not the ``CrossPowerLawCoeffs/nu0`` the followed case runs), and a
model the followed case does not list needs its coefficients made. The place is the dialect's
(``foam_agent.foamcase.case.viscosity_place``); the rows of
``foam_agent.foamcase.catalog.viscosity_models`` say which coefficients the model reads, and a
required one the request does not give and the case does not hold is reported, since the solver
would stop on it. A law whose model the request did not name is written as the case's own
model when its coefficients fit it, and is not applied (never a model switch) when they do not.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Stated, ViscosityLaw
from foam_agent.foamcase.case.files import entry_keys, lookup
from foam_agent.foamcase.case.values import same
from foam_agent.foamcase.case.viscosity_place import held, law_dictionaries, law_place
from foam_agent.foamcase.catalog.viscosity_models import viscosity_model


def apply_viscosity_law(root: Path, stated: Stated[ViscosityLaw], report: EditReport) -> None:
    """Switch the case's viscosity model to the stated law and write its coefficients."""
    dictionaries = law_dictionaries(root)
    asked = viscosity_model(stated.value.model)
    place = law_place(dictionaries, laminar=asked is not None and asked.laminar)
    active = lookup(dictionaries[place.file], place.model_keys) if place is not None else None
    law = stated.value.for_model(str(active) if active is not None else None)
    if law is None:
        report.skip("viscosity model", stated.source,
                    f"the request names no viscosity model and its coefficients are not those "
                    f"of the followed case's {active or 'constant viscosity'}: name the model "
                    "to switch to")
        return
    row = viscosity_model(law.model)
    if row is None or place is None:
        report.skip("viscosity model", stated.source,
                    "the followed case's solver reads no model of this kind (no transportModel, "
                    "laminar viscosityModel or laminarModel entry): a non-Newtonian law needs "
                    "a solver that has one" if row is not None
                    else f"no catalog row for {law.model}")
        return
    with report.parsing(root, root / place.file, "viscosity model", stated.source), \
            FoamFile(root / place.file) as file:
        previous = file.get(entry_keys(place.model_keys))
        file[entry_keys(place.model_keys)] = row.name
        report.edit(Edit("viscosity model", place.file, place.model_keys, row.name, previous,
                         stated.source, changed=str(previous) != row.name))
    for item in law.coefficients:
        relative, keys = place.coefficient(row.name, item.keyword)
        with report.parsing(root, root / relative, item.keyword, item.source), \
                FoamFile(root / relative) as file:
            old = held(dictionaries, place, row.name, item.keyword)
            if len(keys) > 1 and file.get(entry_keys(keys[:-1])) is None:
                file[entry_keys(keys[:-1])] = {}
            file[entry_keys(keys)] = item.value
            report.edit(Edit(item.keyword, relative, keys, item.value, old, item.source,
                             changed=old is None or not same(old, item.value)))
    stated_keys = {item.keyword for item in law.coefficients}
    for coefficient in row.coefficients:
        if coefficient.required and coefficient.keyword not in stated_keys \
                and held(dictionaries, place, row.name, coefficient.keyword) is None:
            report.skip(coefficient.keyword, stated.source,
                        f"{row.name} reads {coefficient.keyword} and neither the request nor "
                        "the followed case gives one")
