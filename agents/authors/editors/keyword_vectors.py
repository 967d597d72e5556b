"""Vector keywords of the case's ``constant`` dictionaries ("Ubar = (5 0 0) m/s") written
where the case keeps them.

Why apart from the property editor: a property is one number, which the viscosity models,
derivations and phase rules reason about; a vector keyword is only ever replaced whole, in the
form the case wrote it (its dimensions and name kept). A keyword no constant dictionary keeps
may be a boundary condition's parameter ("UInf (2 0 0)"): it is written at the one place a
condition holds it.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.macro_definitions import edit_defined
from foam_agent.agents.authors.editors.property_entry import (
    parsed_properties,
    property_texts,
    same_value_copies,
    single_entry,
)
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.condition_parameters import parameter_entries, places
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.locations import Location, locate
from foam_agent.foamcase.case.values import foam_vector, number_of, same, with_number


def edit_keyword_vectors(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Replace each stated vector keyword at the one entry the case keeps it in; say why not
    where it keeps none, or several (a phase not named)."""
    if not requirements.vectors:
        return
    texts = property_texts(root)
    parsed = parsed_properties(root)
    for item in requirements.vectors:
        found = locate(item.name, texts)
        if not found and len(places(held := parameter_entries(root, item.name))) == 1:
            _edit_parameter(root, held[0].patch, [entry.path for entry in held], item.name,
                            foam_vector(item.value), item.source, report)
            continue
        if not found and edit_defined(root, item.name, item.value, item.source, report):
            continue
        location = single_entry(item.name, texts)
        if isinstance(location, str):
            report.skip(item.name, item.source, location)
            continue
        value = foam_vector(item.value)
        _write(root, location, item.name, value, item.source, report)
        for copy in same_value_copies(root, parsed, item.name, location):
            _write(root, copy, item.name, value, item.source, report)


def _write(root: Path, location: Location, name: str, value: list[float], source: str,
           report: EditReport) -> None:
    """Replace the vector at ``location``, keeping its form."""
    path = root / location.file
    with report.parsing(root, path, name, source), FoamFile(path) as file:
        keys = entry_keys(location.keys)
        previous = file[keys]
        if number_of(previous) is not None:
            # A vector stated for an entry holding one number would leave a file the
            # solver cannot read: the entry's shape decides, not the words.
            report.skip(name, source, f"{location.file}:{'/'.join(location.keys)} holds one "
                                      "number: the stated vector is not written")
            return
        unchanged = same(previous, value)
        if not unchanged:
            file[keys] = with_number(previous, value)  # type: ignore[arg-type]  # a vector keeps the form too
    report.edit(Edit(name, location.file, tuple(location.keys), value, previous, source,
                     changed=not unchanged))


def _edit_parameter(root: Path, patch: str, paths: list[Path], name: str, value: list[float],
                    source: str, report: EditReport) -> None:
    """Write a condition's parameter on ``patch`` of each copy of its field file."""
    for path in paths:
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, name, source), FoamFile(path) as file:
            keys = ("boundaryField", patch, name)
            previous = file[keys]
            unchanged = same(previous, value)
            if not unchanged:
                file[keys] = with_number(previous, value)  # type: ignore[arg-type]  # a vector keeps the form too
        report.edit(Edit(name, relative, keys, value, previous, source, changed=not unchanged,
                         patch=patch))
