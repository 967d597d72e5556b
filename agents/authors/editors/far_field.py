"""A stated free-stream value also goes to the far-field entries that held the value it
replaced: prism's supersonicFreestream ``TInf`` follows a stated inlet temperature, a
waveTransmissive outlet's ``fieldInf`` follows a stated initial pressure.

Why: the case writes the free stream's state at the inlet and again at its far field
(``foam_agent.foamcase.case.far_field``); changing the first alone relaxed the boundary to the
tutorial's state. The tie is the case's own: a far-field entry follows a stated edit only
where it held the very value that edit replaced (the same number the case wrote twice), and
only once no initial field or fixed value of that field still holds the old value (a stated
initial pressure with the inlet's left as it was says no new free stream), unless the stated
value is the far-field patch's own (an outlet's pressure, on its waveTransmissive condition);
a far field the case set apart keeps its value. Each follow-up is reported as following the
stated edit, so the plan says why it changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.far_field import FarFieldEntry, far_field_entries
from foam_agent.foamcase.case.files import FIELD_DIRS, entries_of, field_files
from foam_agent.foamcase.case.paired import FIXED_TYPES as _FIXED_TYPES
from foam_agent.foamcase.case.values import same, with_number

#: The entries of a field file whose stated value is the free stream's state: the initial
#: field and a patch's fixed value.
_STATE_KEYS = frozenset({"internalField", "value"})


def _stated_field(edit: Edit) -> str | None:
    """The field a stated edit set the free-stream state of, or None (another entry)."""
    parts = edit.file.split("/")
    if edit.follows or not edit.changed or len(parts) != 2 or parts[0] not in FIELD_DIRS:
        return None
    return parts[1].removesuffix(".orig") if edit.keys[-1] in _STATE_KEYS else None


def _own(edit: Edit, entry: FarFieldEntry) -> bool:
    """Whether ``edit`` stated the value of the very patch and field ``entry`` is on (a
    non-reflecting outlet's pressure: its ``fieldInf`` is that value's far field)."""
    return edit.patch == entry.patch and \
        Path(edit.file).name.removesuffix(".orig") == entry.path.name.removesuffix(".orig")


def _still_held(root: Path, field: str, old: Any) -> bool:
    """Whether the initial field or a patch's fixed value of ``field`` still holds ``old``."""
    for path in field_files(root, field):
        entries = entries_of(path)
        if entries is None:
            continue
        boundary = entries.get("boundaryField")
        held = [entries.get("internalField"), *(
            entry.get("value") for entry in (boundary.values() if isinstance(boundary, Mapping)
                                             else ()) if isinstance(entry, Mapping)
            and entry.get("type") in _FIXED_TYPES)]
        if any(value is not None and same(value, old) for value in held):
            return True
    return False


def edit_far_field(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated free-stream value at the far-field entries holding what it
    replaced."""
    del requirements  # the edits made so far say everything needed
    stated = [(field, edit) for edit in report.edits
              if (field := _stated_field(edit)) is not None and edit.old is not None]
    if not stated:
        return
    for entry in list(far_field_entries(root)):
        edit = next((edit for field, edit in stated if field == entry.field
                     and same(entry.value, edit.old) and not same(entry.value, edit.new)
                     and (_own(edit, entry) or not _still_held(root, field, edit.old))),
                    None)
        if edit is None:
            continue
        relative = entry.path.relative_to(root).as_posix()
        keys = ("boundaryField", entry.patch, entry.key)
        with report.parsing(root, entry.path, entry.key, edit.reason), \
                FoamFile(entry.path) as file:
            previous = file[keys]
            file[keys] = with_number(previous, edit.new)
        report.edit(Edit(entry.key, relative, keys, edit.new, previous,
                         f"the far field's {entry.key} held the value {edit.file}:"
                         f"{'/'.join(edit.keys)} had: it follows the stated one",
                         follows=True, patch=entry.patch))
