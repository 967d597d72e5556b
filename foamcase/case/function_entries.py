"""Where a case keeps its functions of time: every dictionary of a ``0/`` field file's
``boundaryField`` or of ``system/controlDict``'s ``functions`` whose ``type`` is a Function1 of
``foamcase.catalog.functions`` (oscillatingBox's ``floatingObject/normalVelocity/uniformValue/
value`` is a ``sine``), or that is the ``<name>Coeffs`` of an entry naming one
(sineWaveDamping's ``inlet/uniformValue sine;`` with ``uniformValueCoeffs``, the ``scale sine;``
of discInReversedVortexFlow's ``setVelocity`` function object).

Why here: the editor writes a stated amplitude, frequency or ramp duration into such a
dictionary and the audit reads it back; both must find the same one, with the dimensions of
the field it gives values of (an amplitude of a velocity is in m/s).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import all_field_files, entries_of
from foam_agent.foamcase.case.values import foam_vector, number_of, vector_of
from foam_agent.foamcase.catalog.functions import (
    Coefficient,
    Function,
    function,
    motion,
    moving_condition,
)

Dimensions = tuple[float, float, float, float, float, float, float]
#: The dictionary of a moving mesh's solid-body motion functions.
MESH_MOTION = "constant/dynamicMeshDict"


@dataclass(frozen=True)
class FunctionEntry:
    """One function of time in a case.

    Attributes:
        file: The field file or controlDict, relative to the case (``0/U``).
        keys: The dictionary's keys from the file's top (``boundaryField``, ``floatingObject``,
            ``normalVelocity``, ``uniformValue``, ``value``; ``functions``, ``setVelocity``,
            ``scaleCoeffs``).
        row: Its catalog row.
        entries: Its entries as written.
        dimensions: The field's dimensions (the function gives values of that field), when the
            file states them (a function object's function has none).
        scale: The length of the ``scale`` vector the function's value is multiplied by (the
            sine's ``(0 1 0)``, ``constant 50`` Pa), 1 when it has none.
    """

    file: str
    keys: tuple[str, ...]
    row: Function
    entries: Mapping[str, Any]
    dimensions: Dimensions | None
    scale: float

    @property
    def patch(self) -> str:
        """The patch whose condition holds it (the function object's name in controlDict;
        for a mesh motion, the sub-motion of a ``multiMotion`` or the zone it moves, else
        "mesh motion" for the one motion of the whole dictionary)."""
        if self.file != MESH_MOTION:
            return self.keys[1]
        moving = [key for key in self.keys if not key.endswith("Coeffs")]
        return moving[-1] if moving else "mesh motion"

    def coefficient(self, keyword: str) -> Coefficient | None:
        """The coefficient a stated ``keyword`` is written into (``omega`` for a stated
        ``frequency`` of a solid-body motion), if the function reads one."""
        return next((item for item in self.row.coefficients if item.takes(keyword)), None)

    def number(self, keyword: str) -> float | None:
        """The number of coefficient ``keyword`` as written (plain or ``constant 3000``)."""
        return coefficient_number(self.entries.get(keyword))

    def path(self, keyword: str) -> str:
        """The entry path of one coefficient (``boundaryField/…/value/amplitude``)."""
        return "/".join((*self.keys, keyword))


def _dimensions(value: object) -> Dimensions | None:
    names = ("mass", "length", "time", "temperature", "moles", "current", "luminous_intensity")
    if all(hasattr(value, name) for name in names):
        return tuple(float(getattr(value, name)) for name in names)  # type: ignore[return-value]
    return None


def coefficient_number(value: Any) -> float | None:
    """A coefficient's number: plain, dimensioned, a constant Function1 (``constant
    3000``: sineWaveDamping writes every coefficient of its sine so), or the length of a
    vector (a solid body's ``amplitude (0.1 0 0)``)."""
    if isinstance(value, tuple | list) and len(value) == 2 and value[0] == "constant":
        return number_of(value[1])
    vector = vector_of(value)
    if vector is not None:
        return math.hypot(*vector)
    return number_of(value)


def coefficient_value(previous: Any, number: float) -> Any:
    """``number`` in the form ``previous`` was written in (``constant 3000`` stays a constant
    Function1, so the case reads the coefficient as before; a vector keeps its direction and
    takes ``number`` as its length), None when that form cannot hold it (a zero vector has
    no direction)."""
    if isinstance(previous, tuple | list) and len(previous) == 2 and previous[0] == "constant":
        return ("constant", number)
    vector = vector_of(previous)
    if vector is not None:
        length = math.hypot(*vector)
        return foam_vector([component / length * number for component in vector]) \
            if length else None
    return number


def _walk(entries: Mapping[str, Any], keys: tuple[str, ...]
          ) -> Iterator[tuple[tuple[str, ...], Function, Mapping[str, Any]]]:
    # A Function1 by its type, or a condition moving its patch to and fro (oscillatingBox's
    # ``oscillatingDisplacement`` in 0/pointDisplacement).
    row = function(entries.get("type")) or moving_condition(entries.get("type"))
    if row is not None:
        yield keys, row, entries
    for key, value in entries.items():
        if not isinstance(key, str):
            continue
        if isinstance(value, Mapping):
            yield from _walk(value, (*keys, key))
            continue
        named = function(value)
        coefficients = entries.get(f"{key}Coeffs")
        if named is not None and isinstance(coefficients, Mapping):
            yield (*keys, f"{key}Coeffs"), named, coefficients


def _motions(entries: Mapping[Any, Any], keys: tuple[str, ...]
             ) -> Iterator[tuple[tuple[str, ...], Function, Mapping[str, Any]]]:
    """Each periodic solid-body motion: ``solidBodyMotionFunction oscillatingLinearMotion;``
    beside its ``oscillatingLinearMotionCoeffs``, or beside its coefficients themselves (v1912
    reads the ``<type>Coeffs`` sub-dictionary when there is one, else the motion's own:
    oscillatingInletACMI2D writes ``amplitude`` and ``omega`` at the top), at the top, in a
    ``multiMotion``'s sub-dictionary (sloshingCylinder's ``oscillation``) or in a zone of a
    ``multiSolidBodyMotionSolverCoeffs`` (movingBox's ``movingZone1``)."""
    named = entries.get("solidBodyMotionFunction")
    row = motion(named)
    coefficients = entries.get(f"{named}Coeffs")
    if row is not None and isinstance(coefficients, Mapping):
        yield (*keys, f"{named}Coeffs"), row, coefficients
    elif row is not None and any(item.keyword in entries for item in row.coefficients):
        yield keys, row, entries
    for key, value in entries.items():
        if isinstance(key, str) and isinstance(value, Mapping) and key != f"{named}Coeffs":
            yield from _motions(value, (*keys, key))


def _scale(entries: Mapping[str, Any]) -> float:
    scale = vector_of(entries.get("scale"))
    length = math.sqrt(sum(c * c for c in scale)) if scale else \
        (coefficient_number(entries.get("scale")) or 1.0)
    return abs(length) or 1.0


def function_entries(root: Path) -> list[FunctionEntry]:
    """Every function of time in the ``boundaryField`` of the case's field files and in the
    function objects of its ``system/controlDict``."""
    found: list[FunctionEntry] = []
    for path in all_field_files(root):
        parsed = entries_of(path)
        boundary = parsed.get("boundaryField") if parsed is not None else None
        if not isinstance(boundary, Mapping):
            continue
        dims = _dimensions(parsed.get("dimensions")) if parsed is not None else None
        for keys, row, entries in _walk(boundary, ("boundaryField",)):
            found.append(FunctionEntry(path.relative_to(root).as_posix(), keys, row, entries,
                                       dims, _scale(entries)))
    controls = entries_of(root / "system" / "controlDict")
    objects = controls.get("functions") if controls is not None else None
    if isinstance(objects, Mapping):
        for keys, row, entries in _walk(objects, ("functions",)):
            if len(keys) > 2:  # a function inside a function object, never the object itself
                found.append(FunctionEntry("system/controlDict", keys, row, entries, None,
                                           _scale(entries)))
    motions = entries_of(root / MESH_MOTION)
    if motions is not None:
        for keys, row, entries in _motions(motions, ()):
            found.append(FunctionEntry(MESH_MOTION, keys, row, entries,
                                       row.dimensions, _scale(entries)))
    return found
