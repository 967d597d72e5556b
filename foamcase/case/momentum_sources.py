"""The momentum sources a case has (``foamcase.catalog.sources``): where the editor writes a
stated body force and the audit reads it back.

Why one lookup for both: the audit must read exactly the source the editor wrote, whether
the followed case had it (planarPoiseuille's ``momentumSource``) or the editor made it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog.sources import (
    FILES,
    MEAN_VELOCITY,
    NO_FV_OPTIONS,
    RATES,
    SEMI_IMPLICIT,
)


@dataclass(frozen=True)
class MomentumSource:
    """One source of a case's fvOptions acting on U.

    Attributes:
        file: The fvOptions file, relative to the case.
        name: The source's dictionary name.
        type: Its fvOption type.
        volume_mode: Its ``volumeMode`` (None when not written).
        explicit: U's explicit part, for a semi-implicit source.
        implicit: U's implicit part, likewise.
    """

    file: str
    name: str
    type: str
    volume_mode: str | None
    explicit: Vector | None
    implicit: float | None

    @property
    def keys(self) -> tuple[str, ...]:
        """The entry of U's pair in the file."""
        return (self.name, RATES, "U")


def _pair(value: Any) -> tuple[Vector | None, float | None]:
    if isinstance(value, list | tuple) and len(value) == 2:
        return vector_of(value[0]), number_of(value[1])
    return None, None


def momentum_sources(root: Path) -> list[MomentumSource]:
    """Every semi-implicit source on U and every mean-velocity force of the case."""
    found: list[MomentumSource] = []
    for relative in FILES:
        entries = entries_of(root / relative)
        if entries is None:
            continue
        for name, body in entries.items():
            if not isinstance(name, str) or not isinstance(body, Mapping):
                continue
            kind = body.get("type")
            rates = body.get(RATES)
            if kind == SEMI_IMPLICIT and isinstance(rates, Mapping) and "U" in rates:
                explicit, implicit = _pair(rates["U"])
                mode = body.get("volumeMode")
                found.append(MomentumSource(relative, name, kind,
                                            mode if isinstance(mode, str) else None,
                                            explicit, implicit))
            elif kind == MEAN_VELOCITY:
                found.append(MomentumSource(relative, name, kind, None, None, None))
    return found


def unable(root: Path) -> str | None:
    """Why the case cannot take a body force as a per-mass source, or None."""
    controls = entries_of(root / "system" / "controlDict")
    solver = controls.get("application") if controls is not None else None
    if isinstance(solver, str) and solver in NO_FV_OPTIONS:
        return f"{solver} reads no fvOptions: a momentum source there is never applied"
    pressure = entries_of(root / "0" / "p") or entries_of(root / "0.orig" / "p")
    dimensions = pressure.get("dimensions") if pressure is not None else None
    if getattr(dimensions, "mass", 0):
        return ("the case's pressure is in Pa (a compressible or variable-density case): its "
                "momentum equation is in rho U, where an acceleration is no per-mass source")
    return None
