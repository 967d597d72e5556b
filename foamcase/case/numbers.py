"""Numbers and vectors as OpenFOAM dictionaries hold them and as a person reads them."""

from __future__ import annotations

Number = int | float
Vector = tuple[float, float, float]


def format_number(value: Number) -> str:
    """Print a number the way a person reads it: ``2`` not ``2.0``, ``1e-05`` kept short."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value) if isinstance(value, float) else str(value)


def format_vector(vector: Vector) -> str:
    """Print a vector in OpenFOAM's form, ``(2 0 0)``."""
    return "(" + " ".join(format_number(component) for component in vector) + ")"
