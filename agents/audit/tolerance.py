"""When a number in the case is the number the request asked for.

Why one place: every audit row compares a value read from a dictionary with an expected one;
dictionaries print 6 or more significant digits and derived values are rounded to 6, so the
rows share one relative tolerance rather than each choosing its own.
"""

from __future__ import annotations

import math

#: Relative tolerance for "the entry holds the required value".
TOLERANCE = 1e-5


def close(found: float | None, expected: float) -> bool:
    """Whether ``found`` is ``expected`` within :data:`TOLERANCE` (a missing value is not)."""
    return found is not None and math.isclose(found, expected, rel_tol=TOLERANCE,
                                              abs_tol=1e-12)


#: Relative tolerance of a size or a coordinate setFields' and setAlphaField's dictionaries
#: hold (they print 6 digits or more).
PLACE_TOLERANCE = 1e-6


def near_size(found: float, expected: float) -> bool:
    """Whether a written size is ``expected`` within :data:`PLACE_TOLERANCE` of it."""
    return abs(found - expected) <= PLACE_TOLERANCE * max(abs(expected), 1e-12)


def near_coordinate(found: float, expected: float) -> bool:
    """Whether a written coordinate (or a radius) is ``expected`` within
    :data:`PLACE_TOLERANCE` of it, or of a metre near the origin, where a centre at 0 prints
    as a rounding residue (1e-17)."""
    return abs(found - expected) <= PLACE_TOLERANCE * max(abs(expected), 1.0)
