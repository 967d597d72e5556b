"""The audit rows of a stated rotation: the rate (and axis, origin) read back from every
carrier the case has, by the lookup the editor writes through
(``foamcase.case.rotation``); a rotation stated where the case has no rotating thing is a
row not met.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.rotation import Rotation, opposed_senses, rate_at, said_places
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.case.numbers import format_number, format_vector
from foam_agent.foamcase.case.rotation import RotationPlace, rotation_places
from foam_agent.foamcase.case.values import show, vector_of


def rotation_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per carrier for the rate, and one each for a stated axis and origin."""
    rotation = stated.rotation
    if rotation is None:
        return []
    places = said_places(rotation, rotation_places(root))
    if not places:
        return [AuditRow(requirement="rotation", phrase=rotation.source,
                         expected=rotation.describe(), met=False,
                         note="the case has no rotating thing (MRF zone, rotating frame, "
                              "turning mesh or rotating wall): the rotation is not applied")]
    if opposed_senses(rotation, places):
        return [AuditRow(requirement="rotation", phrase=rotation.source,
                         expected=rotation.describe(), met=False,
                         note="one sense is stated, and the case's rotating zones turn in "
                              "opposite senses: which of them turns that way is not said, "
                              "so the rotation is not applied")]
    rows: list[AuditRow] = []
    for place in places:
        rows += _place_rows(rotation, place, root)
    return rows


def _place_rows(rotation: Rotation, place: RotationPlace, root: Path) -> list[AuditRow]:
    rows: list[AuditRow] = []
    unit = place.carrier.unit.replace(" ", "")
    rate = rate_at(rotation, place)
    if rate is not None:
        stated = rotation.rate if place.carrier.motion == "steady" else rate
        sense = "" if rotation.sense is not None else "; the case's own sense kept"
        rows.append(AuditRow(
            requirement=f"rotation rate ({place.carrier.name})", phrase=rotation.source,
            expected=f"{format_number(rate)} {unit}", file=place.file,
            entry="/".join(place.keys), found=f"{format_number(place.value)}",
            met=close(place.value, rate),
            note=f"{stated:.6g} rad/s in the carrier's unit ({unit}){sense}"))
    entries = entries_of(root / place.file)
    steady = place.carrier.motion == "steady"
    angles = rotation.rocking.angles(place.amplitude) \
        if rotation.rocking is not None and place.amplitude_keys else None
    for name, keys, wanted in (("axis", place.axis_keys, rotation.axis if steady else None),
                               ("origin", place.origin_keys,
                                rotation.origin if steady else None),
                               ("amplitude (degrees)", place.amplitude_keys, angles)):
        if wanted is None:
            continue
        value = lookup(entries, keys)
        vector = vector_of(value)
        rows.append(AuditRow(
            requirement=f"rotation {name} ({place.carrier.name})", phrase=rotation.source,
            expected=format_vector(wanted), file=place.file, entry="/".join(keys),
            found=None if value is None else show(value),
            met=vector is not None and all(close(have, want) for have, want in
                                           zip(vector, wanted, strict=True))))
    return rows
