"""Keywords a multiphase case keeps per pair of its phases: interMixingFoam's ``sigma12``,
``sigma13`` and ``D23``.

Why: a property between two fluids (a surface tension, the diffusivity of two miscible
liquids) is kept under its keyword followed by the two phases' positions in the dictionary's
``phases (air other water)`` list (``D23``: between ``other`` and ``water``). A request names
the quantity ("a diffusivity of 1e-9 m²/s", "the air–water surface tension") and at most the
fluids; the keyword ``DT`` or ``sigma`` it binds is not the case's. The pairs are read from the
case here, once, for the join that places stated values (``agents.spec.case_entries``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, property_files
from foam_agent.foamcase.case.values import number_of

__all__ = ["PairEntry", "pair_entries", "pair_stem"]

#: A keyword's placeholder for the two phases of a pair (``Dab``: D between a and b).
PAIR_PLACEHOLDER = "ab"


@dataclass(frozen=True)
class PairEntry:
    """One keyword the case keeps for a pair of its phases.

    Attributes:
        keyword: As the case writes it (``D23``).
        phases: The two phases it is between, in the keyword's order (``other``, ``water``).
        file: The dictionary holding it, relative to the case.
    """

    keyword: str
    phases: tuple[str, str]
    file: str


def pair_stem(keyword: str) -> str:
    """The stem a per-pair keyword of ``keyword``'s quantity is written with: ``Dab`` is
    ``D`` (its ``ab`` names the pair), ``sigma`` is itself."""
    if keyword.endswith(PAIR_PLACEHOLDER) and len(keyword) > len(PAIR_PLACEHOLDER):
        return keyword[:-len(PAIR_PLACEHOLDER)]
    return keyword


def pair_entries(root: Path, stems: tuple[str, ...]) -> list[PairEntry]:
    """The numeric top-level entries ``<stem><i><j>`` of the case's property dictionaries that
    list their phases, each with the two phases its digits index (1-based); empty for a case
    keeping none."""
    found: list[PairEntry] = []
    pattern = re.compile(rf"({'|'.join(re.escape(stem) for stem in stems)})([1-9])([1-9])")
    for path in property_files(root):
        entries = entries_of(path)
        listed = entries.get("phases") if entries is not None else None
        if entries is None or not isinstance(listed, list):
            continue
        names = [item for item in listed if isinstance(item, str)]
        for key, value in entries.items():
            match = pattern.fullmatch(str(key))
            if match is None or number_of(value) is None:
                continue
            first, second = int(match.group(2)) - 1, int(match.group(3)) - 1
            if first == second or max(first, second) >= len(names):
                continue
            found.append(PairEntry(str(key), (names[first], names[second]),
                                   path.relative_to(root).as_posix()))
    return found
