"""A stated number agrees with a value the case holds within the precision it was written with.

The audit's readers of descriptions and restatements both hold a phrase's numbers against the
written case; "0.14" meets 0.1404 but "0.140" does not meet 0.1414. One place says how precise
a written number is and when a held value is that number, so the two readers cannot drift.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

#: The loosest agreement ever granted, as a fraction of the stated value: a number written
#: with few digits ("2") still has to be within 1 %.
LOOSEST = 0.01


def written_exponent(text: str) -> int:
    """The power of ten of the last digit written in ``text`` ("0.14" → -2, "1.5e2" → 1), 0
    when ``text`` is no number."""
    try:
        exponent = Decimal(text.replace("−", "-")).as_tuple().exponent
    except InvalidOperation:
        return 0
    return exponent if isinstance(exponent, int) else 0


def agrees_within(held: float | tuple[float, float, float], stated: tuple[float, ...],
                  resolution: float) -> bool:
    """Whether a held value is the stated one within its written precision (never looser
    than 1 %); a stated 0 is a vector of zeros too."""
    values = (held,) if isinstance(held, float | int) else tuple(held)
    if len(stated) == 1 and len(values) == 3 and stated[0] == 0:
        stated = (0.0, 0.0, 0.0)
    if len(values) != len(stated):
        return False
    scale = max(abs(value) for value in stated)
    return all(abs(have - want) <= min(resolution, LOOSEST * scale)
               for have, want in zip(values, stated, strict=True))


def shown(value: float | tuple[float, float, float]) -> str:
    """A held value as a row shows it: a scalar in %g, a vector in OpenFOAM's parentheses."""
    return f"{value:g}" if isinstance(value, float | int) else \
        "(" + " ".join(f"{component:g}" for component in value) + ")"
