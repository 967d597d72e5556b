"""A stated value whose entries read a macro variable goes into the variable's definition.

Why: aerofoilNACA0012 writes ``Uinlet (250 0 0);`` once and reads it as ``uniform $Uinlet`` in
the internal field and the freestream condition; nacaAirfoil and weirOverflow keep theirs in
``0/include/initialConditions``. The editors write a stated value at the entries it is for,
which replaced each ``$Uinlet`` with a number and left the definition saying 250: the case
ran right but read wrong, and a later edit of the variable changed nothing. When every entry
reading the variable was given the same value, the value is written once, in the definition,
and the entries read it again; when some reader of the variable was not given it (the
internal field of an inlet value), the entries keep their numbers and the definition its own,
so nothing unstated changes.

A value stated by the defined name itself ("Uref 12 m/s", "kInlet 0.05") has no entry of
that name to be written at first: :func:`edit_defined` writes it at the definition
(``foam_agent.foamcase.case.definitions``), the one place the case keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.definitions import definition
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.macros import defining_file, macro_name, references
from foam_agent.foamcase.case.numbers import Number
from foam_agent.foamcase.case.values import along, foam_vector, of_uniform, same, with_number

#: A field file's own entries: a variable of that name is what the solver reads, never a
#: value that only stands for others.
_FIELD_ENTRIES = frozenset({"FoamFile", "dimensions", "internalField", "boundaryField"})


def _read_macro(old: Any) -> str | None:
    """The variable an entry read before it was edited (``$Uinlet``, ``uniform $Uinlet``)."""
    return macro_name(of_uniform(old))


def write_definitions(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Move each value stated for every reader of one variable into its definition."""
    del requirements  # the edits made so far say everything needed
    groups: dict[tuple[Path, str], list[Edit]] = {}
    for edit in report.edits:
        name = _read_macro(edit.old) if edit.changed else None
        if name is None or name in _FIELD_ENTRIES:
            continue
        defined = defining_file(root / edit.file, name)
        if defined is not None and root.resolve() in defined.resolve().parents:
            groups.setdefault((defined.resolve(), name), []).append(edit)
    for (defined, name), edits in groups.items():
        _write_definition(root, defined, name, edits, report)


def _write_definition(root: Path, defined: Path, name: str, edits: list[Edit],
                      report: EditReport) -> None:
    """Write ``name``'s definition and let the edited entries read it again, when they all
    hold one value and no entry under the definition's time folder still reads the old one."""
    value = edits[0].new
    folder = root.resolve() / defined.relative_to(root.resolve()).parts[0]
    if not all(same(edit.new, value) for edit in edits) or references(folder, name):
        return
    relative = defined.relative_to(root.resolve()).as_posix()
    with report.parsing(root, defined, name, edits[0].reason), FoamFile(defined) as file:
        previous = file[name]
        file[name] = with_number(previous, value)
    for edit in edits:
        path = root / edit.file
        with report.parsing(root, path, name, edit.reason), FoamFile(path) as file:
            file[entry_keys(edit.keys)] = edit.old
    readers = ", ".join(f"{edit.file}:{'/'.join(edit.keys)}" for edit in edits)
    report.edit(Edit(name, relative, (name,), value, previous,
                     f"{edits[0].reason} (the variable ${name} that {readers} read)",
                     follows=True))


def edit_defined(root: Path, name: str, value: Number | Sequence[float], source: str,
                 report: EditReport, dimensions: tuple[float, ...] | None = None) -> bool:
    """Write a value stated by a name the case defines once and reads elsewhere (``Uref`` of
    ``include/ABLConditions``, ``kInlet`` above 0/k's entries) at its definition, in the form
    the definition has (``uniform`` kept; a speed along a velocity variable's direction);
    False when the case defines no such name (nothing written, nothing reported).

    ``dimensions``: those of the quantity the value was read as, if any; a definition read by
    a field of other dimensions is refused, with why (reported, True)."""
    found = definition(root, name)
    if found is None:
        return False
    relative = found.paths[0].relative_to(root.resolve()).as_posix()
    if dimensions is not None and found.dimensions is not None \
            and tuple(dimensions) != found.dimensions:
        report.skip(name, source, f"{relative} defines {name} for a field of dimensions "
                                  f"{list(found.dimensions)}: not written there")
        return True
    for path in found.paths:
        relative = path.relative_to(root.resolve()).as_posix()
        uniform = re.search(rf"^\s*{re.escape(name)}\s+uniform\b",
                            path.read_text(encoding="utf-8", errors="replace"),
                            re.MULTILINE) is not None
        with report.parsing(root, path, name, source), FoamFile(path) as file:
            previous = file[name]
            shaped: Any = along(previous, value) if not isinstance(value, Sequence) \
                else foam_vector(value)
            unchanged = same(previous, shaped)
            if not unchanged:
                file[name] = ("uniform", shaped) if uniform else with_number(previous, shaped)
        report.edit(Edit(name, relative, (name,), shaped, previous,
                         f"{source} (defined in {found.file}, read where the case uses "
                         f"{name})", changed=not unchanged))
    return True
