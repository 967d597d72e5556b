"""The audit rows of a solid's stated loads, supports and free faces: each entry the load puts
on each face its words name (the condition's type, its traction, its pressure; a support's
fixed zero) read back from the written displacement field.

Why from the case again: the vector a load becomes depends on the face it lands on (its
outward normal) and the case's up, so the row is computed from the written case by the same
placement (``foamcase.case.solid_faces``) and the same meaning (``SolidLoad.entries``) the
editor wrote with; a load with no face, no direction or no displacement field is a row not met.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.solid_loads import SolidLoad, SolidSwitch
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entries_of, field_files, lookup, mesh_patches
from foam_agent.foamcase.case.numbers import format_number, format_vector
from foam_agent.foamcase.case.patch_areas import patch_areas
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES
from foam_agent.foamcase.case.solid_faces import load_patches, outward_normal, up_vector
from foam_agent.foamcase.case.values import number_of, show, vector_of
from foam_agent.foamcase.catalog.loads import (
    LOAD_CONDITION,
    LOAD_FIELD,
    PRESSURE,
    SUPPORT_CONDITION,
    SUPPORT_VALUE,
    SWITCHES,
    TRACTION,
)


def solid_load_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per entry each stated load (or support, or free face) puts on each face, and
    one per stated switch."""
    switches = [_switch_row(root, switch) for switch in stated.solid_switches]
    if not stated.solid_loads:
        return switches
    paths = field_files(root, LOAD_FIELD)
    if not paths:
        return switches + [
            AuditRow(requirement="load", phrase=load.source, expected=load.describe(),
                     met=False, note=f"the case has no displacement field {LOAD_FIELD}")
            for load in stated.solid_loads]
    relative = paths[0].relative_to(root).as_posix()
    boundary = lookup(entries_of(paths[0]), ("boundaryField",))
    patches = mesh_patches(root)
    up = up_vector(root)
    rows = switches
    for load in stated.solid_loads:
        names = load_patches(root, load.boundary, patches)
        if not names:
            # A face said to be free that the case does not have (the bottom edge of a full
            # plate, cut away by a quarter model's symmetry) carries no load: that holds.
            rows.append(AuditRow(requirement="load", phrase=load.source,
                                 expected=load.describe(), met=load.kind == "free",
                                 note=f"no patch of the case is the '{load.boundary[0]}' "
                                      "the words name"))
        for patch in names:
            if patches.get(patch) in CONSTRAINT_TYPES:
                rows.append(_constraint_row(load, patch, patches[patch]))
                continue
            entry = boundary.get(patch) if isinstance(boundary, Mapping) else None
            rows += _patch_rows(root, load, patch, entry if isinstance(entry, Mapping) else {},
                                relative, up)
    return rows


def _patch_rows(root: Path, load: SolidLoad, patch: str, entry: Mapping[str, Any],
                relative: str, up: tuple[float, float, float]) -> list[AuditRow]:
    where = f"boundaryField/{patch}"
    kind = entry.get("type")
    if load.kind == "support":
        held = vector_of(entry.get("value"))
        return [AuditRow(requirement=f"support on {patch}", phrase=load.source,
                         expected=f"{SUPPORT_CONDITION} {format_vector(SUPPORT_VALUE)}",
                         file=relative, entry=f"{where}/value",
                         found=f"{kind} {show(entry.get('value'))}",
                         met=kind == SUPPORT_CONDITION and held is not None
                         and all(abs(part) < 1e-12 for part in held))]
    wanted = load.entries(outward_normal(root, patch), up,
                          patch_areas(root).get(patch) if load.per_area else None,
                          vector_of(entry.get(TRACTION)))
    if isinstance(wanted, str):
        return [AuditRow(requirement=f"load on {patch}", phrase=load.source,
                         expected=load.describe(), met=False, note=wanted)]
    traction, pressure = wanted
    rows = [AuditRow(requirement=f"load condition on {patch}", phrase=load.source,
                     expected=LOAD_CONDITION, file=relative, entry=f"{where}/type",
                     found=None if kind is None else str(kind), met=kind == LOAD_CONDITION)]
    if traction is not None:
        vector = vector_of(entry.get(TRACTION))
        rows.append(AuditRow(
            requirement=f"traction on {patch}", phrase=load.source,
            expected=f"{format_vector(traction)} Pa", file=relative, entry=f"{where}/traction",
            found=None if entry.get(TRACTION) is None else show(entry.get(TRACTION)),
            met=vector is not None and all(_near(have, want)
                                           for have, want in zip(vector, traction, strict=True)),
            note=_why(load)))
    if pressure is not None:
        value = number_of(entry.get(PRESSURE))
        rows.append(AuditRow(
            requirement=f"pressure on {patch}", phrase=load.source,
            expected=f"{format_number(pressure)} Pa", file=relative, entry=f"{where}/{PRESSURE}",
            found=None if entry.get(PRESSURE) is None else show(entry.get(PRESSURE)),
            met=value is not None and _near(value, pressure), note=_why(load)))
    return rows


def _constraint_row(load: SolidLoad, patch: str, kind: str) -> AuditRow:
    """A load said of a cut of the model (a symmetry plane): none can sit there, so a load
    is not met, and a face said to be free is."""
    free = load.kind == "free"
    return AuditRow(requirement=f"load on {patch}", phrase=load.source,
                    expected=load.describe(), found=kind, met=free,
                    note=f"'{patch}' is a {kind} patch, a cut of the model that carries no "
                         "load of its own" + ("" if free else ": the load is not applied"))


def _near(have: float, want: float) -> bool:
    """Equal within the audit's tolerance; a zero only to a zero."""
    return abs(have) < 1e-9 if want == 0 else close(have, want)


def _why(load: SolidLoad) -> str:
    """How the words became the entry, when a direction was turned into a vector."""
    if load.magnitude is None or load.sense is None:
        return ""
    return {"out": "a pull: along the face's outward normal",
            "in": "a push: against the face's outward normal",
            "up": "upward: against gravity, else +y",
            "down": "downward: along gravity, else -y",
            "kept": "along the case's own traction on the face: its size is what is checked"
            }[load.sense] + (
        "; on a curved face a normal load is a pressure (a pull a negative one)"
        if load.sense in ("out", "in") else "")


def _switch_row(root: Path, switch: SolidSwitch) -> AuditRow:
    relative = SWITCHES[switch.name]
    entries = entries_of(root / relative) if (root / relative).is_file() else None
    found = entries.get(switch.name) if entries is not None else None
    return AuditRow(requirement=switch.name, phrase=switch.source,
                    expected="yes" if switch.value else "no", file=relative,
                    entry=switch.name, found=None if found is None else show(found),
                    met=isinstance(found, bool) and found == switch.value)

