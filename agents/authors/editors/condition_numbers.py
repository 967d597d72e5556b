"""A scalar keyword stated by the case's own name that only a boundary condition holds:
"waveHeight 0.05 m, wavePeriod 1.6 s, initialDepth 0.3 m, rampTime 3 s" for waveMakerFlap,
whose ``waveMaker`` keeps them in 0/pointDisplacement's ``leftwall`` entry.

Why apart from the property editor: a property lives in a ``constant`` dictionary, and a
keyword none of them keeps had ended "the case has no 'waveHeight' entry" although the case
holds one. The value goes to the one boundary entry holding that number (both copies, ``0``
and ``0.orig``); several patches holding it, or a phase named, is left to the property
editor's refusal.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.condition_parameters import number_place
from foam_agent.foamcase.case.values import same, with_number


def edit_condition_number(root: Path, item: PropertyValue, texts: Mapping[str, str],
                          report: EditReport) -> bool:
    """Write ``item`` at the one boundary entry holding its number; False when there is
    none (nothing written, nothing reported)."""
    if item.phase is not None:
        return False
    held = number_place(root, item.name, texts)
    for entry in held:
        relative = entry.path.relative_to(root).as_posix()
        keys = ("boundaryField", entry.patch, item.name)
        with report.parsing(root, entry.path, item.name, item.source), \
                FoamFile(entry.path) as file:
            previous = file[keys]
            unchanged = same(previous, item.value)
            if not unchanged:
                file[keys] = with_number(previous, item.value)
        report.edit(Edit(item.name, relative, keys, item.value, previous, item.source,
                         changed=not unchanged, patch=entry.patch))
    return bool(held)
