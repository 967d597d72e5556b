"""The mesh regions of a multi-region case, and the words that name one.

Why: a conjugate heat transfer case (chtMultiRegionFoam's heatExchanger, externalCoupledHeater)
keeps each region's fields in ``0/<region>/<field>`` and its properties in
``constant/<region>/<dict>``, and lists the regions in ``constant/regionProperties``. A request
names a region as the case does ("air", "the porous region", "the heater block", "topAir" as
"the top air") or by its kind when the case has one of that kind ("the solid"); its patches are
the region's own, named by its field files. These facts of the case are read here once, for the
reader that binds values to a region, the editors that write there and the audit that checks
there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import (
    FIELD_DIRS,
    MAX_PROPERTY_FILE_BYTES,
    entries_of,
    field_class,
    parse,
    subdict,
)
from foam_agent.foamcase.case.region_fields import changed_patches

__all__ = [
    "MeshRegion",
    "RegionWords",
    "case_regions",
    "field_region",
    "is_region_field",
    "region_field",
    "region_named",
    "region_patches",
    "region_property_files",
]

#: The dictionary a multi-region case lists its regions in, by kind.
REGION_PROPERTIES = "constant/regionProperties"
#: Words beside a region's name that name no patch of it ("the porous region", "the heater
#: block", "the air side"): said of the region as a whole.
REGION_NOUNS = frozenset({"the", "a", "an", "of", "in", "region", "regions", "zone", "block",
                          "domain", "part", "body", "side"})
#: A word and the next one's start inside an identifier (``topAir``: top|Air; ``v_CPU``).
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


@dataclass(frozen=True)
class MeshRegion:
    """One region of a multi-region case.

    Attributes:
        name: As the case writes it (``air``, ``topAir``), the folder of its files.
        kind: The list ``regionProperties`` puts it in (``fluid``, ``solid``).
    """

    name: str
    kind: str

    @property
    def words(self) -> frozenset[str]:
        """The words of its name, lower case (``topAir``: top, air)."""
        return frozenset(part.lower() for part in _WORD.findall(self.name))


@dataclass(frozen=True)
class RegionWords:
    """A region the words name and what they say besides it.

    Attributes:
        region: The region named.
        rest: The words left once the region's name and words like "region" are taken out
            ("inlet" of "air inlet"); empty when the words name the region as a whole.
    """

    region: MeshRegion
    rest: str


def case_regions(root: Path) -> tuple[MeshRegion, ...]:
    """The regions ``constant/regionProperties`` lists, in order; none for a case of one."""
    entries = entries_of(root / REGION_PROPERTIES)
    listed = entries.get("regions") if entries is not None else None
    if not isinstance(listed, list | tuple):
        return ()
    found: list[MeshRegion] = []
    for kind, names in zip(listed[::2], listed[1::2], strict=False):
        if isinstance(kind, str) and isinstance(names, list | tuple):
            found += [MeshRegion(str(name), kind) for name in names if isinstance(name, str)]
    return tuple(found)


def region_named(words: str, regions: tuple[MeshRegion, ...]) -> RegionWords | None:
    """The one region ``words`` name, by every word of its name ("air inlet" names ``air``;
    "top air" names ``topAir``) or by its kind when the case has one region of that kind
    ("the solid"); None when they name none, or several and no one of them by more words
    (then which is meant is open, never guessed)."""
    said = [word.lower() for word in re.findall(r"[A-Za-z0-9]+", words)]
    for part in re.findall(r"[A-Za-z0-9]+", words):
        said += [piece.lower() for piece in _WORD.findall(part)]
    named = [region for region in regions if region.words <= set(said)]
    widest = [region for region in named
              if not any(region.words < other.words for other in named)]
    if not widest:
        widest = [region for region in regions
                  if region.kind in said and [other.kind for other in regions].count(
                      region.kind) == 1]
        taken = {widest[0].kind} if len(widest) == 1 else set()
    else:
        taken = set(widest[0].words)
    if len(widest) != 1:
        return None
    rest = " ".join(word for word in re.findall(r"[A-Za-z0-9]+", words)
                    if word.lower() not in taken and word.lower() not in REGION_NOUNS
                    and not set(piece.lower() for piece in _WORD.findall(word)) <= taken)
    return RegionWords(widest[0], rest)


def region_field(region: str, field: str) -> str:
    """The name a region's field goes by among the case's fields: its path under ``0``
    (``air/T``), which ``foamcase.case.files.field_files`` finds as it finds ``T``."""
    return f"{region}/{field}"


def is_region_field(field: str | None) -> bool:
    """Whether ``field`` is a region's, named by :func:`region_field`."""
    return field is not None and "/" in field


def field_region(field: str) -> tuple[str | None, str]:
    """The region and the field of a name :func:`region_field` made; (None, field) else."""
    region, _, name = field.rpartition("/")
    return (region or None), name


def region_patches(root: Path, region: str) -> dict[str, str]:
    """Patch name → mesh type of ``region``: from its ``polyMesh/boundary`` once a mesh is
    split into regions, else the patches its field files or its changeDictionaryDict name
    (type unknown: ``patch``)."""
    boundary = parse(root / "constant" / region / "polyMesh" / "boundary")
    entries = boundary.get(None) if boundary is not None else None
    if isinstance(entries, list):
        return {str(name): str(subdict(value).get("type", "patch"))  # type: ignore[union-attr]
                for name, value in zip(entries[::2], entries[1::2], strict=False)
                if isinstance(name, str) and subdict(value) is not None}
    found: dict[str, str] = {}
    for directory in FIELD_DIRS:
        folder = root / directory / region
        for path in sorted(folder.iterdir()) if folder.is_dir() else ():
            if not path.is_file() or not (field_class(path) or "").endswith("Field"):
                continue
            file = parse(path)
            conditions = subdict(file.get("boundaryField")) if file is not None else None
            for name in conditions or {}:
                if isinstance(name, str) and not name.startswith(("#", '"')):
                    found.setdefault(name, "patch")
    return found or changed_patches(root, region)


def region_property_files(root: Path, region: str) -> list[Path]:
    """The dictionaries of ``constant/<region>`` that may hold its properties."""
    folder = root / "constant" / region
    return [path for path in sorted(folder.iterdir())
            if path.is_file() and path.stat().st_size <= MAX_PROPERTY_FILE_BYTES] \
        if folder.is_dir() else []
