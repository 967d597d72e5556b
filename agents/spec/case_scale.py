"""Whether the followed case is written in units of its own (normalised), decided from its files.

Why: several cases solve in scaled units, not SI: a perfect gas whose molar mass no real gas
has, so that its speed of sound is 1 at T = 1 (rhoCentralFoam's forwardStep, obliqueShock), or
transport constants all set to one (mhdFoam's hartmann: rho = nu = mu = sigma = 1). A request
on such a case writes its numbers in the case's units ("fifteen units", "speed 1.5", "a = 1");
read as SI they would be wrong, and converted from a physical unit they would be meaningless.
The evidence is the case's own constants, never its name, so a case copied, renamed or written
by hand is judged the same way; the reader and the audit both ask here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.spec.derive import case_thermo, gas_properties, speed_of_sound
from foam_agent.agents.spec.materials import AIR_GAS_CONSTANT
from foam_agent.foamcase.case.values import number_of

__all__ = ["CaseScale", "case_scale"]

#: A gas constant below this fraction of air's is no real gas's: the heaviest gases of
#: engineering (SF6, refrigerants, about 150 kg/kmol) have R above a fifth of air's; the scaled
#: gas of the rhoCentralFoam tutorials (molWeight 11640.3) has R = 0.714 J/(kg K), 1/400 of it.
SCALED_GAS_FRACTION = 0.1
#: The transport dictionary whose constants set the case's scales.
TRANSPORT_FILE = "constant/transportProperties"
#: Fewest constants, all exactly one, that make a normalised set: one constant of 1 may be
#: a real value (a density of 1 kg/m^3 is a gas's), several all of 1 are a choice of units.
UNIT_CONSTANTS = 2


@dataclass(frozen=True)
class CaseScale:
    """The units the case's numbers are in.

    Attributes:
        normalised: The case's constants are a scale of their own, not a physical material's.
        evidence: What in the case's files says so (shown in the plan and the audit rows).
        speed_of_sound: A normalised gas's speed of sound at the case's temperature, in the
            case's units; None for a case with no such gas.
    """

    normalised: bool
    evidence: str = ""
    speed_of_sound: float | None = None


def case_scale(root: Path) -> CaseScale:
    """The units of the case at ``root``: normalised when its gas is no real gas (R far below
    any real one) or its transport constants are all exactly one, else physical (SI)."""
    gas = _scaled_gas(root)
    if gas is not None:
        return gas
    unity = _unit_constants(root)
    if unity:
        return CaseScale(True, f"its transport constants are all 1 ({', '.join(unity)} in "
                               f"{TRANSPORT_FILE})")
    return CaseScale(False)


def _scaled_gas(root: Path) -> CaseScale | None:
    """A normalised gas's scale, with its speed of sound at the case's temperature."""
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if gas is None or gas.gas_constant >= AIR_GAS_CONSTANT * SCALED_GAS_FRACTION:
        return None
    sound = speed_of_sound(root, None)
    speed = sound[0] if sound is not None else None
    said = f", speed of sound {speed:.4g} at the case's T" if speed is not None else ""
    return CaseScale(True, f"its gas has R = {gas.gas_constant:.4g} (molWeight "
                           f"{gas.mol_weight:g}), no real gas's{said}", speed)


def _unit_constants(root: Path) -> tuple[str, ...]:
    """The transport constants of the case, by name, when there are at least
    ``UNIT_CONSTANTS`` of them and every one is exactly 1; else ()."""
    path = root / TRANSPORT_FILE
    if not path.is_file():
        return ()
    try:
        entries = FoamFile(path).as_dict()
    except (FoamFileDecodeError, ValueError, OSError):
        return ()
    numbers = {str(name): number for name, value in entries.items()
               if name is not None and not isinstance(value, Mapping)
               and (number := number_of(value)) is not None}
    if len(numbers) < UNIT_CONSTANTS or not all(
            math.isclose(number, 1.0) for number in numbers.values()):
        return ()
    return tuple(sorted(f"{name} = 1" for name in numbers))
