"""The audit rows of the frame a stated velocity is taken in: a condition that takes its
velocity in the absolute frame under one setting of a switch only (the catalog's
``ABSOLUTE_FRAME_SWITCHES``: SRFVelocity's ``relative``) must hold that setting where a stated
velocity sits in it.

Why a row of its own: the value row compares the stated vector with ``inletValue`` and is met
under either setting, yet under ``relative yes`` the rotating-frame solver takes it as the
velocity relative to the turning frame, so the inflow it runs with is off by Omega x r.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.audit.placement import field_names
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups
from foam_agent.foamcase.case.files import field_files, mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.catalog.conditions import ABSOLUTE_FRAME_SWITCHES


def frame_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated velocity on a patch whose condition has a frame switch."""
    velocities = [item for item in stated.boundary_values
                  if item.field == "U" and item.boundary != (INTERNAL,)]
    if not velocities:
        return []
    patches = mesh_patches(root)
    rows: list[AuditRow] = []
    for item in velocities:
        for patch in resolve(item.boundary, patches):
            rows += _patch_rows(root, patch, patches.get(patch), item.source)
    return rows


def _patch_rows(root: Path, patch: str, mesh_type: str | None, source: str) -> list[AuditRow]:
    rows: list[AuditRow] = []
    for name in field_names("U"):
        for path in field_files(root, name):
            try:
                entries = FoamFieldFile(path).boundary_field
                key = condition_key(list(entries), patch, patch_groups(mesh_type))
                entry = entries[key] if key is not None else None
            except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
                continue
            if not isinstance(entry, Mapping):
                continue
            kind = entry.get("type")
            switch = ABSOLUTE_FRAME_SWITCHES.get(kind) if isinstance(kind, str) else None
            if switch is None:
                continue
            switch_name, setting = switch
            held = entry.get(switch_name)
            rows.append(AuditRow(
                requirement=f"frame of U on {patch}", phrase=source,
                expected=f"{switch_name} {'yes' if setting else 'no'} (the stated velocity is "
                         "absolute)",
                file=path.relative_to(root).as_posix(),
                entry=f"boundaryField/{key}/{switch_name}",
                found=None if held is None else ("yes" if held else "no"),
                met=held is setting,
                note="" if held is setting else
                f"{kind} takes its value as the velocity relative to the turning frame"))
    return rows
