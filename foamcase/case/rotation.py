"""The entries a case keeps its rotation rate in (``foamcase.catalog.rotation``), found in
the case's own files: where the editor writes a stated rate and the audit reads it back.

Why one lookup for both: the audit must read exactly the entries the editor wrote, and a
carrier the case lacks is no place to write (an MRF rate has nothing to turn in a case
without an MRF zone).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog.rotation import CARRIERS, RotationCarrier


@dataclass(frozen=True)
class RotationPlace:
    """One carrier's entry in a case.

    Attributes:
        carrier: The catalog's row.
        file: The file, relative to the case.
        keys: The rate's entry, its ``*`` replaced by the case's name.
        value: The rate there, in the carrier's unit.
        axis_keys: The axis's entry beside it.
        origin_keys: The origin's entry beside it.
        axis: The case's axis there, when it has one.
        amplitude_keys: A rocking carrier's angles entry beside it, else ().
        amplitude: The case's angles there (degrees about x, y, z), when it has them.
    """

    carrier: RotationCarrier
    file: str
    keys: tuple[str, ...]
    value: float
    axis_keys: tuple[str, ...]
    origin_keys: tuple[str, ...]
    axis: Vector | None
    amplitude_keys: tuple[str, ...] = ()
    amplitude: Vector | None = None


def _expanded(entries: Mapping[Any, Any], keys: tuple[str, ...]
              ) -> list[tuple[tuple[str, ...], str | None]]:
    """``keys`` with their ``*`` replaced by each dictionary name ``entries`` has there, with
    the name taken (None when there is no ``*``)."""
    if "*" not in keys:
        return [(keys, None)]
    at = keys.index("*")
    outer = lookup(entries, keys[:at]) if at else entries
    if not isinstance(outer, Mapping):
        return []
    return [((*keys[:at], str(name), *keys[at + 1:]), str(name)) for name, value in
            outer.items() if isinstance(name, str) and isinstance(value, Mapping)]


def _named(keys: tuple[str, ...], name: str | None) -> tuple[str, ...]:
    return tuple(name if key == "*" and name is not None else key for key in keys)


def _rate(value: Any) -> float | None:
    """A rate entry's number: plain, dimensioned, or a constant Function1 (``constant 13.2``,
    climbingRod's rod)."""
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "constant":
        return number_of(value[1])
    return number_of(value)


def rotation_places(root: Path) -> list[RotationPlace]:
    """Every carrier entry the case under ``root`` has, in the catalog's order; those at rest
    (a rate of 0) only when nothing in the case turns, since a still wall beside a turning
    rotor must stay still."""
    places = _places(root)
    # A single rocking motion's ``oscillatingRotatingMotionCoeffs/omega`` also fits the
    # steady rows' ``*/omega``: the rocking row names it.
    rocking = {(place.file, place.keys) for place in places
               if place.carrier.motion == "rocking"}
    places = [place for place in places if place.carrier.motion == "rocking"
              or (place.file, place.keys) not in rocking]
    turning = [place for place in places if place.value != 0]
    return turning or places


def _places(root: Path) -> list[RotationPlace]:
    places: list[RotationPlace] = []
    for carrier in CARRIERS:
        for pattern in carrier.files:
            for path in sorted(root.glob(pattern)):
                entries = entries_of(path)
                if entries is None:
                    continue
                for keys, name in _expanded(entries, carrier.keys):
                    value = _rate(lookup(entries, keys))
                    if value is None:
                        continue
                    if carrier.patch_type is not None and lookup(
                            entries, (*keys[:-1], "type")) != carrier.patch_type:
                        continue
                    axis_keys = _named(carrier.axis, name)
                    amplitude_keys = _named(carrier.amplitude, name)
                    places.append(RotationPlace(
                        carrier, path.relative_to(root).as_posix(), keys, value, axis_keys,
                        _named(carrier.origin, name),
                        vector_of(lookup(entries, axis_keys)) if axis_keys else None,
                        amplitude_keys,
                        vector_of(lookup(entries, amplitude_keys)) if amplitude_keys else None))
    return places
