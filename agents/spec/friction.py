"""A friction Reynolds number into the kinematic viscosity of a channel driven at a bulk speed.

Why: "channel flow at Re_tau = 180, LES" followed channel395 (Re_tau 395) and said Re_tau as not
applied, running at 395. In a channel held at a bulk velocity (meanVelocityForce's ``Ubar``)
the friction velocity is no input, but Dean's correlation of channel data, Re_tau = 0.09
Re_b^0.88 with Re_b = 2 delta U_b / nu (Dean 1978, J. Fluids Eng. 100:215), gives the nu
that makes the wanted Re_tau; on channel395 it gives 1.93e-5 for 395, where the tutorial
has 2e-5.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.values import vector_of

FV_OPTIONS = ("constant/fvOptions", "system/fvOptions")
#: Dean's correlation Re_tau = DEAN_FACTOR * Re_b ** DEAN_POWER.
DEAN_FACTOR = 0.09
DEAN_POWER = 0.88


def bulk_velocity(root: Path) -> tuple[float, str] | None:
    """|Ubar| of the case's meanVelocityForce and where it is."""
    for relative in FV_OPTIONS:
        parsed = parse(root / relative)
        entries: Any = parsed.as_dict() if parsed is not None else {}
        for name, body in entries.items():
            if isinstance(body, Mapping) and body.get("type") == "meanVelocityForce":
                ubar = vector_of(body.get("Ubar"))
                if ubar is not None and any(ubar):
                    return (sum(c * c for c in ubar) ** 0.5, f"{relative}/{name}/Ubar")
    return None


def half_height(root: Path) -> tuple[float, str] | None:
    """Half the distance between the walls: the extent, along the axis the wall patches'
    faces are flat in, halved."""
    mesh = read_block_mesh(root)
    if mesh is None:
        return None
    axes: Counter[int] = Counter()
    for name, faces in mesh.faces.items():
        if "wall" not in name.lower():
            continue
        for face in faces:
            points = [mesh.points[index] for index in face if index < len(mesh.points)]
            axes.update(axis for axis in range(3)
                        if points and len({round(point[axis], 12) for point in points}) == 1)
    if not axes:
        return None
    axis = axes.most_common(1)[0][0]
    values = [point[axis] for point in mesh.points]
    return (max(values) - min(values)) / 2, f"half the wall distance along {'xyz'[axis]}"


def friction_nu(root: Path, re_tau: float) -> tuple[float, str] | None:
    """The nu that gives ``re_tau`` at the case's bulk velocity and half-height, with the
    formula; None when the case is no channel driven at a bulk velocity."""
    bulk, delta = bulk_velocity(root), half_height(root)
    if bulk is None or delta is None or re_tau <= 0:
        return None
    re_bulk = (re_tau / DEAN_FACTOR) ** (1 / DEAN_POWER)
    nu = 2 * delta[0] * bulk[0] / re_bulk
    return nu, (f"nu = 2 delta U_b / Re_b = 2 * {delta[0]:g} * {bulk[0]:g} / {re_bulk:.6g}, "
                f"Re_b = (Re_tau / {DEAN_FACTOR:g})^(1/{DEAN_POWER:g}) (Dean's correlation "
                f"Re_tau = {DEAN_FACTOR:g} Re_b^{DEAN_POWER:g}; U_b from {bulk[1]}, delta "
                f"from {delta[1]})")
