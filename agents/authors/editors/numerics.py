"""The schemes and solver entries a field's equation needs: div schemes, ``wallDist``, solver
entries with their ``Final`` variants, relaxation factors.

Why: a solved field fails at its first step without its ``div(phi,k)`` scheme, its solver
entry or (PISO/PIMPLE) its ``kFinal`` entry, and k-omega SST and Spalart-Allmaras fail without
``wallDist``. The turbulence switch adds them for the fields it creates, and the reviewer adds
the one a run names; an entry is added only when no existing key (regular expressions
included) already covers the name, so the reference's own settings always win.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.files import case_application, lookup, parse, subdict
from foam_agent.foamcase.catalog import TRANSPORTED_FIELDS
from foam_agent.foamcase.catalog.solvers import solver, time_schemes
from foam_agent.foamcase.lazy_pattern import lazy_regex

FV_SCHEMES = "system/fvSchemes"
FV_SOLUTION = "system/fvSolution"
#: The wall-distance method of the tutorials: exact on any mesh, cheap for steady walls.
WALL_DISTANCE = {"method": "meshWave"}
#: A bounded second-order scheme for turbulence quantities, as the tutorials use.
TURBULENCE_DIV = ("Gauss", "limitedLinear", 1)
#: A smooth solver for a scalar transport equation, as the tutorials use.
SCALAR_SOLVER: dict[str, Any] = {"solver": "smoothSolver", "smoother": "symGaussSeidel",
                                 "tolerance": 1e-05, "relTol": 0.1}
#: Relaxation of turbulence equations in SIMPLE (the tutorials use 0.7 to 0.9).
TURBULENCE_RELAXATION = 0.7
TRANSIENT_ALGORITHMS = ("PIMPLE", "PISO")


def steady(root: Path) -> bool:
    """Whether the case iterates to a steady state: its solver is steady-only by the solver
    catalog, else its time derivative (``ddtSchemes``, or the scheme the catalog names for its
    unknown: solidDisplacementFoam's ``d2dt2Schemes``) is ``steadyState``.

    Why one function, the catalog first: write-time capping, ``residualControl``, the total
    pressure ramp and the reviewer's divergence fix each asked "is this run steady?", two ways.
    A steady-only solver may have no ``ddtSchemes`` at all (solidEquilibriumDisplacementFoam on
    beamEndLoad), and a steady plateHole keeps its ``steadyState`` in ``d2dt2Schemes``: read by
    ``ddtSchemes`` alone, both were transient to the write-time cap while the reviewer treated
    them as steady.
    """
    name = case_application(root) or ""
    row = solver(name)
    if row is not None and row.steady:
        return True
    schemes = parse(root / FV_SCHEMES)
    derivative = schemes.as_dict().get(time_schemes(name)) if schemes is not None else None
    return isinstance(derivative, Mapping) and derivative.get("default") == "steadyState"


@dataclass(frozen=True)
class Added:
    """One entry added to a dictionary (its key path, the value in words), and why it was
    needed."""

    file: str
    keys: tuple[str, ...]
    value: str
    why: str

    def note(self) -> str:
        """One line for the run record."""
        return f"{self.file}: {'/'.join(self.keys)} = {self.value} (new entry; {self.why})"


def covered(name: str, keys: Iterable[object]) -> bool:
    """Whether a dictionary key names ``name``, literally or as a quoted regular expression."""
    for key in keys:
        if not isinstance(key, str):
            continue
        if key == name:
            return True
        if key.startswith('"'):
            try:
                if re.fullmatch(key.strip('"'), name):
                    return True
            except re.error:
                continue
    return False


def _group(names: Collection[str], suffix: str = "") -> str:
    """One key for several names: ``k`` or ``"(k|omega)Final"``."""
    ordered = sorted(names)
    if len(ordered) == 1:
        return ordered[0] + suffix
    return f'"({"|".join(ordered)}){suffix}"'


@contextmanager
def explicit_div_schemes(root: Path) -> Iterator[tuple[FoamFile, Mapping[str, Any]] | None]:
    """``system/fvSchemes`` opened for editing with its ``divSchemes`` block, or None when
    there is nothing to add a term to: no file, no block, or a default scheme that is not
    ``none`` (it covers every term, and a term added beside it would override the reference's
    own choice). The file is written once, when the block closes, only if it changed.

    Why one place: every editor adding a convection term asks the same three questions first.
    """
    path = root / FV_SCHEMES
    if not path.is_file():
        yield None
        return
    with FoamFile(path) as schemes:
        div = subdict(schemes.get("divSchemes"))
        default = div.get("default") if div is not None else None
        yield None if div is None or (default is not None and str(default) != "none") \
            else (schemes, div)


def add_div_schemes(root: Path, fields: Collection[str]) -> list[Added]:
    """``div(phi,<field>)`` for each field the divSchemes lack (none when a default covers
    them), bounded like ``div(phi,U)`` in a steady case."""
    if not fields:
        return []
    notes: list[Added] = []
    with explicit_div_schemes(root) as opened:
        if opened is None:
            return []
        schemes, div = opened
        velocity = div.get("div(phi,U)")
        bounded = isinstance(velocity, tuple) and velocity[:1] == ("bounded",)
        scheme = _sibling_scheme(div) or (("bounded", *TURBULENCE_DIV) if bounded
                                          else TURBULENCE_DIV)
        for field in sorted(fields):
            key = f"div(phi,{field})"
            if covered(key, div):
                continue
            schemes[("divSchemes", key)] = scheme
            notes.append(Added(FV_SCHEMES, ("divSchemes", key),
                               " ".join(str(part) for part in scheme),
                               f"the {field} equation is solved"))
    return notes


def _sibling_scheme(div: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """The scheme the case already uses for another turbulence quantity (``div(phi,k)``), so
    a new one is convected the same way: a tutorial that chose upwind for k and epsilon did
    so for its mesh and flow (oscillatingInletACMI2D's nuTilda diverges in its first step
    with limitedLinear and runs with upwind)."""
    for field in TRANSPORTED_FIELDS:
        scheme = div.get(f"div(phi,{field})")
        if isinstance(scheme, tuple) and "Gauss" in scheme:
            return scheme
    return None


def add_wall_distance(root: Path) -> list[Added]:
    """``wallDist { method meshWave; }`` when fvSchemes has none."""
    path = root / FV_SCHEMES
    if not path.is_file():
        return []
    with FoamFile(path) as schemes:
        if "wallDist" in schemes:
            return []
        schemes["wallDist"] = WALL_DISTANCE
    return [Added(FV_SCHEMES, ("wallDist", "method"), "meshWave",
                  "the model reads the wall distance")]


def transient(root: Path) -> bool:
    """Whether fvSolution drives a PISO or PIMPLE loop (which asks for ``<field>Final``)."""
    path = root / FV_SOLUTION
    if not path.is_file():
        return False
    solution = FoamFile(path)
    return any(algorithm in solution for algorithm in TRANSIENT_ALGORITHMS)


def _entry_for(name: str, solvers: Mapping[str, Any]) -> dict[str, Any] | None:
    """The solver settings a key covering ``name`` gives, as a plain dictionary."""
    for key, value in solvers.items():
        if covered(name, [key]) and isinstance(value, Mapping):
            return {item: setting for item, setting in value.items() if isinstance(item, str)}
    return None


def add_solvers(root: Path, fields: Collection[str], *, final: bool | None = None
                ) -> list[Added]:
    """A solver entry for each field no key covers, with ``Final`` ones under PISO/PIMPLE
    (or when ``final`` says so), and a relaxation factor under SIMPLE when the case relaxes
    equations by name. A ``Final`` entry copies the field's own settings with ``relTol 0``."""
    path = root / FV_SOLUTION
    if not path.is_file() or not fields:
        return []
    notes: list[Added] = []
    final = transient(root) if final is None else final
    with FoamFile(path) as solution:
        if subdict(solution.get("solvers")) is None:
            solution["solvers"] = {}
        try:
            entries = solution.as_dict()
        except Exception:  # noqa: BLE001 - foamlib cannot make one dictionary of a file that
            # writes a key twice (verticalChannelLTS's two Phi); its solvers are left as written
            return []
        solvers = subdict(lookup(entries, ("solvers",))) or {}
        missing = [name for name in fields if not covered(name, solvers)]
        if missing:
            key = _group(missing)
            solution[("solvers", key)] = SCALAR_SOLVER
            notes.append(Added(FV_SOLUTION, ("solvers", key), "smoothSolver",
                               "each solved field needs a linear solver"))
        plain: list[str] = []
        for name in fields:
            if not final or covered(name + "Final", solvers):
                continue
            own = _entry_for(name, solvers)
            if own is None:
                plain.append(name)
                continue
            solution[("solvers", name + "Final")] = {**own, "relTol": 0}
            notes.append(Added(FV_SOLUTION, ("solvers", f"{name}Final"),
                               f"the {name} settings, relTol 0",
                               "the last corrector of PISO/PIMPLE asks for it"))
        if plain:
            key = _group(plain, "Final")
            solution[("solvers", key)] = {**SCALAR_SOLVER, "relTol": 0}
            notes.append(Added(FV_SOLUTION, ("solvers", key), "smoothSolver, relTol 0",
                               "the last corrector of PISO/PIMPLE asks for it"))
        equations = subdict(lookup(solution.as_dict(), ("relaxationFactors", "equations")))
        if "SIMPLE" in solution and equations is not None:
            unrelaxed = [name for name in fields if not covered(name, equations)]
            if unrelaxed:
                key = _group(unrelaxed)
                solution[("relaxationFactors", "equations", key)] = TURBULENCE_RELAXATION
                notes.append(Added(FV_SOLUTION, ("relaxationFactors", "equations", key),
                                   str(TURBULENCE_RELAXATION),
                                   "SIMPLE relaxes each equation by name here"))
    return notes


_DIV_OF_FIELD = lazy_regex(r"div\(phi,(\w+)\)")
#: The plain scheme for a divergence term that is not a convection term.
PLAIN_DIV = ("Gauss", "linear")


def add_named(root: Path, file: str, keys: tuple[str, ...]) -> list[Added]:
    """The entry a run reported missing (``divSchemes/div(phi,k)``, ``wallDist``,
    ``solvers/kFinal``), when it is one of those this module knows how to write."""
    if file == FV_SCHEMES and "wallDist" in keys:
        return add_wall_distance(root)
    if file == FV_SCHEMES and len(keys) == 2 and keys[0] == "divSchemes":
        field = _DIV_OF_FIELD.fullmatch(keys[1])
        if field is not None:
            return add_div_schemes(root, [field.group(1)])
        with FoamFile(root / FV_SCHEMES) as schemes:
            schemes[("divSchemes", keys[1])] = PLAIN_DIV
        return [Added(FV_SCHEMES, ("divSchemes", keys[1]), "Gauss linear",
                      "the solver asked for this term")]
    if file == FV_SOLUTION and len(keys) == 2 and keys[0] == "solvers":
        name = keys[1]
        base = name.removesuffix("Final")
        return add_solvers(root, [base], final=name.endswith("Final") or None)
    return []
