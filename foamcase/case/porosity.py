"""The porous zones a case keeps (``foamcase.catalog.porosity``): for each, its file, the
dictionary holding its model's coefficients, the model, the cell zone it acts on and whether
its frame is turned away from the mesh's axes.

Why one finder: the editor writes a stated coefficient where this finds it and the audit
reads it back through the same lookup, whichever of the tutorials' three layouts the case
has (an fvOptions source with its coefficients inline or in ``<model>Coeffs``, or
``porosityProperties``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import Dimensioned

from foam_agent.foamcase.case.files import entries_of, lookup
from foam_agent.foamcase.case.macros import expanded, variables
from foam_agent.foamcase.case.values import number_of, numbers_of, vector_of
from foam_agent.foamcase.catalog.porosity import BAFFLE, BAFFLE_FILES, FILES, MODELS
from foam_agent.foamcase.lazy_pattern import lazy_regex

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
        if not self.keys:
            return baffle_text_value(path.read_text(encoding="utf-8", errors="replace"),
                                     keyword)
        if isinstance(raw, Dimensioned):
            raw = raw.value
        if raw is None:
            return None
        if hasattr(raw, "tolist"):
            raw = raw.tolist()
        raw = expanded(raw, variables(path, self.keys))
        scalar = number_of(raw)
        return [scalar] if scalar is not None else numbers_of(
            list(raw) if isinstance(raw, tuple) else raw)


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


def _baffles_in(file: str, entries: Mapping[Any, Any], keys: tuple[str, ...] = ()
                ) -> list[PorousPlace]:
    """Every ``porousBafflePressure`` dictionary at any depth of ``entries``."""
    places: list[PorousPlace] = []
    for name, body in entries.items():
        if not isinstance(name, str) or not isinstance(body, Mapping):
            continue
        if body.get("type") == BAFFLE:
            places.append(PorousPlace(file, (*keys, name), BAFFLE, None, False))
        else:
            places += _baffles_in(file, body, (*keys, name))
    return places


#: A porous baffle's block in a dictionary foamlib cannot parse (createBafflesDict's slave
#: patch repeats the master's fields through ``${...master.patchFields}``): from its type to
#: the block's end.
_BAFFLE_BLOCK = lazy_regex(rf"\btype\s+{BAFFLE}\s*;[^}}]*", re.DOTALL)


def _baffle_entry(keyword: str) -> re.Pattern[str]:
    return re.compile(rf"(^|[;{{\s])({re.escape(keyword)}\s+)([^;]+)(;)", re.MULTILINE)


def baffle_text_value(text: str, keyword: str) -> list[float] | None:
    """The number of ``keyword`` in the first porous baffle block of ``text``."""
    for block in _BAFFLE_BLOCK.finditer(text):
        found = _baffle_entry(keyword).search(block.group(0))
        if found is not None:
            try:
                return [float(found.group(3).strip())]
            except ValueError:
                return None
    return None


def with_baffle_text_value(text: str, keyword: str, value: float) -> str:
    """``text`` with ``keyword`` set to ``value`` in every porous baffle block."""
    def block(match: re.Match[str]) -> str:
        return _baffle_entry(keyword).sub(
            lambda entry: f"{entry.group(1)}{entry.group(2)}{value:.12g}{entry.group(4)}",
            match.group(0), count=1)
    return _BAFFLE_BLOCK.sub(block, text)


def porous_places(root: Path) -> list[PorousPlace]:
    """Every porous zone and porous baffle of the case under ``root``, in the catalog's file
    order (zones first)."""
    places: list[PorousPlace] = []
    for patterns, find in ((FILES, _places_in), (BAFFLE_FILES, _baffles_in)):
        for pattern in patterns:
            for path in sorted(root.glob(pattern)):
                entries = entries_of(path)
                relative = str(path.relative_to(root))
                if isinstance(entries, Mapping):
                    places += find(relative, entries)
                elif find is _baffles_in and _BAFFLE_BLOCK.search(
                        path.read_text(encoding="utf-8", errors="replace")):
                    # Read and written as text (``keys`` empty): foamlib cannot parse it.
                    places.append(PorousPlace(relative, (), BAFFLE, None, False))
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
