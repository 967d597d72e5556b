"""A case's ``system/setFieldsDict`` read as regions: its default values and the one box that
fills one side of a diaphragm.

Why here: a shock tube's two states live in this dictionary (the defaults fill the left side,
one ``boxToCell`` beyond the diaphragm the right), and both the editor that writes a stated
state and the audit that checks it must read the same entries the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.values import number_of, numbers_of, same

SET_FIELDS = "system/setFieldsDict"
DEFAULTS = "defaultFieldValues"
Side = Literal["left", "right"]


@dataclass(frozen=True)
class Box:
    """The one ``boxToCell`` region of a two-state case, and which side it fills."""

    index: int
    low: list[float]
    high: list[float]
    side: Side

    @property
    def interface(self) -> float:
        """The x of the box's face inside the domain: the diaphragm."""
        return self.low[0] if self.side == "right" else self.high[0]


def find_box(root: Path, regions: Any) -> Box | None:
    """The case's single ``boxToCell`` region, with the side of the domain it fills (the side
    beyond its inner face), or None when setFields fills anything else."""
    if not isinstance(regions, list) or len(regions) != 1:
        return None
    name, body = regions[0] if isinstance(regions[0], tuple) else (None, None)
    if name != "boxToCell" or not isinstance(body, Mapping):
        return None
    box = body.get("box")
    corners = [numbers_of(list(corner)) for corner in box] if isinstance(box, tuple | list) \
        and len(box) == 2 else []
    if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
        return None
    low, high = corners[0], corners[1]
    assert low is not None and high is not None
    mesh = read_block_mesh(root)
    if mesh is None:
        return None
    xs = [point[0] for point in mesh.points]
    inside_low, inside_high = low[0] > min(xs), high[0] < max(xs)
    if inside_low == inside_high:
        return None  # a box inside or across the whole tube: no diaphragm to speak of
    return Box(0, low, high, "right" if inside_low else "left")


def values_of(listed: Any) -> dict[str, Any]:
    """``(volScalarFieldValue p 1e5 …)`` as {field: value}."""
    if not isinstance(listed, list):
        return {}
    return {str(listed[index + 1]): listed[index + 2] for index in range(0, len(listed) - 2, 3)
            if str(listed[index]).endswith("FieldValue")}


def region_for(regions: Any, field: str, selector: str | None,
               value: Any = None) -> int | None:
    """The index of the one region of ``regions`` a value of ``field`` is for: the one with
    setFields' ``selector`` when named (``boxToFace``), else the one that sets ``field``;
    None when no region, or more than one, fits. Where several fit and the value is a phase
    fraction (``alpha.water 1``), the one region that fills that phase alike (a fraction of a
    half or more where the value is, less where it is less) is it: damBreak's three-phase
    dictionary has a box filling the water and another emptying it, and a stated water box
    is the first.

    Why here: the editor that writes a heater's or a box's stated value and the audit that
    checks it must pick the same region.
    """
    if not isinstance(regions, list):
        return None
    fitting = [index for index, item in enumerate(regions)
               if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping)
               and (item[0] == selector if selector is not None
                    else field in values_of(item[1].get("fieldValues")))]
    stated = number_of(value) if field.startswith("alpha.") else None
    if len(fitting) > 1 and stated is not None:
        fitting = [index for index in fitting if _fills_alike(
            number_of(values_of(regions[index][1].get("fieldValues")).get(field)), stated)]
    return fitting[0] if len(fitting) == 1 else None


def _fills_alike(held: float | None, stated: float) -> bool:
    """Whether a region holding the fraction ``held`` fills its phase as ``stated`` does."""
    return held is not None and (held >= 0.5) == (stated >= 0.5)


def is_cell_region(name: Any) -> bool:
    """Whether a setFields region selects cells (``boxToCell``), not boundary faces: a value
    for the whole domain fills a cell region, never a heater's faces."""
    return str(name).endswith("ToCell")


#: Fields a region keeps equal to a stated one's: a two-phase compressible case solves for
#: ``p_rgh`` and derives ``p`` from it, so its setFields regions set both (depthCharge's
#: bubble: ``p_rgh 1e6; p 1e6``); a stated pressure written to ``p`` alone never reaches the run.
KEPT_EQUAL = {"p": "p_rgh"}


def kept_with(regions: Any, index: int, field: str) -> str | None:
    """The field region ``index`` keeps equal to ``field`` (``p_rgh`` beside ``p`` where the
    two hold one value), else None."""
    companion = KEPT_EQUAL.get(field)
    if companion is None or not isinstance(regions, list) or not 0 <= index < len(regions):
        return None
    item = regions[index]
    body = item[1] if isinstance(item, tuple) and len(item) == 2 else None
    values = values_of(body.get("fieldValues")) if isinstance(body, Mapping) else {}
    if field not in values or companion not in values:
        return None
    return companion if same(values[field], values[companion]) else None


def ball_centre_key(body: Mapping[str, Any]) -> str:
    """The key a ``sphereToCell`` region holds its centre under: ``origin`` (v1912's) unless
    the region writes the older ``centre``."""
    return "centre" if "centre" in body and "origin" not in body else "origin"
