"""Stated settings of the run's numerics into ``system/``: correctors, relaxation factors,
tolerances, linear solvers, time and convection schemes (``foam_agent.agents.spec.numerics``).

Why the place is not decided here: the audit must check the same entry, so both ask
``foam_agent.foamcase.case.numerics`` where the followed case keeps the setting. A setting whose
place the case does not settle is a skip with the reason, never a guess. A convection scheme
stated without ``bounded`` on an entry the case bounds (a steady case's ``bounded Gauss``) keeps
``bounded``: the stated scheme is the interpolation, the bounding is the steady solver's need.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.numerics import NumericSetting
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.numerics import place_setting
from foam_agent.foamcase.case.values import same


def _value(setting: NumericSetting, previous: Any) -> Any:
    """The value as foamlib writes it; a method's name with its coefficients as tokens."""
    value = setting.value
    if not isinstance(value, str):
        return value
    if setting.keyword == "div" and not value.startswith("bounded") \
            and isinstance(previous, tuple) and previous[:1] == ("bounded",):
        value = f"bounded {value}"
    parsed: Any = FoamFile.loads(f"x {value};")
    return parsed["x"] if " " in value else value


def _get(file: FoamFile, keys: tuple[str, ...]) -> Any:
    try:
        return file.get(entry_keys(keys))
    except (KeyError, TypeError):
        return None


def edit_system_settings(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated numerics setting where the case keeps it (see the module)."""
    if not requirements.numerics:
        return
    for setting in requirements.numerics:
        placing = place_setting(setting.keyword, setting.target, setting.section, root)
        if not placing.locations:
            report.skip(setting.keyword, setting.source, placing.reason,
                        what=setting.describe())
            continue
        for location in placing.locations:
            path = root / location.file
            with report.parsing(root, path, setting.keyword, setting.source), \
                    FoamFile(path) as file:
                previous = _get(file, location.keys)
                value = _value(setting, previous)
                unchanged = previous is not None and same(previous, value)
                if not unchanged:
                    keys = location.keys
                    for depth in range(1, len(keys)):
                        if _get(file, keys[:depth]) is None:
                            file[entry_keys(keys[:depth])] = {}
                    file[entry_keys(keys)] = value
                report.edit(Edit(setting.keyword, location.file, location.keys, value,
                                 previous, setting.source, changed=not unchanged))
