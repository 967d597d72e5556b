"""The phases of a multiphase case, in the case's own words: their names and densities.

Why: a request names its fluids as it likes ("sea water", "the oil", "fresh water"), while the
case names its phases (``phases (water air);``, ``alpha.sludge``, ``physicalProperties.water``).
Binding one to the other needs the case's list of phases and which is the heavier liquid and
which the gas; those are facts of the case, read here once for the editors and the audit.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, field_files, lookup, property_files
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
        nu: Its kinematic viscosity (m^2/s): the case's ``nu``, else its ``mu`` over ``rho``;
            None when it keeps neither as a number (a viscosity model's coefficients).
    """

    name: str
    rho: float | None
    gas: bool
    nu: float | None = None


def case_phases(root: Path) -> tuple[CasePhase, ...]:
    """The phases the case under ``root`` lists (``phases (…)`` of a property dictionary, else
    its ``alpha.<phase>`` fields), each with its density; empty for a single-phase case."""
    files = property_files(root)
    names: list[str] = []
    listed_rho: dict[str, float] = {}
    listed_nu: dict[str, float] = {}
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
                    for keyword, listed_values in (("rho", listed_rho), ("nu", listed_nu)):
                        found = number_of(lookup(item[1], (keyword,)))
                        if found is not None:
                            listed_values[name] = found
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
    densities = {**_per_phase(root, texts, "rho"), **listed_rho}
    viscosities = {**_per_phase(root, texts, "nu"), **listed_nu}
    for name, mu in _per_phase(root, texts, "mu").items():
        if name not in viscosities and densities.get(name):
            viscosities[name] = mu / densities[name]
    return tuple(CasePhase(name, densities.get(name),
                           name.lower() in GAS_NAMES if densities.get(name) is None
                           else densities[name] < GAS_DENSITY, viscosities.get(name))
                 for name in names)


def _per_phase(root: Path, texts: dict[str, str], keyword: str) -> dict[str, float]:
    """The number each phase keeps under ``keyword`` (``water/rho``), the first found."""
    found: dict[str, float] = {}
    for location in locate(keyword, texts):
        if location.phase is None or location.phase in found:
            continue
        value = number_of(lookup(entries_of(root / location.file), location.keys))
        if value is not None:
            found[location.phase] = value
    return found


def phase_copies(root: Path, field: str) -> tuple[tuple[str, str], ...]:
    """(phase, field file name) of each phase's own copy of ``field`` in a case that keeps no
    ``field`` of the mixture but one per phase (twoPhaseEulerFoam's ``T.air`` and ``T.water``
    for ``T``); empty where the case keeps ``field`` itself or a phase lacks its copy.

    Why here: a temperature stated for the fluid at the start is each phase's there, and the
    editor that writes it and the audit that checks it must find the same files."""
    if field_files(root, field):
        return ()
    phases = case_phases(root)
    copies = tuple((phase.name, f"{field}.{phase.name}") for phase in phases)
    if not copies or any(not field_files(root, name) for _, name in copies):
        return ()
    return copies
