"""The porous zones a case keeps (``foamcase.catalog.porosity``): for each, its file, the
dictionary holding its model's coefficients, the model, the cell zone it acts on and whether
its frame is turned away from the mesh's axes.

Why one finder: the editor writes a stated coefficient where this finds it and the audit
reads it back through the same lookup, whichever of the tutorials' three layouts the case
has (an fvOptions source with its coefficients inline or in ``<model>Coeffs``, or
``porosityProperties``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import Dimensioned

from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.case.macros import expanded, variables
from foam_agent.foamcase.case.values import numbers_of, vector_of
from foam_agent.foamcase.catalog.porosity import FILES, MODELS

#: How far from the mesh's x axis a frame's first axis may be and still count as unturned.
_ALIGNED = 1e-6


@dataclass(frozen=True)
class PorousPlace:
    """One porous zone of a case.

    Attributes:
        file: The file, relative to the case.
        keys: The dictionary holding the model's coefficients.
        model: The model's type (``DarcyForchheimer``).
        zone: The cell zone it acts on, when named.
        turned: Whether its frame's axes are not the mesh's (``e1`` other than x).
    """

    file: str
    keys: tuple[str, ...]
    model: str
    zone: str | None
    turned: bool

    def value(self, root: Path, keyword: str) -> list[float] | None:
        """The numbers of ``keyword`` as OpenFOAM reads them (macros expanded)."""
        path = root / self.file
        raw = lookup(entries_of(path), (*self.keys, keyword))
        if isinstance(raw, Dimensioned):
            raw = raw.value
        if raw is None:
            return None
        if hasattr(raw, "tolist"):
            raw = raw.tolist()
        return numbers_of(expanded(raw, variables(path, self.keys)))


def _frame_turned(body: Mapping[str, Any]) -> bool:
    frame = body.get("coordinateSystem")
    if not isinstance(frame, Mapping):
        return False
    first = vector_of(frame.get("e1"))
    if first is None:
        rotation = frame.get("rotation") or frame.get("coordinateRotation")
        if isinstance(rotation, Mapping):
            if rotation.get("type") in ("none", "axes") and rotation.get("e1") is None:
                return False
            first = vector_of(rotation.get("e1"))
    if first is None:
        return False
    size = sum(item * item for item in first) ** 0.5
    return size == 0 or abs(first[0] / size - 1.0) > _ALIGNED


def _places_in(file: str, entries: Mapping[Any, Any]) -> list[PorousPlace]:
    places: list[PorousPlace] = []
    for name, body in entries.items():
        if not isinstance(name, str) or not isinstance(body, Mapping):
            continue
        coeffs = body.get("explicitPorositySourceCoeffs") or body.get(
            "interRegionExplicitPorositySourceCoeffs")
        keys: tuple[str, ...] = (name,)
        holder: Mapping[str, Any] = body
        if isinstance(coeffs, Mapping):
            keys = (name, "explicitPorositySourceCoeffs" if "explicitPorositySourceCoeffs"
                    in body else "interRegionExplicitPorositySourceCoeffs")
            holder = coeffs
        model = holder.get("type")
        if model not in MODELS:
            continue
        inner = holder.get(f"{model}Coeffs")
        zone = holder.get("cellZone")
        if isinstance(inner, Mapping):
            keys, holder = (*keys, f"{model}Coeffs"), inner
        places.append(PorousPlace(file, keys, str(model),
                                  str(zone) if isinstance(zone, str) else None,
                                  _frame_turned(holder)))
    return places


def porous_places(root: Path) -> list[PorousPlace]:
    """Every porous zone of the case under ``root``, in the catalog's file order."""
    places: list[PorousPlace] = []
    for pattern in FILES:
        for path in sorted(root.glob(pattern)):
            entries = entries_of(path)
            if isinstance(entries, Mapping):
                places += _places_in(str(path.relative_to(root)), entries)
    return places


def zone_box_action(root: Path, zone: str) -> tuple[int, Mapping[str, Any]] | str:
    """The index and body of the ``system/topoSetDict`` action whose box selects the cells of
    cell zone ``zone`` (the box action itself, or the cell set a ``setToCellZone`` action
    turns into it), or why there is none."""
    entries: Any = entries_of(root / "system" / "topoSetDict")
    if entries is None:
        return f"the case has no system/topoSetDict: its zone '{zone}' comes from the mesh"
    actions = [item for item in entries.get("actions") or [] if isinstance(item, Mapping)]
    indexed = list(enumerate(entries.get("actions") or []))
    wanted = {zone}
    for action in actions:
        if action.get("name") == zone and action.get("source") == "setToCellZone":
            wanted.add(str(action.get("set")))
    for index, action in indexed:
        if isinstance(action, Mapping) and action.get("name") in wanted \
                and action.get("source") == "boxToCell":
            return index, action
    return f"no topoSet box selects the cells of the zone '{zone}'"
