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
