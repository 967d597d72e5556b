"""Dictionary values as foamlib reads them: compare, print and replace them keeping their form.

Why: the same viscosity is ``nu 0.01;`` in an ESI tutorial, ``nu [0 2 -1 0 0 0 0] 0.01;`` in an
older one and ``nu 1e-05 [m^2/s];`` in Foundation v10. A stated value must replace the number
and keep whatever form the file uses, and "already so" must be decided numerically.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np
from foamlib import Dimensioned, DimensionSet

from foam_agent.foamcase.case.numbers import Number, format_number

#: Relative tolerance for "the file already holds this value" (dictionaries print 6-12 digits).
RELATIVE_TOLERANCE = 1e-9


def of_uniform(value: Any) -> Any:
    """The value of a ``uniform v`` entry as the parser returns it (``("uniform", v)``), else
    ``value`` itself: what a condition's ``value`` holds before its kind is asked."""
    if isinstance(value, tuple | list) and len(value) == 2 and value[0] == "uniform":
        return value[1]
    return value


def number_of(value: Any) -> float | None:
    """The number inside a scalar entry (plain, ``Dimensioned``, or ``(value, dimensions)``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float | np.integer | np.floating):
        return float(value)
    if isinstance(value, Dimensioned):
        return number_of(value.value)
    if isinstance(value, tuple) and len(value) == 2:
        first, second = value
        if isinstance(second, DimensionSet):
            return number_of(first)
        if isinstance(first, DimensionSet):
            return number_of(second)
    return None


def numbers_of(value: Any) -> list[float] | None:
    """The numbers of a list whose items are all scalar entries (``(0 1 0.1)``), else None."""
    if not isinstance(value, list):
        return None
    numbers = [number for item in value if (number := number_of(item)) is not None]
    return numbers if len(numbers) == len(value) else None


def vector_of(value: Any) -> tuple[float, float, float] | None:
    """The three components of a uniform vector entry, or None."""
    if isinstance(value, Dimensioned):
        return vector_of(value.value)
    if isinstance(value, np.ndarray) and value.shape == (3,):
        return (float(value[0]), float(value[1]), float(value[2]))
    if isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 3 \
            and all(number_of(item) is not None for item in value):
        return (float(value[0]), float(value[1]), float(value[2]))
    return None


def table_direction(value: Any) -> tuple[float, float, float] | None:
    """The one unit direction every nonzero vector of a table entry points along (a ramp
    ``table ((0 (0 0 0)) (0.01 (0 -15 0)))``: (0 -1 0)); None for no table, no nonzero
    vector, or vectors that point different ways.

    Why: a size stated for a patch ramped by a table keeps the case's own direction, as it
    does for a uniform vector; the table's first row is often zero, so the direction is read
    from the rows that have one."""
    if not (isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 2
            and value[0] == "table" and isinstance(value[1], Sequence)):
        return None
    units: set[tuple[float, float, float]] = set()
    for row in value[1]:
        vector = vector_of(row[1]) if isinstance(row, Sequence) and len(row) == 2 else None
        if vector is None:
            return None
        size = math.sqrt(sum(part * part for part in vector))
        if size:
            units.add(tuple(round(part / size, 9) for part in vector))  # type: ignore[arg-type]
    return next(iter(units)) if len(units) == 1 else None


#: How an entry takes its field's internal value by reference.
INTERNAL_REFERENCE = "$internalField"


def names_internal_field(value: Any) -> bool:
    """Whether an entry's value is the field's internal value by reference
    (``$internalField``), which the reader of a value must take from the internal field."""
    return isinstance(value, str) and value.strip() == INTERNAL_REFERENCE


def same(first: Any, second: Any) -> bool:
    """Whether two entries hold the same number or vector (within rounding)."""
    left_vector, right_vector = vector_of(first), vector_of(second)
    if left_vector is not None or right_vector is not None:
        if left_vector is None or right_vector is None:
            return False
        return all(math.isclose(a, b, rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-300)
                   for a, b in zip(left_vector, right_vector, strict=True))
    left, right = number_of(first), number_of(second)
    if left is not None and right is not None:
        return math.isclose(left, right, rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-300)
    if _is_sequence(first) and _is_sequence(second):
        return len(first) == len(second) and all(
            same(a, b) for a, b in zip(first, second, strict=True))
    return str(first) == str(second)


def _is_sequence(value: Any) -> bool:
    return isinstance(value, Sequence | np.ndarray) and not isinstance(value, str)


def tidy(value: float) -> Number:
    """An integral float as ``int`` (so files read ``(2 0 0)``), otherwise rounded to 12
    significant digits to drop binary noise from arithmetic."""
    rounded = float(f"{value:.12g}")
    if rounded.is_integer() and abs(rounded) < 1e15:
        return int(rounded)
    return rounded


def foam_vector(vector: Sequence[float]) -> list[Number]:
    """A vector as foamlib should write it."""
    return [tidy(component) for component in vector]


def along(previous: Any, value: Number) -> Number | list[float]:
    """``value`` in the form of the entry it replaces: a speed stated for a vector entry
    ("a bulk velocity of 7.62 m/s" for ``Ubar (10 0 0)``) along the entry's own direction,
    which the request did not change; else the number itself."""
    vector = vector_of(previous)
    if vector is None or not any(vector):
        return value
    length = math.sqrt(sum(component * component for component in vector))
    return foam_vector([float(value) * component / length for component in vector])


def with_number(old: Any, new: Number) -> Any:
    """``new`` in the form ``old`` was written in (dimensions and name kept). A dimensioned
    vector is written as its own tokens: foamlib writes a ``Dimensioned`` vector with its
    length ("Omega [0 0 -1 0 0 0 0] 3(0 0 1e-4)"), which OpenFOAM does not read as a vector."""
    if isinstance(old, Dimensioned):
        if isinstance(new, list | tuple):
            return ((old.name, old.dimensions, list(new)) if old.name
                    else (old.dimensions, list(new)))
        return Dimensioned(new, old.dimensions, old.name)
    if isinstance(old, tuple) and len(old) == 2:
        first, second = old
        if isinstance(second, DimensionSet):
            return (new, second)
        if isinstance(first, DimensionSet):
            return (first, new)
    return new


def show(value: Any) -> str:
    """A short text of an entry for notes: ``0.01``, ``(2 0 0)``, ``noSlip``."""
    vector = vector_of(value)
    if vector is not None:
        return "(" + " ".join(format_number(tidy(component)) for component in vector) + ")"
    number = number_of(value)
    if number is not None:
        return format_number(tidy(number))
    if isinstance(value, dict):
        return "{" + "; ".join(f"{key} {show(item)}" for key, item in value.items()) + "}"
    return str(value)


def leaf_entries(entries: Mapping[Any, Any], prefix: tuple[str, ...] = ()
                 ) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every entry that is no sub-dictionary, with its key path; the file's header and
    non-string keys (foamlib's for directives) left out. One walk, which the locations table,
    the numerics lookup and the property editors all read dictionaries with."""
    for key, value in entries.items():
        if not isinstance(key, str) or key == "FoamFile":
            continue
        if isinstance(value, Mapping):
            yield from leaf_entries(value, (*prefix, key))
        else:
            yield (*prefix, key), value
