"""Where a stated topoSet box goes: the action of ``system/topoSetDict`` that selects with the
same source, named as the request names it (or the only such action).

Why one function for the editor and the audit: both must pick the same action, or the audit
would read a box the editor never wrote.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foam_agent.agents.spec.region_value import SetBox
from foam_agent.foamcase.case.files import entries_of

TOPO_SET = "system/topoSetDict"


def box_keys(action: Mapping[str, Any]) -> tuple[str, ...]:
    """The keys of an action's box: ``box`` (v1912's own form) or ``sourceInfo/box``."""
    info = action.get("sourceInfo")
    return ("sourceInfo", "box") if isinstance(info, Mapping) and "box" in info else ("box",)


def box_action(root: Path, box: SetBox) -> tuple[int, Mapping[str, Any]] | str:
    """The index and body of the action ``box`` replaces, or why there is none."""
    entries: Any = entries_of(root / TOPO_SET)
    if entries is None:
        return "the case has no system/topoSetDict to set a selection box in"
    actions = entries.get("actions")
    found = [(index, action) for index, action in enumerate(
        actions if isinstance(actions, list) else [])
        if isinstance(action, Mapping) and action.get("source") == box.selector]
    if box.name is not None:
        named = [item for item in found if item[1].get("name") == box.name]
        if named:
            found = named
    if len(found) != 1:
        return (f"the case's topoSetDict has no {box.selector} action" if not found else
                f"the case's topoSetDict has {len(found)} {box.selector} actions"
                + ("" if box.name else ": name the set the box is for"))
    return found[0]
