"""The stated rotation written in every entry the followed case keeps one in: an MRF zone's
``omega``, a rotating frame's ``rpm``, a turning mesh's ``omega``, a turning wall's (the
carriers of ``foamcase.catalog.rotation``), each in its own unit, with the axis and origin
when stated.

Why every carrier: a turning mesh and the walls on it turn together (mixerVesselAMI keeps
the same -5 rad/s in both); writing one would shear the rotor's walls against its cells.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.rotation import opposed_senses, rate_at, said_places
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys, lookup
from foam_agent.foamcase.case.rotation import rotation_places
from foam_agent.foamcase.case.values import foam_vector, same, with_number

NO_CARRIER = ("the case has no rotating thing (MRF zone, rotating frame, turning mesh or "
              "rotating wall) to turn at it")
OPPOSED = ("one sense is stated, and the case's rotating zones turn in opposite senses: which "
           "of them turns that way is not said")


def edit_rotation(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write the stated rate (and axis, origin) at each carrier the case has; say why not
    when it has none."""
    rotation = requirements.rotation
    if rotation is None:
        return
    places = said_places(rotation, rotation_places(root))
    if not places:
        report.skip("rotation", rotation.source, NO_CARRIER)
        return
    if opposed_senses(rotation, places):
        report.skip("rotation", rotation.source, OPPOSED)
        return
    for place in places:
        path = root / place.file
        wanted: list[tuple[str, tuple[str, ...], object]] = []
        rate = rate_at(rotation, place)
        if rate is not None:
            wanted.append((place.keys[-1], place.keys, rate))
        steady = place.carrier.motion == "steady"
        if rotation.axis is not None and steady:
            wanted.append(("axis", place.axis_keys, foam_vector(rotation.axis)))
        if rotation.origin is not None and steady:
            wanted.append(("origin", place.origin_keys, foam_vector(rotation.origin)))
        angles = rotation.rocking.angles(place.amplitude) \
            if rotation.rocking is not None and place.amplitude_keys else None
        if angles is not None:
            wanted.append(("amplitude", place.amplitude_keys, foam_vector(angles)))
        if not wanted:
            continue
        with report.parsing(root, path, "rotation", rotation.source), FoamFile(path) as file:
            for quantity, keys, value in wanted:
                previous = lookup(file.as_dict(), keys)
                unchanged = previous is not None and same(previous, value)
                if not unchanged:
                    file[entry_keys(keys)] = (value if previous is None or isinstance(value, list)  # type: ignore[assignment]
                                              else with_number(previous, value))  # type: ignore[arg-type]
                report.edit(Edit(quantity, place.file, keys, value, previous,
                                 rotation.source, changed=not unchanged))
