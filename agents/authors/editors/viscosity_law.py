"""Write a stated non-Newtonian viscosity law: the model and its coefficients dictionary.

Why its own editor: the model switch decides where every coefficient lives
(``BirdCarreauCoeffs/nu0``, not the ``CrossPowerLawCoeffs/nu0`` the followed case runs), and a
model the followed case does not list needs its coefficients dictionary made. The rows of
``foam_agent.foamcase.catalog.viscosity_models`` say which coefficients the model reads; a
required one the request does not give and the case does not hold is reported, since the
solver would stop on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Stated, ViscosityLaw
from foam_agent.foamcase.catalog.viscosity_models import viscosity_model

#: Where a case names its viscosity model: ESI's ``transportModel`` in transportProperties,
#: Foundation's ``viscosityModel`` in physicalProperties.
MODEL_ENTRIES = (("constant/transportProperties", "transportModel"),
                 ("constant/physicalProperties", "viscosityModel"))


def apply_viscosity_law(root: Path, stated: Stated[ViscosityLaw], report: EditReport) -> None:
    """Switch the case's viscosity model to the stated law and write its coefficients."""
    law = stated.value
    row = viscosity_model(law.model)
    if row is None:
        report.skip("viscosity model", stated.source, f"no catalog row for {law.model}")
        return
    for relative, model_key in MODEL_ENTRIES:
        path = root / relative
        if not path.is_file():
            continue
        with report.parsing(root, path, "viscosity model", stated.source), \
                FoamFile(path) as file:
            if model_key not in file:
                continue
            previous = file.get(model_key)
            file[model_key] = row.name
            report.edit(Edit("viscosity model", relative, (model_key,), row.name, previous,
                             stated.source, changed=str(previous) != row.name))
            existing = file.get(row.dictionary)
            held = dict(existing) if isinstance(existing, Mapping) else {}
            for item in law.coefficients:
                old = held.get(item.keyword)
                held[item.keyword] = item.value
                report.edit(Edit(item.keyword, relative, (row.dictionary, item.keyword),
                                 item.value, old, item.source))
            file[row.dictionary] = held
            for coefficient in row.coefficients:
                if coefficient.required and coefficient.keyword not in held:
                    report.skip(coefficient.keyword, stated.source,
                                f"{row.name} reads {coefficient.keyword} and neither the "
                                f"request nor the followed case gives one")
        return
    report.skip("viscosity model", stated.source,
                "the followed case's solver reads no viscosity model (no transportModel or "
                "viscosityModel entry): a non-Newtonian law needs a solver that has one")
