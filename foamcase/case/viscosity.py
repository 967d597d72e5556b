"""Whether a case is inviscid: every viscosity it keeps is zero.

Why here: an Euler case such as obliqueShock has no wall shear stress and no y+ (v1912's yPlus
divides by the viscosity and the run dies); wall functions divide by it too. The authors and
the audit ask the same question of the same entries, found where the case's models keep them.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.foamcase.case.files import lookup, parse, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.values import number_of


def is_inviscid(root: Path) -> bool:
    """True when the case keeps at least one viscosity (mu or nu) and every one is zero (an
    Euler case such as obliqueShock): wall functions divide by it, so such walls get
    zero-gradient turbulence values, and v1912's yPlus divides by it too."""
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    values = []
    for quantity in ("mu", "nu"):
        for location in locate(quantity, texts):
            file = parse(root / location.file)
            values.append(number_of(lookup(file.as_dict(), location.keys))
                          if file is not None else None)
    return bool(values) and all(value == 0 for value in values)
