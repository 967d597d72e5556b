"""The mean Nusselt number on a named wall, as a mesh study follows it.

Why from the temperature field and not a function object: v1912's ``wallHeatFlux`` needs a
compressible solver's thermophysical model, so a Boussinesq case (the heated cavity) writes no
heat flux at all; and its gradient is OpenFOAM's first-order ``snGrad``, whose error is itself
of the size the study measures. The validation suite's measurement
(:func:`foam_agent.agents.validation.nusselt.wall_nusselt`: a second-order wall gradient, the
length and temperature difference read from the case's walls) is taken on every mesh alike.

The wall is the one the request names, among the walls held at a fixed temperature: by its
patch's name or side ("the left wall", the same matching as the audit's), or by its temperature
("the hot wall" is the hottest of them, "the cold wall" the coldest); a request naming none
gets the hottest.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.validation.nusselt import fixed_temperature_walls, wall_nusselt
from foam_agent.agents.validation.sampling import SamplingError, read_case_fields
from foam_agent.foamcase.case.patches import resolve, with_modifier
from foam_agent.foamcase.case.sides import patch_sides

#: What the request called the output when it is a Nusselt number (``WallOutput.asked``).
NUSSELT = re.compile(r"\bNusselt\b|^Nu$", re.IGNORECASE)
#: Words that name a wall by its temperature.
HOT = re.compile(r"\b(?:hot|hotter|hottest|heated|warm)\b", re.IGNORECASE)
COLD = re.compile(r"\b(?:cold|colder|coldest|cooled|cool)\b", re.IGNORECASE)


class NoWall(ValueError):
    """No wall of fixed temperature is the one the request names."""


def heated_wall(case_dir: Path, mentions: tuple[str, ...]) -> str:
    """The fixed-temperature wall of ``case_dir`` the request's words name (the first
    mention that names one), the hottest when they name none.

    Raises:
        NoWall: The case has no wall at a fixed temperature, or the words name none of them.
    """
    try:
        walls = fixed_temperature_walls(read_case_fields(case_dir))
    except SamplingError as error:
        raise NoWall(str(error)) from error
    if not walls:
        raise NoWall("the case has no wall at a fixed temperature")
    for mention in mentions:
        found = resolve(with_modifier(mention), dict.fromkeys(walls, "wall"),
                        sides=lambda: patch_sides(case_dir))
        if found:
            return found[0]
        if HOT.search(mention):
            return max(walls, key=walls.__getitem__)
        if COLD.search(mention):
            return min(walls, key=walls.__getitem__)
    if mentions:
        raise NoWall(f"no wall at a fixed temperature is the '{mentions[0]}' (those: "
                     f"{', '.join(sorted(walls))})")
    return max(walls, key=walls.__getitem__)


def read_nusselt(case_dir: Path, patch: str) -> tuple[float, str]:
    """The mean Nusselt number of ``patch`` at the case's last written time, and that time.

    Raises:
        SamplingError: As :func:`~foam_agent.agents.validation.nusselt.wall_nusselt`.
    """
    fields = read_case_fields(case_dir)
    return wall_nusselt(case_dir, patch, fields).mean, fields.time
