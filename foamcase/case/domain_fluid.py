"""Words naming the fluid that fills a case's domain, bound to its internal field.

Why: requests put a value on the fluid or on what surrounds everything ("ambient air at
20 °C", "the room is at 68 °F", "air T0 = 5 F") as if it were a boundary; the reader offers
those words as a place, and no patch is called so. In a case of one fluid and one region the
fluid filling the domain is its internal field, the value the audit then checks there. Where
the case keeps that fluid elsewhere (a phase of a multiphase case, a region of a multi-region
one) or keeps an ambient of its own (an ``externalWallHeatFlux``'s ``Ta``, the outside beyond
a wall; a far field, whose free stream is the ambient) the words name no one place, and
nothing is bound: the caller reports them unplaced.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.foamcase.case.far_field import far_field_entries
from foam_agent.foamcase.case.files import FIELD_DIRS, mesh_patches
from foam_agent.foamcase.case.patches import SYNONYMS, normalise
from foam_agent.foamcase.case.phases import case_phases
from foam_agent.foamcase.catalog.fluids import FLUID_ROWS
from foam_agent.foamcase.catalog.surfaces import SURROUNDING_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["domain_fluid_reason", "names_domain_fluid"]

#: The dictionary a multi-region case lists its regions in.
REGION_PROPERTIES = "constant/regionProperties"
#: A condition type holding an ambient of its own beyond a wall (its ``Ta``).
_AMBIENT_CONDITION = lazy_regex(r"\bexternalWallHeatFlux(?:Temperature)?\b")
#: Articles and fillers around a fluid's words ("the air", "the surrounding air").
_FILLER = frozenset({"the", "a", "an"})


def names_domain_fluid(mention: str) -> bool:
    """Whether the words name a fluid (a catalog row's words: "air", "sea water") or what
    surrounds everything ("ambient", "room air"), and nothing else."""
    words = [word for word in re.findall(r"[a-z0-9]+", mention.lower()) if word not in _FILLER]
    rest = " ".join(word for word in words if word not in SURROUNDING_WORDS)
    if not words:
        return False
    return not rest or any(re.fullmatch(row.words, rest, re.IGNORECASE) for row in FLUID_ROWS)


def domain_fluid_reason(mention: str, root: Path) -> str | None:
    """Why ``mention`` is the internal field of the case at ``root`` (the fluid filling its
    domain), or None when the words name no fluid or the case keeps its fluid elsewhere."""
    if not names_domain_fluid(mention) or case_phases(root):
        return None
    if (root / REGION_PROPERTIES).is_file() or _keeps_ambient(root) or _far_field(root):
        return None
    return (f"'{mention}' is the fluid filling the domain: the internal field of a case of "
            f"one fluid and one region")


def _far_field(root: Path) -> bool:
    """Whether the case has a far field (a free-stream patch, or a condition holding the free
    stream's value): there the ambient is that boundary's state, not only the initial one."""
    named = any(part in normalise(name) for name in mesh_patches(root)
                for part in SYNONYMS["farfield"])
    return named or next(far_field_entries(root), None) is not None


def _keeps_ambient(root: Path) -> bool:
    """Whether a field file of the case (a region's too) holds an ambient beyond a wall."""
    return any(_AMBIENT_CONDITION.search(path.read_text(encoding="utf-8", errors="replace"))
               for directory in FIELD_DIRS if (root / directory).is_dir()
               for path in (root / directory).rglob("*") if path.is_file())
