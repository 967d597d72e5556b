"""The phases of a multiphase case, in the case's own words: their names and densities.

Why: a request names its fluids as it likes ("sea water", "the oil", "fresh water"), while the
case names its phases (``phases (water air);``, ``alpha.sludge``, ``physicalProperties.water``).
Binding one to the other needs the case's list of phases and which is the heavier liquid and
which the gas; those are facts of the case, read here once for the editors and the audit.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, lookup, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.values import number_of

#: Densities (kg/m^3) below this are a gas's: air is 1.2, the lightest liquid a case keeps
#: (liquid hydrogen) 71.
GAS_DENSITY = 50.0
#: Phase names that are a gas whatever density the case keeps (some cases scale theirs).
GAS_NAMES = frozenset({"air", "gas", "vapour", "vapor", "steam", "bubbles"})


@dataclass(frozen=True)
class CasePhase:
    """One phase of the case.

    Attributes:
        name: As the case writes it (``water``, ``sludge``).
        rho: The density the case keeps for it (kg/m^3), None when it keeps none as a number.
        gas: Whether it is a gas (by its density, else by its name).
    """

    name: str
    rho: float | None
    gas: bool


def case_phases(root: Path) -> tuple[CasePhase, ...]:
    """The phases the case under ``root`` lists (``phases (…)`` of a property dictionary, else
    its ``alpha.<phase>`` fields), each with its density; empty for a single-phase case."""
    files = property_files(root)
    names: list[str] = []
    listed_rho: dict[str, float] = {}
    for path in files:
        entries = entries_of(path)
        listed = entries.get("phases") if entries is not None else None
        if isinstance(listed, list):
            # ``phases (water air);`` or, with a dictionary per phase, ``phases (water {…}
            # oil {…});`` (multiphaseInterFoam), which foamlib reads as (name, dict) pairs.
            for item in listed:
                name = item[0] if isinstance(item, tuple) and item else item
                if isinstance(name, str) and name not in names:
                    names.append(name)
                if isinstance(item, tuple) and len(item) == 2 and isinstance(name, str):
                    found = number_of(lookup(item[1], ("rho",)))
                    if found is not None:
                        listed_rho[name] = found
    if not names:
        zero = root / "0"
        names = sorted({path.name.partition(".")[2] for path in zero.glob("alpha.*")
                        if path.is_file() and "." not in path.name.partition(".")[2]}
                       ) if zero.is_dir() else []
    if len(names) < 2:
        return ()
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in files}
    densities = dict(listed_rho)
    for location in locate("rho", texts):
        if location.phase is None or location.phase in densities:
            continue
        value = number_of(lookup(entries_of(root / location.file), location.keys))
        if value is not None:
            densities[location.phase] = value
    return tuple(CasePhase(name, densities.get(name),
                           name.lower() in GAS_NAMES if densities.get(name) is None
                           else densities[name] < GAS_DENSITY) for name in names)
