"""The per-step history of the liquid crossing each open boundary of a VOF case with an inflow.

Why: whether such a run created or lost liquid is seen only against the liquid that entered
and left at every step (:mod:`foam_agent.agents.physics.liquid_volume`); the fluxes of the
written times alone miss everything between them. One surfaceFieldValue per open patch costs a
patch sum per step. Added for the incompressible two-phase solvers of the catalog that keep
that flux (``LIQUID_FLUX_FIELDS``) when the velocity drives flow in through some patch; a case
without inflow keeps its liquid and needs none.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.physics.liquid_volume import flux_history_entry
from foam_agent.foamcase.case.files import field_files, mesh_patches, parse, subdict
from foam_agent.foamcase.catalog import patch_roles, solver
from foam_agent.foamcase.catalog.solvers import LIQUID_FLUX_FIELDS

CONTROL_DICT = "system/controlDict"
#: The function objects' names: ``liquidFlux_<patch>`` (their folders under postProcessing).
PREFIX = "liquidFlux_"


def _liquid(root: Path) -> str | None:
    """The first phase of constant/transportProperties (interFoam's alpha1)."""
    properties = parse(root / "constant" / "transportProperties")
    phases = properties.get("phases") if properties is not None else None
    if isinstance(phases, Sequence) and not isinstance(phases, str) and phases:
        return str(phases[0])
    return None


def open_patches(root: Path) -> list[str]:
    """The patches liquid may cross when some patch drives flow in; empty otherwise."""
    velocity = field_files(root, "U")
    parsed = parse(velocity[0]) if velocity else None
    boundary = subdict(parsed.get("boundaryField")) if parsed is not None else None
    if boundary is None:
        return []
    types = {str(name): str(conditions.get("type", "")) for name, entry in boundary.items()
             if (conditions := subdict(entry)) is not None}
    mesh = mesh_patches(root)
    roles = patch_roles({name: mesh[name] for name in types if name in mesh}, types)
    if "inlet" not in roles.values():
        return []
    return [name for name, role in roles.items() if role in ("inlet", "outlet")]


def add_liquid_flux_history(root: Path, report: EditReport) -> None:
    """Add a liquid flux history on every open patch of an incompressible VOF case with an
    inflow (see the module); nothing for any other case."""
    path = root / CONTROL_DICT
    control = parse(path)
    application = control.get("application") if control is not None else None
    entry = solver(str(application)) if application is not None else None
    flux = LIQUID_FLUX_FIELDS.get(str(application))
    if control is None or entry is None or entry.phases != 2 or entry.compressible \
            or flux is None:
        return
    if "functions" in control and subdict(control.get("functions")) is None:
        return
    liquid, patches = _liquid(root), open_patches(root)
    if liquid is None or not patches:
        return
    with FoamFile(path) as edited:
        if "functions" not in edited:
            edited["functions"] = {}
        for patch in patches:
            edited[("functions", PREFIX + patch)] = flux_history_entry(patch, f"{flux}.{liquid}")
    report.edit(Edit("liquid flux history", CONTROL_DICT, ("functions",),
                     ", ".join(PREFIX + patch for patch in patches), None,
                     "the liquid balance of the physics checks needs every step's liquid "
                     "flux through the open patches", follows=True))
