"""Where a case keeps the rate its rotating thing turns at: one row per carrier (file, entry,
unit), with the entries beside it that hold the axis and the origin.

Why a table: OpenFOAM has no one place for a rotation. A frozen rotor keeps it in its MRF
zone (rad/s), a rotating frame in ``SRFProperties`` (rpm), a turning mesh in its solid-body
motion (rad/s), a turning wall in its ``rotatingWallVelocity`` condition (rad/s). A request
says "turns at 45 rpm" whatever the case; the editor writes and the audit reads back every
carrier the followed case has, in that carrier's own unit, from these rows.

``*`` in an entry's keys stands for any one dictionary name (an MRF zone, a patch, a motion's
coefficients); the file may hold a region (``constant/*/MRFProperties``).

A turning mesh may also rock: ``oscillatingRotatingMotion`` turns back and forth by an
``amplitude`` (a vector of angles in degrees about x, y and z) at an angular frequency
``omega`` (rad/s), as testTubeMixer's tube rocks on its turning table (a ``multiMotion`` of a
``rotatingMotion`` and an ``oscillatingRotatingMotion``). Its rows are the ``rocking`` motion:
a steady rate is never written there, nor a rocking one into a steady carrier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: A carrier's kind of motion: a steady turning, or a rocking back and forth.
Motion = Literal["steady", "rocking"]


@dataclass(frozen=True)
class RotationCarrier:
    """One entry a case keeps its rotation rate in.

    Attributes:
        name: What turns there, for the notes and the audit.
        files: The case files it may be in (globs relative to the case).
        keys: The rate's entry; ``*`` is any dictionary name.
        unit: The rate's unit there, as pint spells it.
        axis: The axis's entry (``*`` the same name as the rate's).
        origin: The origin's entry (likewise).
        patch_type: For a boundary condition or a function object, the type its dictionary
            must have.
        motion: Whether it turns steadily or rocks (:data:`Motion`).
        amplitude: For a rocking carrier, the entry of its angles (degrees), else ().
    """

    name: str
    files: tuple[str, ...]
    keys: tuple[str, ...]
    unit: str
    axis: tuple[str, ...]
    origin: tuple[str, ...]
    patch_type: str | None = None
    motion: Motion = "steady"
    amplitude: tuple[str, ...] = ()


_ROCKING = "oscillatingRotatingMotionCoeffs"
_ZONES = "multiSolidBodyMotionSolverCoeffs"
CARRIERS: tuple[RotationCarrier, ...] = (
    RotationCarrier("MRF zone", ("constant/MRFProperties", "constant/*/MRFProperties"),
                    ("*", "omega"), "radian / second", ("*", "axis"), ("*", "origin")),
    RotationCarrier("MRF zone", ("constant/MRFProperties", "constant/*/MRFProperties"),
                    ("*", "rpm"), "revolution / minute", ("*", "axis"), ("*", "origin")),
    RotationCarrier("rotating frame (SRF)", ("constant/SRFProperties",), ("rpmCoeffs", "rpm"),
                    "revolution / minute", ("axis",), ("origin",)),
    RotationCarrier("solid-body mesh motion", ("constant/dynamicMeshDict",), ("omega",),
                    "radian / second", ("axis",), ("origin",)),
    RotationCarrier("solid-body mesh motion", ("constant/dynamicMeshDict",), ("*", "omega"),
                    "radian / second", ("*", "axis"), ("*", "origin")),
    RotationCarrier("solid-body mesh motion", ("constant/dynamicMeshDict",),
                    ("*", "rotatingMotionCoeffs", "omega"), "radian / second",
                    ("*", "rotatingMotionCoeffs", "axis"), ("*", "rotatingMotionCoeffs", "origin")),
    # Several zones each turning as a solid body (an overset rotor's ``movingZone``): one
    # more level, the motion solver's coefficients around the zones.
    RotationCarrier("solid-body mesh motion", ("constant/dynamicMeshDict",),
                    (_ZONES, "*", "rotatingMotionCoeffs", "omega"), "radian / second",
                    (_ZONES, "*", "rotatingMotionCoeffs", "axis"),
                    (_ZONES, "*", "rotatingMotionCoeffs", "origin")),
    RotationCarrier("rocking mesh motion", ("constant/dynamicMeshDict",), (_ROCKING, "omega"),
                    "radian / second", (), (_ROCKING, "origin"), motion="rocking",
                    amplitude=(_ROCKING, "amplitude")),
    RotationCarrier("rocking mesh motion", ("constant/dynamicMeshDict",),
                    ("*", _ROCKING, "omega"), "radian / second", (), ("*", _ROCKING, "origin"),
                    motion="rocking", amplitude=("*", _ROCKING, "amplitude")),
    RotationCarrier("rotating wall", ("0/U", "0.orig/U"), ("boundaryField", "*", "omega"),
                    "radian / second", ("boundaryField", "*", "axis"),
                    ("boundaryField", "*", "origin"), patch_type="rotatingWallVelocity"),
    # A velocity field set by a function object turning the domain as a solid body
    # (notchedDiscInSolidBodyRotation's setFlow in mode rotation).
    RotationCarrier("set velocity (setFlow)", ("system/controlDict",),
                    ("functions", "*", "omega"), "radian / second", ("functions", "*", "axis"),
                    ("functions", "*", "origin"), patch_type="setFlow"),
)
