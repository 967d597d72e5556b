"""A laminar-only incompressible case made ready for a turbulence model: its solver becomes the
transient solver that reads one, with the dictionaries that solver needs.

Why: icoFoam and nonNewtonianIcoFoam solve laminar flow only, so their tutorials have no
``turbulenceProperties`` and a requested model could not be applied to them, and the author
then followed another tutorial with another geometry. A request such as "an offsetCylinder
simulation with LES, PIMPLE algorithm" names such a tutorial; pimpleFoam runs the same case
with any model once ``PISO`` is ``PIMPLE`` (one outer corrector is PISO), the momentum
equation has its ``div((nuEff*dev2(T(grad(U)))))`` term and the last corrector has its
``Final`` solver entries. pimpleFoam reads the same ``transportProperties``, generalised
Newtonian models included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.numerics import (
    FV_SCHEMES,
    FV_SOLUTION,
    Added,
    add_named,
    add_solvers,
)
from foam_agent.foamcase.case.files import subdict
from foam_agent.foamcase.catalog.solvers import TURBULENT_COUNTERPART

CONTROL_DICT = "system/controlDict"
ALLRUN = "Allrun"
#: The viscous term of the momentum equation of the incompressible turbulence models.
VISCOUS_TERM = "div((nuEff*dev2(T(grad(U)))))"
TRANSPORT = "constant/transportProperties"
#: The settings file the new solver reads: ESI's name, or v10's beside its physicalProperties.
ESI_TURBULENCE = "constant/turbulenceProperties"
FOUNDATION_TURBULENCE = "constant/momentumTransport"
_HEADER = ("FoamFile\n{{\n    version     2.0;\n    format      ascii;\n"
           "    class       dictionary;\n    location    \"constant\";\n"
           "    object      {name};\n}}\n\nsimulationType laminar;\n")


@dataclass(frozen=True)
class Upgrade:
    """What became of the case: the old and new solver, the settings file written, and each
    changed entry (for the Allrun, the word ``solver`` stands for the command renamed)."""

    solver: str
    counterpart: str
    settings: Path
    changes: list[Added]


def laminar_solver(root: Path) -> str | None:
    """The case's solver when it is a laminar-only one with a turbulent counterpart."""
    path = root / CONTROL_DICT
    if not path.is_file():
        return None
    application = str(FoamFile(path).get("application", ""))
    return application if application in TURBULENT_COUNTERPART else None


def to_turbulent_solver(root: Path) -> Upgrade | None:
    """Switch a laminar-only case (icoFoam, nonNewtonianIcoFoam) to pimpleFoam, laminar for
    now: the turbulence switch then selects the model. None when the case's solver has no
    counterpart."""
    solver = laminar_solver(root)
    if solver is None:
        return None
    counterpart = TURBULENT_COUNTERPART[solver]
    changes: list[Added] = []
    with FoamFile(root / CONTROL_DICT) as control:
        control["application"] = counterpart
    why = f"{solver} solves laminar flow only; {counterpart} runs the case with a model"
    changes.append(Added(CONTROL_DICT, ("application",), counterpart, why))
    allrun = root / ALLRUN
    if allrun.is_file():
        text = allrun.read_text(encoding="utf-8")
        renamed = re.sub(rf"\b{solver}\b", counterpart, text)
        if renamed != text:
            allrun.write_text(renamed, encoding="utf-8")
            changes.append(Added(ALLRUN, ("solver",), counterpart, why))
    name = (FOUNDATION_TURBULENCE if (root / "constant/physicalProperties").is_file()
            else ESI_TURBULENCE)
    settings = root / name
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text(_HEADER.format(name=settings.name), encoding="utf-8")
    changes.append(Added(name, ("simulationType",), "laminar", f"{counterpart} reads it"))
    changes.extend(_pimple_dictionaries(root, counterpart))
    transport = root / TRANSPORT
    if transport.is_file():
        with FoamFile(transport) as properties:
            if "transportModel" not in properties:
                properties["transportModel"] = "Newtonian"
                changes.append(Added(TRANSPORT, ("transportModel",), "Newtonian",
                                f"{counterpart} reads the viscosity model by name; "
                                f"{solver}'s nu is a Newtonian one"))
    return Upgrade(solver, counterpart, settings, changes)


def _pimple_dictionaries(root: Path, counterpart: str) -> list[Added]:
    """PISO renamed PIMPLE, the Final solver entries of U and p, and the viscous term."""
    changes: list[Added] = []
    path = root / FV_SOLUTION
    if path.is_file():
        with FoamFile(path) as solution:
            piso = solution.get("PISO")
            if isinstance(piso, FoamFile.SubDict) and "PIMPLE" not in solution:
                solution["PIMPLE"] = piso.as_dict()
                del solution["PISO"]
                changes.append(Added(FV_SOLUTION, ("PIMPLE",), "the PISO settings",
                                f"{counterpart} reads PIMPLE; one outer corrector is PISO"))
    return [*changes, *add_solvers(root, ["U", "p"], final=True), *add_viscous_term(root)]


def add_viscous_term(root: Path) -> list[Added]:
    """The momentum equation's ``div((nuEff*dev2(T(grad(U)))))`` scheme, unless the case has it
    or a default: a laminar model that once carried an elastic stress (Maxwell) or no model at
    all (icoFoam) lacks it, and the solver stops at its first step without it."""
    path = root / FV_SCHEMES
    if not path.is_file():
        return []
    divergence = subdict(FoamFile(path).get("divSchemes")) or {}
    default = divergence.get("default")
    if VISCOUS_TERM in divergence or (default is not None and str(default) != "none"):
        return []
    return [replace(item, why="the momentum equation of a turbulence model has this term")
            for item in add_named(root, FV_SCHEMES, ("divSchemes", VISCOUS_TERM))]
