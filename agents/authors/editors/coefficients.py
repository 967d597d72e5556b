"""The stated described coefficients written in every entry of their row the followed case
has (``foamcase.case.coefficients``): every injection model's total mass, every wave-maker
patch's period, each region's solar calculator.

Why every entry: a request says "inject 200 g in total" of the injection, not of one of the
case's models; a case with two injection models of one cloud is asked the same of both. An
entry the case lacks is not added: it would be another model's setting.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.coefficients import coefficient_places
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.numbers import Number
from foam_agent.foamcase.case.values import same, with_number


def edit_coefficients(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated coefficient at every entry of its row; say why not where the case
    has none."""
    for stated in requirements.coefficients:
        places = coefficient_places(root, stated.row, stated.places)
        if not places:
            report.skip(stated.row.keyword, stated.source, stated.absent())
            continue
        for place in places:
            path = root / place.file
            value = _as_written(stated.value, place.value)
            unchanged = same(place.value, value)
            with report.parsing(root, path, stated.row.keyword, stated.source), \
                    FoamFile(path) as file:
                if not unchanged:
                    file[entry_keys(place.keys)] = with_number(place.value, value)
                report.edit(Edit(stated.row.keyword, place.file, place.keys, value,
                                 place.value, stated.source, changed=not unchanged))


def _as_written(value: float, previous: object) -> Number:
    """The value as a whole number where the entry holds one (a paddle count, a day)."""
    whole = isinstance(previous, int) and not isinstance(previous, bool)
    return int(value) if value.is_integer() and whole else value
