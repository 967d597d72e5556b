"""A case of a v1912 Boussinesq solver rewritten for the buoyant solver with a Boussinesq
equation of state: the formulation Foundation's ``buoyantFoam`` runs.

Why: a request naming ``buoyantFoam`` for a Bénard-cell flow follows v1912's BenardCells, a
case of buoyantBoussinesqPimpleFoam (kinematic pressure, a temperature equation, ``nu``,
``beta`` and ``TRef`` in ``transportProperties``). v10's solver of that name solves the
compressible buoyant equations with ``heRhoThermo`` and ``equationOfState Boussinesq``; run as
the Boussinesq solver, the case met every stated value and its velocity field still differed
from the one the named solver gives. The rewrite keeps the tutorial's physics, entry by entry
as :mod:`foam_agent.foamcase.catalog.formulations` maps it, and changes only what the other
solver reads: the application, the thermophysical model, the dimensions of the pressures and
of alphat, the energy variable's schemes and solver entries.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.editors.numerics import (
    FV_SCHEMES,
    FV_SOLUTION,
    Added,
    add_solvers,
    covered,
    explicit_div_schemes,
    transient,
)
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.foamcase.case.files import lookup, subdict
from foam_agent.foamcase.catalog.formulations import (
    BOUSSINESQ_THERMO_TYPE,
    DENSITY,
    KINEMATIC_ENTRIES,
    SPECIE,
    THERMODYNAMICS,
    boussinesq_as_state,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["Rewrite", "in_stated_formulation", "to_equation_of_state"]

CONTROL_DICT = "system/controlDict"
TRANSPORT = "constant/transportProperties"
THERMO = "constant/thermophysicalProperties"
TURBULENCE = "constant/turbulenceProperties"
#: The energy variable of :data:`BOUSSINESQ_THERMO_TYPE` (sensible internal energy).
ENERGY = "e"
#: The momentum equation's viscous term: kinematic in the Boussinesq solver, with ρ here.
VISCOUS_TERMS = ("div((nuEff*dev2(T(grad(U)))))", "div(((rho*nuEff)*dev2(T(grad(U)))))")
#: The kinetic-energy terms of the energy equation, as the buoyant tutorials convect them: the
#: transient solver's K, the steady solver's kinetic energy with its pressure work (Ekp).
KINETIC_TERMS = ("div(phi,K)", "div(phi,Ekp)")
#: The pressure-work term of the internal-energy equation (v1912 convects p/ρ with it).
PRESSURE_WORK = "div(phiv,p)"
#: Fields whose kinematic dimensions gain the density's (kg/m³): pressures and alphat.
DENSITY_FIELDS = ("p", "p_rgh", "alphat")
#: An incompressible alphat wall function, which the compressible library names with a prefix.
_ALPHAT_WALL = lazy_regex(r"^alphat\w*WallFunction$")
_COMPRESSIBLE = "compressible::"
#: Density's solver as the buoyant tutorials give it: ρ is solved by its diagonal equation.
DENSITY_SOLVER = {"solver": "diagonal"}
_HEADER = ("FoamFile\n{\n    version     2.0;\n    format      ascii;\n"
           "    class       dictionary;\n    location    \"constant\";\n"
           "    object      thermophysicalProperties;\n}\n")


@dataclass(frozen=True)
class Rewrite:
    """What became of the case: the solvers before and after, and each changed entry (for a
    renamed Allrun command the key is ``solver``)."""

    solver: str
    buoyant: str
    changes: list[Added]

    def notes(self) -> list[str]:
        """Run-record lines: the rewrite, then each entry."""
        head = (f"formulation: {self.solver}'s case written for {self.buoyant} with a "
                f"Boussinesq equation of state, as the named solver formulates it")
        return [head, *(change.note() for change in self.changes)]


def in_stated_formulation(reference: Reference, stated: str | None
                          ) -> tuple[Reference, list[str]]:
    """``reference`` as the solver the request names (``stated``, as written) formulates its
    flow, with the run-record lines of the rewrite; unchanged, with none, when it is already.

    Why on the reference and not on the written case: the writer, the candidates' audit and
    the reviewer (which restores files from the followed tutorial) must all see one case.
    """
    with workspace(reference.files) as root:
        rewrite = to_equation_of_state(root, stated)
        if rewrite is None:
            return reference, []
        files = read_back(root)
    allrun = reference.allrun and re.sub(rf"\b{rewrite.solver}\b", rewrite.buoyant,
                                         reference.allrun)
    return (reference.model_copy(update={"files": files, "solver": rewrite.buoyant,
                                         "allrun": allrun}), rewrite.notes())


def to_equation_of_state(root: Path, stated: str | None) -> Rewrite | None:
    """Rewrite the case under ``root`` in place when the request names ``stated`` (a Foundation
    solver name) and the case runs a Boussinesq solver; None when nothing is to change."""
    control = root / CONTROL_DICT
    if not control.is_file() or not (root / TRANSPORT).is_file():
        return None
    solver = str(FoamFile(control).get("application", ""))
    buoyant = boussinesq_as_state(stated, solver)
    if buoyant is None:
        return None
    with FoamFile(control) as dictionary:
        dictionary["application"] = buoyant
    why = f"{stated} runs a Boussinesq fluid through its equation of state"
    changes = [Added(CONTROL_DICT, ("application",), buoyant, why)]
    allrun = root / "Allrun"
    if allrun.is_file():
        text = allrun.read_text(encoding="utf-8")
        allrun.write_text(re.sub(rf"\b{solver}\b", buoyant, text), encoding="utf-8")
        changes.append(Added("Allrun", ("solver",), buoyant, why))
    changes.extend(_turbulent_prandtl(root))
    changes.extend(_thermophysical(root))
    changes.extend(_fields(root))
    changes.extend(_schemes(root))
    changes.extend(_solution(root))
    return Rewrite(solver, buoyant, changes)


def _thermophysical(root: Path) -> list[Added]:
    """``thermophysicalProperties`` from ``transportProperties`` (then removed)."""
    kinematic = FoamFile(root / TRANSPORT).as_dict()
    mixture: dict[str, dict[str, Any]] = {
        "specie": dict(SPECIE), "equationOfState": {"rho0": DENSITY},
        "thermodynamics": dict(THERMODYNAMICS), "transport": {}}
    changes: list[Added] = []
    for entry in KINEMATIC_ENTRIES:
        value = _number(kinematic.get(entry.keyword))
        if value is None:
            continue
        mixture[entry.block][entry.name] = value * DENSITY ** entry.density_power
        changes.append(Added(THERMO, ("mixture", entry.block, entry.name),
                             f"{mixture[entry.block][entry.name]:g}",
                             f"{TRANSPORT}'s {entry.keyword} {value:g}"))
    path = root / THERMO
    path.write_text(_HEADER, encoding="utf-8")
    with FoamFile(path) as thermo:
        thermo["thermoType"] = dict(BOUSSINESQ_THERMO_TYPE)
        thermo["mixture"] = mixture
    (root / TRANSPORT).unlink()
    changes.insert(0, Added(THERMO, ("thermoType", "equationOfState"), "Boussinesq",
                            f"rho0 {DENSITY:g} keeps the kinematic case's numbers"))
    return changes


def _turbulent_prandtl(root: Path) -> list[Added]:
    """The kinematic case's ``Prt`` in the coefficients of the model the case selects, where
    the compressible eddy diffusivity reads it (alphat = ρ νt / Prt); none when laminar."""
    prandtl = _number(FoamFile(root / TRANSPORT).get("Prt"))
    path = root / TURBULENCE
    if prandtl is None or not path.is_file():
        return []
    with FoamFile(path) as settings:
        family = str(settings.get("simulationType", "laminar"))
        block = subdict(settings.get(family)) or {}
        model = next((block[key] for key in ("RASModel", "LESModel", "model") if key in block),
                     None)
        if model is None:
            return []
        coefficients = subdict(block.get(f"{model}Coeffs"))
        if coefficients is None:
            settings[(family, f"{model}Coeffs")] = {"Prt": prandtl}
        else:
            settings[(family, f"{model}Coeffs", "Prt")] = prandtl
    return [Added(TURBULENCE, (family, f"{model}Coeffs", "Prt"), f"{prandtl:g}",
                  f"{TRANSPORT}'s Prt, read by the model's eddy diffusivity")]


def _number(value: object) -> float | None:
    """A plain or dimensioned scalar entry's number."""
    if isinstance(value, FoamFile.Dimensioned):
        value = value.value
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else None


def _fields(root: Path) -> list[Added]:
    """The pressures and alphat in the density's units (the numbers kept, ρ₀ being 1);
    alphat's wall functions by their compressible names; ``rho rhok`` entries dropped."""
    changes: list[Added] = []
    for name in DENSITY_FIELDS:
        path = root / "0" / name
        if not path.is_file():
            continue
        with FoamFile(path) as field:
            dimensions = field.get("dimensions")
            if isinstance(dimensions, FoamFile.DimensionSet) and dimensions.mass == 0:
                field["dimensions"] = FoamFile.DimensionSet(
                    mass=1, length=dimensions.length - 3, time=dimensions.time,
                    temperature=dimensions.temperature)
                changes.append(Added(f"0/{name}", ("dimensions",), _dimensions(field),
                                     "the buoyant solver's pressures and diffusivities are "
                                     "per volume, not per unit density"))
            boundary = subdict(field.get("boundaryField")) or {}
            for patch, entry in list(boundary.items()):
                entry = subdict(entry)
                if entry is None:
                    continue
                kind = str(entry.get("type", ""))
                if _ALPHAT_WALL.match(kind):
                    field[("boundaryField", patch, "type")] = _COMPRESSIBLE + kind
                    changes.append(Added(f"0/{name}", ("boundaryField", patch, "type"),
                                         _COMPRESSIBLE + kind, "the compressible library's"))
                if entry.get("rho") == "rhok":
                    del field[("boundaryField", patch, "rho")]
    return changes


def _dimensions(field: FoamFile) -> str:
    """A field's dimensions as its file writes them (``[1 -1 -2 0 0 0 0]``)."""
    dimensions = field["dimensions"]
    assert isinstance(dimensions, FoamFile.DimensionSet)
    return "[" + " ".join(f"{power:g}" for power in dimensions) + "]"


def _schemes(root: Path) -> list[Added]:
    """The temperature's convection scheme for the energy variable, the viscous term with ρ and
    the kinetic-energy term."""
    changes: list[Added] = []
    with explicit_div_schemes(root) as opened:
        if opened is None:
            return []
        schemes, div = opened
        temperature = div.get("div(phi,T)")
        if temperature is not None:
            for term, why in ((f"div(phi,{ENERGY})", "the energy equation solves e"),
                              (PRESSURE_WORK, "the energy equation's pressure work, convected "
                                              "as the energy is")):
                if not covered(term, div):
                    schemes[("divSchemes", term)] = temperature
                    changes.append(Added(FV_SCHEMES, ("divSchemes", term),
                                         "the temperature's scheme", why))
        kinematic, dynamic = VISCOUS_TERMS
        if kinematic in div and dynamic not in div:
            schemes[("divSchemes", dynamic)] = div[kinematic]
            changes.append(Added(FV_SCHEMES, ("divSchemes", dynamic), "the kinematic term's",
                                 "the momentum equation carries ρ"))
        velocity = div.get("div(phi,U)")
        bounded = isinstance(velocity, tuple) and velocity[:1] == ("bounded",)
        scheme = ("bounded", "Gauss", "linear") if bounded else ("Gauss", "linear")
        for term in KINETIC_TERMS:
            if not covered(term, div):
                schemes[("divSchemes", term)] = scheme
                changes.append(Added(FV_SCHEMES, ("divSchemes", term), " ".join(scheme),
                                     "the energy equation convects the kinetic energy"))
    return changes


def _solution(root: Path) -> list[Added]:
    """The energy variable solved as the temperature was (its ``Final`` entry under PIMPLE, its
    relaxation and residual control under SIMPLE), and density's diagonal solver."""
    path = root / FV_SOLUTION
    if not path.is_file():
        return []
    changes: list[Added] = []
    with FoamFile(path) as solution:
        entries = solution.as_dict()
        solvers = subdict(lookup(entries, ("solvers",))) or {}
        own = next((dict(value) for key, value in solvers.items()
                    if covered("T", [key]) and isinstance(value, dict)), None)
        if own is not None and not covered(ENERGY, solvers):
            solution[("solvers", ENERGY)] = {key: value for key, value in own.items()
                                             if not key.startswith("$")}
            changes.append(Added(FV_SOLUTION, ("solvers", ENERGY), "the temperature's solver",
                                 "the energy equation solves e"))
        if not covered("rho", solvers):
            solution[("solvers", '"rho.*"')] = DENSITY_SOLVER
            changes.append(Added(FV_SOLUTION, ("solvers", '"rho.*"'), "diagonal",
                                 "the buoyant solver solves the continuity equation for ρ"))
        for block in (("relaxationFactors", "equations"), ("SIMPLE", "residualControl")):
            table = subdict(lookup(entries, block)) or {}
            value = next((value for key, value in table.items() if covered("T", [key])), None)
            if value is not None and not covered(ENERGY, table):
                solution[(*block, ENERGY)] = value
                changes.append(Added(FV_SOLUTION, (*block, ENERGY), str(value),
                                     "as the temperature's"))
    return [*changes, *add_solvers(root, [ENERGY], final=transient(root))]
