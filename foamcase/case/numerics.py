"""Where the followed case keeps a setting of its numerics: the entry of ``fvSolution``,
``fvSchemes`` or ``controlDict`` a stated correctors count, relaxation factor, tolerance,
linear solver or scheme goes to.

Why here, once: the editor that writes a stated setting and the audit that reads it back must
agree on the place, and the place depends on the case: ``nCorrectors`` is in ``PISO`` of an
icoFoam case and in ``PIMPLE`` of a pimpleFoam one, a relaxation factor of U sits under
``equations`` or in a flat ``relaxationFactors``, a tolerance of U in the block ``"(U|k|epsilon)"``.
The catalog row (``foam_agent.foamcase.catalog.numerics``) says what kind of dictionary holds the
setting; the case's own dictionaries say which one. A place the words do not settle (two
algorithm dictionaries, no field named for a solver's tolerance) is refused with why, never
guessed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.locations import Location
from foam_agent.foamcase.case.values import leaf_entries
from foam_agent.foamcase.catalog.numerics import (
    BY_KEYWORD,
    CONTROL_DICT,
    FA_SOLUTION,
    FIELD_RELAXED,
    FV_SCHEMES,
    FV_SOLUTION,
)

#: ``fvSolution``'s dictionaries that are no algorithm's controls.
NOT_ALGORITHMS = frozenset({"solvers", "relaxationFactors", "cache", "FoamFile"})


@dataclass(frozen=True)
class Placing:
    """Where a setting goes: its entries (one, or each ``residualControl`` target the case has
    for a target left open), else why none."""

    locations: tuple[Location, ...] = ()
    reason: str = ""


def bare(key: str) -> str:
    """A key without its quotes (``"alpha.water.*"`` → ``alpha.water.*``)."""
    return key.strip('"')


def key_for(name: str) -> str:
    """The key to write for ``name``: quoted when it is a pattern, not a plain word."""
    return name if re.fullmatch(r"[A-Za-z_][\w.:]*", name) else f'"{bare(name)}"'


def _serves(key: str, name: str) -> bool:
    """Whether block ``key`` (a name or a quoted pattern) is the one OpenFOAM uses for
    ``name``."""
    if bare(key) == bare(name):
        return True
    if not key.startswith('"'):
        return False
    try:
        return re.fullmatch(bare(key), bare(name)) is not None
    except re.error:
        return False


def _dicts(entries: Mapping[Any, Any]) -> list[str]:
    return [key for key, value in entries.items()
            if isinstance(key, str) and isinstance(value, Mapping) and key not in NOT_ALGORITHMS]



def _one(location: Location) -> Placing:
    return Placing((location,))


def _refused(reason: str) -> Placing:
    return Placing(reason=reason)


def _algorithm(keyword: str, target: str | None, solution: Mapping[Any, Any]) -> Placing:
    dicts = _dicts(solution)
    if target is not None:
        named = [name for name in dicts if name.lower() == target.lower()]
        if named:
            return _one(Location(FV_SOLUTION, (named[0], keyword)))
        return _refused(f"the case's fvSolution has no {target} dictionary "
                        f"(it has {', '.join(dicts) or 'none'})")
    holding = [name for name in dicts if keyword in solution[name]]
    if len(holding) == 1:
        return _one(Location(FV_SOLUTION, (holding[0], keyword)))
    if len(holding) > 1:
        return _refused(f"{', '.join(holding)} each hold {keyword}: name which")
    if len(dicts) == 1:
        return _one(Location(FV_SOLUTION, (dicts[0], keyword), note="new entry"))
    return _refused(f"the case's fvSolution has no one algorithm dictionary for {keyword} "
                    f"(it has {', '.join(dicts) or 'none'})")


def _solver(keyword: str, target: str | None, solution: Mapping[Any, Any],
            file: str = FV_SOLUTION) -> Placing:
    if target is None:
        return _refused(f"no field named whose linear solver takes {keyword}")
    solvers = solution.get("solvers")
    if not isinstance(solvers, Mapping):
        return _refused("the case's fvSolution has no solvers dictionary")
    blocks = [key for key in solvers if isinstance(key, str) and isinstance(solvers[key], Mapping)]
    exact = [key for key in blocks if bare(key) == bare(target)]
    if exact:
        return _one(Location(file, ("solvers", exact[0], keyword)))
    serving = [key for key in blocks if _serves(key, target)]
    if serving:
        # OpenFOAM takes the last pattern that matches.
        key = serving[-1]
        return _one(Location(file, ("solvers", key, keyword),
                             note=f"the block {key} also serves the fields it matches"))
    return _refused(f"the case solves no {target} (its solver blocks: {', '.join(blocks)})")


def _any_solver(keyword: str, target: str | None, solution: Mapping[Any, Any], root: Path
                ) -> Placing:
    """The field's linear solver in ``fvSolution``, else in the finite-area ``faSolution``
    where the case solves the field on a surface (sphereSurfactantFoam's ``Cs``): a field is
    solved in one of them, so the one holding its block is the place."""
    placing = _solver(keyword, target, solution)
    if placing.locations or target is None:
        return placing
    area = entries_of(root / FA_SOLUTION)
    held = _solver(keyword, target, area, FA_SOLUTION) if area is not None else placing
    return held if held.locations else placing


def _relaxation(target: str | None, section: str | None, solution: Mapping[Any, Any]
                ) -> Placing:
    if target is None:
        return _refused("no field named whose relaxation factor it is")
    factors = solution.get("relaxationFactors")
    factors = factors if isinstance(factors, Mapping) else {}
    parts = [part for part in ("equations", "fields") if isinstance(factors.get(part), Mapping)]
    flat = [key for key, value in factors.items() if not isinstance(value, Mapping)]
    if not parts and flat:
        return _one(Location(FV_SOLUTION, ("relaxationFactors", key_for(target)),
                             note="the case's relaxationFactors are flat"))
    for part in ((section,) if section else ("equations", "fields")):
        held = factors.get(part)
        if isinstance(held, Mapping):
            key = next((key for key in held if isinstance(key, str)
                        and bare(key) == bare(target)), None)
            if key is not None:
                return _one(Location(FV_SOLUTION, ("relaxationFactors", part, key)))
    part = section or ("fields" if bare(target) in FIELD_RELAXED else "equations")
    return _one(Location(FV_SOLUTION, ("relaxationFactors", part, key_for(target)),
                         note="new entry"))


def _residual(target: str | None, solution: Mapping[Any, Any]) -> Placing:
    dicts = _dicts(solution)
    holding = [name for name in dicts if isinstance(solution[name].get("residualControl"),
                                                    Mapping)]
    container = holding[0] if len(holding) == 1 else "SIMPLE" if "SIMPLE" in dicts else None
    if container is None:
        return _refused("the case has no SIMPLE dictionary nor one residualControl")
    control = solution[container].get("residualControl")
    control = control if isinstance(control, Mapping) else {}
    if target is None:
        keys = [key for key in control if isinstance(key, str)]
        if not keys:
            return _refused("no field named and the case has no residualControl targets")
        return Placing(tuple(Location(FV_SOLUTION, (container, "residualControl", key))
                             for key in keys))
    key = next((key for key in control if isinstance(key, str) and bare(key) == bare(target)),
               None)
    if key is not None:
        return _one(Location(FV_SOLUTION, (container, "residualControl", key)))
    return _one(Location(FV_SOLUTION, (container, "residualControl", key_for(target)),
                         note="new entry"))


def _div(target: str | None, schemes: Mapping[Any, Any]) -> Placing:
    if target is None:
        return _refused("no field named whose convection scheme it is")
    divs = schemes.get("divSchemes")
    divs = divs if isinstance(divs, Mapping) else {}
    wanted = f"div(phi,{target})"
    keys = [key for key in divs if isinstance(key, str)]
    same = [key for key in keys if key.replace(" ", "") == wanted]
    if same:
        return _one(Location(FV_SCHEMES, ("divSchemes", same[0])))
    other = [key for key in keys if key.replace(" ", "").endswith(f",{target})")
             and key.startswith("div(")]
    if len(other) == 1:
        return _one(Location(FV_SCHEMES, ("divSchemes", other[0])))
    return _one(Location(FV_SCHEMES, ("divSchemes", wanted), note="new entry"))


def _anywhere(keyword: str, target: str | None, solution: Mapping[Any, Any]) -> Placing:
    found = [keys for keys, _ in leaf_entries(solution) if keys[-1] == keyword]
    if target is not None:
        found = [keys for keys in found if any(_serves(key, target) or key.lower()
                                               == target.lower() for key in keys[:-1])]
        if not found:
            block = _block(target, solution)
            if block is not None:
                return _one(Location(FV_SOLUTION, (*block, keyword), note="new entry"))
    if len(found) == 1:
        return _one(Location(FV_SOLUTION, found[0]))
    if found:
        places = ", ".join("/".join(keys[:-1]) for keys in found)
        return _refused(f"the case has {keyword} in {places}: name which")
    where = f" for {target}" if target else ""
    return _refused(f"the case's fvSolution has no {keyword}{where}")


def _block(target: str, solution: Mapping[Any, Any]) -> tuple[str, ...] | None:
    """The dictionary ``target`` names: an algorithm's or a field's solver block."""
    named = [name for name in _dicts(solution) if name.lower() == target.lower()]
    if named:
        return (named[0],)
    solvers = solution.get("solvers")
    if isinstance(solvers, Mapping):
        exact = [key for key in solvers if isinstance(key, str) and bare(key) == bare(target)]
        if exact:
            return ("solvers", exact[0])
    return None


def place_setting(keyword: str, target: str | None, section: str | None, root: Path
                  ) -> Placing:
    """Where the case under ``root`` keeps the setting.

    Args:
        keyword: A catalog row's keyword, or another keyword of ``fvSolution``.
        target: The field or dictionary the words name, if any.
        section: ``equations`` or ``fields`` for a relaxation factor the words place.
        root: The case folder (its ``system`` dictionaries are read).
    """
    row = BY_KEYWORD.get(keyword)
    scope = row.scope if row is not None else "anywhere"
    if scope == "control":
        return _one(Location(CONTROL_DICT, (keyword,)))
    if scope == "ddt":
        return _one(Location(FV_SCHEMES, ("ddtSchemes", "default")))
    if scope == "div":
        schemes = entries_of(root / FV_SCHEMES)
        if schemes is None:
            return _refused(f"the case has no readable {FV_SCHEMES}")
        return _div(target, schemes)
    if scope in ("scheme", "anywhere"):
        held = _top_level_scheme(keyword, root)
        if held:
            return _one(Location(FV_SCHEMES, (keyword,)))
        if scope == "scheme":
            return _refused(f"the case's {FV_SCHEMES} has no {keyword}")
    solution = entries_of(root / FV_SOLUTION)
    if solution is None:
        return _refused(f"the case has no readable {FV_SOLUTION}")
    if scope == "algorithm":
        return _algorithm(keyword, target, solution)
    if scope == "solver":
        return _any_solver(keyword, target, solution, root)
    if scope == "relaxation":
        return _relaxation(target, section, solution)
    if scope == "residual":
        return _residual(target, solution)
    return _anywhere(keyword, target, solution)


def _top_level_scheme(keyword: str, root: Path) -> bool:
    """Whether the case's ``fvSchemes`` holds ``keyword`` at its top level, as a scheme chosen
    by one word (``fluxScheme Kurganov``) is held."""
    schemes = entries_of(root / FV_SCHEMES)
    return schemes is not None and isinstance(schemes.get(keyword), str)
