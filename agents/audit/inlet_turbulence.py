"""Audit rows of a stated inlet turbulence: the turbulence fields' initial values against the
catalog's estimates from the stated intensity and length scale.

Why the audit's own inputs: the estimates need a speed, an intensity and a length scale. Taking
them from the author would let a wrong speed pass on both sides, so the audit gathers them
itself: the intensity and length scale as the request states them, the speed as the largest
the request states on a boundary, else the largest the case prescribes on an inlet (else on a
wall: a moving lid), read through the catalog's patch roles. Only what the request determines
is checked: a stated intensity alone fixes k (and the transition model's fields), a length
scale the fields it scales (epsilon, omega, nuTilda). A length scale without an intensity is
checked against the turbulent velocity U I = sqrt(2 k / 3) the case's own k gives, since the
request leaves the intensity open.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.files import field_files, mesh_patches
from foam_agent.foamcase.case.values import number_of, show, vector_of
from foam_agent.foamcase.catalog import ESTIMATED_FIELDS, FIELDS, InletState, patch_roles


@dataclass(frozen=True)
class _Speed:
    """The inlet speed the estimates use, and where the audit found it."""

    value: float
    origin: str


def _magnitude(value: Any) -> float | None:
    vector = vector_of(value)
    return math.sqrt(sum(c * c for c in vector)) if vector is not None else number_of(value)


def _stated_speed(requirements: Requirements) -> _Speed | None:
    """The largest speed the request states on a boundary."""
    speeds = [(abs(size), item.source) for item in requirements.boundary_values
              if item.field == "U" and item.boundary != (INTERNAL,)
              and (size := _magnitude(item.value)) is not None]
    best = max(speeds, default=None, key=lambda pair: pair[0])
    return _Speed(best[0], f"stated: '{best[1]}'") if best and best[0] > 0 else None


def _boundary(root: Path, name: str) -> Mapping[str, Any]:
    """The boundary entries (patch → entry) of field ``name`` at the start time."""
    for path in field_files(root, name):
        try:
            field = FoamFieldFile(path)
            return {patch: entry for patch, entry in field.boundary_field.items()
                    if isinstance(patch, str)}
        except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
            continue
    return {}


def _case_speed(root: Path) -> _Speed | None:
    """The largest uniform speed the case prescribes on an inlet, else on a wall."""
    velocity = _boundary(root, "U")
    types = {patch: str(entry.get("type")) for patch, entry in velocity.items()
             if isinstance(entry, Mapping)}
    roles = patch_roles(mesh_patches(root), types)
    for role in ("inlet", "wall"):
        speeds = [(size, patch) for patch, entry in velocity.items()
                  if roles.get(patch) == role and isinstance(entry, Mapping)
                  and (size := _magnitude(entry.get("value")))]
        if speeds:
            size, patch = max(speeds)
            return _Speed(size, f"|U| on {role} '{patch}' of the case")
    return None


def _internal(root: Path, name: str) -> tuple[str, Any] | None:
    """(file, internalField) of field ``name``, or None when the case has no such field."""
    for path in field_files(root, name):
        try:
            return path.relative_to(root).as_posix(), FoamFieldFile(path).internal_field
        except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
            continue
    return None


def _formula(text: str) -> str:
    """A catalog formula without its numbers ("k = 1.5 (U I)^2"): the audit says its own."""
    return text.split(" with ")[0]


def inlet_turbulence_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per estimated turbulence field the case has and the request determines."""
    intensity, length = requirements.intensity, requirements.length_scale
    given = [item for item in (intensity, length) if item is not None]
    if not given:
        return []
    phrase = "; ".join(item.source for item in given)
    speed = _stated_speed(requirements) or _case_speed(root)
    checked = [name for name in ESTIMATED_FIELDS
               if FIELDS[name].length_scaled == (length is not None)
               or (intensity is not None and length is not None)]
    notes: list[str] = []
    if intensity is not None:
        if speed is None:
            return [AuditRow(requirement="inlet turbulence", phrase=phrase, expected="-",
                             met=False, note="neither the request nor the case gives an inlet "
                                             "speed for the estimates")]
        state_speed, state_intensity = speed.value, float(intensity.value)
        notes += [f"U = {speed.value:g} m/s ({speed.origin})", f"I = {intensity.value:g} "
                  "(stated)"]
    else:
        k = _internal(root, "k")
        turbulent = math.sqrt(2 * k_value / 3) if k is not None and (
            k_value := number_of(k[1])) is not None and k_value > 0 else None
        if turbulent is None:
            return [AuditRow(requirement="inlet turbulence", phrase=phrase, expected="-",
                             met=False, note="no intensity is stated and the case has no k "
                                             "to give the turbulent velocity U I")]
        state_speed, state_intensity = 1.0, turbulent
        notes.append(f"U I = sqrt(2 k / 3) = {turbulent:.6g} m/s from the case's k "
                     "(no intensity stated)")
    if length is not None:
        notes.append(f"L = {length.value:g} m (stated)")
    state = InletState(state_speed, state_intensity,
                       float(length.value) if length is not None else math.nan)
    rows: list[AuditRow] = []
    for name in checked:
        located = _internal(root, name)
        estimate = FIELDS[name].estimate
        if located is None or estimate is None:
            continue
        expected = estimate(state)
        file, value = located
        rows.append(AuditRow(requirement=f"{name} from the inlet turbulence", phrase=phrase,
                             expected=f"{expected.value:.6g}", file=file, entry="internalField",
                             found=show(value), met=close(number_of(value), expected.value),
                             note="; ".join([_formula(expected.formula), *notes])))
    return rows or [AuditRow(requirement="inlet turbulence", phrase=phrase, expected="-",
                             met=False, note="the case has none of " + ", ".join(checked))]
