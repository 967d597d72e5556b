"""A case's files: which dictionaries hold fields, properties and the turbulence model, which
patches the mesh has, each dictionary parsed once.

Why: the spec reader, the audit, the physics checks and the authors ask the same questions of
a case directory, in either dialect (ESI ``turbulenceProperties``, Foundation
``momentumTransport``); the answers live here once.
"""

from __future__ import annotations

import copy
import functools
import re
import tempfile
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.default_patch import DEFAULT_NAME, default_patch
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.linear_lists import make_list_parsing_linear

# Every reader of a case's files comes through this module, and about ninety of them open
# files with FoamFile directly: guard foamlib's list parser once, before any of them parses.
make_list_parsing_linear()

#: Field files live in the start time; tutorials that run ``restore0Dir`` keep them in 0.orig.
FIELD_DIRS = ("0", "0.orig")
#: Dictionaries that hold material properties and model coefficients, per dialect.
PROPERTY_PREFIXES = ("transportProperties", "physicalProperties", "thermophysicalProperties",
                     "thermophysicalTransport", "momentumTransport", "turbulenceProperties",
                     "viscosity", "phaseProperties", "thermo.")
#: A dictionary of coefficients is a few kilobytes; a larger ``constant`` file is data.
MAX_PROPERTY_FILE_BYTES = 100_000
TURBULENCE_FILES = ("constant/turbulenceProperties", "constant/momentumTransport")
#: A compressible or heat-transfer case's thermophysical models.
THERMO_FILE = "constant/thermophysicalProperties"
#: Suffixes of turbulence files that are not a phase's.
NOT_PHASES = frozenset({".template", ".orig", ".gz", ".bak"})
BLOCK_MESH_DICTS = ("system/blockMeshDict", "constant/polyMesh/blockMeshDict")
#: The name blockMesh gives faces no patch lists, unless ``defaultPatch`` names another.
DEFAULT_PATCH_NAME = DEFAULT_NAME
#: The FoamFile header is within the first lines of a file; this many characters hold it.
HEADER_CHARS = 4096
_HEADER_CLASS = lazy_regex(r"FoamFile\s*\{[^}]*?\bclass\s+(\w+)\s*;", re.DOTALL)
_COMMENTS = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
#: Distinct dictionary texts whose parse is kept (see :func:`entries_of`).
MAX_CACHED_PARSES = 256

#: A dictionary as foamlib gives it: a ``FoamFile.SubDict`` of a file open for editing, or the
#: plain ``dict``/``MultiDict`` of a parsed text. Its values stay ``Any``: foamlib types them as
#: a union of every OpenFOAM value, and ``values.py`` reads numbers out of any of them.
Entries = MutableMapping[str, Any]
#: The keys of one entry, outermost first (``("RAS", "RASModel")``), as foamlib indexes files.
Keys = tuple[str, *tuple[str, ...]]


def subdict(value: object) -> Entries | None:
    """``value`` when foamlib read it as a dictionary, else None (a number, word, list…)."""
    return value if isinstance(value, MutableMapping) else None


def as_subdict(value: object, what: str) -> Entries:
    """``value``, which the caller expects to be a dictionary.

    Raises:
        TypeError: It is not one (``what`` names the entry), as foamlib's own
            ``boundary_field`` does.
    """
    entries = subdict(value)
    if entries is None:
        raise TypeError(f"{what} is not a dictionary")
    return entries


def lookup(entries: object, keys: tuple[str, ...]) -> Any:
    """The value at ``keys`` inside nested dictionaries, or None when a key is missing or an
    outer value is not a dictionary."""
    value: Any = entries
    for key in keys:
        if not isinstance(value, Mapping) or key not in value:
            return None
        value = value[key]
    return value


def entry_keys(keys: tuple[str, ...]) -> Keys:
    """``keys`` as foamlib's index of a nested entry (``file[("RAS", "RASModel")]``).

    Raises:
        ValueError: ``keys`` is empty (it would name the whole file).
    """
    if not keys:
        raise ValueError("an entry needs at least one key")
    return (keys[0], *keys[1:])


def parse(path: Path) -> FoamFile | None:
    """``path`` as a foamlib file when it parses as an OpenFOAM dictionary, else None."""
    if not path.is_file():
        return None
    file = FoamFile(path)
    try:
        file.as_dict()
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return None
    return file


def case_application(root: Path) -> str | None:
    """The application ``system/controlDict`` of the case under ``root`` names; None when
    there is none or the file does not parse."""
    control = parse(root / "system" / "controlDict")
    name = control.get("application") if control is not None else None
    return name if isinstance(name, str) else None


def entries_of(path: Path) -> Mapping[str | None, Any] | None:
    """The entries of the dictionary at ``path`` (``parse(path).as_dict()``), or None when it
    is missing or does not parse; a copy the caller may change.

    Why a cache by text: choosing a tutorial composes and audits every candidate, and the
    written case is audited again before and after its run, so one blockMeshDict's text is
    parsed five to fifteen times in a solve; foamlib needs about 0.02 s for a small one and
    seconds for long vertex lists.
    """
    if not path.is_file():
        return None
    parsed = _entries_of_text(path.read_text(encoding="utf-8", errors="replace"), path.name)
    return copy.deepcopy(parsed) if parsed is not None else None


def entries_of_text(text: str, name: str) -> Mapping[str | None, Any] | None:
    """The entries of a dictionary named ``name`` whose text was read already (by a bounded
    reader of a case not trusted), or None when it does not parse; a copy the caller may
    change."""
    parsed = _entries_of_text(text, name)
    return copy.deepcopy(parsed) if parsed is not None else None


@functools.lru_cache(maxsize=MAX_CACHED_PARSES)
def _entries_of_text(text: str, name: str) -> Mapping[str | None, Any] | None:
    """The parse of ``text`` (the file is named ``name``: foamlib reads a field file by its
    class, given in the header, and a few dictionaries by their name)."""
    with tempfile.TemporaryDirectory(prefix="foam-agent-parse-") as folder:
        path = Path(folder) / name
        path.write_text(text, encoding="utf-8")
        file = parse(path)
        return file.as_dict() if file is not None else None


def field_class(path: Path) -> str | None:
    """The ``FoamFile.class`` of a field file (``volVectorField``), or None.

    Read from the header text alone: parsing a whole non-uniform field to learn its class
    would cost seconds.
    """
    if not path.is_file():
        return None
    with path.open(encoding="utf-8", errors="replace") as handle:
        head = handle.read(HEADER_CHARS)
    match = _HEADER_CLASS.search(head)
    return match.group(1) if match else None


def field_files(root: Path, name: str) -> list[Path]:
    """The files of field ``name`` in ``0`` and ``0.orig`` (both are edited alike); a
    ``0/name.orig`` when there is no ``0/name``, since the Allrun copies it there before
    setFields and the solver run (hotRoom's ``0/T.orig``: its T was 'not in the case')."""
    found: list[Path] = []
    for directory in FIELD_DIRS:
        path = root / directory / name
        if not path.exists():
            path = root / directory / f"{name}.orig"
        if path.is_file() and (field_class(path) or "").endswith("Field"):
            found.append(path)
    return found


def all_field_files(root: Path) -> list[Path]:
    """Every field file in ``0`` and ``0.orig``."""
    found: list[Path] = []
    for directory in FIELD_DIRS:
        folder = root / directory
        if folder.is_dir():
            found.extend(path for path in sorted(folder.iterdir())
                         if path.is_file() and (field_class(path) or "").endswith("Field"))
    return found


#: A ``system`` dictionary of model coefficients: the sources of a case that keeps them in
#: ``system`` (sineWaveDamping's acousticDampingSource ``radius1``, ``timeStart``).
SYSTEM_OPTIONS = "system/fvOptions"


def property_files(root: Path) -> list[Path]:
    """The ``constant`` dictionaries that may hold properties and model coefficients: the
    usual ones (``PROPERTY_PREFIXES``) first, then every other dictionary of ``constant``
    (``mechanicalProperties``, ``financialProperties``, ``boxTurbDict``), where a solver
    outside the usual families keeps its coefficients, then ``system/fvOptions``; the
    gravity file and files too large to be a dictionary of coefficients are left out."""
    folder = root / "constant"
    files = [path for path in sorted(folder.iterdir())
             if path.is_file() and path.name != "g"
             and path.stat().st_size <= MAX_PROPERTY_FILE_BYTES] if folder.is_dir() else []
    options = root / SYSTEM_OPTIONS
    if options.is_file() and options.stat().st_size <= MAX_PROPERTY_FILE_BYTES:
        files.append(options)
    return sorted(files, key=lambda path: not path.name.startswith(PROPERTY_PREFIXES))


def phase_turbulence_files(root: Path) -> list[Path]:
    """Each phase's turbulence file of a multiphase Euler case (``turbulenceProperties.air``,
    ``momentumTransport.water``), which such cases have instead of one for the mixture;
    templates and originals are not phases."""
    return sorted(path for stem in TURBULENCE_FILES
                  for path in (root / stem).parent.glob(Path(stem).name + ".*")
                  if path.is_file() and path.suffix not in NOT_PHASES)


def first_existing(root: Path, candidates: tuple[str, ...]) -> Path | None:
    """The first of ``candidates`` (relative paths) that exists under ``root``."""
    for relative in candidates:
        if (root / relative).is_file():
            return root / relative
    return None


def mesh_patches(root: Path) -> dict[str, str]:
    """Patch name → patch type (``wall``, ``patch``, ``empty``…) of the case's mesh.

    Read from ``constant/polyMesh/boundary`` when a mesh exists, else from the blockMeshDict
    (with its ``defaultPatch``; the patches createPatch adds: :func:`created_patches`; and,
    where the case merges another mesh into it or the dictionary takes in a file the scripts
    make (:func:`includes_unheld`), the patches only the field files name:
    :func:`merged_patches`), else from the patches the field files list (type unknown, given
    as ``patch``).
    """
    boundary = parse(root / "constant" / "polyMesh" / "boundary")
    if boundary is not None:
        entries = boundary.get(None)
        if isinstance(entries, list):
            return _patch_types(entries)
    block_mesh = first_existing(root, BLOCK_MESH_DICTS)
    if block_mesh is not None:
        listed = _block_mesh_patches(block_mesh.read_text(encoding="utf-8", errors="replace"))
        if listed:
            listed = {**_field_patches(root), **listed} \
                if merges_meshes(root) or includes_unheld(block_mesh) else listed
            return {**created_patches(root), **listed}
    return _field_patches(root)


#: The scripts that build a tutorial's mesh before its solver runs.
MESH_SCRIPTS = ("Allrun.pre", "Allrun")
#: A script line joining another case's mesh to the one blockMesh made.
_MERGE_MESHES = lazy_regex(r"^\s*(?:runApplication\s+)?mergeMeshes\b", re.MULTILINE)


def merges_meshes(root: Path) -> bool:
    """Whether the case's scripts join another mesh to its own (``mergeMeshes``): an overset
    case's body mesh (hotCylinder's cylinder, extruded from a surface in a sibling case), whose
    patches only the field files name here, never the blockMeshDict."""
    return any(_MERGE_MESHES.search(path.read_text(encoding="utf-8", errors="replace"))
               for name in MESH_SCRIPTS if (path := root / name).is_file())


#: A file a dictionary takes in (``#include "blockMeshDict.caseBoundary"``).
_INCLUDE = lazy_regex(r'^\s*#include\s+"([^"]+)"', re.MULTILINE)
#: The suffix of a C++ header a code stream includes (``pointField.H``): no dictionary.
_HEADER_SUFFIX = ".H"


def includes_unheld(path: Path) -> bool:
    """Whether the dictionary ``path`` takes in a dictionary the case does not hold.

    Why: such a file is made by the case's scripts before the mesh is built
    (helmholtzResonance's Allrun links ``blockMeshDict.caseBoundary`` to one of two boundary
    files), so the patches it brings are known only from the field files, which name every
    patch of either variant; read from the blockMeshDict alone, the case had no ``inlet``
    and a value said of it was refused."""
    text = _COMMENTS.sub(" ", path.read_text(encoding="utf-8", errors="replace"))
    return any(not name.endswith(_HEADER_SUFFIX) and not (path.parent / name).is_file()
               for name in _INCLUDE.findall(text))


def merged_patches(root: Path) -> list[str]:
    """The patches a mesh merged into the case brings (:func:`merges_meshes`): those the field
    files name that the blockMeshDict does not make; none for a case that merges nothing."""
    block_mesh = first_existing(root, BLOCK_MESH_DICTS)
    if block_mesh is None or not merges_meshes(root):
        return []
    own = _block_mesh_patches(block_mesh.read_text(encoding="utf-8", errors="replace"))
    return [name for name in _field_patches(root) if name not in own]


#: The dictionaries createPatch reads: its default, and those a script names with ``-dict``
#: (``createPatchDict.cyclic``).
CREATE_PATCH_DICTS = "createPatchDict*"


def created_patches(root: Path) -> dict[str, str]:
    """Patch name → type of the patches the case makes with createPatch after blockMesh
    (smallPoolFire2D's ``inlet``, the pool its fuel rises from, made of a topoSet's faces):
    places its blockMeshDict never lists. A patch counts when a ``system/createPatchDict*``
    makes it and the case's field files give it a condition, so both the mesh step and the
    fields say the case has it; read from the files alone, since an author edits a case
    whose scripts are not written yet."""
    named = _field_patches(root)
    created: dict[str, str] = {}
    for path in sorted((root / "system").glob(CREATE_PATCH_DICTS)):
        items = lookup(entries_of(path), ("patches",))
        for item in items if isinstance(items, list) else ():
            entry = subdict(item)
            info = subdict(entry.get("patchInfo")) if entry is not None else None
            name = entry.get("name") if entry is not None else None
            if isinstance(name, str) and name in named:
                created[name] = str(info.get("type", "patch")) if info else "patch"
    return created


#: A script line cutting cells out of the mesh and giving the faces it exposes to a patch
#: (``subsetMesh box -patch hole``): the wall of a body the cut leaves inside the domain.
_CUT = lazy_regex(r"^\s*(?:runApplication\s+)?(?:-s\s+\S+\s+)?subsetMesh\b[^\n]*?"
                  r"-patch\s+(?P<patch>[\w.-]+)", re.MULTILINE)


def cut_patches(root: Path) -> list[str]:
    """The patches a ``subsetMesh -patch`` line of the case's scripts fills with the faces its
    cut exposes (movingBox's ``hole``, the box its block is cut from); the blockMeshDict lists
    them with no face of their own."""
    return list(dict.fromkeys(
        match.group("patch") for name in MESH_SCRIPTS if (path := root / name).is_file()
        for match in _CUT.finditer(path.read_text(encoding="utf-8", errors="replace"))))


def _field_patches(root: Path) -> dict[str, str]:
    """The patches the field files name (regular expressions and directives left out), each
    given as ``patch``: a field file does not tell a patch's mesh type."""
    from_fields: dict[str, str] = {}
    for path in all_field_files(root):
        file = parse(path)
        boundary_field = subdict(file.get("boundaryField")) if file is not None else None
        if boundary_field is None:
            continue
        for name in boundary_field:
            if isinstance(name, str) and not name.startswith(("#", '"')):
                from_fields.setdefault(name, "patch")
    return from_fields


def top_level_entries(text: str, keywords: tuple[str, ...]) -> str:
    """The text of the named top-level entries of a dictionary, comments removed.

    Why: foamlib needs seconds for the long vertex and arc lists of some blockMeshDicts (4.6 s
    for FoamBench's offset cylinder), while the patches are in the short ``boundary`` entry.
    """
    text = _COMMENTS.sub(" ", text)
    kept: list[str] = []
    depth = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char == "#" and depth == 0:
            newline = text.find("\n", index)
            index = len(text) if newline < 0 else newline
            continue
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
        elif depth == 0 and (match := re.match(r"([A-Za-z]\w*)\b", text[index:])):
            end = _entry_end(text, index + match.end())
            if match.group(1) in keywords:
                kept.append(text[index:end])
            index = end
            continue
        index += 1
    return "\n".join(kept)


def _entry_end(text: str, start: int) -> int:
    """Where the entry starting before ``start`` ends: after its ``;`` or its ``{...}``."""
    depth = 0
    for index in range(start, len(text)):
        char = text[index]
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
            if depth == 0 and char == "}" and text[start:index].lstrip().startswith("{"):
                return index + 1
        elif char == ";" and depth == 0:
            return index + 1
    return len(text)


def _block_mesh_patches(text: str) -> dict[str, str]:
    """Patch name → type listed by a blockMeshDict's text (a copy: see
    :func:`_listed_block_mesh_patches`)."""
    return dict(_listed_block_mesh_patches(text))


@functools.lru_cache(maxsize=MAX_CACHED_PARSES)
def _listed_block_mesh_patches(text: str) -> dict[str, str]:
    """Why cached: the author and the audit ask for one candidate's patches many times."""
    try:
        parsed = FoamFile.loads(top_level_entries(text, ("boundary", "patches",
                                                          "defaultPatch")))
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return {}
    entries = subdict(parsed)
    patches = _patch_types(block_mesh_boundary(entries)) if entries is not None else {}
    made = default_patch(_COMMENTS.sub(" ", text), patches) if patches else None
    default = subdict(lookup(parsed, ("defaultPatch",)))
    if made is not None:
        # The outer faces no entry lists (offsetCylinder's front and back): blockMesh's.
        patches[made.name] = made.type
    elif patches and default is not None:
        patches[str(default.get("name", DEFAULT_PATCH_NAME))] = str(default.get("type", "empty"))
    return patches


def block_mesh_boundary(entries: Mapping[Any, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """A blockMeshDict's patches as ``(name, {type, faces})`` items, from its ``boundary``
    list or, where it has none, from the older ``patches`` list of ``type name (faces)``
    triples (fluidisedBed's, bubbleColumn's: 31 tutorials of v1912), so that the patches and
    the sides they lie on are read alike from either."""
    boundary = entries.get("boundary")
    if isinstance(boundary, list):
        return [(str(item[0]), item[1]) for item in boundary
                if isinstance(item, tuple | list) and len(item) == 2
                and isinstance(item[1], Mapping)]
    listed = entries.get("patches")
    if not isinstance(listed, list) or len(listed) % 3:
        return []
    triples = [listed[index:index + 3] for index in range(0, len(listed), 3)]
    if not all(isinstance(kind, str) and isinstance(name, str) and isinstance(faces, list)
               for kind, name, faces in triples):
        return []
    return [(name, {"type": kind, "faces": faces}) for kind, name, faces in triples]


def _patch_types(items: Sequence[Any]) -> dict[str, str]:
    """Patch name → type of a ``boundary`` list of ``name { type …; }`` items."""
    patches: dict[str, str] = {}
    for item in items:
        entry = subdict(item[1]) if isinstance(item, tuple) and len(item) == 2 else None
        if entry is not None:
            patches[str(item[0])] = str(entry.get("type", "patch"))
    return patches
