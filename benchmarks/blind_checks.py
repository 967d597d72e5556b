"""Check a written case against the expected rows of the blind held-out request sets.

Why a checker of its own: the sets (benchmarks/data/blind_round7/README.md) measure the reader
on requests nobody tuned for, so the verdict must not come from the audit the reader feeds; it
reads the case files with foamlib the way an engineer opening them would, and applies the
schema's rules (tolerances, switch words, ``one_of``, ``null`` components) and its extensions
(``writeInterval_seconds``, ``blocks/0/cells``, ``mesh/bounds``, setFieldsDict paths and
``cells(<condition>)``, the field in every cell whose centre satisfies the condition; round 9:
``phases/<name>/<key>`` in a list of named dictionaries, chemFoam's ``fractions/<species>`` as
normalised mole fractions, and conditions that are arithmetic expressions in x, y, z).
"""

from __future__ import annotations

import ast
import math
import os
import re
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import yaml
from foamlib import Dimensioned, FoamFieldFile, FoamFile

from foam_agent.agents.openfoam.installation import shell_dir
from foam_agent.foamcase.case.run_lines import solver_line

#: Switch words of OpenFOAM, by truth value (``Switch`` in OpenFOAM's source).
SWITCH_WORDS = {
    True: {"yes", "on", "true", "y", "t", "any"},
    False: {"no", "off", "false", "n", "f", "none"},
}
#: writeControl words whose writeInterval is simulated time already.
TIME_WRITE_CONTROLS = {"runTime", "adjustable", "adjustableRunTime"}
#: Absolute tolerance for an expected zero (the README's rule).
ZERO_TOLERANCE = 1e-12
#: Relative tolerance of a number whose row sets none: the precision a value converted by hand
#: is written to (0.25 lbm is 0.11339809 kg; a case holding 0.113398 holds the same mass).
NUMBER_PRECISION = 1e-6
_DECOMPOSE = re.compile(r"^[ \t]*(?:runApplication\s+)?decomposePar\b")
_PARALLEL = re.compile(r"^([ \t]*)runParallel\b", re.MULTILINE)
#: The environment an OpenFOAM program of the Debian build needs (DESIGN.md).
OPENFOAM_ENV = {"WM_PROJECT_DIR": "/usr/share/openfoam"}
#: Seconds one mesh or setFields step may take when the initial state is rebuilt.
STEP_TIMEOUT_S = 120.0
#: Seconds the Allrun's setup steps may take together (a snappyHexMesh or a few extrudeMesh
#: passes on a tutorial mesh fit well inside).
SETUP_TIMEOUT_S = 600.0
#: The suffix of a field the Allrun copies into the time the run starts from.
ORIGINAL = ".orig"
#: The name of the project overlay ``driver.sh`` builds beside the scratch copy.
OVERLAY_SUFFIX = "-overlay"


class CheckError(ValueError):
    """A row whose value cannot be found or read; its message is the 'found' of the row."""


def run_group(command: Sequence[str], *, timeout_s: float,
              env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``command`` in a session of its own, its whole process group killed on timeout.

    Why not ``subprocess.run(timeout=...)``: that kills only the child, and an Allrun's
    driver killed so left its ``snappyHexMesh`` running after the checker gave up. Raises
    ``subprocess.TimeoutExpired`` like ``subprocess.run`` once the group is gone.
    """
    child = subprocess.Popen(list(command), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env, start_new_session=True)
    try:
        stdout, stderr = child.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        raise
    return subprocess.CompletedProcess(child.args, child.returncode, stdout, stderr)


@dataclass(frozen=True)
class Expected:
    """One row of a request's ``expected`` list."""

    file: str
    entry: str
    value: Any = None
    one_of: tuple[Any, ...] | None = None
    rel_tol: float | None = None
    #: The basis a chemFoam ``fractions/<species>`` row is written in: ``mass`` when the same
    #: request expects ``fractionBasis mass``, else ``mole``.
    basis: str = "mole"

    def label(self) -> str:
        """``file:entry``, as a report names the row."""
        return f"{self.file}:{self.entry}"

    def wanted(self) -> str:
        """The expected value as a report shows it."""
        shown = f"one of {list(self.one_of)}" if self.one_of is not None else repr(self.value)
        return shown + (f" ±{self.rel_tol:g}" if self.rel_tol else "")


@dataclass(frozen=True)
class BlindRequest:
    """One request of a set, with the tutorial its writer would adapt and its checks."""

    id: str
    request: str
    tutorial: str
    also_acceptable: tuple[str, ...]
    solver: str
    expected: tuple[Expected, ...]
    note: str = ""


@dataclass(frozen=True)
class CheckResult:
    """The verdict on one row: what was found there and whether it meets the row."""

    expected: Expected
    met: bool
    found: str


def _is_fraction_row(row: Expected) -> bool:
    return (Path(row.file).name == "initialConditions" and row.entry.startswith("fractions/")
            and isinstance(row.value, (int, float)) and not isinstance(row.value, bool))


def _in_stated_basis(rows: tuple[Expected, ...]) -> tuple[Expected, ...]:
    """The fraction rows marked with the basis the request's ``fractionBasis`` row states.

    Why: a writer asking for mass fractions with ``fractionBasis mass`` writes the mass
    fractions; comparing the case's values as mole fractions scored a right case a miss.
    """
    if not any(row.entry == "fractionBasis" and row.value == "mass" for row in rows):
        return rows
    return tuple(replace(row, basis="mass") if _is_fraction_row(row) else row for row in rows)


def normalised_fractions(rows: tuple[Expected, ...]) -> tuple[Expected, ...]:
    """A request's chemFoam ``fractions/<species>`` rows as mole fractions.

    Why: chemFoam divides the listed amounts by their sum before it starts, so "CH4 0.4, O2 1,
    N2 3.76" and "CH4 0.0775, O2 0.194, N2 0.729" are the same mixture, and the found side is
    compared normalised (``_fraction``). A writer who lists raw amounts (they sum to more
    than one, so they cannot be fractions already) is normalised over the listed species too;
    amounts that sum to one or less are taken as the fractions they say they are.
    """
    fractions = [row for row in rows if _is_fraction_row(row)]
    total = sum(float(row.value) for row in fractions)
    if total <= 1.0 + 1e-6:
        return rows
    return tuple(replace(row, value=float(row.value) / total) if _is_fraction_row(row) else row
                 for row in rows)


class _SetLoader(yaml.SafeLoader):
    """YAML as the sets' writers mean it: a number in exponent form is a number.

    Why: PyYAML follows YAML 1.1, whose floats need a dot and a signed exponent, so a writer's
    ``value: 6.894757e10`` or ``1e5`` loaded as a string and was never equal to the case's
    68947572931.7 (a right value scored a miss). YAML 1.2 reads these as floats.
    """


_SetLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)[eE][-+]?\d+$"),
    list("-+0123456789."))


#: An expected value a writer typed as OpenFOAM writes it: ``uniform 0``, ``uniform (1.6 0 0)``,
#: ``(0 0 1)``. ``uniformTotalPressure`` and other words are left as they are.
_OPENFOAM_VALUE_TEXT = re.compile(r"^\s*(?:uniform\s+)?(\([^()]*\)|[-+.\deE]+)\s*$")


def _as_written_value(value: Any) -> Any:
    """A value written as OpenFOAM text, as the plain number or list the checker compares.

    Why: a writer fluent in OpenFOAM quotes ``'uniform (1.6 0 0)'`` where the README's schema
    has ``[1.6, 0, 0]``; both say the same value, and comparing the text against the number
    foamlib reads would fail a right case.
    """
    if not isinstance(value, str):
        return value
    match = _OPENFOAM_VALUE_TEXT.match(value)
    if match is None:
        return value
    text = match.group(1)
    try:
        if text.startswith("("):
            return [float(part) for part in text[1:-1].split()]
        return float(text)
    except ValueError:
        return value


def load_requests(path: Path) -> list[BlindRequest]:
    """The requests of one set file: a YAML list in the README's schema, or that list under a
    top-level ``requests`` key (round 25's technical writer wrapped it so)."""
    rows = yaml.load(path.read_text(encoding="utf-8"), Loader=_SetLoader)
    if isinstance(rows, dict):
        rows = rows["requests"]
    return [
        BlindRequest(
            id=row["id"],
            request=row["request"],
            tutorial=row["tutorial"],
            also_acceptable=tuple(row.get("also_acceptable") or ()),
            solver=row.get("solver", ""),
            expected=_in_stated_basis(normalised_fractions(tuple(
                Expected(file=item["file"], entry=str(item["entry"]),
                         value=_as_written_value(item.get("value")),
                         one_of=(tuple(_as_written_value(choice) for choice in item["one_of"])
                                 if "one_of" in item else None),
                         rel_tol=item.get("rel_tol"))
                for item in row["expected"]
            ))),
            note=row.get("note", ""),
        )
        for row in rows
    ]


# ---------------------------------------------------------------------------------------------
# Comparing values


#: Function1 types that hold one value: ``uniformValue constant 160;`` is compared as ``160``.
CONSTANT_FUNCTIONS = ("constant", "uniform")
#: Function1 types whose value is a list: ``p0 table ((0 1e5) (1 1.25e5));`` is compared as the
#: ``[[t, v], ...]`` the sets' README (round 15 on) writes for it.
LIST_FUNCTIONS = CONSTANT_FUNCTIONS + ("table",)


def _plain(value: Any) -> Any:
    """foamlib's value as numbers, words, booleans and nested lists."""
    if isinstance(value, Dimensioned):
        return _plain(value.value)
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, np.generic):
        return value.item()
    return value


def _number_matches(expected: float, found: Any, rel_tol: float | None) -> bool:
    if isinstance(found, bool) or not isinstance(found, (int, float)):
        return False
    if expected == 0:
        return abs(found) <= ZERO_TOLERANCE
    return math.isclose(float(found), float(expected), rel_tol=rel_tol or NUMBER_PRECISION)


def _switch_truth(word: str) -> bool | str:
    """A switch word's truth value, or the word itself when it is no switch word.

    Why: a writer quoting ``'yes'`` in YAML expects the switch, and foamlib reads ``yes;`` as
    ``True``; both spell one OpenFOAM ``Switch``.
    """
    for truth, words in SWITCH_WORDS.items():
        if word.lower() in words:
            return truth
    return word


def value_matches(expected: Any, found: Any, rel_tol: float | None = None) -> bool:
    """Whether ``found`` (a plain value) meets ``expected`` under the README's rules.

    Numbers within ``rel_tol`` (within ``NUMBER_PRECISION`` without one, zero within 1e-12);
    vectors and boxes component by component, a ``None`` component unchecked; a boolean
    against any switch word of its truth value (a quoted switch word against foamlib's boolean
    too); a constant
    Function1 (``uniformValue constant 160;``, round 10) by its value, a ``table`` one by its
    ``[[t, v], ...]``; words exactly, a phrase
    of several words against the words foamlib reads from an entry such as
    ``div(phi,U) bounded Gauss linearUpwind grad(U);``.
    """
    if expected is None:
        return True
    if isinstance(expected, str) and isinstance(found, bool):
        expected = _switch_truth(expected)
    if isinstance(expected, bool):
        if isinstance(found, bool):
            return found == expected
        return isinstance(found, str) and found.lower() in SWITCH_WORDS[expected]
    if isinstance(expected, (int, float)):
        if isinstance(found, list) and len(found) == 2 and found[0] in CONSTANT_FUNCTIONS:
            found = found[1]
        return _number_matches(expected, found, rel_tol)
    if isinstance(expected, list):
        if isinstance(found, list) and len(found) == 2 and found[0] in LIST_FUNCTIONS:
            found = found[1]
        return (isinstance(found, list) and len(found) == len(expected)
                and all(value_matches(e, f, rel_tol) for e, f in zip(expected, found,
                                                                      strict=True)))
    if isinstance(found, list) and all(isinstance(word, str | int | float)
                                       and not isinstance(word, bool) for word in found):
        return _phrase_matches(str(expected).split(), found, rel_tol)
    return isinstance(found, str) and found == str(expected)


def _phrase_matches(words: list[str], found: list[Any], rel_tol: float | None) -> bool:
    """A phrase word by word against an entry foamlib reads into words and numbers
    (``div(phi,T) Gauss limitedLinear 1;`` is ``['Gauss', 'limitedLinear', 1]``): words
    exactly, a number by value."""
    if len(words) != len(found):
        return False
    for word, item in zip(words, found, strict=True):
        if isinstance(item, str):
            if item != word:
                return False
            continue
        try:
            number = float(word)
        except ValueError:
            return False
        if not _number_matches(number, item, rel_tol):
            return False
    return True


def row_matches(row: Expected, found: Any) -> bool:
    """``value_matches`` for a row, ``one_of`` included."""
    if row.one_of is not None:
        return any(value_matches(choice, found, row.rel_tol) for choice in row.one_of)
    return value_matches(row.value, found, row.rel_tol)


# ---------------------------------------------------------------------------------------------
# Reading entries


def _named(listed: list[Any], key: str) -> Any:
    """The dictionary named ``key`` in a list of ``name { … }`` pairs (multiphaseInterFoam's
    ``phases``), as foamlib reads such a list: (name, dictionary) tuples."""
    for item in listed:
        if isinstance(item, (tuple, list)) and len(item) == 2 and item[0] == key:
            return item[1]
    raise KeyError(key)


def _lookup(entries: Any, keys: Sequence[str], shown: str) -> Any:
    current = entries
    for key in keys:
        try:
            current = _named(current, key) if isinstance(current, list) else current[key]
        except (KeyError, TypeError):
            raise CheckError(f"no entry {shown}") from None
    return current


#: Molar masses (g/mol) of the species round 9's chemFoam rows name, for a case whose
#: ``fractionBasis`` is ``mass`` (benchmarks/data/blind_round9/README-plain.md).
MOLAR_MASSES = {"H2": 2.016, "O2": 31.999, "N2": 28.013}


def _fraction(entries: dict[str, Any], species: str, basis: str) -> float:
    """chemFoam's ``fractions/<species>`` as the fraction of ``basis`` (``mole`` or ``mass``):
    the listed numbers normalised to a sum of 1, converted between bases with the molar masses
    where the case's ``fractionBasis`` differs; unlisted is zero."""
    listed = entries.get("fractions")
    if not isinstance(listed, dict) or not listed:
        raise CheckError("no entry fractions")
    amounts = {name: float(_plain(value)) for name, value in listed.items()}
    case_basis = "mass" if entries.get("fractionBasis") == "mass" else "mole"
    if case_basis != basis:
        unknown = sorted(set(amounts) - set(MOLAR_MASSES))
        if unknown:
            raise CheckError(f"no molar mass for {', '.join(unknown)}")
        amounts = {name: value / MOLAR_MASSES[name] if case_basis == "mass"
                   else value * MOLAR_MASSES[name] for name, value in amounts.items()}
    total = sum(amounts.values())
    if total <= 0:
        raise CheckError("fractions sum to zero")
    return amounts.get(species, 0.0) / total


def _uniform(value: Any, shown: str) -> Any:
    """A field's value as one uniform value; a nonuniform field with one value counts too."""
    if isinstance(value, np.ndarray) and value.ndim >= 1 and value.size > 3:
        flat = value.reshape(len(value), -1)
        if not np.all(flat == flat[0]):
            raise CheckError(f"{shown} is nonuniform ({len(value)} values, "
                             f"{flat.min():g} to {flat.max():g})")
        return _plain(flat[0] if flat.shape[1] > 1 else flat[0][0])
    return _plain(value)


def _write_interval_seconds(controls: dict[str, Any]) -> float:
    control = controls.get("writeControl", "timeStep")
    interval = _plain(controls.get("writeInterval"))
    if not isinstance(interval, (int, float)):
        raise CheckError(f"writeInterval is {interval!r}")
    if control in TIME_WRITE_CONTROLS:
        return float(interval)
    if control == "timeStep":
        step = _plain(controls.get("deltaT"))
        if not isinstance(step, (int, float)):
            raise CheckError(f"deltaT is {step!r}")
        return float(interval) * float(step)
    raise CheckError(f"writeControl {control} writes by wall time, not simulated time")


def hex_cells(blocks: list[Any]) -> list[list[int]]:
    """The cell counts of each ``hex`` block of a parsed ``blocks`` list, in order."""
    counts: list[list[int]] = []
    items = _plain(blocks)
    for index, item in enumerate(items):
        if item != "hex":
            continue
        # hex (8 vertices) [zone name] (nx ny nz) grading
        following = [part for part in items[index + 2:index + 4] if isinstance(part, list)]
        if not following or len(following[0]) != 3:
            raise CheckError("a hex block without three cell counts")
        counts.append([int(n) for n in following[0]])
    return counts


def _mesh_bounds(case: Path, mesh: dict[str, Any]) -> list[list[float]]:
    scale = _plain(mesh.get("scale", mesh.get("convertToMeters", 1)))
    vertices = _plain(mesh.get("vertices"))
    readable = (isinstance(scale, (int, float)) and isinstance(vertices, list) and vertices
                and all(isinstance(v, list) and len(v) == 3
                        and all(isinstance(c, (int, float)) for c in v) for v in vertices))
    if readable:
        points = np.asarray(vertices, dtype=float) * float(scale)
    else:
        points_file = case / "constant" / "polyMesh" / "points"
        if not points_file.is_file():
            raise CheckError("vertices not plain numbers and no constant/polyMesh/points")
        points = np.asarray(FoamFile(points_file)[None], dtype=float)
    return [points.min(axis=0).tolist(), points.max(axis=0).tolist()]


def _field_values(listed: Any) -> dict[str, Any]:
    """``volScalarFieldValue alpha.water 1 …`` as {field: value}."""
    items = _plain(listed)
    values: dict[str, Any] = {}
    if not isinstance(items, list):
        return values
    for index, item in enumerate(items[:-2]):
        if isinstance(item, str) and item.endswith("FieldValue"):
            values[str(items[index + 1])] = items[index + 2]
    return values


def _set_fields_entry(entries: dict[str, Any], keys: list[str], shown: str) -> Any:
    if keys[0] == "defaultFieldValues" and len(keys) == 2:
        values = _field_values(entries.get("defaultFieldValues"))
        if keys[1] not in values:
            raise CheckError(f"no default value of {keys[1]} (has {sorted(values)})")
        return values[keys[1]]
    if keys[0] != "regions" or len(keys) < 3:
        return _lookup(entries, keys, shown)
    sources = [item for item in entries.get("regions") or [] if isinstance(item, tuple)]
    found = [body for name, body in sources if name == keys[1]]
    if not found:
        raise CheckError(f"no {keys[1]} region (regions: {[name for name, _ in sources]})")
    body = found[0]
    if keys[2] == "box":
        box = body.get("box")
        if box is None and body.get("boxes") is not None:
            box = _plain(body["boxes"])[0:2]
        if box is None:
            raise CheckError(f"{keys[1]} has no box")
        return _plain(list(box))
    if keys[2] == "fieldValues" and len(keys) == 4:
        values = _field_values(body.get("fieldValues"))
        if keys[3] not in values:
            raise CheckError(f"{keys[1]} sets no {keys[3]} (sets {sorted(values)})")
        return values[keys[3]]
    return _lookup(body, keys[2:], shown)


def _topo_set_entry(entries: dict[str, Any], keys: list[str], shown: str) -> Any:
    """``actions/<name>/...``: an entry of the topoSet action called ``<name>`` (round 8's
    README: the actions are a list, so the path names the action by its ``name``)."""
    if keys[0] != "actions" or len(keys) < 3:
        return _lookup(entries, keys, shown)
    actions = [action for action in entries.get("actions") or [] if isinstance(action, dict)]
    named = [action for action in actions if action.get("name") == keys[1]]
    if not named:
        raise CheckError(f"no topoSet action {keys[1]} "
                         f"(actions: {[action.get('name') for action in actions]})")
    if keys[2:] == ["box"] and "box" in named[0]:
        return _plain(list(named[0]["box"]))
    return _plain(_lookup(named[0], keys[2:], shown))


def _expand(entries: dict[str, Any], value: Any) -> Any:
    """A ``$name`` macro as the top-level entry it names (``value $internalField;``), the way
    OpenFOAM reads it; anything else unchanged."""
    if isinstance(value, str) and value.startswith("$") and value[1:] in entries:
        return entries[value[1:]]
    return value


#: A directive that reads another file, with the file it names.
_INCLUDE = re.compile(r'^\s*#include(?:Etc|Func|IfPresent)?\s+"([^"]+)"', re.MULTILINE)


def _unexpanded(value: Any) -> bool:
    """Whether a looked-up value still holds a macro (``uniform $Uinlet``) the file's own top
    level did not define: OpenFOAM would read it through an include or a scoped name."""
    if isinstance(value, str):
        return "$" in value
    if isinstance(value, (list, tuple)):
        return any(_unexpanded(item) for item in value)
    return False


def _includes_inside(case: Path, path: Path) -> bool:
    """Whether every file the field's ``#include`` lines name lies inside the case directory
    and none is a link: the case is model-written, and expanding it must read nothing else."""
    root = case.resolve()
    text = path.read_text(encoding="utf-8", errors="replace")
    for name in _INCLUDE.findall(text):
        if "$" in name or Path(name).is_absolute():
            return False
        target = path.parent / name
        if target.is_symlink() or not target.resolve().is_relative_to(root):
            return False
    return not path.is_symlink()


def _expanded_entries(case: Path, path: Path) -> Any:
    """The file as OpenFOAM reads it, includes and macros expanded by ``foamDictionary
    -expand`` (v1912 ignores ``-entry`` with it, so the whole file is parsed), or None when
    the file reaches outside the case or the program fails."""
    if not _includes_inside(case, path):
        return None
    done = run_group(["foamDictionary", "-expand", str(path)], timeout_s=STEP_TIMEOUT_S,
                     env={**os.environ, **OPENFOAM_ENV})
    if done.returncode != 0:
        return None
    with tempfile.TemporaryDirectory(prefix="blind-expand-") as folder:
        copy = Path(folder) / path.name
        copy.write_text(done.stdout, encoding="utf-8")
        try:
            return FoamFile(copy).as_dict()
        except Exception:  # foamlib raises several kinds on a file it cannot parse
            return None


def _split_entry(entry: str) -> list[str]:
    return [part for part in entry.split("/") if part]


# ---------------------------------------------------------------------------------------------
# The initial state, cell by cell



_ARITHMETIC = {ast.Add: np.add, ast.Sub: np.subtract, ast.Mult: np.multiply,
               ast.Div: np.divide, ast.Pow: np.power}
_ORDER = {ast.Lt: np.less, ast.LtE: np.less_equal, ast.Gt: np.greater,
          ast.GtE: np.greater_equal}


def _evaluate(node: ast.AST, axes: dict[str, np.ndarray]) -> Any:
    """One node of a condition: numbers, x/y/z, + − × ÷ **, ``abs()``, comparisons (chained
    too), ``and``/``or``/``not``; anything else is refused, so a set's text is never executed."""
    if isinstance(node, ast.Expression):
        return _evaluate(node.body, axes)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id in axes:
        return axes[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Not)):
        operand = _evaluate(node.operand, axes)
        if isinstance(node.op, ast.Not):
            return np.logical_not(operand)
        return -operand if isinstance(node.op, ast.USub) else operand
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == "abs" and len(node.args) == 1 and not node.keywords:
        return np.abs(_evaluate(node.args[0], axes))
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        return _ARITHMETIC[type(node.op)](_evaluate(node.left, axes), _evaluate(node.right, axes))
    if isinstance(node, ast.BoolOp):
        combine = np.logical_and if isinstance(node.op, ast.And) else np.logical_or
        values = [_evaluate(value, axes) for value in node.values]
        result = values[0]
        for value in values[1:]:
            result = combine(result, value)
        return result
    if isinstance(node, ast.Compare) and all(type(op) in _ORDER for op in node.ops):
        left = _evaluate(node.left, axes)
        result: Any = True
        for operator, comparator in zip(node.ops, node.comparators, strict=True):
            right = _evaluate(comparator, axes)
            result = np.logical_and(result, _ORDER[type(operator)](left, right))
            left = right
        return result
    raise CheckError(f"cannot read the condition part '{ast.unparse(node)}'")


def cell_mask(condition: str, centres: np.ndarray) -> np.ndarray:
    """The cells whose centre satisfies ``condition``: ``all``, or an expression over ``x``,
    ``y``, ``z`` of comparisons and arithmetic joined by ``and``/``or``/``not`` (``and`` binds
    tighter), such as ``(x - 0.5)**2 + (y - 0.2)**2 < 0.01 and z > 0``."""
    if condition.strip() == "all":
        return np.ones(len(centres), dtype=bool)
    try:
        tree = ast.parse(condition.strip(), mode="eval")
    except SyntaxError:
        raise CheckError(f"cannot read the condition '{condition.strip()}'") from None
    axes = {axis: centres[:, index] for index, axis in enumerate("xyz")}
    mask = np.broadcast_to(np.asarray(_evaluate(tree, axes), dtype=bool), (len(centres),))
    return np.array(mask)


def cells_found(condition: str, centres: np.ndarray, values: np.ndarray,
                expected: Expected) -> tuple[bool, str]:
    """Whether the field meets the row in every cell the condition selects, and what was
    found there (the count of cells and the range of values)."""
    mask = cell_mask(condition, centres)
    if not mask.any():
        return False, f"no cell satisfies {condition}"
    if len(values) != len(centres):
        # A field written for another mesh (the tutorial's list kept after the mesh changed):
        # a miss of this row, not the end of the whole set's measurement.
        return False, f"the field has {len(values)} values for {len(centres)} cells"
    chosen = values[mask]
    misses = [value for value in chosen if not row_matches(expected, _plain(value))]
    low, high = chosen.min(axis=0), chosen.max(axis=0)
    shown = f"{mask.sum()} cells, {_plain(low)} to {_plain(high)}"
    if misses:
        shown += f"; {len(misses)} off"
    return not misses, shown


@dataclass
class InitialState:
    """The case's cell centres and initial fields, as the run starts from them.

    Built lazily in a scratch copy (the case itself is never touched). A case that has not
    run is set up by its own Allrun's steps before the run starts (``_setup_steps``): a mesh
    made by m4, extrudeMesh, snappyHexMesh or an ``Allmesh``, topoSet and createPatch, the
    fields copied from ``.orig`` and setFields, as the run would start from them. A case
    without an Allrun, or one that ran, gets ``blockMesh`` when it has no mesh yet and
    ``setFields`` when it has not run. Then ``postProcess -func writeCellCentres`` at time 0.
    """

    case: Path
    ran: bool
    _scratch: Path | None = None
    _fields: dict[str, np.ndarray] = field(default_factory=dict)
    _centres: np.ndarray | None = None

    def _run(self, *command: str) -> None:
        assert self._scratch is not None
        done = run_group([*command, "-case", str(self._scratch)], timeout_s=STEP_TIMEOUT_S,
                         env={**os.environ, **OPENFOAM_ENV})
        if done.returncode != 0:
            tail = (done.stdout + done.stderr).strip().splitlines()[-3:]
            raise CheckError(f"{command[0]} failed rebuilding the initial state: "
                             + " / ".join(tail))

    def _prepare(self) -> Path:
        if self._scratch is not None:
            return self._scratch
        scratch = Path(tempfile.mkdtemp(prefix="blind-cells-"))
        self._scratch = scratch
        steps = None if self.ran else _setup_steps(self.case)
        if steps is not None:
            self._set_up(scratch, steps)
        else:
            self._copy_and_mesh(scratch)
        self._run("postProcess", "-func", "writeCellCentres", "-time", "0")
        return scratch

    def _set_up(self, scratch: Path, steps: str) -> None:
        """Copy the whole case (its Allmesh, m4 sources, ``0.orig``) and run ``steps`` as its
        Allrun through foam-agent's ``driver.sh``, as the runner would (the installation may
        ship no ``RunFunctions``; the driver's project overlay brings foam-agent's)."""
        shutil.copytree(self.case, scratch, symlinks=True, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("log.*", "processor*"))
        (scratch / "Allrun").write_text(steps, encoding="utf-8")
        overlay = scratch.with_name(scratch.name + OVERLAY_SUFFIX)
        try:
            done = run_group(["sh", str(shell_dir() / "driver.sh"), str(scratch),
                              str(overlay)], timeout_s=SETUP_TIMEOUT_S,
                             env={**os.environ, **OPENFOAM_ENV})
        finally:
            shutil.rmtree(overlay, ignore_errors=True)
        if done.returncode != 0:
            raise CheckError("the Allrun's setup failed rebuilding the initial state: "
                             + " / ".join(_failed_log(scratch, done.stdout + done.stderr)))

    def _copy_and_mesh(self, scratch: Path) -> None:
        for name in ("system", "constant"):
            shutil.copytree(self.case / name, scratch / name, symlinks=True)
        start = self.case / "0"
        if not self.ran and (self.case / "0.orig").is_dir() and _restores_zero(self.case):
            start = self.case / "0.orig"
        shutil.copytree(start, scratch / "0", symlinks=True)
        if not _written(scratch / "constant" / "polyMesh" / "points").is_file():
            self._run("blockMesh")
        if not self.ran and "setFields" in _allrun(self.case):
            self._run("setFields")

    def centres(self) -> np.ndarray:
        """The cell centres, one row per cell."""
        if self._centres is None:
            scratch = self._prepare()
            self._centres = np.asarray(FoamFieldFile(_written(scratch / "0" / "C")).internal_field,
                                       dtype=float).reshape(-1, 3)
        return self._centres

    def values(self, relpath: str) -> np.ndarray:
        """The initial value in every cell (a uniform field broadcast) of the field the row
        names: in ``0`` (as setFields left it), or where the case keeps it (shallowWaterFoam's
        bed height is ``constant/h0``, which setFields does not write)."""
        name = Path(relpath).name
        folder = "constant" if Path(relpath).parts[0] == "constant" else "0"
        if name.endswith(ORIGINAL) and _written(self._prepare() / folder
                                                / name.removesuffix(ORIGINAL)).is_file():
            # The README's rule: a field kept as ``0/X.orig`` is checked in ``0/X``, the one
            # the Allrun copies it to and setFields writes.
            name = name.removesuffix(ORIGINAL)
        key = f"{folder}/{name}"
        if key not in self._fields:
            count = len(self.centres())
            assert self._scratch is not None
            path = _written(self._scratch / folder / name)
            if not path.is_file():
                raise CheckError(f"no field {key}")
            raw = np.asarray(FoamFieldFile(path).internal_field, dtype=float)
            if raw.ndim == 0 or (raw.ndim == 1 and len(raw) == 3 and count != 3):
                raw = np.broadcast_to(raw, (count, *raw.shape))
            self._fields[key] = raw
        return self._fields[key]

    def close(self) -> None:
        """Remove the scratch copy."""
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None


def _written(path: Path) -> Path:
    """``path`` as OpenFOAM wrote it: with ``.gz`` when the case writes compressed
    (``writeCompression on``, as waterChannel's controlDict does) and only that exists."""
    packed = path.with_name(path.name + ".gz")
    return packed if not path.is_file() and packed.is_file() else path


def _allrun(case: Path) -> str:
    script = case / "Allrun"
    return script.read_text(encoding="utf-8", errors="replace") if script.is_file() else ""


def _setup_steps(case: Path) -> str | None:
    """The case's Allrun up to the line where the run starts (the first that decomposes the
    case or runs its application), failing on the first step that fails; None without an
    Allrun or an application to find in it.

    Why the Allrun and not a fixed list of steps: how a tutorial makes its mesh and initial
    fields is written there (m4 into a blockMeshDict, an ``Allmesh`` of extrudeMesh passes,
    topoSet and createPatch before setFields); a fixed ``blockMesh`` then ``setFields``
    finds no blockMeshDict in the first and the wrong mesh in the second.
    """
    text = _allrun(case)
    controls = case / "system" / "controlDict"
    if not text or not controls.is_file():
        return None
    found = re.search(r"^\s*application\s+(\w+)\s*;", controls.read_text(
        encoding="utf-8", errors="replace"), re.MULTILINE)
    line = solver_line(text, found.group(1)) if found is not None else None
    if line is None:
        return None
    body = _serial(text[:line.start()])
    return "set -e\n" + body.split("\n", 1)[1] if body.startswith("#!") else "set -e\n" + body


def _serial(steps: str) -> str:
    """The setup ``steps`` run on one process: without the lines that decompose the case, and
    with ``runParallel`` steps run by ``runApplication``.

    Why: waveMakerPiston's Allrun decomposes the case and then runs ``runParallel setFields``;
    stopping at the decomposition left the water column unset and every ``cells`` row of the
    initial state missed, though the case held the right setFieldsDict.
    """
    kept = [line for line in steps.splitlines(keepends=True)
            if not _DECOMPOSE.match(line)]
    return _PARALLEL.sub(r"\1runApplication", "".join(kept))


def _failed_log(scratch: Path, output: str) -> list[str]:
    """The last lines of the newest ``log.*`` the setup wrote (runApplication sends a step's
    output there), else of its own output."""
    logs = sorted(scratch.glob("log.*"), key=lambda path: path.stat().st_mtime)
    text = logs[-1].read_text(encoding="utf-8", errors="replace") if logs else output
    return text.strip().splitlines()[-3:]


def _restores_zero(case: Path) -> bool:
    text = _allrun(case)
    return "restore0Dir" in text or "0.orig" in text


def resolve_file(case: Path, relpath: str, *, ran: bool) -> Path:
    """The file a row names, as the run starts from it: before a run, a field kept in
    ``0.orig`` (or ``0/X.orig``) is the one the Allrun copies to ``0``."""
    direct = case / relpath
    parts = Path(relpath).parts
    if parts[0] != "0" or ran:
        return direct
    original = case / "0.orig" / Path(*parts[1:])
    if original.is_file() and (_restores_zero(case) or not direct.is_file()):
        return original
    if not direct.is_file() and direct.with_name(direct.name + ".orig").is_file():
        return direct.with_name(direct.name + ".orig")
    return direct


def _entries(case: Path, path: Path, relpath: str) -> Any:
    """The file's entries as foamlib reads them, or, when foamlib cannot parse what OpenFOAM
    reads, as ``foamDictionary -expand`` writes them out.

    Why the fallback: a tutorial's own syntax can defeat foamlib (annularCombustorTurbine's
    ``ignitionSites ( { ...; $noIgnitionProperties; } )``, a macro inside a list of
    dictionaries), and a file OpenFOAM reads is not the product's fault. Raises CheckError
    when neither reads it.
    """
    try:
        return FoamFile(path).as_dict()
    except Exception as error:  # foamlib raises several kinds on a file it cannot parse
        expanded = _expanded_entries(case, path)
        if expanded is None:
            raise CheckError(f"{relpath} unreadable: {type(error).__name__}") from error
        return expanded


def _found_value(case: Path, row: Expected, *, ran: bool) -> Any:
    path = resolve_file(case, row.file, ran=ran)
    if not path.is_file():
        raise CheckError(f"no file {row.file}")
    keys = _split_entry(row.entry)
    entries = _entries(case, path, row.file)
    if row.entry == "writeInterval_seconds":
        return _write_interval_seconds(entries)
    if row.entry == "blocks/0/cells":
        counts = hex_cells(entries.get("blocks") or [])
        if not counts:
            raise CheckError("no hex block")
        return counts[0]
    if row.entry == "mesh/bounds":
        return _mesh_bounds(case, entries)
    if Path(row.file).name == "setFieldsDict":
        return _set_fields_entry(entries, keys, row.entry)
    if Path(row.file).name == "topoSetDict":
        return _topo_set_entry(entries, keys, row.entry)
    if Path(row.file).name == "initialConditions" and len(keys) == 2 and keys[0] == "fractions":
        return _fraction(entries, keys[1], row.basis)
    try:
        value = _expand(entries, _lookup(entries, keys, row.entry))
    except CheckError:
        if "#include" not in path.read_text(encoding="utf-8", errors="replace"):
            raise
        value = "$"  # an entry an included file may hold
    if _unexpanded(value):
        expanded = _expanded_entries(case, path)
        if expanded is not None:
            value = _lookup(expanded, keys, row.entry)
    if keys[-1] in {"internalField", "value", "freestreamValue", "traction", "referenceField"}:
        return _uniform(value, row.entry)
    return _plain(value)


def check_row(case: Path, row: Expected, *, ran: bool,
              initial: Callable[[], InitialState]) -> CheckResult:
    """One row against the case: met or not, and what was found."""
    try:
        condition = re.fullmatch(r"cells\((.*)\)", row.entry)
        if condition is not None:
            state = initial()
            met, shown = cells_found(condition.group(1), state.centres(),
                                     state.values(row.file), row)
            return CheckResult(row, met, shown)
        found = _found_value(case, row, ran=ran)
    except CheckError as error:
        return CheckResult(row, False, str(error))
    except (OSError, subprocess.TimeoutExpired) as error:
        return CheckResult(row, False, f"{type(error).__name__}: {error}")
    return CheckResult(row, row_matches(row, found), repr(found))


def check_case(case: Path, rows: Sequence[Expected], *, ran: bool) -> list[CheckResult]:
    """Every row against the case directory.

    Args:
        case: The written case.
        rows: The request's expected rows.
        ran: Whether the case has run (its ``0`` is then the state the run started from).
    """
    state: InitialState | None = None

    def initial() -> InitialState:
        nonlocal state
        if state is None:
            state = InitialState(case, ran=ran)
        return state

    try:
        return [check_row(case, row, ran=ran, initial=initial) for row in rows]
    finally:
        if state is not None:
            state.close()
