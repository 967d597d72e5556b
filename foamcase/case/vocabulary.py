"""The identifiers of OpenFOAM cases: fields, patches, dictionary keywords and condition types.

Why: a request names what it changes in the case's own words ("k = 0.84 m^2/s^2 at the inlet",
"molWeight 28.9", "omegaWallFunction on upperWall"). A reader can bind a value to such a word
only if it knows the word is an identifier of a case, what kind (a field, a keyword of a
``constant`` dictionary, a patch, a condition type) and, where the case says, the entry's
dimensions. This module harvests those identifiers from case folders: one case (the followed
one) or every tutorial of the installation (the words a request may use before it is known which
case will be followed). Nothing is hand-listed; every word comes from a case file.

The reading is lexical (comments stripped, tokens and braces walked), not foamlib: the whole
tutorial tree (about 400 cases, 2,500 field files) is read in a few seconds, and a case file
foamlib cannot parse still yields its words. Directives (``#include``) and macros (``$x``) are
skipped by the walk; the names a case's field files read from a definition (a variable
of an included file or of the field file itself, an entry of a file included into a patch)
are gathered from ``foam_agent.foamcase.case.definitions`` for the few cases that have such
definitions, so "Uref 12 m/s" and "turbulentKE 0.5" are words of the cases.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

from foam_agent.foamcase.case.definitions import Definition, case_definitions
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, mesh_patches
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES
from foam_agent.foamcase.catalog.conditions import CONDITIONS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: OpenFOAM's seven base dimensions, in the order a ``[0 2 -1 0 0 0 0]`` lists them.
BASE_DIMENSIONS = ("mass", "length", "time", "temperature", "substance", "current",
                   "luminosity")
Dimensions = tuple[float, float, float, float, float, float, float]

#: Where Debian's openfoam-examples puts the tutorials when ``FOAM_TUTORIALS`` is not set.
DEBIAN_TUTORIALS = Path("/usr/share/doc/openfoam-examples/examples")
#: Bumped when what is harvested changes, so an old cache is not read.
HARVEST_VERSION = 26
_FIELD_DIRS = ("0", "0.orig")
_COMMENTS = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_TOKENS = lazy_regex(r'"[^"]*"|[{}();\[\]]|[^\s{}();\[\]"]+')
_IDENTIFIER = lazy_regex(r"[A-Za-z][A-Za-z0-9_.:]*\Z")
#: The most bytes read of one file: field files with a non-uniform ``internalField`` hold
#: megabytes of numbers, and everything harvested comes before or after them.
_MAX_READ = 200_000
#: The dictionaries of ``fvSolution`` that are no algorithm's controls.
_NOT_ALGORITHMS = frozenset({"solvers", "relaxationFactors", "cache"})
#: The entries of a linear solver's block whose value is a method's name.
_METHOD_ROLES = frozenset({"solver", "preconditioner", "smoother"})
#: A compound identifier (``waveHeight``, ``initialDepth``): never an ordinary English word
#: ("origin", "amplitude", "value"), which a request uses for things that are not the entry.
_COMPOUND = lazy_regex(r"[a-z]+[A-Z][A-Za-z0-9]*\Z")
#: The parameters the catalog's condition rows read: a request states them with their type
#: ("inletOutlet with inletValue 0"), and the condition reader binds them, not the keyword one.
_CATALOG_PARAMETERS = frozenset(parameter.name for row in CONDITIONS
                                for parameter in row.parameters)
#: A plain lowercase word (``pressure``, ``temperature`` of an ``initialConditions``): a
#: definition of that name stands for a field the value reader already gives a role, and a
#: request says the word for the quantity, never for the variable.
_PLAIN_WORD = lazy_regex(r"[a-z]+\Z")
#: A field file that may read a definition: an include of the case's, or a ``$name`` other
#: than the field's own ``$internalField``.
_READS_DEFINITION = lazy_regex(r'#include\s+"|\$(?!internalField\b)[A-Za-z]')


@dataclass(frozen=True)
class Vocabulary:
    """The identifiers of one or many cases.

    Attributes:
        fields: Field names (the files of ``0/``), each with its dimensions where a file gives
            them (``None`` when the cases disagree or none says).
        keywords: Keywords of the ``constant`` dictionaries (``nu``, ``molWeight``, ``Cp``…)
            and of ``system/fvOptions`` (``radius1``), each with the dimensions written
            beside it, else ``None``; and the compound names of the numbers a boundary
            condition holds beside its type (waveMaker's ``initialDepth``, ``rampTime``) that
            no catalog condition row reads, with no dimensions (listed in ``parameters``
            too).
        patches: Patch names of the field files' ``boundaryField`` and the mesh's constraint
            patches (which field files may leave to ``setConstraintTypes``).
        types: Boundary-condition type names found on those patches.
        controls: The top-level keywords of ``system/controlDict`` (``deltaT``, ``endTime``):
            a run's controls, which a ``constant`` dictionary may also hold (a mesh motion's
            ``deltaT``) but a request setting them means the run's.
        type_fields: For each type, the fields (phase suffix dropped: ``k`` of ``k.water``)
            the cases put it on, so ``omegaWallFunction`` is known to be for ``omega``.
        phases: The phase names the cases list (``phases (sludge water);``), so "sludge rho
            = 1030" is known to be a phase's density.
        phase_keywords: The keywords the cases keep inside a phase's dictionary (``rho``,
            ``nu``), unlike the mixture's (``sigma``, ``Dab``).
        settings: The keywords of ``system/fvSolution`` at any depth (``nCorrectors``,
            ``nAlphaCorr``, ``relTol``): the run's numerics a request may set by name.
        algorithms: The dictionaries of ``fvSolution`` that hold a pressure-velocity
            algorithm's controls (``PISO``, ``PIMPLE``, ``SIMPLE``, ``BPISO``,
            ``potentialFlow``), so "BPISO nCorrectors 4" names where the count goes.
        methods: The names ``fvSolution`` and ``fvSchemes`` give as values, by role:
            ``solver`` (``GAMG``, ``PCG``), ``preconditioner`` (``DIC``), ``smoother``,
            ``ddt`` (``Euler``, ``backward``) and ``div`` (``linearUpwind``, ``vanLeer``).
        vectors: The fields some case's file holds as vectors (``class volVectorField``:
            ``U``, ``B``, ``hU``): a size said with direction words is such a field's own.
        parameters: The keywords that are numbers a boundary condition holds (``pBack``,
            ``initialDepth``): no file gives their dimensions, so a value in a unit that
            would rescale it cannot be converted, and must not be read as something else.
        scopes: For each sub-dictionary of the ``constant`` dictionaries and ``fvOptions``
            (``constantProperties``, ``boxTurbDict``'s none, ``explicitPorositySourceCoeffs``),
            the keywords it holds at any depth: a request naming the dictionary beside a
            keyword ("constantProperties T0 = 330 K") names the entry the keyword alone
            does not.
    """

    fields: Mapping[str, Dimensions | None] = field(default_factory=dict)
    keywords: Mapping[str, Dimensions | None] = field(default_factory=dict)
    patches: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    type_fields: Mapping[str, frozenset[str]] = field(default_factory=dict)
    controls: frozenset[str] = frozenset()
    phases: frozenset[str] = frozenset()
    phase_keywords: frozenset[str] = frozenset()
    settings: frozenset[str] = frozenset()
    algorithms: frozenset[str] = frozenset()
    methods: Mapping[str, frozenset[str]] = field(default_factory=dict)
    vectors: frozenset[str] = frozenset()
    parameters: frozenset[str] = frozenset()
    scopes: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def kind(self, word: str) -> str | None:
        """``field``, ``keyword``, ``type`` or ``patch`` for ``word``, the first that holds
        it in that order (a word both a field and a patch name is read as the field)."""
        if word in self.fields:
            return "field"
        if word in self.keywords:
            return "keyword"
        if word in self.types:
            return "type"
        if word in self.patches:
            return "patch"
        return None

    def to_json(self) -> dict[str, object]:
        """The vocabulary as a JSON-ready mapping (the cache's form)."""
        return {"fields": {name: list(dims) if dims else None
                           for name, dims in sorted(self.fields.items())},
                "keywords": {name: list(dims) if dims else None
                             for name, dims in sorted(self.keywords.items())},
                "patches": sorted(self.patches), "types": sorted(self.types),
                "type_fields": {name: sorted(fields)
                                for name, fields in sorted(self.type_fields.items())},
                "controls": sorted(self.controls), "phases": sorted(self.phases),
                "phase_keywords": sorted(self.phase_keywords),
                "settings": sorted(self.settings), "algorithms": sorted(self.algorithms),
                "methods": {role: sorted(names)
                            for role, names in sorted(self.methods.items())},
                "vectors": sorted(self.vectors), "parameters": sorted(self.parameters),
                "scopes": {name: sorted(keys) for name, keys in sorted(self.scopes.items())}}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Vocabulary:
        """A vocabulary from ``to_json``'s form."""
        def dims(raw: object) -> dict[str, Dimensions | None]:
            table = raw if isinstance(raw, dict) else {}
            return {str(name): _as_dimensions(value) for name, value in table.items()}

        def words(raw: object) -> frozenset[str]:
            return frozenset(str(item) for item in (raw if isinstance(raw, list) else []))

        on = data.get("type_fields")
        methods = data.get("methods")
        scopes = data.get("scopes")
        return cls(MappingProxyType(dims(data.get("fields"))),
                   MappingProxyType(dims(data.get("keywords"))),
                   words(data.get("patches")), words(data.get("types")),
                   MappingProxyType({str(name): words(fields) for name, fields in
                                     (on.items() if isinstance(on, dict) else ())}),
                   words(data.get("controls")), words(data.get("phases")),
                   words(data.get("phase_keywords")), words(data.get("settings")),
                   words(data.get("algorithms")),
                   MappingProxyType({str(role): words(names) for role, names in
                                     (methods.items() if isinstance(methods, dict) else ())}),
                   words(data.get("vectors")), words(data.get("parameters")),
                   MappingProxyType({str(name): words(keys) for name, keys in
                                     (scopes.items() if isinstance(scopes, dict) else ())}))


def _as_dimensions(value: object) -> Dimensions | None:
    if not isinstance(value, (list, tuple)) or len(value) != len(BASE_DIMENSIONS):
        return None
    try:
        numbers = tuple(float(item) for item in value)
    except (TypeError, ValueError):
        return None
    return numbers  # type: ignore[return-value]


def _text(path: Path) -> str:
    """A case file's text without comments (``.gz`` unpacked), at most ``_MAX_READ`` bytes."""
    try:
        if path.suffix == ".gz":
            with gzip.open(path, "rb") as packed:
                raw = packed.read(_MAX_READ)
        else:
            with path.open("rb") as plain:
                raw = plain.read(_MAX_READ)
    except (OSError, EOFError):
        return ""
    return _COMMENTS.sub(" ", raw.decode("utf-8", errors="replace"))


def _dimensions(tokens: list[str]) -> Dimensions | None:
    """The seven numbers of a ``[ … ]`` token run, else None (a named-unit form, a macro)."""
    if len(tokens) < len(BASE_DIMENSIONS) + 2 or tokens[0] != "[":
        return None
    inside = tokens[1:tokens.index("]")] if "]" in tokens else []
    return _as_dimensions(inside) if len(inside) == len(BASE_DIMENSIONS) else None


@dataclass(frozen=True)
class _Entry:
    """One entry of a dictionary: its keys from the top and its value's tokens (none for a
    sub-dictionary)."""

    keys: tuple[str, ...]
    tokens: tuple[str, ...]


def entries(text: str) -> Iterator[_Entry]:
    """Every entry of a dictionary's text, depth first, with the keys leading to it."""
    tokens = _TOKENS.findall(text)
    stack: list[str] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token == "}":
            if stack:
                stack.pop()
            index += 1
            continue
        if token.startswith(("#", "$")) or token in "{;()[]":
            index = _statement_end(tokens, index)
            continue
        if index + 1 < len(tokens) and tokens[index + 1] == "{":
            stack.append(token)
            yield _Entry((*stack,), ())
            index += 2
            continue
        end = _statement_end(tokens, index)
        yield _Entry((*stack, token), tuple(tokens[index + 1:end - 1]))
        index = end


def _statement_end(tokens: list[str], index: int) -> int:
    """The index just after the ``;`` ending the statement at ``index`` (parentheses and
    brackets nest; a brace ends the statement before it)."""
    depth = 0
    position = index
    while position < len(tokens):
        token = tokens[position]
        if token in "([":
            depth += 1
        elif token in ")]":
            depth = max(0, depth - 1)
        elif token == ";" and depth == 0:
            return position + 1
        elif token in "{}" and depth == 0 and position > index:
            return position if token == "}" else position + 1
        position += 1
    return position


class _Harvest:
    """What is gathered while cases are read; a name whose cases disagree on its dimensions
    keeps none."""

    def __init__(self) -> None:
        self.fields: dict[str, set[Dimensions]] = {}
        self.keywords: dict[str, set[Dimensions]] = {}
        self.patches: set[str] = set()
        self.types: set[str] = set()
        self.type_fields: dict[str, set[str]] = {}
        self.controls: set[str] = set()
        self.phases: set[str] = set()
        self.phase_keywords: set[str] = set()
        self.settings: set[str] = set()
        self.algorithms: set[str] = set()
        self.methods: dict[str, set[str]] = {}
        self.vectors: set[str] = set()
        self.parameters: set[str] = set()
        self.scopes: dict[str, set[str]] = {}
        self.defined: dict[str, set[Dimensions]] = {}

    @staticmethod
    def _note(table: dict[str, set[Dimensions]], name: str, dims: Dimensions | None) -> None:
        if _IDENTIFIER.match(name):
            table.setdefault(name, set()).update(() if dims is None else (dims,))

    @staticmethod
    def _agreed(table: dict[str, set[Dimensions]]) -> Mapping[str, Dimensions | None]:
        return MappingProxyType({name: next(iter(seen)) if len(seen) == 1 else None
                                 for name, seen in table.items()})

    def field_file(self, name: str, text: str) -> None:
        dims: Dimensions | None = None
        for entry in entries(text):
            if entry.keys == ("dimensions",):
                dims = _dimensions(list(entry.tokens))
            elif entry.keys == ("FoamFile", "class") and entry.tokens[:1] == ("volVectorField",) \
                    and _IDENTIFIER.match(name):
                self.vectors.add(name)
            elif len(entry.keys) == 3 and entry.keys[0] == "boundaryField" \
                    and entry.keys[2] == "type" and entry.tokens:
                if _IDENTIFIER.match(entry.keys[1]):
                    self.patches.add(entry.keys[1])
                if _IDENTIFIER.match(entry.tokens[0]):
                    self.types.add(entry.tokens[0])
                    self.type_fields.setdefault(entry.tokens[0], set()).add(
                        name.partition(".")[0])
            elif _condition_number(entry):
                self._note(self.keywords, entry.keys[2], None)
                self.parameters.add(entry.keys[2])
        self._note(self.fields, name, dims)

    def mesh(self, patches: Mapping[str, str]) -> None:
        """The mesh's constraint patches (``centreline`` of type ``symmetryPlane``): field
        files often give them no entry of their own (``#includeEtc
        "caseDicts/setConstraintTypes"``), so only the mesh names them; every other patch
        needs an entry in each field file, where :meth:`field_file` finds it."""
        self.patches.update(name for name, kind in patches.items()
                            if kind in CONSTRAINT_TYPES and _IDENTIFIER.match(name))

    def definitions(self, found: Mapping[str, Definition]) -> None:
        """The names a case's field files read from a definition (``Uref``, ``kInlet``),
        as keywords with the dimensions of the field reading them; one no field's value
        entry reads has none, and is a parameter (its unit cannot be checked). A name
        that is a field of some case (an adjoint motorBike's ``nuTilda`` variable) stays the
        field's (:meth:`vocabulary` drops it)."""
        for name, item in found.items():
            if not _IDENTIFIER.match(name) or _PLAIN_WORD.match(name):
                continue
            dims = _as_dimensions(item.dimensions)
            self.defined.setdefault(name, set()).update(() if dims is None else (dims,))

    def constant_file(self, text: str) -> None:
        listed: set[str] = set()
        kept: list[_Entry] = []
        for entry in entries(text):
            if not entry.tokens or entry.keys[0] == "FoamFile":
                continue
            kept.append(entry)
            values = list(entry.tokens)
            names = values[1:-1]
            if entry.keys[-1] == "phases" and values[:1] == ["("] and values[-1:] == [")"] \
                    and names and all(_IDENTIFIER.match(name) for name in names):
                listed.update(names)
            if values and values[0] == entry.keys[-1]:
                values = values[1:]  # "nu nu [0 2 -1 0 0 0 0] 1e-05;" of old cases
            self._note(self.keywords, entry.keys[-1], _dimensions(values))
            if _IDENTIFIER.match(entry.keys[-1]):
                for scope in entry.keys[:-1]:
                    if _IDENTIFIER.match(scope):
                        self.scopes.setdefault(scope, set()).add(entry.keys[-1])
        self.phases.update(listed)
        self.phase_keywords.update(entry.keys[-1] for entry in kept
                                   if len(entry.keys) == 2 and entry.keys[0] in listed)

    def control_file(self, text: str) -> None:
        self.controls.update(entry.keys[0] for entry in entries(text)
                             if len(entry.keys) == 1 and _IDENTIFIER.match(entry.keys[0]))

    def solution_file(self, text: str) -> None:
        """``system/fvSolution``: its keywords, its algorithm dictionaries and the names of
        its linear solvers, preconditioners and smoothers."""
        for entry in entries(text):
            if entry.keys[0] == "FoamFile":
                continue
            if not entry.tokens:
                if len(entry.keys) == 1 and entry.keys[0] not in _NOT_ALGORITHMS \
                        and _IDENTIFIER.match(entry.keys[0]):
                    self.algorithms.add(entry.keys[0])
                continue
            if _IDENTIFIER.match(entry.keys[-1]):
                self.settings.add(entry.keys[-1])
            if entry.keys[0] == "solvers" and entry.keys[-1] in _METHOD_ROLES \
                    and _IDENTIFIER.match(entry.tokens[0]):
                self.methods.setdefault(entry.keys[-1], set()).add(entry.tokens[0])

    def schemes_file(self, text: str) -> None:
        """``system/fvSchemes``: the time schemes (``ddtSchemes``), the interpolation
        schemes of the convection terms (``divSchemes``' word after ``Gauss``) and the
        top-level schemes chosen by one word (``fluxScheme``)."""
        for entry in entries(text):
            words = [token for token in entry.tokens if token != "bounded"]
            if entry.keys[:1] == ("ddtSchemes",) and words and _IDENTIFIER.match(words[0]):
                self.methods.setdefault("ddt", set()).add(words[0])
            if entry.keys[:1] == ("divSchemes",) and len(words) > 1 and words[0] == "Gauss" \
                    and _IDENTIFIER.match(words[1]):
                self.methods.setdefault("div", set()).add(words[1])
            if len(entry.keys) == 1 and len(words) == 1 and _IDENTIFIER.match(entry.keys[0]) \
                    and _IDENTIFIER.match(words[0]):
                # A scheme chosen by a word of its own (rhoCentralFoam's ``fluxScheme
                # Kurganov``): its keyword is a setting and each word a tutorial gives it a name
                # it takes, so "fluxScheme Tadmor" is read and never dropped in silence.
                self.settings.add(entry.keys[0])
                self.methods.setdefault(entry.keys[0], set()).add(words[0])

    def vocabulary(self) -> Vocabulary:
        for name, seen in self.defined.items():
            if name not in self.fields:
                self.keywords.setdefault(name, set()).update(seen)
                if not seen:
                    self.parameters.add(name)
        return Vocabulary(self._agreed(self.fields), self._agreed(self.keywords),
                          frozenset(self.patches), frozenset(self.types),
                          MappingProxyType({name: frozenset(fields)
                                            for name, fields in self.type_fields.items()}),
                          frozenset(self.controls), frozenset(self.phases),
                          frozenset(self.phase_keywords), frozenset(self.settings),
                          frozenset(self.algorithms),
                          MappingProxyType({role: frozenset(names)
                                            for role, names in self.methods.items()}),
                          frozenset(self.vectors), frozenset(self.parameters),
                          MappingProxyType({name: frozenset(keys)
                                            for name, keys in self.scopes.items()}))


def _condition_number(entry: _Entry) -> bool:
    """Whether ``entry`` is a number a boundary condition holds under a compound name of
    its own (``boundaryField/leftwall/waveHeight 0.06;``)."""
    if len(entry.keys) != 3 or entry.keys[0] != "boundaryField" or len(entry.tokens) != 1:
        return False
    if not _COMPOUND.match(entry.keys[2]) or entry.keys[2] in _CATALOG_PARAMETERS:
        return False
    try:
        float(entry.tokens[0])
    except ValueError:
        return False
    return True


def _plain_name(path: Path) -> str:
    name = path.name.removesuffix(".gz")
    return name.removesuffix(".orig")


def _read_case(case: Path, harvest: _Harvest) -> None:
    defines = False
    for folder in _FIELD_DIRS:
        directory = case / folder
        if not directory.is_dir() or directory.is_symlink():
            continue
        for path in sorted(directory.iterdir()):
            if path.is_file() and not path.is_symlink():
                text = _text(path)
                harvest.field_file(_plain_name(path), text)
                defines = defines or _READS_DEFINITION.search(text) is not None
    if defines:
        harvest.definitions(case_definitions(case))
    if (case / "constant" / "polyMesh" / "boundary").is_file() or any(
            (case / relative).is_file() for relative in BLOCK_MESH_DICTS):
        harvest.mesh(mesh_patches(case))
    for name, read in (("controlDict", harvest.control_file),
                       ("fvSolution", harvest.solution_file),
                       ("fvSchemes", harvest.schemes_file)):
        for path in (case / "system" / name, case / "system" / f"{name}.gz"):
            if path.is_file() and not path.is_symlink():
                read(_text(path))
    constant = case / "constant"
    if constant.is_dir() and not constant.is_symlink():
        for path in sorted(constant.iterdir()):
            if path.is_file() and not path.is_symlink() and path.name != "g":
                harvest.constant_file(_text(path))
    # A case keeping its sources in ``system`` keeps their coefficients there: keywords as
    # a ``constant`` dictionary's are.
    options = case / "system" / "fvOptions"
    if options.is_file() and not options.is_symlink():
        harvest.constant_file(_text(options))


def case_vocabulary(case: str | os.PathLike[str]) -> Vocabulary:
    """The identifiers of one case folder (its ``0``/``0.orig`` fields, its mesh's constraint
    patches, ``constant`` and ``system``'s ``controlDict``, ``fvSolution`` and ``fvSchemes``)."""
    harvest = _Harvest()
    _read_case(Path(case), harvest)
    return harvest.vocabulary()


def _cases(tutorials: Path) -> Iterator[Path]:
    """Every case folder under ``tutorials``: a folder with a ``system`` folder of its own."""
    for system in sorted(tutorials.rglob("system")):
        if system.is_dir() and not system.is_symlink():
            yield system.parent


def harvest(tutorials: str | os.PathLike[str]) -> Vocabulary:
    """The identifiers of every case under ``tutorials``."""
    gathered = _Harvest()
    for case in _cases(Path(tutorials)):
        _read_case(case, gathered)
    return gathered.vocabulary()


def tutorials_dir() -> Path | None:
    """The installation's tutorials: ``$FOAM_TUTORIALS``, else Debian's, else none."""
    named = os.environ.get("FOAM_TUTORIALS")
    for candidate in ((Path(named),) if named else ()) + (DEBIAN_TUTORIALS,):
        if candidate.is_dir():
            return candidate
    return None


def _cache_path(tutorials: Path) -> Path:
    """``$XDG_CACHE_HOME/foam-agent/vocabulary/<digest>.json``: one file per tutorials folder
    and its modification time, so a reinstalled tree is harvested again."""
    stamp = f"{tutorials.resolve()}:{tutorials.stat().st_mtime_ns}:{HARVEST_VERSION}"
    digest = hashlib.sha256(stamp.encode()).hexdigest()[:16]
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "foam-agent" / "vocabulary" / f"{digest}.json"


@cache
def installation_vocabulary() -> Vocabulary:
    """The identifiers of every tutorial of the installation, harvested once and cached on
    disk like the tutorial index; empty when the installation has no tutorials."""
    tutorials = tutorials_dir()
    if tutorials is None:
        return Vocabulary()
    cached = _cache_path(tutorials)
    try:
        return Vocabulary.from_json(json.loads(cached.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        pass
    found = harvest(tutorials)
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(found.to_json()), encoding="utf-8")
        partial.replace(cached)
    except OSError:
        pass
    return found
